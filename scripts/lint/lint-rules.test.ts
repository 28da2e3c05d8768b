/**
 * The purity rule of logic/ (docs/architecture.md "The layering in ESLint"): logic/ imports no React, DOM, fetch or
 * timers and reads no clock, randomness or globals. These tests run the project's real ESLint config
 * on snippets placed under logic/, so a gap in the rule fails a test.
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });
  // Loading the config and the parsers takes seconds on a busy machine: pay it here, not in the first test.
  await eslint.lintText('export {};\n', { filePath: path.join(root, 'components/warm-up.tsx') });
}, 60_000);

/** The rule ids ESLint reports for a snippet linted as if it were the file at `file`. */
async function rulesFor(code: string, file = 'logic/lint-probe.ts'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  if (!result) throw new Error('ESLint returned no result');
  const fatal = result.messages.find((message) => message.fatal);
  if (fatal) throw new Error(`Snippet does not parse: ${fatal.message}`);
  return result.messages.map((message) => message.ruleId ?? 'unknown');
}

const PURITY_RULES = ['no-restricted-imports', 'no-restricted-globals', 'no-restricted-properties', 'no-restricted-syntax'];

/** Each snippet must be reported by the purity rule under the given id. */
const offences: Array<[string, string, string]> = [
  ['React', "import { useState } from 'react';\nexport const s = useState;", 'no-restricted-imports'],
  ['react-dom/client', "import { createRoot } from 'react-dom/client';\nexport const r = createRoot;", 'no-restricted-imports'],
  ['the mock backend', "import { http } from 'msw';\nexport const h = http;", 'no-restricted-imports'],
  ['radix-ui', "import { Dialog } from 'radix-ui';\nexport const d = Dialog;", 'no-restricted-imports'],
  ['a style module', "import { style } from '@vanilla-extract/css';\nexport const s = style;", 'no-restricted-imports'],
  ['a Node built-in', "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;", 'no-restricted-imports'],
  ['Node timers', "import { setTimeout as wait } from 'node:timers/promises';\nexport const w = wait;", 'no-restricted-imports'],
  ['a fetch library', "import ky from 'ky';\nexport const k = ky;", 'no-restricted-imports'],
  ['api/', "import { client } from '../../api/client.ts';\nexport const c = client;", 'no-restricted-imports'],
  ['api/ by its folder', "import { client } from '../../api';\nexport const c = client;", 'no-restricted-imports'],
  ['hooks/', "import { useX } from '../hooks/useX.ts';\nexport const u = useX;", 'no-restricted-imports'],
  ['components/', "import { Button } from '../../components/primitives/Button/index.ts';\nexport const b = Button;", 'no-restricted-imports'],
  ['mocks/', "import { db } from '../../mocks/db.ts';\nexport const d = db;", 'no-restricted-imports'],
  ['a dynamic import', "export const load = () => import('./forms.ts');", 'no-restricted-syntax'],
  ['fetch', "export const get = () => fetch('/api');", 'no-restricted-globals'],
  ['XMLHttpRequest', 'export const x = () => new XMLHttpRequest();', 'no-restricted-globals'],
  ['WebSocket', "export const x = () => new WebSocket('wss://x');", 'no-restricted-globals'],
  ['window', 'export const w = () => window.innerWidth;', 'no-restricted-globals'],
  ['document', 'export const t = () => document.title;', 'no-restricted-globals'],
  ['navigator', 'export const n = () => navigator.userAgent;', 'no-restricted-globals'],
  ['location', 'export const l = () => location.href;', 'no-restricted-globals'],
  ['localStorage', "export const l = () => localStorage.getItem('a');", 'no-restricted-globals'],
  ['a DOM observer', 'export const o = () => new ResizeObserver(() => undefined);', 'no-restricted-globals'],
  ['matchMedia', "export const m = () => matchMedia('(min-width: 433px)');", 'no-restricted-globals'],
  ['a bare event listener', "export const a = () => addEventListener('load', () => undefined);", 'no-restricted-globals'],
  ['setTimeout', 'export const t = () => setTimeout(() => undefined, 1);', 'no-restricted-globals'],
  ['setInterval', 'export const t = () => setInterval(() => undefined, 1);', 'no-restricted-globals'],
  ['clearTimeout', 'export const t = (id: number) => clearTimeout(id);', 'no-restricted-globals'],
  ['requestAnimationFrame', 'export const t = () => requestAnimationFrame(() => undefined);', 'no-restricted-globals'],
  ['requestIdleCallback', 'export const t = () => requestIdleCallback(() => undefined);', 'no-restricted-globals'],
  ['queueMicrotask', 'export const t = () => queueMicrotask(() => undefined);', 'no-restricted-globals'],
  ['setImmediate', 'export const t = () => setImmediate(() => undefined);', 'no-restricted-globals'],
  ['performance.now', 'export const t = () => performance.now();', 'no-restricted-globals'],
  ['crypto', 'export const id = () => crypto.randomUUID();', 'no-restricted-globals'],
  ['process', 'export const env = () => process.env.NODE_ENV;', 'no-restricted-globals'],
  ['self', 'export const s = () => self.origin;', 'no-restricted-globals'],
  ['bare globalThis', 'export const g = () => globalThis;', 'no-restricted-globals'],
  ['Date.now', 'export const now = () => Date.now();', 'no-restricted-properties'],
  ["Date['now']", "export const now = () => Date['now']();", 'no-restricted-properties'],
  ['Date.now destructured', 'const { now } = Date;\nexport const t = () => now();', 'no-restricted-properties'],
  ['new Date()', 'export const now = () => new Date();', 'no-restricted-syntax'],
  ['Date()', 'export const now = () => Date();', 'no-restricted-syntax'],
  ['Math.random', 'export const r = () => Math.random();', 'no-restricted-properties'],
  ['globalThis.fetch', "export const f = () => globalThis.fetch('/');", 'no-restricted-properties'],
];

