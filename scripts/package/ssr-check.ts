/**
 * Every React component the package exports (`vitrine/components`, `vitrine/hooks`, `vitrine/builder`)
 * renders on the server and hydrates without a mismatch, checked against the packed, installed
 * package in an app's folder:
 *   1. plain `node` in the app lists the entry points' exports; every component (a PascalCase
 *      function, or a memo/lazy/forwardRef object) must have a sample in tests/server-rendering/samples.mjs;
 *   2. the same process renders every sample with renderToString: a throw, markup that is only the
 *      providers around it (unless the sample says why it draws nothing there), or anything written
 *      to console.error/console.warn fails it;
 *   3. a page holds each sample's server markup in a root of its own; a client bundled by esbuild
 *      from the app (the `module` build, stylesheets included) hydrates each root with the same sample
 *      in Chromium, as each of two visitors (VISITORS), and a mismatch, a recoverable error or a
 *      console error fails that sample.
 * Two self-check samples differ between server and browser on purpose: each must be reported.
 *
 *   node scripts/package/ssr-check.ts [appDir]     (without appDir: packs and installs into a temporary app)
 */
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium, type Browser, type BrowserContextOptions } from 'playwright';
import { CHROMIUM_ARGS, findChromium, NO_CHROMIUM_MESSAGE } from '../visual/chromium.ts';
import { npmInstall, packPackage, REACT_SPECS } from '../build/pack.ts';
import { formatTally, type Tally } from '../runner/run.ts';

/** The files of tests/server-rendering copied into the app, where `vitrine/...` resolves to the installed package. */
const HARNESS_FILES = ['samples.mjs', 'harness.mjs', 'render.mjs', 'hydrate.mjs', 'prelude.js'];
const HARNESS_SOURCE = fileURLToPath(new URL('../../tests/server-rendering/', import.meta.url));
/** The folder inside the app the check works in. */
const WORK_FOLDER = 'ssr-check';

/**
 * Installs into `appDir` the optional peer dependencies of the installed package that it lacks (the
 * libraries `vitrine/builder`'s editors import; msw is only `vitrine/mocks`'s), at the ranges the
 * package asks for, as a team that uses the editors would. Resolves to what it installed.
 */
export async function installOptionalPeers(appDir: string): Promise<string[]> {
  const installed = JSON.parse(readFileSync(join(appDir, 'node_modules', 'vitrine', 'package.json'), 'utf8')) as {
    peerDependencies?: Record<string, string>;
    peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  };
  const specs = Object.entries(installed.peerDependencies ?? {})
    .filter(([name]) => name !== 'msw' && installed.peerDependenciesMeta?.[name]?.optional === true)
    .filter(([name]) => !existsSync(join(appDir, 'node_modules', name, 'package.json')))
    .map(([name, range]) => `${name}@${range}`);
  if (specs.length > 0) await npmInstall(appDir, specs);
  return specs;
}

/**
 * How long the page may take to hydrate every root. The page reports when it is done, so this only
 * stops a hang (a root that never commits); it took 3–5 s per visitor on 2 loaded cores.
 */
const HYDRATION_LIMIT_MS = 180_000;

/** One export of an entry point, as plain Node saw it. */
export interface ExportFacts {
  entry: string;
  name: string;
  /** typeof the value. */
  type: string;
  /** React's tag for an object React renders (`react.memo`, `react.context`…), else null. */
  reactType: string | null;
}

interface RenderFacts {
  name: string;
  entry: string | null;
  component: string | null;
  /** Why the sample draws nothing on the server, when it says so. */
  emptyOnServer: string | null;
  html: string | null;
  /** The markup is only that of what the page puts around the sample. */
  empty: boolean;
  error: string | null;
  logs: string[];
}

interface ServerFacts {
  exports: ExportFacts[];
  entryErrors: Array<{ entry: string; error: string }>;
  samplesError: string | null;
  renders: RenderFacts[];
  lateLogs: string[];
}

interface PageEvent {
  sample: string | null;
  kind: string;
  text: string;
}

