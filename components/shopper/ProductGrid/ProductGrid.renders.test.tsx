/**
 * Renders on a 200-card page (docs/architecture.md "a store read with selectors"), in Chromium
 * on the mock backend: React's <Profiler> around every card, every cart row, the cart indicator, the
 * added-to-cart popover and the totals records which of them rendered again. After one add on one card
 * only that card, the indicator and the popover render; after one quantity change on the cart page only
 * that row and the totals. The bounds are exact sets of names, never timings.
 */
import { cleanup, render } from '@testing-library/react';
import { Profiler, memo, type ComponentType, type ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createApiClient } from '../../../api/client.ts';
import { CartProvider } from '../../../hooks/shopper/useCart.tsx';
import { PRODUCT_TYPE, type Product } from '../../../logic/shopper/product.ts';
import { startMockWorker } from '../../../mocks/browser.ts';
import { LiveAnnouncer } from '../../primitives/LiveAnnouncer/LiveAnnouncer.tsx';
import { db, resetDb } from '../../../mocks/db.ts';
import { AddedToCartPopover } from '../AddedToCartPopover/AddedToCartPopover.tsx';
import { CartIndicator } from '../CartIndicator/CartIndicator.tsx';
import type * as CartEntryRowModule from '../CartPage/CartEntryRow.tsx';
import { CartPage } from '../CartPage/CartPage.tsx';
import type * as CartTotalsModule from '../CartPage/CartTotals.tsx';
import type * as ProductItemModule from '../ProductItem/ProductItem.tsx';
import { ProductGrid } from './ProductGrid.tsx';

/** The names of the profiled parts that rendered since the last `clear()`. */
const rendered = new Set<string>();

/** A profiled part: records its name each time anything inside it renders. */
function Profiled({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Profiler id={id} onRender={(name) => rendered.add(name)}>
      {children}
    </Profiler>
  );
}

/**
 * The component wrapped in a Profiler named by `name(props)`, memoized exactly when the original is, so
 * the wrapper neither adds nor removes a bail-out of its own.
 */
function profiled<P extends object>(original: ComponentType<P>, name: (props: P) => string): ComponentType<P> {
  const memoized = original as unknown as { $$typeof?: symbol; type?: ComponentType<P>; compare?: ((a: P, b: P) => boolean) | null };
  const isMemo = memoized.$$typeof === Symbol.for('react.memo');
  const Inner = isMemo && memoized.type ? memoized.type : original;
  function Wrapped(props: P) {
    return (
      <Profiled id={name(props)}>
        <Inner {...props} />
      </Profiled>
    );
  }
  return isMemo ? memo(Wrapped, memoized.compare ?? undefined) : Wrapped;
}

// The grid and the cart page render these; each instance gets a Profiler named after what it shows.
vi.mock('../ProductItem/ProductItem.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof ProductItemModule>();
  return { ...original, ProductItem: profiled(original.ProductItem, (props) => `card ${props.product.id}`) };
});
vi.mock('../CartPage/CartEntryRow.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof CartEntryRowModule>();
  return { ...original, CartEntryRow: profiled(original.CartEntryRow, (props) => `row ${props.entry.title}`) };
});
vi.mock('../CartPage/CartTotals.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof CartTotalsModule>();
  return { ...original, CartTotals: profiled(original.CartTotals, () => 'totals') };
});

/** 200 plain products (one variant, no options, no picture), known to the mock backend. */
const products: Product[] = Array.from({ length: 200 }, (_, index) => ({
  id: `prod-grid-${index + 1}`,
  title: `Grid Product ${index + 1}`,
  productType: PRODUCT_TYPE.physical,
  variants: [{ sku: `GRID-${index + 1}`, attributes: {}, priceMoney: { value: 1000 + index, currency: 'USD' }, onSale: false, qtyInStock: 50, unlimited: false }],
}));

beforeAll(async () => {
  await startMockWorker();
});
beforeEach(() => {
  for (const product of products) db.products.set(product.id, structuredClone(product));
});
afterEach(() => {
  cleanup();
  resetDb();
  rendered.clear();
});

const indicator = () => document.querySelector('[data-vitrine="cart-indicator"]');
const popover = () => document.querySelector('[data-vitrine="added-to-cart-popover"]');

describe('one add on a 200-card grid', () => {
  it('renders again only the card added to, the cart indicator and the popover', async () => {
    render(
      <LiveAnnouncer>
        <CartProvider>
          <Profiled id="cart indicator">
            <CartIndicator />
          </Profiled>
          <Profiled id="popover">
            <AddedToCartPopover />
          </Profiled>
          <ProductGrid products={products} label="Shop" />
        </CartProvider>
      </LiveAnnouncer>,
    );
    await expect.poll(() => indicator()?.getAttribute('data-state')).toBe('ready');
    await expect.poll(() => document.querySelectorAll('[data-vitrine="product-item"]').length).toBe(200);
    rendered.clear();

    const card = page.getByRole('article', { name: 'Grid Product 57' });
    await userEvent.click(card.getByRole('button', { name: 'Add To Cart' }));
    await expect.poll(() => popover()?.textContent).toContain('Grid Product 57');
    await expect.element(card.getByRole('button', { name: 'Added!' })).toBeVisible();
    await expect.poll(() => indicator()?.getAttribute('data-state')).toBe('ready');
    await expect.element(page.getByText('1 item in cart')).toBeInTheDocument();
    // The page's one announcer said it (LiveAnnouncer renders no card when it speaks).
    await expect.poll(() => document.querySelector('[data-vitrine="live-announcer"]')?.textContent).toMatch(/\S/);

    expect(new Set(rendered)).toEqual(new Set(['card prod-grid-57', 'cart indicator', 'popover']));
  });
});

describe('one quantity change on the cart page', () => {
  it('renders again only that row and the totals', async () => {
    const client = createApiClient({ fetch: (input, init) => fetch(input, init), baseUrl: '', getCookie: () => undefined });
    for (const number of [3, 12, 40]) {
      await client.cart.addEntry({ itemId: `prod-grid-${number}`, sku: `GRID-${number}`, quantity: 1 });
    }
    render(
      <CartProvider>
        <CartPage />
      </CartProvider>,
    );
    const row = page.getByRole('listitem').filter({ hasText: 'Grid Product 12' });
    await expect.element(row).toBeVisible();
    await userEvent.fill(row.getByRole('spinbutton'), '4');
    const update = row.getByRole('button', { name: /Update/ });
    await expect.element(update).toBeVisible();
    rendered.clear();

    await userEvent.click(update);
    await expect.element(row.getByText('$40.44', { exact: false })).toBeVisible();
    await expect.poll(() => document.querySelector('[data-vitrine="cart-page"]')?.hasAttribute('data-recalculating')).toBe(false);

    expect(new Set(rendered)).toEqual(new Set(['row Grid Product 12', 'totals']));
  });
});
