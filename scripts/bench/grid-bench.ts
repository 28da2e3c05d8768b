/**
 * The grid benchmark: a 200-product page mounted through ProductGrid against the same
 * DOM written as bare React elements, in Chromium, production React. Builds scripts/bench/grid-bench/ with
 * Vite, checks that both pages draw the same DOM (fails if not), then runs interleaved rounds (the
 * order alternates) and prints the median of each measure and of the per-round ratios, with their
 * spread. It only prints: no timing is ever asserted.
 *
 *   npm run bench:grid                  (GRID_BENCH_ROUNDS=120 for more rounds; GRID_BENCH_CONTEXT=40 shows more of a DOM difference;
 *                                        GRID_BENCH_PROFILE=vitrine a CPU profile, GRID_BENCH_PROFILE_TOTAL=1 with time under each function;
 *                                        GRID_BENCH_CPU=1 the mount's CPU samples instead of its clock time, for a loaded machine)
 */
import { fileURLToPath } from 'node:url';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { chromium, type Page } from 'playwright';
import { CHROMIUM_ARGS, NO_CHROMIUM_MESSAGE, findChromium } from '../visual/chromium.ts';

const ROUNDS = Number(process.env.GRID_BENCH_ROUNDS ?? 60);
const WARMUP = 5;
/** `GRID_BENCH_PROFILE=vitrine` (or `bare`): instead of timing, a CPU profile of mounts, self time by function. */
const PROFILE = process.env.GRID_BENCH_PROFILE as Kind | undefined;
/**
 * `GRID_BENCH_CPU=1`: each round profiles each page's mounts apart and counts the profiler's samples
 * taken inside React's mount. A thread that waits for a core takes no samples (the profiler's signals
 * to it coalesce), so on a machine loaded by other work this counts CPU time, where the clock counts the wait too.
 */
const CPU = Boolean(process.env.GRID_BENCH_CPU);
/** Mounts per profiled batch in the CPU mode. */
const CPU_BATCH = 5;
type Kind = 'vitrine' | 'bare' | 'derived';
const ORDERS: Kind[][] = [
  ['vitrine', 'bare', 'derived'],
  ['derived', 'bare', 'vitrine'],
  ['bare', 'vitrine', 'derived'],
  ['derived', 'vitrine', 'bare'],
  ['vitrine', 'derived', 'bare'],
  ['bare', 'derived', 'vitrine'],
];
const root = fileURLToPath(new URL('./grid-bench/', import.meta.url));

type Measure = 'mount' | 'rerender' | 'cartChange';
type Sample = Record<Measure, number>;
const MEASURES: Array<[Measure, string]> = [
  ['mount', 'mount'],
  ['rerender', 'full re-render from the root'],
  ['cartChange', 'cart change (quantity of one entry)'],
];

const executablePath = findChromium();
if (!executablePath) {
  console.error(NO_CHROMIUM_MESSAGE);
  process.exit(1);
}

const outDir = mkdtempSync(join(tmpdir(), 'vitrine-grid-bench-'));
const server = await (async () => {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react(), vanillaExtractPlugin()],
    // A profile names functions: unminified then.
    build: { outDir, emptyOutDir: true, minify: !PROFILE && !CPU },
  });
  // Cross-origin isolated, so performance.now() ticks in 5 µs instead of 100 µs.
  const headers = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' };
  return preview({ configFile: false, root, logLevel: 'warn', build: { outDir }, preview: { port: 0, host: '127.0.0.1', headers } });
})();

