import { memo, useId } from 'react';
import type { ShoppingCart } from '../../../api/cart.ts';
import { CART_TOTALS_STRINGS } from '../../../logic/shopper/cartPageStrings.ts';
import { formatMinorUnits } from '../../../logic/shopper/money.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { sectionTitle, totalRow, totals } from './CartPage.css.ts';

/** Props of {@link CartTotals}. */
export interface CartTotalsProps {
  /** The cart whose totals are shown. */
  cart: ShoppingCart;
  /** The store's currency. */
  currency: string;
}

/**
 * The cart page's order summary: subtotal, discount, tax, shipping and total, as the cart computed
 * them. Renders again only when the cart (or the currency) changes.
 */
export const CartTotals = memo(function CartTotals({ cart, currency }: CartTotalsProps) {
  const strings = useStrings(CART_TOTALS_STRINGS);
  const titleId = useId();
  const lines = [
    ['subtotal', strings.cartSubtotalText, cart.subtotalCents],
    ['discount', strings.cartDiscountText, cart.discountCents],
    ['tax', strings.cartTaxText, cart.taxCents],
    ['shipping', strings.cartShippingText, cart.shippingCostCents],
    ['total', strings.cartGrandTotalText, cart.grandTotalCents],
  ] as const;
  return (
    <section className={totals} aria-labelledby={titleId} data-part="totals">
      <h2 id={titleId} className={sectionTitle}>
        {strings.cartTotalsLabel}
      </h2>
      <dl>
        {lines.map(([part, label, cents]) => (
          <div key={part} className={totalRow} data-part={part}>
            <dt>{label}</dt>
            <dd>{formatMinorUnits({ value: cents, currency })}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
});
