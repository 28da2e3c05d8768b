/**
 * The template half of the hostile suite: generated hostile templates and contexts (deep nesting,
 * cycles, reads that throw, 100,000-item data, 1 MB sources) never make the engine throw, lose
 * nothing of the well-formed part, and cost time linear in their size (measured as a ratio).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileTemplate, renderTemplate, type RenderOptions, type RenderResult } from '../../logic/template/index.ts';
import { MAX_NESTING } from '../../logic/template/scanner.ts';
import { cyclicObject, deepObject, expectLinearTime, fuzzParams, hostileObject, hostileText, longText } from './support/index.ts';

const ALL_ON: RenderOptions = { enableExpressions: true, enableIncludes: true };

/** An object whose every read, key listing and `in` test throws. */
function throwingProxy(): object {
  const fail = () => {
    throw new Error('refused');
  };
  return new Proxy({}, { get: fail, has: fail, ownKeys: fail, getOwnPropertyDescriptor: fail, getPrototypeOf: fail });
}

/** A context holding every hostile shape at once, under names the generated templates use. */
function hostileContext(extra: unknown): Record<string, unknown> {
  return {
    a: { b: 'x<y>', list: [1, 2, 3] },
    s: '<script>alert(1)</script>',
    items: [{ id: '__proto__', name: 'p' }, { id: 'constructor', name: 'c' }, { id: 'b', name: 'b' }],
    deep: deepObject(5_000),
    cycle: cyclicObject(),
    trap: throwingProxy(),
    get boom(): never {
      throw new Error('getter refused');
    },
    extra,
  };
}

const PATHS = ['a', 'a.b', 'a.list', 's', 'items', 'deep', 'deep.a.a', 'cycle', 'cycle.self.name', 'trap', 'trap.x', 'boom', 'extra', 'extra.a', '@', '@index', 'missing.x'];
const FORMATTERS = ['html', 'htmlattr', 'json', 'json-pretty', 'raw', 'key-by id', 'count', 'safe', 'url-encode', 'truncate 5', 'apply m', 'iter', 'str', 'nosuch',
  // the new formatters: lookups over lists, sizes, prices and a not-yet-implemented one.
  'find-first a', 'find-last a.b', 'resizedHeightForWidth 300', 'squarespaceThumbnailForHeight 300', 'from-price', 'sale-price', 'bookkeeper-money-format', 'money-format'];

/** One piece of a template: a hostile text, a tag of any kind, or a block tag (balanced or not). */
function piece(): fc.Arbitrary<string> {
  const path = fc.constantFrom(...PATHS);
  return fc.oneof(
    { weight: 3, arbitrary: hostileText(6) },
    { weight: 3, arbitrary: fc.tuple(path, fc.constantFrom(...FORMATTERS)).map(([p, f]) => `{${p}|${f}}`) },
    { weight: 2, arbitrary: path.map((p) => `{${p}}`) },
    { weight: 2, arbitrary: path.map((p) => `{.section ${p}}`) },
    { weight: 2, arbitrary: path.map((p) => `{.repeated section ${p}}`) },
    { weight: 1, arbitrary: fc.constantFrom('{.or}', '{.end}', '{.alternates with}', '{.macro m}', '{.eof}', '{.include m}') },
    { weight: 1, arbitrary: fc.tuple(path, path).map(([p, q]) => `{.equal? ${p} ${q}}`) },
    { weight: 1, arbitrary: path.map((p) => `{.if ${p} || a}`) },
    { weight: 1, arbitrary: fc.tuple(path, fc.constantFrom(...FORMATTERS)).map(([p, f]) => `{.var @v ${p}|${f}}`) },
    { weight: 1, arbitrary: fc.constantFrom('{.eval 1 + (2 * @v)}', '{.eval "a" + s}', '{.eval ((((}', '{.eval @x = deep.a; @x}', '{.eval max(1,}') },
  );
}

const template = fc.array(piece(), { maxLength: 40 }).map((pieces) => pieces.join(''));

/** Renders and checks the contract of every public render: a result, never an exception, errors at real positions. */
function renderChecked(source: string, context: unknown, options: RenderOptions = ALL_ON): RenderResult {
  const result = renderTemplate(source, context, options);
  expect(typeof result.html).toBe('string');
  for (const error of result.errors) {
    expect(error.line).toBeGreaterThanOrEqual(1);
    expect(error.column).toBeGreaterThanOrEqual(1);
    expect(error.message).not.toMatch(/could not be processed/);
  }
  return result;
}

describe('hostile templates and contexts never make the engine throw', () => {
  it('generated templates over a context of deep, cyclic, throwing and prototype-keyed data', () => {
    fc.assert(
      fc.property(template, hostileObject(3), (source, extra) => {
        renderChecked(source, hostileContext(extra));
        compileTemplate(source);
      }),
      fuzzParams(150),
    );
  });

  it('generated templates nested as deep as the limit allows, and beyond it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_NESTING + 50 }), fc.constantFrom('section a', 'repeated section items', 'if a', 'equal? a a'), (depth, block) => {
        const result = renderChecked(`${`{.${block}}`.repeat(depth)}in${'{.end}'.repeat(depth)}after`, hostileContext(null));
        expect(result.html.endsWith('after')).toBe(true);
      }),
      fuzzParams(20),
    );
  });
});

