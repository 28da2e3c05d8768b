// @vitest-environment jsdom
/**
 * The page's cart (shopper spec, states Cart) against the mock backend: it loads once, every change marks
 * it recalculating until the answer is in, changes run in order so totals never go backwards, and
 * a refused change leaves the cart as it was. It is a store read with selectors: a
 * reader renders again only when what it selected changes, the actions never change, and the first
 * load runs once (StrictMode included), can be aborted, and ignores the client's identity.
 */
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { Activity, Profiler, useEffect, type ProfilerOnRenderCallback, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../api/client.ts';
import { ApiError } from '../../api/errors.ts';
import { INSUFFICIENT_STOCK_MESSAGE } from '../../logic/shopper/cart.ts';
import { canvasTote, linenShirt } from '../../mocks/fixtures/catalogue.ts';
import { startMockBackend } from '../../mocks/testing.ts';
import { scenario } from '../../mocks/scenarios.ts';
import { ApiClientProvider } from '../shared/useApiClient.tsx';
import { CartProvider, useCart, useCartActions, type CartActions, useCartCount, useCartEntryQuantity, useOptionalCart, useOptionalCartActions } from './useCart.tsx';
import { TEST_ORIGIN, testClient } from '../../api/testing.ts';

const server = await startMockBackend();

const client = testClient();

function wrapper({ children }: { children: ReactNode }) {
  return (
    <ApiClientProvider client={client}>
      <CartProvider>{children}</CartProvider>
    </ApiClientProvider>
  );
}

/** Everything a test reads: the snapshot and the actions. */
const useWholeCart = () => ({ ...useCart(), ...useCartActions() });

const tote = { itemId: canvasTote.id, sku: 'CT-1', quantity: 1 };
const shirt = { itemId: linenShirt.id, sku: 'LS-M-SAND', quantity: 2 };

describe('shopper spec, states Cart: one cart per page', () => {
  it('is not ready until the cart has loaded, then is', async () => {
    const { result } = renderHook(useWholeCart, { wrapper });
    expect(result.current.ready).toBe(false);
    expect(result.current.cart).toBeNull();
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.cart?.entries).toEqual([]);
    expect(result.current.recalculating).toBe(false);
  });

  it('is recalculating from the start of a change to its end', async () => {
    const { result } = renderHook(useWholeCart, { wrapper });
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
    const { result } = renderHook(useWholeCart, { wrapper });
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
    const { result } = renderHook(useWholeCart, { wrapper });
    await waitFor(() => expect(result.current.ready).toBe(true));
    const { entry } = await act(() => result.current.addEntry(shirt));
    await act(() => result.current.updateQuantity(entry.id, 3));
    expect(result.current.cart?.totalQuantity).toBe(3);
    await act(() => result.current.removeEntry(entry.id));
    expect(result.current.cart?.entries).toEqual([]);
    expect(result.current.cart?.grandTotalCents).toBe(0);
  });

  it('keeps the cart as it was when a change is refused, and rejects with the spec message', async () => {
    const { result } = renderHook(useWholeCart, { wrapper });
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
    const { result } = renderHook(useWholeCart, { wrapper });
    await waitFor(() => expect(result.current.loadError).toBeInstanceOf(ApiError));
    expect(result.current.ready).toBe(false);
  });

  it('names its provider when used outside one', () => {
    expect(() => renderHook(() => useCart())).toThrow('useCart must be used within a CartProvider.');
    expect(() => renderHook(() => useCartActions())).toThrow('useCartActions must be used within a CartProvider.');
  });

  it('has an optional variant for a page without a cart', () => {
    const { result } = renderHook(() => ({ cart: useOptionalCart((state) => state.cart), actions: useOptionalCartActions(), quantity: useCartEntryQuantity('CT-1') }));
    expect(result.current).toEqual({ cart: undefined, actions: null, quantity: 0 });
  });
});

describe('a store read with selectors', () => {
  it('renders a reader again only when what it selected changes', async () => {
    const renders: Record<string, number> = {};
    const counted: ProfilerOnRenderCallback = (id) => void (renders[id] = (renders[id] ?? 0) + 1);
    const received: CartActions[] = [];
    function Actions() {
      const actions = useCartActions();
      useEffect(() => void received.push(actions), [actions]);
      return null;
    }
    const ToteQuantity = () => <output data-testid="tote">{useCartEntryQuantity('CT-1')}</output>;
    const Count = () => <output data-testid="count">{useCartCount()}</output>;
    render(
      <ApiClientProvider client={client}>
        <CartProvider>
          <Profiler id="actions" onRender={counted}>
            <Actions />
          </Profiler>
          <Profiler id="tote" onRender={counted}>
            <ToteQuantity />
          </Profiler>
          <Profiler id="count" onRender={counted}>
            <Count />
          </Profiler>
        </CartProvider>
      </ApiClientProvider>,
    );
    const [actions] = received;
    if (!actions) throw new Error('No actions read.');
    await waitFor(() => expect(actions.current().ready).toBe(true));
    // Loading an empty cart changed nothing any of them reads.
    expect(renders).toEqual({ actions: 1, tote: 1, count: 1 });
    await act(() => actions.addEntry(shirt));
    expect([screen.getByTestId('tote').textContent, screen.getByTestId('count').textContent]).toEqual(['0', '2']);
    expect(renders).toEqual({ actions: 1, tote: 1, count: 2 });
    await act(() => actions.addEntry(tote));
    expect([screen.getByTestId('tote').textContent, screen.getByTestId('count').textContent]).toEqual(['1', '3']);
    expect(renders).toEqual({ actions: 1, tote: 2, count: 3 });
    expect(received).toHaveLength(1);
  });

  it('gives the same actions on every render', async () => {
    const { result, rerender } = renderHook(useCartActions, { wrapper });
    const first = result.current;
    await act(() => first.addEntry(tote));
    rerender();
    expect(result.current).toBe(first);
    expect(result.current.addEntry).toBe(first.addEntry);
  });

  it('keeps the object of an entry that a change did not touch, and gives a new one to the entry it changed', async () => {
    const { result } = renderHook(useWholeCart, { wrapper });
    await waitFor(() => expect(result.current.ready).toBe(true));
    await act(() => result.current.addEntry(tote));
    const { entry: shirtEntry } = await act(() => result.current.addEntry(shirt));
    const [toteBefore, shirtBefore] = result.current.cart?.entries ?? [];
    await act(() => result.current.updateQuantity(shirtEntry.id, 1));
    const [toteAfter, shirtAfter] = result.current.cart?.entries ?? [];
    expect(toteAfter).toBe(toteBefore);
    expect(shirtAfter).not.toBe(shirtBefore);
    expect(shirtAfter?.quantity).toBe(1);
  });

  it('reads the cart as it is now without subscribing, for event handlers', async () => {
    const { result } = renderHook(useCartActions, { wrapper });
    await waitFor(() => expect(result.current.current().ready).toBe(true));
    await act(() => result.current.addEntry(tote));
    expect(result.current.current().cart?.totalQuantity).toBe(1);
  });
});

