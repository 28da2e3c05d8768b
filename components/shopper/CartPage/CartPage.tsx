'use client';

import { useCallback, useEffect, useId, useRef, type HTMLAttributes, type Ref } from 'react';
import { commerceCartFields } from '../../../logic/visitor/analyticsEvents.ts';
import { usePageAnalytics } from '../../../hooks/visitor/analytics/context.ts';
import type { ShoppingCart } from '../../../api/cart.ts';
import type { AdditionalFieldsFormDefinition } from '../../../logic/shopper/additionalFields.ts';
import { API_ERROR_MESSAGE_STRINGS } from '../../../logic/shared/apiErrors.ts';
import { CHECKOUT_URL, minimumSubtotalMessage } from '../../../logic/shopper/cart.ts';
import { CART_PAGE_STRINGS } from '../../../logic/shopper/cartPageStrings.ts';
import { DEFAULT_CURRENCY, type Money } from '../../../logic/shopper/money.ts';
import { useCart, useCartActions, type CartSnapshot } from '../../../hooks/shopper/useCart.tsx';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { cx } from '../../primitives/cx.ts';
import { CartEntryRow } from './CartEntryRow.tsx';
import { CartTotals } from './CartTotals.tsx';
import { cartFailureMessage } from './cartFailureMessage.ts';
import {
  checkout,
  checkoutButton,
  empty,
  entries,
  entry as entryClass,
  heading,
  layout,
  minimum,
  muted,
  placeholderEntry,
  placeholderLines,
  root,
  summary,
  thumbnail,
  updating,
} from './CartPage.css.ts';

/** What the page shows: its own wording, the cart's messages and those of a failed call. */
const STRINGS = { ...API_ERROR_MESSAGE_STRINGS, ...CART_PAGE_STRINGS };

/** Props of {@link CartPage}; other DOM props go to its root `<article>`. */
export interface CartPageProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The store's currency. @default 'USD' (shopper spec, constants and limits) */
  currency?: string;
  /** The store's minimum order subtotal, when one is configured; below it the spec's message shows (shopper spec, validation rules). */
  minimumSubtotal?: Money | null;
  /** Where the checkout action goes (the spec names the checkout page, type 201, but not its path). @default '/checkout' */
  checkoutUrl?: string;
  /** Where an empty cart's Continue shopping goes (the shop's collection); without it the empty cart offers no link. */
  continueShoppingUrl?: string;
  /** Products' additional-fields forms keyed by product id; entries of those products get "Edit Details". */
  additionalFieldsForms?: Readonly<Record<string, AdditionalFieldsFormDefinition>>;
  ref?: Ref<HTMLElement>;
}

/** What the page shows: waiting for the cart, the cart failed to load, an empty cart, or entries. */
type PageState = 'loading' | 'failed' | 'empty' | 'ready';

function pageState(cart: ShoppingCart | null, loadError: unknown, recalculating: boolean): PageState {
  if (!cart) return loadError && !recalculating ? 'failed' : 'loading';
  return cart.entries.length === 0 ? 'empty' : 'ready';
}

const selectCart = (snapshot: CartSnapshot) => snapshot.cart;
const selectLoadError = (snapshot: CartSnapshot) => snapshot.loadError;
const selectRecalculating = (snapshot: CartSnapshot) => snapshot.recalculating;

/**
 * The cart page (shopper spec, screens, page type 200): every entry with its variant, quantity and line total;
 * quantities changed, entries removed and additional fields edited in place, each failure shown next to
 * its entry with the spec's strings; the totals; the checkout action, held back with the spec's
 * minimum-subtotal message while the subtotal is under the store's minimum; and the loading,
 * load-failure (with retry), empty and recalculating states. It reads the page's cart (CartProvider).
 * ViewCart and RemoveFromCart go to the site's visitor sink through the page's AnalyticsProvider.
 */
