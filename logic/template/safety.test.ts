import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderTemplate, type RenderOptions } from './index.ts';

/** Small bounds so that a runaway template is stopped quickly. */
const BOUNDED: RenderOptions = {
  enableExpressions: true,
  enableIncludes: true,
  maxSteps: 20_000,
  maxOutputLength: 50_000,
  maxTokens: 200,
  maxStringLength: 5_000,
};

const CONTEXT = {
  a: { b: 'x', list: [1, 2, 3] },
  l: Array.from({ length: 50 }, (_, i) => ({ n: i, l: [i, i + 1] })),
  s: '<script>alert(1)</script>',
  n: 7,
};

/** Generous: these tests bound work by steps and sizes, not time; this only keeps a busy machine from failing them. */
const SLOW = 60_000;

/** Renders and checks the contract: a result, never an exception, output within the bound. */
function renderBounded(source: string, context: unknown = CONTEXT, options: RenderOptions = {}) {
  const merged = { ...BOUNDED, ...options };
  const result = renderTemplate(source, context, merged);
  expect(typeof result.html).toBe('string');
  expect(Array.isArray(result.errors)).toBe(true);
  expect(result.html.length).toBeLessThanOrEqual(merged.maxOutputLength ?? Number.POSITIVE_INFINITY);
  for (const error of result.errors) {
    expect(['syntax', 'runtime']).toContain(error.kind);
    expect(error.line).toBeGreaterThanOrEqual(1);
    expect(error.column).toBeGreaterThanOrEqual(1);
  }
  return result;
}

const PIECES = [
  '{', '}', '{.section a}', '{.section l}', '{.repeated section l}', '{.repeated section a.list}', '{.or}', '{.or equal? n 7}',
  '{.end}', '{.alternates with}', '{.if a || n}', '{.if a && missing}', '{.equal? n 7}', '{.nope?}', '{.var @x a.b}', '{@x}',
  '{.ctx @c k=a.b}', '{.macro m}', '{@|apply m}', '{@|apply p}', '{.include m output}', '{.eval @y = n * 2; @y + 1}',
  '{.eval (1 + "a"}', '{.eval "\\x4"}', '{a.b|html|truncate 3}', '{s|json}', '{s|safe}', '{n|cycle a b}', '{@index}',
  '{.eof}', '{##', '##}', '{# c}', '{.meta-left}', '{a||b}', '{a|}', '{.inject @i x}', 'text', ' ', '\n', '.', '|', '@',
  '"', '(', ')', '{.space}', '{n|date %Y}', '{l|key-by n|json}',
];

describe('Safety: random and adversarial templates return within a bound, never throwing', () => {
  it('renders random sequences of template pieces', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 60 }), (pieces) => {
        renderBounded(pieces.join(''), CONTEXT, { partials: { p: pieces.slice(0, 5).join('') } });
      }),
      { numRuns: 400 },
    );
  }, SLOW);

  it('renders arbitrary strings, brace-heavy and unicode', () => {
    const text = fc.string({ unit: fc.constantFrom('{', '}', '.', '|', '#', '@', 'a', ' ', ',', '=', '"', '\\', '?', '\n', 'é', '😀') });
    fc.assert(
      fc.property(text, fc.jsonValue(), (source, context) => {
        renderBounded(source, context);
      }),
      { numRuns: 400 },
    );
  }, SLOW);

  it('survives deep nesting and unclosed blocks', () => {
    for (const depth of [10, 1_000, 20_000]) {
      const result = renderBounded(`${'{.section a}'.repeat(depth)}x`);
      expect(result.errors.map((e) => e.message)).toContain('Reached EOF in the middle of SECTION');
      if (depth > 1_000) {
        expect(result.errors.map((e) => e.message)).toContain('Blocks are nested more than 1000 deep: this block tag is output as text.');
      }
      renderBounded(`${'{.repeated section l}'.repeat(depth)}{@}${'{.end}'.repeat(depth)}`);
      renderBounded(`${'{.if a}'.repeat(depth)}${'{.or}'.repeat(depth)}`);
    }
  }, SLOW);

  it('stops huge repeats at the work bound', () => {
    // 50⁴ iterations over shared rows: far more than the bound allows.
    const inner = { l: Array.from({ length: 50 }, () => 1) };
    const middle = { l: Array.from({ length: 50 }, () => inner) };
    const outer = { l: Array.from({ length: 50 }, () => middle) };
    const context = { l: Array.from({ length: 50 }, () => outer) };
    const source = '{.repeated section l}{.repeated section l}{.repeated section l}{.repeated section l}{@}{.end}{.end}{.end}{.end}';
    const result = renderBounded(source, context);
    expect(result.errors.map((e) => e.message)).toEqual(['Rendering stopped: the template needed more than 20000 steps.']);
  }, SLOW);

  it('stops output that grows past the output bound', () => {
    const context = { l: Array.from({ length: 200 }, () => 'y'.repeat(1_000)) };
    const result = renderBounded('{.repeated section l}{@}{.end}', context, { maxSteps: 1e9 });
    expect(result.errors.map((e) => e.message)).toEqual(['Rendering stopped: the output grew beyond 50000 characters.']);
    expect(result.html.length).toBe(50_000);
  }, SLOW);

  it('stops self-recursive and exponentially recursive partials and macros', () => {
    const self = renderBounded('{@|apply p}', 1, { partials: { p: 'x{@|apply p}' } });
    expect(self.errors.map((e) => e.message)).toEqual(["Attempt to apply partial 'p' exceeded maximum recursion depth of 16"]);
    const branching = renderBounded('{.macro m}{@|apply m}{@|apply m}{@|apply m}{.end}{@|apply m}', 1);
    expect(branching.errors.some((e) => e.message.startsWith('Rendering stopped'))).toBe(true);
    const mutual = renderBounded('{@|apply a}', 1, { partials: { a: '{@|apply b}{@|apply b}', b: '{@|apply a}{.include a}' } });
    expect(mutual.errors.length).toBeGreaterThan(0);
  }, SLOW);

  it('bounds long expressions and string growth', () => {
    const long = renderBounded(`{.eval ${'1 + '.repeat(5_000)}1}`);
    expect(long.errors.map((e) => e.message)[0]).toContain('Expression exceeds the maximum number of allowed tokens: 200');
    const nested = renderBounded(`{.eval ${'('.repeat(50_000)}1${')'.repeat(50_000)}}`, CONTEXT, { maxTokens: 1_000_000 });
    expect(nested.errors.map((e) => e.message)[0]).toContain('Error parsing expression');
    const doubling = renderBounded(`{.eval @s = "ab"; ${'@s = @s + @s; '.repeat(20)}}`);
    expect(doubling.errors.some((e) => e.message.includes('Concatenation would exceed maximum string length 5000'))).toBe(true);
  }, SLOW);

  it('never evaluates JavaScript from templates or data', () => {
    const result = renderTemplate(
      '{.eval constructor.constructor("return process")()}{x|apply constructor}{.section __proto__}x{.end}{toString}',
      { x: 1 },
      { enableExpressions: true },
    );
    expect(result.html).not.toContain('process');
    expect(result.html).not.toContain('function');
  }, SLOW);
});

