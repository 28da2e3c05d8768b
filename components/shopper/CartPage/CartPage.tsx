import { useId, useRef } from 'react';
import type { ShoppingCart } from '../../../api/cart.ts';
import type { AdditionalFieldsFormDefinition } from '../../../logic/additionalFields.ts';
import { minimumSubtotalMessage } from '../../../logic/cart.ts';
import { DEFAULT_CURRENCY, formatMoney, type Money } from '../../../logic/money.ts';
import { useCart } from '../../../hooks/useCart.tsx';
import type { LocalizedStrings } from '../../../logic/strings.ts';
import { useLocalizedStrings } from '../../../hooks/useLocalizedStrings.tsx';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { CartEntryRow } from './CartEntryRow.tsx';
import { cartFailureMessage } from './cartFailureMessage.ts';
import { entries, heading, layout, minimum, muted, root, sectionTitle, totalRow, totals as totalsClass, updating } from './CartPage.css.ts';

/** Props of {@link CartPage}. */
export interface CartPageProps {
  /** The store's currency. @default 'USD' (shopper.md §9) */
  currency?: string;
  /** The store's minimum order subtotal, when one is configured; below it the spec's message shows (shopper.md §5). */
  minimumSubtotal?: Money | null;
  /** Products' additional-fields forms keyed by product id; entries of those products get "Edit Details". */
  additionalFieldsForms?: Readonly<Record<string, AdditionalFieldsFormDefinition>>;
  className?: string;
}

/** What the page shows: waiting for the cart, the cart failed to load, an empty cart, or entries. */
type PageState = 'loading' | 'failed' | 'empty' | 'ready';

function pageState(cart: ShoppingCart | null, loadError: unknown, recalculating: boolean): PageState {
  if (!cart) return loadError && !recalculating ? 'failed' : 'loading';
  return cart.entries.length === 0 ? 'empty' : 'ready';
}

/** The order summary: subtotal, discount, tax, shipping and total, as the cart computed them. */
function Totals({ cart, currency, strings }: { cart: ShoppingCart; currency: string; strings: LocalizedStrings }) {
  const lines = [
    ['subtotal', strings.cartSubtotalText, cart.subtotalCents],
    ['discount', strings.cartDiscountText, cart.discountCents],
    ['tax', strings.cartTaxText, cart.taxCents],
    ['shipping', strings.cartShippingText, cart.shippingCostCents],
    ['total', strings.cartGrandTotalText, cart.grandTotalCents],
  ] as const;
  const titleId = useId();
  return (
    <section className={totalsClass} aria-labelledby={titleId} data-part="totals">
      <h2 id={titleId} className={sectionTitle}>
        {strings.cartTotalsLabel}
      </h2>
      <dl>
        {lines.map(([part, label, cents]) => (
          <div key={part} className={totalRow} data-part={part}>
            <dt>{label}</dt>
            <dd>{formatMoney({ value: cents, currency })}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The cart page (shopper.md §2, page type 200): every entry with its variant, quantity and line total;
 * quantities changed, entries removed and additional fields edited in place, each failure shown next to
 * its entry with the spec's strings; the totals; the minimum-subtotal message; and the loading,
 * load-failure (with retry), empty and recalculating states. It reads the page's cart (CartProvider).
 */
export function CartPage({ currency = DEFAULT_CURRENCY, minimumSubtotal, additionalFieldsForms, className }: CartPageProps) {
  const strings = useLocalizedStrings();
  const { cart, loadError, recalculating, refresh } = useCart();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const state = pageState(cart, loadError, recalculating);
  const belowMinimum =
    cart && minimumSubtotal && state === 'ready' ? minimumSubtotalMessage({ value: cart.subtotalCents, currency }, minimumSubtotal) : null;

  return (
    <article
      className={[root, className].filter(Boolean).join(' ')}
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
          <p>{cartFailureMessage(loadError)}</p>
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
                onRemoved={() => headingRef.current?.focus()}
              />
            ))}
          </ul>
          <div>
            <Totals cart={cart} currency={currency} strings={strings} />
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
