/**
 * `npm run size`: what an app pays for Vitrine's components, measured the way a consumer bundles them
 * (issue 19 §1): esbuild, minified, React and react-dom external, gzip -9 (node:zlib level 9), named
 * imports of the built `dist/` through the package's `exports` and `sideEffects`. JS and CSS apart.
 * Then what each row pulls, biggest first, by top-level folder or package (esbuild's metafile).
 *
 *   npm run size                 builds the modules into a temp folder, then measures
 *   npm run size -- --dist       measures the dist/ already built (`npm run build`)
 *   npm run size -- --files      lists each row's files too, biggest first
 *
 * The budgets are in scripts/size-budgets.json; `scripts/size.test.ts` checks them in `npm test`.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Metafile, type Plugin } from 'esbuild';
import packageJson from '../package.json' with { type: 'json' };
import budgetsFile from './size-budgets.json' with { type: 'json' };

/** One row of the table: named imports of the package's entry points. */
export interface SizeRow {
  name: string;
  /** Entry point (`vitrine/components`) → the names imported from it, or `*` for all of it. */
  imports: Record<string, readonly string[] | '*'>;
}

/** The rows: the issue's five, then a few that show where the rest goes. */
export const ROWS: readonly SizeRow[] = [
  { name: 'ProductPrice', imports: { 'vitrine/components': ['ProductPrice'] } },
  { name: 'AddToCartButton', imports: { 'vitrine/components': ['AddToCartButton'] } },
  { name: 'ProductItem (card)', imports: { 'vitrine/components': ['ProductItem'] } },
  {
    name: 'card set',
    imports: {
      'vitrine/components': ['ProductPrice', 'ProductBadge', 'VariantSelector', 'QuantityInput', 'AddToCartButton'],
      'vitrine/hooks': ['CartProvider'],
    },
  },
  { name: 'vitrine/components', imports: { 'vitrine/components': '*' } },
  // The same through each component's own entry point: esbuild keeps the stylesheet of every module
  // it reaches through the barrel, even those it shakes away; Vite/rolldown does not (package.test).
  { name: 'ProductPrice, own entry', imports: { 'vitrine/components/shopper/ProductPrice': ['ProductPrice'] } },
  { name: 'AddToCartButton, own entry', imports: { 'vitrine/components/shopper/AddToCartButton': ['AddToCartButton'] } },
  {
    name: 'card set, own entries',
    imports: {
      'vitrine/components/shopper/ProductPrice': ['ProductPrice'],
      'vitrine/components/shopper/ProductBadge': ['ProductBadge'],
      'vitrine/components/shopper/VariantSelector': ['VariantSelector'],
      'vitrine/components/shopper/QuantityInput': ['QuantityInput'],
      'vitrine/components/shopper/AddToCartButton': ['AddToCartButton'],
      'vitrine/hooks': ['CartProvider'],
    },
  },
  { name: 'ProductBadge', imports: { 'vitrine/components': ['ProductBadge'] } },
  { name: 'ProductGrid', imports: { 'vitrine/components': ['ProductGrid'] } },
  { name: 'CartPage', imports: { 'vitrine/components': ['CartPage'] } },
  { name: 'createApiClient', imports: { 'vitrine/api': ['createApiClient'] } },
  // The site owner's editors: all of them, and one light piece through its own entry point.
  { name: 'vitrine/builder', imports: { 'vitrine/builder': '*' } },
  { name: 'ConfirmModal, own entry', imports: { 'vitrine/components/builder/ConfirmModal': ['ConfirmModal', 'ConfirmProvider'] } },
];

/** Bytes of one output: minified, and gzip -9 of that. */
export interface Bytes {
  min: number;
  gzip: number;
}

/** What one row measures, and what its JS and CSS are made of (minified bytes by group). */
export interface RowSize {
  name: string;
  /** What loads first: the entry and its static imports. */
  js: Bytes;
  /** Code split behind `import()`, loaded only when it runs (not in the budget). */
  lazyJs: Bytes;
  css: Bytes;
  jsParts: Map<string, number>;
  cssParts: Map<string, number>;
  jsFiles: Map<string, number>;
}

/** React stays the app's (as in the anchor's method). */
const EXTERNAL = ['react', 'react-dom', 'react/jsx-runtime'];

/** The app's one module: re-exports the row's imports, so nothing it names can be shaken away. */
export function rowSource(row: SizeRow): string {
  return Object.entries(row.imports)
    .map(([entry, names]) => (names === '*' ? `export * from '${entry}';` : `export { ${names.join(', ')} } from '${entry}';`))
    .join('\n');
}

