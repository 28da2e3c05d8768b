import { CACHE_DEFAULT_CAPACITY } from '../shared/constants.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CURRENCY_SYMBOLS,
  STORE_CURRENCIES,
  currencyDigits,
  currencySymbol,
  formatMoney,
  formatMinorUnits,
  moneyFormatter,
  websiteMoneyFormat,
  fromMinorUnits,
  moneyProblem,
  toMinorUnits,
  type FormatMoneyOptions,
} from './money.ts';

/** Writes U+00A0 as "_" so expectations show where the no-break space is. */
const visible = (text: string) => text.replace(/\u00A0/g, '_');

describe('shopper spec, constants and limits currencies: decimal places', () => {
  it('gives 2 for the 26 two-decimal currencies and 0 for JPY, in any case', () => {
    const two = STORE_CURRENCIES.filter((code) => code !== 'JPY');
    expect(two).toHaveLength(26);
    for (const code of two) {
      expect(currencyDigits(code)).toBe(2);
      expect(currencyDigits(code.toLowerCase())).toBe(2);
    }
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('jpy')).toBe(0);
  });

  it('keeps 2 for COP and IDR, which Intl would print without decimals', () => {
    expect(currencyDigits('COP')).toBe(2);
    expect(currencyDigits('IDR')).toBe(2);
  });

  it('asks Intl about other codes, and falls back to 2', () => {
    expect(currencyDigits('KRW')).toBe(0);
    expect(currencyDigits('bhd')).toBe(3);
    expect(currencyDigits('XYZ')).toBe(2);
    expect(currencyDigits('not a code')).toBe(2);
    expect(currencyDigits('')).toBe(2);
  });
});

describe('rendering spec, entities Money: minor units to and from decimal strings', () => {
  it('converts decimal strings and numbers exactly', () => {
    expect(toMinorUnits('19.99', 'USD')).toBe(1999);
    expect(toMinorUnits(19.99, 'USD')).toBe(1999);
    expect(toMinorUnits('0.1', 'USD') + toMinorUnits('0.2', 'USD')).toBe(toMinorUnits('0.3', 'USD'));
    expect(toMinorUnits(0.1, 'usd')).toBe(10);
    expect(toMinorUnits('1.500', 'USD')).toBe(150);
    expect(toMinorUnits(' -2.50 ', 'EUR')).toBe(-250);
    expect(toMinorUnits('.5', 'USD')).toBe(50);
    expect(toMinorUnits('5.', 'USD')).toBe(500);
    expect(toMinorUnits('+3', 'USD')).toBe(300);
    expect(Object.is(toMinorUnits('-0.00', 'USD'), 0)).toBe(true);
  });

  it('divides by 1 for JPY', () => {
    expect(toMinorUnits('1234', 'JPY')).toBe(1234);
    expect(toMinorUnits('1234.0', 'jpy')).toBe(1234);
    expect(fromMinorUnits(123456, 'JPY')).toBe('123456');
    expect(() => toMinorUnits('12.5', 'JPY')).toThrow(RangeError);
  });

  it('handles 15-digit integers and stops at the largest safe integer', () => {
    expect(toMinorUnits('999999999999999', 'JPY')).toBe(999999999999999);
    expect(toMinorUnits('90071992547409.91', 'USD')).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => toMinorUnits('90071992547409.92', 'USD')).toThrow(RangeError);
    expect(() => toMinorUnits(1e21, 'USD')).toThrow(RangeError);
  });

  it('refuses decimals the currency does not have', () => {
    expect(() => toMinorUnits('1.005', 'USD')).toThrow(/more than the 2 decimals of USD/);
    expect(() => toMinorUnits(0.1 + 0.2, 'USD')).toThrow(RangeError);
  });

  it('refuses text and numbers that are not amounts, with a TypeError', () => {
    for (const bad of ['abc', '', ' ', '.', '-', '1.2.3', '1,000', '1e3', '0x10']) expect(() => toMinorUnits(bad, 'USD')).toThrow(TypeError);
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) expect(() => toMinorUnits(bad, 'USD')).toThrow(TypeError);
  });

  it('writes the decimal string of minor units', () => {
    expect(fromMinorUnits(123456, 'USD')).toBe('1234.56');
    expect(fromMinorUnits(5, 'USD')).toBe('0.05');
    expect(fromMinorUnits(-5, 'USD')).toBe('-0.05');
    expect(fromMinorUnits(0, 'USD')).toBe('0.00');
    expect(fromMinorUnits(100, 'usd')).toBe('1.00');
    expect(() => fromMinorUnits(1.5, 'USD')).toThrow(TypeError);
    expect(() => fromMinorUnits(Number.NaN, 'USD')).toThrow(TypeError);
    expect(() => fromMinorUnits(2 ** 53, 'USD')).toThrow(RangeError);
  });

  it('round-trips every safe integer in every store currency', () => {
    fc.assert(
      fc.property(fc.constantFrom(...STORE_CURRENCIES), fc.maxSafeInteger(), fc.boolean(), (currency, minor, negative) => {
        const value = negative ? -minor : minor;
        expect(toMinorUnits(fromMinorUnits(value, currency), currency)).toBe(value === 0 ? 0 : value);
      }),
    );
  });
});

