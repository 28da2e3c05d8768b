/**
 * The published package: its exports map, the Node copies of the modules that import stylesheets,
 * and the promise that an app importing one component from `vitrine/components` bundles only that
 * component and its stylesheet.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import packageJson from '../../package.json' with { type: 'json' };
import { buildModules, COMPONENT_ENTRIES, ENTRIES, ENTRY_MODULES, NODE_FOLDER, STYLESHEET } from '../build/build.ts';
import { measureRow } from './size.ts';

/** A consuming app's folder with the built library installed as node_modules/vitrine. */
let appDir = '';

beforeAll(async () => {
  appDir = mkdtempSync(join(tmpdir(), 'vitrine-app-'));
  const packageDir = join(appDir, 'node_modules', 'vitrine');
  mkdirSync(packageDir, { recursive: true });
  writeFileSync(join(packageDir, 'package.json'), JSON.stringify(packageJson));
  await buildModules(join(packageDir, 'dist'));
}, 60_000);

afterAll(() => rmSync(appDir, { recursive: true, force: true }));

/** The libraries only the site owner's editors use (`vitrine/builder`); kept as imports in a bundle. */
const EDITOR_LIBRARIES = /^(@codemirror|@lezer|@dnd-kit|@visx|downshift)(\/|$)/;

/** Every package the library imports at run time stays an import: the app installs them itself. */
const PACKAGES = [/^react/, /^@vanilla-extract\/dynamic/, /^@radix-ui\//, /^msw/, EDITOR_LIBRARIES];

/** Bundles a one-line app the way a consuming team's Vite build would; returns its JS and CSS. */
async function bundleApp(source: string): Promise<{ js: string; staticJs: string; css: string }> {
  writeFileSync(join(appDir, 'app.js'), source);
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: appDir,
    build: {
      write: false,
      minify: false,
      lib: { entry: join(appDir, 'app.js'), formats: ['es'], fileName: 'app', cssFileName: 'app' },
      rolldownOptions: { external: PACKAGES },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((entry) => ('output' in entry ? entry.output : []));
  const text = (name: RegExp) =>
    outputs
      .filter((output) => name.test(output.fileName))
      .map((output) => ('code' in output ? output.code : String(output.source)))
      .join('\n');
  // The entry and the chunks it imports statically: what loads before any dynamic import() runs.
  const chunks = new Map(outputs.flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output] as const] : [])));
  const loaded = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || loaded.has(fileName)) return;
    loaded.add(fileName);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
  const staticJs = [...loaded].map((fileName) => chunks.get(fileName)?.code ?? '').join('\n');
  return { js: text(/\.m?js$/), staticJs, css: text(/\.css$/) };
}

/** Links every package the project has installed into the app, as its own install would have them (once). */
function linkDependencies(): void {
  for (const name of readdirSync(join(process.cwd(), 'node_modules'))) {
    const link = join(appDir, 'node_modules', name);
    if (!name.startsWith('.') && name !== 'vitrine' && !existsSync(link)) symlinkSync(join(process.cwd(), 'node_modules', name), link, 'dir');
  }
}