const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  // The mock images' host never resolves; refuse their requests at once.
  await page.route((url) => !url.href.startsWith('http://127.0.0.1'), (route) => route.abort());
  const address = server.resolvedUrls?.local[0];
  if (!address) throw new Error('The preview server gave no address.');
  await page.goto(address + (process.env.GRID_BENCH_CONTEXT ? '?context=' + process.env.GRID_BENCH_CONTEXT : ''));
  await page.waitForFunction(() => 'gridBench' in window);

  const check = await page.evaluate(() => window.gridBench.check());
  if (check.differences.length > 0) {
    for (const difference of check.differences) {
      console.error(`The Vitrine page and the bare page (${difference.kind}) draw different DOMs (normalised line ${difference.line}):`);
      console.error('Vitrine:\n' + difference.vitrine.join('\n'));
      console.error('bare:\n' + difference.bare.join('\n'));
    }
    process.exitCode = 1;
  } else if (PROFILE) {
    await profile(page, PROFILE);
  } else if (CPU) {
    await cpuSamples(page);
  } else {
    console.log(`Same DOM on the three pages: ${check.elements} elements, ${check.lines} normalised lines (tags, attributes, text).`);
    const work = (kind: 'vitrine' | 'bare') => {
      const { components, hooks, effects, fibers } = check.work[kind];
      return `${components} components run, ${hooks} hooks, ${effects} effects, ${fibers} fibers`;
    };
    console.log(`React's work per mount: Vitrine ${work('vitrine')}; bare ${work('bare')}.`);
    const samples: Record<Kind, Sample[]> = { vitrine: [], bare: [], derived: [] };
    for (let round = 0; round < WARMUP + ROUNDS; round += 1) {
      // Every order of the three pages in turn, so none is always first or last.
      for (const kind of ORDERS[round % ORDERS.length] as Kind[]) {
        const result = await page.evaluate((which) => window.gridBench.sample(which), kind);
        if (round >= WARMUP) samples[kind].push(result);
      }
    }
    printTable(samples);
  }
} finally {
  await browser.close();
  await server.close();
  rmSync(outDir, { recursive: true, force: true });
}

async function profile(page: Page, kind: Kind) {
  for (let round = 0; round < WARMUP; round += 1) await page.evaluate((which) => window.gridBench.sample(which), kind);
  const session = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 50 });
  await session.send('Profiler.start');
  for (let round = 0; round < ROUNDS; round += 1) await page.evaluate((which) => window.gridBench.mountOnly(which), kind);
  const { profile: result } = await session.send('Profiler.stop');
  const ticks = new Map<number, number>();
  for (const id of result.samples ?? []) ticks.set(id, (ticks.get(id) ?? 0) + 1);
  const self = new Map<string, number>();
  let total = 0;
  for (const node of result.nodes) {
    const count = ticks.get(node.id) ?? 0;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)' || functionName === '(program)') continue;
    total += count;
    const name = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`;
    self.set(name, (self.get(name) ?? 0) + count);
  }
  // Total time (GRID_BENCH_PROFILE_TOTAL=1): each function's share of samples with it anywhere on the stack.
  if (process.env.GRID_BENCH_PROFILE_TOTAL) {
    const parent = new Map<number, number>();
    const byId = new Map(result.nodes.map((node) => [node.id, node]));
    for (const node of result.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
    self.clear();
    for (const [id, count] of ticks) {
      const names = new Set<string>();
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
        const { functionName, url, lineNumber } = (byId.get(at) as (typeof result.nodes)[number]).callFrame;
        names.add(`${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`);
      }
      for (const name of names) self.set(name, (self.get(name) ?? 0) + count);
    }
  }
  console.log(`${process.env.GRID_BENCH_PROFILE_TOTAL ? 'Total' : 'Self'} time of ${ROUNDS} ${kind} mounts (share of ${total} samples):`);
  for (const [name, count] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.GRID_BENCH_TOP ?? 40))) console.log(`${((100 * count) / total).toFixed(1).padStart(5)}% ${String(count).padStart(7)}  ${name}`);
}

/** The CPU mode: per round and page, the samples inside React's mount (`mounted`) of a batch of mounts, interleaved. */
async function cpuSamples(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 50 });
  const samples: Record<Kind, number[]> = { vitrine: [], bare: [], derived: [] };
  for (let round = 0; round < WARMUP + ROUNDS; round += 1) {
    for (const kind of ORDERS[round % ORDERS.length] as Kind[]) {
      await session.send('Profiler.start');
      for (let mount = 0; mount < CPU_BATCH; mount += 1) await page.evaluate((which) => window.gridBench.mountOnly(which), kind);
      const { profile: result } = await session.send('Profiler.stop');
      const inMount = new Set<number>();
      const walk = (id: number, inside: boolean) => {
        const node = result.nodes.find((candidate) => candidate.id === id);
        if (!node) return;
        const here = inside || node.callFrame.functionName === 'mounted';
        if (here) inMount.add(id);
        for (const child of node.children ?? []) walk(child, here);
      };
      walk(result.nodes[0]?.id ?? 1, false);
      const count = (result.samples ?? []).filter((id) => inMount.has(id)).length;
      if (round >= WARMUP) samples[kind].push(count / CPU_BATCH);
    }
  }
  const ratios = (other: Kind) => samples.vitrine.map((value, index) => value / (samples[other][index] as number));
  const spread = (values: number[]) => `${quantile(values, 0.5).toFixed(2)}× (${quantile(values, 0.25).toFixed(2)}–${quantile(values, 0.75).toFixed(2)})`;
  const total = (kind: Kind) => samples[kind].reduce((sum, value) => sum + value, 0);
  console.log(`\nMount, CPU samples (50 µs) inside React's mount, ${ROUNDS} interleaved rounds of ${CPU_BATCH} mounts per page:`);
  console.log(`  median per mount: Vitrine ${quantile(samples.vitrine, 0.5).toFixed(0)}, bare ${quantile(samples.bare, 0.5).toFixed(0)}, derived ${quantile(samples.derived, 0.5).toFixed(0)}`);
  console.log(`  Vitrine / bare precomputed: ${spread(ratios('bare'))}; all samples ${(total('vitrine') / total('bare')).toFixed(2)}×`);
  console.log(`  Vitrine / bare derived:     ${spread(ratios('derived'))}; all samples ${(total('vitrine') / total('derived')).toFixed(2)}×`);
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return (sorted[low] as number) + ((sorted[high] as number) - (sorted[low] as number)) * (at - low);
}

