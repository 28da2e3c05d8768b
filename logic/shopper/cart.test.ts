import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CART_CHECK_CONNECTION, CART_PLEASE_TRY_AGAIN, CART_UNABLE_TO_ADD_ITEM, CART_UNABLE_TO_OPEN_FORM, CART_UNABLE_TO_REMOVE_ITEM, CART_UNABLE_TO_UPDATE_FORM, CART_UNABLE_TO_UPDATE_QUANTITY, CART_UPDATE_MISSING_INFORMATION, GIFT_CARD_DENOMINATION_MESSAGE, INSUFFICIENT_STOCK_MESSAGE, QUANTITY, QUANTITY_NOT_A_NUMBER_MESSAGE, UNABLE_TO_ADD_ITEM_TITLE, UNABLE_TO_PURCHASE_GIFT_CARD_TITLE, UNABLE_TO_PURCHASE_ITEM_TITLE, VARIANT_UNAVAILABLE_MESSAGE, cartBadge, minimumSubtotalMessage, quantityOfVariant, validateAddToCart, type AddToCartRequest } from './cart.ts';
import { PRODUCT_TYPE, type Product, type ProductType, type Variant } from './product.ts';

const usd = (value: number) => ({ value, currency: 'USD' });

function variant(sku: string, attributes: Record<string, string>, rest: Partial<Variant> = {}): Variant {
  return { sku, attributes, priceMoney: usd(1000), onSale: false, qtyInStock: 5, unlimited: false, ...rest };
}

/** Size × Color; Small Navy never made, Medium Navy sold out, Small Sand has 4. */
const shirt: Product = {
  id: 'shirt',
  title: 'Shirt',
  productType: PRODUCT_TYPE.physical,
  variantOptionOrdering: ['Size', 'Color'],
  variants: [
    variant('S-SAND', { Size: 'Small', Color: 'Sand' }, { qtyInStock: 4 }),
    variant('M-NAVY', { Size: 'Medium', Color: 'Navy' }, { qtyInStock: 0 }),
    variant('M-SAND', { Size: 'Medium', Color: 'Sand' }, { qtyInStock: 0, unlimited: true }),
  ],
};

const threeOptions: Product = {
  id: 'chair',
  title: 'Chair',
  productType: PRODUCT_TYPE.physical,
  variantOptionOrdering: ['Size', 'Color', 'Material'],
  variants: [variant('C-1', { Size: 'L', Color: 'Red', Material: 'Oak' })],
};

const giftCard: Product = {
  id: 'gift',
  title: 'Gift Card',
  productType: PRODUCT_TYPE.giftCard,
  variants: [variant('GC-25', { Value: '$25.00' }, { qtyInStock: 0 }), variant('GC-50', { Value: '$50.00' }, { qtyInStock: 0 })],
};

const ebook: Product = {
  id: 'ebook',
  title: 'eBook',
  productType: PRODUCT_TYPE.digital,
  variants: [variant('EB', { Format: 'PDF' }, { qtyInStock: 0 }), variant('EB-2', { Format: 'EPUB' })],
};

const single: Product = { id: 'mug', title: 'Mug', productType: PRODUCT_TYPE.physical, variants: [variant('MUG', {}, { qtyInStock: 9999, unlimited: false })] };

const add = (request: Omit<AddToCartRequest, 'product'> & { product?: Product }) =>
  validateAddToCart({ product: shirt, ...request });

const ok = (sku: string, quantity: number) => ({ ok: true, quantity, variant: expect.objectContaining({ sku }) });
const refused = (message: string) => ({ ok: false, reason: expect.any(String), message });

describe('shopper spec, error catalogue alert titles and cart strings, verbatim', () => {
  it('keeps every title and cart string exactly as the spec writes it', () => {
    expect([UNABLE_TO_ADD_ITEM_TITLE, UNABLE_TO_PURCHASE_ITEM_TITLE, UNABLE_TO_PURCHASE_GIFT_CARD_TITLE]).toEqual([
      'Unable to Add Item',
      'Unable to Purchase Item',
      'Unable to purchase Gift Card',
    ]);
    expect([
      CART_UNABLE_TO_ADD_ITEM,
      CART_UNABLE_TO_REMOVE_ITEM,
      CART_UNABLE_TO_UPDATE_QUANTITY,
      CART_UNABLE_TO_OPEN_FORM,
      CART_UNABLE_TO_UPDATE_FORM,
      CART_PLEASE_TRY_AGAIN,
      CART_CHECK_CONNECTION,
      CART_UPDATE_MISSING_INFORMATION,
    ]).toEqual([
      'Unable to add item',
      'Unable to remove item',
      'Unable to update quantity',
      'Unable to open form',
      'Unable to update form',
      'Please try again.',
      'Please check your internet connection.',
      'Update the missing or invalid information above.',
    ]);
  });
});

