import { describe, expect, it } from 'vitest';
import { currencyDigits, formatMoney, fromMinorUnits } from './money.ts';

describe('shopper.md §9 currencies and the native money format', () => {
  it('formats USD, EUR and GBP with two decimals, comma thousands and a leading symbol', () => {
    expect(formatMoney({ value: 123456, currency: 'USD' })).toBe('$1,234.56');
    expect(formatMoney({ value: 5, currency: 'EUR' })).toBe('€0.05');
    expect(formatMoney({ value: 100000000, currency: 'GBP' })).toBe('£1,000,000.00');
  });

  it('formats JPY with no decimals', () => {
    expect(currencyDigits('JPY')).toBe(0);
    expect(formatMoney({ value: 123456, currency: 'JPY' })).toBe('¥123,456');
  });

  it('accepts the decimal shape and a plain number of minor units (USD by default)', () => {
    expect(formatMoney({ decimalValue: '19.5', currencyCode: 'EUR' })).toBe('€19.50');
    expect(formatMoney(995)).toBe('$9.95');
    expect(formatMoney(995, { currency: 'GBP' })).toBe('£9.95');
  });

  it('signs negative amounts and never prints minus zero', () => {
    expect(formatMoney({ value: -250, currency: 'USD' })).toBe('-$2.50');
    expect(formatMoney({ decimalValue: '-0.00', currencyCode: 'USD' })).toBe('$0.00');
  });

  it('allows 15 integer places and refuses 16', () => {
    expect(formatMoney({ decimalValue: '999999999999999.99', currencyCode: 'USD' })).toBe('$999,999,999,999,999.99');
    expect(() => formatMoney({ decimalValue: '1000000000000000', currencyCode: 'USD' })).toThrow(/15 integer places/);
  });

  it('rejects bad input with a TypeError instead of printing NaN', () => {
    expect(() => formatMoney(Number.NaN)).toThrow(TypeError);
    expect(() => formatMoney({ decimalValue: 'abc', currencyCode: 'USD' })).toThrow(TypeError);
    expect(() => fromMinorUnits(1.5, 'USD')).toThrow(TypeError);
  });
});
