import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyPreferences, cachedPreferences, needsUpdate, preferencesToSave, type PreferencesCache } from './preferences.ts';

describe('shopper spec, entities, states Commerce preferences: the per-namespace cache', () => {
  it('keeps the values of a namespace without the website id', () => {
    const cache = applyPreferences({}, 'cart', { websiteId: 'w1', currency: 'EUR', compact: true });
    expect(cache).toEqual({ cart: { currency: 'EUR', compact: true } });
    expect(cachedPreferences(cache, 'cart')).toEqual({ currency: 'EUR', compact: true });
    expect(cachedPreferences(cache, 'other')).toBeNull();
    expect(cachedPreferences(cache, 'toString')).toBeNull();
  });

  it('replaces one namespace and leaves the others alone, without changing the old cache', () => {
    const before: PreferencesCache = { cart: { currency: 'EUR' }, page: { layout: 'grid' } };
    const after = applyPreferences(before, 'cart', { currency: 'GBP' });
    expect(after).toEqual({ cart: { currency: 'GBP' }, page: { layout: 'grid' } });
    expect(before.cart).toEqual({ currency: 'EUR' });
  });

  it('keeps an empty object for a value that is not an object', () => {
    expect(applyPreferences({}, 'cart', null)).toEqual({ cart: {} });
    expect(applyPreferences({}, 'cart', ['x'])).toEqual({ cart: {} });
  });
});

describe('shopper spec, states Commerce preferences: skipping an update', () => {
  const cache: PreferencesCache = { cart: { currency: 'EUR', sizes: ['S', 'M'], filters: { colour: 'red' } } };

  it('is skipped when no value differs, the website id aside', () => {
    expect(needsUpdate(cache, 'cart', { currency: 'EUR' })).toBe(false);
    expect(needsUpdate(cache, 'cart', { sizes: ['S', 'M'], filters: { colour: 'red' }, websiteId: 'w9' })).toBe(false);
    expect(needsUpdate(cache, 'cart', {})).toBe(false);
  });

  it('is needed when any value differs or is new', () => {
    expect(needsUpdate(cache, 'cart', { currency: 'GBP' })).toBe(true);
    expect(needsUpdate(cache, 'cart', { sizes: ['S'] })).toBe(true);
    expect(needsUpdate(cache, 'cart', { filters: { colour: 'blue' } })).toBe(true);
    expect(needsUpdate(cache, 'cart', { compact: false })).toBe(true);
    expect(needsUpdate(cache, 'page', { layout: 'grid' })).toBe(true);
  });

  it('saves the cached values with the patch applied, without the website id', () => {
    expect(preferencesToSave(cache, 'cart', { currency: 'GBP', websiteId: 'w1' })).toEqual({ currency: 'GBP', sizes: ['S', 'M'], filters: { colour: 'red' } });
  });

  it('after applying a patch, the same patch needs no update (property)', () => {
    const values = fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue());
    fc.assert(fc.property(fc.string({ maxLength: 5 }), values, values, (namespace, first, patch) => {
      const cache1 = applyPreferences({}, namespace, first);
      const cache2 = applyPreferences(cache1, namespace, preferencesToSave(cache1, namespace, patch));
      expect(needsUpdate(cache2, namespace, patch)).toBe(false);
      expect(Object.hasOwn(cache2[namespace] ?? {}, 'websiteId')).toBe(false);
    }));
  });

  it('never throws on arbitrary input (property)', () => {
    fc.assert(fc.property(fc.string(), fc.anything(), fc.anything(), (namespace, value, patch) => {
      const next = applyPreferences({}, namespace, value);
      expect(typeof needsUpdate(next, namespace, patch)).toBe('boolean');
    }));
  });
});
