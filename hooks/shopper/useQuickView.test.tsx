// @vitest-environment jsdom
/** The quick view's flow (shopper spec, states, calls, error catalogue) against the mock backend. */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { testClient } from '../../api/testing.ts';
import { db } from '../../mocks/db.ts';
import { quickViewHtml } from '../../mocks/handlers/rendering.ts';
import { canvasTote } from '../../mocks/fixtures/catalogue.ts';
import { startMockBackend } from '../../mocks/testing.ts';
import { scenario } from '../../mocks/scenarios.ts';
import { ApiClientProvider } from '../shared/useApiClient.tsx';
import { useQuickView, type UseQuickViewOptions } from './useQuickView.ts';

const server = await startMockBackend();

// The mock renders quick views with the template engine, loaded on first use: loaded once here, so
// no test's first answer waits for the components to load.
beforeAll(async () => {
  await quickViewHtml(canvasTote);
});
const client = testClient();
const wrapper = ({ children }: { children: ReactNode }) => <ApiClientProvider client={client}>{children}</ApiClientProvider>;

const groups = { shop: ['prod-linen-shirt', 'prod-canvas-tote', 'prod-wool-scarf'] };
const FALLBACK = "There was an issue loading the quick view of this product. Please see the product's page for full product details.";
const recorded = () => db.telemetry.filter((record) => record.endpoint === 'census.recordQuickView').map((record) => record.body);

function renderQuickView(options: UseQuickViewOptions = { groups }) {
  return renderHook(() => useQuickView(options), { wrapper });
}

