/**
 * `npm run build`: the library in dist/ — ESM modules that keep the source layout (so an app that
 * imports one component bundles only that component), one compiled stylesheet per `.css.ts` file
 * imported by its module, and type declarations. The entry points are those of package.json `exports`.
 */
import { globSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { rolldown } from 'rolldown';
import { vanillaExtractPlugin } from '@vanilla-extract/rollup-plugin';
import { bin, run } from './run.ts';
import packageJson from '../package.json' with { type: 'json' };

/** The library's entry points, as in package.json `exports` (`vitrine/<entry>`). */
export const ENTRIES = ['logic', 'api', 'hooks', 'components', 'builder', 'template', 'mocks'];

/**
 * The folder an entry point's `index.ts` is in: its own name, but the site owner's editors
 * (`vitrine/builder`) live beside the shopper's components and out of their barrel, so that no
 * shopper bundle reaches the editors' libraries (code editor, drag and drop, charts).
 */
export function entryFolder(entry: string): string {
  return entry === 'builder' ? 'components/builder' : entry;
}

/**
 * One entry point per component folder (`vitrine/components/shopper/ProductPrice`, the theme as
 * `vitrine/components/theme`): a bundler that keeps the stylesheet of every module it reaches, as
 * esbuild does even for modules it shakes away, gets only this component's through one of these.
 */
export const COMPONENT_ENTRIES = globSync('components/{theme,*/*}/index.ts')
  .map((file) => file.replaceAll('\\', '/').replace(/^components\/(.+)\/index\.ts$/, '$1'))
  .sort();

const externalPackages = [...Object.keys(packageJson.dependencies), ...Object.keys(packageJson.peerDependencies)];

/** True for a bare import of a dependency (or a Node builtin): those stay imports in the output. */
function isExternal(id: string): boolean {
  if (id.startsWith('node:') || builtinModules.includes(id)) return true;
  // The package importing itself (the CLI's `--fragments` loads vitrine/template): left to Node's resolution.
  if (id === packageJson.name || id.startsWith(`${packageJson.name}/`)) return true;
  return externalPackages.some((name) => id === name || id.startsWith(`${name}/`));
}

/** Compiles the modules and their stylesheets into `outDir`. */
export async function buildModules(outDir: string): Promise<void> {
  const bundle = await rolldown({
    input: {
      ...Object.fromEntries(ENTRIES.map((entry) => [`${entryFolder(entry)}/index`, `${entryFolder(entry)}/index.ts`])),
      ...Object.fromEntries(COMPONENT_ENTRIES.map((folder) => [`components/${folder}/index`, `components/${folder}/index.ts`])),
      // The command line of the template engine (package.json `bin`).
      'cli/vitrine-template': 'cli/vitrine-template.ts',
    },
    external: isExternal,
    plugins: [vanillaExtractPlugin(STYLE_OPTIONS)],
    transform: { jsx: 'react-jsx' },
  });
  await bundle.write({
    dir: outDir,
    format: 'esm',
    preserveModules: true,
    preserveModulesRoot: '.',
    entryFileNames: '[name].js',
    // Each stylesheet sits next to the module that imports it, at its source path.
    assetFileNames: (asset) => {
      const source = asset.originalFileNames[0];
      return source ? relative(process.cwd(), source) : 'assets/[name][extname]';
    },
    sourcemap: true,
  });
  await bundle.close();
  writeStylesheet(outDir);
  await buildServerModules(join(outDir, 'node'));
}

/** The one stylesheet a server-rendered page links (`vitrine/styles.css`, at the root of dist/). */
export const STYLESHEET = 'styles.css';

/** Theme first (its variables and base rules), then every other stylesheet by path. */
function stylesheetRank(path: string): number {
  return path.startsWith('components/theme/') ? 0 : 1;
}

/**
 * Writes {@link STYLESHEET}: every component's compiled stylesheet in `outDir`, concatenated in a
 * stable order (theme first, then by path in code-point order), each under a comment naming its
 * source. A page rendered on a server links it; no module imports it, so Node never loads CSS.
 */
function writeStylesheet(outDir: string): void {
  const sheets = readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .map((entry) => entry.replaceAll('\\', '/'))
    .filter((entry) => entry.endsWith('.css') && entry !== STYLESHEET && !entry.startsWith('node/'))
    .sort((a, b) => stylesheetRank(a) - stylesheetRank(b) || (a < b ? -1 : a > b ? 1 : 0));
  const text = sheets.map((entry) => `/* ${entry} */\n${readFileSync(join(outDir, entry), 'utf8').trimEnd()}\n`).join('\n');
  writeFileSync(join(outDir, STYLESHEET), text);
}

/** The same class names in every build. */
const STYLE_OPTIONS = { identifiers: ({ hash, debugId }: { hash: string; debugId?: string }) => `vt${debugId ? `-${debugId}` : ''}-${hash}` };

/**
 * `vitrine/template` and `vitrine/mocks` for Node (the `node` condition of their exports): the same
 * modules and class names without their stylesheet imports, which Node cannot load; the server path
 * renders markup only (the mock backend renders a quick view with the template engine).
 */
async function buildServerModules(outDir: string): Promise<void> {
  const bundle = await rolldown({
    input: { 'template/index': 'template/index.ts', 'mocks/index': 'mocks/index.ts' },
    external: isExternal,
    plugins: [
      vanillaExtractPlugin(STYLE_OPTIONS),
      { name: 'vitrine-no-stylesheet-imports', renderChunk: (code) => ({ code: code.replace(/^import "[^"]*\.css";\n/gm, ''), map: null }) },
    ],
    transform: { jsx: 'react-jsx' },
  });
  await bundle.write({ dir: outDir, format: 'esm', preserveModules: true, preserveModulesRoot: '.', entryFileNames: '[name].js' });
  await bundle.close();
  for (const entry of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
    if (entry.endsWith('.css')) rmSync(join(outDir, entry));
  }
}

/** Declarations keep the source's `.ts` specifiers; the published files are `.js`. */
function rewriteDeclarationSpecifiers(outDir: string): void {
  for (const entry of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.d.ts')) continue;
    const file = join(outDir, entry);
    const text = readFileSync(file, 'utf8');
    const fixed = text.replace(/(from\s+|import\()(['"])(\.{1,2}\/[^'"]+?)\.tsx?\2/g, '$1$2$3.js$2');
    if (fixed !== text) writeFileSync(file, fixed);
  }
}

if (import.meta.main) {
  rmSync('dist', { recursive: true, force: true });
  await buildModules('dist');
  const code = await run(bin('tsc'), ['-p', 'tsconfig.build.json']);
  if (code !== 0) {
    console.error('Type declarations failed.');
    process.exit(code);
  }
  rewriteDeclarationSpecifiers('dist');
  console.log(`Built dist/ (entry points: ${ENTRIES.map((entry) => `vitrine/${entry}`).join(', ')}).`);
}
