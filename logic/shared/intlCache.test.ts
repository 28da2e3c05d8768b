import { describe, expect, it } from 'vitest';
import {
  INTL_CACHE_LIMIT,
  collator,
  dateTimeFormat,
  intlCacheSize,
  listFormat,
  numberFormat,
  pluralRules,
  relativeTimeFormat,
} from './intlCache.ts';

// The oracle is Intl itself: each cached object must print what a fresh one prints.
describe('the shared Intl cache', () => {
  it('prints what a freshly built Intl object prints, for each kind', () => {
    const money = { style: 'currency', currency: 'EUR' } as const;
    expect(numberFormat('de', money).format(1234.5)).toBe(new Intl.NumberFormat('de', money).format(1234.5));
    const date = { dateStyle: 'long', timeZone: 'Asia/Tokyo' } as const;
    expect(dateTimeFormat('ja', date).format(0)).toBe(new Intl.DateTimeFormat('ja', date).format(0));
    expect(pluralRules('en', { type: 'ordinal' }).select(2)).toBe('two');
    expect(pluralRules('en').select(1)).toBe('one');
    expect(relativeTimeFormat('fr', { numeric: 'auto' }).format(-1, 'day')).toBe('hier');
    expect(collator('en', { sensitivity: 'accent' }).compare('a', 'A')).toBe(0);
    expect(listFormat('en', { type: 'conjunction' }).format(['a', 'b', 'c'])).toBe('a, b, and c');
  });

  it('shares one object for the same locale and options, and keeps kinds and options apart', () => {
    expect(numberFormat('en', { minimumFractionDigits: 2 })).toBe(numberFormat('en', { minimumFractionDigits: 2 }));
    expect(numberFormat('en', { minimumFractionDigits: 2 })).not.toBe(numberFormat('en', { minimumFractionDigits: 3 }));
    expect(numberFormat('en')).not.toBe(numberFormat('fr'));
    expect(numberFormat(undefined)).toBe(numberFormat(undefined));
    expect(pluralRules('en', { type: 'cardinal' })).not.toBe(pluralRules('en', { type: 'ordinal' }));
    // An option given as undefined is an absent option, for Intl and for the cache.
    expect(numberFormat('en', { style: undefined })).toBe(numberFormat('en', {}));
  });

  it('throws what the constructor throws for a locale or option Intl refuses, and caches no failure', () => {
    expect(() => numberFormat('not a locale!')).toThrow(RangeError);
    expect(() => numberFormat('en', { style: 'currency' })).toThrow(TypeError);
    expect(() => numberFormat('en', { style: 'currency', currency: 'US' })).toThrow(RangeError);
    expect(() => dateTimeFormat('en', { timeZone: 'Nowhere/Atlantis' })).toThrow(RangeError);
    expect(() => numberFormat('not a locale!')).toThrow(RangeError);
  });

  it('builds options JSON cannot write (a cycle) without caching them', () => {
    const cyclic: Record<string, unknown> = { minimumFractionDigits: 1 };
    cyclic.self = cyclic;
    const first = numberFormat('en', cyclic as Intl.NumberFormatOptions);
    expect(first.format(2)).toBe('2.0');
    expect(numberFormat('en', cyclic as Intl.NumberFormatOptions)).not.toBe(first);
  });

  it('stays bounded however many distinct options it is asked for', () => {
    for (let digits = 0; digits <= 20; digits += 1) {
      for (const currency of ['USD', 'EUR', 'JPY', 'GBP', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'HUF', 'AUD', 'CAD', 'NZD']) {
        numberFormat('en', { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: 20 });
      }
    }
    expect(21 * 14).toBeGreaterThan(INTL_CACHE_LIMIT);
    expect(intlCacheSize()).toBe(INTL_CACHE_LIMIT);
    // The newest entry is kept and still right after the oldest went out.
    expect(numberFormat('en', { style: 'currency', currency: 'NZD', minimumFractionDigits: 20, maximumFractionDigits: 20 }).format(1)).toBe(
      new Intl.NumberFormat('en', { style: 'currency', currency: 'NZD', minimumFractionDigits: 20, maximumFractionDigits: 20 }).format(1),
    );
  });
});
