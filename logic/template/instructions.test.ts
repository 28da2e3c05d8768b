import { describe, expect, it } from 'vitest';
import { compileTemplate, createTemplateEngine, renderTemplate } from './index.ts';

const html = (source: string, context: unknown = {}, options = {}) => renderTemplate(source, context, options).html;
const errors = (source: string, context: unknown = {}, options = {}) =>
  renderTemplate(source, context, options).errors.map((error) => `${error.kind}: ${error.message}`);

describe('docs/template-language.md "Instructions": .section', () => {
  it('scopes into the path and renders the body when it is truthy', () => {
    expect(html('{.section user}{name}{.end}', { user: { name: 'Ada' } })).toBe('Ada');
  });

  it('looks the path up in the current scope only, without walking out', () => {
    expect(html('{.section inner}{.section outer}found{.or}missing{.end}{.end}', { outer: 1, inner: { x: 1 } })).toBe('missing');
  });

  it('renders the .or branch inside the scope, where `@` is the falsy value', () => {
    expect(html('{.section count}{@}{.or}[{@}]{.end}', { count: 0 })).toBe('[0]');
    expect(html('{.section list}x{.or}{title}{.end}', { list: [], title: 'root' })).toBe('root');
  });

  it('accepts a dotted path and `@`', () => {
    expect(html('{.section a.b}{c}{.end}{.section @}{a.b.c}{.end}', { a: { b: { c: 1 } } })).toBe('11');
  });
});

describe('docs/template-language.md "Instructions": .repeated section', () => {
  it('renders the body once per element, each element as the scope', () => {
    expect(html('{.repeated section items}<{name}>{.end}', { items: [{ name: 'a' }, { name: 'b' }] })).toBe('<a><b>');
  });

  it('renders the alternates block between items, not after the last', () => {
    expect(html('{.repeated section l}{@}{.alternates with}, {.end}', { l: [1, 2, 3] })).toBe('1, 2, 3');
    expect(html('{.repeated section l}{@}{.alternates with}|{@index}|{.end}', { l: ['a', 'b'] })).toBe('a|1|b');
  });

  it('renders .or when the value is not an array or is empty, outside the element scope', () => {
    expect(html('{.repeated section l}x{.or}none{.end}', { l: [] })).toBe('none');
    expect(html('{.repeated section l}x{.or}[{@.title}]{.end}', { l: { a: 1 }, title: 't' })).toBe('[t]');
    expect(html('{.repeated section missing}x{.or}none{.end}', {})).toBe('none');
  });

  it('lets an .or with a predicate follow the repeated body', () => {
    expect(html('{.repeated section l}x{.or equal? n 1}one{.or}other{.end}', { l: [], n: 1 })).toBe('one');
  });
});

describe('docs/template-language.md "Instructions": predicates and .or chains', () => {
  it('renders the first branch whose predicate holds', () => {
    const source = '{.equal? a 1}one{.or equal? a 2}two{.or equal? a 3}three{.or}other{.end}';
    expect([1, 2, 3, 4].map((a) => html(source, { a }))).toEqual(['one', 'two', 'three', 'other']);
  });

  it('a chain without a bare .or renders nothing when no predicate holds', () => {
    expect(html('{.equal? a 1}one{.or equal? a 2}two{.end}', { a: 9 })).toBe('');
  });

  it('runs predicates against the current scope, without creating one', () => {
    expect(html('{.section item}{.plural?}many {@}{.end}{.end}', { item: 3 })).toBe('many 3');
  });
});

