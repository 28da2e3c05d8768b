/**
 * Template engine: one regression test per fault found by the adversarial pass. Each
 * failed before its fix (the commit that fixed it says how).
 */
import { describe, expect, it } from 'vitest';
import { parseTemplate, prettyPrint, renderTemplate } from '../../logic/template/index.ts';
import { EXPRESSION_PROBLEMS, MAX_ERRORS, tooManyErrors, tooManyTokens, unexpectedError, VALUE_NOT_JSON, VALUE_TOO_DEEP } from '../../logic/template/errors.ts';
import { keyBy } from '../../logic/template/formatters/core.ts';
import { productOf } from '../../logic/template/product.ts';
import { MAX_NESTING } from '../../logic/template/scanner.ts';
import { UNUSED_CONTEXT } from '../../logic/template/state.ts';

/** `1+1+…+1` with `terms` terms. */
function sum(terms: number): string {
  return Array.from({ length: terms }, () => '1').join('+');
}

describe('a long expression (stack overflow lost the whole render)', () => {
  // The tag sits on line 2, column 3, after text, and text and a variable follow it.
  const template = (expression: string) => `before\n  {.eval ${expression}} after {a}`;

  it('reports too many tokens at the tag, before reading the expression, and renders the rest', () => {
    const result = renderTemplate(template(sum(20_000)), { a: 'A' }, { enableExpressions: true });
    expect(result.html).toBe('before\n   after A');
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatchObject({ kind: 'syntax', line: 2, column: 3 });
    expect(result.errors[0]?.message).toContain(tooManyTokens(1000));
  });

  it('with no token limit, reports an expression nested too deeply at the tag and renders the rest', () => {
    for (const expression of [`${'('.repeat(20_000)}1${')'.repeat(20_000)}`, `${'-'.repeat(20_000)}1`, `${'2**'.repeat(20_000)}1`, `${'1-('.repeat(20_000)}1${')'.repeat(20_000)}`]) {
      const result = renderTemplate(template(expression), { a: 'A' }, { enableExpressions: true, maxTokens: 0 });
      expect(result.html).toBe('before\n   after A');
      expect(result.errors).toHaveLength(1);
      expect(result.errors[0]).toMatchObject({ kind: 'syntax', line: 2, column: 3 });
      expect(result.errors[0]?.message).toContain(EXPRESSION_PROBLEMS.tooDeep);
    }
  });

  it('still evaluates a long expression within the limits, and a left-leaning chain of any length with no token limit', () => {
    expect(renderTemplate(`{.eval ${sum(400)}}`, {}, { enableExpressions: true }).html).toBe('400');
    expect(renderTemplate(`{.eval ${sum(20_000)}}`, {}, { enableExpressions: true, maxTokens: 0 }).html).toBe('20000');
    expect(renderTemplate(`{.eval @a = 1; ${'@a + '.repeat(30)}"x"}`, {}, { enableExpressions: true }).html).toBe('30x');
  });
});

describe('deep structures a template or its data can drive (every recursion is bounded)', () => {
  it('a block with 20,000 `.or` branches renders (the branches are a loop, not a recursion)', () => {
    const source = `{.section a}x${'{.or equal? b 1}y'.repeat(20_000)}{.or}z{.end} after`;
    const result = renderTemplate(source, { b: 2 });
    expect(result.errors).toEqual([]);
    expect(result.html).toBe('z after');
    expect(renderTemplate(source, { b: 1 }).html).toBe('y after');
  });

  it('a tree with 20,000 `.or` branches prints back as source', () => {
    const source = `{.section a}x${'{.or equal? b 1}y'.repeat(20_000)}{.end}`;
    expect(prettyPrint(parseTemplate(source).tree)).toBe(source);
  });

  it('a compile or a render lists at most MAX_ERRORS errors, then says the rest were left out', () => {
    const compiled = renderTemplate('{.end}'.repeat(5_000), {});
    expect(compiled.errors).toHaveLength(MAX_ERRORS + 1);
    expect(compiled.errors.at(-1)?.message).toBe(tooManyErrors(MAX_ERRORS));
    const cycle: Record<string, unknown> = {};
    cycle['self'] = cycle;
    const rendered = renderTemplate('{a|json}'.repeat(5_000), { a: cycle });
    expect(rendered.errors).toHaveLength(MAX_ERRORS + 1);
    expect(rendered.errors.at(-1)).toMatchObject({ kind: 'runtime', message: tooManyErrors(MAX_ERRORS) });
  });

  it('blocks nested beyond the limit are reported at the tag and the rest renders', () => {
    const depth = MAX_NESTING + 5;
    const result = renderTemplate(`${'{.section a}'.repeat(depth)}in${'{.end}'.repeat(depth)} after`, {});
    expect(result.html.endsWith(' after')).toBe(true);
    expect(result.errors.length).toBeGreaterThan(0);
  });
});

