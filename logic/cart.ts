/**
 * The cart's rules (shopper.md §3, §4, §5, §8): what may be added, what the cart indicator shows,
 * the cart's derived totals, and the cart's messages. Amounts are integer minor units.
 */
import { formatMoney, type Money } from './money.ts';
import { PRODUCT_TYPE, findVariant, optionNames, type Product, type ProductType, type Variant } from './product.ts';
import { interpolate } from './strings.ts';

/** Alert title when adding to the cart fails (shopper.md §8). */
export const UNABLE_TO_ADD_ITEM_TITLE = 'Unable to Add Item';
/** Alert title when an express-checkout purchase fails (shopper.md §8). */
export const UNABLE_TO_PURCHASE_ITEM_TITLE = 'Unable to Purchase Item';
/** Alert title when buying a gift card fails (shopper.md §8). */
export const UNABLE_TO_PURCHASE_GIFT_CARD_TITLE = 'Unable to purchase Gift Card';

/** Cart string: an item could not be added (shopper.md §8). */
export const CART_UNABLE_TO_ADD_ITEM = 'Unable to add item';
/** Cart string: an entry could not be removed (shopper.md §8). */
export const CART_UNABLE_TO_REMOVE_ITEM = 'Unable to remove item';
/** Cart string: an entry's quantity could not be changed (shopper.md §8). */
export const CART_UNABLE_TO_UPDATE_QUANTITY = 'Unable to update quantity';
/** Cart string: an entry's additional-fields form could not be opened (shopper.md §8). */
export const CART_UNABLE_TO_OPEN_FORM = 'Unable to open form';
/** Cart string: an entry's additional-fields form could not be saved (shopper.md §8). */
export const CART_UNABLE_TO_UPDATE_FORM = 'Unable to update form';
/** Cart string: the generic retry hint (shopper.md §8). */
export const CART_PLEASE_TRY_AGAIN = 'Please try again.';
/** Cart string: the offline hint (shopper.md §8). */
export const CART_CHECK_CONNECTION = 'Please check your internet connection.';
/** Cart string: a form in the cart still has errors (shopper.md §8). */
export const CART_UPDATE_MISSING_INFORMATION = 'Update the missing or invalid information above.';

/** One option left unchosen; `{option}` is its name (shopper.md §5). */
export const SELECT_OPTION_MESSAGE = 'Please select the {option} option.';
/** Two or more options left unchosen; `{options}` is their names joined with "and" (shopper.md §5). */
export const SELECT_OPTIONS_MESSAGE = 'Please select the {options} options.';
/** The word joining the last two option names in {@link SELECT_OPTIONS_MESSAGE}. */
export const OPTION_NAMES_CONJUNCTION = 'and';
/** The chosen combination is not a variant (shopper.md §5). */
export const VARIANT_UNAVAILABLE_MESSAGE = 'Sorry, that item variant is unavailable. Please select another variant.';
/** Not enough stock for the quantity asked (shopper.md §5). */
export const INSUFFICIENT_STOCK_MESSAGE = 'Sorry, we do not have enough of that item available.';
/** The quantity is not a number (shopper.md §5). */
export const QUANTITY_NOT_A_NUMBER_MESSAGE = 'Quantity must be a number.';
/** Library string (the spec quotes none): a fractional quantity or one outside 1..9999. */
export const QUANTITY_OUT_OF_RANGE_MESSAGE = 'Quantity must be a whole number from {min} to {max}.';
/** A gift card was added without a denomination (shopper.md §5). */
export const GIFT_CARD_DENOMINATION_MESSAGE = 'Select a denomination for the Gift Card';
/** The order is below the store's minimum; `{subtotal}` is the minimum (shopper.md §5). */
export const MINIMUM_SUBTOTAL_MESSAGE = 'To check out, your order subtotal must be {subtotal} or more.';

/** The quantity input's bounds (shopper.md §5, §9). */
export const QUANTITY = { min: 1, max: 9999, step: 1, default: 1 } as const;

