import { useId, type HTMLAttributes, type Ref } from 'react';
import { VIEWPORT } from '../../../logic/constants.ts';
import { merchandisingFor, type MerchandisingContexts } from '../../../logic/merchandising.ts';
import type { Product } from '../../../logic/product.ts';
import { RELATED_PRODUCTS_STRINGS } from '../../../logic/productStrings.ts';
import { useStrings } from '../../../hooks/useLocalizedStrings.tsx';
import { cx } from '../../primitives/cx.ts';
import { ProductItem, type ProductItemAddToCartOptions } from '../ProductItem/ProductItem.tsx';
import { item, root, row, title as titleClass } from './RelatedProducts.css.ts';

/** Props of {@link RelatedProducts}: its own, and any DOM props of its `<section>`. */
export interface RelatedProductsProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'title'> {
  /** The related products, in the merchant's order. */
  products: readonly Product[];
  /** The heading. @default the localized `relatedProductsTitle` */
  title?: string;
  /** The page's merchandising contexts, keyed by product id. */
  merchandising?: MerchandisingContexts;
  /** Show each card's add-to-cart button. @default true */
  showAddButtons?: boolean;
  /** Options of every card's add-to-cart button. */
  addToCart?: ProductItemAddToCartOptions;
  /** The level of the heading; the cards' titles are one level below. @default 2 */
  headingLevel?: 2 | 3 | 4;
  ref?: Ref<HTMLElement>;
}

/** A card and a half in view on a phone, four on a wider screen. */
const IMAGE_SIZES = `(max-width: ${VIEWPORT.mobileMaxWidth}px) 66vw, 25vw`;

/** The cards' titles sit one level below the heading. */
const CARD_HEADING_LEVEL = { 2: 3, 3: 4, 4: 5 } as const;

/** The related products of a product page (shopper.md §1, §2): a titled row of listing cards. Nothing when there are none. */
export function RelatedProducts({
  products,
  title,
  merchandising,
  showAddButtons = true,
  addToCart,
  headingLevel = 2,
  className,
  ...props
}: RelatedProductsProps) {
  const strings = useStrings(RELATED_PRODUCTS_STRINGS);
  const headingId = useId();
  if (products.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={headingId} data-vitrine="related-products" {...props} className={cx(root, className)}>
      <Heading id={headingId} className={titleClass}>
        {title ?? strings.relatedProductsTitle}
      </Heading>
      <ul className={row}>
        {products.map((product) => (
          <li key={product.id} className={item}>
            <ProductItem
              product={product}
              merchandising={merchandisingFor(merchandising, product.id)}
              showAddButton={showAddButtons}
              {...(addToCart ? { addToCart } : {})}
              imageSizes={IMAGE_SIZES}
              headingLevel={CARD_HEADING_LEVEL[headingLevel]}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