/** React's element types that are components without being functions. */
const COMPONENT_OBJECTS = new Set(['react.memo', 'react.lazy', 'react.forward_ref']);

/**
 * A component: a function named in PascalCase (a capital first, some lower case: not a CONSTANT), or a
 * memo, lazy or forwardRef object. A context is not one (it is a value hooks read, not a view).
 */
export function isComponentExport({ name, type, reactType }: Pick<ExportFacts, 'name' | 'type' | 'reactType'>): boolean {
  if (type === 'function') return /^[A-Z]/.test(name) && /[a-z]/.test(name);
  return type === 'object' && reactType !== null && COMPONENT_OBJECTS.has(reactType);
}

/** The components among `exports` that no sample names, as `entry/Name`. */
export function unsampledComponents(exports: readonly ExportFacts[], sampled: ReadonlySet<string>): string[] {
  return exports.filter((facts) => isComponentExport(facts) && !sampled.has(`${facts.entry}/${facts.name}`)).map((facts) => `${facts.entry}/${facts.name}`);
}

/**
 * The server's environment: React's development build (its warnings are what is checked), and a
 * clock zone and language of its own, whatever the machine's, that no visitor of VISITORS shares all of.
 */
const SERVER_ENV = { NODE_ENV: 'development', TZ: 'UTC', LANG: 'en_US.UTF-8', LC_ALL: 'en_US.UTF-8' };

/** Runs plain Node on `script` in `cwd`, in the server's environment. */
function plainNode(script: string, args: readonly string[], cwd: string): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [script, ...args], { cwd, env: { ...process.env, ...SERVER_ENV } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => done({ code: 1, output: error.message }));
    child.on('exit', (code) => done({ code: code ?? 1, output }));
  });
}

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The page: the prelude first, then each sample's server markup in its own root, the bundle last. */
function pageOf(renders: readonly RenderFacts[], prelude: string): string {
  const roots = renders.map((render) => `<div data-ssr-sample="${escapeHtml(render.name)}">${render.html ?? ''}</div>`);
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><title>Server rendering check</title>',
    `<script>${prelude}</script>`,
    '<link rel="stylesheet" href="/hydrate.css">',
    '</head><body>',
    ...roots,
    '<script type="module" src="/hydrate.js"></script>',
    '</body></html>',
  ].join('\n');
}

/** Serves the page and the bundle from `folder` on a free port of this machine. */
function serve(page: string, folder: string): Promise<Server> {
  const types: Record<string, string> = { '/hydrate.js': 'text/javascript; charset=utf-8', '/hydrate.css': 'text/css; charset=utf-8' };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page);
      return;
    }
    const type = types[path];
    if (type === undefined) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Not found');
      return;
    }
    response.writeHead(200, { 'content-type': type });
    response.end(readFileSync(join(folder, path.slice(1))));
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => done(server));
  });
}

/** A picture for the mock image host's addresses (https://images.test/…): the check never reaches a network. */
const PLACEHOLDER_IMAGE = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#ccc"/></svg>';

/**
 * The browsers the page is hydrated in. The server renders in UTC, in English, knowing nothing of
 * the visitor; the second visitor differs in everything a component could read while rendering
 * (clock zone, language, screen, motion preference, user agent, the page's query), so a render that
 * reads one of them instead of its props shows up as a mismatch.
 */
export const VISITORS: ReadonlyArray<{ name: string; query: string; context: BrowserContextOptions }> = [
  { name: 'desktop', query: '', context: { locale: 'en-US', timezoneId: 'UTC', viewport: { width: 1280, height: 800 } } },
  {
    name: 'phone abroad',
    query: '?utm_source=newsletter&ref=ssr',
    context: {
      locale: 'fr-FR',
      timezoneId: 'Pacific/Auckland',
      viewport: { width: 375, height: 800 },
      isMobile: true,
      hasTouch: true,
      reducedMotion: 'reduce',
      colorScheme: 'dark',
      userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
    },
  },
];

