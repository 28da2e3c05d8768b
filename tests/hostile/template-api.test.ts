/**
 * No public function of the template engine (logic/template/index.ts) throws, whatever a
 * JavaScript caller passes: nothing, the wrong type, an object whose every read throws, a cycle. A
 * bad template or option gives an error result or a safe default.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as engine from '../../logic/template/index.ts';
import { cyclicObject, fuzzParams, hostileObject, hostileText } from './support/index.ts';

/** An object whose every read, key listing and `in` test throws. */
function throwingProxy(): object {
  const fail = () => {
    throw new Error('refused');
  };
  return new Proxy({}, { get: fail, has: fail, ownKeys: fail, getOwnPropertyDescriptor: fail, getPrototypeOf: fail, apply: fail });
}

/** What a careless or hostile caller may pass in any position. */
const GARBAGE: readonly unknown[] = [
  undefined, null, 0, Number.NaN, -1, '', '{a}', true, {}, [], Symbol('s'), 10n, () => 1, Object.create(null), throwingProxy(), cyclicObject(),
  { run: 5, registry: {}, errors: 'x' }, { formatters: { x: 5 }, predicates: null }, { line: 'x', column: {}, kind: 3, message: null },
];

/** Calls `fn` with each garbage value in each of `arity` positions (the others given `valid`). */
function everyPosition(name: string, fn: (...args: unknown[]) => unknown, valid: readonly unknown[]): void {
  for (let position = 0; position < valid.length; position += 1) {
    for (const [index, bad] of GARBAGE.entries()) {
      const args = [...valid];
      args[position] = bad;
      expect(() => fn(...args), `${name} with argument ${position} = GARBAGE[${index}]`).not.toThrow();
    }
  }
}

const fresh = engine.createTemplateEngine();
const compiled = engine.compileTemplate('{a}').template;

describe('every public function takes any input without throwing', () => {
  it('rendering, compiling and parsing', () => {
    everyPosition('renderTemplate', engine.renderTemplate as never, ['{a}', { a: 1 }, {}]);
    everyPosition('renderTemplate (compiled)', engine.renderTemplate as never, [compiled, { a: 1 }, { plugins: {} }]);
    everyPosition('compileTemplate', engine.compileTemplate as never, ['{a}', {}]);
    everyPosition('parseTemplate', engine.parseTemplate as never, ['{a}']);
    everyPosition('createTemplateEngine', engine.createTemplateEngine as never, [{}]);
    everyPosition('engine.renderTemplate', fresh.renderTemplate.bind(fresh) as never, ['{a}', { a: 1 }, {}]);
    everyPosition('engine.compileTemplate', fresh.compileTemplate.bind(fresh) as never, ['{a}', {}]);
    everyPosition('engine.parseTemplate', fresh.parseTemplate.bind(fresh) as never, ['{a}']);
    everyPosition('engine.register', fresh.register.bind(fresh) as never, [{}]);
    expect(fresh.renderTemplate('{a|html}', { a: '<' }).html).toBe('&lt;');
  });

  it('the registry', () => {
    everyPosition('new Registry', ((a: never, b: never) => new engine.Registry(a, b)) as never, [new Map(), new Map()]);
    const registry = new engine.Registry();
    everyPosition('Registry.register', registry.register.bind(registry) as never, [{}]);
    everyPosition('Registry.with', registry.with.bind(registry) as never, [{}]);
    everyPosition('Registry.formatter', registry.formatter.bind(registry) as never, ['html']);
  });

  it('the playground, printing and escaping', () => {
    everyPosition('renderPlayground', engine.renderPlayground as never, [fresh, '{a}', '{"a":1}', {}, engine.TEMPLATE_PLAYGROUND_STRINGS]);
    everyPosition('errorSummary', engine.errorSummary as never, [2, engine.TEMPLATE_PLAYGROUND_STRINGS]);
    everyPosition('describeError', engine.describeError as never, [{ kind: 'syntax', message: 'm', line: 1, column: 1 }, engine.TEMPLATE_PLAYGROUND_STRINGS]);
    everyPosition('prettyPrint', engine.prettyPrint as never, [engine.parseTemplate('{a}').tree, {}]);
    everyPosition('escapeHtml', engine.escapeHtml as never, ['<']);
    everyPosition('escapeAttribute', engine.escapeAttribute as never, ['"']);
  });

  it('reading products and merchandising', () => {
    everyPosition('productOf', engine.productOf as never, [{}]);
    everyPosition('moneyOf', engine.moneyOf as never, [{}]);
    everyPosition('merchandisingViewOf', engine.merchandisingViewOf as never, [{}]);
    everyPosition('merchandisingContextOf', engine.merchandisingContextOf as never, [{}]);
  });

  it('garbage gives a clear error result, not a TypeError', () => {
    expect(engine.renderTemplate(null as never, {}).errors.map((error) => error.message)).toEqual([engine.NOT_A_TEMPLATE]);
    expect(engine.compileTemplate(42 as never).errors.map((error) => error.message)).toEqual([engine.NOT_A_TEMPLATE]);
    expect(engine.parseTemplate(undefined as never).errors.map((error) => error.message)).toEqual([engine.NOT_A_TEMPLATE]);
    expect(engine.renderPlayground(null as never, '{a}', '{"a":1}').errors).toHaveLength(1);
    expect(engine.escapeHtml(null as never)).toBe('');
    expect(engine.prettyPrint(null as never)).toBe('');
  });

  it('options whose getters answer once and then throw give an error result', () => {
    let reads = 0;
    const fickle = {
      get locale(): string {
        reads += 1;
        if (reads > 1) throw new Error('changed its mind');
        return 'en-US';
      },
    };
    const result = engine.renderTemplate('{a}', { a: 1 }, fickle as never);
    expect(typeof result.html).toBe('string');
  });

  it('hostile contexts and options never make a render throw (property)', () => {
    fc.assert(
      fc.property(hostileText(30), hostileObject(3), hostileObject(2), (source, context, options) => {
        const result = engine.renderTemplate(source, context, options as never);
        expect(typeof result.html).toBe('string');
      }),
      fuzzParams(60),
    );
  });
});
