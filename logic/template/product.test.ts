import { describe, expect, it } from 'vitest';
import { scarcityMessage } from '../shopper/merchandising.ts';
import { PRODUCT_TYPE } from '../shopper/product.ts';
import { merchandisingContextOf, merchandisingViewOf, moneyOf, productOf } from './product.ts';

describe('productOf: a product out of template data (rendering spec, entities)', () => {
  it('reads an item with structuredContent into the library shape, money in upper-case currency', () => {
    const product = productOf({
      id: 'p1',
      title: 'Mug',
      structuredContent: {
        productType: PRODUCT_TYPE.physical,
        variants: [{ sku: 'M', attributes: { Size: 'S' }, priceMoney: { value: 900, currency: 'usd' }, onSale: false, qtyInStock: 3, unlimited: false }, 'junk'],
        variantOptionOrdering: ['Size'],
        additionalFieldsFormId: 'form-1',
      },
    });
    expect(product).toMatchObject({
      id: 'p1',
      title: 'Mug',
      productType: PRODUCT_TYPE.physical,
      variants: [{ sku: 'M', priceMoney: { value: 900, currency: 'USD' }, qtyInStock: 3 }],
      variantOptionOrdering: ['Size'],
      additionalFieldsFormId: 'form-1',
    });
    expect(product).not.toHaveProperty('priceMoney');
    expect(product).not.toHaveProperty('subscriptionPlan');
  });

  it('reads decimal-text prices of a variant in their own currency, the same as with a legacy sale price', () => {
    const variant = (extra: Record<string, unknown>) =>
      productOf({ structuredContent: { productType: PRODUCT_TYPE.physical, variants: [{ sku: 'V', onSale: true, ...extra }] } })?.variants[0];
    expect(variant({ priceMoney: { value: '10.50', currency: 'eur' }, salePriceMoney: { value: '8', currency: 'EUR' } })).toMatchObject({
      priceMoney: { value: 1050, currency: 'EUR' },
      salePriceMoney: { value: 800, currency: 'EUR' },
    });
    expect(variant({ priceMoney: { value: '10.50', currency: 'JPY' }, salePriceMoney: { value: '8.00', currency: 'USD' } })).toMatchObject({
      priceMoney: { value: 11, currency: 'JPY' },
      salePriceMoney: { value: 800, currency: 'USD' },
    });
    expect(variant({ priceMoney: { value: '10.50', currency: 'EUR' }, salePrice: 700 })).toMatchObject({
      priceMoney: { value: 1050, currency: 'EUR' },
      salePriceMoney: { value: 700, currency: 'EUR' },
    });
  });

  it('is null for anything that is not a product', () => {
    expect(productOf('text')).toBeNull();
    expect(productOf({ structuredContent: { productType: 99 } })).toBeNull();
    expect(moneyOf({ value: Number.NaN, currency: 'USD' })).toBeUndefined();
    // Fractional minor units round as formatMoney rounds them (logic/shopper/money.ts readMoneyValue).
    expect(moneyOf({ value: 1.5, currency: 'USD' })).toEqual({ value: 2, currency: 'USD' });
  });
});

describe('merchandisingContextOf: a merchandising context out of template data (rendering spec, entities)', () => {
  it('keeps the fields of the right type', () => {
    const context = merchandisingContextOf({
      scarcityEnabled: true,
      scarcityTemplateViews: ['productItem', 'somewhere', 3],
      scarcityText: 'Only {quantity} left',
      scarcityShownByDefault: true,
      customSoldOutText: 'Gone',
      restockNotificationViews: { productDetail: { hiddenByDefault: true }, quickView: { hiddenByDefault: 'yes' }, other: {} },
      restockNotificationMessages: { title: 'Tell me', success: 7 },
      mailingListSignUpEnabled: true,
      mailingListOptInByDefault: false,
    });
    expect(context).toEqual({
      scarcityEnabled: true,
      scarcityTemplateViews: ['productItem'],
      scarcityText: 'Only {quantity} left',
      scarcityShownByDefault: true,
      customSoldOutText: 'Gone',
      restockNotificationViews: { productDetail: { hiddenByDefault: true } },
      restockNotificationMessages: { title: 'Tell me' },
      mailingListSignUpEnabled: true,
      mailingListOptInByDefault: false,
    });
  });

  it('leaves out what is of the wrong type, so the rules see no context rather than a broken one', () => {
    const context = merchandisingContextOf({ scarcityEnabled: 'true', scarcityTemplateViews: 'productItem', scarcityText: 3 });
    expect(context).toEqual({});
    expect(merchandisingContextOf(null)).toEqual({});
    const product = productOf({ structuredContent: { productType: PRODUCT_TYPE.physical, variants: [{ sku: 'A', qtyInStock: 1 }] } });
    if (product === null) throw new Error('no product');
    expect(scarcityMessage(merchandisingContextOf({ scarcityEnabled: 'true', scarcityShownByDefault: true }), { product }, '{quantity}')).toBeNull();
    expect(scarcityMessage(merchandisingContextOf({ scarcityEnabled: true, scarcityShownByDefault: true }), { product }, '{quantity}')).toBe('1');
  });

  it('knows the three views by name', () => {
    expect(['productDetail', 'productItem', 'quickView', 'page', 1].map(merchandisingViewOf)).toEqual([
      'productDetail', 'productItem', 'quickView', undefined, undefined,
    ]);
  });
});
