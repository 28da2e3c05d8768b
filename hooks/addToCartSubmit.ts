'use client';

/**
 * The network half of an add to cart (shopper.md §4, §5): checks the shopper's choice against the cart
 * as it is at the press, then adds through the page's cart, or makes a subscription cart. No module
 * imports it statically: it loads when the page's CartProvider mounts, or when a button on a page with
 * no cart is first pointed at, focused or pressed (hooks/addToCartLoader.ts), so a product card's
 * button and the first load of a page carry none of it (issue 19: a thin button).
 */
import { createCartApi, type CartEntryAnswer } from '../api/cart.ts';
import type { ApiClient } from '../api/client.ts';
import { errorMessage } from '../api/errors.ts';
import type { JsonObject } from '../api/parse.ts';
import { needsChoiceOnListing, subscriptionPageUrl, type AddToCartContext } from '../logic/addToCartFlow.ts';
import { API_ERROR_MESSAGE_STRINGS } from '../logic/apiErrors.ts';
import { entryJoinedBy, quantityOfVariant, validateAddToCart } from '../logic/cart.ts';
import type { Product } from '../logic/product.ts';
import { apiModuleOf } from './useApiClient.tsx';
import type { CartActions } from './useCart.tsx';
import { applyLocalizedStrings, type LocalizedStringOverrides } from './useLocalizedStrings.tsx';
import type { ProductChoice } from './useProductSelection.ts';

/** One press of an add-to-cart button: what to add, and where the button is. */
export interface AddToCartSubmission {
  product: Product;
  choice: ProductChoice;
  context: AddToCartContext;
  additionalFields: JsonObject | null;
  /** The subscription page's address, `{cartToken}` standing for the token the subscription cart call answers. */
  subscriptionPageUrl: string;
  /** The site's wording of the refusals and of a failed call's messages. */
  overrides: LocalizedStringOverrides;
  /** Called once the choice is valid, just before the call: the button reads "Adding…" from here. */
  onSending(): void;
}

/** How a press ended. A refusal or failure carries the message the button's alert shows. */
export type AddToCartOutcome =
  | { type: 'options-needed' }
  | { type: 'refused'; message: string }
  | { type: 'failed'; message: string }
  | { type: 'added'; answer: CartEntryAnswer }
  | { type: 'subscribed'; cartToken: string; url: string };

/**
 * Submits one press: adds through the page's cart when there is one (`cart`), else straight through
 * the cart calls of `client` (the ApiClientProvider's, or null for the page's own origin). Never throws.
 */
export async function submitAddToCart(submission: AddToCartSubmission, cart: CartActions | null, client: ApiClient | null): Promise<AddToCartOutcome> {
  const { product, choice, context, additionalFields } = submission;
  const strings = applyLocalizedStrings(API_ERROR_MESSAGE_STRINGS, submission.overrides);
  let validation = validateAddToCart({ product, ...choice }, strings);
  if (validation.ok) {
    // Checked again counting what the cart holds of the picked variant, read now: no button subscribes to the cart.
    const { sku } = validation.variant;
    const entries = cart?.current().cart?.entries ?? [];
    // A subscription is a cart of its own: only an add to this cart joins one of its entries.
    const joined = product.isSubscribable === true ? undefined : entryJoinedBy(entries, sku, additionalFields);
    validation = validateAddToCart({ product, ...choice, quantityInCart: quantityOfVariant(entries, sku), entryQuantity: joined?.quantity ?? 0 }, strings);
  }
  if (!validation.ok) {
    return needsChoiceOnListing(context, validation.reason) ? { type: 'options-needed' } : { type: 'refused', message: validation.message };
  }
  submission.onSending();
  const { variant, quantity } = validation;
  const cartApi = apiModuleOf(client, 'cart', createCartApi);
  try {
    if (product.isSubscribable === true) {
      const { cartToken } = await cartApi.createSubscriptionCart({ itemId: product.id, sku: variant.sku, qty: quantity, additionalFields });
      return { type: 'subscribed', cartToken, url: subscriptionPageUrl(cartToken, submission.subscriptionPageUrl) };
    }
    const request = { itemId: product.id, sku: variant.sku, quantity, additionalFields };
    return { type: 'added', answer: cart ? await cart.addEntry(request) : await cartApi.addEntry(request) };
  } catch (error) {
    return { type: 'failed', message: errorMessage(error, strings, strings.cartPleaseTryAgainText) };
  }
}
