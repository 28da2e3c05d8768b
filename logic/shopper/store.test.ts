import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moneyFormatter } from './money.ts';
import { INSTALLMENT_RANGE_TEXT, INSTALLMENT_STRINGS, INSTALLMENT_TEXT, installmentPlacement, installmentText, isInstallmentPlan, storeUrlId } from './store.ts';

describe('rendering spec, validation rules Store url id', () => {
  it('is the slug of the title', () => {
    expect(storeUrlId('Summer Shop', [], 'Store')).toBe('summer-shop');
    expect(storeUrlId('  Café & Crème!! ', [], 'Store')).toBe('cafe-creme');
    expect(storeUrlId('ABC', [], 'Store')).toBe('abc');
  });

  it('uses the fallback title when the slug is empty or shorter than 3', () => {
    expect(storeUrlId('', [], 'Store')).toBe('store');
    expect(storeUrlId('!!!', [], 'Store')).toBe('store');
    expect(storeUrlId('東京', [], 'Store')).toBe('store');
    expect(storeUrlId('Ab', [], 'Store')).toBe('store');
    expect(storeUrlId('A B', [], 'Store')).toBe('a-b');
  });

  it('refuses a fallback title that gives no usable id', () => {
    expect(() => storeUrlId('', [], '?')).toThrow(RangeError);
  });

  it('appends -1, -2, … while the id is taken, case-insensitively', () => {
    expect(storeUrlId('Shop', ['shop'], 'Store')).toBe('shop-1');
    expect(storeUrlId('Shop', ['SHOP', 'shop-1'], 'Store')).toBe('shop-2');
    expect(storeUrlId('Shop', ['shop-1'], 'Store')).toBe('shop');
    expect(storeUrlId('', new Set(['store', 'store-1', 'store-2']), 'Store')).toBe('store-3');
  });

  it('always gives a free slug of at least 3 characters', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.constantFrom('shop', 'shop-1', 'store', 'store-1', 'a-b-c')), (title, taken) => {
        const id = storeUrlId(title, taken, 'Store');
        expect(id.length).toBeGreaterThanOrEqual(3);
        expect(taken).not.toContain(id);
        expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      }),
    );
  });
});

describe('shopper spec, constants and limits Installment text', () => {
  const plan = { installments: 4, minimum: 3500, maximum: 100000 };
  const usd = (value: number) => ({ value, currency: 'USD' });

  it('shows each payment within the limits, both limits included', () => {
    expect(installmentText(usd(5000), plan)).toBe('or 4 interest-free payments of $12.50');
    expect(installmentText(usd(3500), plan)).toBe('or 4 interest-free payments of $8.75');
    expect(installmentText(usd(100000), plan)).toBe('or 4 interest-free payments of $250.00');
  });

  it('rounds each payment up to the minor unit', () => {
    expect(installmentText(usd(10001), plan)).toBe('or 4 interest-free payments of $25.01');
    expect(installmentText({ value: 10001, currency: 'JPY' }, { installments: 3, minimum: 0, maximum: 100000 })).toBe(
      'or 3 interest-free payments of ¥3,334',
    );
    const huge = { installments: 3, minimum: 0, maximum: Number.MAX_SAFE_INTEGER };
    expect(installmentText(usd(Number.MAX_SAFE_INTEGER), huge)).toBe('or 3 interest-free payments of $30,023,997,515,803.31');
  });

  it('names the limits outside them', () => {
    expect(installmentText(usd(3499), plan)).toBe('Interest-free payments available for orders from $35.00 to $1,000.00');
    expect(installmentText(usd(100001), plan)).toBe(installmentText(usd(0), plan));
  });

  it('refuses a plan that makes no sense', () => {
    expect(() => installmentText(usd(5000), { ...plan, installments: 1 })).toThrow(RangeError);
    expect(() => installmentText(usd(5000), { ...plan, installments: 2.5 })).toThrow(RangeError);
    expect(() => installmentText(usd(5000), { ...plan, minimum: 200000 })).toThrow(RangeError);
    expect(() => installmentText(usd(5000), { ...plan, minimum: -1 })).toThrow(RangeError);
  });

  it('places a total below, within or above the limits, both limits within', () => {
    expect(installmentPlacement(usd(3499), plan)).toBe('below');
    expect(installmentPlacement(usd(3500), plan)).toBe('within');
    expect(installmentPlacement(usd(100000), plan)).toBe('within');
    expect(installmentPlacement(usd(100001), plan)).toBe('above');
  });

  it('tells a plan that makes sense from one that does not', () => {
    expect(isInstallmentPlan(plan)).toBe(true);
    expect(isInstallmentPlan({ ...plan, installments: 1 })).toBe(false);
    expect(isInstallmentPlan({ ...plan, minimum: 200000 })).toBe(false);
    expect(isInstallmentPlan({ ...plan, maximum: Number.NaN })).toBe(false);
  });

  it('words the line through the site strings, and in the locale money format when asked', () => {
    const strings = { installmentText: 'ou {count} paiements sans frais de {amount}', installmentRangeText: 'De {minimum} à {maximum}' };
    expect(installmentText({ value: 5000, currency: 'EUR' }, plan, moneyFormatter({ cldr: true, locale: 'fr-FR' }), strings)).toBe('ou 4 paiements sans frais de 12,50\u00a0€');
    expect(installmentText({ value: 100, currency: 'EUR' }, plan, undefined, strings)).toBe('De €35.00 à €1,000.00');
  });

  it('keeps its wording in two constants', () => {
    expect(INSTALLMENT_STRINGS).toEqual({ installmentText: INSTALLMENT_TEXT, installmentRangeText: INSTALLMENT_RANGE_TEXT });
    expect(INSTALLMENT_TEXT).toContain('{count}');
    expect(INSTALLMENT_RANGE_TEXT).toContain('{maximum}');
  });
});
