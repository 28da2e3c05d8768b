/**
 * The add-to-cart button's flow (shopper spec, screens, states, constants and limits) as a pure reducer: idle, then adding, then
 * added for 2 s after a 1 s delay, then idle again; on an error back to idle after 1 s, keeping the
 * alert; on a listing, 'Select Option' for 2 s when a variant choice is still needed. The hook that
 * drives it (hooks/shopper/useAddToCart.ts) runs the calls and the timers; this module only decides.
 */
import {
  CART_PLEASE_TRY_AGAIN,
  CART_UNABLE_TO_ADD_ITEM,
  CART_UNABLE_TO_OPEN_FORM,
  CART_UPDATE_MISSING_INFORMATION,
  UNABLE_TO_ADD_ITEM_TITLE,
  UNABLE_TO_PURCHASE_GIFT_CARD_TITLE,
  UNABLE_TO_PURCHASE_ITEM_TITLE,
  type AddToCartFailure,
} from './cart.ts';
import { ADD_TO_CART_TIMINGS } from '../shared/constants.ts';
import { PRODUCT_TYPE, type Product } from './product.ts';
import type { LocalizedStrings } from '../shared/strings.ts';
import { encodeUriComponent } from '../shared/uri.ts';

/**
 * Where the flow is. `confirming`: the cart has the item, the 1 s delay before "added" is running.
 * `redirecting`: the shopper is being sent to checkout or to the subscription page; it lasts until the
 * page unloads, or until the page turns out to have stayed (`stayed`).
 */
export type AddToCartPhase = 'idle' | 'adding' | 'confirming' | 'added' | 'error' | 'select-option' | 'redirecting';

/** An alert the button shows: one of the spec's titles and the server's or the validation's message. */
export interface AddToCartAlert {
  title: string;
  message: string;
}

/** The flow's state: its phase and the alert of the last failure, kept until the next attempt or a dismissal. */
export interface AddToCartFlowState {
  phase: AddToCartPhase;
  alert: AddToCartAlert | null;
}

/**
 * What can happen to the flow. `elapsed` names the phase whose timer fired, so a late timer is ignored.
 * A refusal or failure with no alert is told elsewhere (the form the answers were typed in).
 * `stayed`: after a redirect the page is still there (a single-page app's navigation returned, or the
 * browser brought the page back from its back-forward cache), so the button is ready again.
 */
export type AddToCartEvent =
  | { type: 'submitted' }
  | { type: 'refused'; alert: AddToCartAlert | null }
  | { type: 'options-needed' }
  | { type: 'succeeded' }
  | { type: 'failed'; alert: AddToCartAlert | null }
  | { type: 'redirected' }
  | { type: 'stayed' }
  | { type: 'elapsed'; phase: AddToCartPhase }
  | { type: 'alert-dismissed' };

/** The state before the first click. */
export const INITIAL_ADD_TO_CART_STATE: AddToCartFlowState = { phase: 'idle', alert: null };

/**
 * The next state. A click is only taken while idle, so a second click during an add never adds
 * twice; answers are only taken while adding; a timer only moves the phase it was started for.
 */
export function addToCartFlow(state: AddToCartFlowState, event: AddToCartEvent): AddToCartFlowState {
  switch (event.type) {
    case 'submitted':
      return state.phase === 'idle' ? { phase: 'adding', alert: null } : state;
    case 'refused':
      return state.phase === 'idle' ? { phase: 'error', alert: event.alert } : state;
    case 'options-needed':
      return state.phase === 'idle' ? { phase: 'select-option', alert: null } : state;
    case 'succeeded':
      return state.phase === 'adding' ? { ...state, phase: 'confirming' } : state;
    case 'failed':
      return state.phase === 'adding' ? { phase: 'error', alert: event.alert } : state;
    case 'redirected':
      return state.phase === 'adding' ? { ...state, phase: 'redirecting' } : state;
    case 'stayed':
      return state.phase === 'redirecting' ? { ...state, phase: 'idle' } : state;
    case 'elapsed':
      if (event.phase !== state.phase) return state;
      if (state.phase === 'confirming') return { ...state, phase: 'added' };
      if (state.phase === 'added' || state.phase === 'error' || state.phase === 'select-option') return { ...state, phase: 'idle' };
      return state;
    case 'alert-dismissed':
      return state.alert === null ? state : { ...state, alert: null };
  }
}

/** Add-button timings in ms, as {@link ADD_TO_CART_TIMINGS}. */
export type AddToCartTimings = { readonly [K in keyof typeof ADD_TO_CART_TIMINGS]: number };

