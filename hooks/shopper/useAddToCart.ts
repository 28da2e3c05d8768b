'use client';

import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { CartEntryAnswer } from '../../api/cart.ts';
import type { JsonObject } from '../../api/parse.ts';
import {
  ADD_TO_CART_FLOW_STRINGS,
  INITIAL_ADD_TO_CART_STATE,
  addToCartAlertTitle,
  addToCartButtonState,
  addToCartDelay,
  addToCartFlow,
  type AddToCartAlert,
  type AddToCartButtonState,
  type AddToCartContext,
  type AddToCartPhase,
} from '../../logic/shopper/addToCartFlow.ts';
import { isSoldOut, type Product } from '../../logic/shopper/product.ts';
import { submissionLoader } from './addToCartLoader.ts';
import type { AddToCartOutcome } from './addToCartSubmit.ts';
import { useProvidedApiClient } from '../shared/useApiClient.tsx';
import { useStringOverrides, useStrings } from '../shared/useLocalizedStrings.tsx';
import { useOptionalCartActions } from './useCart.tsx';
import type { ProductChoice } from './useProductSelection.ts';

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
  /**
   * The answers of the product's additional-fields form, sent with the add; null sends none (the page
   * asks them itself, as a product page does). Left out on a product with a form
   * (`additionalFieldsFormId`), a press asks for the form first: `addToCart` resolves `form-needed`.
   */
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
  /**
   * Adds (or subscribes, or buys with express checkout), with `answers` for the product's form when
   * given (the form they were typed in then tells a refusal: no alert here); resolves how it ended once
   * the call has settled (undefined when ignored, busy or sold out, or when its checks could not load).
   */
  addToCart(answers?: JsonObject): Promise<AddToCartOutcome | undefined>;
  /** Hides the alert. */
  dismissAlert(): void;
  /** Starts loading what a press needs, if not loaded (call it when the shopper points at or focuses the button). */
  prepare(): void;
}

/**
 * The add-to-cart flow (shopper spec, screens, states): validates the choice, adds through the page's cart (or
 * the API client when the page has no cart), subscribes or goes to checkout, and runs the button's
 * timings. A second press while busy never adds twice. The checks, calls and what follows them
 * (hooks/shopper/addToCartSubmit.ts) load apart, when the page's CartProvider mounts, or on a page with no
 * cart through `prepare` or at the first press, so this hook stays small.
 */
export function useAddToCart(options: UseAddToCartOptions): AddToCart {
  // Only the cart's actions: they never change, so a change of the cart never renders the button again.
  const cart = useOptionalCartActions();
  const client = useProvidedApiClient();
  const overrides = useStringOverrides();
  const strings = useStrings(ADD_TO_CART_FLOW_STRINGS);
  const [flow, dispatch] = useReducer(addToCartFlow, INITIAL_ADD_TO_CART_STATE);
  // Set at the press itself, before React re-renders, so a double click within one frame is caught.
  const pressed = useRef(false);
  const { product } = options;
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

  // Not memoized: the button makes its handler afresh each render anyway, and the options are the caller's.
  const addToCart = async (answers?: JsonObject): Promise<AddToCartOutcome | undefined> => {
    if (soldOut || pressed.current) return undefined;
    pressed.current = true;
    try {
      // Once the checks and calls have loaded, the check and "Adding…" happen within the press.
      return await submissionLoader.press({ ...options, additionalFields: answers ?? options.additionalFields }, { dispatch, strings, overrides, cart, client, pressed, quiet: !!answers });
    } catch {
      // They could not be loaded (the shopper is offline), so nothing was sent. (Answers from a form
      // never meet this: the form was asked by those checks, so they had loaded.)
      dispatch({ type: 'refused', alert: { title: addToCartAlertTitle(product, options.expressCheckout === true, strings), message: strings.cartPleaseTryAgainText } });
      return undefined;
    }
  };

  const dismissAlert = useCallback(() => dispatch({ type: 'alert-dismissed' }), []);

  return {
    state: addToCartButtonState(flow.phase, soldOut),
    phase: flow.phase,
    alert: flow.alert,
    soldOut,
    busy: flow.phase !== 'idle',
    addToCart,
    dismissAlert,
    prepare: submissionLoader.prepare,
  };
}
