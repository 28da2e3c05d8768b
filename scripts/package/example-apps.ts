/**
 * The example apps (examples/vite-spa, examples/react-router, examples/next-app) as a team would run
 * them, against the packed package: each is copied to a folder of its own, its `vitrine` dependency
 * pointed at the tarball, installed (`npm install --prefer-offline`; the three at once), built with
 * its own `build` script, and started with its own `start` script on a free port. Then, in Chromium:
 *   - the products render: every product's title and price; for the server-rendered apps they are in
 *     the HTML the server sent, before any script runs;
 *   - their pictures load (`naturalWidth > 0`, lazy ones too);
 *   - one product added to the cart shows in the cart indicator;
 *   - the page logged no console error or warning, no uncaught error and no hydration mismatch
 *     (React reports a mismatch on the console).
 * Next.js also: Turbopack bundled vitrine's `module` build on its server layers (never `dist/node`),
 * ProductPrice, a Server Component there, ships none of its code to the browser, and the page's CSS
 * holds ProductPrice's rules but none of GalleryBlock's, which the page does not use.
 * Each check prints one line; the install, build and check times print per app.
 *
 *   node scripts/package/example-apps.ts [tarball]     (without a tarball: builds and packs the package first)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, globSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright';
import { canvasTote, imagedCatalogue } from '../../mocks/fixtures/index.ts';
import { CHROMIUM_ARGS, findChromium, NO_CHROMIUM_MESSAGE } from '../visual/chromium.ts';
import { npmInstall, packPackage } from '../build/pack.ts';
import { formatTally, type Tally } from '../runner/run.ts';

const EXAMPLES_DIR = fileURLToPath(new URL('../../examples/', import.meta.url));

interface Example {
  /** Its folder in examples/. */
  name: string;
  /** How it is named in the output, when it is built another way than its `build` script's default. */
  label?: string;
  /** Arguments to its `build` script (Next.js's `--webpack`). */
  buildArgs?: readonly string[];
  /** The products are in the server's HTML. */
  serverRendered: boolean;
  /** What `npm run start` is given to listen on `port` (besides `PORT` in its environment, which Next and React Router read). */
  startArgs: (port: number) => string[];
  /** Checks of this app alone, on its built folder and its open page: their names, and the checks. */
  extra?: { names: readonly string[]; run: (appDir: string, page: Page) => Promise<Check[]> };
}

/** A check's outcome: what it checks, and why it failed (null when it passed). */
interface Check {
  name: string;
  failure: string | null;
}

const NEXT_CHECKS = [
  "Turbopack bundles vitrine's module build on the server (not dist/node)",
  'ProductPrice ships no JS to the browser',
  "the page's CSS has ProductPrice's rules and not GalleryBlock's",
] as const;

/** Next.js built with webpack, as it still can be (`next build --webpack`): the same page, the same promises. */
const NEXT_WEBPACK_CHECKS = NEXT_CHECKS.slice(1);

const EXAMPLES: readonly Example[] = [
  { name: 'vite-spa', serverRendered: false, startArgs: (port) => ['--port', String(port), '--strictPort'] },
  { name: 'react-router', serverRendered: true, startArgs: () => [] },
  {
    name: 'next-app',
    serverRendered: true,
    startArgs: (port) => ['-p', String(port)],
    extra: { names: NEXT_CHECKS, run: nextChecks },
  },
  {
    name: 'next-app',
    label: 'next-app (webpack)',
    buildArgs: ['--webpack'],
    serverRendered: true,
    startArgs: (port) => ['-p', String(port)],
    extra: { names: NEXT_WEBPACK_CHECKS, run: async (appDir, page) => (await nextChecks(appDir, page)).slice(1) },
  },
];

/** The checks each app gets, in order: the ones not reached after a failed step count as skipped. */
const COMMON_CHECKS = ['installs', 'builds', 'starts', 'products render', 'pictures load', 'add to cart', 'no console error or warning'];

/** Build output and caches never copied from the example's folder (a person may have run it there). */
const NOT_COPIED = /(^|\/)(node_modules|dist|build|\.next|\.react-router)(\/|$)/;

const PRICE_SELECTOR = '[data-vitrine="product-price"]';
const INDICATOR_SELECTOR = '[data-vitrine="cart-indicator"]';

/**
 * The environment of the apps' npm scripts: this process's, but NODE_ENV left to each tool (a build
 * sets production itself; packPackage's vanilla-extract compiler leaves the text 'undefined' in it,
 * which would make a build bundle React's development build) and Next.js's telemetry off (it would
 * try a service this network does not reach).
 */
const appEnv = (): NodeJS.ProcessEnv => ({ ...process.env, NODE_ENV: undefined, NEXT_TELEMETRY_DISABLED: '1' });

/** What a page may take for one state (the first render, a picture, the add): a hang, not a slow machine. */
const STATE_LIMIT_MS = 60_000;