/** How long a phase lasts before an `elapsed` event, or null when it lasts until something happens. */
export function addToCartDelay(phase: AddToCartPhase, timings: AddToCartTimings = ADD_TO_CART_TIMINGS): number | null {
  switch (phase) {
    case 'confirming':
      return timings.addedDelayMs;
    case 'added':
      return timings.addedMs;
    case 'error':
      return timings.errorResetMs;
    case 'select-option':
      return timings.selectOptionMs;
    default:
      return null;
  }
}

/** What the button shows, for its `data-state`: the phases a shopper can tell apart, and sold out. */
export type AddToCartButtonState = 'idle' | 'adding' | 'added' | 'error' | 'select-option' | 'sold-out';

/** The button's state for a phase; a sold-out product is sold out whatever the phase. */
export function addToCartButtonState(phase: AddToCartPhase, soldOut: boolean): AddToCartButtonState {
  if (soldOut) return 'sold-out';
  if (phase === 'confirming' || phase === 'redirecting') return 'adding';
  return phase;
}

/** The strings {@link addToCartAlertTitle} chooses from. */
export type AddToCartAlertTitleStrings = Pick<
  LocalizedStrings,
  'unableToAddItemTitle' | 'unableToPurchaseItemTitle' | 'unableToPurchaseGiftCardTitle'
>;

/**
 * The alert's title (shopper spec, error catalogue): a gift card's own title, else 'Unable to Purchase Item' with
 * express checkout, else 'Unable to Add Item' — in the site's wording when `strings` are given.
 */
export function addToCartAlertTitle(
  product: Pick<Product, 'productType'>,
  expressCheckout: boolean,
  strings: AddToCartAlertTitleStrings = ADD_TO_CART_FLOW_STRINGS,
): string {
  if (product.productType === PRODUCT_TYPE.giftCard) return strings.unableToPurchaseGiftCardTitle;
  return expressCheckout ? strings.unableToPurchaseItemTitle : strings.unableToAddItemTitle;
}

/**
 * The strings the add-to-cart flow itself shows: the alert titles, and the message of a press whose
 * call could not even start (its code failed to load).
 */
export const ADD_TO_CART_FLOW_STRINGS = {
  unableToAddItemTitle: UNABLE_TO_ADD_ITEM_TITLE,
  unableToPurchaseItemTitle: UNABLE_TO_PURCHASE_ITEM_TITLE,
  unableToPurchaseGiftCardTitle: UNABLE_TO_PURCHASE_GIFT_CARD_TITLE,
  cartPleaseTryAgainText: CART_PLEASE_TRY_AGAIN,
} satisfies Partial<LocalizedStrings>;

/** Library string: asks again for an additional-fields form that could not be opened. */
export const ADD_TO_CART_FORM_RETRY_TEXT = 'Retry';

/**
 * What the additional-fields form asked at an add shows (shopper spec, screens Additional-fields form, error catalogue Cart
 * strings): 'Unable to open form' when it cannot be had, 'Unable to add item' when the add with its
 * answers is refused (with the reason, or the missing-information line when fields are marked), and
 * the library's own words around them.
 */
export const ADD_TO_CART_FORM_STRINGS = {
  cartUnableToOpenFormText: CART_UNABLE_TO_OPEN_FORM,
  cartUnableToAddItemText: CART_UNABLE_TO_ADD_ITEM,
  cartPleaseTryAgainText: CART_PLEASE_TRY_AGAIN,
  cartUpdateMissingInformationText: CART_UPDATE_MISSING_INFORMATION,
  addToCartFormRetryText: ADD_TO_CART_FORM_RETRY_TEXT,
  /** Library string: said while a product's form is on its way. */
  addToCartFormLoadingText: 'Loading the form…',
} as const;

/** Where the button sits: on a product page, or on a product card of a listing. */
export type AddToCartContext = 'detail' | 'listing';

/**
 * True when a refused add should read 'Select Option' instead of showing an alert: on a listing,
 * when the shopper still has to choose a variant or a gift card's value (shopper spec, screens).
 */
export function needsChoiceOnListing(context: AddToCartContext, reason: AddToCartFailure): boolean {
  return context === 'listing' && (reason === 'missing-options' || reason === 'missing-denomination');
}

/** Where express checkout sends the shopper (logic/shopper/cart.ts holds it, for the cart page too). */
export { CHECKOUT_URL } from './cart.ts';

/** Not in the spec: the subscription page; `{cartToken}` is the token the subscription cart call answers. */
export const SUBSCRIPTION_PAGE_URL = '/commerce/subscription?cartToken={cartToken}';

/** The subscription page's address for a cart token, the token URL-encoded into `{cartToken}`. */
export function subscriptionPageUrl(cartToken: string, template: string = SUBSCRIPTION_PAGE_URL): string {
  return template.split('{cartToken}').join(encodeUriComponent(cartToken));
}