describe('shopper spec, validation rules Add to cart: options', () => {
  it('names the one missing option', () => {
    expect(add({ attributes: { Size: 'Small' } })).toEqual(refused('Please select the Color option.'));
    expect(add({ attributes: { Color: 'Sand' } })).toEqual(refused('Please select the Size option.'));
  });

  it('joins two missing options with "and", in the product\'s option order', () => {
    expect(add({})).toEqual(refused('Please select the Size and Color options.'));
    expect(add({ attributes: { Color: '' } })).toEqual(refused('Please select the Size and Color options.'));
  });

  it('lists three missing options with commas and a final "and"', () => {
    expect(add({ product: threeOptions })).toEqual(refused('Please select the Size, Color and Material options.'));
    expect(add({ product: threeOptions, attributes: { Color: 'Red' } })).toEqual(refused('Please select the Size and Material options.'));
  });

  it('treats empty strings and non-string values as not chosen', () => {
    expect(add({ attributes: { Size: 'Small', Color: '' } })).toEqual(refused('Please select the Color option.'));
    expect(add({ attributes: { Size: 'Small', Color: 3 } })).toEqual(refused('Please select the Color option.'));
  });

  it('asks for options before looking at the quantity', () => {
    expect(add({ quantity: 'abc' })).toMatchObject({ reason: 'missing-options' });
  });

  it('needs no options for a product whose only variant has none', () => {
    expect(add({ product: single })).toEqual(ok('MUG', 1));
  });
});

describe('shopper spec, validation rules Add to cart: variant', () => {
  it('refuses a combination that is not a variant', () => {
    expect(add({ attributes: { Size: 'Small', Color: 'Navy' } })).toEqual(refused(VARIANT_UNAVAILABLE_MESSAGE));
    expect(VARIANT_UNAVAILABLE_MESSAGE).toBe('Sorry, that item variant is unavailable. Please select another variant.');
  });

  it('refuses a product without variants', () => {
    expect(add({ product: { ...single, variants: [] } })).toMatchObject({ reason: 'variant-unavailable' });
  });

  it('returns the chosen variant and the quantity', () => {
    expect(add({ attributes: { Size: 'Small', Color: 'Sand' }, quantity: 2 })).toEqual(ok('S-SAND', 2));
  });

  it('sells a digital product as its first variant without asking for options or stock', () => {
    expect(add({ product: ebook })).toEqual(ok('EB', 1));
    expect(add({ product: { ...ebook, variants: [] } })).toMatchObject({ reason: 'variant-unavailable' });
  });
});

describe('shopper spec, validation rules Add to cart: quantity', () => {
  const unlimited = { attributes: { Size: 'Medium', Color: 'Sand' } };

  it('exports the input bounds', () => {
    expect(QUANTITY).toEqual({ min: 1, max: 9999, step: 1, default: 1 });
  });

  it('accepts 1 and 9999, refuses 0 and 10000', () => {
    expect(add({ ...unlimited, quantity: 1 })).toEqual(ok('M-SAND', 1));
    expect(add({ ...unlimited, quantity: 9999 })).toEqual(ok('M-SAND', 9999));
    expect(add({ ...unlimited, quantity: 0 })).toMatchObject({ ok: false, reason: 'quantity-out-of-range', message: 'Quantity must be a whole number from 1 to 9999.' });
    expect(add({ ...unlimited, quantity: 10000 })).toMatchObject({ reason: 'quantity-out-of-range' });
    expect(add({ ...unlimited, quantity: -1 })).toMatchObject({ reason: 'quantity-out-of-range' });
  });

  it('defaults to 1 when no quantity is given', () => {
    expect(add(unlimited)).toEqual(ok('M-SAND', 1));
  });

  it('accepts numeric text, refuses anything else with the spec message', () => {
    expect(add({ ...unlimited, quantity: '2' })).toEqual(ok('M-SAND', 2));
    expect(add({ ...unlimited, quantity: ' 3 ' })).toEqual(ok('M-SAND', 3));
    expect(add({ ...unlimited, quantity: '9999' })).toEqual(ok('M-SAND', 9999));
    for (const quantity of ['abc', '', '2x', '0x10', '1e3', Number.NaN, Number.POSITIVE_INFINITY, null, true, {}, [2]]) {
      expect(add({ ...unlimited, quantity })).toEqual(refused('Quantity must be a number.'));
    }
    expect(QUANTITY_NOT_A_NUMBER_MESSAGE).toBe('Quantity must be a number.');
  });

  it('refuses a fractional quantity, as a number or as text', () => {
    expect(add({ ...unlimited, quantity: 1.5 })).toMatchObject({ reason: 'quantity-out-of-range' });
    expect(add({ ...unlimited, quantity: '2.5' })).toMatchObject({ reason: 'quantity-out-of-range' });
    expect(add({ ...unlimited, quantity: '2.0' })).toEqual(ok('M-SAND', 2));
  });
});