describe('docs/template-language.md "Instructions": .if', () => {
  it('combines variables strictly left to right, stopping as soon as the running result settles it', () => {
    const source = '{.if a && b || c}yes{.or}no{.end}';
    expect(html(source, { a: 1, b: 1, c: 0 })).toBe('yes');
    expect(html(source, { a: 0, b: 1, c: 1 })).toBe('no');
    // a && b is false, so the chain stops there: c is never consulted (the incumbent's behaviour).
    expect(html(source, { a: 1, b: 0, c: 1 })).toBe('no');
    expect(html('{.if a || b && c}yes{.or}no{.end}', { a: 1, b: 0, c: 0 })).toBe('yes');
    // a || b is true, so the chain stops there: `&& c` is never consulted.
    expect(html('{.if a || b && c}yes{.or}no{.end}', { a: 0, b: 1, c: 0 })).toBe('yes');
    expect(html('{.if a || b && c}yes{.or}no{.end}', { a: 0, b: 0, c: 1 })).toBe('no');
  });

  it('tests one variable, or one predicate', () => {
    expect(html('{.if a}y{.or}n{.end}{.if even? n}e{.or}o{.end}', { a: 'x', n: 3 })).toBe('yo');
  });

  it('walks outward to find its variables', () => {
    expect(html('{.section s}{.if flag}on{.end}{.end}', { flag: true, s: { x: 1 } })).toBe('on');
  });
});

describe('docs/template-language.md "Instructions": .var and .ctx', () => {
  it('.var binds @x in the current scope, with formatters', () => {
    expect(html('{.var @t title|html}{@t}', { title: '<b>' })).toBe('&lt;b&gt;');
  });

  it('a binding is gone when its scope ends', () => {
    expect(html('{.section b}{.var @x a}{@x}{.end}[{@x}]', { a: 1, b: { c: 1 } })).toBe('1[]');
    expect(html('{.repeated section l}{.var @v @}{.end}[{@v}]', { l: [1, 2] })).toBe('[]');
  });

  it('.ctx binds @x to an object built from paths', () => {
    expect(html('{.ctx @c a=x b=y.z}{@c.a}-{@c.b}{@c|json}', { x: 1, y: { z: 2 } })).toBe('1-2{"a":1,"b":2}');
  });
});

describe('docs/template-language.md "Instructions": .macro, apply and .include', () => {
  it('apply runs a macro with the variable as scope and k=v pairs as @args', () => {
    expect(html('{.macro m}[{@}|{@args.k}|{@args.j}]{.end}{a|apply m k=v j=w}', { a: 3 })).toBe('[3|v|w]');
  });

  it('a macro lives in the scope that defined it', () => {
    const source = '{.section s}{.macro m}in{.end}{a|apply m}{.end}{a|apply m}';
    const result = renderTemplate(source, { s: { x: 1 }, a: 1 });
    expect(result.html).toBe('in');
    expect(result.errors.map((e) => e.message)).toEqual(["Attempt to apply partial 'm' which could not be found."]);
  });

  it('.include runs a macro or partial in the current scope; its bindings persist; output only with `output`', () => {
    const options = { enableIncludes: true, partials: { p: '{.var @fromPartial name}P' } };
    expect(html('{.macro m}{.var @q a}M{.end}{.include m}{@q}', { a: 4 }, options)).toBe('4');
    expect(html('{.macro m}M{.end}{.include m output}', {}, options)).toBe('M');
    expect(html('{.include p}{@fromPartial}|{.include p output}', { name: 'n' }, options)).toBe('n|P');
  });

  it('.include does nothing unless includes are enabled', () => {
    expect(html('{.macro m}M{.end}{.include m output}', {})).toBe('');
    expect(errors('{.include nope output}', {})).toEqual([]);
  });

  it('.include of a missing name reports it', () => {
    expect(errors('{.include nope}', {}, { enableIncludes: true })).toEqual([
      "runtime: Attempt to apply partial 'nope' which could not be found.",
    ]);
  });
});

describe('docs/template-language.md "Instructions": .inject', () => {
  it('binds @x to an injected resource given to the renderer', () => {
    expect(html('{.inject @m ./messages.json}{@m.hello}', {}, { injects: { './messages.json': { hello: 'Hi' } } })).toBe('Hi');
    expect(html('{.inject @m ./nope.json}[{@m}]', {}, { injects: {} })).toBe('[]');
  });
});

describe('docs/template-language.md "Instructions": .eval', () => {
  it('runs only when expressions are enabled', () => {
    expect(html('{.eval 1 + 2}', {})).toBe('');
    expect(errors('{.eval "unterminated}', {})).toEqual([]);
    expect(html('{.eval 1 + 2}', {}, { enableExpressions: true })).toBe('3');
  });

  it('binds @names that later tags read', () => {
    expect(html('{.eval @total = price * qty}{@total}', { price: 2.5, qty: 4 }, { enableExpressions: true })).toBe('10');
  });
});

