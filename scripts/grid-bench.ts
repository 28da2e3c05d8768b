/**
 * The grid benchmark (issue 19 §2): a 200-product page mounted through ProductGrid against the same
 * DOM written as bare React elements, in Chromium, production React. Builds scripts/grid-bench/ with
 * Vite, checks that both pages draw the same DOM (fails if not), then runs interleaved rounds (the
 * order alternates) and prints the median of each measure and of the per-round ratios, with their
 * spread. It only prints: no timing is ever asserted.
 *
 *   npm run bench:grid                  (GRID_BENCH_ROUNDS=120 for more rounds; GRID_BENCH_CONTEXT=40 shows more of a DOM difference)
 */
import { fileURLToPath } from 'node:url';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, NO_CHROMIUM_MESSAGE, findChromium } from './chromium.ts';

const ROUNDS = Number(process.env.GRID_BENCH_ROUNDS ?? 60);
const WARMUP = 5;
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
    build: { outDir, emptyOutDir: true },
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
  if (check.difference) {
    console.error(`The two pages draw different DOMs (normalised line ${check.difference.line}):`);
    console.error('Vitrine:\n' + check.difference.vitrine.join('\n'));
    console.error('bare:\n' + check.difference.bare.join('\n'));
    process.exitCode = 1;
  } else {
    console.log(`Same DOM: ${check.elements} elements, ${check.lines} normalised lines (tags, attributes, text).`);
    const samples: Record<'vitrine' | 'bare', Sample[]> = { vitrine: [], bare: [] };
    for (let round = 0; round < WARMUP + ROUNDS; round += 1) {
      const order = round % 2 === 0 ? (['vitrine', 'bare'] as const) : (['bare', 'vitrine'] as const);
      for (const kind of order) {
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

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return (sorted[low] as number) + ((sorted[high] as number) - (sorted[low] as number)) * (at - low);
}

function printTable(samples: Record<'vitrine' | 'bare', Sample[]>) {
  const ms = (value: number) => `${value.toFixed(value < 1 ? 3 : 2)} ms`;
  const rows = MEASURES.map(([key, label]) => {
    const vitrine = samples.vitrine.map((sample) => sample[key]);
    const bare = samples.bare.map((sample) => sample[key]);
    const ratios = vitrine.map((value, index) => value / (bare[index] as number));
    return [
      label,
      ms(quantile(vitrine, 0.5)),
      ms(quantile(bare, 0.5)),
      `${quantile(ratios, 0.5).toFixed(2)}×`,
      `${quantile(ratios, 0.25).toFixed(2)}–${quantile(ratios, 0.75).toFixed(2)}×`,
    ];
  });
  const header = ['200-card grid, Chromium, production React', 'Vitrine (median)', 'bare React (median)', 'ratio (median of rounds)', 'ratio p25–p75'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] as string).length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] as number)).join(' | ')} |`;
  console.log(`\n${ROUNDS} interleaved rounds after ${WARMUP} warm-up rounds:\n`);
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}