describe('shopper spec, constants and limits native money format: symbols and placement of the 27 currencies', () => {
  it('formats 123456 minor units of each currency with its symbol in its place', () => {
    const expected: Record<string, string> = {
      EUR: '€1,234.56', USD: '$1,234.56', AUD: 'A$1,234.56', NOK: '1,234.56_kr', CAD: 'CA$1,234.56',
      NZD: 'NZ$1,234.56', DKK: '1,234.56_kr.', GBP: '£1,234.56', HKD: 'HK$1,234.56', CHF: 'CHF_1,234.56',
      MXN: 'MX$1,234.56', SGD: 'S$1,234.56', SEK: '1,234.56_kr', CZK: '1,234.56_Kč', ILS: '₪1,234.56',
      PHP: '₱1,234.56', RUB: '1,234.56_₽', PLN: '1,234.56_zł', THB: '฿1,234.56', MYR: 'RM1,234.56',
      ARS: 'AR$1,234.56', BRL: 'R$1,234.56', COP: 'COL$1,234.56', IDR: 'Rp1,234.56', INR: '₹1,234.56',
      ZAR: 'R1,234.56', JPY: '¥123,456',
    };
    expect(Object.keys(CURRENCY_SYMBOLS).sort()).toEqual([...STORE_CURRENCIES].sort());
    for (const currency of STORE_CURRENCIES) {
      expect(visible(formatMoney({ value: 123456, currency }))).toBe(expected[currency]);
    }
  });

  it('puts the minus sign in front of everything', () => {
    expect(formatMoney({ value: -250, currency: 'USD' })).toBe('-$2.50');
    expect(visible(formatMoney({ value: -250, currency: 'SEK' }))).toBe('-2.50_kr');
    expect(visible(formatMoney({ value: -250, currency: 'CHF' }))).toBe('-CHF_2.50');
  });

  it('never prints minus zero', () => {
    expect(formatMoney({ value: -0, currency: 'USD' })).toBe('$0.00');
    expect(formatMoney({ decimalValue: '-0.00', currencyCode: 'USD' })).toBe('$0.00');
    expect(formatMoney({ decimalValue: '-0.004', currencyCode: 'USD' })).toBe('$0.00');
  });

  it('groups thousands at every boundary', () => {
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(1)).toBe('$0.01');
    expect(formatMoney(99999)).toBe('$999.99');
    expect(formatMoney(100000)).toBe('$1,000.00');
    expect(formatMoney(100000000)).toBe('$1,000,000.00');
    expect(formatMoney({ value: 999, currency: 'JPY' })).toBe('¥999');
    expect(formatMoney({ value: 1000, currency: 'JPY' })).toBe('¥1,000');
  });

  it('takes every money shape the spec uses, currency in any case', () => {
    expect(formatMoney({ decimalValue: '19.5', currencyCode: 'eur' })).toBe('€19.50');
    expect(formatMoney(995)).toBe('$9.95');
    expect(formatMoney(995, { currency: 'GBP' })).toBe('£9.95');
    expect(formatMoney(995, { currency: 'jpy' })).toBe('¥995');
    expect(formatMoney({ value: 123456, currency: 'usd' })).toBe('$1,234.56');
  });

  it('rounds extra decimals of a decimal string half away from zero, exactly', () => {
    expect(formatMoney({ decimalValue: '1.005', currencyCode: 'USD' })).toBe('$1.01');
    expect(formatMoney({ decimalValue: '1.00499999999999999', currencyCode: 'USD' })).toBe('$1.00');
    expect(formatMoney({ decimalValue: '-1.005', currencyCode: 'USD' })).toBe('-$1.01');
    expect(formatMoney({ decimalValue: '9.995', currencyCode: 'USD' })).toBe('$10.00');
    expect(formatMoney({ decimalValue: '12.5', currencyCode: 'JPY' })).toBe('¥13');
    expect(formatMoney({ decimalValue: '12.4', currencyCode: 'JPY' })).toBe('¥12');
  });

  it('falls back to Intl\'s narrow symbol, then the code, for other currencies', () => {
    expect(formatMoney({ value: 1235, currency: 'KRW' })).toBe('₩1,235');
    expect(visible(formatMoney({ value: 1234500, currency: 'BHD' }))).toBe('BHD_1,234.500');
    expect(visible(formatMoney({ value: 1234, currency: 'XYZ' }))).toBe('XYZ_12.34');
    expect(currencySymbol('usd')).toEqual(CURRENCY_SYMBOLS.USD);
  });
});

