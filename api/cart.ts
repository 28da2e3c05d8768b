/**
 * Cart calls (shopper spec, calls): add an entry, save an entry's additional fields, read the cart, start a
 * subscription, and the two calls the cart page needs that the spec does not list (change a
 * quantity, remove an entry). Failures reject with an ApiError worded for the cart (shopper spec, error catalogue).
 */
import type { CartCoupon, CartTaxRule, ShippingLocation, ShippingOption } from '../logic/shopper/cartTotals.ts';
import { PRODUCT_TYPE, type ProductType } from '../logic/shopper/product.ts';
import { callsOf, type Transport } from './http.ts';
import {
  readArray,
  readBoolean,
  readCount,
  readJsonObject,
  readNumber,
  readObject,
  readOptional,
  readString,
  readStringRecord,
  ResponseShapeError,
  type JsonObject,
} from './parse.ts';
import type { EndpointFields } from './endpoints.ts';

/** The cart rows of the call table (api/endpoints.ts): what the transport needs to make each call. */
export const CART_CALLS = {
  'cart.addEntry': { method: 'POST', path: '/api/commerce/shopping-cart/entries', domain: 'cart' },
  'cart.updateAdditionalFields': { method: 'PUT', path: '/api/commerce/shopping-cart/entries/:entryId/additionalFields', domain: 'cart' },
  'cart.getCart': { method: 'GET', path: '/api/commerce/shopping-cart', domain: 'cart' },
  'cart.createSubscriptionCart': { method: 'POST', path: '/api/3/commerce/cart/subscription', domain: 'cart' },
  'cart.updateEntryQuantity': { method: 'PUT', path: '/api/commerce/shopping-cart/entries/:entryId/quantity', domain: 'cart' },
  'cart.removeEntry': { method: 'DELETE', path: '/api/commerce/shopping-cart/entries/:entryId', domain: 'cart' },
} as const satisfies Record<string, EndpointFields>;

/** A cart entry (shopper spec, entities). Amounts are integer minor units. */
export interface CartEntry {
  id: string;
  itemId: string;
  quantity: number;
  chosenVariant: { sku: string; attributes: Record<string, string> };
  title: string;
  /** Unit price paid. */
  purchasePriceCents: number;
  /** purchasePriceCents × quantity. */
  subTotal: number;
  /** The product's type code, so the cart knows what ships and what is digital. */
  productType: ProductType;
  /** The answers of the product's additional-fields form, when it has one. */
  additionalFields: JsonObject | null;
  /**
   * The picture of the chosen variant (its main image, else the product's first), when the answer
   * carries one; the cart page shows it as the line's thumbnail. Not in the spec's entry fields.
   */
  image?: CartEntryImage | null;
}

/** A cart entry's picture: the image asset's address and size, and its alt text when it has one. */
export interface CartEntryImage {
  assetUrl: string;
  /** `WxH` in pixels. */
  originalSize: string;
  altText?: string;
}

/** Reads an entry's picture. */
function readEntryImage(value: unknown, where: string): CartEntryImage {
  const object = readObject(value, where);
  const altText = readOptional(object.altText, `${where}.altText`, readString);
  return {
    assetUrl: readString(object.assetUrl, `${where}.assetUrl`),
    originalSize: readString(object.originalSize, `${where}.originalSize`),
    ...(altText === undefined ? {} : { altText }),
  };
}

/** The shopping cart (shopper spec, entities). Amounts are integer minor units. */
export interface ShoppingCart {
  id: string;
  websiteId: string;
  orderId: string | null;
  /** Creation time in ms since the epoch. */
  created: number;
  isPurchased: boolean;
  entries: CartEntry[];
  shippingOptions: ShippingOption[];
  selectedShippingOption: ShippingOption | null;
  shippingLocation: ShippingLocation | null;
  applicableTaxRules: CartTaxRule[];
  coupons: CartCoupon[];
  validCoupons: CartCoupon[];
  invalidCoupons: CartCoupon[];
  subtotalCents: number;
  taxCents: number;
  shippingCostCents: number;
  discountCents: number;
  grandTotalCents: number;
  totalQuantity: number;
  hasDigital: boolean;
  purelyDigital: boolean;
  requiresShipping: boolean;
}