describe('package.json', () => {
  it('exports every entry point with types; those that reach stylesheets have a build for plain Node', () => {
    expect(Object.keys(packageJson.exports).filter((key) => key !== './package.json' && key !== './components/*' && key !== './styles.css')).toEqual(
      ENTRIES.map((entry) => `./${entry}`),
    );
    // A bundler (it sets `module`) gets the modules that import their stylesheets; plain Node, which
    // cannot load CSS, the same modules without those imports. The worker starter is for browsers only.
    const styled = new Set(['components', 'builder', 'template', 'mocks', 'mocks/node']);
    for (const entry of ENTRIES) {
      const module = ENTRY_MODULES[entry];
      expect(packageJson.exports[`./${entry}` as keyof typeof packageJson.exports], entry).toEqual(
        styled.has(entry)
          ? { types: `./dist/${module}.d.ts`, module: `./dist/${module}.js`, node: `./dist/${NODE_FOLDER}/${module}.js`, default: `./dist/${module}.js` }
          : { types: `./dist/${module}.d.ts`, default: `./dist/${module}.js` },
      );
    }
    expect(packageJson.exports['./components/*']).toEqual({
      types: './dist/components/*/index.d.ts',
      module: './dist/components/*/index.js',
      node: `./dist/${NODE_FOLDER}/components/*/index.js`,
      default: './dist/components/*/index.js',
    });
    expect(COMPONENT_ENTRIES).toContain('shopper/ProductPrice');
    expect(COMPONENT_ENTRIES).toContain('theme');
  });

  it('marks only stylesheets as having side effects (a compiled *.css.js only names classes: unused, it goes with its stylesheet)', () => {
    expect(packageJson.sideEffects).toEqual(['**/*.css']);
  });

  it('asks for its dependencies by range, so an app shares its own copies', () => {
    for (const [name, range] of Object.entries({ ...packageJson.dependencies, ...packageJson.peerDependencies })) {
      expect(range, name).toMatch(/^\^\d/);
    }
  });

  it("leaves the editors' libraries and vanilla-extract's compiler to optional peers: a shop installs none of them", () => {
    const optional = Object.entries(packageJson.peerDependenciesMeta)
      .filter(([, meta]) => meta.optional)
      .map(([name]) => name);
    for (const name of Object.keys(packageJson.dependencies)) expect(name, name).not.toMatch(/^(@codemirror|@lezer|@dnd-kit|@visx|@vanilla-extract\/css$)/);
    for (const name of ['@codemirror/view', '@dnd-kit/core', '@visx/shape', '@lezer/highlight', '@vanilla-extract/css', '@radix-ui/react-tabs', 'msw']) {
      expect(optional, name).toContain(name);
      expect(packageJson.devDependencies, name).toHaveProperty(name);
    }
  });
});

describe('the Node copies (dist/node/): what plain Node loads', () => {
  const dist = () => join(appDir, 'node_modules', 'vitrine', 'dist');

  it('exist for every entry point with a node condition, the component folders included', () => {
    for (const target of Object.values(packageJson.exports).flatMap((value) => (typeof value === 'object' && 'node' in value ? [value.node] : []))) {
      if (target.includes('*')) continue;
      expect(existsSync(join(appDir, 'node_modules', 'vitrine', target)), target).toBe(true);
    }
    for (const folder of COMPONENT_ENTRIES) expect(existsSync(join(dist(), NODE_FOLDER, 'components', folder, 'index.js')), folder).toBe(true);
  });

  it('import no stylesheet, and take every module that reaches none from dist/ itself (one instance of each hook)', () => {
    const files = readdirSync(join(dist(), NODE_FOLDER), { recursive: true, encoding: 'utf8' }).filter((entry) => entry.endsWith('.js'));
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const text = readFileSync(join(dist(), NODE_FOLDER, file), 'utf8');
      expect(text, file).not.toMatch(/import\s*["'][^"']*\.css["']/);
    }
    expect(existsSync(join(dist(), NODE_FOLDER, 'hooks'))).toBe(false);
    expect(existsSync(join(dist(), NODE_FOLDER, 'logic'))).toBe(false);
    const indicator = readFileSync(join(dist(), NODE_FOLDER, 'components/shopper/CartIndicator/CartIndicator.js'), 'utf8');
    expect(indicator).toContain('from "../../../../hooks/shopper/useCart.js"');
  });

  it("keep each module's 'use client' (the Server Components boundary), as the browser's modules do", () => {
    for (const tree of ['', NODE_FOLDER]) {
      expect(readFileSync(join(dist(), tree, 'components/shopper/CartIndicator/CartIndicator.js'), 'utf8')).toMatch(/^"use client";\n/);
      expect(readFileSync(join(dist(), tree, 'components/shopper/ProductPrice/ProductPrice.js'), 'utf8')).not.toContain('use client');
    }
  });
});

