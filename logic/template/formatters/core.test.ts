import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileTemplate, renderTemplate, type RenderOptions } from '../index.ts';

const html = (source: string, context: unknown = {}, options: RenderOptions = {}) => renderTemplate(source, context, options).html;

describe('docs/template-language.md "Formatters": chains and delimiters', () => {
  it('applies formatters left to right', () => {
    expect(html('{t|truncate 5|html}', { t: '<b>bold</b> text' })).toBe('&lt;b&gt;bo...');
    expect(html('{t|html|truncate 5}', { t: '<b>bold</b> text' })).toBe('&lt;b...');
  });

  it('takes the first character after the name as the argument delimiter', () => {
    expect(html('{t|truncate,4,~}', { t: 'abcdef' })).toBe('abcd~');
    expect(html('{n|cycle:a:b:c}', { n: 2 })).toBe('b');
  });
});

describe('docs/template-language.md "Formatters and predicates to provide": data formatters', () => {
  it('apply renders a macro or partial (tested with partials in instructions.test.ts)', () => {
    expect(html('{a|apply}', { a: 1 })).toBe('');
  });

  it('count counts keys, items and characters', () => {
    expect(html('{o|count} {a|count} {s|count} {n|count}', { o: { a: 1, b: 2 }, a: [1, 2, 3], s: 'abcd', n: 5 })).toBe('2 3 4 0');
  });

  it('cycle picks the argument at the 1-based position, wrapping', () => {
    expect(html('{.repeated section l}{@index|cycle odd even}{.alternates with} {.end}', { l: [1, 2, 3] })).toBe('odd even odd');
    expect(html('{n|cycle a b}', { n: 0 })).toBe('b');
  });

  it('format fills {0}, {1} from paths read in the tag\'s scope', () => {
    expect(html('{p|format a b}', { p: 'Hi {0}, {1}! {2}{x}', a: 'Ada', b: 3 })).toBe('Hi Ada, 3! ');
  });

  it('get follows the keys held by the named variables; prop follows literal paths', () => {
    const context = { obj: { x: { y: 'deep' }, k: 'v' }, key: 'x', keys: ['x', 'y'] };
    expect(html('{obj|get key|prop y} {obj|get keys} {obj|prop x.y} {obj|prop nope}', context)).toBe('deep deep deep ');
  });

  it('iter prints the position in the nearest repeated section', () => {
    expect(html('{.repeated section l}{@|iter}{.end}', { l: ['a', 'b'] })).toBe('12');
  });

  it('json and json-pretty write `</` as `<\\/`; raw does not', () => {
    const context = { v: { s: '</script><script>x</script>', n: [1] } };
    expect(html('{v|json}', context)).toBe('{"s":"<\\/script><script>x<\\/script>","n":[1]}');
    expect(html('{v.n|json-pretty}', context)).toBe('[\n  1\n]');
    expect(html('{v.s|raw}', context)).toBe('"</script><script>x</script>"');
    expect(html('[{missing|json}]', {})).toBe('[]');
  });

  it('key-by indexes a list by the value at a path', () => {
    const context = { l: [{ id: 'a', n: 1 }, { id: 'b', n: 2 }, { n: 3 }] };
    expect(html('{l|key-by id|json}', context)).toBe('{"a":{"id":"a","n":1},"b":{"id":"b","n":2}}');
  });

  it('lookup reads the variable whose name another variable holds', () => {
    expect(html('{x|lookup which}', { which: 'target', target: 'found' })).toBe('found');
  });

  it('mod divides by its argument, 2 by default', () => {
    expect(html('{n|mod} {n|mod 3} {n|mod 0}', { n: 7 })).toBe('1 1 1');
  });

  it('output prints its arguments', () => {
    expect(html('{x|output a b}', {})).toBe('a b');
  });

  it('pluralize gives "" and "s" by default; one argument is the plural; two are singular and plural', () => {
    expect(html('{one|pluralize}{two|pluralize} {one|pluralize ies} {two|pluralize y ies}', { one: 1, two: 2 })).toBe('s  ies');
  });

  it('round rounds to the nearest integer', () => {
    expect(html('{a|round} {b|round} {c|round}', { a: 2.5, b: '3.49', c: -1.5 })).toBe('3 3 -1');
  });

  it('str reads a value as text; objects give nothing', () => {
    expect(html('[{b|str}][{o|str}][{n|str}]', { b: false, o: { a: 1 }, n: 12 })).toBe('[false][][12]');
  });
});

