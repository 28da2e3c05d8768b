/**
 * The grid as a page mounts it (README "Using it"): theme, site strings, the one announcer, the cart
 * with its indicator and popover, and the 200-card ProductGrid behind an ErrorBoundary.
 */
import { useLayoutEffect } from 'react';
import type { ApiClient } from '../../../api/client.ts';
import { ApiClientProvider } from '../../../hooks/shared/useApiClient.tsx';
import { CartProvider, useCart, useCartActions, type CartActions } from '../../../hooks/shopper/useCart.tsx';
import { LocalizedStringsProvider } from '../../../hooks/shared/LocalizedStringsProvider.tsx';
import { ErrorBoundary } from '../../../components/primitives/ErrorBoundary/ErrorBoundary.tsx';
import { LiveAnnouncer } from '../../../components/primitives/LiveAnnouncer/LiveAnnouncer.tsx';
import { AddedToCartPopover } from '../../../components/shopper/AddedToCartPopover/AddedToCartPopover.tsx';
import { CartIndicator } from '../../../components/shopper/CartIndicator/CartIndicator.tsx';
import { ProductGrid } from '../../../components/shopper/ProductGrid/ProductGrid.tsx';
import { ThemeRoot } from '../../../components/theme/ThemeRoot/ThemeRoot.tsx';
import { defaultTheme } from '../../../components/theme/themes.css.ts';
import type { CartEntryAnswer } from '../../../api/cart.ts';
import { cartWith, initialCart, merchandising, products } from './fixtures.ts';

/** A site's strings object, made once as a page would. */
const siteStrings = {};

/** The only calls the cart makes here, answered at once: the benchmark measures rendering, not a network. */
export const instantClient = {
  cart: {
    getCart: async () => initialCart,
    updateEntryQuantity: async (_entryId: string, quantity: number): Promise<CartEntryAnswer> => {
      const shoppingCart = cartWith(quantity);
      return { shoppingCart, entry: shoppingCart.entries[0] as CartEntryAnswer['entry'] };
    },
  },
} as unknown as ApiClient;

/** What the harness reads of the page's cart: its actions, and when a change has been drawn. */
export const cartProbe: { actions: CartActions | null; lastCommit: number; settled: (() => void) | null } = {
  actions: null,
  lastCommit: 0,
  settled: null,
};

/** Renders nothing; notes each commit of a cart change, and when the cart is no longer recalculating. */
function CartProbe() {
  const actions = useCartActions();
  const recalculating = useCart((snapshot) => snapshot.recalculating);
  const cart = useCart((snapshot) => snapshot.cart);
  useLayoutEffect(() => {
    cartProbe.actions = actions;
  }, [actions]);
  useLayoutEffect(() => {
    cartProbe.lastCommit = performance.now();
    if (!recalculating) cartProbe.settled?.();
  }, [recalculating, cart]);
  return null;
}

export function VitrinePage() {
  return (
    <ApiClientProvider client={instantClient}>
      <ThemeRoot theme={defaultTheme}>
        <LocalizedStringsProvider strings={siteStrings}>
          <LiveAnnouncer>
            <CartProvider initialCart={initialCart}>
              <CartIndicator />
              <AddedToCartPopover />
              <CartProbe />
              <ErrorBoundary>
                <ProductGrid products={products} merchandising={merchandising} label="Shop" />
              </ErrorBoundary>
            </CartProvider>
          </LiveAnnouncer>
        </LocalizedStringsProvider>
      </ThemeRoot>
    </ApiClientProvider>
  );
}