describe('docs/architecture.md The house: logic/ is pure (eslint.config.js, logic section)', () => {
  it.each(offences)('reports %s', async (_name, code, ruleId) => {
    expect(await rulesFor(code)).toContain(ruleId);
  });

  it('reports the higher layers from a nested folder too', async () => {
    expect(await rulesFor("import { client } from '../../api/client.ts';\nexport const c = client;", 'logic/template/probe.ts')).toContain('no-restricted-imports');
  });

  it('passes pure code: time passed in, dates from a number, URL parsing, local names like a global', async () => {
    const code = [
      "import type { FormField } from './forms.ts';",
      "import { validateForm } from './forms.ts';",
      'export const iso = (time: number): string => new Date(time).toISOString();',
      "export const params = (query: string): string | null => new URLSearchParams(query).get('utm');",
      'export const ids = (fields: FormField[]): string[] => fields.map(({ id }) => id);',
      'export const check = (fields: FormField[]) => validateForm(fields, {});',
      'export const shadow = (name: string, status: number, event: string): string => `${name}${status}${event}`;',
    ].join('\n');
    expect(await rulesFor(code)).toEqual([]);
  });

  it('leaves tests under logic/ free to use timers and the clock', async () => {
    const rules = await rulesFor('export const t = () => setTimeout(() => Date.now(), 1);', 'logic/lint-probe.test.ts');
    expect(rules.filter((id) => PURITY_RULES.includes(id))).toEqual([]);
  });

  it('does not apply the logic/ rule to hooks/', async () => {
    const rules = await rulesFor('export const t = () => setTimeout(() => Date.now(), 1);', 'hooks/lint-probe.ts');
    expect(rules.filter((id) => PURITY_RULES.includes(id))).toEqual([]);
  });
});

