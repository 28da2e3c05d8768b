import { useCallback, useEffect, useReducer, useRef } from 'react';
import { createCartApi, type CartEntryAnswer, type ShoppingCart } from '../api/cart.ts';
import { errorMessage } from '../api/errors.ts';
import type { JsonObject } from '../api/parse.ts';
import {
  CHECKOUT_URL,
  INITIAL_ADD_TO_CART_STATE,
  SUBSCRIPTION_PAGE_URL,
  addToCartAlertTitle,
  addToCartButtonState,
  addToCartDelay,
  addToCartFlow,
  needsChoiceOnListing,
  subscriptionPageUrl as subscriptionPageAddress,
  type AddToCartAlert,
  type AddToCartButtonState,
  type AddToCartContext,
  type AddToCartPhase,
} from '../logic/addToCartFlow.ts';
import { API_ERROR_MESSAGE_STRINGS } from '../logic/apiErrors.ts';
import { entryJoinedBy, validateAddToCart, type AddToCartResult, type AddToCartValidationStrings } from '../logic/cart.ts';
import { isSoldOut, type Product } from '../logic/product.ts';
import { useApiModule } from './useApiClient.tsx';
import { useStrings } from './useLocalizedStrings.tsx';
import { cartQuantityOf, useOptionalCartActions } from './useCart.tsx';
import { completeChoice, type ProductChoice } from './useProductSelection.ts';

/** Options of {@link useAddToCart}. */
export interface UseAddToCartOptions {
  /** The product to add, subscribe to or buy. */
  product: Product;
  /** The shopper's choice; left out on a listing, where nothing can be chosen. @default nothing chosen, quantity 1 */
  choice?: Partial<ProductChoice>;
  /** On a listing a missing choice reads 'Select Option' for 2 s instead of an alert. @default 'detail' */
  context?: AddToCartContext;
  /** Send the shopper straight to checkout once the item is in the cart. @default false */
  expressCheckout?: boolean;
  /** Where express checkout goes (not in the spec). @default '/checkout' */
  checkoutUrl?: string;
  /** The subscription page, `{cartToken}` replaced by the returned token (not in the spec). @default '/commerce/subscription?cartToken={cartToken}' */
  subscriptionPageUrl?: string;
  /**
   * Goes to a page (checkout, the subscription page). When it returns, or the promise it returns
   * settles, the page is still here (a single-page app's router) and the button is ready again. The
   * default loads a new page, so the button stays busy until the page unloads, and is ready again if
   * the browser brings the page back from its back-forward cache. @default window.location.assign
   */
  navigate?: (url: string) => void | Promise<unknown>;
  /** The answers of the product's additional-fields form, sent with the add. */
  additionalFields?: JsonObject | null;
  /** Called with the cart's answer once the item is in the cart. */
  onAdded?: (answer: CartEntryAnswer) => void;
}

/** What {@link useAddToCart} gives. */
export interface AddToCart {
  /** What the button shows: idle, adding, added, error, select-option or sold-out. */
  state: AddToCartButtonState;
  /** The flow's own phase (finer than `state`). */
  phase: AddToCartPhase;
  /** The alert of the last failure, kept until the next attempt or a dismissal. */
  alert: AddToCartAlert | null;
  /** The product is sold out: the button stays disabled. */
  soldOut: boolean;
  /** Anything but idle: a press is ignored. */
  busy: boolean;
  /** Adds (or subscribes, or buys with express checkout); resolves once the call has settled. Ignored while busy. */
  addToCart(): Promise<void>;
  /** Hides the alert. */
  dismissAlert(): void;
}

function assignLocation(url: string): void {
  window.location.assign(url);
}

/**
 * The choice validated as the add will be (shopper.md §5), counting what the cart holds of the variant
 * it picks. Read at the press from the cart as it is then, so the button never subscribes to the cart.
 */
function validateAgainstCart(
  product: Product,
  choice: ProductChoice,
  cart: ShoppingCart | null,
  strings: AddToCartValidationStrings,
  additionalFields: JsonObject | null,
): AddToCartResult {
  const picked = validateAddToCart({ product, ...choice }, strings);
  if (!picked.ok) return picked;
  const { sku } = picked.variant;
  // A subscription is a cart of its own: only an add to this cart joins one of its entries.
  const joined = product.isSubscribable === true ? undefined : entryJoinedBy(cart?.entries ?? [], sku, additionalFields);
  return validateAddToCart({ product, ...choice, quantityInCart: cartQuantityOf(cart, sku), entryQuantity: joined?.quantity ?? 0 }, strings);
}

