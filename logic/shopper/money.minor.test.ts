/**
 * shopper spec, constants and limits native money format through formatMinorUnits: the formatter of the library's own Money
 * (whole minor units), which the product card, the variant labels and the cart use without the other
 * shapes and the CLDR style of formatMoney (bundle size).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMinorUnits, formatMoney, STORE_CURRENCIES, type Money } from './money.ts';

/** Writes U+00A0 as "_" so expectations show where the no-break space is. */
const visible = (text: string) => text.replace(/\u00A0/g, '_');

describe('shopper spec, constants and limits native money format: formatMinorUnits', () => {
  it('places each symbol as the native style does, with `,` thousands and the currency\'s decimals', () => {
    expect(formatMinorUnits({ value: 123456, currency: 'USD' })).toBe('$1,234.56');
    expect(formatMinorUnits({ value: 123456, currency: 'JPY' })).toBe('¥123,456');
    expect(visible(formatMinorUnits({ value: 1999, currency: 'NOK' }))).toBe('19.99_kr');
    expect(visible(formatMinorUnits({ value: 500, currency: 'CHF' }))).toBe('CHF_5.00');
    expect(formatMinorUnits({ value: -250, currency: 'GBP' })).toBe('-£2.50');
    expect(formatMinorUnits({ value: 5, currency: 'eur' })).toBe('€0.05');
  });

  it('reads what a caller outside TypeScript may pass without throwing, as formatMoney does', () => {
    expect(formatMinorUnits({ value: 1234, currency: 'dollars' })).toBe('12.34');
    expect(formatMinorUnits({ value: 1.5, currency: 'USD' })).toBe('$0.02');
    expect(formatMinorUnits({ value: -0.4, currency: 'USD' })).toBe('$0.00');
    expect(formatMinorUnits({ value: Number.NaN, currency: 'USD' })).toBe('');
    expect(formatMinorUnits({ value: Number.POSITIVE_INFINITY, currency: 'USD' })).toBe('');
    expect(formatMinorUnits({ value: 9007199254740992, currency: 'USD' })).toBe('');
    expect(formatMinorUnits({ value: '25.00', currency: 'USD' } as unknown as Money)).toBe('');
    expect(formatMinorUnits(null as unknown as Money)).toBe('');
    // 16 integer places: past the 15 the native format allows (shopper spec, constants and limits).
    expect(formatMinorUnits({ value: 1_000_000_000_000_000, currency: 'JPY' })).toBe('');
  });

  it('gives the text formatMoney gives for the same Money (fixed seed)', () => {
    const currency = fc.oneof(fc.constantFrom(...STORE_CURRENCIES), fc.constantFrom('usd', 'XAF', 'KWD', 'US', '', 'dollars'));
    const value = fc.oneof(
      fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
      fc.double({ noDefaultInfinity: false }),
    );
    fc.assert(
      fc.property(currency, value, (code, amount) => {
        const money = { value: amount, currency: code };
        expect(formatMinorUnits(money)).toBe(formatMoney(money));
      }),
      { numRuns: 300 },
    );
  });
});
