import { describe, expect, it } from 'vitest';
import { BoundedMap, bytesOf, CACHE_LIMITS, CACHE_SIZES } from './cacheBudget.ts';
import { createTemplateEngine } from './index.ts';

// What an engine works out once is kept by that engine (caches.ts), never at module level: two engines
// share nothing, and each cache keeps its bounds (cacheBudget.ts).
describe("an engine's caches", () => {
  const template = '{.section a}{b.c}{.end}{.eval @n = 1 + 2}{n|message count=b.c}{p|money}{d|date %Y}{.equal? 3}x{.end}';
  const context = { a: { b: { c: 'y' } }, n: '{count} items', p: { value: '1.50', currency: 'USD' }, d: 0, b: { c: 2 } };
  /** How much of each cache a render filled (compiled twice: a tag is kept from its second sighting on). */
  const filled = (engine: ReturnType<typeof createTemplateEngine>) => {
    const { caches } = engine.registry;
    return {
      paths: caches.paths.size,
      expressions: caches.expressions.size,
      messages: caches.messages.size,
      textLookups: caches.textLookups.size,
      jsonArguments: caches.jsonArguments.size,
    };
  };

  it('are filled by its own renders only', () => {
    const one = createTemplateEngine();
    const two = createTemplateEngine();
    const empty = { paths: 0, expressions: 0, messages: 0, textLookups: 0, jsonArguments: 0 };
    expect(filled(one)).toEqual(empty);
    for (let i = 0; i < 2; i++) one.renderTemplate(template, context, { enableExpressions: true });
    expect(filled(one)).toEqual({ paths: 5, expressions: 1, messages: 1, textLookups: 1, jsonArguments: 1 });
    expect(filled(two)).toEqual(empty);
  });

  it('are the caches of the engine a compiled template came from, whichever engine renders it', () => {
    const one = createTemplateEngine();
    const two = createTemplateEngine();
    const { template: compiled } = one.compileTemplate('{n|message}');
    expect(two.renderTemplate(compiled, { n: 'hi' }).html).toBe('hi');
    expect(one.registry.caches.messages.size).toBe(1);
    expect(two.registry.caches.messages.size).toBe(0);
  });

  it('are shared by the registries a render with plugins makes', () => {
    const engine = createTemplateEngine();
    const shout = (value: unknown) => String(value).toUpperCase();
    expect(engine.renderTemplate('{n|message|shout}', { n: 'hi' }, { plugins: { formatters: { shout } } }).html).toBe('HI');
    expect(engine.registry.with({}).caches).toBe(engine.registry.caches);
    expect(engine.registry.caches.messages.size).toBe(1);
  });
});

describe('BoundedMap: a cache within its count and bytes', () => {
  it('starts over when one more entry would pass its count', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect([map.get('a'), map.get('b'), map.size]).toEqual([1, 2, 2]);
    map.set('c', 3);
    expect([map.get('a'), map.get('b'), map.get('c'), map.size]).toEqual([undefined, undefined, 3, 1]);
  });

  it('starts over when one more entry would pass its bytes', () => {
    const map = new BoundedMap<string, number>(100, 10);
    map.set('abc', 1, bytesOf('abc'));
    map.set('de', 2, bytesOf('de'));
    expect(map.bytes).toBe(10);
    map.set('f', 3, bytesOf('f'));
    expect([map.get('abc'), map.get('f'), map.bytes]).toEqual([undefined, 3, 2]);
  });

  it("holds an engine's paths within their bytes, however many distinct paths it reads", () => {
    const engine = createTemplateEngine();
    const { paths } = engine.registry.caches;
    for (let i = 0; i < 3000; i++) {
      const tag = `{p${i}.${'x'.repeat(200)}}`;
      engine.compileTemplate(tag + tag);
      expect(paths.bytes).toBeLessThanOrEqual(CACHE_LIMITS.pathCacheBytes);
      expect(paths.size).toBeLessThanOrEqual(CACHE_SIZES.paths);
    }
    expect(paths.size).toBeGreaterThan(0);
  });
});
