import { describe, expect, it } from 'vitest';
import { CURRENCY_NAME_STRINGS, currencyName } from './currencyNames.ts';
import { STORE_CURRENCIES } from './money.ts';

describe('shopper spec, constants and limits: interface strings name the store currencies', () => {
  it('names every store currency the spec lists, in its order, and nothing else', () => {
    expect(Object.keys(CURRENCY_NAME_STRINGS)).toEqual(STORE_CURRENCIES.map((code) => `currencyName${code}`));
    for (const code of STORE_CURRENCIES) expect(currencyName(code)).not.toBe(code);
  });

  it('reads a code in any case', () => {
    expect(currencyName('usd')).toBe('US Dollar');
    expect(currencyName(' JPY ')).toBe('Japanese Yen');
  });

  it('gives the code of a currency outside the store, and nothing for what is not text', () => {
    expect(currencyName('krw')).toBe('KRW');
    expect(currencyName(42 as unknown as string)).toBe('');
  });

  it('names them through the site strings', () => {
    expect(currencyName('EUR', { ...CURRENCY_NAME_STRINGS, currencyNameEUR: 'euro' })).toBe('euro');
  });
});
