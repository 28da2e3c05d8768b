import { defineConfig, mergeConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import viteConfig from './vite.config.ts';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.ts';

// The browser projects need a real Chromium; `npm test` checks for one before Vitest starts.
const executablePath = findChromium() ?? undefined;

// A fresh object per project: Vitest writes into the instances it is given.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath, args: CHROMIUM_ARGS } }),
  instances: [{ browser: 'chromium' as const }],
  screenshotFailures: false,
});

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // A run that finds no test fails (the default): a wrong glob must not pass as green.
      passWithNoTests: false,
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            setupFiles: ['scripts/vitest.setup.ts'],
            // Every test's work is fixed (fixed seeds and counts, fake clocks): the limit only has to
            // hold on a loaded 2-core machine, where the 5 s default was seen to run out.
            testTimeout: 30_000,
            include: [
              'logic/**/*.test.ts',
              'api/**/*.test.ts',
              'hooks/**/*.test.{ts,tsx}',
              'mocks/**/*.test.ts',
              'scripts/**/*.test.ts',
              'cli/**/*.test.ts',
              // Issue 18's hostile suite (the component half, tests/hostile/**/*.test.tsx, runs in Chromium below).
              'tests/hostile/**/*.test.ts',
            ],
            benchmark: { include: ['**/*.bench.ts'], exclude: ['node_modules/**'] },
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: '.storybook' })],
          test: { name: 'storybook', browser: browser() },
        },
        {
          extends: true,
          // Component tests, and template/'s (react-dom/server markup hydrated into the live components).
          test: { name: 'components', include: ['components/**/*.test.tsx', 'template/**/*.test.tsx', 'tests/hostile/**/*.test.tsx', 'tests/support/**/*.test.tsx'], browser: browser() },
        },
      ],
    },
  }),
);
