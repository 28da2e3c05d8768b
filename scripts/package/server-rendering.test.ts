/**
 * Server rendering in plain Node, against the built package: a consuming app's folder
 * with the library built into node_modules/vitrine, where plain `node` (no bundler, no loader)
 * renders every fragment formatter, runs the CLI with `--fragments`, and runs the example
 * server (examples/server-rendering/) and fetches its page.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };
import { buildModules, STYLESHEET } from '../build/build.ts';

let appDir = '';
const example = join(process.cwd(), 'examples', 'server-rendering');

beforeAll(async () => {
  appDir = mkdtempSync(join(tmpdir(), 'vitrine-server-'));
  const packageDir = join(appDir, 'node_modules', 'vitrine');
  mkdirSync(packageDir, { recursive: true });
  writeFileSync(join(packageDir, 'package.json'), JSON.stringify(packageJson));
  await buildModules(join(packageDir, 'dist'));
  // The packages the server path imports, as an app's install would have them.
  for (const name of readdirSync(join(process.cwd(), 'node_modules'))) {
    const link = join(appDir, 'node_modules', name);
    if (!name.startsWith('.') && name !== 'vitrine' && !existsSync(link)) symlinkSync(join(process.cwd(), 'node_modules', name), link, 'dir');
  }
  cpSync(example, join(appDir, 'example'), { recursive: true });
}, 120_000);

afterAll(() => rmSync(appDir, { recursive: true, force: true }));

/** Runs an ES module script with plain Node in the app's folder. */
function node(script: string, args: readonly string[] = []) {
  return spawnSync(process.execPath, ['--input-type=module', '-e', script, ...args], { cwd: appDir, encoding: 'utf8' });
}

describe('plain Node renders from the built dist/', () => {
  it('every fragment formatter (FRAGMENT_RENDERERS) gives markup with its data-vitrine marker and no error', () => {
    const script = [
      "import { createFragmentTemplateEngine, FRAGMENT_RENDERERS } from 'vitrine/template';",
      "import { FRAGMENT_SAMPLES } from './example/fragmentSamples.mjs';",
      'const engine = createFragmentTemplateEngine();',
      'const results = {};',
      'for (const name of Object.keys(FRAGMENT_RENDERERS)) {',
      '  const { html, errors } = engine.renderTemplate(`{item|${name}}`, FRAGMENT_SAMPLES[name] ?? {});',
      '  results[name] = { html, errors: errors.map((error) => error.message), sampled: name in FRAGMENT_SAMPLES };',
      '}',
      'process.stdout.write(JSON.stringify(results));',
    ].join('\n');
    const run = node(script);
    expect(run.stderr).toBe('');
    const results = JSON.parse(run.stdout) as Record<string, { html: string; errors: string[]; sampled: boolean }>;
    // The product, social, image and media fragments at least: the list grows as components land.
    expect(Object.keys(results).length).toBeGreaterThanOrEqual(21);
    for (const [name, { html, errors, sampled }] of Object.entries(results)) {
      expect(sampled, `${name} has a sample in examples/server-rendering/fragmentSamples.mjs`).toBe(true);
      expect(errors, name).toEqual([]);
      expect(html, name).toMatch(/^<[a-z][^>]* data-vitrine="[a-z-]+"|^<[a-z]+[^>]*>[\s\S]*data-vitrine="[a-z-]+"/);
    }
  });

  it('the built CLI renders fragment formatters with --fragments, and not without it', () => {
    writeFileSync(join(appDir, 'page.html'), '<main>{item|product-price}</main>');
    writeFileSync(join(appDir, 'context.json'), readFileSync(join(example, 'product.json'), 'utf8'));
    const cli = join(appDir, 'node_modules', 'vitrine', packageJson.bin['vitrine-template']);
    const withFragments = spawnSync(process.execPath, [cli, 'render', 'page.html', '--json', 'context.json', '--fragments'], { cwd: appDir, encoding: 'utf8' });
    expect(withFragments.stderr).toBe('');
    expect(withFragments.status).toBe(0);
    expect(withFragments.stdout).toMatch(/^<main><div data-vitrine="product-price"[^]*\$29\.00[^]*<\/main>$/);
    const without = spawnSync(process.execPath, [cli, 'render', 'page.html', '--json', 'context.json'], { cwd: appDir, encoding: 'utf8' });
    expect(without.status).toBe(1);
    expect(without.stderr).toContain("Formatter 'product-price' is unknown.");
  });

  it("the example server (examples/server-rendering) renders the product page in plain Node and serves the stylesheet it links", () => {
    const script = [
      "import { start } from './example/server.mjs';",
      'const server = await start(0);',
      'const base = `http://localhost:${server.address().port}`;',
      "const page = await fetch(`${base}/`);",
      "const css = await fetch(`${base}/vitrine/styles.css`);",
      'const out = { status: page.status, type: page.headers.get("content-type"), html: await page.text(), cssType: css.headers.get("content-type"), css: await css.text() };',
      'server.close();',
      'process.stdout.write(JSON.stringify(out));',
    ].join('\n');
    const run = node(script);
    expect(run.stderr).toBe('');
    const out = JSON.parse(run.stdout) as { status: number; type: string; html: string; cssType: string; css: string };
    expect(out.status).toBe(200);
    expect(out.type).toBe('text/html; charset=utf-8');
    expect(out.html).toContain('<link rel="stylesheet" href="/vitrine/styles.css">');
    expect(out.html).toMatch(/<div id="price"><div data-vitrine="product-price"[^>]*>.*from \$29\.00/);
    expect(out.html).toContain('data-vitrine="add-to-cart-button"');
    expect(out.html).toContain('<li>T-S: $42.00</li>');
    // The page data for the hydration bundle, escaped for a script element.
    expect(out.html).toContain('<script type="application/json" id="page-data">{"item":{"id":"tote"');
    expect(out.cssType).toBe('text/css; charset=utf-8');
    expect(out.css).toBe(readFileSync(join(appDir, 'node_modules', 'vitrine', 'dist', STYLESHEET), 'utf8'));
    // Class names in the markup are the stylesheet's (stable across builds: STYLE_OPTIONS).
    const className = /class="(vt-[a-z0-9]+)/.exec(out.html)?.[1] ?? 'none';
    expect(out.css).toContain(`.${className}`);
  });
});