/** Opens the page as `visitor` and waits until it reports every root hydrated (or the limit stops a hang). */
async function hydrateInChromium(browser: Browser, url: string, visitor: (typeof VISITORS)[number]) {
  const consoleMessages: string[] = [];
  const pageErrors: string[] = [];
  const requests: string[] = [];
  const context = await browser.newContext(visitor.context);
  try {
    const page = await context.newPage();
    // Listening before navigating: nothing the page says while it loads is missed.
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') consoleMessages.push(`console.${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
    // Nothing leaves the machine: the image host gets a picture, any other address an empty answer.
    await page.route('**/*', async (route) => {
      const address = route.request().url();
      if (address.startsWith(url)) return route.continue();
      if (address.startsWith('https://images.test/')) return route.fulfill({ status: 200, contentType: 'image/svg+xml', body: PLACEHOLDER_IMAGE });
      requests.push(address);
      return route.fulfill({ status: 204, body: '' });
    });
    await page.goto(`${url}${visitor.query}`);
    let finished = true;
    try {
      await page.waitForFunction(() => (window as unknown as { __ssrCheck?: { done: boolean } }).__ssrCheck?.done === true, undefined, {
        timeout: HYDRATION_LIMIT_MS,
        polling: 'raf',
      });
    } catch {
      finished = false;
    }
    const state = await page.evaluate(() => {
      const check = (window as unknown as { __ssrCheck?: { events: PageEvent[]; hydrated: string[]; current: string | null } }).__ssrCheck;
      return { events: check?.events ?? [], hydrated: check?.hydrated ?? [], current: check?.current ?? null };
    });
    return { finished, ...state, consoleMessages, pageErrors, requests };
  } finally {
    await context.close();
  }
}

/**
 * One line of a possibly long message: its first line, and for a hydration mismatch the lines of
 * React's diff that differ (`+` the client's, `-` the server's, after its link), which say what to fix.
 */
function oneLine(text: string): string {
  const lines = text.split('\n');
  const clip = (line: string, length: number) => (line.length > length ? `${line.slice(0, length)}…` : line);
  const link = lines.findIndex((line) => line.includes('react.dev/link/hydration-mismatch'));
  const diff = link < 0 ? [] : lines.slice(link + 1).filter((line) => /^[+-] /.test(line)).map((line) => clip(line.replace(/\s+/g, ' '), 120));
  const rest = lines.map((line) => line.trim()).filter((line) => line !== '');
  // A first line that announces what follows ("…aborted due to:") is read with its next line.
  const first = clip(rest[0]?.endsWith(':') ? `${rest[0]} ${rest[1] ?? ''}` : (rest[0] ?? ''), 240);
  if (diff.length > 0) return `${first} [${diff.join(' | ')}]`;
  return rest.length > 1 ? `${first} (+${rest.length - 1} lines)` : first;
}

/**
 * Checks the package installed in `appDir` (node_modules/vitrine and React; the editors' optional
 * peers are added when missing: {@link installOptionalPeers}). Prints one line per failure and a
 * summary; the full texts go to `appDir/ssr-check/report.json`.
 */