describe('shopper spec, validation rules Add to cart: stock', () => {
  const small = { attributes: { Size: 'Small', Color: 'Sand' } };

  it('allows up to the stock and refuses one more', () => {
    expect(add({ ...small, quantity: 4 })).toEqual(ok('S-SAND', 4));
    expect(add({ ...small, quantity: 5 })).toEqual(refused(INSUFFICIENT_STOCK_MESSAGE));
    expect(INSUFFICIENT_STOCK_MESSAGE).toBe('Sorry, we do not have enough of that item available.');
  });

  it('counts what is already in the cart', () => {
    expect(add({ ...small, quantity: 3, quantityInCart: 1 })).toEqual(ok('S-SAND', 3));
    expect(add({ ...small, quantity: 4, quantityInCart: 1 })).toMatchObject({ reason: 'insufficient-stock' });
  });

  it('counts the units of one variant over all its entries (quantityOfVariant)', () => {
    const entry = (sku: string, quantity: number) => ({ quantity, chosenVariant: { sku } });
    const entries = [entry('S-SAND', 2), entry('M-SAND', 5), entry('S-SAND', 3)];
    expect(quantityOfVariant(entries, 'S-SAND')).toBe(5);
    expect(quantityOfVariant(entries, 'L-SAND')).toBe(0);
    expect(quantityOfVariant([], 'S-SAND')).toBe(0);
  });

  it('refuses a sold-out variant, not an unlimited one at zero', () => {
    expect(add({ attributes: { Size: 'Medium', Color: 'Navy' } })).toMatchObject({ reason: 'insufficient-stock' });
    expect(add({ attributes: { Size: 'Medium', Color: 'Sand' }, quantity: 9999 })).toMatchObject({ ok: true });
  });

  it('applies to services too', () => {
    const service: Product = { ...single, productType: PRODUCT_TYPE.service, variants: [variant('SVC', {}, { qtyInStock: 1 })] };
    expect(add({ product: service, quantity: 1 })).toEqual(ok('SVC', 1));
    expect(add({ product: service, quantity: 2 })).toMatchObject({ reason: 'insufficient-stock' });
  });
});

describe('shopper spec, validation rules Add to cart: gift card', () => {
  it('needs a denomination first, whatever else is missing', () => {
    expect(add({ product: giftCard })).toEqual(refused(GIFT_CARD_DENOMINATION_MESSAGE));
    expect(add({ product: giftCard, denomination: '', quantity: 'abc' })).toEqual(refused('Select a denomination for the Gift Card'));
    expect(add({ product: giftCard, denomination: 25 })).toMatchObject({ reason: 'missing-denomination' });
  });

  it('takes the denomination by sku without asking for its attributes, and never runs out', () => {
    expect(add({ product: giftCard, denomination: 'GC-50', quantity: 3 })).toEqual(ok('GC-50', 3));
  });

  it('refuses an unknown denomination, then checks the quantity', () => {
    expect(add({ product: giftCard, denomination: 'GC-75' })).toEqual(refused(VARIANT_UNAVAILABLE_MESSAGE));
    expect(add({ product: giftCard, denomination: 'GC-25', quantity: 10000 })).toMatchObject({ reason: 'quantity-out-of-range' });
  });
});

const productArbitrary = fc
  .record({
    productType: fc.constantFrom<ProductType>(1, 2, 3, 4, 5),
    names: fc.uniqueArray(fc.constantFrom('Size', 'Color', 'Material', '__proto__', 'constructor'), { maxLength: 3 }),
    variants: fc.array(
      fc.record({
        sku: fc.string({ maxLength: 4 }),
        values: fc.array(fc.constantFrom('A', 'B', ''), { minLength: 3, maxLength: 3 }),
        qtyInStock: fc.integer({ min: -2, max: 20 }),
        unlimited: fc.boolean(),
      }),
      { maxLength: 5 },
    ),
  })
  .map(({ productType, names, variants }): Product => ({
    id: 'p',
    title: 'P',
    productType,
    variantOptionOrdering: names,
    variants: variants.map((v) => ({
      sku: v.sku,
      attributes: Object.fromEntries(names.map((name, index) => [name, v.values[index] ?? 'A'])),
      priceMoney: usd(100),
      onSale: false,
      qtyInStock: v.qtyInStock,
      unlimited: v.unlimited,
    })),
  }));

