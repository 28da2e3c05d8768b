import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';

/**
 * The house rules of a view (docs/architecture.md "Patterns every component follows"):
 * class names merged with `cx`, dynamic style through `assignInlineVars`, and no user-facing text
 * written inline (it comes from the localized strings or from logic/). scripts/lint/lint-rules.test.ts
 * lints offending snippets with this list, so a gap here fails a test.
 */
const LETTER = String.raw`/\p{L}/u`;
const TEXT_PROPS = String.raw`/^(aria-label|aria-description|aria-placeholder|aria-roledescription|aria-valuetext|title|alt|placeholder|label)$/`;
const USE_CX = 'Merge class names with cx() from components/primitives/cx.ts, not by hand.';
const USE_INLINE_VARS = 'No inline style object: put the style in the .css.ts file and pass dynamic values with assignInlineVars().';
const USE_STRINGS = 'User-facing text comes from the localized strings (useStrings, useLocalizedStrings) or logic/, never inline.';
/** A text written inline as an attribute's value, directly or as a branch of a condition. */
const inlineText = (parent) => [
  `${parent} > Literal[value=${LETTER}]`,
  `${parent} > TemplateLiteral:has(TemplateElement[value.raw=${LETTER}])`,
  `${parent} > ConditionalExpression > Literal[value=${LETTER}]`,
  `${parent} > ConditionalExpression > TemplateLiteral:has(TemplateElement[value.raw=${LETTER}])`,
  `${parent} > LogicalExpression > Literal[value=${LETTER}]`,
  `${parent} > LogicalExpression > TemplateLiteral:has(TemplateElement[value.raw=${LETTER}])`,
];
const VIEW_RULES = [
  {
    selector: "CallExpression[callee.property.name='join'] > MemberExpression > CallExpression.object[callee.property.name='filter'][arguments.0.name='Boolean']",
    message: USE_CX,
  },
  { selector: "JSXAttribute[name.name='className'] > JSXExpressionContainer TemplateLiteral[expressions.length>0]", message: USE_CX },
  { selector: "JSXAttribute[name.name='className'] > JSXExpressionContainer BinaryExpression[operator='+']", message: USE_CX },
  { selector: "JSXAttribute[name.name='className'] > JSXExpressionContainer CallExpression[callee.property.name='join']", message: USE_CX },
  { selector: "JSXAttribute[name.name='style'] > JSXExpressionContainer > ObjectExpression", message: USE_INLINE_VARS },
  { selector: "JSXAttribute[name.name='style']:not(:has(CallExpression[callee.name='assignInlineVars']))", message: USE_INLINE_VARS },
  { selector: `JSXText[value=${LETTER}]`, message: USE_STRINGS },
  ...inlineText(':matches(JSXElement, JSXFragment) > JSXExpressionContainer').map((selector) => ({ selector, message: USE_STRINGS })),
  { selector: `JSXAttribute[name.name=${TEXT_PROPS}] > Literal[value=${LETTER}]`, message: USE_STRINGS },
  ...inlineText(`JSXAttribute[name.name=${TEXT_PROPS}] > JSXExpressionContainer`).map((selector) => ({ selector, message: USE_STRINGS })),
];

/** Imports a layer may not make (docs/architecture.md: a lower layer never imports a higher one). */
const higher = (...layers) =>
  layers.flatMap((layer) => [`../${layer}/*`, `../../${layer}/*`, `../../../${layer}/*`, `../../../../${layer}/*`]);

/** What no component imports: the mock backend, and the server bridge. */
const COMPONENT_IMPORT_PATTERNS = [
  { group: higher('mocks'), message: 'Components never import the mock backend (stories and tests may).' },
  { group: [...higher('template'), 'react-dom/server', 'react-dom/server.*'], message: 'components/ never pulls in react-dom/server: the server bridge is template/ (vitrine/template).' },
];