describe('shopper spec, constants and limits native money format: 15 integer places', () => {
  it('formats 15 integer places without loss and shows nothing for 16 (never throws)', () => {
    expect(formatMoney({ decimalValue: '999999999999999.99', currencyCode: 'USD' })).toBe('$999,999,999,999,999.99');
    expect(formatMoney({ decimalValue: '123456789012345.67', currencyCode: 'EUR' })).toBe('€123,456,789,012,345.67');
    expect(formatMoney({ decimalValue: '1000000000000000', currencyCode: 'USD' })).toBe('');
    expect(formatMoney({ decimalValue: '999999999999999.995', currencyCode: 'USD' })).toBe('');
  });

  it('counts integer places after leading zeros are dropped', () => {
    expect(formatMoney({ decimalValue: '000999999999999999.00', currencyCode: 'USD' })).toBe('$999,999,999,999,999.00');
  });

  it('applies to minor units too: JPY reaches 16 places within the safe integers', () => {
    expect(formatMoney({ value: 999999999999999, currency: 'JPY' })).toBe('¥999,999,999,999,999');
    expect(formatMoney({ value: 1000000000000000, currency: 'JPY' })).toBe('');
    expect(formatMoney({ value: Number.MAX_SAFE_INTEGER, currency: 'USD' })).toBe('$90,071,992,547,409.91');
  });
});