describe('vitrine/styles.css: the stylesheet a server-rendered page links', () => {
  const dist = () => join(appDir, 'node_modules', 'vitrine', 'dist');
  const sheetsIn = (dir: string) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((entry) => entry.endsWith('.css') && entry !== STYLESHEET);

  it('is exported and holds every component stylesheet once, theme first', () => {
    expect(packageJson.exports['./styles.css']).toBe(`./dist/${STYLESHEET}`);
    const all = readFileSync(join(dist(), STYLESHEET), 'utf8');
    const sheets = sheetsIn(dist()).filter((entry) => !entry.startsWith('node'));
    expect(sheets.length).toBeGreaterThan(20);
    for (const sheet of sheets) {
      const text = readFileSync(join(dist(), sheet), 'utf8').trim();
      expect(all.split(text).length - 1, sheet).toBe(1);
    }
    expect(all.indexOf('components/theme/')).toBeLessThan(all.indexOf('components/shopper/'));
  });

  it('is not in the Node copies, which hold no stylesheet at all', () => {
    const serverFiles = readdirSync(join(dist(), NODE_FOLDER), { recursive: true, encoding: 'utf8' });
    expect(serverFiles.filter((entry) => entry.endsWith('.css'))).toEqual([]);
  });
});

describe('msw', () => {
  it('is an optional peer dependency (only vitrine/mocks needs it), and the project itself develops with it', () => {
    expect(Object.keys(packageJson.dependencies)).not.toContain('msw');
    expect(packageJson.peerDependencies.msw).toBeDefined();
    expect(packageJson.peerDependenciesMeta.msw).toEqual({ optional: true });
    expect(packageJson.devDependencies.msw).toBeDefined();
  });
});

describe('vitrine/template, the react-dom/server bridge: in Node, never in a vitrine/components bundle', () => {
  it('an app importing all of vitrine/components bundles no react-dom/server', async () => {
    const { js } = await bundleApp("import * as components from 'vitrine/components';\nconsole.log(components);\n");
    expect(js).toContain('product-badge');
    // The import itself: a doc comment naming the module (kept by the bundler) is not the module.
    expect(js).not.toMatch(/from ["']react-dom\/server["']|import\(["']react-dom\/server["']\)|require\(["']react-dom\/server["']\)/);
  }, 60_000);

  it('vitrine/template renders a fragment in plain Node (no stylesheet on the server path)', () => {
    linkDependencies();
    const script = [
      "import { createFragmentTemplateEngine } from 'vitrine/template';",
      'const engine = createFragmentTemplateEngine();',
      "const item = { id: 't', structuredContent: { productType: 1, variants: [{ sku: 'T', priceMoney: { value: 4200, currency: 'USD' }, onSale: false, qtyInStock: 2, unlimited: false }] } };",
      "process.stdout.write(engine.renderTemplate('{item|product-price}', { item }).html);",
    ].join('\n');
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: appDir, encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('data-vitrine="product-price"');
    expect(result.stdout).toContain('$42.00');
  });

  it('vitrine/mocks answers a quick view in plain Node (rendered with the template engine, no stylesheet loaded)', () => {
    linkDependencies();
    const script = [
      "import { createMockServer } from 'vitrine/mocks/node';",
      'const server = await createMockServer();',
      'server.listen();',
      "const answer = await fetch('http://shop.test/api/rendering/product-quick-view/prod-linen-shirt');",
      'const body = await answer.json();',
      'server.close();',
      'process.stdout.write(`${answer.status} ${body.html}`);',
    ].join('\n');
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: appDir, encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^200 /);
    expect(result.stdout).toContain('data-vitrine-fragment="add-to-cart-btn"');
  });

  it('vitrine/template is where it lives (so the check above can fail)', async () => {
    const { js } = await bundleApp("import { createFragmentTemplateEngine } from 'vitrine/template';\nconsole.log(createFragmentTemplateEngine);\n");
    expect(js).toMatch(/from ["']react-dom\/server["']/);
  }, 60_000);
});