/** A client of the mock backend that records every GET of the cart and the signal it was sent with. */
function recordingClient() {
  const loads: Array<AbortSignal | null | undefined> = [];
  const client = createApiClient({
    fetch: (input, init) => {
      if ((init?.method ?? 'GET') === 'GET' && String(input).endsWith('/api/commerce/shopping-cart')) loads.push(init?.signal);
      return fetch(input, init);
    },
    baseUrl: TEST_ORIGIN,
    getCookie: () => undefined,
  });
  return { client, loads };
}

describe('the first load', () => {
  it('runs once under StrictMode', async () => {
    const { client: recording, loads } = recordingClient();
    const { result } = renderHook(useWholeCart, {
      wrapper: ({ children }) => (
        <ApiClientProvider client={recording}>
          <CartProvider>{children}</CartProvider>
        </ApiClientProvider>
      ),
      reactStrictMode: true,
    });
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(loads).toHaveLength(1);
    expect(loads[0]?.aborted).toBe(false);
  });

  it('does not depend on the identity of the client: a parent making a new one on every render does not reload the cart', async () => {
    const { loads } = recordingClient();
    function Page({ children }: { children: ReactNode }) {
      // A client created inline, as a page might write it: a new one on every render of the parent.
      const inline = createApiClient({
        fetch: (input, init) => {
          if ((init?.method ?? 'GET') === 'GET' && String(input).endsWith('/api/commerce/shopping-cart')) loads.push(init?.signal);
          return fetch(input, init);
        },
        baseUrl: TEST_ORIGIN,
        getCookie: () => undefined,
      });
      return (
        <ApiClientProvider client={inline}>
          <CartProvider>{children}</CartProvider>
        </ApiClientProvider>
      );
    }
    const { result, rerender } = renderHook(useWholeCart, { wrapper: Page });
    await waitFor(() => expect(result.current.ready).toBe(true));
    rerender();
    rerender();
    await act(() => result.current.addEntry(tote));
    expect(loads).toHaveLength(1);
    expect(result.current.cart?.totalQuantity).toBe(1);
  });

  it('hidden in an <Activity> before the cart arrives, is aborted; shown again, loads afresh', async () => {
    server.use(...scenario('slow', { delayMs: 300 }));
    const { client: recording, loads } = recordingClient();
    const Ready = () => <output data-testid="ready">{useCart((state) => (state.ready ? 'ready' : 'waiting'))}</output>;
    function Page({ mode }: { mode: 'visible' | 'hidden' }) {
      return (
        <Activity mode={mode}>
          <ApiClientProvider client={recording}>
            <CartProvider>
              <Ready />
            </CartProvider>
          </ApiClientProvider>
        </Activity>
      );
    }
    const page = render(<Page mode="visible" />);
    await waitFor(() => expect(loads).toHaveLength(1));
    page.rerender(<Page mode="hidden" />);
    await waitFor(() => expect(loads[0]?.aborted).toBe(true));
    server.resetHandlers();
    page.rerender(<Page mode="visible" />);
    await waitFor(() => expect(screen.getByTestId('ready').textContent).toBe('ready'));
    expect(loads).toHaveLength(2);
    expect(loads[1]?.aborted).toBe(false);
  });

  it('is aborted when the provider goes away before the cart arrives, and reports nothing', async () => {
    server.use(...scenario('slow', { delayMs: 300 }));
    const { client: recording, loads } = recordingClient();
    const { result, unmount } = renderHook(useWholeCart, {
      wrapper: ({ children }) => (
        <ApiClientProvider client={recording}>
          <CartProvider>{children}</CartProvider>
        </ApiClientProvider>
      ),
    });
    await waitFor(() => expect(loads).toHaveLength(1));
    const last = result.current;
    unmount();
    await waitFor(() => expect(loads[0]?.aborted).toBe(true));
    expect(last.loadError).toBeNull();
    expect(last.current().loadError).toBeNull();
  });
});
