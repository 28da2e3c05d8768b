/**
 * The cart's rules (shopper spec, entities, states, validation rules, error catalogue): what may be added, what the cart indicator shows,
 * and the cart's messages. The derived totals are in cartTotals.ts. Amounts are integer minor units.
 */
import { formatMinorUnits, type Money } from './money.ts';
import { PRODUCT_TYPE, findVariant, optionNames, type Product, type Variant } from './product.ts';
import { interpolate } from '../shared/interpolate.ts';
import type { LocalizedStrings } from '../shared/strings.ts';

/** Alert title when adding to the cart fails (shopper spec, error catalogue). */
export const UNABLE_TO_ADD_ITEM_TITLE = 'Unable to Add Item';
/** Alert title when an express-checkout purchase fails (shopper spec, error catalogue). */
export const UNABLE_TO_PURCHASE_ITEM_TITLE = 'Unable to Purchase Item';
/** Alert title when buying a gift card fails (shopper spec, error catalogue). */
export const UNABLE_TO_PURCHASE_GIFT_CARD_TITLE = 'Unable to purchase Gift Card';

/** Cart string: an item could not be added (shopper spec, error catalogue). */
export const CART_UNABLE_TO_ADD_ITEM = 'Unable to add item';
/** Cart string: an entry could not be removed (shopper spec, error catalogue). */
export const CART_UNABLE_TO_REMOVE_ITEM = 'Unable to remove item';
/** Cart string: an entry's quantity could not be changed (shopper spec, error catalogue). */
export const CART_UNABLE_TO_UPDATE_QUANTITY = 'Unable to update quantity';
/** Cart string: an entry's additional-fields form could not be opened (shopper spec, error catalogue). */
export const CART_UNABLE_TO_OPEN_FORM = 'Unable to open form';
/** Cart string: an entry's additional-fields form could not be saved (shopper spec, error catalogue). */
export const CART_UNABLE_TO_UPDATE_FORM = 'Unable to update form';
/** Cart string: the generic retry hint (shopper spec, error catalogue). */
export const CART_PLEASE_TRY_AGAIN = 'Please try again.';
/** Cart string: the offline hint (shopper spec, error catalogue). */
export const CART_CHECK_CONNECTION = 'Please check your internet connection.';
/** Cart string: a form in the cart still has errors (shopper spec, error catalogue). */
export const CART_UPDATE_MISSING_INFORMATION = 'Update the missing or invalid information above.';

/** One option left unchosen; `{option}` is its name (shopper spec, validation rules). */
export const SELECT_OPTION_MESSAGE = 'Please select the {option} option.';
/** Two or more options left unchosen; `{options}` is their names joined with "and" (shopper spec, validation rules). */
export const SELECT_OPTIONS_MESSAGE = 'Please select the {options} options.';
/** The word joining the last two option names in {@link SELECT_OPTIONS_MESSAGE}. */
export const OPTION_NAMES_CONJUNCTION = 'and';
/** The chosen combination is not a variant (shopper spec, validation rules). */
export const VARIANT_UNAVAILABLE_MESSAGE = 'Sorry, that item variant is unavailable. Please select another variant.';
/** Not enough stock for the quantity asked (shopper spec, validation rules). */
export const INSUFFICIENT_STOCK_MESSAGE = 'Sorry, we do not have enough of that item available.';
/** The quantity is not a number (shopper spec, validation rules). */
export const QUANTITY_NOT_A_NUMBER_MESSAGE = 'Quantity must be a number.';
/** Library string (the spec quotes none): a fractional quantity or one outside 1..9999. */
export const QUANTITY_OUT_OF_RANGE_MESSAGE = 'Quantity must be a whole number from {min} to {max}.';
/** A gift card was added without a denomination (shopper spec, validation rules). */
export const GIFT_CARD_DENOMINATION_MESSAGE = 'Select a denomination for the Gift Card';
/** The order is below the store's minimum; `{subtotal}` is the minimum (shopper spec, validation rules). */
export const MINIMUM_SUBTOTAL_MESSAGE = 'To check out, your order subtotal must be {subtotal} or more.';

/** The quantity input's bounds (shopper spec, validation rules, constants and limits). */
export const QUANTITY = { min: 1, max: 9999, step: 1, default: 1 } as const;

/** What the shopper asked to add (shopper spec, calls, POST shopping-cart/entries). */
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
  /**
   * Units already in the cart entry this add joins ({@link entryJoinedBy}): the limit 1..9999 applies
   * to the entry, so the add may bring it to 9999 at most. @default 0
   */
  entryQuantity?: number;
}

/** What {@link entryJoinedBy} reads of a cart entry. */
export interface JoinableEntry {
  quantity: number;
  chosenVariant: { sku: string };
  additionalFields: unknown;
}

