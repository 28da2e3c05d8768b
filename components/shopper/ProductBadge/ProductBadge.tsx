import type { HTMLAttributes, Ref } from 'react';
import { productStatus, type Product } from '../../../logic/shopper/product.ts';
import { PRODUCT_BADGE_STRINGS } from '../../../logic/shopper/productStrings.ts';
import { useStrings, type LocalizedStringOverrides } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { cx } from '../../primitives/cx.ts';
import { badge, badgeStatus } from './ProductBadge.css.ts';

/** Props of {@link ProductBadge}: its own, and any DOM props of its `<span>`. */
export interface ProductBadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  product: Product;
  /** The merchant's own sold-out wording from the merchandising context; replaces the site string when set. */
  customSoldOutText?: string | undefined;
  /** Its wording, over the site's (LocalizedStringsProvider): in a Server Component, the only way to word it. */
  strings?: LocalizedStringOverrides | undefined;
  ref?: Ref<HTMLSpanElement>;
}

/** The sold-out or sale mark of a product: sold out first, then sale, then nothing (rendering spec, states). */
export function ProductBadge({ product, customSoldOutText, className, strings: givenStrings, ...props }: ProductBadgeProps) {
  const strings = useStrings(PRODUCT_BADGE_STRINGS, givenStrings);
  const status = productStatus(product);
  if (status === null) return null;
  const text =
    status === 'sold-out' ? customSoldOutText?.trim() || strings.productSoldOutText : strings.productSaleText;
  return (
    <span data-vitrine="product-badge" data-status={status} {...props} className={cx(badge, badgeStatus[status], className)}>
      {text}
    </span>
  );
}