/** What the shopper asked to add (shopper.md §7, POST shopping-cart/entries). */
export interface AddToCartRequest {
  product: Product;
  /** Chosen value per option name, e.g. `{ Size: 'Small' }`. Empty strings count as not chosen. */
  attributes?: Readonly<Record<string, unknown>>;
  /** A number or the text of the quantity input. @default 1 */
  quantity?: unknown;
  /** For a gift card: the sku of the chosen denomination variant. */
  denomination?: unknown;
  /** Units of the same variant already in the cart, counted against the stock. @default 0 */
  quantityInCart?: number;
}

/** Why an add to cart was refused, for callers that branch on it. */
export type AddToCartFailure =
  | 'missing-denomination'
  | 'missing-options'
  | 'variant-unavailable'
  | 'quantity-not-a-number'
  | 'quantity-out-of-range'
  | 'insufficient-stock';

/** The outcome of {@link validateAddToCart}: the variant and whole quantity, or the spec's message. */
export type AddToCartResult =
  | { ok: true; variant: Variant; quantity: number }
  | { ok: false; reason: AddToCartFailure; message: string };

function fail(reason: AddToCartFailure, message: string): AddToCartResult {
  return { ok: false, reason, message };
}

/** Names joined for {@link SELECT_OPTIONS_MESSAGE}: `Size, Color and Material`. */
function joinNames(names: readonly string[]): string {
  const last = names[names.length - 1] ?? '';
  return names.length < 2 ? last : `${names.slice(0, -1).join(', ')} ${OPTION_NAMES_CONJUNCTION} ${last}`;
}

/** The message for the unchosen options, in picker order. */
export function missingOptionsMessage(names: readonly string[]): string {
  return names.length === 1
    ? interpolate(SELECT_OPTION_MESSAGE, { option: joinNames(names) })
    : interpolate(SELECT_OPTIONS_MESSAGE, { options: joinNames(names) });
}

const NUMERIC_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** The quantity as a number, or null when it is not numeric. */
function readQuantity(raw: unknown): number | null {
  if (raw === undefined) return QUANTITY.default;
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  if (typeof raw === 'string' && NUMERIC_TEXT.test(raw.trim())) return Number(raw.trim());
  return null;
}

function readAttributes(raw: unknown): Readonly<Record<string, unknown>> {
  return raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
}

function chooseVariant(product: Product, request: AddToCartRequest): AddToCartResult | Variant {
  if (product.productType === PRODUCT_TYPE.giftCard) {
    const sku = request.denomination;
    if (typeof sku !== 'string' || sku === '') {
      return fail('missing-denomination', GIFT_CARD_DENOMINATION_MESSAGE);
    }
    return product.variants.find((variant) => variant.sku === sku) ??
      fail('variant-unavailable', VARIANT_UNAVAILABLE_MESSAGE);
  }
  // A digital product has no picker (rendering.md §4): it is sold as its first variant.
  if (product.productType === PRODUCT_TYPE.digital) {
    return product.variants[0] ?? fail('variant-unavailable', VARIANT_UNAVAILABLE_MESSAGE);
  }
  const attributes = readAttributes(request.attributes);
  const missing = optionNames(product).filter((name) => {
    const value = Object.hasOwn(attributes, name) ? attributes[name] : undefined;
    return typeof value !== 'string' || value === '';
  });
  if (missing.length > 0) return fail('missing-options', missingOptionsMessage(missing));
  return findVariant(product, attributes) ?? fail('variant-unavailable', VARIANT_UNAVAILABLE_MESSAGE);
}

/**
 * Checks an add to cart in the spec's order (shopper.md §5): a gift card's denomination, then every
 * option chosen, then the variant exists, then a whole quantity in 1..9999, then the stock.
 */