describe('shopper spec, states Quick view', () => {
  it('opens only after the first successful load, with the html of the product, and records it', async () => {
    const { result } = renderQuickView();
    expect(result.current.load).toEqual({ status: 'idle' });
    act(() => result.current.show('prod-canvas-tote', 'shop'));
    expect(result.current.load).toEqual({ status: 'loading', id: 'prod-canvas-tote' });
    expect(result.current.state.isLightboxOpen).toBe(false);
    await waitFor(() => expect(result.current.state.isLightboxOpen).toBe(true));
    expect(result.current.load).toMatchObject({ status: 'loaded', id: 'prod-canvas-tote' });
    expect(result.current.load.status === 'loaded' && result.current.load.html).toContain('Canvas Tote');
    await waitFor(() => expect(recorded()).toEqual([{ id: 'prod-canvas-tote' }]));
  });

  it('next and previous load their neighbour in the group, and nothing lies beyond its ends', async () => {
    const { result } = renderQuickView();
    act(() => result.current.show('prod-canvas-tote', 'shop'));
    await waitFor(() => expect(result.current.state.isLightboxOpen).toBe(true));
    expect([result.current.previousId, result.current.nextId]).toEqual(['prod-linen-shirt', 'prod-wool-scarf']);
    act(() => result.current.next());
    // The old product view is destroyed at once, inside the open lightbox, and the next one loads.
    expect(result.current.state).toMatchObject({ currentId: 'prod-wool-scarf', isLightboxOpen: true });
    expect(result.current.load).toEqual({ status: 'loading', id: 'prod-wool-scarf' });
    await waitFor(() => expect(result.current.load.status).toBe('loaded'));
    expect(result.current.nextId).toBeNull();
    const last = result.current.state;
    act(() => result.current.next());
    expect(result.current.state).toBe(last);
    act(() => result.current.previous());
    act(() => result.current.previous());
    await waitFor(() => expect(result.current.state).toMatchObject({ currentId: 'prod-linen-shirt', isLightboxOpen: true }));
    expect(result.current.previousId).toBeNull();
    await waitFor(() => expect(recorded()).toEqual([{ id: 'prod-canvas-tote' }, { id: 'prod-wool-scarf' }, { id: 'prod-linen-shirt' }]));
  });

  it('closing destroys the view; showing it again loads it afresh', async () => {
    const { result } = renderQuickView();
    act(() => result.current.show('prod-canvas-tote', 'shop'));
    await waitFor(() => expect(result.current.state.isLightboxOpen).toBe(true));
    act(() => result.current.close());
    expect(result.current.state).toMatchObject({ currentId: null, isLightboxOpen: false });
    expect(result.current.load).toEqual({ status: 'idle' });
    act(() => result.current.show('prod-canvas-tote', 'shop'));
    expect(result.current.load.status).toBe('loading');
    await waitFor(() => expect(result.current.state.isLightboxOpen).toBe(true));
  });

  it('tears the view down before the page unloads for a logged-in editor only', async () => {
    const visitor = renderQuickView({ groups });
    const editor = renderQuickView({ groups, editing: true });
    act(() => {
      visitor.result.current.show('prod-canvas-tote', 'shop');
      editor.result.current.show('prod-canvas-tote', 'shop');
    });
    await waitFor(() => expect(editor.result.current.state.isLightboxOpen && visitor.result.current.state.isLightboxOpen).toBe(true));
    act(() => void window.dispatchEvent(new Event('beforeunload')));
    expect(editor.result.current.state.currentId).toBeNull();
    expect(visitor.result.current.state.isLightboxOpen).toBe(true);
  });

  it('may start with a product shown, which opens once loaded', async () => {
    const { result } = renderQuickView({ groups, initialProduct: { id: 'prod-wool-scarf', group: 'shop' } });
    expect(result.current.state).toMatchObject({ currentId: 'prod-wool-scarf', currentGroup: 'shop', isLightboxOpen: false });
    await waitFor(() => expect(result.current.state.isLightboxOpen).toBe(true));
    expect(result.current.previousId).toBe('prod-canvas-tote');
  });

  it('an answer that comes after the shopper moved on changes nothing', async () => {
    // The wool scarf's answer is held back until the test lets it go.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('*/api/rendering/product-quick-view/prod-wool-scarf', async () => {
        await held;
        return HttpResponse.json({ html: '<p>late</p>' });
      }),
    );
    const { result } = renderQuickView();
    act(() => result.current.show('prod-wool-scarf', 'shop'));
    act(() => result.current.show('prod-canvas-tote', 'shop'));
    await waitFor(() => expect(result.current.state).toMatchObject({ currentId: 'prod-canvas-tote', isLightboxOpen: true }));
    await act(async () => {
      release();
      // Asked after the held one, answered after it: once this is back, so is the held answer.
      await client.rendering.getQuickView('prod-wool-scarf');
    });
    await waitFor(() => expect(recorded()).toEqual([{ id: 'prod-canvas-tote' }]));
    expect(result.current.load).toMatchObject({ status: 'loaded', id: 'prod-canvas-tote' });
    expect(result.current.load.status === 'loaded' && result.current.load.html).not.toContain('late');
  });

  it('a failed census record changes nothing for the shopper', async () => {
    server.use(http.post('*/api/census/RecordQuickView/:id', () => HttpResponse.error()));
    const { result } = renderQuickView();
    act(() => result.current.show('prod-canvas-tote', 'shop'));
    await waitFor(() => expect(result.current.state.isLightboxOpen).toBe(true));
    expect(result.current.load.status).toBe('loaded');
  });
});

describe('shopper spec, error catalogue Quick view load failure', () => {
  it("alerts 'Error: {message}' with the server's title and error text, and stays closed", async () => {
    const { result } = renderQuickView();
    act(() => result.current.show('prod-nope', 'shop'));
    await waitFor(() => expect(result.current.load.status).toBe('failed'));
    expect(result.current.load).toEqual({
      status: 'failed',
      id: 'prod-nope',
      alert: { title: 'Error: Product not found', message: 'This product is no longer available.' },
    });
    expect(result.current.state.isLightboxOpen).toBe(false);
    expect(recorded()).toEqual([]);
  });

  it('without a server text, the fallback message, titled with what went wrong', async () => {
    server.use(...scenario('server-error'));
    const { result } = renderQuickView();
    act(() => result.current.show('prod-canvas-tote', 'shop'));
    await waitFor(() => expect(result.current.load.status).toBe('failed'));
    expect(result.current.load).toMatchObject({ alert: { title: 'Error: Something went wrong', message: FALLBACK } });
  });
});
