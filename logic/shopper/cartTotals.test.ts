import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeCart, type CartLine, type CartRules } from './cartTotals.ts';
import { PRODUCT_TYPE, type ProductType } from './product.ts';

const line = (purchasePriceCents: number, quantity: number, extra: Partial<CartLine> = {}): CartLine => ({
  purchasePriceCents,
  quantity,
  ...extra,
});

describe('shopper spec, entities Shopping cart: subtotal, quantity and delivery flags', () => {
  it('an empty cart is all zero and ships nothing', () => {
    expect(computeCart([])).toEqual({
      subtotalCents: 0,
      discountCents: 0,
      taxCents: 0,
      shippingCostCents: 0,
      grandTotalCents: 0,
      totalQuantity: 0,
      hasDigital: false,
      purelyDigital: false,
      requiresShipping: false,
      validCoupons: [],
      invalidCoupons: [],
      applicableTaxRules: [],
      selectedShippingOption: null,
    });
  });

  it('sums price × quantity and the quantities', () => {
    const totals = computeCart([line(1999, 3), line(500, 1)]);
    expect(totals).toMatchObject({ subtotalCents: 6497, totalQuantity: 4, grandTotalCents: 6497 });
  });

  it('tells digital, service and physical entries apart', () => {
    const digital = line(100, 1, { productType: PRODUCT_TYPE.digital });
    const gift = line(100, 1, { productType: PRODUCT_TYPE.giftCard });
    const service = line(100, 1, { productType: PRODUCT_TYPE.service });
    const physical = line(100, 1, { productType: PRODUCT_TYPE.physical });
    expect(computeCart([digital, gift])).toMatchObject({ hasDigital: true, purelyDigital: true, requiresShipping: false });
    expect(computeCart([digital, physical])).toMatchObject({ hasDigital: true, purelyDigital: false, requiresShipping: true });
    expect(computeCart([service])).toMatchObject({ hasDigital: false, purelyDigital: false, requiresShipping: false });
    expect(computeCart([line(100, 1)])).toMatchObject({ requiresShipping: true, hasDigital: false });
  });

  it('lets the digital flag win over the product type', () => {
    expect(computeCart([line(100, 1, { productType: PRODUCT_TYPE.physical, digital: true })])).toMatchObject({ purelyDigital: true, requiresShipping: false });
    expect(computeCart([line(100, 1, { productType: PRODUCT_TYPE.digital, digital: false })])).toMatchObject({ hasDigital: false, requiresShipping: true });
  });

  it('refuses negative or fractional amounts and totals past the safe integer range', () => {
    expect(() => computeCart([line(-1, 1)])).toThrow(RangeError);
    expect(() => computeCart([line(100, 1.5)])).toThrow(RangeError);
    expect(() => computeCart([line(10.5, 1)])).toThrow(RangeError);
    expect(() => computeCart([line(Number.MAX_SAFE_INTEGER, 2)])).toThrow(RangeError);
    expect(() => computeCart([line(Number.MAX_SAFE_INTEGER, 1), line(1, 1)])).toThrow(RangeError);
  });
});