describe('docs/template-language.md "Partials and limits"', () => {
  it('applies a partial given as source text', () => {
    expect(html('{item|apply card}', { item: { t: 'x' } }, { partials: { card: '<{t}>' } })).toBe('<x>');
  });

  it('accepts compiled partials, reused across renders', () => {
    const card = compileTemplate('<{t}>').template;
    expect(html('{a|apply card}{b|apply card}', { a: { t: 1 }, b: { t: 2 } }, { partials: { card } })).toBe('<1><2>');
  });

  it('a missing partial: "Attempt to apply partial \'NAME\' which could not be found."', () => {
    expect(errors('{a|apply nope}', { a: 1 })).toEqual(["runtime: Attempt to apply partial 'nope' which could not be found."]);
  });

  it('stops nesting at depth 16 with "Attempt to apply partial \'NAME\' exceeded maximum recursion depth of 16"', () => {
    const partials = { deep: '({@|apply deep})' };
    const result = renderTemplate('{a|apply deep}', { a: 1 }, { partials });
    expect(result.html).toBe(`${'('.repeat(16)}${')'.repeat(16)}`);
    expect(result.errors).toEqual([
      { kind: 'runtime', message: "Attempt to apply partial 'deep' exceeded maximum recursion depth of 16", line: 1, column: 2 },
    ]);
  });

  it('counts macros and includes toward the same depth, and takes another limit', () => {
    const result = renderTemplate('{.macro m}.{.include m output}{.end}{.include m output}', {}, { enableIncludes: true, maxPartialDepth: 3 });
    expect(result.html).toBe('...');
    expect(result.errors.map((e) => e.message)).toEqual(["Attempt to apply partial 'm' exceeded maximum recursion depth of 3"]);
  });

  it('a partial with syntax errors renders nothing and reports "Parse of partial … failed"', () => {
    const result = renderTemplate('[{a|apply bad}]', { a: 1 }, { partials: { bad: 'x{@|nope}' } });
    expect(result.html).toBe('[]');
    expect(result.errors).toEqual([
      { kind: 'syntax', message: `Parse of partial "bad" failed: Formatter 'nope' is unknown.`, line: 1, column: 2 },
    ]);
  });

  it('compiles a partial once per render', () => {
    let compiles = 0;
    const engine = createTemplateEngine({
      formatters: {
        counted: (value) => {
          compiles += 1;
          return value;
        },
      },
    });
    engine.renderTemplate('{a|apply p}{a|apply p}', { a: 1 }, { partials: { p: '{@}' } });
    expect(compiles).toBe(0);
    const result = engine.renderTemplate('{a|apply p}{a|apply p}', { a: 1 }, { partials: { p: '{@|counted}' } });
    expect(result.html).toBe('11');
    expect(compiles).toBe(2);
  });
});

describe('docs/template-language.md "Errors"', () => {
  it('an exception inside a formatter becomes a runtime error naming the instruction', () => {
    const engine = createTemplateEngine({
      formatters: {
        boom: () => {
          throw new RangeError('too big');
        },
      },
      predicates: {
        'boom?': () => {
          throw new TypeError('bad');
        },
      },
    });
    const result = engine.renderTemplate('a{x|boom}b{.var @v x|boom}{.boom?}y{.or}n{.end}', { x: 1 });
    expect(result.html).toBe('abn');
    expect(result.errors).toEqual([
      { kind: 'runtime', message: 'Unexpected RangeError error when executing VARIABLE: too big', line: 1, column: 2 },
      { kind: 'runtime', message: 'Unexpected RangeError error when executing BINDVAR: too big', line: 1, column: 11 },
      { kind: 'runtime', message: 'Unexpected TypeError error when executing PREDICATE: bad', line: 1, column: 27 },
    ]);
  });

  it('never throws out of render, whatever the input', () => {
    expect(() => renderTemplate('{.section a}{.repeated section b}{.eval (((}{.end}', null, { enableExpressions: true })).not.toThrow();
    expect(renderTemplate('{a}', undefined).html).toBe('');
  });
});
