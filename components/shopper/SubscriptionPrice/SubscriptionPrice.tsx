import type { HTMLAttributes, Ref } from 'react';
import { formatMoney } from '../../../logic/shopper/money.ts';
import { effectivePrice, hasVariedPrices, priceRange, type Product, type Variant } from '../../../logic/shopper/product.ts';
import { interpolate } from '../../../logic/shared/interpolate.ts';
import { SUBSCRIPTION_STRINGS, subscriptionWording } from '../../../logic/shopper/subscription.ts';
import { PRODUCT_PRICE_STRINGS } from '../../../logic/shopper/productStrings.ts';
import { useStrings, type LocalizedStringOverrides } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { cx } from '../../primitives/cx.ts';
import { amount as amountClass, root, wording as wordingClass } from './SubscriptionPrice.css.ts';

/** What the price shows: the subscription's wording and the "from" price. */
const STRINGS = { ...SUBSCRIPTION_STRINGS, productPriceFromText: PRODUCT_PRICE_STRINGS.productPriceFromText };

/** Props of {@link SubscriptionPrice}: its own, and any DOM props of its root. */
export interface SubscriptionPriceProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** A subscribable product; its `subscriptionPlan` gives the wording. */
  product: Product;
  /** The chosen variant, whose price is shown; without it the lowest price, as "from" when prices vary. */
  variant?: Variant;
  /** Say the duration in the billing unit even when it is a whole number of years. @default false */
  keepUnit?: boolean;
  /** Its wording, over the site's (LocalizedStringsProvider): in a Server Component, the only way to word it. */
  strings?: LocalizedStringOverrides;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A subscribable product's price with how often it bills and for how long: "$18.00 every 2 weeks
 * for 26 weeks" (rendering spec, states). A plan that matches no pattern reads "Unavailable" alone, so a
 * recurring price is never shown as a one-off one.
 */
export function SubscriptionPrice({ product, variant, keepUnit = false, className, strings: givenStrings, ...props }: SubscriptionPriceProps) {
  const strings = useStrings(STRINGS, givenStrings);
  const wording = subscriptionWording(product.subscriptionPlan, { keepUnit }, strings);
  const classes = cx(root, className);
  if (wording === strings.subscriptionUnavailableText) {
    return (
      <div data-vitrine="subscription-price" data-available="false" {...props} className={classes}>
        <span className={wordingClass} data-part="wording">
          {strings.subscriptionUnavailableText}
        </span>
      </div>
    );
  }
  const from = variant === undefined && hasVariedPrices(product);
  const money = formatMoney(variant ? effectivePrice(variant) : priceRange(product).min);
  const price = from ? interpolate(strings.productPriceFromText, { price: money }) : money;
  // The order of price and wording is the template's, so a site's wording can put them either way.
  const parts = strings.subscriptionPriceText.split(/(\{price\}|\{wording\})/).filter((part) => part !== '');
  return (
    <div data-vitrine="subscription-price" data-available="true" {...props} className={classes}>
      {parts.map((part, index) =>
        part === '{price}' ? (
          <span key={index} className={amountClass} data-part="amount">
            {price}
          </span>
        ) : part === '{wording}' ? (
          <span key={index} className={wordingClass} data-part="wording">
            {wording}
          </span>
        ) : (
          part
        ),
      )}
    </div>
  );
}