/** `vitrine/logic`, `radix-ui`, `@radix-ui/react-dialog`…; with `deep`, the file itself (vitrine's) or the package. */
function groupOf(path: string, deep: boolean): string {
  const normalized = path.replaceAll('\\', '/');
  const packageAt = normalized.lastIndexOf('node_modules/');
  const inPackage = packageAt === -1 ? normalized : normalized.slice(packageAt + 'node_modules/'.length);
  const vitrine = /(?:^|\/)dist\/(.+)$/.exec(inPackage.startsWith('vitrine/') ? inPackage : normalized);
  if (vitrine?.[1] && (inPackage.startsWith('vitrine/') || packageAt === -1)) {
    const file = vitrine[1].replace(/\.css\.ts\.vanilla\.css$/, '.css');
    return deep ? `vitrine/${file}` : `vitrine/${file.split('/')[0]}`;
  }
  if (packageAt === -1) return normalized;
  const parts = inPackage.split('/');
  return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? inPackage);
}

/** Sums an output's inputs by group. */
function parts(inputs: Metafile['outputs'][string]['inputs'], deep: boolean): Map<string, number> {
  const sums = new Map<string, number>();
  for (const [path, { bytesInOutput }] of Object.entries(inputs)) {
    if (bytesInOutput === 0) continue;
    const group = groupOf(path, deep);
    sums.set(group, (sums.get(group) ?? 0) + bytesInOutput);
  }
  return new Map([...sums].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])));
}

const sizeOf = (text: Uint8Array): Bytes => ({ min: text.byteLength, gzip: gzipSync(text, { level: 9 }).byteLength });

/**
 * Bundles one row in `appDir` (whose node_modules/vitrine is the package) and measures what loads
 * first. Code behind an `import()` (the code editor, the place lookup) stays out of it, as a
 * consumer's bundler splits it off: an app pays for it only when that code runs. It is measured
 * apart, as what the row weighs with it inlined minus what loads first (`lazyJs`).
 */
export async function measureRow(appDir: string, row: SizeRow): Promise<RowSize> {
  const first = await bundleRow(appDir, row, { lazy: 'external' });
  if (!first.loadsLater) return first;
  const whole = await bundleRow(appDir, row, { lazy: 'inlined' });
  const lazyJs = { min: Math.max(0, whole.js.min - first.js.min), gzip: Math.max(0, whole.js.gzip - first.js.gzip) };
  return { ...first, lazyJs };
}

/** Keeps each `import()` an import: its module is not bundled into what loads first. */
const lazyImportsExternal: Plugin = {
  name: 'vitrine-size-lazy-imports-external',
  setup(builder) {
    builder.onResolve({ filter: /.*/ }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined));
  },
};

