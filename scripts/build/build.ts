/**
 * `npm run build`: the library in dist/ — ESM modules that keep the source layout (so an app that
 * imports one component bundles only that component), one compiled stylesheet per `.css.ts` file
 * imported by its module, and type declarations. The entry points are those of package.json `exports`.
 */
import { globSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, posix, relative } from 'node:path';
import { rolldown, type OutputChunk } from 'rolldown';
import { vanillaExtractPlugin } from '@vanilla-extract/rollup-plugin';
import { bin, run } from '../runner/run.ts';
import packageJson from '../../package.json' with { type: 'json' };

/**
 * The library's entry points, as in package.json `exports` (`vitrine/<entry>`), and the module each one
 * is, without its extension. The site owner's editors (`vitrine/builder`) live beside the shopper's
 * components and out of their barrel, so that no shopper bundle reaches the editors' libraries (code
 * editor, drag and drop, charts). The mock backend is split as msw is: `vitrine/mocks` (handlers,
 * data, scenarios), `vitrine/mocks/browser` (the service worker), `vitrine/mocks/node` (the Node
 * server), each starter importing only its own half of msw; `vitrine/mocks/data` is the mock shop's
 * data alone, which needs no msw.
 */
export const ENTRY_MODULES: Readonly<Record<string, string>> = {
  logic: 'logic/index',
  api: 'api/index',
  hooks: 'hooks/index',
  components: 'components/index',
  builder: 'components/builder/index',
  template: 'template/index',
  mocks: 'mocks/index',
  'mocks/data': 'mocks/fixtures/index',
  'mocks/browser': 'mocks/browser',
  'mocks/node': 'mocks/node',
};

/** The entry points' names. */
export const ENTRIES = Object.keys(ENTRY_MODULES);

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

/** Compiles the modules and their stylesheets into `outDir`, then the Node copies of those that import a stylesheet. */
export async function buildModules(outDir: string): Promise<void> {
  // vanilla-extract's compiler sets NODE_ENV while it evaluates a stylesheet and, when it was unset,
  // restores it as the text "undefined": every process started after the build would inherit that.
  const nodeEnv = process.env.NODE_ENV;
  try {
    await compileModules(outDir);
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

async function compileModules(outDir: string): Promise<void> {
  const bundle = await rolldown({
    input: {
      ...Object.fromEntries(Object.values(ENTRY_MODULES).map((module) => [module, `${module}.ts`])),
      ...Object.fromEntries(COMPONENT_ENTRIES.map((folder) => [`components/${folder}/index`, `components/${folder}/index.ts`])),
      // The command line of the template engine (package.json `bin`).
      'cli/vitrine-template': 'cli/vitrine-template.ts',
    },
    external: isExternal,
    plugins: [vanillaExtractPlugin(STYLE_OPTIONS)],
    transform: { jsx: 'react-jsx' },
    // One output file per module keeps each module's `'use client'` (a Server Components boundary)
    // where it was; the bundler's warning that a directive may be lost does not apply.
    onLog: (level, log, handle) => {
      if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handle(level, log);
    },
  });
  const { output } = await bundle.write({
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
    // No source maps: the published modules are not minified (one file per source file, its comments
    // kept), so a debugger shows them as they are, and maps would be a sixth of an app's install.
    sourcemap: false,
  });
  await bundle.close();
  writeStylesheet(outDir);
  writeNodeModules(outDir, output.flatMap((file) => (file.type === 'chunk' ? [file] : [])));
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

/** The folder, inside dist/, of the modules plain Node loads (the `node` condition of `exports`). */
export const NODE_FOLDER = 'node';

/** The entry points whose `exports` have a `node` condition: those that reach stylesheets. */
const NODE_ENTRY = /^(components|template|mocks)\//;

/** A stylesheet import as the bundler writes it: a line of its own, `import "./Name.css.ts.vanilla.css";`. */
const STYLESHEET_IMPORT = /^import "[^"]+\.css";$/gm;

/** A relative module specifier in built code (`"../hooks/useCart.js"`). */
const RELATIVE_SPECIFIER = /(["'])(\.{1,2}\/[^"'\n]+?\.js)\1/g;

/**
 * Writes `outDir/node/`: a copy of each built module that reaches a stylesheet (imports one, or
 * imports, even lazily, a module that does), without its stylesheet imports, which plain Node cannot
 * load. Every other module is imported from dist/ itself, so a module that needs no copy (all of
 * logic/, api/, hooks/) is one instance however it is reached, and a provider given by `vitrine/hooks`
 * is the one a component copied here reads. Class names are the same (STYLE_OPTIONS); a server-rendered
 * page links `vitrine/styles.css`.
 */
function writeNodeModules(outDir: string, chunks: readonly OutputChunk[]): void {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  // Every entry point with a `node` condition has its file there, even one that imports no stylesheet.
  const copied = (chunk: OutputChunk) => /^import "[^"]+\.css";$/m.test(chunk.code) || (chunk.isEntry && NODE_ENTRY.test(chunk.fileName));
  const reachesStylesheet = new Set(chunks.filter(copied).map((chunk) => chunk.fileName));
  for (let grew = true; grew; ) {
    grew = false;
    for (const chunk of chunks) {
      if (reachesStylesheet.has(chunk.fileName)) continue;
      if ([...chunk.imports, ...chunk.dynamicImports].some((file) => reachesStylesheet.has(file))) {
        reachesStylesheet.add(chunk.fileName);
        grew = true;
      }
    }
  }
  for (const fileName of reachesStylesheet) {
    const chunk = byFile.get(fileName);
    if (!chunk) continue;
    const target = join(outDir, NODE_FOLDER, fileName);
    const code = chunk.code
      .replace(STYLESHEET_IMPORT, '')
      .replace(RELATIVE_SPECIFIER, (whole, quote: string, specifier: string) => {
        const imported = posix.join(posix.dirname(fileName), specifier);
        if (reachesStylesheet.has(imported) || !byFile.has(imported)) return whole;
        const back = posix.relative(posix.dirname(posix.join(NODE_FOLDER, fileName)), imported);
        return `${quote}${back.startsWith('.') ? back : `./${back}`}${quote}`;
      });
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, code);
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

/** The whole package's `dist/` in `outDir`: the modules, their stylesheets, the Node copies and the type declarations. */
export async function buildPackage(outDir: string): Promise<void> {
  rmSync(outDir, { recursive: true, force: true });
  await buildModules(outDir);
  const code = await run(bin('tsc'), ['-p', 'tsconfig.build.json', '--outDir', outDir]);
  if (code !== 0) throw new Error('Type declarations failed.');
  rewriteDeclarationSpecifiers(outDir);
}

if (import.meta.main) {
  await buildPackage('dist');
  console.log(`Built dist/ (entry points: ${ENTRIES.map((entry) => `vitrine/${entry}`).join(', ')}).`);
}