/** Body of POST shopping-cart/entries (shopper spec, calls). */
export interface AddCartEntryRequest {
  itemId: string;
  sku: string;
  quantity: number;
  additionalFields?: JsonObject | null;
}

/** Answer of a call that changed one entry: the whole cart and that entry. */
export interface CartEntryAnswer {
  shoppingCart: ShoppingCart;
  entry: CartEntry;
}

/** Query of GET shopping-cart (shopper spec, calls). */
export interface GetCartQuery {
  mock?: boolean;
  timecode?: number;
  calculateSubtotal?: boolean;
}

/** Body of POST /api/3/commerce/cart/subscription (shopper spec, calls). */
export interface SubscriptionCartRequest {
  itemId: string;
  sku: string;
  qty: number;
  additionalFields?: JsonObject | null;
}

const PRODUCT_TYPES: readonly number[] = Object.values(PRODUCT_TYPE);

function readProductType(value: unknown, where: string): ProductType {
  const code = readNumber(value, where);
  if (!PRODUCT_TYPES.includes(code)) throw new ResponseShapeError(where, 'a product type code');
  return code as ProductType;
}

function readShippingOption(value: unknown, where: string): ShippingOption {
  const object = readObject(value, where);
  return { id: readString(object.id, `${where}.id`), name: readString(object.name, `${where}.name`), costCents: readCount(object.costCents, `${where}.costCents`) };
}

function readLocation(value: unknown, where: string): ShippingLocation {
  const object = readObject(value, where);
  const region = readOptional(object.region, `${where}.region`, readString);
  return { country: readString(object.country, `${where}.country`), ...(region === undefined ? {} : { region }) };
}

function readTaxRule(value: unknown, where: string): CartTaxRule {
  const object = readObject(value, where);
  const region = readOptional(object.region, `${where}.region`, readString);
  return {
    name: readString(object.name, `${where}.name`),
    country: readString(object.country, `${where}.country`),
    ...(region === undefined ? {} : { region }),
    ratePercent: readNumber(object.ratePercent, `${where}.ratePercent`),
  };
}

function readCoupon(value: unknown, where: string): CartCoupon {
  const object = readObject(value, where);
  const code = readString(object.code, `${where}.code`);
  const valid = readOptional(object.valid, `${where}.valid`, readBoolean);
  const validity = valid === undefined ? {} : { valid };
  if (object.type === 'percentage') return { code, type: 'percentage', percent: readNumber(object.percent, `${where}.percent`), ...validity };
  if (object.type === 'fixed') return { code, type: 'fixed', amountCents: readCount(object.amountCents, `${where}.amountCents`), ...validity };
  throw new ResponseShapeError(`${where}.type`, "'percentage' or 'fixed'");
}

/** Reads a cart entry from an answer. */
export function readCartEntry(value: unknown, where = 'entry'): CartEntry {
  const object = readObject(value, where);
  const variant = readObject(object.chosenVariant, `${where}.chosenVariant`);
  const image = readOptional(object.image, `${where}.image`, readEntryImage);
  return {
    id: readString(object.id, `${where}.id`),
    itemId: readString(object.itemId, `${where}.itemId`),
    quantity: readCount(object.quantity, `${where}.quantity`),
    chosenVariant: {
      sku: readString(variant.sku, `${where}.chosenVariant.sku`),
      attributes: readStringRecord(variant.attributes ?? {}, `${where}.chosenVariant.attributes`),
    },
    title: readString(object.title, `${where}.title`),
    purchasePriceCents: readCount(object.purchasePriceCents, `${where}.purchasePriceCents`),
    subTotal: readCount(object.subTotal, `${where}.subTotal`),
    productType: readProductType(object.productType, `${where}.productType`),
    additionalFields: readOptional(object.additionalFields, `${where}.additionalFields`, readJsonObject) ?? null,
    ...(image ? { image } : {}),
  };
}

