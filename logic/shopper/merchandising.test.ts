import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PLEASE_ENTER_VALID_EMAIL } from '../builder/builder.ts';
import {
  isRestockFormHidden,
  mailingListOptInDefault,
  merchandisingFor,
  needsRestockForm,
  restockEmailError,
  restockSkus,
  scarcityMessage,
  showsMailingListCheckbox,
  unitsLeft,
  type MerchandisingContext,
} from './merchandising.ts';
import { PRODUCT_TYPE, type Product, type Variant } from './product.ts';

const FALLBACK = 'Only {quantity} left in stock';

function variant(sku: string, qtyInStock: number, rest: Partial<Variant> = {}): Variant {
  return { sku, attributes: {}, priceMoney: { value: 1000, currency: 'USD' }, onSale: false, qtyInStock, unlimited: false, ...rest };
}

const vase: Product = { id: 'vase', title: 'Vase', productType: PRODUCT_TYPE.physical, variants: [variant('V-1', 1)] };
const shirt: Product = {
  id: 'shirt',
  title: 'Shirt',
  productType: PRODUCT_TYPE.physical,
  variants: [variant('S', 4, { attributes: { Size: 'S' } }), variant('M', 0, { attributes: { Size: 'M' } }), variant('L', 2, { attributes: { Size: 'L' } })],
};
const scarf: Product = { id: 'scarf', title: 'Scarf', productType: PRODUCT_TYPE.physical, variants: [variant('G', 0), variant('R', 0)] };
const ebook: Product = { id: 'ebook', title: 'eBook', productType: PRODUCT_TYPE.digital, variants: [variant('E', 0)] };
const candle: Product = { id: 'candle', title: 'Candle', productType: PRODUCT_TYPE.physical, variants: [variant('C', 0, { unlimited: true })] };

const enabled: MerchandisingContext = { scarcityEnabled: true, scarcityShownByDefault: true, scarcityText: 'Only {quantity} left!' };

describe('rendering spec, entities merchandising context, keyed by product id', () => {
  it("gives the product's context, or an empty one", () => {
    const contexts = { vase: enabled };
    expect(merchandisingFor(contexts, 'vase')).toBe(enabled);
    expect(merchandisingFor(contexts, 'shirt')).toEqual({});
    expect(merchandisingFor(contexts, 'toString')).toEqual({});
    expect(merchandisingFor(undefined, 'vase')).toEqual({});
  });
});

describe('rendering spec, states the scarcity message is shown only if scarcity is enabled for the product', () => {
  it("shows the merchant's text with the units left", () => {
    expect(scarcityMessage(enabled, { product: vase }, FALLBACK)).toBe('Only 1 left!');
  });

  it('shows nothing when scarcity is not enabled, whatever else is set', () => {
    expect(scarcityMessage({ ...enabled, scarcityEnabled: false }, { product: vase }, FALLBACK)).toBeNull();
    expect(scarcityMessage({ scarcityText: 'Only {quantity} left!', scarcityShownByDefault: true }, { product: vase }, FALLBACK)).toBeNull();
    expect(scarcityMessage({}, { product: vase, variant: vase.variants[0] }, FALLBACK)).toBeNull();
  });

  it("uses the library's wording when the merchant gave none", () => {
    expect(scarcityMessage({ scarcityEnabled: true, scarcityShownByDefault: true, scarcityText: '  ' }, { product: vase }, FALLBACK)).toBe('Only 1 left in stock');
  });

  it('counts the chosen variant, else the whole product', () => {
    expect(scarcityMessage(enabled, { product: shirt, variant: shirt.variants[2] }, FALLBACK)).toBe('Only 2 left!');
    expect(scarcityMessage(enabled, { product: shirt }, FALLBACK)).toBe('Only 6 left!');
  });

  it('before a variant is chosen, shows only when shown by default', () => {
    const afterChoice = { ...enabled, scarcityShownByDefault: false };
    expect(scarcityMessage(afterChoice, { product: shirt }, FALLBACK)).toBeNull();
    expect(scarcityMessage(afterChoice, { product: shirt, variant: shirt.variants[0] }, FALLBACK)).toBe('Only 4 left!');
  });

  it('shows in the views it is meant for (every view when none is named)', () => {
    const detailOnly = { ...enabled, scarcityTemplateViews: ['productDetail'] as const };
    expect(scarcityMessage(detailOnly, { product: vase }, FALLBACK)).toBe('Only 1 left!');
    expect(scarcityMessage(detailOnly, { product: vase, view: 'quickView' }, FALLBACK)).toBeNull();
    expect(scarcityMessage(enabled, { product: vase, view: 'productItem' }, FALLBACK)).toBe('Only 1 left!');
  });

  it('never counts unlimited stock, a sold-out choice or a sold-out product', () => {
    expect(scarcityMessage(enabled, { product: candle }, FALLBACK)).toBeNull();
    expect(scarcityMessage(enabled, { product: ebook }, FALLBACK)).toBeNull();
    expect(scarcityMessage(enabled, { product: shirt, variant: shirt.variants[1] }, FALLBACK)).toBeNull();
    expect(scarcityMessage(enabled, { product: scarf }, FALLBACK)).toBeNull();
  });

  it('property: any limited stock above zero is what the message says', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), (qty) => {
        const product = { ...vase, variants: [variant('V-1', qty)] };
        expect(scarcityMessage(enabled, { product, variant: product.variants[0] }, FALLBACK)).toBe(`Only ${qty} left!`);
        expect(unitsLeft(product, product.variants[0])).toBe(qty);
      }),
    );
  });
});

