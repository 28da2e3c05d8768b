'use client';

import { useId, type HTMLAttributes, type Ref } from 'react';
import { CART_PATH, CART_STRINGS, cartBadge } from '../../../logic/shopper/cart.ts';
import { DEFAULT_CURRENCY, formatMinorUnits } from '../../../logic/shopper/money.ts';
import { useCart, useCartCount, type CartSnapshot } from '../../../hooks/shopper/useCart.tsx';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { cx } from '../../primitives/cx.ts';
import { visuallyHidden } from '../../theme/utilities.css.ts';
import { badge as badgeClass, icon, label, link, root, spinner, subtotal as subtotalClass } from './CartIndicator.css.ts';

/** Props of {@link CartIndicator}; other DOM props go to its root. */
export interface CartIndicatorProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The store's currency, for the subtotal. @default 'USD' (shopper spec, constants and limits) */
  currency?: string;
  /** Where the link goes. @default '/cart' (shopper spec, screens) */
  href?: string;
  ref?: Ref<HTMLDivElement>;
}

/** The data-vitrine name of the indicator's link, which the added-to-cart popover points at. */
export const CART_INDICATOR_LINK = 'cart-indicator-link';

const selectSubtotal = (snapshot: CartSnapshot) => snapshot.cart?.subtotalCents ?? 0;

/** What the indicator says it is doing: recalculating, ready, failed to load, or loading. */
const selectState = ({ recalculating, ready, loadError }: CartSnapshot) =>
  recalculating ? 'recalculating' : ready ? 'ready' : loadError ? 'failed' : 'loading';

/**
 * The cart indicator (shopper spec, states): a "View Cart" link with the item count (capped at 100+) and the
 * subtotal, marked empty at 0 and busy while the cart recalculates. The count is spoken, and spoken
 * again whenever it changes, from a polite live region.
 */
export function CartIndicator({ currency = DEFAULT_CURRENCY, href = CART_PATH, className, ref, ...props }: CartIndicatorProps) {
  // What it shows and nothing more: the count, the subtotal and the state, each read on its own.
  const strings = useStrings(CART_STRINGS);
  const count = useCartCount();
  const subtotalCents = useCart(selectSubtotal);
  const state = useCart(selectState);
  const countId = useId();
  const badge = cartBadge(count, strings);
  return (
    <div
      {...props}
      ref={ref}
      className={cx(root, className)}
      data-vitrine="cart-indicator"
      data-state={state}
      data-empty={badge.empty || undefined}
      aria-busy={state === 'recalculating' || undefined}
    >
      <a href={href} className={link} data-vitrine={CART_INDICATOR_LINK} aria-describedby={countId}>
        <svg className={icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 7h12l-1 13H7L6 7Zm3 0a3 3 0 0 1 6 0" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
        </svg>
        <span className={label}>{strings.cartViewCartText}</span>
        <span className={badgeClass} data-part="badge" aria-hidden="true">
          {badge.text}
        </span>
        {state === 'recalculating' || state === 'loading' ? <span className={spinner} data-part="spinner" aria-hidden="true" /> : null}
        <span className={subtotalClass} data-part="subtotal">
          {formatMinorUnits({ value: subtotalCents, currency })}
        </span>
      </a>
      <span id={countId} role="status" className={visuallyHidden} data-part="count-label">
        {badge.label}
      </span>
    </div>
  );
}
