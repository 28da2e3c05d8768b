// @vitest-environment jsdom
/**
 * The page's cart (shopper.md §4 Cart) against the mock backend: it loads once, every change marks
 * it recalculating until the answer is in, changes run in order so totals never go backwards, and
 * a refused change leaves the cart as it was.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { INSUFFICIENT_STOCK_MESSAGE } from '../logic/cart.ts';
import { canvasTote, linenShirt } from '../mocks/fixtures/catalogue.ts';
import { startMockBackend } from '../mocks/testing.ts';
import { scenario } from '../mocks/scenarios.ts';
import { ApiClientProvider } from './useApiClient.tsx';
import { CartProvider, useCart } from './useCart.tsx';
import { testClient } from '../api/testing.ts';

const server = await startMockBackend();

const client = testClient();

function wrapper({ children }: { children: ReactNode }) {
  return (
    <ApiClientProvider client={client}>
      <CartProvider>{children}</CartProvider>
    </ApiClientProvider>
  );
}

const tote = { itemId: canvasTote.id, sku: 'CT-1', quantity: 1 };
const shirt = { itemId: linenShirt.id, sku: 'LS-M-SAND', quantity: 2 };

describe('shopper.md §4 Cart: one cart per page', () => {
  it('is not ready until the cart has loaded, then is', async () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    expect(result.current.ready).toBe(false);
    expect(result.current.cart).toBeNull();
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.cart?.entries).toEqual([]);
    expect(result.current.recalculating).toBe(false);
  });

  it('is recalculating from the start of a change to its end', async () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    await waitFor(() => expect(result.current.ready).toBe(true));
    let adding: Promise<unknown> = Promise.resolve();
    act(() => {
      adding = result.current.addEntry(tote);
    });
    expect(result.current.recalculating).toBe(true);
    await act(() => adding);
    expect(result.current.recalculating).toBe(false);
    expect(result.current.cart?.totalQuantity).toBe(1);
    expect(result.current.lastAdded?.entry.chosenVariant.sku).toBe('CT-1');
  });

  it('runs concurrent changes in order: both entries kept, totals consistent and never going backwards', async () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    await waitFor(() => expect(result.current.ready).toBe(true));
    const quantities: number[] = [];
    await act(async () => {
      await Promise.all([
        result.current.addEntry(tote).then((answer) => quantities.push(answer.shoppingCart.totalQuantity)),
        result.current.addEntry(shirt).then((answer) => quantities.push(answer.shoppingCart.totalQuantity)),
      ]);
    });
    expect(quantities).toEqual([1, 3]);
    const cart = result.current.cart;
    expect(cart?.entries.map((entry) => entry.chosenVariant.sku)).toEqual(['CT-1', 'LS-M-SAND']);
    expect(cart?.subtotalCents).toBe(2900 + 2 * 6800);
    expect(result.current.lastAdded?.sequence).toBe(2);
  });

  it('changes a quantity and removes an entry', async () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    await waitFor(() => expect(result.current.ready).toBe(true));
    const { entry } = await act(() => result.current.addEntry(shirt));
    await act(() => result.current.updateQuantity(entry.id, 3));
    expect(result.current.cart?.totalQuantity).toBe(3);
    await act(() => result.current.removeEntry(entry.id));
    expect(result.current.cart?.entries).toEqual([]);
    expect(result.current.cart?.grandTotalCents).toBe(0);
  });

  it('keeps the cart as it was when a change is refused, and rejects with the spec message', async () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    await waitFor(() => expect(result.current.ready).toBe(true));
    await act(() => result.current.addEntry(tote));
    const before = result.current.cart;
    let failure: unknown = null;
    await act(async () => {
      failure = await result.current.addEntry({ ...shirt, quantity: 9999 }).catch((error: unknown) => error);
    });
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe(INSUFFICIENT_STOCK_MESSAGE);
    expect(result.current.cart).toEqual(before);
    expect(result.current.recalculating).toBe(false);
  });

  it('reports a cart that could not load and is not ready', async () => {
    server.use(...scenario('offline'));
    const { result } = renderHook(() => useCart(), { wrapper });
    await waitFor(() => expect(result.current.loadError).toBeInstanceOf(ApiError));
    expect(result.current.ready).toBe(false);
  });

  it('names its provider when used outside one', () => {
    expect(() => renderHook(() => useCart())).toThrow('useCart must be used within a CartProvider.');
  });
});