export function validateAddToCart(request: AddToCartRequest): AddToCartResult {
  const { product } = request;
  const chosen = chooseVariant(product, request);
  if ('ok' in chosen) return chosen;
  const quantity = readQuantity(request.quantity);
  if (quantity === null) return fail('quantity-not-a-number', QUANTITY_NOT_A_NUMBER_MESSAGE);
  if (!Number.isInteger(quantity) || quantity < QUANTITY.min || quantity > QUANTITY.max) {
    return fail('quantity-out-of-range', interpolate(QUANTITY_OUT_OF_RANGE_MESSAGE, { min: QUANTITY.min, max: QUANTITY.max }));
  }
  const limited =
    (product.productType === PRODUCT_TYPE.physical || product.productType === PRODUCT_TYPE.service) && !chosen.unlimited;
  const inCart = typeof request.quantityInCart === 'number' && request.quantityInCart > 0 ? request.quantityInCart : 0;
  if (limited && quantity + inCart > chosen.qtyInStock) return fail('insufficient-stock', INSUFFICIENT_STOCK_MESSAGE);
  return { ok: true, variant: chosen, quantity };
}

/** The badge count at which the cart indicator stops counting (shopper.md §4, §9). */
export const CART_BADGE_CAP = 100;
/** Spoken label above the cap (shopper.md §4). */
export const CART_BADGE_OVERFLOW_LABEL = 'More than 100 items in cart';
/** Library string (the spec quotes none): spoken label for exactly one item. */
export const CART_BADGE_ONE_LABEL = '1 item in cart';
/** Library string (the spec quotes none): spoken label for 0 or 2..100 items; `{count}` is the count. */
export const CART_BADGE_COUNT_LABEL = '{count} items in cart';

/** What the cart indicator shows: the visible text, the spoken label, and whether it is empty. */
export interface CartBadge {
  text: string;
  label: string;
  empty: boolean;
}

/** The cart indicator for an item count: `100+` and the spoken overflow message above 100, empty at 0. */
export function cartBadge(count: number): CartBadge {
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new RangeError(`Cart item count must be a whole number of at least 0, received ${String(count)}.`);
  }
  if (count > CART_BADGE_CAP) return { text: `${CART_BADGE_CAP}+`, label: CART_BADGE_OVERFLOW_LABEL, empty: false };
  const label = count === 1 ? CART_BADGE_ONE_LABEL : interpolate(CART_BADGE_COUNT_LABEL, { count });
  return { text: String(count), label, empty: count === 0 };
}

/**
 * The message to show while the subtotal is under the store's minimum, else null (shopper.md §5).
 * The message names the minimum, formatted in its currency.
 */
export function minimumSubtotalMessage(subtotal: Money, threshold: Money): string | null {
  if (subtotal.currency.toUpperCase() !== threshold.currency.toUpperCase()) {
    throw new TypeError(`Subtotal (${subtotal.currency}) and minimum (${threshold.currency}) must be in one currency.`);
  }
  if (subtotal.value >= threshold.value) return null;
  return interpolate(MINIMUM_SUBTOTAL_MESSAGE, { subtotal: formatMoney(threshold) });
}

/** One cart entry as {@link computeCart} reads it (shopper.md §3, Cart entry); extra fields are ignored. */
export interface CartLine {
  /** Unit price paid, in minor units (the entry's `purchasePriceCents`): a whole number ≥ 0. */
  purchasePriceCents: number;
  /** Units of this entry: a whole number ≥ 0. */
  quantity: number;
  /** Product type code of the entry's product; a line with neither this nor `digital` is physical. */
  productType?: ProductType;
  /** Delivery flag; when set it wins over `productType` (true: delivered digitally, false: shipped). */
  digital?: boolean;
}

/**
 * A coupon entered in the cart. `valid` is the server's verdict (default true); a percentage outside
 * 0..100 or a negative or fractional amount also makes it invalid.
 */
export type CartCoupon =
  | { code: string; type: 'percentage'; /** 0..100, decimals allowed. */ percent: number; valid?: boolean }
  | { code: string; type: 'fixed'; /** Minor units off the subtotal. */ amountCents: number; valid?: boolean };

/** Where the order ships; codes compare case-insensitively (e.g. `{ country: 'US', region: 'NY' }`). */
export interface ShippingLocation {
  country: string;
  region?: string;
}

/** A tax rate for a shipping location: the whole country, or one region of it when `region` is set. */
export interface CartTaxRule {
  name: string;
  country: string;
  region?: string;
  /** Rate in percent, 0..100, decimals allowed (8.875 for 8.875 %). */
  ratePercent: number;
}