describe('a bad tag loses nothing around it', () => {
  const good = fc.array(fc.constantFrom('<p>', '{a.b}', '{s|html}', '{.section a}[{b}]{.end}', '{.repeated section a.list}{@}{.alternates with},{.end}', 'é', '\n'), { maxLength: 8 }).map((parts) => parts.join(''));
  const bad = fc.constantFrom('{a|nosuch}', '{.eval 1 +}', '{.eval (((}', '{trap}', '{boom|html}', '{cycle|json}', '{deep|json}', '{@|apply missing}', '{.include nope}', '{a.b.|html}', '{.equal? cycle cycle}');

  it('the output of good + bad + good is the outputs of each, in order', () => {
    fc.assert(
      fc.property(good, bad, good, (before, tag, after) => {
        const context = hostileContext(null);
        const whole = renderChecked(before + tag + after, context).html;
        const parts = [before, tag, after].map((part) => renderChecked(part, context).html).join('');
        expect(whole).toBe(parts);
      }),
      fuzzParams(100),
    );
  });
});

describe('large input', () => {
  it('a 1 MB source of hostile text and tags renders, and what follows it renders too', () => {
    const source = `${longText(1 << 20)}{a.b}{.section a}{b|html}{.end}`;
    const result = renderChecked(source, hostileContext(null));
    expect(result.html.endsWith('x<y>x&lt;y&gt;')).toBe(true);
  });

  it('100,000-item data renders each item, within the default bounds', () => {
    const items = Array.from({ length: 100_000 }, (_, i) => ({ n: i }));
    const result = renderChecked('{.repeated section items}{n}{.alternates with},{.end}', { items });
    expect(result.errors).toEqual([]);
    expect(result.html.split(',')).toHaveLength(100_000);
    expect(result.html.endsWith(',99999')).toBe(true);
  });
});

/** Source text `size` units long made of `unit` repeated. */
const repeatTo = (unit: string) => (size: number) => unit.repeat(Math.max(1, Math.ceil(size / unit.length)));

// Sizes stay within the support's default (at most 200,000 characters at 10×): larger inputs leave the
// processor's caches and a copy of them reads as a superlinear cost that is not the algorithm's.
describe('linear time, measured as a ratio', () => {
  const context = { a: { b: 'x' }, s: 'text <b>', items: [1, 2, 3] };
  // Every run reads a template it has not seen: its first tag is made unique (a counter in front),
  // so the engine's caches of tags and expressions never answer for one size and not the other.
  let serial = 0;
  const fresh = (source: string) => `{#${(serial += 1)}}${source}`;
  const unique = (open: string) => (source: string) => `${open}${(serial += 1)}${source.slice(open.length)}`;
  const cases: Array<[string, (size: number) => string, (source: string) => string, RenderOptions?]> = [
    ['tags and text', repeatTo('{a.b} and {s|html}{.section a}[{b}]{.end}\n'), fresh],
    ['unclosed braces', repeatTo('{ a {'), fresh],
    ['one long tag', (size) => `{a${'.a'.repeat(size / 2)}}`, unique('{a')],
    ['blocks never closed', repeatTo('{.section a}x'), fresh],
    ['stray ends and ors', repeatTo('{.end}{.or}'), fresh],
    ['many .or branches', (size) => `{.section z}${'{.or equal? a 1}y'.repeat(Math.ceil(size / 17))}{.end}`, fresh],
    ['a long expression chain', (size) => `{.eval 1${'+1'.repeat(size / 2)}}`, unique('{.eval 1'), { enableExpressions: true, maxTokens: 0 }],
    ['comments and multiline comments', repeatTo('{# c }{##\n#}'), fresh],
    ['lone surrogates and overrides', repeatTo('\uD800\u202E{s}\uDC00'), fresh],
  ];

  for (const [name, make, vary, options] of cases) {
    it(`compile and render: ${name}`, () => {
      expectLinearTime(`template with ${name}`, { make, run: (source) => renderTemplate(vary(source), context, options), size: 2_000 });
    });
  }

  it('render of a long list', () => {
    const compiled = compileTemplate('{.repeated section items}<li>{n|html}</li>{.end}').template;
    expectLinearTime('repeated section', {
      make: (size) => ({ items: Array.from({ length: size }, (_, n) => ({ n })) }),
      run: (data) => renderTemplate(compiled, data),
      size: 1_000,
      maxSize: 50_000,
    });
  });

  it('formatters whose patterns read a value: decimals and message patterns (regression: both were quadratic)', () => {
    const shapes: Array<[string, (size: number) => unknown]> = [
      ['{a|decimal}', (size) => `${'1'.repeat(size)}x`],
      ['{a|money}', (size) => ({ decimalValue: `${'1'.repeat(size)}x`, currencyCode: 'USD' })],
      ['{a|percentage-format}', (size) => `${'2'.repeat(size)}.`],
      ['{a|message b}', (size) => `{${' '.repeat(size)}}`],
      ['{a|message b}', (size) => `{0,${' '.repeat(size)},}`],
      ['{.section a}{.excerpt?}y{.end}{.end}', (size) => ({ excerpt: `${'< \u200b'.repeat(size / 3)}x` })],
    ];
    for (const [tag, value] of shapes) {
      const compiled = compileTemplate(tag).template;
      expectLinearTime(`${tag} on a long value`, { make: (size) => ({ a: value(size), b: 1 }), run: (data) => renderTemplate(compiled, data), size: 500 });
    }
  });

  it('formatters over long text and wide data', () => {
    for (const formatter of ['html', 'htmlattr', 'safe', 'url-encode', 'encode-space', 'line-breaks', 'truncate 100000', 'json', 'slugify', 'smartypants']) {
      const compiled = compileTemplate(`{a|${formatter}}`).template;
      expectLinearTime(`formatter ${formatter}`, { make: (size) => ({ a: longText(size) }), run: (data) => renderTemplate(compiled, data), size: 2_000 });
    }
  });
});
