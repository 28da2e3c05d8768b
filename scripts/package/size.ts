/**
 * `npm run size`: what an app pays for Vitrine, measured the way a team imports it: named imports
 * through the entry points the README tells users to use (`vitrine/components`, `vitrine/hooks`), of
 * the built package through its `exports` and `sideEffects`; minified, React and react-dom external,
 * gzip -9 (node:zlib level 9), KB = 1000 bytes.
 * - JS: esbuild. What loads first; code behind an `import()` is split off by every app bundler
 *   (esbuild with --splitting, Vite, webpack, Next) and counted apart as "loaded later".
 * - CSS: a Vite build of the same import (rolldown), the stylesheets an app gets: those of the
 *   modules it uses. esbuild keeps the stylesheet of every module it reaches, used or not (its linker
 *   collects the CSS of each file on an import path before shaking code away), so through a barrel
 *   it brings them all; that column is printed too.
 * Then what each row pulls, biggest first (esbuild's metafile); then, unless `--no-anchor`, the same
 * rows of the anchor, @shopify/hydrogen-react (installed from the registry into a temp folder, never a
 * dependency of the project), and what a shop-only app's `node_modules` grows by when it installs the
 * packed package, beside the anchor's.
 *
 *   npm run size                 builds the modules into a temp folder, then measures
 *   npm run size -- --dist       measures the dist/ already built (`npm run build`)
 *   npm run size -- --files      lists each row's files too, biggest first
 *   npm run size -- --no-anchor  leaves out the anchor and the installs (no registry needed)
 *
 * The budgets are in scripts/package/size-budgets.json; `scripts/package/size.test.ts` checks them in `npm test`.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Metafile, type Plugin } from 'esbuild';
import { build as viteBuild } from 'vite';
import packageJson from '../../package.json' with { type: 'json' };
import { BUILDER_ONLY_PACKAGES, installGrowth, npmInstall, packPackage, REACT_SPECS, type InstallGrowth } from '../build/pack.ts';
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
  // The same through each component's own entry point: the barrel must cost what these cost
  // (size.test.ts holds each barrel row within 5% of its own-entry row).
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
  /** What the row imports (entry point → names). */
  imports?: SizeRow['imports'];
  /** What loads first: the entry and its static imports. */
  js: Bytes;
  /** Code split behind `import()`, loaded only when it runs (not in the budget). */
  lazyJs: Bytes;
  /** The stylesheets a Vite app gets for the row: those of the modules it uses. */
  css: Bytes;
  /** The stylesheets an esbuild app gets: those of every module reached, used or not. */
  esbuildCss: Bytes;
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
export async function measureRow(appDir: string, row: SizeRow, { css: withCss = true } = {}): Promise<RowSize> {
  const first = await bundleRow(appDir, row, { lazy: 'external' });
  const css = withCss ? await viteCss(appDir, row) : first.css;
  if (!first.loadsLater) return { ...first, css };
  const whole = await bundleRow(appDir, row, { lazy: 'inlined' });
  const lazyJs = { min: Math.max(0, whole.js.min - first.js.min), gzip: Math.max(0, whole.js.gzip - first.js.gzip) };
  return { ...first, css, lazyJs };
}

/**
 * The CSS of a Vite production build of the row (a library build of the app's one module): the
 * stylesheets of the modules it keeps. Packages other than Vitrine stay imports; none has a stylesheet.
 */
