// @vitest-environment jsdom
/**
 * The order an order page shows (shopper spec, screens, entities; the library's order call) against the mock
 * backend, and the advertising pixel's Purchase event (calls) with the suppression rules of states.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api/client.ts';
import { TEST_ORIGIN, testClient } from '../../api/testing.ts';
import { PAGE_TYPE, ROLE } from '../../logic/shared/enums.ts';
import { readOrder, type Order } from '../../logic/shopper/order.ts';
import { decimalOrderAnswer, orderAnswer, orderIds, testModeOrderAnswer } from '../../mocks/fixtures/orders.ts';
import { scenario } from '../../mocks/scenarios.ts';
import { startMockBackend } from '../../mocks/testing.ts';
import { AnalyticsProvider, type AnalyticsPage, type AnalyticsSink } from '../visitor/useAnalytics.tsx';
import { ApiClientProvider } from '../shared/useApiClient.tsx';
import { useOrder, usePurchaseEvent } from './useOrder.ts';

const server = await startMockBackend();
const client = testClient();
const wrapper = ({ children }: { children: ReactNode }) => <ApiClientProvider client={client}>{children}</ApiClientProvider>;

describe('useOrder', () => {
  it('reads the order after the first render', async () => {
    const { result } = renderHook(() => useOrder(orderIds.order.value), { wrapper });
    expect(result.current).toMatchObject({ status: 'loading', order: null, error: null });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.order).toEqual(readOrder(orderAnswer));
  });

  it('reads an order sent in decimal amounts as the same money', async () => {
    const { result } = renderHook(() => useOrder(orderIds.order.decimal), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.order?.grandTotal).toEqual({ value: 14534, currency: 'USD' });
  });

  it("a failed read gives the spec's message (error catalogue), and reload reads again", async () => {
    server.use(...scenario('order-fail-once'));
    const { result } = renderHook(() => useOrder(orderIds.order.value), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.error).toBe('Something went wrong');
    act(() => result.current.reload());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.order?.id).toBe('1001');
  });

  it("no answer at all asks to check the connection (error catalogue), in the site's words when it has its own", async () => {
    server.use(...scenario('offline'));
    const { result } = renderHook(() => useOrder(orderIds.order.value), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.error).toBe('Please check your internet connection.');
  });

  it("an unknown order gives the server's own text", async () => {
    const { result } = renderHook(() => useOrder('no-such-order'), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.error).toBe('There is no such order.');
  });

  it('shows the order the server gave at once and reads nothing, until a reload', async () => {
    const given = readOrder(orderAnswer) as Order;
    const fetchSpy = vi.fn(fetch);
    const spied = ({ children }: { children: ReactNode }) => (
      <ApiClientProvider client={{ ...client, orders: { getOrder: (...args) => { fetchSpy(''); return client.orders.getOrder(...args); } } }}>{children}</ApiClientProvider>
    );
    const { result } = renderHook(() => useOrder(orderIds.order.value, { order: given }), { wrapper: spied });
    expect(result.current).toMatchObject({ status: 'ready', order: given });
    expect(fetchSpy).not.toHaveBeenCalled();
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('another order id shows loading, never the old order, until its own answer', async () => {
    const { result, rerender } = renderHook(({ id }) => useOrder(id), { wrapper, initialProps: { id: orderIds.order.value as string } });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    rerender({ id: orderIds.subscription.value });
    expect(result.current).toMatchObject({ status: 'loading', order: null });
    await waitFor(() => expect(result.current.order?.id).toBe('1004'));
  });
});

/** The census calls of these pages (their page view) answered at once: the event goes to the sink, not the backend. */
const censusClient = createApiClient({ fetch: async () => new Response('{}'), baseUrl: TEST_ORIGIN, getCookie: () => undefined });

/** A page of the given type inside an AnalyticsProvider whose sink records the pixel events. */
function analyticsWrapper(page: AnalyticsPage, pixelEvent: NonNullable<AnalyticsSink['pixelEvent']>) {
  return ({ children }: { children: ReactNode }) => (
    <StrictMode>
      <ApiClientProvider client={censusClient}>
        <AnalyticsProvider page={page} sink={{ pixelEvent }}>
          {children}
        </AnalyticsProvider>
      </ApiClientProvider>
    </StrictMode>
  );
}

const confirmedPage: AnalyticsPage = { websiteId: 'site-vitrine', pageType: PAGE_TYPE.orderConfirmed, path: '/commerce/orders/1001' };
const order = readOrder(orderAnswer) as Order;

describe('usePurchaseEvent', () => {
  it('sends Purchase once, with the order\'s items and total, however often the page renders (StrictMode too)', async () => {
    const pixelEvent = vi.fn();
    const { rerender } = renderHook(({ shown }) => usePurchaseEvent(shown), { wrapper: analyticsWrapper(confirmedPage, pixelEvent), initialProps: { shown: order } });
    await waitFor(() => expect(pixelEvent).toHaveBeenCalled());
    rerender({ shown: { ...order } });
    expect(pixelEvent).toHaveBeenCalledTimes(1);
    expect(pixelEvent).toHaveBeenCalledWith('Purchase', expect.objectContaining({ content_ids: ['LS-M-SAND', 'CT-1'], value_minor_units: 14534, currency: 'USD', num_items: 3 }));
    // Another order shown in its place is another purchase.
    rerender({ shown: readOrder(decimalOrderAnswer) as Order });
    expect(pixelEvent).toHaveBeenCalledTimes(2);
  });

  it('sends nothing before the order is shown, nor when the page says not to', async () => {
    const pixelEvent = vi.fn();
    const { rerender } = renderHook(({ shown, enabled }) => usePurchaseEvent(shown, enabled), {
      wrapper: analyticsWrapper(confirmedPage, pixelEvent),
      initialProps: { shown: null as Order | null, enabled: false },
    });
    rerender({ shown: order, enabled: false });
    rerender({ shown: null, enabled: true });
    expect(pixelEvent).not.toHaveBeenCalled();
    rerender({ shown: order, enabled: true });
    await waitFor(() => expect(pixelEvent).toHaveBeenCalledTimes(1));
  });

  it('sends nothing for an order placed in test mode', () => {
    const pixelEvent = vi.fn();
    renderHook(() => usePurchaseEvent(readOrder(testModeOrderAnswer)), { wrapper: analyticsWrapper(confirmedPage, pixelEvent) });
    expect(pixelEvent).not.toHaveBeenCalled();
  });

  it.each([
    ['a logged-in site editor', { ...confirmedPage, user: { roles: [ROLE.editor] } }],
    ['a site whose census is off', { ...confirmedPage, censusDisabled: true }],
  ])('sends nothing for %s (states)', (_who, page) => {
    const pixelEvent = vi.fn();
    renderHook(() => usePurchaseEvent(order), { wrapper: analyticsWrapper(page, pixelEvent) });
    expect(pixelEvent).not.toHaveBeenCalled();
  });

  it('sends nothing, and does not throw, without a provider', () => {
    expect(() => renderHook(() => usePurchaseEvent(order), { wrapper })).not.toThrow();
  });
});