describe('objects built from data (a `__proto__` key changed the built object\'s prototype)', () => {
  // JSON.parse makes `__proto__` an own key, as a shop's answer would hold it.
  const items = JSON.parse('[{"id":"__proto__","x":"leak","name":"Evil"},{"id":"b","name":"Bee"}]') as unknown[];

  it('key-by keeps a `__proto__` key as an own key of an object without a prototype', () => {
    const keyed = keyBy(items, ['id'], UNUSED_CONTEXT) as Record<string, unknown>;
    expect(Object.getPrototypeOf(keyed)).toBeNull();
    expect(Object.hasOwn(keyed, '__proto__')).toBe(true);
    expect(Object.keys(keyed)).toEqual(['__proto__', 'b']);
  });

  it('what key-by built leaks nothing into later lookups, and its `__proto__` entry is found by name', () => {
    const source = '{.var @m items|key-by id}[{@m.x}][{@m.b.name}][{@m.name}][{items|key-by id|count}]{items|key-by id|json}';
    expect(renderTemplate(source, { items }).html).toBe(
      '[][Bee][][2]{"__proto__":{"id":"__proto__","x":"leak","name":"Evil"},"b":{"id":"b","name":"Bee"}}',
    );
  });

  it('apply\'s `k=v` arguments keep a `__proto__` argument as an own key', () => {
    const result = renderTemplate('{.macro m}{@args|json}{.end}{@|apply m __proto__=1 x=2}', {});
    expect(result.html).toBe('{"__proto__":"1","x":"2"}');
  });

  it('a lookup reads own properties only: nothing inherited from a context object\'s prototype', () => {
    const context = Object.assign(Object.create({ secret: 'inherited', nested: { s: 'inherited' } }) as object, { own: 'own', inner: Object.create({ deep: 'x' }) });
    const source = '[{own}][{secret}][{nested.s}][{inner.deep}][{.section secret}s{.end}][{.if secret}i{.end}][{secret|html}][{.var @v secret}{@v}]';
    expect(renderTemplate(source, context).html).toBe('[own][][][][][][][]');
  });
});

/** A context object whose every read, key listing and `in` test throws. */
function throwingProxy(): object {
  const fail = (what: string) => () => {
    throw new Error(`${what} refused`);
  };
  return new Proxy({}, { get: fail('read'), has: fail('has'), ownKeys: fail('keys'), getOwnPropertyDescriptor: fail('describe'), getPrototypeOf: fail('prototype') });
}