describe('docs/template-language.md "Formatters and predicates to provide": text formatters', () => {
  it('html escapes & < >; htmlattr and htmltag also "', () => {
    const context = { t: `<a href="x">Tom & Jerry's</a>` };
    expect(html('{t|html}', context)).toBe(`&lt;a href="x"&gt;Tom &amp; Jerry's&lt;/a&gt;`);
    expect(html('{t|htmlattr}|{t|htmltag}', context)).toBe(
      `&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry's&lt;/a&gt;|&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry's&lt;/a&gt;`,
    );
  });

  it('encode-space, encode-uri, encode-uri-component, url-encode', () => {
    const context = { t: 'a b/é?&x=1' };
    expect(html('{t|encode-space}', context)).toBe('a&nbsp;b/é?&x=1');
    expect(html('{t|encode-uri}', context)).toBe('a%20b/%C3%A9?&x=1');
    expect(html('{t|encode-uri-component}', context)).toBe('a%20b%2F%C3%A9%3F%26x%3D1');
    expect(html('{t|url-encode}', context)).toBe('a%20b/%C3%A9%3F%26x%3D1');
    expect(html('{t|url-encode}', { t: "@*_+-./~!'😀" })).toBe('@*_+-./%7E%21%27%F0%9F%98%80');
  });

  it('safe strips tags from a truthy value', () => {
    expect(html('{t|safe}', { t: '<p>Hi <b>there</b></p> <unclosed' })).toBe('Hi there <unclosed');
    expect(html('[{n|safe}]', { n: 0 })).toBe('[0]');
  });

  it('slugify keeps letters, digits and hyphens, joins words with -, lower case', () => {
    expect(html('{t|slugify}', { t: 'Hello, World!  Café-au-lait 2' })).toBe('hello-world-caf-au-lait-2');
    expect(html('{t|slugify}', { t: ' <A> \u00a0& b\u2028' })).toBe('-a-b-');
    expect(html('{t|slugify}', { t: 'x\u200b\u180ey' })).toBe('xy');
  });

  it('slugify reads as its two-step definition on generated text (drop other characters, then each whitespace run is one -, lower case)', () => {
    // The definition, written as two replaces: the formatter does it in one pass by hand.
    const definition = (text: string) => text.replace(/[^a-zA-Z0-9\s-]+/g, '').replace(/\s+/g, '-').toLowerCase();
    const characters = ['a', 'Z', '0', '-', ' ', '\t', '\n', '\u00a0', '\u2028', '\ufeff', '\u3000', '\u1680', '\u0085', '\u200b', 'é', 'İ', '!', '<', '"', '_', '😀'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...characters), { maxLength: 12 }), (parts) => {
        const text = parts.join('');
        expect(html('{t|slugify}', { t: text })).toBe(definition(text));
      }),
      { numRuns: 500, seed: 20_261_124 },
    );
  });

  it('smartypants curls quotes and turns -- into an em dash', () => {
    expect(html('{t|smartypants}', { t: `"Hello," she said -- 'it's fine'` })).toBe('\u201cHello,\u201d she said \u2014 \u2018it\u2019s fine\u2019');
  });

  it('truncate cuts at whitespace with "..." (default 100); a bad length leaves the text', () => {
    const long = `${'word '.repeat(30)}end`;
    // The incumbent's boundary: cut after the last whitespace within the limit, keeping it.
    expect(html('{t|truncate}', { t: long })).toBe(`${'word '.repeat(20)}...`);
    expect(html('{t|truncate 12}', { t: 'hello world foo' })).toBe('hello world ...');
    expect(html('{t|truncate 8 …}', { t: 'hello world foo' })).toBe('hello …');
    expect(html('{t|truncate 3}', { t: 'abcdef' })).toBe('abc...');
    expect(html('{t|truncate 20}', { t: 'short' })).toBe('short');
    expect(html('{t|truncate x}|{t|truncate 0}', { t: 'hello world' })).toBe('hello world|hello world');
  });

  it('capitalize upper-cases; line-breaks writes <br/>', () => {
    expect(html('{t|capitalize}|{l|line-breaks}', { t: 'hello', l: 'a\nb' })).toBe('HELLO|a<br/>b');
  });
});

describe('truncate counts characters, not UTF-16 code units', () => {
  it('keeps astral characters whole', () => {
    expect(renderTemplate('{t|truncate 3}', { t: '😀😀😀 😀' }).html).toBe('😀😀😀...');
    expect(renderTemplate('{t|truncate 4}', { t: '😀😀😀 😀' }).html).toBe('😀😀😀 ...');
    expect(renderTemplate('{t|truncate 5}', { t: '😀😀😀 😀' }).html).toBe('😀😀😀 😀');
  });

  it('one compiled tag cuts each text by its own characters (nothing remembered from an earlier text)', () => {
    const template = compileTemplate('{t|truncate 3}').template;
    expect(renderTemplate(template, { t: 'a 😀 z' }).html).toBe('a ...');
    expect(renderTemplate(template, { t: 'ab😀 z' }).html).toBe('ab😀...');
    expect(renderTemplate(template, { t: 'a 😀 z' }).html).toBe('a ...');
  });
});