describe('shopper spec, validation rules Add to cart: properties', () => {
  it('never throws, and any success is a variant of the product with a whole quantity in bounds', () => {
    fc.assert(
      fc.property(productArbitrary, fc.anything(), fc.anything(), fc.anything(), fc.anything(), (product, attributes, quantity, denomination, inCart) => {
        const request = { product, attributes, quantity, denomination, quantityInCart: inCart } as AddToCartRequest;
        const result = validateAddToCart(request);
        if (result.ok) {
          expect(product.variants).toContain(result.variant);
          expect(Number.isInteger(result.quantity)).toBe(true);
          expect(result.quantity).toBeGreaterThanOrEqual(1);
          expect(result.quantity).toBeLessThanOrEqual(9999);
        } else {
          expect(result.message.length).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('never lets a limited physical variant go below zero stock', () => {
    fc.assert(
      fc.property(productArbitrary, fc.integer({ min: -5, max: 30 }), fc.nat(10), (product, quantity, inCart) => {
        const physical = { ...product, productType: PRODUCT_TYPE.physical };
        const chosen = physical.variants[0];
        if (!chosen) return;
        const result = validateAddToCart({ product: physical, attributes: chosen.attributes, quantity, quantityInCart: inCart });
        if (result.ok && !result.variant.unlimited) {
          expect(result.quantity + inCart).toBeLessThanOrEqual(result.variant.qtyInStock);
        }
      }),
    );
  });
});

describe('shopper spec, states Cart indicator badge', () => {
  it('is empty at 0 and counts from 1', () => {
    expect(cartBadge(0)).toEqual({ text: '0', label: '0 items in cart', empty: true });
    expect(cartBadge(1)).toEqual({ text: '1', label: '1 item in cart', empty: false });
    expect(cartBadge(2)).toEqual({ text: '2', label: '2 items in cart', empty: false });
  });

  it('shows 100 as is and caps at 100+ from 101, with the spoken overflow message', () => {
    expect(cartBadge(100)).toEqual({ text: '100', label: '100 items in cart', empty: false });
    expect(cartBadge(101)).toEqual({ text: '100+', label: 'More than 100 items in cart', empty: false });
    expect(cartBadge(5000).text).toBe('100+');
  });

  // This test once asserted a RangeError: the count comes from the server, and a throw here took the
  // page down, so a malformed count is clamped instead.
  it('clamps a malformed count from the server instead of throwing: 0 for nothing, the whole part of a fraction, the cap for Infinity', () => {
    for (const count of [-1, -0.5, Number.NaN, Number.NEGATIVE_INFINITY, null, undefined, '3']) {
      expect(cartBadge(count as number)).toEqual({ text: '0', label: '0 items in cart', empty: true });
    }
    expect(cartBadge(1.5)).toEqual({ text: '1', label: '1 item in cart', empty: false });
    expect(cartBadge(100.9).text).toBe('100');
    expect(cartBadge(Number.POSITIVE_INFINITY)).toEqual({ text: '100+', label: 'More than 100 items in cart', empty: false });
    expect(cartBadge(Number.MAX_VALUE).text).toBe('100+');
  });
});


describe('shopper spec, validation rules Minimum order subtotal', () => {
  it('asks for the minimum while the subtotal is below it, formatted in its currency', () => {
    expect(minimumSubtotalMessage(usd(2499), usd(2500))).toBe('To check out, your order subtotal must be $25.00 or more.');
    expect(minimumSubtotalMessage(usd(0), usd(1))).toBe('To check out, your order subtotal must be $0.01 or more.');
    expect(minimumSubtotalMessage({ value: 999, currency: 'JPY' }, { value: 1000, currency: 'jpy' })).toBe(
      'To check out, your order subtotal must be ¥1,000 or more.',
    );
  });

  it('says nothing at or above the minimum', () => {
    expect(minimumSubtotalMessage(usd(2500), usd(2500))).toBeNull();
    expect(minimumSubtotalMessage(usd(2501), usd(2500))).toBeNull();
  });

  // This test once asserted a TypeError: both amounts come from the server, and a throw here took the
  // cart page down, so amounts that cannot be compared give no message.
  it('says nothing when the amounts cannot be compared (two currencies, no number), never throws', () => {
    expect(minimumSubtotalMessage(usd(100), { value: 200, currency: 'EUR' })).toBeNull();
    expect(minimumSubtotalMessage(usd(100), { value: Number.NaN, currency: 'USD' })).toBeNull();
    expect(minimumSubtotalMessage({ value: 100 } as never, usd(200))).toBeNull();
    expect(minimumSubtotalMessage(null as never, usd(200))).toBeNull();
  });
});
