import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isSubscribableProduct,
  PRODUCT_TYPE,
  addToCartLabel,
  findVariant,
  hasVariedPrices,
  isVariantInStock,
  optionNames,
  showsQuantityInput,
  showsVariantSelect,
  totalStock,
  variantOptions,
  isOnSale,
  isSoldOut,
  originalPrice,
  priceRange,
  productPrices,
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

describe('rendering spec, states Product availability: sold out', () => {
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

describe('rendering spec, states Product availability: on sale', () => {
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

describe('rendering spec, states Display priority: sold-out first, then sale, then nothing', () => {
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

  it('productPrices answers range, variation and original at once (rendering spec, states)', () => {
    const sale = product(PRODUCT_TYPE.physical, [variant({ onSale: true, salePriceMoney: usd(800) })]);
    expect(productPrices(sale)).toEqual({ min: usd(800), max: usd(800), varied: false, original: usd(1000) });
    const mixed = product(PRODUCT_TYPE.physical, [
      variant({ priceMoney: usd(3000) }),
      variant({ priceMoney: usd(5000), onSale: true, salePriceMoney: usd(2500) }),
    ]);
    expect(productPrices(mixed)).toEqual({ min: usd(2500), max: usd(3000), varied: true, original: null });
    expect(productPrices(product(PRODUCT_TYPE.digital, []))).toEqual({ min: usd(0), max: usd(0), varied: false, original: null });
  });

  it('a digital product is priced from its own money, and a product with none costs 0 USD (rendering spec, constants and limits)', () => {
    expect(priceRange(product(PRODUCT_TYPE.digital, [], { priceMoney: usd(1500) })).min).toEqual(usd(1500));
    expect(priceRange(product(PRODUCT_TYPE.digital, [])).min).toEqual(usd(0));
  });
});

describe('rendering spec, states Digital and gift-card stock counts as unlimited', () => {
  it('adds limited stock and ignores negative counts', () => {
    expect(totalStock(product(PRODUCT_TYPE.physical, [variant({ qtyInStock: 3 }), variant({ qtyInStock: 4 }), variant({ qtyInStock: -2 })]))).toBe(7);
    expect(totalStock(product(PRODUCT_TYPE.service, [variant({ qtyInStock: 0 })]))).toBe(0);
    expect(totalStock(product(PRODUCT_TYPE.physical, []))).toBe(0);
  });

  it('is unlimited with any unlimited variant, and always for digital products and gift cards', () => {
    expect(totalStock(product(PRODUCT_TYPE.physical, [variant({ qtyInStock: 1 }), variant({ unlimited: true, qtyInStock: 0 })]))).toBe(Infinity);
    expect(totalStock(product(PRODUCT_TYPE.digital, [variant({ qtyInStock: 0 })]))).toBe(Infinity);
    expect(totalStock(product(PRODUCT_TYPE.giftCard, []))).toBe(Infinity);
  });

  it('tells whether one variant can still be bought', () => {
    const physical = product(PRODUCT_TYPE.physical, []);
    expect(isVariantInStock(physical, variant({ qtyInStock: 1 }))).toBe(true);
    expect(isVariantInStock(physical, variant({ qtyInStock: 0 }))).toBe(false);
    expect(isVariantInStock(physical, variant({ qtyInStock: 0, unlimited: true }))).toBe(true);
    expect(isVariantInStock(product(PRODUCT_TYPE.giftCard, []), variant({ qtyInStock: 0 }))).toBe(true);
  });
});

describe('rendering spec, states Variant selection shows for more than one variant, never for digital', () => {
  it('shows from two variants', () => {
    expect(showsVariantSelect(product(PRODUCT_TYPE.physical, [variant()]))).toBe(false);
    expect(showsVariantSelect(product(PRODUCT_TYPE.physical, [variant(), variant()]))).toBe(true);
    expect(showsVariantSelect(product(PRODUCT_TYPE.giftCard, [variant(), variant()]))).toBe(true);
    expect(showsVariantSelect(product(PRODUCT_TYPE.digital, [variant(), variant()]))).toBe(false);
  });
});

describe('rendering spec, states Quantity input', () => {
  const two = [variant({ qtyInStock: 2 })];

  it('shows for physical products with more than one unit in stock', () => {
    expect(showsQuantityInput(product(PRODUCT_TYPE.physical, two))).toBe(true);
    expect(showsQuantityInput(product(PRODUCT_TYPE.physical, [variant({ qtyInStock: 1 })]))).toBe(false);
    expect(showsQuantityInput(product(PRODUCT_TYPE.physical, [variant({ qtyInStock: 1 }), variant({ qtyInStock: 1 })]))).toBe(true);
    expect(showsQuantityInput(product(PRODUCT_TYPE.physical, [variant({ qtyInStock: 0, unlimited: true })]))).toBe(true);
  });

  it('shows for services unless the store turns multiple quantity off (allowed by default)', () => {
    const service = product(PRODUCT_TYPE.service, two);
    expect(showsQuantityInput(service)).toBe(true);
    expect(showsQuantityInput(service, { storeSettings: {} })).toBe(true);
    expect(showsQuantityInput(service, { storeSettings: { multipleQuantityAllowedForServices: true } })).toBe(true);
    expect(showsQuantityInput(service, { storeSettings: { multipleQuantityAllowedForServices: false } })).toBe(false);
  });

  it('never shows for digital products, gift cards or subscribable products', () => {
    expect(showsQuantityInput(product(PRODUCT_TYPE.digital, two))).toBe(false);
    expect(showsQuantityInput(product(PRODUCT_TYPE.giftCard, two))).toBe(false);
    expect(showsQuantityInput(product(PRODUCT_TYPE.physical, two, { isSubscribable: true }))).toBe(false);
    expect(showsQuantityInput(product(PRODUCT_TYPE.physical, two, { isSubscribable: false }))).toBe(true);
  });
});

describe('rendering spec, entities Subscription and roles and permissions: only physical and service products are subscribable', () => {
  it('reads the flag of a physical or service product', () => {
    expect(isSubscribableProduct(product(PRODUCT_TYPE.physical, [], { isSubscribable: true }))).toBe(true);
    expect(isSubscribableProduct(product(PRODUCT_TYPE.service, [], { isSubscribable: true }))).toBe(true);
    expect(isSubscribableProduct(product(PRODUCT_TYPE.physical, [], { isSubscribable: false }))).toBe(false);
    expect(isSubscribableProduct(product(PRODUCT_TYPE.service, []))).toBe(false);
  });

  it('reads every other type as not subscribable, whatever its flag says', () => {
    for (const type of [PRODUCT_TYPE.digital, PRODUCT_TYPE.giftCard, PRODUCT_TYPE.paywall]) {
      expect(isSubscribableProduct(product(type, [], { isSubscribable: true })), `type ${type}`).toBe(false);
    }
  });
});

describe('rendering spec, states Button label', () => {
  const strings = { productAddToCartText: 'Add To Cart', productSubscribeText: 'Subscribe' };

  it('says subscribe for a subscribable product, add to cart otherwise', () => {
    expect(addToCartLabel(product(PRODUCT_TYPE.physical, []), strings)).toBe('Add To Cart');
    expect(addToCartLabel(product(PRODUCT_TYPE.physical, [], { isSubscribable: true }), strings)).toBe('Subscribe');
    expect(addToCartLabel(product(PRODUCT_TYPE.service, [], { isSubscribable: true }), strings)).toBe('Subscribe');
  });

  it('says add to cart for a digital product or gift card carrying the subscribable flag (rendering spec, entities Subscription)', () => {
    expect(addToCartLabel(product(PRODUCT_TYPE.digital, [], { isSubscribable: true }), strings)).toBe('Add To Cart');
    expect(addToCartLabel(product(PRODUCT_TYPE.giftCard, [], { isSubscribable: true }), strings)).toBe('Add To Cart');
  });

  it('uses the custom text only when enabled and not blank', () => {
    const custom = { useCustomAddButtonText: true, customAddButtonText: 'Pre-order' };
    expect(addToCartLabel(product(PRODUCT_TYPE.physical, [], custom), strings)).toBe('Pre-order');
    expect(addToCartLabel(product(PRODUCT_TYPE.physical, [], { ...custom, isSubscribable: true }), strings)).toBe('Pre-order');
    expect(addToCartLabel(product(PRODUCT_TYPE.physical, [], { ...custom, useCustomAddButtonText: false }), strings)).toBe('Add To Cart');
    expect(addToCartLabel(product(PRODUCT_TYPE.physical, [], { ...custom, customAddButtonText: '  ' }), strings)).toBe('Add To Cart');
    expect(addToCartLabel(product(PRODUCT_TYPE.physical, [], { useCustomAddButtonText: true }), strings)).toBe('Add To Cart');
  });
});

/** Size × Color: Small Navy never made, Medium Navy sold out. */
const shirt = product(
  PRODUCT_TYPE.physical,
  [
    variant({ sku: 'S-SAND', attributes: { Size: 'Small', Color: 'Sand' } }),
    variant({ sku: 'M-SAND', attributes: { Size: 'Medium', Color: 'Sand' } }),
    variant({ sku: 'M-NAVY', attributes: { Size: 'Medium', Color: 'Navy' }, qtyInStock: 0 }),
    variant({ sku: 'L-NAVY', attributes: { Size: 'Large', Color: 'Navy' } }),
  ],
  { variantOptionOrdering: ['Size', 'Color'] },
);

describe('rendering spec, entities Variant options', () => {
  it('orders option names by variantOptionOrdering, then by first use', () => {
    expect(optionNames(shirt)).toEqual(['Size', 'Color']);
    expect(optionNames({ ...shirt, variantOptionOrdering: ['Color'] })).toEqual(['Color', 'Size']);
    const { variantOptionOrdering: _ignored, ...unordered } = shirt;
    expect(optionNames(unordered)).toEqual(['Size', 'Color']);
  });

  it('finds the variant with exactly the chosen values', () => {
    expect(findVariant(shirt, { Size: 'Medium', Color: 'Navy' })?.sku).toBe('M-NAVY');
    expect(findVariant(shirt, { Size: 'Small', Color: 'Navy' })).toBeUndefined();
    expect(findVariant(shirt, { Size: 'Small' })).toBeUndefined();
    expect(findVariant(shirt, { Size: 'Small', Color: 'Sand', Extra: 'x' })?.sku).toBe('S-SAND');
    expect(findVariant(product(PRODUCT_TYPE.physical, [variant({ sku: 'ONLY' })]), {})?.sku).toBe('ONLY');
  });

  it('lists every value, all available while nothing is chosen, except values only sold out', () => {
    expect(variantOptions(shirt)).toEqual([
      { name: 'Size', values: [{ value: 'Small', available: true }, { value: 'Medium', available: true }, { value: 'Large', available: true }] },
      { name: 'Color', values: [{ value: 'Sand', available: true }, { value: 'Navy', available: true }] },
    ]);
    const soldOutNavy = { ...shirt, variants: shirt.variants.filter((v) => v.sku !== 'L-NAVY') };
    expect(variantOptions(soldOutNavy)[1]?.values).toEqual([{ value: 'Sand', available: true }, { value: 'Navy', available: false }]);
  });

  it('disables combinations that do not exist or are sold out, given the other choices', () => {
    const [sizes, colors] = variantOptions(shirt, { Size: 'Medium' });
    expect(colors?.values).toEqual([{ value: 'Sand', available: true }, { value: 'Navy', available: false }]);
    expect(sizes?.values.every((value) => value.available)).toBe(true);
    const small = variantOptions(shirt, { Size: 'Small' })[1];
    expect(small?.values).toEqual([{ value: 'Sand', available: true }, { value: 'Navy', available: false }]);
    const navy = variantOptions(shirt, { Color: 'Navy', Size: '' })[0];
    expect(navy?.values).toEqual([{ value: 'Small', available: false }, { value: 'Medium', available: false }, { value: 'Large', available: true }]);
  });

  it('never marks a value available without an in-stock variant that has it with the other choices', () => {
    const values = ['A', 'B'];
    const arbitraryProduct = fc.array(
      fc.record({ x: fc.constantFrom(...values), y: fc.constantFrom(...values), qtyInStock: fc.nat(2), unlimited: fc.boolean() }),
      { maxLength: 6 },
    );
    fc.assert(
      fc.property(arbitraryProduct, fc.record({ x: fc.constantFrom('A', 'B', ''), y: fc.constantFrom('A', 'B', '') }), (rows, selected) => {
        const p = product(PRODUCT_TYPE.physical, rows.map((row) => variant({ attributes: { x: row.x, y: row.y }, qtyInStock: row.qtyInStock, unlimited: row.unlimited })));
        for (const option of variantOptions(p, selected)) {
          const other = option.name === 'x' ? 'y' : 'x';
          for (const { value, available } of option.values) {
            const witness = p.variants.some(
              (v) => isVariantInStock(p, v) && v.attributes[option.name] === value && (selected[other] === '' || v.attributes[other] === selected[other]),
            );
            expect(available).toBe(witness);
          }
        }
      }),
    );
  });
});
