import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  combineByMedian,
  combineEachRun,
  findTable,
  formatTable,
  gridSections,
  gridWorkTable,
  replaceSections,
  sizeSections,
  tablesOf,
  templateSections,
  testRunSections,
  testRunTable,
  type Table,
} from './performance.ts';

/** A template bench's output, cut to what the script reads. */
const templateRun = (load: string, page: string, tags: string, geometric: string) => `
Load average at the start: ${load} 1.45 3.47

| workload | compile+render (vitrine vs incumbent, per run) | render of a compiled template |
|---|---|---|
| page100 | ${page} · 97.4 µs vs 340.0 µs | 3.42× · 93.2 µs vs 320.2 µs |
| many tags: compiling 100,000 distinct formatted tags | ${tags} (below target) · 47 ms vs 58 ms | – |

The incumbent's test corpus (/somewhere/__tests__): 123 cases, 120 print the same as the incumbent

| case | output | compile+render | render of a compiled template |
|---|---|---|---|
| resources/variables-1.html | same | 6.41× · 0.8 µs vs 5.4 µs | 20.82× · 0.2 µs vs 3.3 µs |

| corpus | geometric mean | slowest | total time (each case once) | slowest five |
|---|---|---|---|---|
| compile+render | ${geometric} | 1.93× | 4.42× | p-a.html 1.93×, p-b.html 2.04× |

Printing differently (each written down somewhere): plugins/resources/p-gallery-design-1.html
`;

const gridRun = (mount: string, ratio: string) => `
Same DOM on the three pages: 9000 elements, 12000 normalised lines (tags, attributes, text).
React's work per mount: Vitrine 504 components run, 1689 hooks, 631 effects, 3713 fibers; bare 202 components run, 2 hooks, 1 effects, 3403 fibers.

| 200-card grid | Vitrine | bare, values precomputed | ratio | bare, values derived at render | ratio |
|------------------------------|-----------|-----------|-------------------|-----------|-------------------|
| mount                        | ${mount} | 72.00 ms  | ${ratio} | 75.00 ms  | 1.15× (1.10–1.22) |
| cart change (quantity of one entry) | 0.400 ms | 0.050 ms | 7.50× (7.00–8.00) | 0.050 ms | 8.00× (7.20–9.40) |
`;

describe('reading the tables the measuring scripts print', () => {
  it('finds every markdown table with its header and rows, trimmed', () => {
    const tables = tablesOf(templateRun('0.01', '3.48×', '1.25×', '4.83×'));
    expect(tables.map((table) => table.header[0])).toEqual(['workload', 'case', 'corpus']);
    expect(tables[0]?.rows[0]).toEqual(['page100', '3.48× · 97.4 µs vs 340.0 µs', '3.42× · 93.2 µs vs 320.2 µs']);
  });

  it('tells tables apart by their first header cell and their width', () => {
    const text = '| import | JS gzip |\n|---|--:|\n| a | 1 KB |\n\n| import | JS gzip | CSS |\n|---|--:|--:|\n| b | 2 KB | 3 KB |\n';
    expect(findTable(text, 'import', 3).rows).toEqual([['b', '2 KB', '3 KB']]);
    expect(findTable(text, 'import', 2).rows).toEqual([['a', '1 KB']]);
    expect(() => findTable(text, 'install')).toThrow(/No table starting with "install"/);
  });

  it('writes a table back with numeric columns aligned right', () => {
    const table: Table = { header: ['name', 'size'], rows: [['a', '1 KB']] };
    expect(formatTable(table, [1])).toBe('| name | size |\n|---|--:|\n| a | 1 KB |');
  });
});