describe('docs/architecture.md: template/ (vitrine/template) sits above components/, which never pulls in react-dom/server', () => {
  const imports = (specifier: string) => `import { x } from '${specifier}';\nexport const y = x;`;

  it.each([
    ['react-dom/server', 'react-dom/server', 'components/shopper/Probe/Probe.tsx'],
    ['template/', '../../../template/fragmentFormatters.tsx', 'components/builder/Probe/Probe.tsx'],
    ['template/ from hooks/', '../../template/index.ts', 'hooks/useProbe.ts'],
    ['template/ from api/', '../../template/index.ts', 'api/probe.ts'],
    ['template/ from logic/', '../../template/index.ts', 'logic/probe.ts'],
    ['components/ from mocks/', '../../components/shopper/ProductPrice/ProductPrice.tsx', 'mocks/probe.ts'],
    ['hooks/ from mocks/', '../../hooks/shopper/useCart.tsx', 'mocks/probe.ts'],
    ['the mock backend from template/', '../../mocks/db.ts', 'template/probe.tsx'],
  ])('reports %s in %s', async (_name, specifier, file) => {
    expect(await rulesFor(imports(specifier), file)).toContain('no-restricted-imports');
  });

  it('lets mocks/ render with the template engine (the quick view answer is rendered as a site renders it)', async () => {
    expect(await rulesFor(imports('../../template/quickView.ts'), 'mocks/probe.ts')).toEqual([]);
  });

  it('lets template/ import components, hooks, api and logic, and react-dom/server', async () => {
    const code = [
      "import { renderToString } from 'react-dom/server';",
      "import { ProductPrice } from '../../components/shopper/ProductPrice/ProductPrice.tsx';",
      "import { useCart } from '../../hooks/shopper/useCart.tsx';",
      "import { createApiClient } from '../../api/client.ts';",
      "import { formatMoney } from '../../logic/shopper/money.ts';",
      'export const all = [renderToString, ProductPrice, useCart, createApiClient, formatMoney];',
    ].join('\n');
    expect(await rulesFor(code, 'template/probe.tsx')).toEqual([]);
  });
});

/**
 * The views' house rules (eslint.config.js VIEW_RULES): no hand-written class
 * join, no inline style object, no user-facing text written inline — in components/ and template/,
 * not in stories, tests or story setup.
 */
