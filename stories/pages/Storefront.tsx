import { useCallback, useState, type MouseEvent } from 'react';
import type { AdditionalFieldsFormDefinition } from '../../logic/shopper/additionalFields.ts';
import { CART_PATH } from '../../logic/shopper/cart.ts';
import { merchandisingFor, type MerchandisingContexts } from '../../logic/shopper/merchandising.ts';
import type { Product } from '../../logic/shopper/product.ts';
import { AddedToCartPopover } from '../../components/shopper/AddedToCartPopover/AddedToCartPopover.tsx';
import { AdditionalFieldsFormsProvider } from '../../components/shopper/AdditionalFieldsForm/AdditionalFieldsFormsProvider.tsx';
import { CartIndicator } from '../../components/shopper/CartIndicator/CartIndicator.tsx';
import { CartPage } from '../../components/shopper/CartPage/CartPage.tsx';
import { ProductDetail } from '../../components/shopper/ProductDetail/ProductDetail.tsx';
import { ProductGrid } from '../../components/shopper/ProductGrid/ProductGrid.tsx';
import type { ProductItemAddToCartOptions } from '../../components/shopper/ProductItem/ProductItem.tsx';
import { QuickViewProvider } from '../../components/shopper/QuickView/QuickView.tsx';
import { QuickViewButton } from '../../components/shopper/QuickView/QuickViewButton.tsx';
import { brand, description as descriptionClass, header, heading, main, page } from './Storefront.css.ts';

/** A collection page's content. */
export interface StorefrontCollection {
  title: string;
  /** Its address, e.g. `/shop`. */
  path: string;
  description?: string;
  /** Its products in listing order; each product's page is at its `fullUrl`. */
  products: readonly Product[];
}

/** Props of {@link Storefront}. */
export interface StorefrontProps {
  /** The site's name, in the header (a link to the collection). */
  siteTitle: string;
  collection: StorefrontCollection;
  /** The page shown first: the collection's path, a product's `fullUrl`, or `/cart`. */
  initialPath: string;
  /** Merchandising contexts keyed by product id. */
  merchandising?: MerchandisingContexts;
  /** Additional-fields forms keyed by product id. */
  additionalFieldsForms?: Readonly<Record<string, AdditionalFieldsFormDefinition>>;
  /** The related products of a product page. */
  relatedProducts?: (product: Product) => readonly Product[];
  /** The site's captcha key, for the restock form. */
  captchaSiteKey?: string | null;
  /** Options of every add-to-cart button (where express checkout and subscriptions go…). */
  addToCart?: ProductItemAddToCartOptions;
}

type Route = { kind: 'collection' } | { kind: 'cart' } | { kind: 'product'; product: Product };

function routeOf(path: string, collection: StorefrontCollection): Route | null {
  if (path === collection.path) return { kind: 'collection' };
  if (path === CART_PATH) return { kind: 'cart' };
  const product = collection.products.find((candidate) => candidate.fullUrl === path);
  return product ? { kind: 'product', product } : null;
}

/**
 * A small site for the catalogue's page stories: a header with the cart indicator and the added-to-cart
 * popover over a collection page (a quick view on every card), product pages and the cart page, moving between them in place when
 * the shopper follows one of their links (a real site routes on its own). Render it inside a
 * CartProvider.
 */
export function Storefront({
  siteTitle,
  collection,
  initialPath,
  merchandising,
  additionalFieldsForms,
  relatedProducts,
  captchaSiteKey,
  addToCart,
}: StorefrontProps) {
  const [path, setPath] = useState(initialPath);
  const [navigated, setNavigated] = useState(false);
  const route = routeOf(path, collection) ?? { kind: 'collection' };
  // After following a link, focus moves to the new page so reading starts there (not on first load).
  const focusPage = useCallback(
    (element: HTMLElement | null) => {
      if (navigated) element?.focus();
    },
    [navigated],
  );

  // Links to the site's own pages change the page in place; any other link behaves as usual.
  const followLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const href = link?.getAttribute('href');
    if (!href || routeOf(href, collection) === null) return;
    event.preventDefault();
    setPath(href);
    setNavigated(true);
    window.scrollTo(0, 0);
  };

  return (
    // Clicks bubble here from every link of the page; the links themselves stay keyboard operable.
    <div className={page} onClick={followLink} data-vitrine="storefront" data-path={path}>
      <header className={header}>
        <a href={collection.path} className={brand}>
          {siteTitle}
        </a>
        <CartIndicator />
        <AddedToCartPopover />
      </header>
      <main
        key={path}
        className={main}
        tabIndex={-1}
        ref={focusPage}
      >
        {route.kind === 'collection' ? (
          <>
            <h1 className={heading}>{collection.title}</h1>
            {collection.description ? <p className={descriptionClass}>{collection.description}</p> : null}
            {/* A product's additional-fields form, asked when it is added from its card or its quick view. */}
            <AdditionalFieldsFormsProvider forms={additionalFieldsForms ?? {}}>
              {/* The collection's one quick view: every card's button shows its product; previous and next follow the listing. */}
              <QuickViewProvider groups={{ [collection.path]: collection.products.map((product) => product.id) }}>
                <ProductGrid
                  products={collection.products}
                  label={collection.title}
                  headingLevel={2}
                  renderQuickView={(product) => <QuickViewButton productId={product.id} group={collection.path} />}
                  {...(merchandising ? { merchandising } : {})}
                  {...(addToCart ? { addToCart } : {})}
                />
              </QuickViewProvider>
            </AdditionalFieldsFormsProvider>
          </>
        ) : null}
        {route.kind === 'product' ? (
          <ProductDetail
            key={route.product.id}
            product={route.product}
            merchandising={merchandisingFor(merchandising, route.product.id)}
            additionalFieldsForm={additionalFieldsForms?.[route.product.id] ?? null}
            relatedProducts={relatedProducts?.(route.product) ?? []}
            {...(merchandising ? { relatedMerchandising: merchandising } : {})}
            {...(captchaSiteKey ? { captchaSiteKey } : {})}
            {...(addToCart ? { addToCart } : {})}
          />
        ) : null}
        {route.kind === 'cart' ? <CartPage continueShoppingUrl={collection.path} {...(additionalFieldsForms ? { additionalFieldsForms } : {})} /> : null}
      </main>
    </div>
  );
}
