import { memo, useId } from 'react';
import type { ShoppingCart } from '../../../api/cart.ts';
import { CART_TOTALS_STRINGS } from '../../../logic/shopper/cartPageStrings.ts';
import { formatMinorUnits } from '../../../logic/shopper/money.ts';
import { interpolate } from '../../../logic/shared/interpolate.ts';
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
 * The cart page's order summary: subtotal, the discount when there is one (a negative amount named by
 * the valid coupons' codes), tax, shipping and total, as the cart computed them. Renders again only when the cart (or the currency) changes.
 */
export const CartTotals = memo(function CartTotals({ cart, currency }: CartTotalsProps) {
  const strings = useStrings(CART_TOTALS_STRINGS);
  const titleId = useId();
  const money = (cents: number) => formatMinorUnits({ value: cents, currency });
  const codes = cart.validCoupons.map((coupon) => coupon.code).join(', ');
  // A discount is shown only when there is one: taken off, so a minus sign, and named by its coupons.
  const discount =
    cart.discountCents > 0
      ? ([
          'discount',
          codes ? interpolate(strings.cartDiscountCodesText, { codes }) : strings.cartDiscountText,
          interpolate(strings.cartDiscountAmountText, { amount: money(cart.discountCents) }),
        ] as const)
      : null;
  const lines = [
    ['subtotal', strings.cartSubtotalText, money(cart.subtotalCents)],
    ...(discount ? [discount] : []),
    ['tax', strings.cartTaxText, money(cart.taxCents)],
    ['shipping', strings.cartShippingText, money(cart.shippingCostCents)],
    ['total', strings.cartGrandTotalText, money(cart.grandTotalCents)],
  ] as const;
  return (
    <section className={totals} aria-labelledby={titleId} data-part="totals">
      <h2 id={titleId} className={sectionTitle}>
        {strings.cartTotalsLabel}
      </h2>
      <dl>
        {lines.map(([part, label, amount]) => (
          <div key={part} className={totalRow} data-part={part}>
            <dt>{label}</dt>
            <dd>{amount}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
});
