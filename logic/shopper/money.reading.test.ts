/**
 * rendering spec, entities Money ("amounts are in minor units"): the one reading
 * of money in data, readMoneyValue, and formatMoney / variantPrices over every real shape.
 */
import { describe, expect, it } from 'vitest';
import { formatMoney, readMoneyValue } from './money.ts';
import { effectivePrice, variantPrices } from './product.ts';

describe('rendering spec, entities Money: the one reading of money in data (readMoneyValue)', () => {
  it('a number is minor units (the spec), rounded half away from zero to a whole unit', () => {
    expect(readMoneyValue({ value: 2500, currency: 'USD' })).toEqual({ value: 2500, currency: 'USD' });
    expect(readMoneyValue(2500)).toEqual({ value: 2500, currency: 'USD' });
    expect(readMoneyValue(1999.5, 'EUR')).toEqual({ value: 2000, currency: 'EUR' });
    expect(readMoneyValue(-0.5)).toEqual({ value: -1, currency: 'USD' });
  });

  it('whole minor units come back as they are, in any currency; negative zero is zero; past the safe range is no money', () => {
    expect(readMoneyValue({ value: -1205, currency: 'jpy' })).toEqual({ value: -1205, currency: 'JPY' });
    expect(readMoneyValue(9007199254740991, 'EUR')).toEqual({ value: 9007199254740991, currency: 'EUR' });
    expect(Object.is(readMoneyValue(-0)?.value, 0)).toBe(true);
    expect(readMoneyValue(9007199254740992)).toBeNull();
  });

  it('text is a decimal in major units, as the server sends it: its point says where the units are', () => {
    expect(readMoneyValue({ value: '25.00', currency: 'USD' })).toEqual({ value: 2500, currency: 'USD' });
    expect(readMoneyValue({ value: '25', currency: 'usd' })).toEqual({ value: 2500, currency: 'USD' });
    expect(readMoneyValue({ value: ' 19.995 ', currency: 'USD' })).toEqual({ value: 2000, currency: 'USD' });
    expect(readMoneyValue({ value: '1500', currency: 'JPY' })).toEqual({ value: 1500, currency: 'JPY' });
    expect(readMoneyValue('-3.10', 'GBP')).toEqual({ value: -310, currency: 'GBP' });
  });

  it('{ decimalValue, currencyCode } is major units too', () => {
    expect(readMoneyValue({ decimalValue: '12.34', currencyCode: 'EUR' })).toEqual({ value: 1234, currency: 'EUR' });
  });

  it('a missing or malformed currency reads as the one given, else USD', () => {
    expect(readMoneyValue({ value: '1.00' })).toEqual({ value: 100, currency: 'USD' });
    expect(readMoneyValue({ value: 100, currency: 'not money' }, 'CAD')).toEqual({ value: 100, currency: 'CAD' });
    expect(readMoneyValue({ value: 100 }, '??')).toEqual({ value: 100, currency: 'USD' });
  });

  it('anything that is not an amount is null, and nothing throws', () => {
    const throwing = new Proxy({}, { has: () => true, get: () => { throw new Error('boom'); } });
    for (const bad of [null, undefined, true, {}, [], { value: 'abc' }, { value: NaN }, { value: Infinity }, { value: '' }, { value: null },
      { value: 2 ** 60 }, { value: '9'.repeat(400) }, { decimalValue: 5, currencyCode: 'USD' }, throwing, 'x', Symbol('s')]) {
      expect(readMoneyValue(bad)).toBeNull();
    }
  });
});

describe('money in data: formatMoney and the product prices read every shape', () => {
  it('formatMoney of { value: "25.00" } is $25.00 and does not throw', () => {
    expect(formatMoney({ value: '25.00', currency: 'USD' })).toBe('$25.00');
    expect(formatMoney({ value: 2500, currency: 'USD' })).toBe('$25.00');
    expect(formatMoney({ decimalValue: '25.00', currencyCode: 'USD' })).toBe('$25.00');
    expect(formatMoney(2500)).toBe('$25.00');
  });

  it('a variant priced with decimal strings is read at its price, not $0.00', () => {
    const prices = variantPrices({ onSale: true, priceMoney: { value: '25.00', currency: 'EUR' }, salePriceMoney: { value: '20.50', currency: 'EUR' } });
    expect(prices).toEqual({ price: { value: 2500, currency: 'EUR' }, salePrice: { value: 2050, currency: 'EUR' } });
    expect(effectivePrice({ onSale: true, priceMoney: { decimalValue: '9.99', currencyCode: 'GBP' }, salePriceMoney: { value: '5', currency: 'GBP' } })).toEqual({
      value: 500,
      currency: 'GBP',
    });
  });

  it('the legacy minor-unit price takes the currency a decimal-string price states', () => {
    expect(variantPrices({ salePriceMoney: { value: '1.00', currency: 'JPY' }, price: 1500 })).toEqual({
      price: { value: 1500, currency: 'JPY' },
      salePrice: { value: 1, currency: 'JPY' },
    });
  });
});

describe('money in data: template data read by the product fragments (productOf)', () => {
  it('a variant priced { value: "25.00" } is $25.00 to the product-price fragment, not $0.00', async () => {
    const { productOf } = await import('../template/product.ts');
    const product = productOf({ id: 'p', structuredContent: { productType: 1, variants: [{ sku: 's', priceMoney: { value: '25.00', currency: 'USD' } }] } });
    expect(product?.variants[0]?.priceMoney).toEqual({ value: 2500, currency: 'USD' });
    const price = product?.variants[0]?.priceMoney;
    expect(price === undefined ? 'no price' : formatMoney(price)).toBe('$25.00');
  });
});
