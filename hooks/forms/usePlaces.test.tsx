// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api/client.ts';
import { PLACES_DEBOUNCE_MS } from '../../logic/forms/places.ts';
import { ApiClientProvider } from '../shared/useApiClient.tsx';
import { usePlaces } from './usePlaces.ts';

const TRACKING = { productPage: 'page-form', productSection: 'address-field' };

function setup() {
  const requests: Array<{ url: string; signal: AbortSignal | undefined }> = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(input), signal: init?.signal ?? undefined });
    const body = { predictions: [{ placeId: 'p1', description: '1633 Broadway' }] };
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  });
  const client = createApiClient({ fetch, baseUrl: '', getCookie: () => undefined, warn: () => undefined, reportError: () => undefined });
  const wrapper = ({ children }: { children: ReactNode }) => <ApiClientProvider client={client}>{children}</ApiClientProvider>;
  return { requests, wrapper };
}

afterEach(() => vi.useRealTimers());

describe('usePlaces (shopper spec, calls)', () => {
  it('asks once, PLACES_DEBOUNCE_MS after the last keystroke, and aborts nothing it did not send', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { requests, wrapper } = setup();
    const { result, rerender } = renderHook(({ input }) => usePlaces(input, TRACKING), { wrapper, initialProps: { input: '163' } });
    rerender({ input: '1633' });
    rerender({ input: '1633 B' });
    act(() => vi.advanceTimersByTime(PLACES_DEBOUNCE_MS - 1));
    expect(requests).toHaveLength(0);
    expect(result.current.status).toBe('loading');
    await act(async () => vi.advanceTimersByTime(1));
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toContain('input=1633+B');
  });

  it('aborts a lookup the typing superseded', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { requests, wrapper } = setup();
    const { rerender } = renderHook(({ input }) => usePlaces(input, TRACKING), { wrapper, initialProps: { input: 'Broad' } });
    await act(async () => vi.advanceTimersByTime(PLACES_DEBOUNCE_MS));
    expect(requests).toHaveLength(1);
    rerender({ input: 'Broadway' });
    expect(requests[0]?.signal?.aborted).toBe(true);
  });

  it('asks nothing for fewer than three characters', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { requests, wrapper } = setup();
    const { result } = renderHook(() => usePlaces('16', TRACKING), { wrapper });
    act(() => vi.advanceTimersByTime(PLACES_DEBOUNCE_MS * 2));
    expect(requests).toHaveLength(0);
    expect(result.current.status).toBe('idle');
  });
});