/** A free TCP port on this machine. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

/** `npm run build` in the app, with {@link appEnv}; resolves to its exit code and output. */
function npmRunBuild(appDir: string, args: readonly string[] = []): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const child = spawn('npm', ['run', 'build', ...(args.length > 0 ? ['--', ...args] : [])], { cwd: appDir, env: appEnv() });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => done({ code: 1, output: error.message }));
    child.on('exit', (code) => done({ code: code ?? 1, output }));
  });
}

/** A running `npm run start`, its output kept for a failure message. */
interface Server {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(appDir: string, example: Example, port: number): Server {
  // Its own process group, so stopping it stops npm's shell and the server under it.
  const child = spawn('npm', ['run', 'start', '--', ...example.startArgs(port)], {
    cwd: appDir,
    env: { ...appEnv(), PORT: String(port) },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => {
    child.on('exit', (code) => done(code));
    child.on('error', () => done(1));
  });
  return { child, output: () => output, exited };
}

async function stopServer(server: Server): Promise<void> {
  if (server.child.pid === undefined || server.child.exitCode !== null) return;
  try {
    process.kill(-server.child.pid, 'SIGTERM');
  } catch {
    return; // Already gone.
  }
  const killed = setTimeout(() => {
    try {
      if (server.child.pid !== undefined) process.kill(-server.child.pid, 'SIGKILL');
    } catch {
      // Gone meanwhile.
    }
  }, 5_000);
  await server.exited;
  clearTimeout(killed);
}

/** Resolves once the server answers `url`; rejects if it exits first or never answers. */
async function serverReady(server: Server, url: string): Promise<void> {
  const deadline = Date.now() + STATE_LIMIT_MS;
  let exited = false;
  void server.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the server exited:\n${server.output()}`);
    try {
      const answer = await fetch(url);
      if (answer.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`no answer from ${url} in ${STATE_LIMIT_MS / 1000} s:\n${server.output()}`);
}

/** Text as React writes it into HTML. */
const htmlText = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[char] ?? char);

/** Why the markup lacks the products (every title, one price each), or null. */
function productsMissingFromHtml(html: string): string | null {
  const missing = imagedCatalogue.filter((product) => !html.includes(htmlText(product.title))).map((product) => product.title);
  const prices = html.split('data-vitrine="product-price"').length - 1;
  if (missing.length > 0) return `not in the HTML: ${missing.join(', ')}`;
  if (prices !== imagedCatalogue.length) return `${prices} prices in the HTML, ${imagedCatalogue.length} products`;
  return null;
}

/** Runs one check, turning a throw into its failure. */
async function check(name: string, body: () => Promise<string | null>): Promise<Check> {
  try {
    return { name, failure: await body() };
  } catch (error) {
    return { name, failure: error instanceof Error ? error.message.split('\n').slice(0, 6).join('\n') : String(error) };
  }
}

/** The checks in the browser: products, pictures, the add, and what the page logged. */
async function pageChecks(example: Example, browser: Browser, url: string, appDir: string): Promise<Check[]> {
  const checks: Check[] = [];
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    // Listening before the first navigation: a hydration mismatch is logged while the page loads.
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') logged.push(`console.${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => logged.push(`uncaught: ${error.message}`));

    checks.push(
      await check('products render', async () => {
        const htmlProblem = example.serverRendered ? productsMissingFromHtml(await (await fetch(url)).text()) : null;
        // Opened whatever the HTML held: the checks after this one look at the page.
        await page.goto(url);
        if (htmlProblem) return `server-rendered HTML: ${htmlProblem}`;
        await page.waitForFunction(
          ([selector, count]) => document.querySelectorAll(selector).length === count,
          [PRICE_SELECTOR, imagedCatalogue.length] as const,
          { timeout: STATE_LIMIT_MS },
        );
        const text = await page.locator('body').innerText();
        const missing = imagedCatalogue.filter((product) => !text.includes(product.title)).map((product) => product.title);
        return missing.length > 0 ? `not shown: ${missing.join(', ')}` : null;
      }),
    );

    checks.push(
      await check('pictures load', async () => {
        const expected = imagedCatalogue.filter((product) => (product.images?.length ?? 0) > 0).length;
        // Lazy pictures too: each scrolled to (the page's markup left as React rendered it), then every one loaded or failed.
        for (const image of await page.locator('main img').all()) await image.scrollIntoViewIfNeeded();
        await page.waitForFunction(() => Array.from(document.querySelectorAll('main img'), (image) => (image as HTMLImageElement).complete).every(Boolean), null, {
          timeout: STATE_LIMIT_MS,
        });
        const result = await page.evaluate(() => {
          const images = Array.from(document.querySelectorAll<HTMLImageElement>('main img'));
          return { count: images.length, broken: images.filter((image) => image.naturalWidth === 0).map((image) => image.currentSrc || image.src) };
        });
        if (result.count !== expected) return `${result.count} pictures, ${expected} products with one`;
        return result.broken.length > 0 ? `${result.broken.length} show nothing: ${result.broken.slice(0, 3).join(', ')}` : null;
      }),
    );

    checks.push(
      await check('add to cart', async () => {
        // Ready: hydrated, and the cart's first load answered.
        const indicator = page.locator(`${INDICATOR_SELECTOR}[data-state="ready"]`);
        await indicator.waitFor({ timeout: STATE_LIMIT_MS });
        const before = await page.locator(`${INDICATOR_SELECTOR} [data-part="badge"]`).innerText();
        const card = page.locator('article', { has: page.getByRole('heading', { name: canvasTote.title, exact: true }) });
        await card.locator('[data-vitrine="add-to-cart-button"]').click();
        await page.waitForFunction(
          (selector) => {
            const root = document.querySelector(selector);
            return root?.getAttribute('data-state') === 'ready' && root.querySelector('[data-part="badge"]')?.textContent === '1';
          },
          INDICATOR_SELECTOR,
          { timeout: STATE_LIMIT_MS },
        );
        return before === '0' ? null : `the cart held ${before} before the add`;
      }),
    );

    if (example.extra) checks.push(...(await example.extra.run(appDir, page)));

    checks.push(
      await check('no console error or warning', async () => {
        const distinct = [...new Set(logged)];
        return distinct.length > 0 ? `${logged.length} logged, of which:\n${distinct.slice(0, 5).join('\n')}` : null;
      }),
    );
  } finally {
    await context.close();
  }
  return checks;
}

/** The class names a compiled stylesheet of the package defines. */
function classesOf(appDir: string, stylesheet: string): string[] {
  const css = readFileSync(join(appDir, 'node_modules/vitrine/dist/components', stylesheet), 'utf8');
  return [...new Set(css.match(/\.vt-[\w-]+/g) ?? [])].map((selector) => selector.slice(1));
}

/** Next.js: which build Turbopack bundled, what the browser gets of ProductPrice, and the page's CSS. */
async function nextChecks(appDir: string, page: Page): Promise<Check[]> {
  const builtDir = join(appDir, '.next');
  const [bundled, noPriceJs, pageCss] = NEXT_CHECKS;
  return [
    await check(bundled, async () => {
      const sources = globSync('server/**/*.js.map', { cwd: builtDir }).flatMap((file) => {
        const map = JSON.parse(readFileSync(join(builtDir, file), 'utf8')) as { sources?: string[]; sections?: Array<{ map: { sources?: string[] } }> };
        return [...(map.sources ?? []), ...(map.sections ?? []).flatMap((section) => section.map.sources ?? [])];
      });
      const vitrine = sources.filter((source) => source.includes('vitrine/dist/'));
      const nodeBuild = vitrine.filter((source) => source.includes('vitrine/dist/node/'));
      if (nodeBuild.length > 0) return `the node build was bundled: ${nodeBuild.slice(0, 3).join(', ')}`;
      return vitrine.some((source) => source.includes('vitrine/dist/components/')) ? null : 'no vitrine module found in the server source maps';
    }),
    await check(noPriceJs, async () => {
      // What the page loaded, not every chunk the build wrote (a route handler's client manifest names others).
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((address) => new URL(address).pathname.endsWith('.js')),
      );
      const texts = await Promise.all(scripts.map(async (address) => [address, await (await fetch(address)).text()] as const));
      if (!texts.some(([, text]) => text.includes('data-vitrine":"add-to-cart-button"'))) return "the add button's code was not found among the page's scripts";
      const carrying = texts.filter(([, text]) => text.includes('product-price')).map(([address]) => new URL(address).pathname);
      return carrying.length > 0 ? `in ${carrying.join(', ')}` : null;
    }),
    await check(pageCss, async () => {
      const addresses = await page.evaluate(() => Array.from(document.styleSheets, (sheet) => sheet.href).filter((href) => href !== null));
      const css = (await Promise.all(addresses.map(async (address) => (await fetch(address)).text()))).join('\n');
      const defines = (name: string) => new RegExp(`\\.${name}(?![\\w-])`).test(css);
      const missing = classesOf(appDir, 'shopper/ProductPrice/ProductPrice.css.ts.vanilla.css').filter((name) => !defines(name));
      const unused = classesOf(appDir, 'content/GalleryBlock/GalleryBlock.css.ts.vanilla.css').filter(defines);
      if (missing.length > 0) return `ProductPrice's ${missing.join(', ')} missing`;
      return unused.length > 0 ? `GalleryBlock's ${unused.join(', ')} present` : null;
    }),
  ];
}

