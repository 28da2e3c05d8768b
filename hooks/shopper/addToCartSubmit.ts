'use client';

/**
 * The network half of an add to cart (shopper spec, states, validation rules): checks the shopper's choice against the cart
 * as it is at the press, then adds through the page's cart, or makes a subscription cart; a product with
 * an additional-fields form and no answers yet asks for the form first (shopper spec, screens). No module
 * imports it statically: it loads when the page's CartProvider mounts, or when a button on a page with
 * no cart is first pointed at, focused or pressed (hooks/shopper/addToCartLoader.ts), so a product card's
 * button and the first load of a page carry none of it (a thin button).
 */
import { createCartApi, type CartEntryAnswer } from '../../api/cart.ts';
import type { ApiClient } from '../../api/client.ts';
import { errorMessage } from '../../api/errors.ts';
import type { JsonObject } from '../../api/parse.ts';
import {
  CHECKOUT_URL,
  SUBSCRIPTION_PAGE_URL,
  addToCartAlertTitle,
  needsChoiceOnListing,
  subscriptionPageUrl,
  type AddToCartAlertTitleStrings,
  type AddToCartContext,
  type AddToCartEvent,
} from '../../logic/shopper/addToCartFlow.ts';
import { API_ERROR_MESSAGE_STRINGS } from '../../logic/shared/apiErrors.ts';
import { entryJoinedBy, quantityOfVariant, validateAddToCart } from '../../logic/shopper/cart.ts';
import { isSubscribableProduct, type Product } from '../../logic/shopper/product.ts';
import { apiModuleOf } from '../shared/useApiClient.tsx';
import type { CartActions } from './useCart.tsx';
import { applyLocalizedStrings, type LocalizedStringOverrides } from '../shared/useLocalizedStrings.tsx';
import type { UseAddToCartOptions } from './useAddToCart.ts';
import { completeChoice, type ProductChoice } from './useProductSelection.ts';

/** One press of an add-to-cart button: what to add, and where the button is. */
export interface AddToCartSubmission {
  product: Product;
  choice: ProductChoice;
  context: AddToCartContext;
  /**
   * The answers of the product's additional-fields form; null to add without any; left out on a
   * product with a form, the press asks for the form first (outcome `form-needed`).
   */
  additionalFields: JsonObject | null | undefined;
  /** The subscription page's address, `{cartToken}` standing for the token the subscription cart call answers. */
  subscriptionPageUrl: string;
  /** The site's wording of the refusals and of a failed call's messages. */
  overrides: LocalizedStringOverrides;
  /** Called once the choice is valid, just before the call: the button reads "Adding…" from here. */
  onSending(): void;
}

/**
 * How a press ended. A refusal or failure carries the message the button's alert shows; a failed call
 * also its error (a refused form's answers carry messages keyed by field id).
 */
export type AddToCartOutcome =
  | { type: 'options-needed' }
  | { type: 'form-needed' }
  | { type: 'refused'; message: string }
  | { type: 'failed'; message: string; error?: unknown }
  | { type: 'added'; answer: CartEntryAnswer }
  | { type: 'subscribed'; cartToken: string; url: string };

/**
 * Submits one press: adds through the page's cart when there is one (`cart`), else straight through
 * the cart calls of `client` (the ApiClientProvider's, or null for the page's own origin). Never throws.
 */