/** One esbuild bundle of a row, with the `import()`ed modules left out or inlined. */
async function bundleRow(appDir: string, row: SizeRow, { lazy }: { lazy: 'external' | 'inlined' }): Promise<RowSize & { loadsLater: boolean }> {
  const result = await build({
    stdin: { contents: rowSource(row), resolveDir: appDir, sourcefile: 'app.js', loader: 'js' },
    absWorkingDir: appDir,
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    external: EXTERNAL,
    plugins: lazy === 'external' ? [lazyImportsExternal] : [],
    // The package's own dependencies (radix-ui, vanilla-extract) as the app would have them installed.
    nodePaths: [resolve('node_modules')],
    outdir: 'out',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const empty = new Uint8Array();
  const js = result.outputFiles.find((file) => file.path.endsWith('.js'));
  const css = result.outputFiles.find((file) => file.path.endsWith('.css'));
  const output = (file: typeof js) => (file ? result.metafile.outputs[Object.keys(result.metafile.outputs).find((key) => resolve(appDir, key) === file.path) ?? ''] : undefined);
  const meta = (file: typeof js) => output(file)?.inputs ?? {};
  return {
    name: row.name,
    js: sizeOf(js?.contents ?? empty),
    lazyJs: { min: 0, gzip: 0 },
    // An import() the bundle kept (one in code shaken away is gone from the output's imports).
    loadsLater: (output(js)?.imports ?? []).some((imported) => imported.kind === 'dynamic-import'),
    css: sizeOf(css?.contents ?? empty),
    jsParts: parts(meta(js), false),
    cssParts: parts(meta(css), true),
    jsFiles: parts(meta(js), true),
  };
}

/** A consumer's app folder with the package at node_modules/vitrine, its `dist/` built in it or linked to `distDir`. */
export function createAppDir(distDir?: string): { appDir: string; distDir: string; dispose: () => void } {
  const appDir = mkdtempSync(join(tmpdir(), 'vitrine-size-'));
  const packageDir = join(appDir, 'node_modules', 'vitrine');
  mkdirSync(packageDir, { recursive: true });
  writeFileSync(join(packageDir, 'package.json'), JSON.stringify(packageJson));
  if (distDir) symlinkSync(resolve(distDir), join(packageDir, 'dist'), 'dir');
  return { appDir, distDir: join(packageDir, 'dist'), dispose: () => rmSync(appDir, { recursive: true, force: true }) };
}

/** Measures every row, one after the other (deterministic, and kind to a shared machine). */
export async function measureRows(appDir: string, rows: readonly SizeRow[] = ROWS): Promise<RowSize[]> {
  const sizes: RowSize[] = [];
  for (const row of rows) sizes.push(await measureRow(appDir, row));
  return sizes;
}

/** A row's budget: gzip bytes of JS and CSS, and the issue's target beside it (JS gzip bytes). */
export interface Budget {
  jsGzip: number;
  cssGzip: number;
  target?: number;
}

/** The budgets of scripts/size-budgets.json. */
export const BUDGETS: Readonly<Record<string, Budget>> = budgetsFile.budgets;

const kb = (bytes: number) => `${(bytes / 1000).toFixed(2)} KB`;

/** The rows past their budget, one line each; empty when every row fits. Rows without a budget fail too. */
export function overBudget(sizes: readonly RowSize[], budgets: Readonly<Record<string, Budget>> = BUDGETS): string[] {
  const problems: string[] = [];
  for (const size of sizes) {
    const budget = budgets[size.name];
    if (!budget) {
      problems.push(`${size.name}: no budget in scripts/size-budgets.json`);
      continue;
    }
    if (size.js.gzip > budget.jsGzip) problems.push(`${size.name}: JS ${kb(size.js.gzip)} gzip is past its budget of ${kb(budget.jsGzip)}`);
    if (size.css.gzip > budget.cssGzip) problems.push(`${size.name}: CSS ${kb(size.css.gzip)} gzip is past its budget of ${kb(budget.cssGzip)}`);
  }
  return problems;
}

/** The table, as Markdown (it goes in the README as it is printed). KB are 1000 bytes. */
export function formatTable(sizes: readonly RowSize[], budgets: Readonly<Record<string, Budget>> = BUDGETS): string {
  const lines = [
    '| import | JS min | JS gzip | CSS min | CSS gzip | budget JS / CSS gzip | target JS gzip | loaded later (JS gzip) |',
    '|---|--:|--:|--:|--:|--:|--:|--:|',
  ];
  for (const size of sizes) {
    const budget = budgets[size.name];
    lines.push(
      `| ${size.name} | ${kb(size.js.min)} | ${kb(size.js.gzip)} | ${kb(size.css.min)} | ${kb(size.css.gzip)} | ${
        budget ? `${kb(budget.jsGzip)} / ${kb(budget.cssGzip)}` : '—'
      } | ${budget?.target ? kb(budget.target) : '—'} | ${size.lazyJs.min > 0 ? kb(size.lazyJs.gzip) : '—'} |`,
    );
  }
  return lines.join('\n');
}

/** What each row pulls, biggest first (minified bytes, before gzip). */
export function formatParts(sizes: readonly RowSize[], { files = false } = {}): string {
  const list = (map: Map<string, number>) => [...map].map(([name, bytes]) => `${name} ${kb(bytes)}`).join(', ');
  return sizes
    .map((size) =>
      [
        `${size.name}`,
        `  JS:  ${list(size.jsParts)}`,
        `  CSS: ${list(size.cssParts) || 'none'}`,
        ...(files ? [...size.jsFiles].map(([name, bytes]) => `    ${kb(bytes).padStart(9)}  ${name}`) : []),
      ].join('\n'),
    )
    .join('\n');
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const reuse = args.includes('--dist');
  const app = createAppDir(reuse ? 'dist' : undefined);
  try {
    if (!reuse) {
      const { buildModules } = await import('./build.ts');
      await buildModules(app.distDir);
    }
    const sizes = await measureRows(app.appDir);
    console.log(`Sizes (esbuild --bundle --minify, react/react-dom external, gzip -9; KB = 1000 bytes; JS is what loads first, code behind import() is counted apart)${reuse ? ' of dist/' : ''}:\n`);
    console.log(formatTable(sizes));
    console.log('\nWhat each row pulls (minified bytes, biggest first):\n');
    console.log(formatParts(sizes, { files: args.includes('--files') }));
    const problems = overBudget(sizes);
    if (problems.length > 0) {
      console.error(`\nPast budget:\n${problems.join('\n')}`);
      process.exitCode = 1;
    }
  } finally {
    app.dispose();
  }
}