/** A shipping option the shopper can choose, with its price in minor units. */
export interface ShippingOption {
  id: string;
  name: string;
  costCents: number;
}

/** Everything besides the entries that decides the cart's totals. Every field is optional. */
export interface CartRules {
  coupons?: readonly CartCoupon[];
  taxRules?: readonly CartTaxRule[];
  /** No location, no tax. */
  shippingLocation?: ShippingLocation;
  shippingOptions?: readonly ShippingOption[];
  /** The `id` of the chosen option among `shippingOptions`. */
  selectedShippingOptionId?: string;
}

/** The derived fields of the Shopping cart entity (shopper.md §3), amounts in minor units. */
export interface CartTotals {
  subtotalCents: number;
  /** Sum of the valid coupons, never more than the subtotal. */
  discountCents: number;
  /** Tax of every applicable rule on the discounted subtotal; shipping is not taxed. */
  taxCents: number;
  /** The chosen option's cost when something ships, else 0. */
  shippingCostCents: number;
  grandTotalCents: number;
  totalQuantity: number;
  /** Some entry is delivered digitally (digital products, gift cards, paywall access). */
  hasDigital: boolean;
  /** The cart is not empty and every entry is delivered digitally. */
  purelyDigital: boolean;
  /** Some entry is a physical product (services and digital entries do not ship). */
  requiresShipping: boolean;
  validCoupons: CartCoupon[];
  invalidCoupons: CartCoupon[];
  applicableTaxRules: CartTaxRule[];
  selectedShippingOption: ShippingOption | null;
}

const DIGITAL_TYPES: readonly number[] = [PRODUCT_TYPE.digital, PRODUCT_TYPE.giftCard, PRODUCT_TYPE.paywall];
const PERCENT_SCALE = 1_000_000n;

