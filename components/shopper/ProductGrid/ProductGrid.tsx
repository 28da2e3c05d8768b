'use client';

import { useEffect, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { usePageAnalytics } from '../../../hooks/visitor/analytics/context.ts';
import { VIEWPORT } from '../../../logic/shared/constants.ts';
import { merchandisingFor, type MerchandisingContexts } from '../../../logic/shopper/merchandising.ts';
import type { Product } from '../../../logic/shopper/product.ts';
import { ERROR_BOUNDARY_STRINGS, PRODUCT_GRID_STRINGS } from '../../../logic/shopper/productStrings.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { plainButtonElement } from '../../primitives/Button/Button.tsx';
import { cx } from '../../primitives/cx.ts';
import { visuallyHidden } from '../../theme/utilities.css.ts';
import { ProductItem, type ProductItemAddToCartOptions } from '../ProductItem/ProductItem.tsx';
import { grid, gridColumns, gridMobileColumns, message, messageTitle, placeholder, placeholderLine, placeholderPicture } from './ProductGrid.css.ts';

/** The grid's words besides its cards: empty, loading, and its failure with the retry button. */
const STRINGS = { ...PRODUCT_GRID_STRINGS, ...ERROR_BOUNDARY_STRINGS };

/** Where the listing's products are: loading (placeholder cards), failed to load, or here (`products`). */
export type ProductGridStatus = 'loading' | 'failed' | 'ready';

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
  /**
   * Where the products are, for a page that fetches them: `loading` draws placeholder cards (two rows),
   * `failed` says the results could not be loaded, with Try again when `onRetry` is given. @default 'ready'
   */
  status?: ProductGridStatus;
  /** Why the products failed to load, already in the site's words; shown under the failure's title. */
  failureMessage?: string;
  /** Loads the products again; the failure offers it as Try again. */
  onRetry?: () => void;
  /** The `<ul>` of cards or placeholders (null while the grid shows its empty or failed message). */
  ref?: Ref<HTMLUListElement>;
}

/**
 * A product listing (shopper spec, screens): the products as cards in a responsive grid, `columns` wide on
 * desktop and `mobileColumns` wide up to 432 px. The first row's pictures load at once, the rest lazily.
 * While loading it draws placeholder cards; with no products it says so; when they failed to load it
 * says that, with a retry. Sends the site-visitor VisitPLP event through the page's AnalyticsProvider.
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
  status = 'ready',
  failureMessage,
  onRetry,
  className,
  ...props
}: ProductGridProps) {
  const strings = useStrings(STRINGS);
  // A listing seen: the site-visitor VisitPLP, once per set of products (inline fields keep the card set small).
  const analytics = usePageAnalytics();
  const typesKey = [...new Set(products.map((product) => product.productType))].join(',');
  const ready = status === 'ready';
  useEffect(() => {
    if (ready) analytics.visitorEvent('VisitPLP', { productTypes: typesKey === '' ? [] : typesKey.split(',').map(Number) });
  }, [analytics, typesKey, ready]);
  const classes = cx(grid, gridColumns[columns], gridMobileColumns[mobileColumns], className);
  const gridProps = { ...(label ? { 'aria-label': label } : {}), 'data-vitrine': 'product-grid', 'data-columns': columns, 'data-state': status };

  if (status === 'failed' || (ready && products.length === 0)) {
    const failed = status === 'failed';
    const { ref: _ref, ...rest } = props;
    return (
      <div
        {...gridProps}
        {...(rest as HTMLAttributes<HTMLDivElement>)}
        data-state={failed ? 'failed' : 'empty'}
        role={failed ? 'alert' : 'status'}
        className={cx(message, className)}
      >
        <p className={messageTitle}>{failed ? strings.productGridFailedTitle : strings.productGridEmptyText}</p>
        {failed && failureMessage ? <p>{failureMessage}</p> : null}
        {failed && onRetry ? plainButtonElement({ variant: 'secondary', onClick: onRetry, children: strings.errorRetryText }) : null}
      </div>
    );
  }

  if (status === 'loading') {
    return (
      <>
        <p role="status" className={visuallyHidden}>
          {strings.productGridLoadingText}
        </p>
        {/* Two rows of cards' outlines, seen only: the line above says what they are. */}
        <ul {...gridProps} aria-hidden="true" {...props} className={classes}>
          {Array.from({ length: columns * 2 }, (_, index) => (
            <li key={index} className={placeholder}>
              <span className={placeholderPicture} />
              <span className={placeholderLine} />
              <span className={placeholderLine} data-short="" />
            </li>
          ))}
        </ul>
      </>
    );
  }

  const sizes = `(max-width: ${VIEWPORT.mobileMaxWidth}px) ${Math.round(100 / mobileColumns)}vw, ${Math.round(100 / columns)}vw`;
  return (
    <ul {...gridProps} {...props} className={classes}>
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
