/**
 * The purity rule of logic/ (README "The layers", issue 4): logic/ imports no React, DOM, fetch or
 * timers and reads no clock, randomness or globals. These tests run the project's real ESLint config
 * on snippets placed under logic/, so a gap in the rule fails a test.
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });
});

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
  ['api/', "import { client } from '../api/client.ts';\nexport const c = client;", 'no-restricted-imports'],
  ['api/ by its folder', "import { client } from '../api';\nexport const c = client;", 'no-restricted-imports'],
  ['hooks/', "import { useX } from '../hooks/useX.ts';\nexport const u = useX;", 'no-restricted-imports'],
  ['components/', "import { Button } from '../components/primitives/Button/index.ts';\nexport const b = Button;", 'no-restricted-imports'],
  ['mocks/', "import { db } from '../mocks/db.ts';\nexport const d = db;", 'no-restricted-imports'],
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

describe('ARCHITECTURE.md The house: logic/ is pure (eslint.config.js, logic section)', () => {
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

describe('ARCHITECTURE.md: template/ (vitrine/template) sits above components/, which never pulls in react-dom/server', () => {
  const imports = (specifier: string) => `import { x } from '${specifier}';\nexport const y = x;`;

  it.each([
    ['react-dom/server', 'react-dom/server', 'components/shopper/Probe/Probe.tsx'],
    ['template/', '../../../template/fragmentFormatters.tsx', 'components/builder/Probe/Probe.tsx'],
    ['template/ from hooks/', '../template/index.ts', 'hooks/useProbe.ts'],
    ['template/ from api/', '../template/index.ts', 'api/probe.ts'],
    ['template/ from logic/', '../template/index.ts', 'logic/probe.ts'],
    ['template/ from mocks/', '../template/index.ts', 'mocks/probe.ts'],
    ['the mock backend from template/', '../mocks/db.ts', 'template/probe.tsx'],
  ])('reports %s in %s', async (_name, specifier, file) => {
    expect(await rulesFor(imports(specifier), file)).toContain('no-restricted-imports');
  });

  it('lets template/ import components, hooks, api and logic, and react-dom/server', async () => {
    const code = [
      "import { renderToString } from 'react-dom/server';",
      "import { ProductPrice } from '../components/shopper/ProductPrice/ProductPrice.tsx';",
      "import { useCart } from '../hooks/useCart.tsx';",
      "import { createApiClient } from '../api/client.ts';",
      "import { formatMoney } from '../logic/money.ts';",
      'export const all = [renderToString, ProductPrice, useCart, createApiClient, formatMoney];',
    ].join('\n');
    expect(await rulesFor(code, 'template/probe.tsx')).toEqual([]);
  });
});
