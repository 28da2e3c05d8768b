import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import viteConfig from './vite.config.ts';
import { CHROMIUM_ARGS, chromiumEnv, findChromium } from './scripts/visual/chromium.ts';
import { BROWSER_WAIT_LIMIT_MS } from './scripts/vitest/vitest.waits.ts';
import { HeavyFirstSequencer } from './scripts/vitest/heavyFirst.ts';

// The browser projects need a real Chromium; `npm test` checks for one before Vitest starts.
const executablePath = findChromium() ?? undefined;

// A fresh object per project: Vitest writes into the instances it is given.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath, args: CHROMIUM_ARGS, env: chromiumEnv() } }),
  instances: [{ browser: 'chromium' as const }],
  screenshotFailures: false,
});

/**
 * The limit of one story or component test in Chromium. Their work is fixed (they wait for states,
 * never for time), so the limit only stops a hang: the browser default of 15 s was seen to run out
 * on a loaded 2-core machine (the every-field form's failures test took 17 s), failing a test that
 * was only slow. A user action gets what is left of it, so a short limit also failed clicks.
 */
const BROWSER_TEST_TIMEOUT_MS = 60_000;

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // A run that finds no test fails (the default): a wrong glob must not pass as green.
      passWithNoTests: false,
      // At least two at a time: Vitest's default (cores − 1) is one on a 2-core machine, which runs
      // the two browser projects one after the other, each mostly waiting on its page (renders,
      // answers, a component's own timers). Two overlap those waits: the stories and component tests
      // of components/forms and FormBuilder took 126 s one at a time and 104 s two at a time on a
      // loaded 2-core machine.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      // The few files that take many times the others' time start first (scripts/vitest/heavyFirst.ts).
      sequence: { sequencer: HeavyFirstSequencer },
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            // The files share each worker's modules and DOM instead of loading them afresh: 38 s → 28 s
            // on 2 idle cores (most of a file's time was its environment and imports). Each file ends by
            // putting back what a fresh worker has (scripts/vitest/vitest.setup.unit.ts); the unit tests
            // pass with every file in one worker, shuffled.
            isolate: false,
            setupFiles: ['scripts/vitest/vitest.setup.unit.ts'],
            // Every test's work is fixed (fixed seeds and counts, fake clocks): the limit only has to
            // hold on a loaded 2-core machine, where the 5 s default was seen to run out. Hooks get the
            // same: a beforeAll that loads the template engine (hooks/shopper/useQuickView.test.tsx) ran past
            // the 10 s default under load, transforming the modules it imports.
            testTimeout: 30_000,
            hookTimeout: 30_000,
            // The inner loop (npm run test:unit, npm run test:watch): pure unit tests, no build, no ESLint run.
            include: [
              'logic/**/*.test.ts',
              'api/**/*.test.ts',
              'hooks/**/*.test.{ts,tsx}',
              'mocks/**/*.test.ts',
              'cli/**/*.test.ts',
              'scripts/**/*.test.ts',
            ],
            exclude: ['scripts/package/**', 'scripts/lint/**', 'node_modules/**'],
            benchmark: { include: ['**/*.bench.ts'], exclude: ['node_modules/**'] },
          },
        },
        {
          extends: true,
          test: {
            // What the package is (built, packed, sized, server-rendered) and the lint rules run on
            // snippets: each builds or lints, so they stay out of the inner loop (npm run test:package).
            name: 'package',
            environment: 'node',
            setupFiles: ['scripts/vitest/vitest.setup.ts'],
            testTimeout: 30_000,
            hookTimeout: 30_000,
            include: ['scripts/package/**/*.test.ts', 'scripts/lint/**/*.test.ts'],
          },
        },
        {
          extends: true,
          test: {
            // Hostile input in Node: property and fuzz suites over every public function (the
            // component half, tests/hostile/**/*.test.tsx, runs in Chromium below).
            name: 'hostile',
            environment: 'node',
            setupFiles: ['scripts/vitest/vitest.setup.ts'],
            testTimeout: 30_000,
            hookTimeout: 30_000,
            include: ['tests/hostile/**/*.test.ts'],
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: '.storybook' })],
          test: {
            name: 'storybook',
            browser: browser(),
            testTimeout: BROWSER_TEST_TIMEOUT_MS,
            hookTimeout: BROWSER_TEST_TIMEOUT_MS,
            // expect.element / expect.poll wait for a state; the limit only reports one that never comes.
            expect: { poll: { timeout: BROWSER_WAIT_LIMIT_MS } },
          },
        },
        {
          extends: true,
          // Component tests, and template/'s (react-dom/server markup hydrated into the live components).
          test: {
            name: 'components',
            include: ['components/**/*.test.tsx', 'template/**/*.test.tsx', 'tests/hostile/**/*.test.tsx', 'tests/support/**/*.test.tsx'],
            browser: browser(),
            testTimeout: BROWSER_TEST_TIMEOUT_MS,
            hookTimeout: BROWSER_TEST_TIMEOUT_MS,
            // Property tests here too (AutolinkedText) run the unit tests' fixed seed and count.
            setupFiles: ['scripts/vitest/vitest.setup.ts', 'scripts/vitest/vitest.setup.components.ts'],
            expect: { poll: { timeout: BROWSER_WAIT_LIMIT_MS } },
          },
        },
      ],
    },
  }),
);
