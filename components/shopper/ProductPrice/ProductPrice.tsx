import type { HTMLAttributes, ReactElement, Ref } from 'react';
import type { Money } from '../../../logic/shopper/money.ts';
import { productPrices, productStatus, type Product } from '../../../logic/shopper/product.ts';
import { interpolate } from '../../../logic/shared/interpolate.ts';
import { PRODUCT_PRICE_STRINGS } from '../../../logic/shopper/productStrings.ts';
import { useStrings, type LocalizedStringOverrides } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { useMoneyFormat } from '../../../hooks/shopper/useMoneyFormat.tsx';
import { cx } from '../../primitives/cx.ts';
import { visuallyHidden } from '../../theme/utilities.css.ts';
import { ProductBadge } from '../ProductBadge/ProductBadge.tsx';
import { current, original, root } from './ProductPrice.css.ts';

/** Props of {@link ProductPrice}: its own, and any DOM props of its root. */
export interface ProductPriceProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  product: Product;
  /** Show the sold-out or sale badge next to the price. @default true */
  showBadge?: boolean;
  /** The merchant's own sold-out wording (merchandising context `customSoldOutText`). */
  customSoldOutText?: string;
  /** Its wording and its badge's, over the site's (LocalizedStringsProvider): in a Server Component, the only way to word it. */
  strings?: LocalizedStringOverrides;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The price of a product: the current price, the struck-through original while on sale, a "from"
 * price when variants cost different amounts, and the product's badge. Amounts in the page's money
 * format (MoneyFormatProvider: the website's `useCLDRMoneyFormat`), the native style without one.
 */
export function ProductPrice(props: ProductPriceProps) {
  return productPriceElement(props, useStrings(PRODUCT_PRICE_STRINGS, props.strings), useMoneyFormat());
}

/** The strings a price shows: {@link PRODUCT_PRICE_STRINGS} with the site's words (`useStrings`). */
export type ProductPriceStrings = Readonly<Record<keyof typeof PRODUCT_PRICE_STRINGS, string>>;

/**
 * What {@link ProductPrice} draws, as an element, given its strings (and money format): for a component that shows a price
 * in each of many (a listing's 200 cards) and reads the strings itself, so React mounts no price
 * component per card. Same props, same markup.
 */
export function productPriceElement(
  { product, showBadge = true, customSoldOutText, className, strings: givenStrings, ...props }: ProductPriceProps,
  strings: ProductPriceStrings,
  format: (money: Money) => string,
): ReactElement {
  const status = productStatus(product);
  // One pass over the variants for the amount, the "from" and the original (a listing has 200 of these).
  const { min, varied, original: was } = productPrices(product);
  const amount = format(min);
  return (
    <div
      data-vitrine="product-price"
      data-status={status ?? 'regular'}
      data-varied={varied || undefined}
      {...props}
      className={cx(root, className)}
    >
      <span className={current} data-part="current">
        {was ? <span className={visuallyHidden}>{strings.productSalePriceLabel} </span> : null}
        <span data-part="amount">{varied ? interpolate(strings.productPriceFromText, { price: amount }) : amount}</span>
      </span>
      {was ? (
        <s className={original} data-part="original">
          <span className={visuallyHidden}>{strings.productOriginalPriceLabel} </span>
          <span data-part="amount">{format(was)}</span>
        </s>
      ) : null}
      {showBadge ? (
        <ProductBadge product={product} customSoldOutText={customSoldOutText} strings={givenStrings} />
      ) : null}
    </div>
  );
}