export async function submitAddToCart(submission: AddToCartSubmission, cart: CartActions | null, client: ApiClient | null): Promise<AddToCartOutcome> {
  const { product, choice, context } = submission;
  const additionalFields = submission.additionalFields ?? null;
  const strings = applyLocalizedStrings(API_ERROR_MESSAGE_STRINGS, submission.overrides);
  let validation = validateAddToCart({ product, ...choice }, strings);
  if (validation.ok) {
    // Checked again counting what the cart holds of the picked variant, read now: no button subscribes to the cart.
    const { sku } = validation.variant;
    const entries = cart?.current().cart?.entries ?? [];
    // A subscription is a cart of its own: only an add to this cart joins one of its entries.
    const joined = isSubscribableProduct(product) ? undefined : entryJoinedBy(entries, sku, additionalFields);
    validation = validateAddToCart({ product, ...choice, quantityInCart: quantityOfVariant(entries, sku), entryQuantity: joined?.quantity ?? 0 }, strings);
  }
  if (!validation.ok) {
    return needsChoiceOnListing(context, validation.reason) ? { type: 'options-needed' } : { type: 'refused', message: validation.message };
  }
  // The merchant's questions come before the add: the choice is good, so the form opens now.
  if (submission.additionalFields === undefined && product.additionalFieldsFormId) return { type: 'form-needed' };
  submission.onSending();
  const { variant, quantity } = validation;
  const cartApi = apiModuleOf(client, 'cart', createCartApi);
  try {
    if (isSubscribableProduct(product)) {
      const { cartToken } = await cartApi.createSubscriptionCart({ itemId: product.id, sku: variant.sku, qty: quantity, additionalFields });
      return { type: 'subscribed', cartToken, url: subscriptionPageUrl(cartToken, submission.subscriptionPageUrl) };
    }
    const request = { itemId: product.id, sku: variant.sku, quantity, additionalFields };
    return { type: 'added', answer: cart ? await cart.addEntry(request) : await cartApi.addEntry(request) };
  } catch (error) {
    return { type: 'failed', message: errorMessage(error, strings, strings.cartPleaseTryAgainText), error };
  }
}

/** What a press needs of the button's hook besides its options: its state, the site's wording and the cart. */
export interface AddToCartPressContext {
  /** Moves the button's flow (logic/shopper/addToCartFlow.ts). */
  dispatch(event: AddToCartEvent): void;
  /** The flow's own wording (the alert titles, and the message of a press that did not finish), in the site's words. */
  strings: AddToCartAlertTitleStrings & { cartPleaseTryAgainText: string };
  /** The site's wording of the refusals and of a failed call's messages. */
  overrides: LocalizedStringOverrides;
  /** The page's cart, or null to add straight through `client`. */
  cart: CartActions | null;
  client: ApiClient | null;
  /** Set while a press is being handled: let go when nothing was sent (the form is asked first). */
  pressed: { current: boolean };
  /** The answers come from the form asked at the press, which tells a refusal itself: no alert at the button. */
  quiet?: boolean;
}

function assignLocation(url: string): void {
  window.location.assign(url);
}

/**
 * Runs one press of an add-to-cart button with the hook's options (useAddToCart): submits it, then
 * tells the button's flow how it went and does what follows (the subscription page, express checkout,
 * the page's onAdded). Resolves how it ended; never throws.
 */
export async function pressAddToCart(options: UseAddToCartOptions, press: AddToCartPressContext): Promise<AddToCartOutcome> {
  const { product, expressCheckout = false, navigate = assignLocation, onAdded } = options;
  const { dispatch, strings } = press;
  const alert = (message: string) => (press.quiet ? null : { title: addToCartAlertTitle(product, expressCheckout, strings), message });
  const leave = async (url: string) => {
    dispatch({ type: 'redirected' });
    try {
      await navigate(url);
    } finally {
      // A full page load ends this page; any other navigation returned with the page still here.
      if (navigate !== assignLocation) dispatch({ type: 'stayed' });
    }
  };
  const outcome = await submitAddToCart(
    {
      product,
      choice: completeChoice(options.choice),
      context: options.context ?? 'detail',
      additionalFields: options.additionalFields,
      subscriptionPageUrl: options.subscriptionPageUrl ?? SUBSCRIPTION_PAGE_URL,
      overrides: press.overrides,
      onSending: () => dispatch({ type: 'submitted' }),
    },
    press.cart,
    press.client,
  );
  try {
    switch (outcome.type) {
      case 'form-needed':
        // Nothing was sent: the button stays ready while the form is asked.
        press.pressed.current = false;
        break;
      case 'options-needed':
        dispatch({ type: 'options-needed' });
        break;
      case 'refused':
      case 'failed':
        dispatch({ type: outcome.type, alert: alert(outcome.message) });
        break;
      case 'subscribed':
        await leave(outcome.url);
        break;
      case 'added':
        onAdded?.(outcome.answer);
        if (expressCheckout) await leave(options.checkoutUrl ?? CHECKOUT_URL);
        else dispatch({ type: 'succeeded' });
    }
  } catch {
    // The page's own onAdded or navigate threw: the item may be in the cart, but this press did not finish.
    dispatch({ type: 'failed', alert: alert(strings.cartPleaseTryAgainText) });
  }
  return outcome;
}
