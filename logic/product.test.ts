import { describe, expect, it } from 'vitest';
import {
  PRODUCT_TYPE,
  hasVariedPrices,
  isOnSale,
  isSoldOut,
  originalPrice,
  priceRange,
  productStatus,
  type Product,
  type Variant,
} from './product.ts';

const usd = (value: number) => ({ value, currency: 'USD' });

function variant(overrides: Partial<Variant> = {}): Variant {
  return {
    sku: 'SKU',
    attributes: {},
    priceMoney: usd(1000),
    onSale: false,
    qtyInStock: 5,
    unlimited: false,
    ...overrides,
  };
}

function product(productType: Product['productType'], variants: Variant[], extra: Partial<Product> = {}): Product {
  return { id: 'p', title: 'P', productType, variants, ...extra };
}

describe('rendering.md §4 Product availability: sold out', () => {
  it('physical: sold out only when every variant has limited stock at zero', () => {
    expect(isSoldOut(product(PRODUCT_TYPE.physical, [variant({ qtyInStock: 0 }), variant({ qtyInStock: 0 })]))).toBe(true);
    expect(isSoldOut(product(PRODUCT_TYPE.physical, [variant({ qtyInStock: 0 }), variant({ qtyInStock: 1 })]))).toBe(false);
  });

  it('an unlimited variant keeps a product available even at zero quantity', () => {
    expect(isSoldOut(product(PRODUCT_TYPE.physical, [variant({ qtyInStock: 0, unlimited: true })]))).toBe(false);
  });

  it('service follows the same rule as physical', () => {
    expect(isSoldOut(product(PRODUCT_TYPE.service, [variant({ qtyInStock: 0 })]))).toBe(true);
  });

  it('digital products and gift cards are never sold out', () => {
    expect(isSoldOut(product(PRODUCT_TYPE.digital, [variant({ qtyInStock: 0 })]))).toBe(false);
    expect(isSoldOut(product(PRODUCT_TYPE.giftCard, [variant({ qtyInStock: 0 })]))).toBe(false);
  });
});

describe('rendering.md §4 Product availability: on sale', () => {
  it('physical or service: on sale when any variant is', () => {
    expect(isOnSale(product(PRODUCT_TYPE.physical, [variant(), variant({ onSale: true })]))).toBe(true);
    expect(isOnSale(product(PRODUCT_TYPE.service, [variant()]))).toBe(false);
  });

  it('digital: its own flag decides, not the variants', () => {
    expect(isOnSale(product(PRODUCT_TYPE.digital, [variant({ onSale: true })]))).toBe(false);
    expect(isOnSale(product(PRODUCT_TYPE.digital, [], { onSale: true }))).toBe(true);
  });

  it('gift cards are never on sale', () => {
    expect(isOnSale(product(PRODUCT_TYPE.giftCard, [variant({ onSale: true })], { onSale: true }))).toBe(false);
  });
});

describe('rendering.md §4 Display priority: sold-out first, then sale, then nothing', () => {
  it('sold out wins over sale', () => {
    expect(productStatus(product(PRODUCT_TYPE.physical, [variant({ qtyInStock: 0, onSale: true })]))).toBe('sold-out');
  });
  it('sale when available and on sale', () => {
    expect(productStatus(product(PRODUCT_TYPE.physical, [variant({ onSale: true })]))).toBe('on-sale');
  });
  it('nothing otherwise', () => {
    expect(productStatus(product(PRODUCT_TYPE.physical, [variant()]))).toBeNull();
  });
});

describe('prices', () => {
  it('range uses the sale price of variants on sale', () => {
    const p = product(PRODUCT_TYPE.physical, [
      variant({ priceMoney: usd(3000) }),
      variant({ priceMoney: usd(5000), onSale: true, salePriceMoney: usd(2500) }),
    ]);
    expect(priceRange(p)).toEqual({ min: usd(2500), max: usd(3000) });
    expect(hasVariedPrices(p)).toBe(true);
    expect(originalPrice(p)).toBeNull();
  });

  it('a single price on sale has the original to strike through', () => {
    const p = product(PRODUCT_TYPE.physical, [variant({ onSale: true, salePriceMoney: usd(800) })]);
    expect(hasVariedPrices(p)).toBe(false);
    expect(originalPrice(p)).toEqual(usd(1000));
  });

  it('a digital product is priced from its own money, and a product with none costs 0 USD (rendering.md §9)', () => {
    expect(priceRange(product(PRODUCT_TYPE.digital, [], { priceMoney: usd(1500) })).min).toEqual(usd(1500));
    expect(priceRange(product(PRODUCT_TYPE.digital, [])).min).toEqual(usd(0));
  });
});
