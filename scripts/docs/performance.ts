/**
 * `npm run docs:performance`: runs the measurements and rewrites the tables of docs/performance.md
 * between their markers (`<!-- measured:NAME -->` … `<!-- /measured:NAME -->`); the prose around
 * them is left as it is.
 *
 *   npm run docs:performance                          size, then the template and grid benches, 3 runs each
 *   npm run docs:performance -- --only size           only some sections: size, template, grid (comma-separated)
 *   npm run docs:performance -- --runs 1              runs of each bench
 *   npm run docs:performance -- --template-logs a,b   read saved output of `npm run bench:template` instead of running it
 *   npm run docs:performance -- --grid-logs a,b       the same for `npm run bench:grid`
 *   npm run docs:performance -- --size-log a          the same for `npm run size`
 *   npm run docs:performance -- --only test-run --test-logs a,b,c --test-load-logs d,e,f
 *                                                     the test run's tables from saved outputs of
 *                                                     `CI=true bash .ci/run` (idle, then under load)
 *
 * The benches compare CPU or clock time with another engine or page in the same process, so they want
 * an idle machine: the script prints the load average before each run and says when it is high.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';

/** A markdown table as printed by the measuring scripts. */
export interface Table {
  header: string[];
  rows: string[][];
}

/** One saved or live output of a measuring script, with the day it was measured. */
export interface Output {
  text: string;
  day: string;
  /** The 1-minute load average when the run started, when the script ran it. */
  load?: string;
}

const cellsOf = (line: string): string[] =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());

/** Every markdown table in `text`, in order. */
export function tablesOf(text: string): Table[] {
  const tables: Table[] = [];
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]?.trim() ?? '';
    const next = lines[index + 1]?.trim() ?? '';
    if (!line.startsWith('|') || !/^\|[\s|:-]+\|$/.test(next)) continue;
    const table: Table = { header: cellsOf(line), rows: [] };
    index += 2;
    while (index < lines.length && (lines[index]?.trim() ?? '').startsWith('|')) {
      table.rows.push(cellsOf(lines[index] ?? ''));
      index += 1;
    }
    index -= 1;
    tables.push(table);
  }
  return tables;
}

/** The first table whose header starts with `first` (and has `columns` columns, when given). */
export function findTable(text: string, first: string, columns?: number): Table {
  const table = tablesOf(text).find((candidate) => candidate.header[0] === first && (columns === undefined || candidate.header.length === columns));
  if (!table) throw new Error(`No table starting with "${first}"${columns ? ` of ${columns} columns` : ''} in the output.`);
  return table;
}

/** Writes a table back as markdown, numeric columns (those of `right`) aligned right. */
export function formatTable(table: Table, right: readonly number[] = []): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  const rule = table.header.map((_, index) => (right.includes(index) ? '--:' : '---'));
  return [line(table.header), `|${rule.join('|')}|`, ...table.rows.map(line)].join('\n');
}