/** Units of one variant (by sku) over all the cart's entries: what the stock check counts as already in the cart (shopper spec, validation rules). */
export function quantityOfVariant(entries: readonly Pick<JoinableEntry, 'quantity' | 'chosenVariant'>[], sku: unknown): number {
  let units = 0;
  for (const entry of entries) if (entry.chosenVariant.sku === sku) units += entry.quantity;
  return units;
}

/**
 * The cart entry an add joins, if any: an add without additional-field answers joins the entry of the
 * same variant that has none; an add with answers (or with no such entry) starts an entry of its own.
 */
export function entryJoinedBy<Entry extends JoinableEntry>(entries: readonly Entry[], sku: unknown, additionalFields: unknown): Entry | undefined {
  if (additionalFields !== null && additionalFields !== undefined) return undefined;
  return entries.find((entry) => entry.chosenVariant.sku === sku && (entry.additionalFields === null || entry.additionalFields === undefined));
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

/** The strings {@link missingOptionsMessage} words its message with. */
export type MissingOptionsStrings = Pick<LocalizedStrings, 'selectOptionMessage' | 'selectOptionsMessage' | 'optionNamesConjunction'>;

/** Names joined for {@link SELECT_OPTIONS_MESSAGE}: `Size, Color and Material`. */
function joinNames(names: readonly string[], conjunction: string): string {
  const last = names[names.length - 1] ?? '';
  return names.length < 2 ? last : `${names.slice(0, -1).join(', ')} ${conjunction} ${last}`;
}

/** The message for the unchosen options, in picker order, in the site's wording. */
export function missingOptionsMessage(names: readonly string[], strings: MissingOptionsStrings = CART_STRINGS): string {
  const joined = joinNames(names, strings.optionNamesConjunction);
  return names.length === 1
    ? interpolate(strings.selectOptionMessage, { option: joined })
    : interpolate(strings.selectOptionsMessage, { options: joined });
}

/** The strings {@link quantityMessage} words its messages with. */
export type QuantityMessageStrings = Pick<LocalizedStrings, 'quantityNotANumberMessage' | 'quantityOutOfRangeMessage'>;

/** The strings {@link validateAddToCart} words its refusals with. */
export type AddToCartValidationStrings = MissingOptionsStrings &
  QuantityMessageStrings &
  Pick<LocalizedStrings, 'giftCardDenominationMessage' | 'variantUnavailableMessage' | 'insufficientStockMessage'>;

const NUMERIC_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * The quantity as a number, or null when it is not numeric. `whole` is decided on the text, not on the
 * number: `Number('1.0000000000000001')` is exactly 1, yet the shopper typed a fraction.
 */
function readQuantity(raw: unknown): { value: number; whole: boolean } | null {
  if (raw === undefined) return { value: QUANTITY.default, whole: true };
  if (typeof raw === 'number') return Number.isFinite(raw) ? { value: raw, whole: Number.isInteger(raw) } : null;
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  if (!NUMERIC_TEXT.test(text)) return null;
  const point = text.indexOf('.');
  const fraction = point === -1 ? '' : text.slice(point + 1);
  const value = Number(text);
  return { value, whole: Number.isInteger(value) && !/[1-9]/.test(fraction) };
}

function readAttributes(raw: unknown): Readonly<Record<string, unknown>> {
  return raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
}

function chooseVariant(product: Product, request: AddToCartRequest, strings: AddToCartValidationStrings): AddToCartResult | Variant {
  const unavailable = () => fail('variant-unavailable', strings.variantUnavailableMessage);
  if (product.productType === PRODUCT_TYPE.giftCard) {
    const sku = request.denomination;
    if (typeof sku !== 'string' || sku === '') {
      return fail('missing-denomination', strings.giftCardDenominationMessage);
    }
    return product.variants.find((variant) => variant.sku === sku) ?? unavailable();
  }
  // A digital product has no picker (rendering spec, states): it is sold as its first variant.
  if (product.productType === PRODUCT_TYPE.digital) {
    return product.variants[0] ?? unavailable();
  }
  const attributes = readAttributes(request.attributes);
  const missing = optionNames(product).filter((name) => {
    const value = Object.hasOwn(attributes, name) ? attributes[name] : undefined;
    return typeof value !== 'string' || value === '';
  });
  if (missing.length > 0) return fail('missing-options', missingOptionsMessage(missing, strings));
  return findVariant(product, attributes) ?? unavailable();
}

/** The quantity to send (a whole number in 1..9999), or the refusal of one that cannot be sent. */
function wholeQuantity(raw: unknown, strings: QuantityMessageStrings): number | Extract<AddToCartResult, { ok: false }> {
  const read = readQuantity(raw);
  if (read === null) return { ok: false, reason: 'quantity-not-a-number', message: strings.quantityNotANumberMessage };
  const quantity = read.value;
  if (!read.whole || quantity < QUANTITY.min || quantity > QUANTITY.max) {
    const message = interpolate(strings.quantityOutOfRangeMessage, { min: QUANTITY.min, max: QUANTITY.max });
    return { ok: false, reason: 'quantity-out-of-range', message };
  }
  return quantity;
}

/**
 * Checks an add to cart in the spec's order (shopper spec, validation rules): a gift card's denomination, then every
 * option chosen, then the variant exists, then a whole quantity in 1..9999 (counting the entry it joins),
 * then the stock. The
 * refusal is worded with `strings` (the site's localized strings; the spec's wording by default).
 */
export function validateAddToCart(request: AddToCartRequest, strings: AddToCartValidationStrings = CART_STRINGS): AddToCartResult {
  const { product } = request;
  const chosen = chooseVariant(product, request, strings);
  if ('ok' in chosen) return chosen;
  const quantity = wholeQuantity(request.quantity, strings);
  if (typeof quantity !== 'number') return quantity;
  const inEntry = typeof request.entryQuantity === 'number' && request.entryQuantity > 0 ? request.entryQuantity : 0;
  if (quantity + inEntry > QUANTITY.max) {
    return fail('quantity-out-of-range', interpolate(strings.quantityOutOfRangeMessage, { min: QUANTITY.min, max: QUANTITY.max }));
  }
  const limited =
    (product.productType === PRODUCT_TYPE.physical || product.productType === PRODUCT_TYPE.service) && !chosen.unlimited;
  const inCart = typeof request.quantityInCart === 'number' && request.quantityInCart > 0 ? request.quantityInCart : 0;
  if (limited && quantity + inCart > chosen.qtyInStock) return fail('insufficient-stock', strings.insufficientStockMessage);
  return { ok: true, variant: chosen, quantity };
}

/** The badge count at which the cart indicator stops counting (shopper spec, states, constants and limits). */
export const CART_BADGE_CAP = 100;
/** Spoken label above the cap (shopper spec, states). */
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

/** The strings {@link cartBadge} words its spoken label with. */
export type CartBadgeStrings = Pick<LocalizedStrings, 'cartBadgeOverflowLabel' | 'cartBadgeOneLabel' | 'cartBadgeCountLabel'>;

/** A count from the server as the badge shows it: whole and at least 0 (a malformed count never throws). */
function badgeCount(count: unknown): number {
  if (typeof count !== 'number' || Number.isNaN(count) || count <= 0) return 0;
  return count === Number.POSITIVE_INFINITY ? CART_BADGE_CAP + 1 : Math.floor(count);
}

/**
 * The cart indicator for an item count: `100+` and the spoken overflow message above 100, empty at 0.
 * The count comes from the server, so a malformed one is clamped rather than refused: not a number,
 * NaN or negative reads 0, a fraction its whole part, Infinity more than the cap.
 */
export function cartBadge(count: number, strings: CartBadgeStrings = CART_STRINGS): CartBadge {
  const whole = badgeCount(count);
  if (whole > CART_BADGE_CAP) return { text: `${CART_BADGE_CAP}+`, label: strings.cartBadgeOverflowLabel, empty: false };
  const label = whole === 1 ? strings.cartBadgeOneLabel : interpolate(strings.cartBadgeCountLabel, { count: whole });
  return { text: String(whole), label, empty: whole === 0 };
}

/** The strings {@link minimumSubtotalMessage} words its message with. */
export type MinimumSubtotalStrings = Pick<LocalizedStrings, 'minimumSubtotalMessage'>;

/**
 * The message to show while the subtotal is under the store's minimum, else null (shopper spec, validation rules).
 * The message names the minimum, formatted in its currency. Amounts that cannot be compared (two
 * currencies, a value that is not a number) give no message: they come from the server and never throw.
 */
export function minimumSubtotalMessage(subtotal: Money, threshold: Money, strings: MinimumSubtotalStrings = CART_STRINGS): string | null {
  const currency = (money: Money): unknown => (typeof money?.currency === 'string' ? money.currency.toUpperCase() : undefined);
  if (currency(subtotal) === undefined || currency(subtotal) !== currency(threshold)) return null;
  if (!Number.isFinite(subtotal.value) || !Number.isFinite(threshold.value)) return null;
  if (subtotal.value >= threshold.value) return null;
  return interpolate(strings.minimumSubtotalMessage, { subtotal: formatMinorUnits(threshold) });
}

/** The cart page's fixed path (shopper spec, screens). */
export const CART_PATH = '/cart';
/** Not in the spec (it names the checkout page, type 201, but not its path): where checkout is, for express checkout and the cart page. */
export const CHECKOUT_URL = '/checkout';
/** The text of the link to the cart page (shopper spec, screens: "/cart is the cart page, linked as View Cart"). */
export const VIEW_CART_TEXT = 'View Cart';

/** The listing button's text while a variant choice is still needed, shown for 2 s (shopper spec, screens). */
export const SELECT_OPTION_BUTTON_TEXT = 'Select Option';
/** The button's text for a sold-out product; the button stays disabled (shopper spec, screens). */
export const SOLD_OUT_BUTTON_TEXT = 'Sold Out';

/**
 * What a quantity input says about its text, with the messages of {@link validateAddToCart}: not a
 * number, or not a whole number in 1..9999; null when the quantity can be sent (shopper spec, validation rules).
 * Worded with `strings` (the site's localized strings; the spec's wording by default).
 */
export function quantityMessage(raw: unknown, strings: QuantityMessageStrings = QUANTITY_MESSAGE_STRINGS): string | null {
  const quantity = wholeQuantity(raw, strings);
  return typeof quantity === 'number' ? null : quantity.message;
}

/**
 * The two messages of {@link quantityMessage}, as localized-string defaults: what a quantity input
 * reads, without the rest of {@link CART_STRINGS} (the input is part of every product card).
 */
export const QUANTITY_MESSAGE_STRINGS = {
  quantityNotANumberMessage: QUANTITY_NOT_A_NUMBER_MESSAGE,
  quantityOutOfRangeMessage: QUANTITY_OUT_OF_RANGE_MESSAGE,
} as const satisfies QuantityMessageStrings;

/**
 * The quantity after `steps` presses of increment (positive) or decrement (negative): from the
 * whole part of the text, or from the default when it is not a number, kept within 1..9999.
 */
export function stepQuantity(raw: unknown, steps: number): number {
  const current = readQuantity(raw);
  const start = current === null ? QUANTITY.default : Math.trunc(current.value);
  return Math.min(QUANTITY.max, Math.max(QUANTITY.min, start + steps));
}

/**
 * The cart's spec strings as localized-string defaults (the keys a site may override; shopper spec, screens,
 * states, validation rules, error catalogue). Components read them through the localized strings, never these constants.
 */
export const CART_STRINGS = {
  unableToAddItemTitle: UNABLE_TO_ADD_ITEM_TITLE,
  unableToPurchaseItemTitle: UNABLE_TO_PURCHASE_ITEM_TITLE,
  unableToPurchaseGiftCardTitle: UNABLE_TO_PURCHASE_GIFT_CARD_TITLE,
  cartUnableToAddItemText: CART_UNABLE_TO_ADD_ITEM,
  cartUnableToRemoveItemText: CART_UNABLE_TO_REMOVE_ITEM,
  cartUnableToUpdateQuantityText: CART_UNABLE_TO_UPDATE_QUANTITY,
  cartUnableToOpenFormText: CART_UNABLE_TO_OPEN_FORM,
  cartUnableToUpdateFormText: CART_UNABLE_TO_UPDATE_FORM,
  cartPleaseTryAgainText: CART_PLEASE_TRY_AGAIN,
  cartCheckConnectionText: CART_CHECK_CONNECTION,
  cartUpdateMissingInformationText: CART_UPDATE_MISSING_INFORMATION,
  selectOptionMessage: SELECT_OPTION_MESSAGE,
  selectOptionsMessage: SELECT_OPTIONS_MESSAGE,
  optionNamesConjunction: OPTION_NAMES_CONJUNCTION,
  variantUnavailableMessage: VARIANT_UNAVAILABLE_MESSAGE,
  insufficientStockMessage: INSUFFICIENT_STOCK_MESSAGE,
  quantityNotANumberMessage: QUANTITY_NOT_A_NUMBER_MESSAGE,
  quantityOutOfRangeMessage: QUANTITY_OUT_OF_RANGE_MESSAGE,
  giftCardDenominationMessage: GIFT_CARD_DENOMINATION_MESSAGE,
  minimumSubtotalMessage: MINIMUM_SUBTOTAL_MESSAGE,
  cartBadgeOverflowLabel: CART_BADGE_OVERFLOW_LABEL,
  cartBadgeOneLabel: CART_BADGE_ONE_LABEL,
  cartBadgeCountLabel: CART_BADGE_COUNT_LABEL,
  cartViewCartText: VIEW_CART_TEXT,
  productSelectOptionButtonText: SELECT_OPTION_BUTTON_TEXT,
  productSoldOutButtonText: SOLD_OUT_BUTTON_TEXT,
} as const;