describe('a context whose reads throw (renderTemplate threw, or a plain {a} lost all output)', () => {
  const getter = () => ({
    b: 'B',
    get a(): string {
      throw new Error('boom');
    },
  });

  it('a plain variable that throws is reported at its tag and the rest renders', () => {
    const result = renderTemplate('x{a}y\n {b}', getter());
    expect(result.html).toBe('xy\n B');
    expect(result.errors).toEqual([{ kind: 'runtime', line: 1, column: 2, message: unexpectedError('Error', 'VARIABLE', 'boom') }]);
  });

  it('a run of plain variables keeps the values around the one that throws', () => {
    const result = renderTemplate('[{b}{a}{b}]', getter());
    expect(result.html).toBe('[BB]');
    expect(result.errors).toMatchObject([{ line: 1, column: 5 }]);
  });

  it('every instruction contains a read that throws, at its own tag', () => {
    const source = 'x{a}y{.section a}s{.end}{.repeated section a}r{.end}{.if a}i{.end}{.equal? a 1}e{.end}{a|json}{a.b}{.var @v a}{@v}{.eval a + 1}z';
    const result = renderTemplate(source, throwingProxy(), { enableExpressions: true });
    expect(result.html).toBe('xyz');
    const tags = ['{a}', '{.section a}', '{.repeated', '{.if a}', '{.equal?', '{a|json}', '{a.b}', '{.var', '{.eval'];
    expect(result.errors.map((error) => error.column)).toEqual(tags.map((tag) => source.indexOf(tag) + 1));
  });

  it('a section or repeated section whose value throws when tested or walked is reported at its tag', () => {
    const list = new Proxy([1, 2, 3], {
      get(target, key, receiver) {
        if (key === '1') throw new Error('item refused');
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const source = '{.repeated section list}[{@}]{.end}{.section s}in{.end}|';
    const result = renderTemplate(source, { list, s: throwingProxy() });
    expect(result.html).toBe('[1][3]|');
    expect(result.errors.map((error) => error.column)).toEqual([1, source.indexOf('{.section s}') + 1]);
  });
});

describe('JavaScript callers passing nothing or garbage (a TypeError instead of an error result)', () => {
  it('renderTemplate(null) and null options give an error result', () => {
    for (const template of [null, undefined, 42, {}, { run: 5 }, []]) {
      const result = renderTemplate(template as never, {});
      expect(result.html).toBe('');
      expect(result.errors).toHaveLength(1);
      expect(result.errors[0]?.message).toMatch(/template/i);
    }
    expect(renderTemplate('x{a}', { a: 1 }, null as never)).toEqual({ html: 'x1', errors: [] });
    const garbage = { locale: 7, timeZone: {}, partials: 5, injects: 'x', maxSteps: 'many', plugins: 3, maxPartialDepth: null };
    expect(renderTemplate('x{a}', { a: 1 }, garbage as never)).toEqual({ html: 'x1', errors: [] });
  });
});

describe('deep and cyclic data in formatters and predicates (each bound has a clear error at its tag)', () => {
  /** `{a:{a:…}}` nested `depth` deep, built without recursion. */
  function nested(depth: number): object {
    let value: object = {};
    for (let i = 0; i < depth; i++) value = { a: value };
    return value;
  }
  const cycle = () => {
    const value: Record<string, unknown> = { n: 1 };
    value['self'] = value;
    return value;
  };

  it('json, json-pretty and raw of a cycle or of data too deep report it at the tag and render the rest', () => {
    for (const formatter of ['json', 'json-pretty', 'raw']) {
      for (const [data, message] of [[cycle(), VALUE_NOT_JSON], [nested(200_000), VALUE_TOO_DEEP]] as const) {
        const result = renderTemplate(`[\n {a|${formatter}}]`, { a: data });
        expect(result.html).toBe('[\n ]');
        expect(result.errors).toEqual([{ kind: 'runtime', line: 2, column: 2, message }]);
      }
    }
  });

  it('equal? between two distinct cycles or two very deep values reports it at the tag and is false', () => {
    for (const [a, b] of [[cycle(), cycle()], [nested(200_000), nested(200_000)]]) {
      const result = renderTemplate('{.equal? a b}same{.or}differ{.end}', { a, b });
      expect(result.html).toBe('differ');
      expect(result.errors).toEqual([{ kind: 'runtime', line: 1, column: 1, message: VALUE_TOO_DEEP }]);
    }
    expect(renderTemplate('{.equal? a b}same{.end}', { a: nested(500), b: nested(500) }).html).toBe('same');
  });
});

describe('a variant priced only in the legacy minor-unit price / salePrice, read by a template (read as $0)', () => {
  const item = (variants: unknown[]) => ({ id: 'legacy', title: 'Legacy', structuredContent: { productType: 1, variants } });

  it('the product a template reads takes the legacy amounts, in the currency its other prices carry', () => {
    const product = productOf(
      item([
        { sku: 'A', price: 1500, onSale: false, qtyInStock: 1, unlimited: false },
        { sku: 'B', price: 4000, salePrice: 1000, onSale: true, qtyInStock: 1, unlimited: false },
        { sku: 'C', priceMoney: { value: 2000, currency: 'EUR' }, onSale: false, qtyInStock: 1, unlimited: false },
      ]),
    );
    expect(product?.variants.map((variant) => [variant.priceMoney, variant.salePriceMoney ?? null])).toEqual([
      [{ value: 1500, currency: 'EUR' }, null],
      [{ value: 4000, currency: 'EUR' }, { value: 1000, currency: 'EUR' }],
      [{ value: 2000, currency: 'EUR' }, null],
    ]);
  });

  it('varied-prices? sees the legacy prices differ', () => {
    const context = { item: item([{ sku: 'A', price: 1500 }, { sku: 'B', price: 4000 }]) };
    expect(renderTemplate('{.section item}{.varied-prices?}varied{.or}one price{.end}{.end}', context).html).toBe('varied');
  });
});