async function viteCss(appDir: string, row: SizeRow): Promise<Bytes> {
  const entry = join(appDir, `vite-${row.name.replace(/[^a-z0-9]+/gi, '-')}.js`);
  writeFileSync(entry, rowSource(row));
  const result = await viteBuild({
    configFile: false,
    logLevel: 'silent',
    root: appDir,
    build: {
      write: false,
      minify: true,
      lib: { entry, formats: ['es'], fileName: 'app', cssFileName: 'app' },
      rolldownOptions: { external: (id: string) => !/^(\.|\/|vitrine(\/|$)|\0)/.test(id) },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((entry) => ('output' in entry ? entry.output : []));
  const css = outputs
    .filter((output) => output.fileName.endsWith('.css') && output.type === 'asset')
    .map((output) => ('source' in output ? String(output.source) : ''))
    .join('\n');
  return sizeOf(new TextEncoder().encode(css));
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
    imports: row.imports,
    js: sizeOf(js?.contents ?? empty),
    lazyJs: { min: 0, gzip: 0 },
    // An import() the bundle kept (one in code shaken away is gone from the output's imports).
    loadsLater: (output(js)?.imports ?? []).some((imported) => imported.kind === 'dynamic-import'),
    css: { min: 0, gzip: 0 },
    esbuildCss: sizeOf(css?.contents ?? empty),
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
export async function measureRows(appDir: string, rows: readonly SizeRow[] = ROWS, options: { css?: boolean } = {}): Promise<RowSize[]> {
  const sizes: RowSize[] = [];
  for (const row of rows) sizes.push(await measureRow(appDir, row, options));
  return sizes;
}

/** A row's budget: gzip bytes of JS and CSS, and the issue's target beside it (JS gzip bytes). */
export interface Budget {
  jsGzip: number;
  cssGzip: number;
  target?: number;
}

/** The budgets of scripts/package/size-budgets.json. */
export const BUDGETS: Readonly<Record<string, Budget>> = budgetsFile.budgets;

const kb = (bytes: number) => `${(bytes / 1000).toFixed(2)} KB`;

/** The rows past their budget, one line each; empty when every row fits. Rows without a budget fail too. */
export function overBudget(sizes: readonly RowSize[], budgets: Readonly<Record<string, Budget>> = BUDGETS): string[] {
  const problems: string[] = [];
  for (const size of sizes) {
    const budget = budgets[size.name];
    if (!budget) {
      problems.push(`${size.name}: no budget in scripts/package/size-budgets.json`);
      continue;
    }
    if (size.js.gzip > budget.jsGzip) problems.push(`${size.name}: JS ${kb(size.js.gzip)} gzip is past its budget of ${kb(budget.jsGzip)}`);
    if (size.css.gzip > budget.cssGzip) problems.push(`${size.name}: CSS ${kb(size.css.gzip)} gzip is past its budget of ${kb(budget.cssGzip)}`);
  }
  return problems;
}

/** The table, as Markdown (npm run docs:performance copies it into docs/performance.md as it is printed). KB are 1000 bytes. */
export function formatTable(sizes: readonly RowSize[], budgets: Readonly<Record<string, Budget>> = BUDGETS): string {
  const lines = [
    '| import | JS gzip | loaded later | CSS gzip (Vite) | CSS gzip (esbuild) | budget JS / CSS | target JS |',
    '|---|--:|--:|--:|--:|--:|--:|',
  ];
  for (const size of sizes) {
    const budget = budgets[size.name];
    lines.push(
      `| ${size.name} | ${kb(size.js.gzip)} | ${size.lazyJs.min > 0 ? kb(size.lazyJs.gzip) : '—'} | ${kb(size.css.gzip)} | ${kb(size.esbuildCss.gzip)} | ${
        budget ? `${kb(budget.jsGzip)} / ${kb(budget.cssGzip)}` : '—'
      } | ${budget?.target ? kb(budget.target) : '—'} |`,
    );
  }
  return lines.join('\n');
}

/** The anchor's rows: the same kinds of import from @shopify/hydrogen-react (its quantity, product and shop providers stand for the card set's picker, quantity and cart). */
const ANCHOR = { name: '@shopify/hydrogen-react', version: '2026.4.4' };
const ANCHOR_ROWS: readonly SizeRow[] = [
  { name: 'ProductPrice', imports: { [ANCHOR.name]: ['ProductPrice'] } },
  { name: 'AddToCartButton', imports: { [ANCHOR.name]: ['AddToCartButton'] } },
  {
    name: 'card set',
    imports: {
      [ANCHOR.name]: ['ProductPrice', 'AddToCartButton', 'CartProvider', 'ProductProvider', 'ShopifyProvider', 'CartLineQuantity', 'CartLineQuantityAdjustButton'],
    },
  },
];

/** What an install added, as a line of the installs table. */
function installLine(name: string, growth: InstallGrowth): string {
  const builderOnly = growth.packages.filter((path) => BUILDER_ONLY_PACKAGES.test(path.split('/node_modules/').pop() ?? path));
  return `| ${name} | ${(growth.diskBytes / 1e6).toFixed(1)} MB | ${growth.packages.length} | ${builderOnly.length > 0 ? builderOnly.join(', ') : 'none'} |`;
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

/** Measures the anchor's rows in a fresh app with it installed from the registry. */
async function measureAnchor(workDir: string): Promise<RowSize[]> {
  const appDir = join(workDir, 'anchor-bundles');
  await npmInstall(appDir, [...REACT_SPECS, `${ANCHOR.name}@${ANCHOR.version}`]);
  return measureRows(appDir, ANCHOR_ROWS, { css: false });
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const reuse = args.includes('--dist');
  const app = createAppDir(reuse ? 'dist' : undefined);
  const workDir = mkdtempSync(join(tmpdir(), 'vitrine-size-work-'));
  try {
    if (!reuse) {
      const { buildModules } = await import('../build/build.ts');
      await buildModules(app.distDir);
    }
    const sizes = await measureRows(app.appDir);
    console.log(`Sizes (through the entry points; JS: esbuild --bundle --minify --splitting, react/react-dom external; CSS: a Vite build; gzip -9; KB = 1000 bytes)${reuse ? ' of dist/' : ''}:\n`);
    console.log(formatTable(sizes));
    console.log('\nWhat each row pulls (minified bytes, biggest first):\n');
    console.log(formatParts(sizes, { files: args.includes('--files') }));
    if (!args.includes('--no-anchor')) {
      const anchor = await measureAnchor(workDir);
      console.log(`\nThe anchor, ${ANCHOR.name} ${ANCHOR.version}, measured the same way (it ships no CSS):\n`);
      console.log(['| import | JS gzip |', '|---|--:|', ...anchor.map((size) => `| ${size.name}: ${Object.values(size.imports ?? {}).flat().join(', ')} | ${kb(size.js.gzip)} |`)].join('\n'));
      console.log('\nWhat a fresh app with React installed grows by (`npm install`; disk as du counts it; package folders with nested ones):\n');
      const tarball = await packPackage(join(workDir, 'pack'));
      const vitrine = await installGrowth(join(workDir, 'shop'), [tarball]);
      const hydrogen = await installGrowth(join(workDir, 'anchor'), [`${ANCHOR.name}@${ANCHOR.version}`]);
      console.log(['| install | node_modules grows by | package folders added | builder-only packages |', '|---|--:|--:|---|', installLine('vitrine (a shop: no optional peer)', vitrine), installLine(`${ANCHOR.name} ${ANCHOR.version}`, hydrogen)].join('\n'));
    }
    const problems = overBudget(sizes);
    if (problems.length > 0) {
      console.error(`\nPast budget:\n${problems.join('\n')}`);
      process.exitCode = 1;
    }
  } finally {
    app.dispose();
    rmSync(workDir, { recursive: true, force: true });
  }
}