describe('shopper spec, entities Shopping cart: coupons', () => {
  const items = [line(1999, 3), line(500, 1)];

  it('takes a percentage of the subtotal, rounded half up', () => {
    expect(computeCart(items, { coupons: [{ code: 'TEN', type: 'percentage', percent: 10 }] })).toMatchObject({ discountCents: 650, grandTotalCents: 5847 });
    expect(computeCart([line(10, 1)], { coupons: [{ code: 'F', type: 'percentage', percent: 5 }] }).discountCents).toBe(1);
    expect(computeCart([line(9, 1)], { coupons: [{ code: 'F', type: 'percentage', percent: 5 }] }).discountCents).toBe(0);
    expect(computeCart([line(1000, 1)], { coupons: [{ code: 'P', type: 'percentage', percent: 100 }] }).grandTotalCents).toBe(0);
  });

  it('takes a fixed amount, and adds coupons up', () => {
    const rules: CartRules = { coupons: [{ code: 'FIVE', type: 'fixed', amountCents: 500 }, { code: 'TEN', type: 'percentage', percent: 10 }] };
    expect(computeCart(items, rules)).toMatchObject({ discountCents: 1150, grandTotalCents: 5347 });
  });

  it('never takes the total below zero', () => {
    const rules: CartRules = { coupons: [{ code: 'BIG', type: 'fixed', amountCents: 10000 }, { code: 'ALL', type: 'percentage', percent: 100 }] };
    expect(computeCart(items, rules)).toMatchObject({ discountCents: 6497, grandTotalCents: 0 });
  });

  it('sorts coupons into valid and invalid, and only valid ones count', () => {
    const good = { code: 'OK', type: 'fixed', amountCents: 100 } as const;
    const bad = [
      { code: 'OFF', type: 'fixed', amountCents: 100, valid: false },
      { code: 'OVER', type: 'percentage', percent: 101 },
      { code: 'NEG', type: 'percentage', percent: -1 },
      { code: 'NAN', type: 'percentage', percent: Number.NaN },
      { code: 'MINUS', type: 'fixed', amountCents: -5 },
      { code: 'HALF', type: 'fixed', amountCents: 1.5 },
    ] as const;
    const totals = computeCart(items, { coupons: [good, ...bad] });
    expect(totals.validCoupons).toEqual([good]);
    expect(totals.invalidCoupons).toEqual(bad);
    expect(totals.discountCents).toBe(100);
  });
});

describe('shopper spec, entities Shopping cart: tax per shipping location', () => {
  const taxRules = [
    { name: 'New York', country: 'US', region: 'NY', ratePercent: 8.875 },
    { name: 'California', country: 'US', region: 'CA', ratePercent: 7.25 },
    { name: 'Canada GST', country: 'CA', ratePercent: 5 },
  ];

  it('applies the rules of the location, region rules only in their region, codes in any case', () => {
    const ny = computeCart([line(1000, 1)], { taxRules, shippingLocation: { country: 'us', region: 'ny' } });
    expect(ny.applicableTaxRules.map((rule) => rule.name)).toEqual(['New York']);
    expect(ny).toMatchObject({ taxCents: 89, grandTotalCents: 1089 });
    const canada = computeCart([line(1000, 1)], { taxRules, shippingLocation: { country: 'CA', region: 'QC' } });
    expect(canada).toMatchObject({ taxCents: 50, applicableTaxRules: [taxRules[2]] });
    expect(computeCart([line(1000, 1)], { taxRules, shippingLocation: { country: 'US' } }).taxCents).toBe(0);
  });

  it('charges no tax without a location', () => {
    expect(computeCart([line(1000, 1)], { taxRules })).toMatchObject({ taxCents: 0, applicableTaxRules: [] });
  });

  it('taxes the discounted subtotal, and adds every applicable rule', () => {
    const rules: CartRules = {
      taxRules: [...taxRules, { name: 'NYC', country: 'US', region: 'NY', ratePercent: 4.5 }],
      shippingLocation: { country: 'US', region: 'NY' },
      coupons: [{ code: 'HALF', type: 'percentage', percent: 50 }],
    };
    const totals = computeCart([line(2000, 1)], rules);
    expect(totals).toMatchObject({ discountCents: 1000, taxCents: 89 + 45, grandTotalCents: 1134 });
  });

  it('refuses a rate outside 0..100', () => {
    const bad = { taxRules: [{ name: 'X', country: 'US', ratePercent: 120 }], shippingLocation: { country: 'US' } };
    expect(() => computeCart([line(100, 1)], bad)).toThrow(/0 to 100 percent/);
  });
});