const seconds = (from: number) => `${Math.round((Date.now() - from) / 1000)} s`;

/** An example's folder: copied from examples/, its `vitrine` pointed at the tarball, and installed. */
interface AppFolder {
  appDir: string;
  install: Check;
  /** How long the install took. */
  time: string;
}

/** Copies one example to a folder of its own and installs it; never throws (a failure is the install's). */
async function prepareFolder(name: string, tarball: string): Promise<AppFolder> {
  const appDir = mkdtempSync(join(tmpdir(), `vitrine-example-${name}-`));
  const from = Date.now();
  const install = await check('installs', async () => {
    cpSync(join(EXAMPLES_DIR, name), appDir, { recursive: true, filter: (source) => !NOT_COPIED.test(source.slice(EXAMPLES_DIR.length)) });
    const manifestFile = join(appDir, 'package.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { dependencies: Record<string, string> };
    manifest.dependencies.vitrine = `file:${tarball}`;
    writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
    await npmInstall(appDir, []);
    return null;
  });
  return { appDir, install, time: seconds(from) };
}

/**
 * One app in its installed folder: build, start, check; always stops its server. Resolves to the
 * checks it reached and how long each step took.
 */
async function checkExample(example: Example, folder: AppFolder, installTime: string, browser: Browser): Promise<{ checks: Check[]; times: string[] }> {
  const { appDir } = folder;
  const checks: Check[] = [folder.install];
  const times: string[] = [`install ${installTime}`];
  let server: Server | null = null;
  try {
    if (folder.install.failure) return { checks, times };

    let from = Date.now();
    checks.push(
      await check('builds', async () => {
        const built = await npmRunBuild(appDir, example.buildArgs);
        return built.code === 0 ? null : built.output.slice(-3000);
      }),
    );
    times.push(`build ${seconds(from)}`);
    if (checks.at(-1)?.failure) return { checks, times };

    from = Date.now();
    const port = await freePort();
    const url = `http://localhost:${port}/`;
    const started = startServer(appDir, example, port);
    server = started;
    checks.push(
      await check('starts', async () => {
        await serverReady(started, url);
        return null;
      }),
    );
    if (checks.at(-1)?.failure) return { checks, times };
    checks.push(...(await pageChecks(example, browser, url, appDir)));
    times.push(`checks ${seconds(from)}`);
    return { checks, times };
  } finally {
    if (server) await stopServer(server);
  }
}

/**
 * Installs, builds, runs and checks every example app against `tarball`; prints a line per check.
 * The apps' folders are installed all at once (an install mostly waits on the disk and the network),
 * then each app is built, started and checked in turn; an example built two ways (Next.js with
 * Turbopack, then with webpack) is installed once and built in the same folder twice.
 */
export async function checkExampleApps(tarball: string): Promise<Tally> {
  const tally: Tally = { passed: 0, failed: 0, skipped: 0 };
  const executablePath = findChromium();
  if (!executablePath) {
    console.error(NO_CHROMIUM_MESSAGE);
    return { ...tally, failed: 1 };
  }
  const folders = new Map<string, Promise<AppFolder>>();
  for (const { name } of EXAMPLES) if (!folders.has(name)) folders.set(name, prepareFolder(name, resolve(tarball)));
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    const installedBy = new Map<string, string>();
    for (const example of EXAMPLES) {
      const label = example.label ?? example.name;
      const folder = await (folders.get(example.name) as Promise<AppFolder>);
      const firstLabel = installedBy.get(example.name);
      installedBy.set(example.name, firstLabel ?? label);
      const { checks, times } = await checkExample(example, folder, firstLabel ? `shared with ${firstLabel}` : folder.time, browser);
      for (const { name, failure } of checks) {
        console.log(`${failure ? '✗' : '✓'} ${label}: ${name}${failure ? `\n    ${failure.replaceAll('\n', '\n    ')}` : ''}`);
        if (failure) tally.failed += 1;
        else tally.passed += 1;
      }
      const expected = COMMON_CHECKS.length + (example.extra?.names.length ?? 0);
      if (checks.length < expected) {
        tally.skipped += expected - checks.length;
        console.log(`- ${label}: ${expected - checks.length} checks skipped`);
      }
      console.log(`  ${label}: ${times.join(', ')}`);
    }
  } finally {
    await browser?.close();
    for (const folder of folders.values()) rmSync((await folder).appDir, { recursive: true, force: true });
  }
  return tally;
}

if (import.meta.main) {
  const given = process.argv[2];
  let workDir: string | null = null;
  try {
    if (!given) workDir = mkdtempSync(join(tmpdir(), 'vitrine-pack-'));
    const tarball = given ?? (await packPackage(workDir as string));
    const tally = await checkExampleApps(tarball);
    console.log(`Example apps: ${formatTally(tally)}`);
    process.exitCode = tally.failed > 0 ? 1 : 0;
  } finally {
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  }
}
