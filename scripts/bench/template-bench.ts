/**
 * The template benchmark: this engine against the incumbent `@squarespace/template-engine` on
 * workloads nobody here wrote (../shared/bench/template-workloads.json), on the project's own pages
 * (logic/template/testing/corpus.ts), on many distinct tags, and on the incumbent's own test corpus
 * (scripts/bench/template-bench-corpus.ts, read at run time from a checkout outside the project). The
 * incumbent gets its CLDR data for `en` (@phensley/cldr, as its own tests do), so both engines do the
 * same work. Before timing, each case is rendered by both: a workload whose output differs is skipped
 * and listed, never timed; a corpus case whose output differs is timed and marked (its difference is
 * written down in the tests). Rounds are interleaved in one process (the order alternates), each
 * batch timed in CPU time (the process's user + system time, so a loaded machine's waits are not
 * counted; garbage collection is), and a ratio is the median of the per-round ratios (incumbent time
 * / this engine's time: above 1 is faster). It only prints: no timing is ever asserted.
 *
 *   npm run bench:template
 *     TEMPLATE_BENCH_ROUNDS=31          more rounds for the workloads
 *     TEMPLATE_BENCH_CORPUS_ROUNDS=21   more rounds for each corpus case
 *     TEMPLATE_BENCH_ONLY=money60       only the workloads and corpus cases whose name holds this
 *     TEMPLATE_ENGINE_TESTS=dir         the incumbent's __tests__ folder (see template-bench-corpus.ts)
 */
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileTemplate, renderTemplate, type CompiledTemplate, type RenderOptions } from '../../logic/template/index.ts';
import { CORPUS } from '../../logic/template/testing/corpus.ts';
import { distinctTagsCase, manyTagsCase, type BenchCase, type BenchPage } from './template-bench-cases.ts';
import { loadCorpus } from './template-bench-corpus.ts';

const rounds = (name: string, fallback: number) => Math.max(1, Math.min(101, Number(process.env[name] ?? fallback) || fallback));
const ROUNDS = rounds('TEMPLATE_BENCH_ROUNDS', 25);
const CORPUS_ROUNDS = rounds('TEMPLATE_BENCH_CORPUS_ROUNDS', 15);
const WARMUP_ROUNDS = 3;
/** Each timed batch runs the operation this long (about), so timer resolution does not matter. */
const BATCH_MS = 12;
const ONLY = process.env.TEMPLATE_BENCH_ONLY;
const WORKLOADS = process.env.TEMPLATE_BENCH_WORKLOADS ?? fileURLToPath(new URL('../../../shared/bench/template-workloads.json', import.meta.url));

interface IncumbentCode {
  readonly code: unknown;
}
interface Incumbent {
  parse(source: string): IncumbentCode;
  execute(props: Record<string, unknown>): { ctx: { render(): string } };
}

const require = createRequire(import.meta.url);
const { Compiler } = require('@squarespace/template-engine') as { Compiler: new () => Incumbent };
const { CLDRFramework } = require('@phensley/cldr') as {
  CLDRFramework: new (options: { loader: (language: string) => string }) => { get(locale: string): unknown };
};
const cldr = new CLDRFramework({
  loader: (language) => readFileSync(require.resolve(`@phensley/cldr/packs/${language}.json`), 'utf8'),
}).get('en');
const incumbent = new Compiler();

/** The shared workloads: `{ workloads: [{ name, pages: [{ template, context }] }] }`. */
function sharedWorkloads(): BenchCase[] {
  if (!existsSync(WORKLOADS)) {
    console.log(`No shared workloads at ${WORKLOADS}: only the project's own pages are measured.`);
    return [];
  }
  const parsed = JSON.parse(readFileSync(WORKLOADS, 'utf8')) as { workloads?: Array<{ name: string; pages: BenchPage[] }> };
  return (parsed.workloads ?? []).map((workload) => ({ name: workload.name, pages: workload.pages }));
}

const cases: BenchCase[] = [
  ...sharedWorkloads(),
  ...CORPUS.map((page) => ({ name: `own: ${page.name}`, pages: [page] })),
  manyTagsCase(),
  distinctTagsCase(),
].filter((entry) => ONLY === undefined || entry.name.includes(ONLY));