describe('combining runs', () => {
  it('keeps the median run of each ratio cell, with the range over the runs', () => {
    const runs = ['3.48×', '3.57×', '3.59×'].map((ratio, index) => findTable(templateRun('0', ratio, `1.2${index + 5}×`, '4.8×'), 'workload'));
    const combined = combineByMedian(runs);
    expect(combined.rows[0]?.[1]).toBe('3.57× (3.48–3.59) · 97.4 µs vs 340.0 µs');
    expect(combined.rows[1]?.[1]).toBe('1.26× (1.25–1.27) (below target) · 47 ms vs 58 ms');
    // A cell with no ratio comes from the run that is the median of the row.
    expect(combined.rows[1]?.[2]).toBe('–');
  });

  it('gives one run back as it came', () => {
    const run = findTable(templateRun('0', '3.48×', '1.25×', '4.8×'), 'workload');
    expect(combineByMedian([run])).toBe(run);
  });

  it('lists each run of the grid bench: its ratios and the widest quartiles, times as a range', () => {
    const runs = [gridRun('86.10 ms', '1.22× (1.17–1.25)'), gridRun('92.40 ms', '1.24× (1.19–1.27)')].map((text) => findTable(text, '200-card grid'));
    const combined = combineEachRun(runs);
    expect(combined.rows[0]).toEqual(['mount', '86.1–92.4 ms', '72.0 ms', '1.22×, 1.24× (1.17–1.27)', '75.0 ms', '1.15×, 1.15× (1.10–1.22)']);
    expect(combined.rows[1]?.[1]).toBe('0.400 ms');
  });

  it("reads React's work per mount from the grid bench", () => {
    expect(gridWorkTable(gridRun('86.10 ms', '1.22× (1.17–1.25)')).rows).toEqual([
      ['Vitrine', '504', '1689', '631', '3713'],
      ['bare React', '202', '2', '1', '3403'],
    ]);
    expect(() => gridWorkTable('nothing here')).toThrow(/React's work/);
  });
});

describe('the sections of docs/performance.md', () => {
  it('fills the template sections from several runs, naming the day and each start load', () => {
    const outputs = [
      { text: templateRun('0.01', '3.48×', '1.25×', '4.83×'), day: '2026-11-29' },
      { text: templateRun('0.93', '3.57×', '1.27×', '4.81×'), day: '2026-11-29' },
      { text: templateRun('1.00', '3.59×', '1.28×', '4.80×'), day: '2026-11-29' },
    ];
    const sections = templateSections(outputs);
    expect(sections['template']).toContain('Measured 2026-11-29, three runs of `npm run bench:template` (1-minute load average at each start: 0.01, 0.93, 1.00).');
    expect(sections['template-corpus']).toContain('123 cases, 120 print the same as the incumbent');
    expect(sections['template-corpus']).toContain('| compile+render | 4.81× (4.80–4.83) |');
    expect(sections['template-corpus']).toContain('Printing differently: `p-gallery-design-1.html`.');
  });

  it('fills the grid sections', () => {
    const sections = gridSections([{ text: gridRun('86.10 ms', '1.22× (1.17–1.25)'), day: '2026-11-30', load: '0.40' }]);
    expect(sections['grid']).toContain('Measured 2026-11-30, one run of `npm run bench:grid` (1-minute load average at each start: 0.40).');
    expect(sections['grid-work']).toContain('| Vitrine | 504 | 1689 | 631 | 3713 |');
  });

  it('fills the size sections from the three tables size.ts prints', () => {
    const text = [
      '| import | JS gzip | loaded later | CSS gzip (Vite) | CSS gzip (esbuild) | budget JS / CSS | target JS |',
      '|---|--:|--:|--:|--:|--:|--:|',
      '| ProductPrice | 2.91 KB | — | 0.57 KB | 7.94 KB | 2.98 KB / 0.58 KB | 2.00 KB |',
      '',
      '| import | JS gzip |',
      '|---|--:|',
      '| ProductPrice: ProductPrice | 1.88 KB |',
      '',
      '| install | node_modules grows by | package folders added | builder-only packages |',
      '|---|--:|--:|---|',
      '| vitrine | 19.0 MB | 57 | none |',
    ].join('\n');
    const sections = sizeSections({ text, day: '2026-11-29' });
    expect(sections['size']).toContain('| ProductPrice | 2.91 KB |');
    expect(sections['anchor']).toContain('| ProductPrice: ProductPrice | 1.88 KB |');
    expect(sections['install']).toContain('| vitrine | 19.0 MB | 57 | none |');
  });

  it('replaces only what is between a section\'s markers, and fails on a missing marker', () => {
    const doc = 'before\n<!-- measured:a -->\nold\n<!-- /measured:a -->\nafter\n';
    expect(replaceSections(doc, { a: 'new' })).toBe('before\n<!-- measured:a -->\nnew\n<!-- /measured:a -->\nafter\n');
    expect(() => replaceSections(doc, { b: 'new' })).toThrow(/no markers/);
  });

  it('docs/performance.md has the markers of every section the command writes', () => {
    const doc = readFileSync('docs/performance.md', 'utf8');
    const names = ['size', 'anchor', 'install', 'template', 'template-corpus', 'grid', 'grid-work'];
    expect(() => replaceSections(doc, Object.fromEntries(names.map((name) => [name, 'x'])))).not.toThrow();
  });
});

/** The close of an `npm test` output, as scripts/runner/test.ts prints it. */
const testRun = (stories: number, total: number, failed = 0) => `
......
Types and lint               2 passed, 0 failed     (22 s)
Unit (npm run test:unit)     2060 passed, 0 failed, 1 skipped (38 s, alongside types and lint)
Package, lint rules, hostile 729 passed, 0 failed   (61 s, one Vitest run with the next line)
Component tests              1103 passed, 0 failed  (61 s)
Adoption: install, SSR, apps 178 passed, 0 failed   (87 s, alongside the next two lines)
Features                     351 passed, 0 failed   (104 s, after 14 s of Storybook build)
Stories: play, axe, looks    937 passed, ${failed} failed   (${stories} s)
Fonts: own, shadowed         3 passed, 0 failed     (15 s, alongside the stories)

The 10 slowest items:
    7.7 s  story     Shopper/ProductGrid › Two Hundred Cards
(${total} s in all; feature report: reports/features.html)
5363 passed, ${failed} failed, 1 skipped
`;

describe('the test run tables (npm test\'s closing summary)', () => {
  it('reads each kind\'s time, the Storybook build, the total and the result of each run', () => {
    const table = testRunTable([
      { text: testRun(262, 560), day: '2026-11-29' },
      { text: testRun(270, 571, 2), day: '2026-11-29' },
    ]);
    expect(table.header).toEqual([
      'run',
      'types and lint',
      'unit (beside types and lint)',
      'package, hostile, components',
      'adoption (beside the next two)',
      'features (Storybook build)',
      'stories',
      'fonts (beside the stories)',
      'in all',
      'result',
    ]);
    expect(table.rows).toEqual([
      ['1', '22 s', '38 s', '61 s', '87 s', '104 s (14 s)', '262 s', '15 s', '560 s', '5,363 passed, 0 failed'],
      ['2', '22 s', '38 s', '61 s', '87 s', '104 s (14 s)', '270 s', '15 s', '571 s', '5,363 passed, 2 failed'],
    ]);
  });

  it('marks what a run did not print (a run cut short) instead of guessing', () => {
    const [row] = testRunTable([{ text: 'Types and lint               2 passed, 0 failed     (22 s)\n', day: '2026-11-29' }]).rows;
    expect(row).toEqual(['1', '22 s', '?', '?', '?', '?', '?', '?', '?', '?']);
  });

  it('fills the idle and the loaded sections, each only when given runs', () => {
    const idle = [{ text: testRun(262, 560), day: '2026-11-29' }];
    const sections = testRunSections(idle, []);
    expect(Object.keys(sections)).toEqual(['test-run']);
    expect(sections['test-run']).toContain('Measured 2026-11-29, one run on 2 idle cores.');
    expect(sections['test-run']).toContain('| 1 | 22 s | 38 s | 61 s | 87 s | 104 s (14 s) | 262 s | 15 s | 560 s | 5,363 passed, 0 failed |');
    expect(Object.keys(testRunSections([], idle))).toEqual(['test-run-load']);
  });
});
