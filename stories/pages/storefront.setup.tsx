/**
 * What the Pages/ stories share: the storefront on the mock backend (the collection page's 24
 * products, their merchandising, related products and the monogram form), inside the page's cart,
 * and the helpers their play functions use to find the cart indicator.
 */
import type { Decorator, Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CartProvider } from '../../hooks/shopper/useCart.tsx';
import { ErrorBoundary } from '../../components/primitives/ErrorBoundary/ErrorBoundary.tsx';
import { leatherTravelKit, marketBag, stonewareBowls } from '../../mocks/fixtures/collection.ts';
import { monogramForm } from '../../mocks/fixtures/forms.ts';
import { imagedCatalogue } from '../../mocks/fixtures/images.ts';
import { merchandisingContexts, relatedProductsOf } from '../../mocks/fixtures/merchandising.ts';
import { storeCollections, website } from '../../mocks/fixtures/site.ts';
import type { Storefront } from './Storefront.tsx';

/** The 24 products of the collection page: the whole USD catalogue but two plain duplicates of other cases. */
export const listing = imagedCatalogue.filter((product) => product.id !== marketBag.id && product.id !== stonewareBowls.id);

const shop = storeCollections[0];

/**
 * The args of a Pages/ story: the storefront opened at `initialPath`. A meta writes the rest itself,
 * `parameters` included and never spread in: the docs step of `storybook build` gives the meta a
 * `parameters` key of its own (the comment above it), after any spread, and the spread one is lost.
 */
export function storefrontArgs(initialPath: string) {
  return {
    siteTitle: website.title,
    collection: { title: shop?.title ?? 'Shop', path: '/shop', description: shop?.description ?? '', products: listing },
    initialPath,
    merchandising: merchandisingContexts,
    additionalFieldsForms: { [leatherTravelKit.id]: monogramForm },
    relatedProducts: (product) => relatedProductsOf(product, listing),
    captchaSiteKey: website.captchaSettings.siteKey,
    addToCart: { navigate: fn() },
  } satisfies Meta<typeof Storefront>['args'];
}

/** The page's one cart around the storefront, and an error boundary: a render error shows the spec's fallback, not a blank page. */
export const withCart: Decorator = (Story) => (
  <CartProvider>
    <ErrorBoundary>
      <Story />
    </ErrorBoundary>
  </CartProvider>
);

/**
 * How long a play function may wait for the mock backend's answer to show before it fails: the wait
 * ends as soon as the answer shows, so this only reports one that never does (4 s ran out on a loaded
 * 2-core machine for answers that came; scripts/vitest/vitest.waits.ts).
 */
export const slowly = { timeout: 20_000 };

/** The page's cart indicator. */
export function cartIndicator(canvasElement: HTMLElement): HTMLElement {
  const root = canvasElement.querySelector<HTMLElement>('[data-vitrine="cart-indicator"]');
  if (!root) throw new Error('No cart indicator.');
  return root;
}

/** The cart indicator's count badge, if it shows one. */
export function cartBadgeOf(canvasElement: HTMLElement): Element | null {
  return cartIndicator(canvasElement).querySelector('[data-part="badge"]');
}