describe('docs/architecture.md "Errors at the edges": malformed money never takes the page down', () => {
  // These lines once asserted a TypeError: money comes from the server, and a throw from a formatter
  // takes the whole page down, so formatMoney now answers with a sensible text instead.
  it('shows nothing for no amount at all, never NaN', () => {
    const none: unknown[] = [
      Number.NaN,
      Number.POSITIVE_INFINITY,
      '12',
      null,
      undefined,
      {},
      [],
      { value: 'twelve', currency: 'USD' },
      { value: Number.NaN, currency: 'USD' },
      { value: Number.NEGATIVE_INFINITY, currency: 'USD' },
      { value: 2 ** 60, currency: 'USD' },
      { value: null, currency: 'USD' },
      { decimalValue: 'abc', currencyCode: 'USD' },
      { decimalValue: '', currencyCode: 'USD' },
      { decimalValue: null, currencyCode: 'USD' },
      { decimalValue: '1e3', currencyCode: 'USD' },
    ];
    for (const money of none) expect(formatMoney(money as number), JSON.stringify(money)).toBe('');
  });

  it('rounds fractional minor units half away from zero', () => {
    expect(formatMoney(1.5)).toBe('$0.02');
    expect(formatMoney({ value: 1234.4, currency: 'USD' })).toBe('$12.34');
    expect(formatMoney({ value: -1234.5, currency: 'EUR' })).toBe('-€12.35');
  });

  it('reads a decimal amount sent as a plain number', () => {
    expect(formatMoney({ decimalValue: 12, currencyCode: 'USD' } as unknown as number)).toBe('$12.00');
  });

  it('shows the number alone when the currency code is malformed or missing', () => {
    expect(formatMoney({ value: 123456, currency: 'US' })).toBe('1,234.56');
    expect(formatMoney({ value: 1, currency: 42 } as unknown as number)).toBe('0.01');
    expect(formatMoney({ value: -123456 } as unknown as number)).toBe('-1,234.56');
    expect(formatMoney(100, { currency: '$' })).toBe('1.00');
    expect(formatMoney({ decimalValue: '12.5', currencyCode: null } as unknown as number)).toBe('12.50');
    expect(formatMoney({ value: 123456, currency: '€€€' }, { cldr: true, locale: 'de-DE' })).toBe('1.234,56');
  });

  it('says why, for developers, with moneyProblem', () => {
    expect(moneyProblem({ value: 123456, currency: 'USD' })).toBeNull();
    expect(moneyProblem({ decimalValue: '1000000000000000', currencyCode: 'USD' })).toMatch(/at most 15 integer places/);
    expect(moneyProblem({ value: 1.5, currency: 'USD' })).toMatch(/whole number of minor units/);
    expect(moneyProblem({ value: 1, currency: 'US' })).toMatch(/three-letter code/);
    expect(moneyProblem(100, { currency: '$' })).toMatch(/three-letter code/);
    expect(moneyProblem(null)).toMatch(/Money must be/);
  });

  it('falls back to the native style for a malformed locale', () => {
    expect(formatMoney({ value: 123456, currency: 'EUR' }, { cldr: true, locale: 'not a locale!' })).toBe('€1,234.56');
  });

  it('never throws and never prints NaN, undefined or Infinity, whatever it is given (property)', () => {
    const currency = fc.oneof(fc.constantFrom(...STORE_CURRENCIES, 'usd', 'XYZ', 'KRW', '', 'US', '$', '€€€'), fc.string(), fc.anything());
    const value = fc.oneof(
      fc.integer(),
      fc.double(),
      fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -0, 2 ** 53, Number.MAX_VALUE),
      fc.string(),
      fc.anything(),
    );
    const money = fc.oneof(
      fc.record({ value, currency }),
      fc.record({ decimalValue: fc.oneof(fc.stringMatching(/^-?\d{0,20}(\.\d{0,6})?$/), value), currencyCode: currency }),
      value,
      fc.anything(),
    );
    const options = fc.record(
      { currency, cldr: fc.boolean(), locale: fc.oneof(fc.constantFrom('en-US', 'de-DE', 'ja-JP', 'xx', '!!'), fc.string()) },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(money, options, (input, opts) => {
        const text = formatMoney(input as number, opts as FormatMoneyOptions);
        expect(typeof text).toBe('string');
        expect(text).not.toMatch(/NaN|undefined|Infinity|null/);
      }),
      { seed: 11, numRuns: 2000 },
    );
  });
});

describe('rendering spec, entities useCLDRMoneyFormat: locale-aware money through Intl', () => {
  const cldr = (value: number, currency: string, locale: string) => visible(formatMoney({ value, currency }, { cldr: true, locale }));

  it('formats in the locale\'s own way', () => {
    expect(cldr(123456, 'USD', 'en-US')).toBe('$1,234.56');
    expect(cldr(123456, 'EUR', 'de-DE')).toBe('1.234,56_€');
    expect(cldr(-123456789, 'GBP', 'en-GB')).toBe('-£1,234,567.89');
    expect(cldr(123456, 'JPY', 'ja-JP')).toBe('￥123,456');
    expect(cldr(123456789, 'INR', 'en-IN')).toBe('₹12,34,567.89');
  });

  it('keeps the spec\'s decimals even where CLDR has none (COP, IDR)', () => {
    expect(cldr(123456, 'COP', 'es-CO')).toBe('$_1.234,56');
    expect(cldr(123456, 'IDR', 'id-ID')).toBe('Rp_1.234,56');
  });

  it('folds narrow and plain spaces into the one no-break space', () => {
    const text = formatMoney({ decimalValue: '123456789012345.678', currencyCode: 'EUR' }, { cldr: true, locale: 'fr-FR' });
    expect(visible(text)).toBe('123_456_789_012_345,68_€');
    expect(text).not.toMatch(/[ \u202F]/);
  });

  it('defaults to en-US, never prints minus zero, and keeps the 15-place limit', () => {
    expect(formatMoney(123456, { cldr: true })).toBe('$1,234.56');
    expect(formatMoney({ decimalValue: '-0.001', currencyCode: 'USD' }, { cldr: true })).toBe('$0.00');
    expect(formatMoney({ decimalValue: '1000000000000000', currencyCode: 'USD' }, { cldr: true })).toBe('');
  });

  it('keeps formatting right after the formatter cache has evicted entries', () => {
    const locales = ['en-US', 'de-DE', 'fr-FR', 'en-GB', 'ja-JP'];
    const pairs = locales.flatMap((locale) => STORE_CURRENCIES.map((currency) => [locale, currency] as const));
    expect(pairs.length).toBeGreaterThan(CACHE_DEFAULT_CAPACITY);
    for (const [locale, currency] of pairs) formatMoney(100, { currency, cldr: true, locale });
    expect(cldr(123456, 'USD', 'en-US')).toBe('$1,234.56');
    expect(cldr(123456, 'EUR', 'de-DE')).toBe('1.234,56_€');
  });
});