function vitrineOptions(page: BenchPage): RenderOptions {
  return {
    enableExpressions: page.expressions === true,
    enableIncludes: page.includes === true,
    ...(page.partials ? { partials: page.partials } : {}),
    ...(page.injects ? { injects: page.injects } : {}),
    ...(page.now === undefined ? {} : { now: page.now }),
  };
}

function incumbentProps(page: BenchPage, code: unknown): Record<string, unknown> {
  return {
    code,
    json: page.context,
    cldr,
    enableExpr: page.expressions === true,
    enableInclude: page.includes === true,
    ...(page.partials ? { partials: page.partials } : {}),
    ...(page.injects ? { injects: page.injects } : {}),
    ...(page.now === undefined ? {} : { now: page.now }),
  };
}

let sink = 0;

/** The four timed operations of a case, each over all its pages (or, for compile-only cases, two). */
interface Operations {
  vitrineFull: () => void;
  incumbentFull: () => void;
  vitrineCompiled: (() => void) | null;
  incumbentCompiled: (() => void) | null;
}

function operationsOf(entry: BenchCase): Operations {
  const { compileOnly } = entry;
  if (compileOnly) {
    return {
      vitrineFull: () => {
        for (const source of compileOnly.sources()) sink += compileTemplate(source).errors.length + 1;
      },
      incumbentFull: () => {
        for (const source of compileOnly.sources()) sink += incumbent.parse(source).code === null ? 0 : 1;
      },
      vitrineCompiled: null,
      incumbentCompiled: null,
    };
  }
  // Everything a run needs, worked out before timing.
  const prepared = entry.pages.map((page) => {
    const compiled: CompiledTemplate = compileTemplate(page.template).template;
    const code = incumbent.parse(page.template).code;
    return { page, options: vitrineOptions(page), compiled, props: incumbentProps(page, page.template), compiledProps: incumbentProps(page, code) };
  });
  return {
    vitrineFull: () => {
      for (const p of prepared) sink += renderTemplate(p.page.template, p.page.context, p.options).html.length;
    },
    incumbentFull: () => {
      for (const p of prepared) sink += incumbent.execute(p.props).ctx.render().length;
    },
    vitrineCompiled: () => {
      for (const p of prepared) sink += renderTemplate(p.compiled, p.page.context, p.options).html.length;
    },
    incumbentCompiled: () => {
      for (const p of prepared) sink += incumbent.execute(p.compiledProps).ctx.render().length;
    },
  };
}

/** Where the two engines' outputs of a case first differ, or null when every page prints the same. */
function difference(entry: BenchCase): string | null {
  for (const page of entry.compileOnly ? entry.compileOnly.sample : entry.pages) {
    const ours = renderTemplate(page.template, page.context, vitrineOptions(page)).html;
    const theirs = incumbent.execute(incumbentProps(page, page.template)).ctx.render();
    if (ours === theirs) continue;
    let at = 0;
    while (at < ours.length && ours[at] === theirs[at]) at += 1;
    const show = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 30), at + 50));
    return `at character ${at}: vitrine ${show(ours)}, incumbent ${show(theirs)}`;
  }
  return null;
}

/** CPU milliseconds this process has used: on a machine shared with other work, time waiting for a core is not counted. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** CPU milliseconds per run of `operation`, over `runs` runs (after `prepare`, not counted). */
function time(operation: () => void, runs: number, prepare?: () => void): number {
  prepare?.();
  const start = cpuMs();
  for (let i = 0; i < runs; i++) operation();
  return (cpuMs() - start) / runs;
}

/**
 * How many runs make a batch of about BATCH_MS (at least one), measured on warm code: sized from one
 * cold run (code not yet optimised), a batch came out at a fifth of BATCH_MS or less (2 to 11 runs of
 * the product page), and in batches that short the collector's and compiler's threads, still busy with
 * what the batch before set off, weighed on the ratio (the same code measured 2.1× to 3.2×).
 */