/**
 * The add-to-cart flow (shopper.md §2, §4): validates the choice, adds through the page's cart (or
 * the API client when the page has no cart), subscribes or goes to checkout, and runs the button's
 * timings. A second press while busy never adds twice.
 */
export function useAddToCart({
  product,
  choice,
  context = 'detail',
  expressCheckout = false,
  checkoutUrl = CHECKOUT_URL,
  subscriptionPageUrl = SUBSCRIPTION_PAGE_URL,
  navigate = assignLocation,
  additionalFields = null,
  onAdded,
}: UseAddToCartOptions): AddToCart {
  const cartApi = useApiModule('cart', createCartApi);
  // The cart's refusals and alert titles, and the messages of a failed call (errorMessage's own defaults).
  const strings = useStrings(API_ERROR_MESSAGE_STRINGS);
  // Only the cart's actions: they never change, so a change of the cart never renders the button again.
  const cart = useOptionalCartActions();
  const [flow, dispatch] = useReducer(addToCartFlow, INITIAL_ADD_TO_CART_STATE);
  // Set at the press itself, before React re-renders, so a double click within one frame is caught.
  const pressed = useRef(false);
  const soldOut = isSoldOut(product);

  // One effect per phase (a card mounts 200 times on a listing): the phase's timer and, while
  // redirecting, the way back from the back-forward cache, where the page is here again, and so is the shopper.
  useEffect(() => {
    const phase = flow.phase;
    if (phase === 'idle') pressed.current = false;
    const delay = addToCartDelay(phase);
    const timer = delay === null ? undefined : setTimeout(() => dispatch({ type: 'elapsed', phase }), delay);
    const onPageShow =
      phase === 'redirecting'
        ? (event: PageTransitionEvent) => {
            if (event.persisted) dispatch({ type: 'stayed' });
          }
        : undefined;
    if (onPageShow) window.addEventListener('pageshow', onPageShow);
    if (timer === undefined && !onPageShow) return undefined;
    return () => {
      if (timer !== undefined) clearTimeout(timer);
      if (onPageShow) window.removeEventListener('pageshow', onPageShow);
    };
  }, [flow.phase]);

  const addToCart = useCallback(async () => {
    if (soldOut || pressed.current) return;
    pressed.current = true;
    const title = addToCartAlertTitle(product, expressCheckout, strings);
    const validation = validateAgainstCart(product, completeChoice(choice), cart?.current().cart ?? null, strings, additionalFields);
    if (!validation.ok) {
      if (needsChoiceOnListing(context, validation.reason)) dispatch({ type: 'options-needed' });
      else dispatch({ type: 'refused', alert: { title, message: validation.message } });
      return;
    }
    dispatch({ type: 'submitted' });
    const { variant, quantity } = validation;
    const leave = async (url: string) => {
      dispatch({ type: 'redirected' });
      try {
        await navigate(url);
      } finally {
        // A full page load ends this page; any other navigation returned with the page still here.
        if (navigate !== assignLocation) dispatch({ type: 'stayed' });
      }
    };
    try {
      if (product.isSubscribable === true) {
        const { cartToken } = await cartApi.createSubscriptionCart({ itemId: product.id, sku: variant.sku, qty: quantity, additionalFields });
        await leave(subscriptionPageAddress(cartToken, subscriptionPageUrl));
        return;
      }
      const request = { itemId: product.id, sku: variant.sku, quantity, additionalFields };
      const answer = cart ? await cart.addEntry(request) : await cartApi.addEntry(request);
      onAdded?.(answer);
      if (expressCheckout) {
        await leave(checkoutUrl);
        return;
      }
      dispatch({ type: 'succeeded' });
    } catch (error) {
      dispatch({ type: 'failed', alert: { title, message: errorMessage(error, strings, strings.cartPleaseTryAgainText) } });
    }
  }, [soldOut, product, expressCheckout, choice, context, cartApi, cart, additionalFields, navigate, subscriptionPageUrl, checkoutUrl, onAdded, strings]);

  const dismissAlert = useCallback(() => dispatch({ type: 'alert-dismissed' }), []);

  return {
    state: addToCartButtonState(flow.phase, soldOut),
    phase: flow.phase,
    alert: flow.alert,
    soldOut,
    busy: flow.phase !== 'idle',
    addToCart,
    dismissAlert,
  };
}