const XSS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg/onload=alert(1)>",
  '</script><script>alert(1)</script>',
  'javascript:alert(1)',
  '&lt;script&gt;',
  '<a href="javascript:alert(1)">x</a>',
  '\u003cscript\u003e',
];

describe('Safety: escaping formatters against XSS payloads (docs/template-language.md formatters)', () => {
  const payload = fc.oneof(fc.constantFrom(...XSS), fc.string(), fc.string({ unit: fc.constantFrom('<', '>', '"', "'", '&', '/', 'a') }));

  it('html leaves no tag and no unescaped ampersand', () => {
    fc.assert(
      fc.property(payload, (text) => {
        const out = renderTemplate('{t|html}', { t: text }).html;
        expect(out).not.toMatch(/[<>]/);
        expect(out).not.toMatch(/&(?!amp;|lt;|gt;)/);
      }),
    );
  });

  it('htmlattr and htmltag also leave no double quote, so an attribute cannot be closed', () => {
    fc.assert(
      fc.property(payload, (text) => {
        for (const name of ['htmlattr', 'htmltag']) {
          const out = renderTemplate(`<a title="{t|${name}}">`, { t: text }).html;
          expect(out.slice(10, -2)).not.toMatch(/[<>"]/);
        }
      }),
    );
  });

  it('json and json-pretty never close a script element', () => {
    fc.assert(
      fc.property(payload, (text) => {
        expect(renderTemplate('{t|json}', { t: text }).html).not.toContain('</');
        expect(renderTemplate('{t|json-pretty}', { t: { text } }).html).not.toContain('</');
        expect(JSON.parse(renderTemplate('{t|json}', { t: text }).html)).toBe(text);
      }),
    );
  });

  it('url-encode and encode-uri-component leave no markup characters', () => {
    fc.assert(
      fc.property(payload, (text) => {
        expect(renderTemplate('{t|url-encode}', { t: text }).html).not.toMatch(/[<>"'&\s]/);
        expect(renderTemplate('{t|encode-uri-component}', { t: text }).html).not.toMatch(/[<>"&\s]/);
      }),
    );
  });

  it('safe strips every complete tag; slugify leaves only [a-z0-9-]', () => {
    fc.assert(
      fc.property(payload, (text) => {
        expect(renderTemplate('{t|safe}', { t: text }).html).not.toMatch(/<[^>]*>/);
        expect(renderTemplate('{t|slugify}', { t: text }).html).toMatch(/^[a-z0-9-]*$/);
      }),
    );
  });

  it('nothing is escaped automatically: a raw variable prints the payload as given', () => {
    expect(renderTemplate('{t}', { t: XSS[0] }).html).toBe(XSS[0]);
  });
});
