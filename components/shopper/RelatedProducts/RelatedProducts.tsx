'use client';

import { useEffect, useId, useMemo, useRef, type HTMLAttributes, type MouseEvent, type Ref } from 'react';
import type { CartEntryAnswer } from '../../../api/cart.ts';
import { commerceCartFields, commerceProductFields } from '../../../logic/visitor/analyticsEvents.ts';
import { usePageAnalytics } from '../../../hooks/visitor/analytics/context.ts';
import { VIEWPORT } from '../../../logic/shared/constants.ts';
import { merchandisingFor, type MerchandisingContexts } from '../../../logic/shopper/merchandising.ts';
import type { Product } from '../../../logic/shopper/product.ts';
import { RELATED_PRODUCTS_STRINGS } from '../../../logic/shopper/productStrings.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
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

/**
 * The related products of a product page (shopper spec, overview, screens): a titled row of listing cards,
 * their add buttons outlined (secondary) under the page's own primary one. Nothing when there are none.
 */
export function RelatedProducts({
  products,
  title,
  merchandising,
  showAddButtons = true,
  addToCart,
  headingLevel = 2,
  className,
  onClickCapture,
  ...props
}: RelatedProductsProps) {
  const strings = useStrings(RELATED_PRODUCTS_STRINGS);
  const headingId = useId();
  const analytics = usePageAnalytics();
  const idsKey = products.map((product) => product.id).join('\u0000');
  // Related products shown, followed and added: the site-visitor events of shopper spec, calls. One display
  // per page and set of products, however often React runs the effect (StrictMode runs it twice).
  const displayed = useRef<{ analytics: object; idsKey: string } | null>(null);
  useEffect(() => {
    if (idsKey === '' || (displayed.current?.analytics === analytics && displayed.current.idsKey === idsKey)) return;
    displayed.current = { analytics, idsKey };
    analytics.visitorEvent('RelatedProductDisplay', { relatedProductItemIds: idsKey.split('\u0000') });
  }, [analytics, idsKey]);
  const onAdded = addToCart?.onAdded;
  // One options object for every card, so the memoized cards are not rendered again by a new one.
  const cardAddToCart = useMemo<ProductItemAddToCartOptions>(
    () => ({
      ...addToCart,
      onAdded: (answer: CartEntryAnswer) => {
        const { entry, shoppingCart } = answer;
        analytics.visitorEvent('RelatedProductAdd', {
          ...commerceProductFields({ id: entry.itemId, title: entry.title, productType: entry.productType }),
          ...commerceCartFields(shoppingCart),
          itemPrice: entry.purchasePriceCents,
          itemQuantity: entry.quantity,
          variant: entry.chosenVariant.attributes,
        });
        onAdded?.(answer);
      },
    }),
    [addToCart, onAdded, analytics],
  );
  if (products.length === 0) return null;
  // A followed link of a card (its title or picture; a key press on a link clicks it too).
  const followed = (event: MouseEvent<HTMLElement>) => {
    onClickCapture?.(event);
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest('a[href]');
    if (!link) return;
    const product = products.find((candidate) => candidate.id === target?.closest('[data-product-id]')?.getAttribute('data-product-id'));
    if (!product) return;
    analytics.visitorEvent('RelatedProductClick', commerceProductFields(product));
    // The page is being left for the product's: a beacon outlives it (shopper spec, calls events pipeline).
    const destination = link instanceof HTMLAnchorElement ? link.href : null;
    analytics.pipelineEvent?.('related_product_click', { objectIdentifier: product.id, destinationUrl: destination }, { beacon: true });
  };
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={headingId} data-vitrine="related-products" {...props} className={cx(root, className)} onClickCapture={followed}>
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
              addToCart={cardAddToCart}
              imageSizes={IMAGE_SIZES}
              headingLevel={CARD_HEADING_LEVEL[headingLevel]}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