/** The libraries only the site owner's editors use (code editor, drag and drop, charts), and the combobox of the place lookup. */
const EDITOR_LIBRARIES = ['@codemirror/*', '@lezer/*', '@dnd-kit/*', '@visx/*', 'downshift', 'downshift/*'];

/**
 * What a module of logic/ may import, by how deep it sits below logic/ (0 for logic/index.ts, 1 for
 * logic/shopper/cart.ts). logic/template/ is the template engine, part of logic/; the top-level
 * template/ is the server bridge, a higher layer: it is reached by one more `../` than the depth.
 */
const up = (count) => '../'.repeat(count);
const logicImportRule = (depth) => {
  const escapes = [1, 2, 3, 4].filter((count) => count > depth).map(up);
  return [
    'error',
    {
      patterns: [
        {
          group: ['react', 'react-dom', 'react/*', 'react-dom/*', 'msw', 'msw/*', 'radix-ui', 'radix-ui/*', '@radix-ui/*', '@vanilla-extract/*', 'storybook', 'storybook/*', '@storybook/*', '@testing-library/*'],
          message: 'logic/ is pure TypeScript.',
        },
        { group: ['node:*'], message: 'logic/ runs anywhere: no Node built-ins.' },
        { group: ['ky', 'axios', 'undici', 'node-fetch', 'cross-fetch', 'whatwg-fetch'], message: 'logic/ has no network: the api/ layer calls the server.' },
        { group: [...higher('api', 'hooks', 'components', 'mocks'), ...escapes.map((path) => `${path}template/*`)], message: 'logic/ may import logic/ only.' },
      ],
      paths: [
        ...['fs', 'fs/promises', 'path', 'http', 'https', 'net', 'timers', 'timers/promises', 'perf_hooks', 'crypto', 'child_process', 'worker_threads', 'os', 'process'].map(
          (name) => ({ name, message: 'logic/ runs anywhere: no Node built-ins.' }),
        ),
        ...['api', 'hooks', 'components', 'mocks'].flatMap((layer) =>
          ['..', '../..', '../../..', '../../../..'].map((path) => ({ name: `${path}/${layer}`, message: 'logic/ may import logic/ only.' })),
        ),
        ...escapes.map((path) => ({ name: `${path}template`, message: 'logic/ may import logic/ only.' })),
      ],
    },
  ];
};
const LOGIC_DEPTHS = ['logic/*.ts', 'logic/*/*.ts', 'logic/*/*/*.ts', 'logic/*/*/*/*.ts'];

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'storybook-static/', 'reports/', '.vitest/', 'examples/*/node_modules/', 'examples/*/dist/', 'examples/*/build/', 'examples/*/.next/', 'examples/*/.react-router/'] },
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
    // A pattern that sees visitor or owner text must run in linear time. These two rules prove it
    // statically (no backtracking that grows with the input, no quadratic scan from every start position);
    // tests/hostile/ adds a ratio test on long adversarial input for each such pattern.
    files: ['logic/**/*.ts', 'template/**/*.{ts,tsx}', 'api/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.bench.ts'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    // logic/ is pure: no React, no DOM, no network, no timers, no clock, no randomness, no higher layer.
    // scripts/lint/lint-rules.test.ts lints offending snippets with this config, so a gap here fails a test.
    files: ['logic/**/*.ts'],
    ignores: ['logic/**/*.test.ts', 'logic/**/*.bench.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-globals': [
        'error',
        ...['window', 'self', 'globalThis', 'global', 'top', 'parent', 'frames', 'opener', 'process'].map((name) => ({
          name,
          message: `logic/ reads no globals (${name}): pass what you need in as an argument.`,
        })),
        ...[
          'document', 'navigator', 'location', 'history', 'screen', 'localStorage', 'sessionStorage', 'indexedDB', 'caches',
          'innerWidth', 'innerHeight', 'devicePixelRatio', 'scrollX', 'scrollY', 'matchMedia', 'getComputedStyle',
          'addEventListener', 'removeEventListener', 'dispatchEvent', 'alert', 'confirm', 'prompt',
          'MutationObserver', 'IntersectionObserver', 'ResizeObserver', 'Image',
        ].map((name) => ({ name, message: `logic/ has no DOM (${name}): pass what you need in as an argument.` })),
        ...['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource'].map((name) => ({
          name,
          message: `logic/ has no network (${name}): the api/ layer calls the server.`,
        })),
        ...[
          'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'setImmediate', 'clearImmediate',
          'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'queueMicrotask',
        ].map((name) => ({ name, message: `logic/ has no timers (${name}): time is passed in as a number; timers live in hooks/.` })),
        ...['performance', 'crypto'].map((name) => ({
          name,
          message: `logic/ is deterministic (${name}): pass the time or the randomness in.`,
        })),
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'logic/ is deterministic: pass the time in.' },
        { object: 'Math', property: 'random', message: 'logic/ is deterministic: pass randomness in.' },
        { object: 'globalThis', message: 'logic/ reads no globals.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'logic/ reads no clock: pass the time in (new Date(time) is fine).' },
        { selector: "CallExpression[callee.name='Date']", message: 'logic/ reads no clock: Date() is the current time as text.' },
        { selector: 'ImportExpression', message: 'logic/ loads nothing at run time: import statically.' },
      ],
    },
  },
  ...LOGIC_DEPTHS.map((glob, depth) => ({
    files: [glob],
    ignores: ['logic/**/*.test.ts', 'logic/**/*.bench.ts'],
    rules: { 'no-restricted-imports': logicImportRule(depth) },
  })),
  {
    files: ['api/**/*.ts'],
    ignores: ['api/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'react/*', 'react-dom/*'], message: 'api/ knows nothing of React.' },
            { group: higher('hooks', 'components', 'template', 'mocks'), message: 'api/ may import logic/ and api/ only.' },
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
        { patterns: [{ group: higher('components', 'template', 'mocks'), message: 'hooks/ may import logic/, api/ and hooks/ only.' }] },
      ],
    },
  },
  {
    // Story-only setup (*.setup.tsx) and harnesses live in stories/, outside components/.
    files: ['components/**/*.{ts,tsx}'],
    ignores: ['components/**/*.stories.tsx', 'components/**/*.test.tsx', 'components/builder/**', 'components/forms/AddressLookup/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...COMPONENT_IMPORT_PATTERNS,
            { group: EDITOR_LIBRARIES, message: "Only the site owner's editors (components/builder, vitrine/builder) use the editors' libraries." },
          ],
        },
      ],
    },
  },
  {
    // The place-lookup combobox is also the page forms' (loaded lazily by their address field).
    files: ['components/builder/**/*.{ts,tsx}', 'components/forms/AddressLookup/**/*.{ts,tsx}'],
    ignores: ['components/**/*.stories.tsx', 'components/**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: COMPONENT_IMPORT_PATTERNS }] },
  },
  {
    // The views' house rules (VIEW_RULES above); stories, tests and story setup may write freely.
    files: ['components/**/*.{ts,tsx}', 'template/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}', '**/*.setup.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...VIEW_RULES] },
  },
  {
    // template/ (vitrine/template) renders components through react-dom/server; it sits above components/.
    files: ['template/**/*.{ts,tsx}'],
    ignores: ['template/**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: higher('mocks', 'stories'), message: 'template/ may import logic/, api/, hooks/ and components/ only.' }] },
      ],
    },
  },
  {
    files: ['mocks/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        // The quick view's answer is rendered as a site renders it, with the library's own template engine
        // and fragment formatters (template/, vitrine/template), so mocks/ may use template/, never the
        // components or hooks directly.
        { patterns: [{ group: higher('hooks', 'components'), message: 'mocks/ may import logic/, api/ types and template/ only.' }] },
      ],
    },
  },
);