function calibrate(operation: () => void, warmMs: number): number {
  // Warm: the code runs until it has had `warmMs` of CPU time.
  const warm = cpuMs();
  for (let i = 0; i < 100_000 && cpuMs() - warm < warmMs; i++) operation();
  // Then the fastest of five small batches: a batch the collector or the compiler's threads ran into is slower, never faster.
  let runs = 1;
  while (runs < 1 << 20 && time(operation, runs) * runs < BATCH_MS / 8) runs *= 2;
  let fastest = Infinity;
  for (let i = 0; i < 5; i++) fastest = Math.min(fastest, time(operation, runs));
  return Math.max(1, Math.round(BATCH_MS / Math.max(fastest, 0.001)));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

interface Measured {
  fullRatio: number;
  compiledRatio: number | null;
  vitrineFullMs: number;
  incumbentFullMs: number;
  vitrineCompiledMs: number | null;
  incumbentCompiledMs: number | null;
}

interface Sample {
  ours: number[];
  theirs: number[];
  ratios: number[];
}

/** How a case is measured: rounds, and CPU time each operation runs before its batch is sized. */
interface Plan {
  rounds: number;
  warmMs: number;
}

/** The workloads: 0.2 s of warming per operation, the default rounds. */
const WORKLOAD_PLAN: Plan = { rounds: ROUNDS, warmMs: BATCH_MS * 16 };
/** The corpus: 123 small templates, each warmed for 50 ms (their code is shared, and warm after the first few). */
const CORPUS_PLAN: Plan = { rounds: CORPUS_ROUNDS, warmMs: BATCH_MS * 4 };

function measure(entry: BenchCase, plan: Plan = WORKLOAD_PLAN): Measured {
  const ops = operationsOf(entry);
  const pairs: Array<[() => void, () => void] | null> = [
    [ops.vitrineFull, ops.incumbentFull],
    ops.vitrineCompiled && ops.incumbentCompiled ? [ops.vitrineCompiled, ops.incumbentCompiled] : null,
  ];
  const rounds = entry.rounds ?? plan.rounds;
  const prepare = entry.compileOnly?.prepare;
  const samples: Sample[] = pairs.map(() => ({ ours: [], theirs: [], ratios: [] }));
  const runs = pairs.map((pair) => (pair === null ? [0, 0] : entry.compileOnly ? [1, 1] : [calibrate(pair[0], plan.warmMs), calibrate(pair[1], plan.warmMs)]));
  for (let round = -WARMUP_ROUNDS; round < rounds; round++) {
    for (let p = 0; p < pairs.length; p++) {
      const pair = pairs[p];
      if (pair === null || pair === undefined) continue;
      const [ourRuns, theirRuns] = runs[p] as [number, number];
      // The order alternates, so neither engine always runs on a warmer (or colder) machine.
      let ours: number;
      let theirs: number;
      if (round % 2 === 0) {
        ours = time(pair[0], ourRuns, prepare);
        theirs = time(pair[1], theirRuns, prepare);
      } else {
        theirs = time(pair[1], theirRuns, prepare);
        ours = time(pair[0], ourRuns, prepare);
      }
      if (round < 0) continue;
      const sample = samples[p] as Sample;
      sample.ours.push(ours);
      sample.theirs.push(theirs);
      sample.ratios.push(theirs / ours);
    }
  }
  const [full, compiled] = samples as [Sample, Sample];
  const hasCompiled = pairs[1] !== null;
  return {
    fullRatio: median(full.ratios),
    compiledRatio: hasCompiled ? median(compiled.ratios) : null,
    vitrineFullMs: median(full.ours),
    incumbentFullMs: median(full.theirs),
    vitrineCompiledMs: hasCompiled ? median(compiled.ours) : null,
    incumbentCompiledMs: hasCompiled ? median(compiled.theirs) : null,
  };
}

function timeText(ms: number): string {
  return ms >= 10 ? `${ms.toFixed(0)} ms` : ms >= 1 ? `${ms.toFixed(2)} ms` : `${(ms * 1000).toFixed(1)} µs`;
}

function cell(ratio: number | null, ours: number | null, theirs: number | null, target: number): string {
  if (ratio === null || ours === null || theirs === null) return '–';
  return `${ratio.toFixed(2)}×${ratio >= target ? '' : ' (below target)'} · ${timeText(ours)} vs ${timeText(theirs)}`;
}

console.log(`Load average at the start: ${loadAverage()}`);
const rows: string[] = [];
const skipped: string[] = [];
for (const entry of cases) {
  const differs = difference(entry);
  if (differs !== null) {
    skipped.push(`- ${entry.name}: outputs differ ${differs}`);
    continue;
  }
  const m = measure(entry);
  rows.push(
    `| ${entry.name} | ${cell(m.fullRatio, m.vitrineFullMs, m.incumbentFullMs, 3)} | ${cell(m.compiledRatio, m.vitrineCompiledMs, m.incumbentCompiledMs, 2)} |`,
  );
}
if (rows.length > 0 || skipped.length > 0) {
  console.log(`\nTemplate engine against the incumbent (median of ${ROUNDS} interleaved rounds; ratio = incumbent CPU time / vitrine CPU time; targets 3× and 2×)\n`);
  console.log('| workload | compile+render (vitrine vs incumbent, per run) | render of a compiled template |');
  console.log('|---|---|---|');
  for (const row of rows) console.log(row);
  if (skipped.length > 0) console.log(`\nSkipped (the two engines print different output):\n${skipped.join('\n')}`);
}
benchCorpus();
console.log(`\nLoad average at the end: ${loadAverage()}`);
if (sink === 0) console.log('The benchmark rendered nothing.');

function loadAverage(): string {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return 'unknown';
  }
}