function wholeAtLeastZero(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a whole number of at least 0, received ${String(value)}.`);
  }
  return value;
}

function validPercent(percent: number): boolean {
  return Number.isFinite(percent) && percent >= 0 && percent <= 100;
}

/** `percent` % of `amount`, rounded half up, computed exactly in integers (percent to 6 decimals). */
function percentOf(amount: number, percent: number): number {
  const [whole = '0', fraction = ''] = percent.toFixed(6).split('.');
  const scaled = BigInt(amount) * BigInt(whole + fraction);
  const denominator = 100n * PERCENT_SCALE;
  return Number((scaled * 2n + denominator) / (2n * denominator));
}

function couponIsValid(coupon: CartCoupon): boolean {
  if (coupon.valid === false) return false;
  if (coupon.type === 'percentage') return validPercent(coupon.percent);
  return Number.isSafeInteger(coupon.amountCents) && coupon.amountCents >= 0;
}

function sameCode(a: string, b: string): boolean {
  return a.toUpperCase() === b.toUpperCase();
}

function taxRuleApplies(rule: CartTaxRule, location: ShippingLocation | undefined): boolean {
  if (!location || !sameCode(rule.country, location.country)) return false;
  return rule.region === undefined || (location.region !== undefined && sameCode(rule.region, location.region));
}

function isDigitalLine(line: CartLine): boolean {
  return line.digital ?? (line.productType !== undefined && DIGITAL_TYPES.includes(line.productType));
}

function isShippedLine(line: CartLine): boolean {
  if (line.digital !== undefined) return !line.digital;
  return line.productType === undefined || line.productType === PRODUCT_TYPE.physical;
}

function safeSum(a: number, b: number, what: string): number {
  const sum = a + b;
  if (!Number.isSafeInteger(sum)) throw new RangeError(`${what} exceeds the largest safe integer.`);
  return sum;
}

/**
 * The cart's derived fields (shopper.md §3): subtotal, discount from valid coupons (never below zero),
 * tax from the rules for the shipping location, shipping from the chosen option (none unless a
 * physical entry ships), grand total, quantity and the delivery flags. Throws a RangeError on
 * negative or fractional amounts.
 */
export function computeCart(lines: readonly CartLine[], rules: CartRules = {}): CartTotals {
  let subtotalCents = 0;
  let totalQuantity = 0;
  for (const line of lines) {
    const price = wholeAtLeastZero(line.purchasePriceCents, 'purchasePriceCents');
    const quantity = wholeAtLeastZero(line.quantity, 'quantity');
    const lineTotal = price * quantity;
    if (!Number.isSafeInteger(lineTotal)) throw new RangeError('A cart line total exceeds the largest safe integer.');
    subtotalCents = safeSum(subtotalCents, lineTotal, 'The subtotal');
    totalQuantity = safeSum(totalQuantity, quantity, 'The total quantity');
  }

  const coupons = rules.coupons ?? [];
  const validCoupons = coupons.filter(couponIsValid);
  const invalidCoupons = coupons.filter((coupon) => !couponIsValid(coupon));
  let discountCents = 0;
  for (const coupon of validCoupons) {
    const off = coupon.type === 'percentage' ? percentOf(subtotalCents, coupon.percent) : coupon.amountCents;
    discountCents = Math.min(subtotalCents, discountCents + off);
  }

  const applicableTaxRules = (rules.taxRules ?? []).filter((rule) => taxRuleApplies(rule, rules.shippingLocation));
  const taxable = subtotalCents - discountCents;
  let taxCents = 0;
  for (const rule of applicableTaxRules) {
    if (!validPercent(rule.ratePercent)) {
      throw new RangeError(`Tax rate of "${rule.name}" must be 0 to 100 percent, received ${String(rule.ratePercent)}.`);
    }
    taxCents = safeSum(taxCents, percentOf(taxable, rule.ratePercent), 'The tax');
  }

  const hasDigital = lines.some(isDigitalLine);
  const purelyDigital = lines.length > 0 && lines.every(isDigitalLine);
  const requiresShipping = lines.some(isShippedLine);
  const selectedShippingOption =
    (rules.shippingOptions ?? []).find((option) => option.id === rules.selectedShippingOptionId) ?? null;
  const shippingCostCents =
    requiresShipping && selectedShippingOption ? wholeAtLeastZero(selectedShippingOption.costCents, 'costCents') : 0;

  const grandTotalCents = safeSum(safeSum(taxable, taxCents, 'The grand total'), shippingCostCents, 'The grand total');
  return {
    subtotalCents,
    discountCents,
    taxCents,
    shippingCostCents,
    grandTotalCents,
    totalQuantity,
    hasDigital,
    purelyDigital,
    requiresShipping,
    validCoupons,
    invalidCoupons,
    applicableTaxRules,
    selectedShippingOption,
  };
}

/** The cart page's fixed path (shopper.md §2). */
export const CART_PATH = '/cart';
/** The text of the link to the cart page (shopper.md §2: "/cart is the cart page, linked as View Cart"). */
export const VIEW_CART_TEXT = 'View Cart';

/** The listing button's text while a variant choice is still needed, shown for 2 s (shopper.md §2). */
export const SELECT_OPTION_BUTTON_TEXT = 'Select Option';
/** The button's text for a sold-out product; the button stays disabled (shopper.md §2). */
export const SOLD_OUT_BUTTON_TEXT = 'Sold Out';

/**
 * What a quantity input says about its text, with the messages of {@link validateAddToCart}: not a
 * number, or not a whole number in 1..9999; null when the quantity can be sent (shopper.md §5).
 */
export function quantityMessage(raw: unknown): string | null {
  const quantity = readQuantity(raw);
  if (quantity === null) return QUANTITY_NOT_A_NUMBER_MESSAGE;
  if (!Number.isInteger(quantity) || quantity < QUANTITY.min || quantity > QUANTITY.max) {
    return interpolate(QUANTITY_OUT_OF_RANGE_MESSAGE, { min: QUANTITY.min, max: QUANTITY.max });
  }
  return null;
}

/**
 * The quantity after `steps` presses of increment (positive) or decrement (negative): from the
 * whole part of the text, or from the default when it is not a number, kept within 1..9999.
 */
export function stepQuantity(raw: unknown, steps: number): number {
  const current = readQuantity(raw);
  const start = current === null ? QUANTITY.default : Math.trunc(current);
  return Math.min(QUANTITY.max, Math.max(QUANTITY.min, start + steps));
}