export function CartPage({
  currency = DEFAULT_CURRENCY,
  minimumSubtotal,
  checkoutUrl = CHECKOUT_URL,
  continueShoppingUrl,
  additionalFieldsForms,
  className,
  ref,
  ...props
}: CartPageProps) {
  const strings = useStrings(STRINGS);
  const cart = useCart(selectCart);
  const loadError = useCart(selectLoadError);
  const recalculating = useCart(selectRecalculating);
  const { refresh } = useCartActions();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const minimumId = useId();
  // The same function on every render, so a row whose entry did not change is not rendered again.
  const focusHeading = useCallback(() => headingRef.current?.focus(), []);
  const state = pageState(cart, loadError, recalculating);
  // The cart seen: the site-visitor ViewCart once per page, when the cart has loaded.
  const analytics = usePageAnalytics();
  const viewed = useRef(false);
  const loaded = cart !== null && (state === 'ready' || state === 'empty');
  useEffect(() => {
    if (!loaded || viewed.current || !cart) return;
    viewed.current = true;
    analytics.visitorEvent('ViewCart', { ...commerceCartFields(cart), productTypes: cart.entries.map((entry) => entry.productType) });
  }, [loaded, cart, analytics]);
  const belowMinimum =
    cart && minimumSubtotal && state === 'ready' ? minimumSubtotalMessage({ value: cart.subtotalCents, currency }, minimumSubtotal, strings) : null;

  return (
    <article
      {...props}
      ref={ref}
      className={cx(root, className)}
      data-vitrine="cart-page"
      data-state={state}
      data-recalculating={recalculating || undefined}
      aria-busy={recalculating || state === 'loading' || undefined}
    >
      <h1 ref={headingRef} className={heading} tabIndex={-1}>
        {strings.cartPageTitle}
      </h1>
      {state === 'loading' ? (
        <>
          <p className={muted}>{strings.cartLoadingText}</p>
          {/* Two entries' outlines, seen only: the line above says what they are. */}
          <ul className={entries} aria-hidden="true" data-part="placeholder">
            {[0, 1].map((index) => (
              <li key={index} className={cx(entryClass, placeholderEntry)}>
                <span className={thumbnail} />
                <span className={placeholderLines}>
                  <span />
                  <span />
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {state === 'failed' ? (
        <Alert title={strings.cartLoadFailedTitle}>
          <p>{cartFailureMessage(loadError, strings)}</p>
          <Button variant="secondary" size="small" onClick={() => void refresh().catch(() => undefined)}>
            {strings.cartRetryText}
          </Button>
        </Alert>
      ) : null}
      {state === 'empty' ? (
        <div className={empty} data-part="empty">
          <p>{strings.cartEmptyText}</p>
          {continueShoppingUrl ? (
            <Button asChild>
              <a href={continueShoppingUrl}>{strings.cartContinueShoppingText}</a>
            </Button>
          ) : null}
        </div>
      ) : null}
      {cart && state === 'ready' ? (
        <div className={layout}>
          <ul className={entries} aria-label={strings.cartEntriesLabel}>
            {cart.entries.map((entry) => (
              <CartEntryRow
                key={entry.id}
                entry={entry}
                currency={currency}
                {...(additionalFieldsForms?.[entry.itemId] ? { form: additionalFieldsForms[entry.itemId] } : {})}
                onRemoved={focusHeading}
              />
            ))}
          </ul>
          <div className={summary}>
            <CartTotals cart={cart} currency={currency} />
            <div className={checkout} data-part="checkout">
              {belowMinimum ? (
                // Under the minimum: still reachable by keyboard, so its reason is read with it, but inert.
                <Button fullWidth className={checkoutButton} aria-disabled="true" aria-describedby={minimumId}>
                  {strings.cartCheckoutText}
                </Button>
              ) : (
                <Button asChild fullWidth className={checkoutButton}>
                  <a href={checkoutUrl}>{strings.cartCheckoutText}</a>
                </Button>
              )}
              {belowMinimum ? (
                <p id={minimumId} className={minimum} data-part="minimum-subtotal">
                  {belowMinimum}
                </p>
              ) : null}
            </div>
          </div>
        </div>
      ) : null}
      <p className={updating} role="status" data-part="recalculating">
        {recalculating && state !== 'loading' ? strings.cartRecalculatingText : null}
      </p>
    </article>
  );
}