/** One corpus case measured: its ratios and per-run times, and whether both engines print the same. */
interface CorpusRow extends Measured {
  name: string;
  same: boolean;
}

/** The geometric mean of ratios. */
function geometricMean(values: readonly number[]): number {
  return Math.exp(values.reduce((sum, value) => sum + Math.log(value), 0) / Math.max(1, values.length));
}

/**
 * The incumbent's own test corpus, case by case, then as a whole: the geometric mean of the ratios,
 * the slowest five, and the total-time ratio (every case run once, as a site would feel it: the
 * incumbent's summed time over this engine's), for compile+render and for render of a compiled template.
 */
function benchCorpus(): void {
  const corpus = loadCorpus();
  if ('missing' in corpus) {
    console.log(`\n${corpus.missing}`);
    return;
  }
  const selected = corpus.cases.filter((entry) => ONLY === undefined || entry.name.includes(ONLY));
  if (selected.length === 0) return;
  const measured: CorpusRow[] = selected.map((entry) => {
    const benchCase: BenchCase = { name: entry.name, pages: [entry.page] };
    return { name: entry.name, same: difference(benchCase) === null, ...measure(benchCase, CORPUS_PLAN) };
  });
  const same = measured.filter((row) => row.same).length;
  console.log(`\nThe incumbent's test corpus (${corpus.directory}): ${measured.length} cases, ${same} print the same as the incumbent`);
  console.log(`(median of ${CORPUS_ROUNDS} interleaved rounds per case; ratio = incumbent CPU time / vitrine CPU time)\n`);
  console.log('| case | output | compile+render | render of a compiled template |');
  console.log('|---|---|---|---|');
  for (const row of measured) {
    const output = row.same ? 'same' : 'differs';
    console.log(
      `| ${row.name} | ${output} | ${cell(row.fullRatio, row.vitrineFullMs, row.incumbentFullMs, 1)} | ${cell(row.compiledRatio, row.vitrineCompiledMs, row.incumbentCompiledMs, 1)} |`,
    );
  }
  const summary = (label: string, ratio: (row: CorpusRow) => number, ours: (row: CorpusRow) => number, theirs: (row: CorpusRow) => number) => {
    const ratios = measured.map(ratio);
    const slowest = [...measured].sort((a, b) => ratio(a) - ratio(b)).slice(0, 5);
    const total = measured.reduce((sum, row) => sum + theirs(row), 0) / measured.reduce((sum, row) => sum + ours(row), 0);
    console.log(
      `| ${label} | ${geometricMean(ratios).toFixed(2)}× | ${Math.min(...ratios).toFixed(2)}× | ${total.toFixed(2)}× | ` +
        `${slowest.map((row) => `${row.name.replace(/^.*\//, '')} ${ratio(row).toFixed(2)}×`).join(', ')} |`,
    );
  };
  console.log('\n| corpus | geometric mean | slowest | total time (each case once) | slowest five |');
  console.log('|---|---|---|---|---|');
  summary('compile+render', (row) => row.fullRatio, (row) => row.vitrineFullMs, (row) => row.incumbentFullMs);
  summary('render of a compiled template', (row) => row.compiledRatio ?? 0, (row) => row.vitrineCompiledMs ?? 0, (row) => row.incumbentCompiledMs ?? 0);
  const differing = measured.filter((row) => !row.same).map((row) => row.name);
  if (differing.length > 0) console.log(`\nPrinting differently (each written down in logic/template/corpus.differential.test.ts): ${differing.join(', ')}`);
}
