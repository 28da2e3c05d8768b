import { productStatus, type Product } from '../../../logic/product.ts';
import { useLocalizedStrings } from '../../../hooks/useLocalizedStrings.tsx';
import { badge } from './ProductBadge.css.ts';

/** Props of {@link ProductBadge}. */
export interface ProductBadgeProps {
  product: Product;
  /** The merchant's own sold-out wording from the merchandising context; replaces the site string when set. */
  customSoldOutText?: string;
  className?: string;
}

/** The sold-out or sale mark of a product: sold out first, then sale, then nothing (rendering.md §4). */
export function ProductBadge({ product, customSoldOutText, className }: ProductBadgeProps) {
  const strings = useLocalizedStrings();
  const status = productStatus(product);
  if (status === null) return null;
  const text =
    status === 'sold-out' ? customSoldOutText?.trim() || strings.productSoldOutText : strings.productSaleText;
  return (
    <span
      className={[badge({ status }), className].filter(Boolean).join(' ')}
      data-vitrine="product-badge"
      data-status={status}
    >
      {text}
    </span>
  );
}
