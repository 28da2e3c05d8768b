import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPE, type Product, type Variant } from './product.ts';
import { giftCardDenominations, variantChoices } from './variantChoices.ts';

const usd = (value: number) => ({ value, currency: 'USD' });

function variant(sku: string, attributes: Record<string, string>, rest: Partial<Variant> = {}): Variant {
  return { sku, attributes, priceMoney: usd(1000), onSale: false, qtyInStock: 5, unlimited: false, ...rest };
}

/** Size × Color; Small Navy never made, Medium Navy sold out. */
const shirt: Product = {
  id: 'shirt',
  title: 'Shirt',
  productType: PRODUCT_TYPE.physical,
  variantOptionOrdering: ['Color', 'Size'],
  variants: [
    variant('S-SAND', { Size: 'Small', Color: 'Sand' }),
    variant('M-SAND', { Size: 'Medium', Color: 'Sand' }),
    variant('M-NAVY', { Size: 'Medium', Color: 'Navy' }, { qtyInStock: 0 }),
    variant('L-NAVY', { Size: 'Large', Color: 'Navy' }),
  ],
};

const byName = (product: Product, selected: Record<string, string>, name: string) =>
  variantChoices(product, selected).find((group) => group.name === name)?.choices;

describe('rendering spec, states: the variant picker', () => {
  it('lists the options in variantOptionOrdering order with their values in first-seen order', () => {
    expect(variantChoices(shirt).map((group) => [group.name, group.choices.map((choice) => choice.value)])).toEqual([
      ['Color', ['Sand', 'Navy']],
      ['Size', ['Small', 'Medium', 'Large']],
    ]);
  });

  it('offers every value while nothing is chosen, unless every variant with it is sold out', () => {
    expect(byName(shirt, {}, 'Color')?.every((choice) => choice.availability === 'available')).toBe(true);
    const soldOutMedium = { ...shirt, variants: shirt.variants.map((item) => (item.attributes.Size === 'Medium' ? { ...item, qtyInStock: 0 } : item)) };
    expect(byName(soldOutMedium, {}, 'Size')).toContainEqual({ value: 'Medium', availability: 'sold-out' });
  });

  it('marks a value that only sold-out variants have with the other choices as sold out', () => {
    expect(byName(shirt, { Size: 'Medium' }, 'Color')).toEqual([
      { value: 'Sand', availability: 'available' },
      { value: 'Navy', availability: 'sold-out' },
    ]);
  });

  it('marks a value no variant has with the other choices as having no variant', () => {
    expect(byName(shirt, { Size: 'Small' }, 'Color')).toContainEqual({ value: 'Navy', availability: 'no-variant' });
    expect(byName(shirt, { Color: 'Navy' }, 'Size')).toEqual([
      { value: 'Small', availability: 'no-variant' },
      { value: 'Medium', availability: 'sold-out' },
      { value: 'Large', availability: 'available' },
    ]);
  });

  it('judges an option by the other options only, and ignores empty and unknown choices', () => {
    expect(byName(shirt, { Size: 'Small', Color: 'Navy' }, 'Size')).toEqual(byName(shirt, { Color: 'Navy' }, 'Size'));
    expect(byName(shirt, { Size: '', Material: 'Wool' }, 'Color')).toEqual(byName(shirt, {}, 'Color'));
  });

  it('never marks a value of a product without stock rules as sold out', () => {
    const service = { ...shirt, productType: PRODUCT_TYPE.digital };
    expect(byName(service, { Size: 'Medium' }, 'Color')).toContainEqual({ value: 'Navy', availability: 'available' });
  });
});

describe('gift card denominations', () => {
  it('lists each value by sku with its price as the shopper reads it', () => {
    const card: Product = {
      id: 'card',
      title: 'Gift Card',
      productType: PRODUCT_TYPE.giftCard,
      variants: [variant('GC-25', {}, { priceMoney: usd(2500) }), variant('GC-100', {}, { priceMoney: usd(10000) })],
    };
    expect(giftCardDenominations(card)).toEqual([
      { sku: 'GC-25', label: '$25.00' },
      { sku: 'GC-100', label: '$100.00' },
    ]);
  });
});
