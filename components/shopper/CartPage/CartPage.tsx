'use client';

import { useCallback, useEffect, useRef, type HTMLAttributes, type Ref } from 'react';
import { commerceCartFields } from '../../../logic/visitor/analyticsEvents.ts';
import { usePageAnalytics } from '../../../hooks/visitor/analytics/context.ts';
import type { ShoppingCart } from '../../../api/cart.ts';
import type { AdditionalFieldsFormDefinition } from '../../../logic/shopper/additionalFields.ts';
import { API_ERROR_MESSAGE_STRINGS } from '../../../logic/shared/apiErrors.ts';
import { minimumSubtotalMessage } from '../../../logic/shopper/cart.ts';
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
import { entries, heading, layout, minimum, muted, root, updating } from './CartPage.css.ts';

/** What the page shows: its own wording, the cart's messages and those of a failed call. */
const STRINGS = { ...API_ERROR_MESSAGE_STRINGS, ...CART_PAGE_STRINGS };

/** Props of {@link CartPage}; other DOM props go to its root `<article>`. */
export interface CartPageProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The store's currency. @default 'USD' (shopper spec, constants and limits) */
  currency?: string;
  /** The store's minimum order subtotal, when one is configured; below it the spec's message shows (shopper spec, validation rules). */
  minimumSubtotal?: Money | null;
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
 * its entry with the spec's strings; the totals; the minimum-subtotal message; and the loading,
 * load-failure (with retry), empty and recalculating states. It reads the page's cart (CartProvider).
 * ViewCart and RemoveFromCart go to the site's visitor sink through the page's AnalyticsProvider.
 */
export function CartPage({ currency = DEFAULT_CURRENCY, minimumSubtotal, additionalFieldsForms, className, ref, ...props }: CartPageProps) {
  const strings = useStrings(STRINGS);
  const cart = useCart(selectCart);
  const loadError = useCart(selectLoadError);
  const recalculating = useCart(selectRecalculating);
  const { refresh } = useCartActions();
  const headingRef = useRef<HTMLHeadingElement>(null);
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
      {state === 'loading' ? <p className={muted}>{strings.cartLoadingText}</p> : null}
      {state === 'failed' ? (
        <Alert title={strings.cartLoadFailedTitle}>
          <p>{cartFailureMessage(loadError, strings)}</p>
          <Button variant="secondary" size="small" onClick={() => void refresh().catch(() => undefined)}>
            {strings.cartRetryText}
          </Button>
        </Alert>
      ) : null}
      {state === 'empty' ? <p data-part="empty">{strings.cartEmptyText}</p> : null}
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
          <div>
            <CartTotals cart={cart} currency={currency} />
            {belowMinimum ? (
              <Alert tone="info" className={minimum}>
                {belowMinimum}
              </Alert>
            ) : null}
          </div>
        </div>
      ) : null}
      <p className={updating} role="status" data-part="recalculating">
        {recalculating && state !== 'loading' ? strings.cartRecalculatingText : null}
      </p>
    </article>
  );
}