function printTable(samples: Record<Kind, Sample[]>) {
  const ms = (value: number) => `${value.toFixed(value < 1 ? 3 : 2)} ms`;
  const column = (kind: Kind, key: Measure) => samples[kind].map((sample) => sample[key]);
  const ratio = (kind: Kind, key: Measure) => {
    const bare = column(kind, key);
    const ratios = column('vitrine', key).map((value, index) => value / (bare[index] as number));
    return `${quantile(ratios, 0.5).toFixed(2)}× (${quantile(ratios, 0.25).toFixed(2)}–${quantile(ratios, 0.75).toFixed(2)})`;
  };
  const rows = MEASURES.map(([key, label]) => [
    label,
    ms(quantile(column('vitrine', key), 0.5)),
    ms(quantile(column('bare', key), 0.5)),
    ratio('bare', key),
    ms(quantile(column('derived', key), 0.5)),
    ratio('derived', key),
  ]);
  const header = ['200-card grid', 'Vitrine', 'bare, values precomputed', 'ratio', 'bare, values derived at render', 'ratio'];
  const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => (row[index] as string).length)));
  const line = (cells: string[]) => `| ${cells.map((cell, index) => cell.padEnd(widths[index] as number)).join(' | ')} |`;
  console.log(`\nChromium, production React; ${ROUNDS} interleaved rounds after ${WARMUP} warm-up rounds. Times: medians.`);
  console.log('Ratio: median of the per-round ratios Vitrine / bare (p25–p75 of them in brackets).\n');
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
  // Another machine's work only ever adds time to a round: the fastest rounds of each page are the
  // least disturbed, so on a loaded machine their ratio moves less from run to run than the median's.
  const fastest = (kind: Kind, key: Measure) => quantile(column(kind, key), 0.1);
  console.log(`\nFastest tenth (p10 of each page's times), Vitrine / bare:`);
  for (const [key, label] of MEASURES) {
    const vitrine = fastest('vitrine', key);
    console.log(`  ${label}: ${ms(vitrine)}; ${(vitrine / fastest('bare', key)).toFixed(2)}× precomputed, ${(vitrine / fastest('derived', key)).toFixed(2)}× derived`);
  }
}
