/**
 * Server rendering in plain Node: a node:http server that renders a product page
 * template with the fragment engine (`vitrine/template`: its Node build, which imports no CSS) and
 * serves the one stylesheet the page links (`vitrine/styles.css`) and the browser bundle that
 * hydrates the fragments (client.jsx, built to dist/client.js; stories/docs/ServerRendering.mdx says how).
 *
 *   node examples/server-rendering/server.mjs        (PORT=3000 by default; the package must be built)
 */
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { createFragmentTemplateEngine, scriptSafeJson } from 'vitrine/template';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));
const require = createRequire(import.meta.url);

// Compiled once at start: each request only renders.
const engine = createFragmentTemplateEngine();
const page = engine.compileTemplate(await readFile(here('./product.html'), 'utf8'));
if (page.errors.length > 0) throw new Error(`product.html: ${page.errors.map((error) => error.message).join('; ')}`);
const data = JSON.parse(await readFile(here('./product.json'), 'utf8'));

/** The files the page links, by URL path: the library's stylesheet and the hydration bundle. */
const ASSETS = {
  '/vitrine/styles.css': { file: require.resolve('vitrine/styles.css'), type: 'text/css; charset=utf-8' },
  '/client.js': { file: here('./dist/client.js'), type: 'text/javascript; charset=utf-8' },
};

/** Answers one request: the rendered page at `/`, the assets, else 404. */
export async function handle(request, response) {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  if (path === '/') {
    // The page data travels to the browser in a script element, escaped so no text in it can close the element.
    const { html, errors } = engine.renderTemplate(page.template, { ...data, pageData: scriptSafeJson(data) });
    for (const error of errors) console.error(`product.html:${error.line}:${error.column}: ${error.message}`);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
    return;
  }
  const asset = ASSETS[path];
  if (asset !== undefined) {
    try {
      const body = await readFile(asset.file);
      response.writeHead(200, { 'content-type': asset.type });
      response.end(body);
      return;
    } catch {
      // Not built yet (the client bundle): a 404 below.
    }
  }
  response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
  response.end('Not found');
}

/** Starts the server on `port` (0: any free port); resolves to the server once it listens. */
export function start(port = Number(process.env.PORT ?? 3000)) {
  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      response.writeHead(500);
      response.end();
    });
  });
  return new Promise((resolve) => server.listen(port, () => resolve(server)));
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const server = await start();
  const address = server.address();
  console.log(`http://localhost:${typeof address === 'object' && address !== null ? address.port : ''}/`);
}
