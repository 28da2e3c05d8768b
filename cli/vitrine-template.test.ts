import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createTemplateEngine } from '../logic/template/index.ts';
import { main, USAGE, type CliIo } from './vitrine-template.ts';

/** An in-memory file system and captured output. */
function memoryIo(files: Record<string, string>) {
  const output = { out: '', err: '' };
  const io: CliIo = {
    readFile: async (path) => {
      const text = files[path];
      if (text === undefined) throw new Error(`ENOENT: no such file, open '${path}'`);
      return text;
    },
    readDir: async (path) =>
      Object.keys(files)
        .filter((name) => name.startsWith(`${path}/`))
        .map((name) => name.slice(path.length + 1)),
    out: (text) => (output.out += text),
    err: (text) => (output.err += text),
  };
  return { io, output };
}

describe('vitrine-template render', () => {
  it('prints the markup and exits 0 when there are no errors', async () => {
    const { io, output } = memoryIo({ 'page.html': '<h1>{title|html}</h1>', 'context.json': '{"title":"Tea & cake"}' });
    expect(await main(['render', 'page.html', '--json', 'context.json'], io)).toBe(0);
    expect(output).toEqual({ out: '<h1>Tea &amp; cake</h1>', err: '' });
  });

  it('prints each error as file:line:column: kind: message and exits 1', async () => {
    const { io, output } = memoryIo({ 'page.html': 'a\n{x|nope}{.section s}', 'c.json': '{}' });
    expect(await main(['render', 'page.html', '--json', 'c.json'], io)).toBe(1);
    expect(output.out).toBe('a\n{x|nope}');
    expect(output.err).toBe(
      "page.html:2:1: syntax: Formatter 'nope' is unknown.\npage.html:2:9: syntax: Reached EOF in the middle of SECTION\n",
    );
  });

  it('reads partials from a directory, named without their extension', async () => {
    const { io, output } = memoryIo({
      'page.html': '{item|apply card}{.include footer output}',
      'c.json': '{"item":{"name":"Tote"}}',
      'parts/card.html': '<b>{name}</b>',
      'parts/footer.tmpl': '<footer/>',
    });
    expect(await main(['render', 'page.html', '--json', 'c.json', '--partials', 'parts', '--includes'], io)).toBe(0);
    expect(output.out).toBe('<b>Tote</b><footer/>');
  });

  it('passes expressions, injects, locale, time zone and now', async () => {
    const { io, output } = memoryIo({
      'page.html': '{.eval 1 + 2}|{.inject @m m.json}{@m.hi}|{p|money}|{d|date %H}|{d|relative-time}',
      'c.json': '{"p":{"value":1050,"currency":"EUR"},"d":0}',
      'i.json': '{"m.json":{"hi":"salut"}}',
    });
    const argv = ['render', 'page.html', '--json', 'c.json', '--expressions', '--injects', 'i.json', '--locale', 'fr-FR', '--time-zone', 'UTC', '--now', '1970-01-02T00:00:00Z'];
    expect(await main(argv, io)).toBe(0);
    expect(output.out).toBe('3|salut|10,50\u00a0€|00|hier');
  });

  it('renders with an empty context when no JSON is given', async () => {
    const { io, output } = memoryIo({ 'page.html': '[{a}]' });
    expect(await main(['render', 'page.html'], io)).toBe(0);
    expect(output.out).toBe('[]');
  });

  it('exits 2 with the usage on a usage error, and 2 on a missing file or bad JSON', async () => {
    const usage = memoryIo({});
    expect(await main(['draw', 'x'], usage.io)).toBe(2);
    expect(usage.output.err).toContain('Unknown command "draw".');
    expect(usage.output.err).toContain(USAGE);
    expect(await main(['render'], memoryIo({}).io)).toBe(2);
    expect(await main(['render', 'a', '--json'], memoryIo({}).io)).toBe(2);
    expect(await main(['render', 'a', '--wat'], memoryIo({}).io)).toBe(2);
    const missing = memoryIo({});
    expect(await main(['render', 'nope.html'], missing.io)).toBe(2);
    expect(missing.output.err).toContain("no such file, open 'nope.html'");
    const bad = memoryIo({ 'p.html': 'x', 'c.json': '{nope' });
    expect(await main(['render', 'p.html', '--json', 'c.json'], bad.io)).toBe(2);
    expect(bad.output.err).toContain('c.json is not JSON');
    expect(await main(['render', 'p.html', '--now', 'soon'], memoryIo({ 'p.html': 'x' }).io)).toBe(2);
  });

  it('--fragments renders with the fragment engine, loaded only when asked for', async () => {
    // A stand-in engine: the real one (vitrine/template) is run from the built dist/ by tests/serverRendering.test.ts.
    let loads = 0;
    const loader = async () => {
      loads += 1;
      return createTemplateEngine({ formatters: { 'product-price': (value) => `<p data-vitrine="product-price">${String(value)}</p>` } });
    };
    const files = { 'page.html': '{p|product-price}', 'c.json': '{"p":"42"}' };
    const plain = memoryIo(files);
    expect(await main(['render', 'page.html', '--json', 'c.json'], plain.io, loader)).toBe(1);
    expect(plain.output.err).toContain("Formatter 'product-price' is unknown.");
    expect(loads).toBe(0);
    const fragments = memoryIo(files);
    expect(await main(['render', 'page.html', '--json', 'c.json', '--fragments'], fragments.io, loader)).toBe(0);
    expect(fragments.output.out).toBe('<p data-vitrine="product-price">42</p>');
    expect(loads).toBe(1);
    expect(USAGE).toContain('--fragments');
  });

  it('prints the usage with --help', async () => {
    const { io, output } = memoryIo({});
    expect(await main(['--help'], io)).toBe(0);
    expect(output.out).toBe(`${USAGE}\n`);
  });

  it('runs as a command under Node, on real files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-template-'));
    try {
      mkdirSync(join(dir, 'partials'));
      writeFileSync(join(dir, 'page.html'), '{.repeated section items}{@|apply row}{.end}{oops|nope}');
      writeFileSync(join(dir, 'context.json'), JSON.stringify({ items: ['a', 'b'] }));
      writeFileSync(join(dir, 'partials', 'row.html'), '<li>{@}</li>');
      const script = fileURLToPath(new URL('./vitrine-template.ts', import.meta.url));
      const page = join(dir, 'page.html');
      const run = spawnSync(process.execPath, [script, 'render', page, '--json', join(dir, 'context.json'), '--partials', join(dir, 'partials')], {
        encoding: 'utf8',
      });
      expect(run.stdout).toBe('<li>a</li><li>b</li>{oops|nope}');
      expect(run.stderr).toBe(`${page}:1:45: syntax: Formatter 'nope' is unknown.\n`);
      expect(run.status).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
