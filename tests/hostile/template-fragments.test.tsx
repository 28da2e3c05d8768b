/**
 * No public function of the fragment engine (template/index.ts) throws, whatever a
 * JavaScript caller passes: nothing, the wrong type, an object whose every read throws.
 */
import { describe, expect, it } from 'vitest';
import {
  createFragmentTemplateEngine,
  createQuickViewTemplateEngine,
  fragmentFormatter,
  fragmentIdentifierPrefix,
  fragmentTree,
  registerFragmentFormatters,
  scriptSafeJson,
  siteStrings,
} from '../../template/index.ts';

/** An object whose every read, key listing and `in` test throws. */
function throwingProxy(): object {
  const fail = () => {
    throw new Error('refused');
  };
  return new Proxy({}, { get: fail, has: fail, ownKeys: fail, getOwnPropertyDescriptor: fail, getPrototypeOf: fail });
}

const GARBAGE: readonly unknown[] = [undefined, null, 0, Number.NaN, '', 'x', true, {}, [], Symbol('s'), 10n, () => 1, Object.create(null), throwingProxy()];

function everyPosition(name: string, fn: (...args: unknown[]) => unknown, valid: readonly unknown[]): void {
  for (let position = 0; position < valid.length; position += 1) {
    for (const [index, bad] of GARBAGE.entries()) {
      const args = [...valid];
      args[position] = bad;
      expect(() => fn(...args), `${name} with argument ${position} = GARBAGE[${index}]`).not.toThrow();
    }
  }
}

describe('the fragment engine takes any input without throwing', () => {
  it('engines, registration and the helpers', () => {
    everyPosition('createFragmentTemplateEngine', createFragmentTemplateEngine as never, [{}]);
    everyPosition('createQuickViewTemplateEngine', createQuickViewTemplateEngine as never, [{}]);
    everyPosition('registerFragmentFormatters', registerFragmentFormatters as never, [createFragmentTemplateEngine()]);
    everyPosition('fragmentIdentifierPrefix', fragmentIdentifierPrefix as never, ['image', 'p1', 0]);
    everyPosition('siteStrings', siteStrings as never, [{ resolve: () => ({}) }]);
    everyPosition('fragmentTree', fragmentTree as never, [<p />, {}]);
    everyPosition('fragmentFormatter', fragmentFormatter as never, [() => null, 'x']);
    everyPosition('scriptSafeJson', scriptSafeJson as never, [{}]);
  });

  it('garbage gives the safe default', () => {
    expect(fragmentIdentifierPrefix(null as never, null as never)).toBe('vitrine---');
    expect(fragmentIdentifierPrefix('image', 'a b', 2)).toBe('vitrine-image-a_0020b-2-');
    expect(siteStrings(null as never)).toEqual({});
    expect(registerFragmentFormatters(null as never)).toBeNull();
  });

  it('a render with fragment formatters over data whose reads throw reports at the tag and renders the rest', () => {
    const engine = createQuickViewTemplateEngine();
    const result = engine.renderTemplate('[{item|image}][{item|quick-view-data}]{after}', { item: throwingProxy(), after: 'A', localizedStrings: throwingProxy() });
    expect(result.html).toBe('[][]A');
    // The image fragment reads the item and reports it; the data block reads no product from it.
    expect(result.errors).toMatchObject([{ kind: 'runtime', line: 1, column: 2 }]);
  });
});