/** The ratio a cell starts with (`3.48× · 97.4 µs vs 340.0 µs` → 3.48), or null. */
export function leadingRatio(cell: string): number | null {
  const match = /^(\d+(?:\.\d+)?)×/.exec(cell);
  return match ? Number(match[1]) : null;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/**
 * The same table from several runs, as one: each cell that starts with a ratio is the cell of the
 * run with the median ratio, its ratio followed by the range over the runs (`3.57× (3.48–3.59) · …`);
 * each other cell is the one of the run whose ratio is the median in the row's first ratio column.
 * Rows are matched by their first cell; a row missing from a run is left out.
 */
export function combineByMedian(tables: readonly Table[]): Table {
  const [first] = tables;
  if (!first) throw new Error('No run to combine.');
  if (tables.length === 1) return first;
  const rows: string[][] = [];
  for (const row of first.rows) {
    const runs = tables.map((table) => table.rows.find((candidate) => candidate[0] === row[0]));
    if (runs.some((run) => run === undefined)) continue;
    const present = runs as string[][];
    const medianRun = (column: number): string[] | null => {
      const ratios = present.map((run) => leadingRatio(run[column] ?? ''));
      if (ratios.some((ratio) => ratio === null)) return null;
      const middle = median(ratios as number[]);
      return present.reduce((best, run) =>
        Math.abs((leadingRatio(run[column] ?? '') as number) - middle) < Math.abs((leadingRatio(best[column] ?? '') as number) - middle) ? run : best,
      );
    };
    const firstRatioColumn = row.findIndex((cell, column) => column > 0 && leadingRatio(cell) !== null);
    const rowMedian = firstRatioColumn > 0 ? medianRun(firstRatioColumn) : null;
    rows.push(
      row.map((cell, column) => {
        if (column === 0) return cell;
        const run = medianRun(column);
        if (run === null) return (rowMedian ?? present[0] ?? [])[column] ?? cell;
        const ratios = present.map((each) => leadingRatio(each[column] ?? '') as number);
        const low = Math.min(...ratios).toFixed(2);
        const high = Math.max(...ratios).toFixed(2);
        const own = run[column] ?? '';
        const ratio = own.slice(0, own.indexOf('×') + 1);
        return `${ratio} (${low}–${high})${own.slice(ratio.length)}`;
      }),
    );
  }
  return { header: first.header, rows };
}

/** `1.22× (1.17–1.27)` → its ratio and quartiles. */
function ratioWithQuartiles(cell: string): { ratio: number; low: number; high: number } | null {
  const match = /^(\d+(?:\.\d+)?)× \((\d+(?:\.\d+)?)–(\d+(?:\.\d+)?)\)$/.exec(cell);
  return match ? { ratio: Number(match[1]), low: Number(match[2]), high: Number(match[3]) } : null;
}

/** `88.10 ms` → 88.1. */
function milliseconds(cell: string): number | null {
  const match = /^(\d+(?:\.\d+)?) ms$/.exec(cell);
  return match ? Number(match[1]) : null;
}

/**
 * The grid bench's table from several runs, as one: times as the range of the runs' medians
 * (`86.1–92.4 ms`), ratios as each run's median and the widest quartiles (`1.22×, 1.22× (1.17–1.27)`).
 */
export function combineEachRun(tables: readonly Table[]): Table {
  const [first] = tables;
  if (!first) throw new Error('No run to combine.');
  const rows = first.rows.map((row) =>
    row.map((cell, column) => {
      if (column === 0) return cell;
      const cells = tables.map((table) => table.rows.find((candidate) => candidate[0] === row[0])?.[column] ?? '');
      const ratios = cells.map(ratioWithQuartiles);
      if (ratios.every((ratio) => ratio !== null)) {
        const found = ratios as Array<{ ratio: number; low: number; high: number }>;
        const low = Math.min(...found.map((each) => each.low)).toFixed(2);
        const high = Math.max(...found.map((each) => each.high)).toFixed(2);
        return `${found.map((each) => `${each.ratio.toFixed(2)}×`).join(', ')} (${low}–${high})`;
      }
      const times = cells.map(milliseconds);
      if (times.every((time) => time !== null)) {
        const found = times as number[];
        const low = Math.min(...found);
        const high = Math.max(...found);
        const digits = high < 1 ? 3 : 1;
        return low === high ? `${low.toFixed(digits)} ms` : `${low.toFixed(digits)}–${high.toFixed(digits)} ms`;
      }
      return cell;
    }),
  );
  return { header: first.header, rows };
}

/** The React work line of the grid bench, as a table. */
export function gridWorkTable(text: string): Table {
  const match = /React's work per mount: Vitrine (.+?); bare (.+?)\.$/m.exec(text);
  if (!match) throw new Error("No line of React's work per mount in the grid bench's output.");
  const counts = (part: string) => {
    const numbers = [...part.matchAll(/(\d+) (components run|hooks|effects|fibers)/g)].map((each) => each[1] ?? '');
    if (numbers.length !== 4) throw new Error(`Cannot read React's work from "${part}".`);
    return numbers;
  };
  return {
    header: ['per mount of the page', 'components run', 'hooks', 'effects', 'fibers'],
    rows: [
      ['Vitrine', ...counts(match[1] ?? '')],
      ['bare React', ...counts(match[2] ?? '')],
    ],
  };
}

/** The load average a bench printed at its start (`Load average at the start: 0.01 1.45 3.47`), its 1-minute value. */
export function startLoad(text: string): string | null {
  return /Load average at the start: (\S+)/.exec(text)?.[1] ?? null;
}

const days = (outputs: readonly Output[]): string => [...new Set(outputs.map((output) => output.day))].join(', ');
const runsWord = (count: number): string => (count === 1 ? 'one run' : `${['', '', 'two', 'three', 'four', 'five'][count] ?? count} runs`);

/** The sections of docs/performance.md the size command's output fills, by marker name. */
export function sizeSections(output: Output): Record<string, string> {
  const note = `Measured ${output.day} by \`npm run size\`.`;
  return {
    size: `${note}\n\n${formatTable(findTable(output.text, 'import', 7), [1, 2, 3, 4, 5, 6])}`,
    anchor: formatTable(findTable(output.text, 'import', 2), [1]),
    install: formatTable(findTable(output.text, 'install'), [1, 2]),
  };
}

/** The sections the template bench's outputs fill: the workloads and the incumbent's corpus. */
export function templateSections(outputs: readonly Output[]): Record<string, string> {
  const loads = outputs.map((output) => startLoad(output.text) ?? output.load ?? '?');
  const note =
    `Measured ${days(outputs)}, ${runsWord(outputs.length)} of \`npm run bench:template\` (1-minute load average at each start: ${loads.join(', ')}). ` +
    (outputs.length > 1 ? 'Each cell: the median run\'s ratio, the range over the runs in brackets, then that run\'s times per render.' : '');
  const workloads = combineByMedian(outputs.map((output) => findTable(output.text, 'workload')));
  const sections: Record<string, string> = { template: `${note.trim()}\n\n${formatTable(workloads)}` };
  const hasCorpus = outputs.every((output) => tablesOf(output.text).some((table) => table.header[0] === 'corpus'));
  if (hasCorpus) {
    const [first] = outputs;
    const cases = /(\d+ cases, \d+ print the same as the incumbent)/.exec(first?.text ?? '')?.[1];
    const differing = /Printing differently[^:]*: (.+)$/m.exec(first?.text ?? '')?.[1];
    const summary = combineByMedian(outputs.map((output) => findTable(output.text, 'corpus')));
    sections['template-corpus'] = [
      `The incumbent's corpus: ${cases ?? 'its cases'}.`,
      '',
      formatTable(summary),
      ...(differing ? ['', `Printing differently: ${differing.split(', ').map((name) => `\`${name.replace(/^.*\//, '')}\``).join(', ')}.`] : []),
    ].join('\n');
  }
  return sections;
}

/** The sections the grid bench's outputs fill: the timings and React's work per mount. */
export function gridSections(outputs: readonly Output[]): Record<string, string> {
  const loads = outputs.map((output) => output.load ?? '?');
  const note = `Measured ${days(outputs)}, ${runsWord(outputs.length)} of \`npm run bench:grid\` (1-minute load average at each start: ${loads.join(', ')}).`;
  const timings = combineEachRun(outputs.map((output) => findTable(output.text, '200-card grid')));
  const [first] = outputs;
  return {
    grid: `${note}\n\n${formatTable(timings)}`,
    'grid-work': formatTable(gridWorkTable(first?.text ?? ''), [1, 2, 3, 4]),
  };
}

/**
 * The kinds `npm test` times, as its closing summary names them (scripts/runner/test.ts), and the
 * column each gets. The package, hostile and component tests share one Vitest run and one time.
 */
const TEST_KINDS: ReadonlyArray<readonly [string, string]> = [
  ['Types and lint', 'types and lint'],
  ['Unit (npm run test:unit)', 'unit (beside types and lint)'],
  ['Component tests', 'package, hostile, components'],
  ['Adoption: install, SSR, apps', 'adoption (beside the next two)'],
  ['Features', 'features (Storybook build)'],
  ['Stories: play, axe, looks', 'stories'],
  ['Fonts: own, shadowed', 'fonts (beside the stories)'],
];

/** One row per `npm test` output: each kind's time, the whole run's, and its totals. */
export function testRunTable(outputs: readonly Output[]): Table {
  const rows = outputs.map((output, index) => {
    const cells = TEST_KINDS.map(([name]) => {
      const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const match = new RegExp(`^${escaped}\\s+\\d+ passed, \\d+ failed(?:, \\d+ skipped)?\\s+\\((\\d+) s(?:, after (\\d+) s of Storybook build)?`, 'm').exec(output.text);
      if (!match) return '?';
      return match[2] ? `${match[1]} s (${match[2]} s)` : `${match[1]} s`;
    });
    const total = /\((\d+) s in all/.exec(output.text)?.[1];
    const tallies = [...output.text.matchAll(/^(\d+) passed, (\d+) failed(?:, (\d+) skipped)?\s*$/gm)];
    const tally = tallies.at(-1);
    const result = tally ? `${Number(tally[1]).toLocaleString('en-US')} passed, ${tally[2]} failed` : '?';
    return [String(index + 1), ...cells, total ? `${total} s` : '?', result];
  });
  return { header: ['run', ...TEST_KINDS.map(([, column]) => column), 'in all', 'result'], rows };
}

/**
 * The sections saved `npm test` outputs fill: `test-run` (an idle machine) and `test-run-load` (the
 * same under load), each from the runs given, in order. Each run's output is the whole of what it
 * printed (`CI=true bash .ci/run > run.log 2>&1`).
 */
export function testRunSections(idle: readonly Output[], loaded: readonly Output[]): Record<string, string> {
  const sections: Record<string, string> = {};
  const right = TEST_KINDS.map((_, index) => index + 1).concat(TEST_KINDS.length + 1);
  if (idle.length > 0) {
    sections['test-run'] = `Measured ${days(idle)}, ${runsWord(idle.length)}${idle.length > 1 ? ' in a row' : ''} on 2 idle cores.\n\n${formatTable(testRunTable(idle), right)}`;
  }
  if (loaded.length > 0) {
    sections['test-run-load'] = `Measured ${days(loaded)}, ${runsWord(loaded.length)}${loaded.length > 1 ? ' in a row' : ''} with both cores kept busy by other processes.\n\n${formatTable(testRunTable(loaded), right)}`;
  }
  return sections;
}

/** `text` with each named section's content replaced between its markers; fails on a missing marker. */
export function replaceSections(text: string, sections: Readonly<Record<string, string>>): string {
  let result = text;
  for (const [name, content] of Object.entries(sections)) {
    const start = `<!-- measured:${name} -->`;
    const end = `<!-- /measured:${name} -->`;
    const from = result.indexOf(start);
    const to = result.indexOf(end);
    if (from === -1 || to === -1 || to < from) throw new Error(`docs/performance.md has no markers ${start} … ${end}.`);
    result = `${result.slice(0, from + start.length)}\n${content}\n${result.slice(to)}`;
  }
  return result;
}

const DOC = 'docs/performance.md';

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

function savedOutputs(list: string): Output[] {
  return list.split(',').map((path) => ({ text: readFileSync(path, 'utf8'), day: statSync(path).mtime.toISOString().slice(0, 10) }));
}

/** Runs one measuring script, echoing what it prints, and returns its output. */
function measure(script: string, label: string): Output {
  const [oneMinute] = loadavg();
  console.log(`\n${label}: load average ${oneMinute?.toFixed(2)}${(oneMinute ?? 0) > 1 ? ' (high: the ratios move with the load; wait for an idle machine)' : ''}`);
  const result = spawnSync(process.execPath, [script], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024 });
  process.stdout.write(result.stdout);
  if (result.status !== 0) throw new Error(`${script} exited with ${result.status}.`);
  return { text: result.stdout, day: today(), load: oneMinute?.toFixed(2) ?? '?' };
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const option = (name: string): string | undefined => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const only = new Set((option('--only') ?? 'size,template,grid').split(','));
  const runs = Number(option('--runs') ?? 3);
  const sections: Record<string, string> = {};
  const repeat = (script: string, label: string) => Array.from({ length: runs }, (_, run) => measure(script, `${label}, run ${run + 1} of ${runs}`));
  if (only.has('size')) {
    const saved = option('--size-log');
    Object.assign(sections, sizeSections(saved ? (savedOutputs(saved)[0] as Output) : measure('scripts/package/size.ts', 'Size')));
  }
  if (only.has('template')) {
    const saved = option('--template-logs');
    Object.assign(sections, templateSections(saved ? savedOutputs(saved) : repeat('scripts/bench/template-bench.ts', 'Template bench')));
  }
  if (only.has('grid')) {
    const saved = option('--grid-logs');
    Object.assign(sections, gridSections(saved ? savedOutputs(saved) : repeat('scripts/bench/grid-bench.ts', 'Grid bench')));
  }
  if (only.has('test-run')) {
    const idle = option('--test-logs');
    const loaded = option('--test-load-logs');
    if (!idle && !loaded) throw new Error('The test run is not run here (it takes ten minutes): give --test-logs and/or --test-load-logs.');
    Object.assign(sections, testRunSections(idle ? savedOutputs(idle) : [], loaded ? savedOutputs(loaded) : []));
  }
  writeFileSync(DOC, replaceSections(readFileSync(DOC, 'utf8'), sections));
  console.log(`\n${DOC}: rewrote ${Object.keys(sections).join(', ')}.`);
}
