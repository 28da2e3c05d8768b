import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

/** Imports a layer may not make (ARCHITECTURE.md: a lower layer never imports a higher one). */
const higher = (...layers) =>
  layers.flatMap((layer) => [`../${layer}/*`, `../../${layer}/*`, `../../../${layer}/*`, `../../../../${layer}/*`]);

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'storybook-static/', 'reports/', '.vitest/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx', 'hooks/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...storybook.configs['flat/recommended'],
  {
    // logic/ is pure: no React, no DOM, no network, no timers, no higher layer.
    files: ['logic/**/*.ts'],
    ignores: ['logic/**/*.test.ts', 'logic/**/*.bench.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'react/*', 'react-dom/*', 'msw', 'msw/*', 'radix-ui', 'radix-ui/*'], message: 'logic/ is pure TypeScript.' },
            { group: higher('api', 'hooks', 'components', 'mocks'), message: 'logic/ may import logic/ only.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location', 'fetch', 'XMLHttpRequest'].map(
          (name) => ({ name, message: `logic/ has no ${name}: pass what you need in as an argument.` }),
        ),
        ...['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'requestAnimationFrame', 'queueMicrotask'].map(
          (name) => ({ name, message: `logic/ has no timers (${name}): time is passed in as a number; timers live in hooks/.` }),
        ),
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'logic/ is deterministic: pass the time in.' },
        { object: 'Math', property: 'random', message: 'logic/ is deterministic: pass randomness in.' },
        { object: 'globalThis', message: 'logic/ reads no globals.' },
      ],
    },
  },
  {
    files: ['api/**/*.ts'],
    ignores: ['api/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'react/*', 'react-dom/*'], message: 'api/ knows nothing of React.' },
            { group: higher('hooks', 'components', 'mocks'), message: 'api/ may import logic/ and api/ only.' },
          ],
        },
      ],
    },
  },
  {
    files: ['hooks/**/*.{ts,tsx}'],
    ignores: ['hooks/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: higher('components', 'mocks'), message: 'hooks/ may import logic/, api/ and hooks/ only.' }] },
      ],
    },
  },
  {
    files: ['components/**/*.{ts,tsx}'],
    ignores: ['components/**/*.stories.tsx', 'components/**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: higher('mocks'), message: 'Components never import the mock backend (stories and tests may).' }] },
      ],
    },
  },
  {
    files: ['mocks/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: higher('hooks', 'components'), message: 'mocks/ may import logic/ and api/ types only.' }] },
      ],
    },
  },
);