describe('rendering spec, states the restock form is hidden when its hidden-by-default flag is set', () => {
  it('is shown unless the view says hidden by default', () => {
    expect(isRestockFormHidden({})).toBe(false);
    expect(isRestockFormHidden({ restockNotificationViews: { productDetail: { hiddenByDefault: true } } })).toBe(true);
    expect(isRestockFormHidden({ restockNotificationViews: { productDetail: { hiddenByDefault: true } } }, 'quickView')).toBe(false);
    expect(isRestockFormHidden({ restockNotificationViews: { quickView: { hiddenByDefault: true } } }, 'quickView')).toBe(true);
  });

  it('is called for by an out-of-stock choice, or a sold-out product with nothing chosen', () => {
    expect(needsRestockForm(shirt, shirt.variants[1])).toBe(true);
    expect(needsRestockForm(shirt, shirt.variants[0])).toBe(false);
    expect(needsRestockForm(shirt)).toBe(false);
    expect(needsRestockForm(scarf)).toBe(true);
    expect(needsRestockForm(ebook)).toBe(false);
    expect(needsRestockForm(candle)).toBe(false);
  });

  it('asks about the chosen variant, or every variant of a sold-out product', () => {
    expect(restockSkus(shirt, shirt.variants[1])).toEqual(['M']);
    expect(restockSkus(scarf)).toEqual(['G', 'R']);
    expect(restockSkus(scarf, scarf.variants[1])).toEqual(['R']);
    expect(restockSkus(shirt)).toEqual([]);
    expect(restockSkus(shirt, shirt.variants[0])).toEqual([]);
  });
});

describe('rendering spec, validation rules restock form: an email and an optional join-mailing-list checkbox', () => {
  it('offers the checkbox only when mailing-list signup is enabled, checked by default on opt-in', () => {
    expect(showsMailingListCheckbox({})).toBe(false);
    expect(showsMailingListCheckbox({ mailingListSignUpEnabled: true })).toBe(true);
    expect(mailingListOptInDefault({ mailingListSignUpEnabled: true, mailingListOptInByDefault: true })).toBe(true);
    expect(mailingListOptInDefault({ mailingListSignUpEnabled: true })).toBe(false);
    expect(mailingListOptInDefault({ mailingListOptInByDefault: true })).toBe(false);
  });

  it("refuses what is not an email with the spec's 'Please enter a valid email'", () => {
    expect(PLEASE_ENTER_VALID_EMAIL).toBe('Please enter a valid email');
    expect(restockEmailError(' ada@example.com ')).toBeNull();
    for (const bad of ['', 'ada', 'ada@', 'ada@example', '@example.com', 'a b@example.com']) expect(restockEmailError(bad)).toBe(PLEASE_ENTER_VALID_EMAIL);
  });
});
