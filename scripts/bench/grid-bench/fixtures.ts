/**
 * The benchmark's page data: the mock catalogue with its images, repeated to 200 products (the
 * collection maximum) with unique ids, the shop's merchandising contexts under those ids, and a cart
 * holding one entry (the cart change sets its quantity).
 */
import type { CartEntry, ShoppingCart } from '../../../api/cart.ts';
import type { MerchandisingContexts } from '../../../logic/shopper/merchandising.ts';
import type { Product } from '../../../logic/shopper/product.ts';
import { imagedCatalogue } from '../../../mocks/fixtures/images.ts';
import { merchandisingContexts } from '../../../mocks/fixtures/merchandising.ts';

/** The collection maximum (shopper spec, screens). */
export const GRID_SIZE = 200;

export const products: Product[] = Array.from({ length: GRID_SIZE }, (_, index) => {
  const source = imagedCatalogue[index % imagedCatalogue.length] as Product;
  return { ...source, id: `${source.id}-${index + 1}` };
});

export const merchandising: MerchandisingContexts = Object.fromEntries(
  products.flatMap((product) => {
    const context = merchandisingContexts[product.id.replace(/-\d+$/, '')];
    return context ? [[product.id, context]] : [];
  }),
);

const first = products[0] as Product;
const firstVariant = first.variants[0];

/** The cart with its one entry at `quantity`. */
export function cartWith(quantity: number): ShoppingCart {
  const price = firstVariant?.priceMoney.value ?? 0;
  const entry: CartEntry = {
    id: 'entry-1',
    itemId: first.id,
    quantity,
    chosenVariant: { sku: firstVariant?.sku ?? '', attributes: firstVariant?.attributes ?? {} },
    title: first.title,
    purchasePriceCents: price,
    subTotal: price * quantity,
    productType: first.productType,
    additionalFields: null,
  };
  return {
    id: 'cart-1',
    websiteId: 'site-1',
    orderId: null,
    created: 0,
    isPurchased: false,
    entries: [entry],
    shippingOptions: [],
    selectedShippingOption: null,
    shippingLocation: null,
    applicableTaxRules: [],
    coupons: [],
    validCoupons: [],
    invalidCoupons: [],
    subtotalCents: price * quantity,
    taxCents: 0,
    shippingCostCents: 0,
    discountCents: 0,
    grandTotalCents: price * quantity,
    totalQuantity: quantity,
    hasDigital: false,
    purelyDigital: false,
    requiresShipping: true,
  };
}

export const initialCart = cartWith(1);