describe('shopper spec, entities Shopping cart: shipping', () => {
  const shippingOptions = [
    { id: 'standard', name: 'Standard', costCents: 500 },
    { id: 'express', name: 'Express', costCents: 1500 },
  ];

  it('charges the selected option when something ships', () => {
    const totals = computeCart([line(1000, 2)], { shippingOptions, selectedShippingOptionId: 'express' });
    expect(totals).toMatchObject({ shippingCostCents: 1500, grandTotalCents: 3500, selectedShippingOption: shippingOptions[1] });
  });

  it('charges nothing without a selection, or for a purely digital or service-only cart', () => {
    expect(computeCart([line(1000, 1)], { shippingOptions })).toMatchObject({ shippingCostCents: 0, selectedShippingOption: null });
    expect(computeCart([line(1000, 1)], { shippingOptions, selectedShippingOptionId: 'drone' }).shippingCostCents).toBe(0);
    const digital = computeCart([line(1000, 1, { digital: true })], { shippingOptions, selectedShippingOptionId: 'standard' });
    expect(digital).toMatchObject({ shippingCostCents: 0, grandTotalCents: 1000 });
    const service = computeCart([line(1000, 1, { productType: PRODUCT_TYPE.service })], { shippingOptions, selectedShippingOptionId: 'standard' });
    expect(service.shippingCostCents).toBe(0);
  });

  it('adds everything up in the grand total', () => {
    const totals = computeCart([line(2500, 2), line(1000, 1, { digital: true })], {
      coupons: [{ code: 'FIVE', type: 'fixed', amountCents: 500 }],
      taxRules: [{ name: 'VAT', country: 'GB', ratePercent: 20 }],
      shippingLocation: { country: 'GB' },
      shippingOptions,
      selectedShippingOptionId: 'standard',
    });
    expect(totals).toMatchObject({ subtotalCents: 6000, discountCents: 500, taxCents: 1100, shippingCostCents: 500, grandTotalCents: 7100 });
  });

  it('holds the totals together for any cart', () => {
    const lineArbitrary = fc.record({
      purchasePriceCents: fc.nat(1_000_000),
      quantity: fc.nat(9999),
      productType: fc.constantFrom<ProductType>(1, 2, 3, 4, 5),
    });
    const couponArbitrary = fc.oneof(
      fc.record({ code: fc.string(), type: fc.constant('percentage' as const), percent: fc.double({ min: -10, max: 110, noNaN: true }), valid: fc.boolean() }),
      fc.record({ code: fc.string(), type: fc.constant('fixed' as const), amountCents: fc.integer({ min: -100, max: 2_000_000 }) }),
    );
    fc.assert(
      fc.property(fc.array(lineArbitrary, { maxLength: 6 }), fc.array(couponArbitrary, { maxLength: 3 }), fc.double({ min: 0, max: 100, noNaN: true }), (lines, coupons, rate) => {
        const totals = computeCart(lines, {
          coupons,
          taxRules: [{ name: 'T', country: 'US', ratePercent: rate }],
          shippingLocation: { country: 'US' },
          shippingOptions: [{ id: 's', name: 'S', costCents: 700 }],
          selectedShippingOptionId: 's',
        });
        expect(totals.discountCents).toBeGreaterThanOrEqual(0);
        expect(totals.discountCents).toBeLessThanOrEqual(totals.subtotalCents);
        expect(totals.grandTotalCents).toBe(totals.subtotalCents - totals.discountCents + totals.taxCents + totals.shippingCostCents);
        for (const amount of [totals.taxCents, totals.grandTotalCents, totals.shippingCostCents]) {
          expect(Number.isSafeInteger(amount) && amount >= 0).toBe(true);
        }
        expect(totals.shippingCostCents).toBe(totals.requiresShipping ? 700 : 0);
        expect(totals.validCoupons.length + totals.invalidCoupons.length).toBe(coupons.length);
      }),
    );
  });
});