/** Reads a shopping cart from an answer. */
export function readShoppingCart(value: unknown, where = 'shoppingCart'): ShoppingCart {
  const cart = readObject(value, where);
  const at = (key: string) => `${where}.${key}`;
  const coupons = (key: string) => readArray(cart[key] ?? [], at(key), readCoupon);
  return {
    id: readString(cart.id, at('id')),
    websiteId: readString(cart.websiteId, at('websiteId')),
    orderId: readOptional(cart.orderId, at('orderId'), readString) ?? null,
    created: readNumber(cart.created, at('created')),
    isPurchased: readBoolean(cart.isPurchased, at('isPurchased')),
    entries: readArray(cart.entries, at('entries'), readCartEntry),
    shippingOptions: readArray(cart.shippingOptions ?? [], at('shippingOptions'), readShippingOption),
    selectedShippingOption: readOptional(cart.selectedShippingOption, at('selectedShippingOption'), readShippingOption) ?? null,
    shippingLocation: readOptional(cart.shippingLocation, at('shippingLocation'), readLocation) ?? null,
    applicableTaxRules: readArray(cart.applicableTaxRules ?? [], at('applicableTaxRules'), readTaxRule),
    coupons: coupons('coupons'),
    validCoupons: coupons('validCoupons'),
    invalidCoupons: coupons('invalidCoupons'),
    subtotalCents: readCount(cart.subtotalCents, at('subtotalCents')),
    taxCents: readCount(cart.taxCents, at('taxCents')),
    shippingCostCents: readCount(cart.shippingCostCents, at('shippingCostCents')),
    discountCents: readCount(cart.discountCents, at('discountCents')),
    grandTotalCents: readCount(cart.grandTotalCents, at('grandTotalCents')),
    totalQuantity: readCount(cart.totalQuantity, at('totalQuantity')),
    hasDigital: readBoolean(cart.hasDigital, at('hasDigital')),
    purelyDigital: readBoolean(cart.purelyDigital, at('purelyDigital')),
    requiresShipping: readBoolean(cart.requiresShipping, at('requiresShipping')),
  };
}

function readEntryAnswer(entryKey: string) {
  return (data: unknown): CartEntryAnswer => {
    const object = readObject(data, 'answer');
    return { shoppingCart: readShoppingCart(object.shoppingCart), entry: readCartEntry(object[entryKey], entryKey) };
  };
}

/** The cart calls of one client. */
export function createCartApi(transport: Transport) {
  const call = callsOf(transport, CART_CALLS);
  return {
    /** POST shopping-cart/entries: adds a variant; `entry` is the answer's newlyAdded. */
    addEntry(request: AddCartEntryRequest): Promise<CartEntryAnswer> {
      return call('cart.addEntry', { json: { ...request, additionalFields: request.additionalFields ?? null } }, readEntryAnswer('newlyAdded'));
    },
    /** PUT entries/{entryId}/additionalFields: saves an entry's form; `entry` is the answer's updatedEntry. */
    updateAdditionalFields(
      entryId: string,
      request: { itemId: string; sku: string; additionalFields: JsonObject },
    ): Promise<CartEntryAnswer> {
      return call('cart.updateAdditionalFields', { params: { entryId }, json: request }, readEntryAnswer('updatedEntry'));
    },
    /** GET shopping-cart: the visitor's cart; `signal` aborts the call (rejecting with its reason). */
    getCart(query: GetCartQuery = {}, signal?: AbortSignal): Promise<ShoppingCart> {
      return call('cart.getCart', { query: { ...query }, ...(signal ? { signal } : {}) }, (data) => readShoppingCart(data, 'cart'));
    },
    /** POST /api/3/commerce/cart/subscription: the cartToken that opens the subscription page. */
    createSubscriptionCart(request: SubscriptionCartRequest): Promise<{ cartToken: string }> {
      const json = { ...request, additionalFields: request.additionalFields ?? null };
      return call('cart.createSubscriptionCart', { json }, (data) => ({
        cartToken: readString(readObject(data, 'answer').cartToken, 'cartToken'),
      }));
    },
    /** Not in the spec: sets an entry's quantity; `entry` is the answer's updatedEntry. */
    updateEntryQuantity(entryId: string, quantity: number): Promise<CartEntryAnswer> {
      return call('cart.updateEntryQuantity', { params: { entryId }, json: { quantity } }, readEntryAnswer('updatedEntry'));
    },
    /** Not in the spec: removes an entry; answers the cart without it. */
    removeEntry(entryId: string): Promise<ShoppingCart> {
      return call('cart.removeEntry', { params: { entryId } }, (data) => readShoppingCart(readObject(data, 'answer').shoppingCart));
    },
  };
}

/** The cart calls of one client, as {@link createCartApi} makes them. */
export type CartApi = ReturnType<typeof createCartApi>;