export async function checkServerRendering(appDir: string): Promise<Tally> {
  const started = Date.now();
  const tally: Tally = { passed: 0, failed: 0, skipped: 0 };
  const failures: Array<{ subject: string; kind: string; text: string }> = [];
  const fail = (subject: string, kind: string, text: string) => {
    failures.push({ subject, kind, text });
    console.log(`FAIL ${subject}: ${kind}: ${oneLine(text)}`);
  };
  const workDir = join(resolve(appDir), WORK_FOLDER);
  try {
    const added = await installOptionalPeers(appDir);
    if (added.length > 0) console.log(`Server rendering: installed the editors' optional peers into the app: ${added.join(' ')}`);
  } catch (error) {
    fail('install', "the editors' optional peers", error instanceof Error ? error.message : String(error));
    tally.failed += 1;
  }
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  for (const file of HARNESS_FILES) copyFileSync(join(HARNESS_SOURCE, file), join(workDir, file));

  // 1 and 2: plain Node, in the app.
  const factsFile = join(workDir, 'server.json');
  const node = await plainNode('render.mjs', [factsFile], workDir);
  if (node.code !== 0) {
    fail('server render', 'plain Node failed', node.output);
    tally.failed += 1;
    return tally;
  }
  const facts = JSON.parse(readFileSync(factsFile, 'utf8')) as ServerFacts;
  for (const { entry, error } of facts.entryErrors) fail(`vitrine/${entry}`, 'import', error);
  if (facts.samplesError !== null) fail('samples.mjs', 'import', facts.samplesError);
  for (const log of facts.lateLogs) fail('server render', 'logged after rendering', log);
  tally.failed += facts.entryErrors.length + (facts.samplesError === null ? 0 : 1) + facts.lateLogs.length;

  const selfChecks = facts.renders.filter((render) => render.entry === null);
  const samples = facts.renders.filter((render) => render.entry !== null);
  const components = facts.exports.filter(isComponentExport);
  // Coverage: every component has a sample, and every sample is of a component (not with no samples loaded: said above).
  if (facts.samplesError === null) {
    const sampled = new Set(samples.map((render) => `${render.entry}/${render.component}`));
    const exported = new Set(components.map((facts) => `${facts.entry}/${facts.name}`));
    const unsampled = unsampledComponents(facts.exports, sampled);
    const stale = [...sampled].filter((name) => !exported.has(name));
    for (const name of unsampled) fail(name, 'no sample', 'a component with no sample in tests/server-rendering/samples.mjs');
    for (const name of stale) fail(name, 'sample of no component', `samples.mjs has a sample of ${name}, which is not an exported component`);
    tally.failed += unsampled.length + stale.length;
    // The coverage rule itself: a component no sample names must come out unsampled.
    const planted: ExportFacts = { entry: 'components', name: 'UnsampledWidget', type: 'function', reactType: null };
    if (unsampledComponents([planted], sampled).length === 1) tally.passed += 1;
    else {
      fail('self-check', 'coverage', 'a component with no sample was not reported');
      tally.failed += 1;
    }
  }

  /** Every failure of a sample, by name; a sample with none passes. */
  const problems = new Map<string, Array<{ kind: string; text: string }>>();
  const problem = (name: string, kind: string, text: string) => problems.set(name, [...(problems.get(name) ?? []), { kind, text }]);
  for (const render of facts.renders) {
    if (render.error !== null) problem(render.name, 'server render threw', render.error);
    else if (render.empty && render.emptyOnServer === null) problem(render.name, 'server render', 'rendered nothing (only what the page puts around it)');
    else if (!render.empty && render.emptyOnServer !== null) problem(render.name, 'server render', `rendered markup, though the sample says it draws nothing there (${render.emptyOnServer})`);
    for (const log of render.logs) problem(render.name, 'server render logged', log);
  }

  // 3: the page, the bundle, the browser.
  const hydratable = facts.renders.filter((render) => render.error === null);
  const outDir = join(workDir, 'out');
  let server: Server | undefined;
  let browser: Browser | undefined;
  /** Addresses outside the check's server the page asked for (answered empty): listed, not failed. */
  const outside = new Set<string>();
  /** Whether every visitor's page ran: if not, no sample passes (the one failure above says why). */
  let hydrationRan = false;
  try {
    await build({
      absWorkingDir: resolve(appDir),
      entryPoints: { hydrate: join(workDir, 'hydrate.mjs') },
      bundle: true,
      format: 'esm',
      platform: 'browser',
      conditions: ['module'],
      outdir: outDir,
      // React's development build: it reports attribute mismatches, which its production build skips.
      define: { 'process.env.NODE_ENV': '"development"' },
      logLevel: 'silent',
    });
    // A bundle with no stylesheet (nothing imported one) still gets an empty file to link.
    if (!existsSync(join(outDir, 'hydrate.css'))) writeFileSync(join(outDir, 'hydrate.css'), '');
    const executablePath = findChromium();
    if (executablePath === null) throw new Error(NO_CHROMIUM_MESSAGE);
    server = await serve(pageOf(hydratable, readFileSync(join(workDir, 'prelude.js'), 'utf8')), outDir);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    for (const visitor of VISITORS) {
      const page = await hydrateInChromium(browser, url, visitor);
      const as = (kind: string) => `${kind} (${visitor.name})`;
      const hydrated = new Set(page.hydrated);
      for (const event of page.events) {
        if (event.sample === null) fail('page', as(event.kind), event.text);
        else problem(event.sample, as(event.kind), event.text);
      }
      for (const render of hydratable) {
        if (!hydrated.has(render.name)) problem(render.name, as('hydration'), page.finished ? 'never reported hydrated' : `the page stopped at '${page.current}' within ${HYDRATION_LIMIT_MS / 1000} s`);
      }
      // What the browser logged itself, and errors the page did not see (the prelude records the rest).
      const seen = page.events.map((event) => event.text);
      const pageLevel = [
        ...page.consoleMessages.map((text) => [as('browser console'), text] as const),
        ...page.pageErrors.filter((text) => !seen.some((known) => known.includes(text.split('\n')[0] ?? text))).map((text) => [as('page error'), text] as const),
      ];
      for (const [kind, text] of pageLevel) fail('page', kind, text);
      tally.failed += page.events.filter((event) => event.sample === null).length + pageLevel.length;
      for (const address of new Set(page.requests)) outside.add(address);
    }
    hydrationRan = true;
  } catch (error) {
    fail('hydration', 'could not run', error instanceof Error ? (error.stack ?? error.message) : String(error));
    tally.failed += 1;
  } finally {
    await browser?.close();
    await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
  }

  for (const render of samples) {
    const found = problems.get(render.name) ?? [];
    for (const { kind, text } of found) fail(render.name, kind, text);
    if (found.length === 0 && hydrationRan) tally.passed += 1;
    else tally.failed += 1;
  }
  // The self-checks differ on purpose: the browser must have reported each, as every visitor.
  for (const render of selfChecks) {
    const found = problems.get(render.name) ?? [];
    const missed = VISITORS.filter(
      (visitor) => !found.some(({ kind }) => (kind.startsWith('console.error') || kind.startsWith('recoverable error')) && kind.endsWith(`(${visitor.name})`)),
    );
    if (render.error === null && missed.length === 0 && hydrationRan) tally.passed += 1;
    else {
      const as = missed.map((visitor) => visitor.name).join(', ');
      fail(render.name, 'self-check', `the deliberate mismatch was not reported${as ? ` as ${as}` : ''} (reported: ${found.map(({ kind }) => kind).join(', ') || 'nothing'})`);
      tally.failed += 1;
    }
  }

  if (outside.size > 0) console.log(`Note: the page asked for ${outside.size} address(es) outside the check's server, answered empty: ${[...outside].join(', ')}`);
  writeFileSync(join(workDir, 'report.json'), JSON.stringify({ failures, problems: Object.fromEntries(problems), outside: [...outside] }, null, 2));
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(
    `Server rendering: ${facts.exports.length} exports, ${components.length} components, ${samples.length} samples (+${selfChecks.length} self-checks): ${formatTally(tally)} (${seconds} s; details in ${join(workDir, 'report.json')})`,
  );
  return tally;
}

/** Packs the package and installs it with React into `workDir/app`, as a team would; resolves to that folder. */
export async function prepareServerRenderingApp(workDir: string): Promise<string> {
  const tarball = await packPackage(workDir);
  const appDir = join(workDir, 'app');
  await npmInstall(appDir, [...REACT_SPECS, tarball]);
  return appDir;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const given = process.argv[2];
  const workDir = given === undefined ? mkdtempSync(join(tmpdir(), 'vitrine-ssr-')) : null;
  let keep = false;
  try {
    const appDir = given ?? (await prepareServerRenderingApp(workDir ?? ''));
    const tally = await checkServerRendering(appDir);
    process.exitCode = tally.failed > 0 ? 1 : 0;
    // The app (and the report in it) stays for a look when something failed.
    keep = tally.failed > 0;
  } finally {
    if (workDir !== null && !keep) rmSync(workDir, { recursive: true, force: true });
  }
}
