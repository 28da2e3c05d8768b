'use client';

import { useEffect, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { usePageAnalytics } from '../../../hooks/visitor/analytics/context.ts';
import { VIEWPORT } from '../../../logic/shared/constants.ts';
import { merchandisingFor, type MerchandisingContexts } from '../../../logic/shopper/merchandising.ts';
import type { Product } from '../../../logic/shopper/product.ts';
import { cx } from '../../primitives/cx.ts';
import { ProductItem, type ProductItemAddToCartOptions } from '../ProductItem/ProductItem.tsx';
import { grid, gridColumns, gridMobileColumns } from './ProductGrid.css.ts';

/** Props of {@link ProductGrid}: its own, and any DOM props of its `<ul>`. */
export interface ProductGridProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
  /** The products, in listing order. */
  products: readonly Product[];
  /** The grid's name, e.g. the collection's title. */
  label?: string;
  /** Columns from 433 px wide. @default 4 */
  columns?: 2 | 3 | 4 | 5 | 6;
  /** Columns up to 432 px wide (the mobile viewport, shopper spec, constants and limits). @default 2 */
  mobileColumns?: 1 | 2;
  /** The page's merchandising contexts, keyed by product id. */
  merchandising?: MerchandisingContexts;
  /** A quick-view button for a product, put in its card's slot. */
  renderQuickView?: (product: Product) => ReactNode;
  /** Show each card's add-to-cart button. @default true */
  showAddButtons?: boolean;
  /** Options of every card's add-to-cart button. */
  addToCart?: ProductItemAddToCartOptions;
  /** The level of the cards' title headings. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5;
  ref?: Ref<HTMLUListElement>;
}

/**
 * A product listing (shopper spec, screens): the products as cards in a responsive grid, `columns` wide on
 * desktop and `mobileColumns` wide up to 432 px. The first row's pictures load at once, the rest lazily.
 * Sends the site-visitor VisitPLP event through the page's AnalyticsProvider.
 */
export function ProductGrid({
  products,
  label,
  columns = 4,
  mobileColumns = 2,
  merchandising,
  renderQuickView,
  showAddButtons = true,
  addToCart,
  headingLevel = 3,
  className,
  ...props
}: ProductGridProps) {
  // A listing seen: the site-visitor VisitPLP, once per set of products (inline fields keep the card set small).
  const analytics = usePageAnalytics();
  const typesKey = [...new Set(products.map((product) => product.productType))].join(',');
  useEffect(() => {
    analytics.visitorEvent('VisitPLP', { productTypes: typesKey === '' ? [] : typesKey.split(',').map(Number) });
  }, [analytics, typesKey]);
  const sizes = `(max-width: ${VIEWPORT.mobileMaxWidth}px) ${Math.round(100 / mobileColumns)}vw, ${Math.round(100 / columns)}vw`;
  return (
    <ul
      {...(label ? { 'aria-label': label } : {})}
      data-vitrine="product-grid"
      data-columns={columns}
      {...props}
      className={cx(grid, gridColumns[columns], gridMobileColumns[mobileColumns], className)}
    >
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductItem
            product={product}
            merchandising={merchandisingFor(merchandising, product.id)}
            quickView={renderQuickView?.(product)}
            showAddButton={showAddButtons}
            {...(addToCart ? { addToCart } : {})}
            imageSizes={sizes}
            imagePriority={index < columns ? 'high' : null}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
