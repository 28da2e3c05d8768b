/**
 * The size budgets (scripts/package/size-budgets.json): every row of `npm run size`, measured on one build of
 * the package, within its budget. Sizes are deterministic (same sources, same esbuild, same zlib), so a
 * row past its budget is a real growth: the failure prints the whole table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildModules } from '../build/build.ts';
import { BUDGETS, createAppDir, formatTable, measureRows, overBudget, ROWS, type RowSize } from './size.ts';

let app: ReturnType<typeof createAppDir> | undefined;
let sizes: RowSize[] = [];

beforeAll(async () => {
  app = createAppDir();
  await buildModules(app.distDir);
  sizes = await measureRows(app.appDir);
}, 120_000);

afterAll(() => app?.dispose());

describe('bundle size', () => {
  it('every row of npm run size has a budget, and every budget a row', () => {
    expect(Object.keys(BUDGETS).sort()).toEqual(ROWS.map((row) => row.name).sort());
  });

  it('every row is within its budget (scripts/package/size-budgets.json)', () => {
    const problems = overBudget(sizes);
    expect(problems, `${problems.join('\n')}\n\n${formatTable(sizes)}\n`).toEqual([]);
  });

  it('neither AddToCartButton alone nor the card set with its CartProvider loads API code first: the cart calls load apart', () => {
    const row = (name: string) => sizes.find((size) => size.name === name);
    for (const name of ['AddToCartButton', 'card set']) {
      expect([...(row(name)?.jsParts.keys() ?? [])], name).not.toContain('vitrine/api');
      expect(row(name)?.lazyJs.gzip, name).toBeGreaterThan(0);
    }
    // The group is named as the check above expects: the client itself is API code from the start.
    expect([...(row('createApiClient')?.jsParts.keys() ?? [])]).toContain('vitrine/api');
  });

  it('the barrel costs what the parts cost: each row through vitrine/components within 5% of its own entry points, JS and CSS', () => {
    const row = (name: string) => sizes.find((size) => size.name === name);
    for (const [barrel, own] of [
      ['ProductPrice', 'ProductPrice, own entry'],
      ['AddToCartButton', 'AddToCartButton, own entry'],
      ['card set', 'card set, own entries'],
    ] as const) {
      const through = row(barrel);
      const direct = row(own);
      expect(through && direct, barrel).toBeTruthy();
      if (!through || !direct) continue;
      expect(through.js.gzip, `${barrel} JS`).toBeLessThanOrEqual(direct.js.gzip * 1.05);
      expect(through.css.gzip, `${barrel} CSS`).toBeLessThanOrEqual(direct.css.gzip * 1.05);
    }
    // Through the barrel, all of vitrine/components is far more than one component (so the check above can fail).
    expect(row('vitrine/components')?.css.gzip).toBeGreaterThan((row('ProductPrice, own entry')?.css.gzip ?? 0) * 5);
  });

  it('a row one byte past its budget fails (so the check above can fail)', () => {
    const tight = Object.fromEntries(sizes.map((size) => [size.name, { jsGzip: size.js.gzip - 1, cssGzip: size.css.gzip }]));
    expect(overBudget(sizes, tight)).toHaveLength(sizes.length);
    const exact = Object.fromEntries(sizes.map((size) => [size.name, { jsGzip: size.js.gzip, cssGzip: size.css.gzip }]));
    expect(overBudget(sizes, exact)).toEqual([]);
  });
});