describe("the editors' libraries: only in vitrine/builder", () => {
  it('an app importing all of vitrine/components bundles none of them (the address lookup only in a dynamically imported chunk)', async () => {
    const { js, staticJs } = await bundleApp("import * as components from 'vitrine/components';\nconsole.log(components);\n");
    expect(staticJs).toContain('product-badge');
    expect(staticJs).not.toMatch(/from ["'](@codemirror|@lezer|@dnd-kit|@visx|downshift)/);
    // Whatever the chunks loaded later hold, never the code editor, drag and drop or charts.
    expect(js).not.toMatch(/from ["'](@codemirror|@lezer|@dnd-kit|@visx)/);
  }, 60_000);

  it('vitrine/builder does import them (so the check above can fail)', async () => {
    const { js } = await bundleApp("import * as builder from 'vitrine/builder';\nconsole.log(builder);\n");
    for (const library of ['@codemirror/view', '@dnd-kit/core', '@visx/shape']) expect(js).toContain(library);
  }, 60_000);

  it('a static import of the combobox lands in what loads first (so the dynamic-chunk allowance can fail)', async () => {
    const { staticJs } = await bundleApp("import { useCombobox } from 'downshift';\nconsole.log(useCombobox);\n");
    expect(staticJs).toMatch(/from ["']downshift/);
  }, 60_000);
});

describe('tree shaking', () => {
  it('an app importing ProductBadge gets neither ProductPrice nor its stylesheet', async () => {
    const { js, css } = await bundleApp("import { ProductBadge } from 'vitrine/components';\nconsole.log(ProductBadge);\n");
    expect(js).toContain('product-badge');
    expect(js).not.toContain('product-price');
    expect(css).toContain('text-transform: uppercase');
    expect(css).not.toContain('line-through');
  }, 60_000);

  it('an app importing ProductPrice gets its stylesheet', async () => {
    const { js, css } = await bundleApp("import { ProductPrice } from 'vitrine/components';\nconsole.log(ProductPrice);\n");
    expect(js).toContain('product-price');
    expect(css).toContain('line-through');
  }, 60_000);
});

/** The bytes of the built stylesheets of these source folders (`components/shopper/ProductPrice`…). */
function stylesheetBytes(...files: string[]): number {
  return files.reduce((sum, file) => sum + readFileSync(join(appDir, 'node_modules', 'vitrine', 'dist', `${file}.css.ts.vanilla.css`)).byteLength, 0);
}

describe('stylesheets: one component brings only its own (and those of what it renders)', () => {
  const productPriceSheets = ['components/shopper/ProductPrice/ProductPrice', 'components/shopper/ProductBadge/ProductBadge', 'components/theme/utilities'];

  it('Vite: ProductPrice through vitrine/components brings its own, its badge\'s and the shared utilities, no other', async () => {
    const { css } = await bundleApp("import { ProductPrice } from 'vitrine/components';\nconsole.log(ProductPrice);\n");
    const own = stylesheetBytes(...productPriceSheets);
    // Vite reprints the rules (whitespace), hence the band; another component's sheet is ≥ 0.14 KB.
    expect(css.length).toBeGreaterThan(own * 0.8);
    expect(css.length).toBeLessThan(own * 1.1);
  }, 60_000);

  it('Vite: all of vitrine/components brings every stylesheet (so the check above can fail)', async () => {
    const { css } = await bundleApp("import * as components from 'vitrine/components';\nconsole.log(components);\n");
    expect(css.length).toBeGreaterThan(stylesheetBytes(...productPriceSheets) * 10);
  }, 60_000);

  it('esbuild: ProductPrice through its own entry point brings exactly those stylesheets', async () => {
    const size = await measureRow(appDir, { name: 'ProductPrice', imports: { 'vitrine/components/shopper/ProductPrice': ['ProductPrice'] } });
    expect([...size.cssParts.keys()].sort()).toEqual(productPriceSheets.map((file) => `vitrine/${file}.css`).sort());
  });

  it('esbuild: ProductPrice through the barrel brings every stylesheet (esbuild keeps the CSS of modules it shakes away)', async () => {
    const size = await measureRow(appDir, { name: 'ProductPrice', imports: { 'vitrine/components': ['ProductPrice'] } });
    expect(size.cssParts.size).toBeGreaterThan(20);
  });
});