describe('components merge class names with cx, style through assignInlineVars, and write no user-facing text', () => {
  const VIEW = 'components/shopper/Probe/Probe.tsx';
  const component = (body: string, imports = '') =>
    `${imports}\nexport function Probe({ className, label, open, top }: { className?: string; label: string; open: boolean; top: string }) {\n  return ${body};\n}\n`;
  const restricted = async (code: string, file = VIEW) => (await rulesFor(code, file)).filter((id) => id === 'no-restricted-syntax').length;
  /** Which house rule each no-restricted-syntax report names: cx, style or text. */
  const kinds = async (code: string, file = VIEW) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    const messages = (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax');
    return [...new Set(messages.map(({ message }) => (message.includes('cx()') ? 'cx' : message.includes('assignInlineVars') ? 'style' : 'text')))];
  };
  const PRELUDE = "import { assignInlineVars } from '@vanilla-extract/dynamic';\nconst Field = (props: { label: string }) => <span>{props.label}</span>;\nexport const used = [assignInlineVars, Field];";

  const offences: Array<[string, string, 'cx' | 'style' | 'text']> = [
    ['a filter(Boolean).join class list', "<div className={['a', className].filter(Boolean).join(' ')} />", 'cx'],
    ['filter(Boolean).join outside JSX', "(() => { const names = ['a', className].filter(Boolean).join(' '); return <div className={names} />; })()", 'cx'],
    ['a template literal className', '<div className={`a ${className ?? \'\'}`} />', 'cx'],
    ['a template literal in a className condition', '<div className={open ? `a ${className}` : \'a\'} />', 'cx'],
    ['concatenation into className', "<div className={'a ' + className} />", 'cx'],
    ['an array join in className', "<div className={['a', className].join(' ')} />", 'cx'],
    ['a style object literal', '<div style={{ top }} />', 'style'],
    ['a style object variable', '(() => { const position = { top }; return <div style={position} />; })()', 'style'],
    ['a style object spreading assignInlineVars', '<div style={{ ...assignInlineVars({}), top }} />', 'style'],
    ['JSX text', '<button>Add to cart</button>', 'text'],
    ['JSX text with accents', '<p>Déjà</p>', 'text'],
    ['a string child', "<p>{'Sold out'}</p>", 'text'],
    ['a template literal child', '<p>{`${label} left`}</p>', 'text'],
    ['a string child in a condition', "<p>{open ? label : 'Closed'}</p>", 'text'],
    ['a string child after &&', "<p>{open && 'Open'}</p>", 'text'],
    ['a literal aria-label', '<button aria-label="Close" />', 'text'],
    ['an aria-label expression', "<button aria-label={'Close'} />", 'text'],
    ['an aria-label template', '<button aria-label={`Remove ${label}`} />', 'text'],
    ['an aria-label in a condition', "<button aria-label={open ? 'Close' : label} />", 'text'],
    ['an aria-description', '<button aria-description="Opens the cart" />', 'text'],
    ['an aria-roledescription', '<div aria-roledescription="carousel" />', 'text'],
    ['a title', '<abbr title="Stock keeping unit" />', 'text'],
    ['an alt', '<img alt="Product photo" />', 'text'],
    ['a placeholder', '<input placeholder="Email" />', 'text'],
    ['a label prop', '<Field label="Email" />', 'text'],
  ];

  it.each(offences)('reports %s', async (_name, body, kind) => {
    expect(await kinds(component(body, PRELUDE))).toEqual([kind]);
  });

  it('reports them in template/ too', async () => {
    expect(await restricted(component('<button>Add to cart</button>'), 'template/probe.tsx')).toBeGreaterThan(0);
  });

  it('passes a view written the house way: cx, assignInlineVars, strings, data and symbols', async () => {
    const code = [
      "import { assignInlineVars } from '@vanilla-extract/dynamic';",
      "import { cx } from '../../primitives/cx.ts';",
      "import { interpolate } from '../../../logic/interpolate.ts';",
      "const strings = { closeLabel: 'Close', cartRemoveLabel: 'Remove {title}' };",
      'const offset = { top: 0 } as unknown as Record<string, string>;',
      'export function Probe({ className, label, open, top, title }: { className?: string; label: string; open: boolean; top: string; title: string }) {',
      '  return (',
      '    <section className={cx(\'a\', open && \'b\', className)} style={assignInlineVars({ [String(offset.top)]: top })} data-state="open" id="probe-1" role="dialog">',
      '      <button type="button" aria-label={strings.closeLabel} title={label}>×</button>',
      '      <button type="button" aria-label={interpolate(strings.cartRemoveLabel, { title })} className={open ? \'x\' : undefined} />',
      '      <div style={open ? assignInlineVars({ [String(offset.top)]: top }) : undefined} />',
      '      <img alt="" src="/a.png" />',
      '      <p>{title} · {label}</p>',
      '      <span>{`${1} / ${2}`}</span>',
      '      <span aria-hidden="true">…</span>',
      '      <input type="email" autoComplete="email" inputMode="email" />',
      '    </section>',
      '  );',
      '}',
    ].join('\n');
    expect(await rulesFor(code, VIEW)).toEqual([]);
  });

  it.each([
    ['a story', 'components/shopper/Probe/Probe.stories.tsx'],
    ['a component test', 'components/shopper/Probe/Probe.test.tsx'],
    ['story setup', 'components/shopper/Probe/probe.setup.tsx'],
    ['a hook', 'hooks/useProbe.tsx'],
  ])('leaves %s free to write text and styles', async (_name, file) => {
    const code = component("<p className={['a', className].filter(Boolean).join(' ')} style={{ top }} title=\"Probe\">Add to cart</p>");
    expect(await restricted(code, file)).toBe(0);
  });
});