describe('shopper spec, constants and limits money: properties', () => {
  const within15Places = fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });

  it('native style: never NaN or undefined, and the text reads back to the same minor units', () => {
    fc.assert(
      fc.property(fc.constantFrom(...STORE_CURRENCIES), within15Places, (currency, value) => {
        fc.pre(currency !== 'JPY' || Math.abs(value) < 1e15);
        const text = formatMoney({ value, currency });
        expect(text).not.toMatch(/NaN|undefined/);
        const { symbol } = currencySymbol(currency);
        const number = text.replace(symbol, '').replace(/[,\u00A0]/g, '');
        expect(toMinorUnits(number, currency)).toBe(value === 0 ? 0 : value);
      }),
    );
  });

  it('CLDR style: never NaN or undefined, and keeps every digit', () => {
    fc.assert(
      fc.property(fc.constantFrom(...STORE_CURRENCIES), within15Places, fc.constantFrom('en-US', 'de-DE', 'fr-FR'), (currency, value, locale) => {
        fc.pre(currency !== 'JPY' || Math.abs(value) < 1e15);
        const text = formatMoney({ value, currency }, { cldr: true, locale });
        expect(text).not.toMatch(/NaN|undefined|\u202F/);
        expect(text.replace(/\D/g, '').replace(/^0+/, '')).toBe(String(Math.abs(value)).replace(/^0+/, ''));
      }),
    );
  });
});

describe('rendering spec, entities Website: useCLDRMoneyFormat picks the money format', () => {
  it('is the locale format only when the flag is true', () => {
    expect(websiteMoneyFormat({ useCLDRMoneyFormat: true }, 'de-DE')).toEqual({ cldr: true, locale: 'de-DE' });
    expect(websiteMoneyFormat({ useCLDRMoneyFormat: false }, 'de-DE')).toEqual({});
    expect(websiteMoneyFormat({ useCLDRMoneyFormat: 'true' }, 'de-DE')).toEqual({});
    expect(websiteMoneyFormat({}, 'de-DE')).toEqual({});
    expect(websiteMoneyFormat(null)).toEqual({});
  });

  it('reads en-US when the locale is missing or blank', () => {
    expect(websiteMoneyFormat({ useCLDRMoneyFormat: true })).toEqual({ cldr: true, locale: 'en-US' });
    expect(websiteMoneyFormat({ useCLDRMoneyFormat: true }, ' ')).toEqual({ cldr: true, locale: 'en-US' });
  });

  it('keeps the native style for settings whose read throws', () => {
    const hostile = Object.defineProperty({}, 'useCLDRMoneyFormat', { get: () => { throw new Error('no'); } });
    expect(websiteMoneyFormat(hostile, 'de-DE')).toEqual({});
  });

  it('formats money the way the website picked', () => {
    const euros = { value: 123456, currency: 'EUR' };
    expect(moneyFormatter(websiteMoneyFormat({ useCLDRMoneyFormat: false }, 'de-DE'))(euros)).toBe('€1,234.56');
    expect(moneyFormatter(websiteMoneyFormat({ useCLDRMoneyFormat: true }, 'de-DE'))(euros)).toBe('1.234,56\u00a0€');
    expect(moneyFormatter({})).toBe(formatMinorUnits);
  });
});
