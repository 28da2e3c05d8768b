// @vitest-environment jsdom
/** The popup overlay's state (shopper spec, entities local-storage values, calls POST /api/census/overlay; rendering spec, entities). */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api/client.ts';
import { TEST_ORIGIN } from '../../api/testing.ts';
import { PAGE_TYPE } from '../../logic/shared/enums.ts';
import { ApiClientProvider } from '../shared/useApiClient.tsx';
import { AnalyticsProvider } from './useAnalytics.tsx';
import { usePopupOverlay, type PopupOverlayStorage, type UsePopupOverlayOptions } from './usePopupOverlay.ts';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 24, 9, 0, 0);

/** The census calls the page sent: path and JSON body. */
let calls: Array<{ path: string; body: unknown }> = [];
const client = createApiClient({
  baseUrl: TEST_ORIGIN,
  getCookie: () => undefined,
  fetch: async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    calls.push({ path: url.pathname, body: typeof init?.body === 'string' ? JSON.parse(init.body) : null });
    return new Response(null, { status: 200 });
  },
});

function memoryStorage(initial: Record<string, string> = {}): PopupOverlayStorage & { values: Record<string, string> } {
  const values = { ...initial };
  return {
    values,
    getItem: (key) => values[key] ?? null,
    setItem: (key, value) => {
      values[key] = value;
    },
  };
}

function mount(options: Partial<UsePopupOverlayOptions>, page?: { pageType?: number; censusDisabled?: boolean }) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiClientProvider client={client}>{page ? <AnalyticsProvider page={page}>{children}</AnalyticsProvider> : children}</ApiClientProvider>
  );
  return renderHook(() => usePopupOverlay({ version: '3', position: 'bottom-left', now: () => NOW, ...options }), { wrapper });
}

const overlayEvents = () => calls.filter((call) => call.path === '/api/census/overlay').map((call) => call.body);

afterEach(() => {
  calls = [];
  vi.useRealTimers();
  localStorage.clear();
});

describe('usePopupOverlay: shopper spec, entities local-storage values and calls census overlay', () => {
  it('opens on a first visit, and on close stores version and date-closed and tells the census', async () => {
    const storage = memoryStorage();
    const { result } = mount({ storage });
    expect(result.current.open).toBe(true);
    act(() => result.current.close());
    expect(result.current.open).toBe(false);
    expect(storage.values).toEqual({ version: '3', 'date-closed': String(NOW) });
    await vi.waitFor(() => expect(overlayEvents()).toEqual([
      { event: 'shown', version: '3', position: 'bottom-left' },
      { event: 'closed', version: '3', position: 'bottom-left' },
    ]));
  });

  it('stays closed within the period after a close, and sends nothing', async () => {
    const { result } = mount({ storage: memoryStorage({ version: '3', 'date-closed': String(NOW - DAY) }) });
    expect(result.current.open).toBe(false);
    await act(async () => undefined);
    expect(overlayEvents()).toEqual([]);
  });

  it('stores submitted on a submission, and a new mount for that version stays closed', () => {
    const storage = memoryStorage();
    const first = mount({ storage });
    act(() => first.result.current.submitted());
    expect(storage.values).toEqual({ version: '3', submitted: 'true' });
    expect(mount({ storage }).result.current.open).toBe(false);
    expect(mount({ storage, version: 4 }).result.current.open).toBe(true);
  });

  it('uses the page’s local storage by default', () => {
    const first = mount({});
    act(() => first.result.current.close());
    expect(localStorage.getItem('version')).toBe('3');
    expect(localStorage.getItem('date-closed')).toBe(String(NOW));
    expect(mount({}).result.current.open).toBe(false);
  });

  it('opens after the delay, not before (fake clock)', () => {
    vi.useFakeTimers();
    const { result } = mount({ storage: memoryStorage(), delayMs: 5000 });
    expect(result.current.open).toBe(false);
    act(() => vi.advanceTimersByTime(4999));
    expect(result.current.open).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.open).toBe(true);
  });

  it('shows and closes without throwing when the browser refuses storage, and when the clock throws', () => {
    const refusing: PopupOverlayStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const { result } = mount({ storage: refusing });
    expect(result.current.open).toBe(true);
    expect(() => act(() => result.current.close())).not.toThrow();
    expect(() => act(() => result.current.submitted())).not.toThrow();
    const broken = mount({ storage: null, now: () => {
      throw new Error('no clock');
    } });
    expect(broken.result.current.open).toBe(true);
    expect(() => act(() => broken.result.current.close())).not.toThrow();
  });

  it('shows when localStorage itself cannot be reached (the property throws)', () => {
    const spy = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    try {
      const { result } = mount({});
      expect(result.current.open).toBe(true);
      expect(() => act(() => result.current.close())).not.toThrow();
    } finally {
      spy.mockRestore();
    }
  });

  it('controlled: open as the site says, whatever is stored', () => {
    const { result } = mount({ storage: memoryStorage({ version: '3', submitted: 'true' }), open: true });
    expect(result.current.open).toBe(true);
  });

  it('sends no census event where analytics are suppressed (shopper spec, states: census disabled)', async () => {
    const { result } = mount({ storage: memoryStorage() }, { pageType: PAGE_TYPE.page, censusDisabled: true });
    expect(result.current.open).toBe(true);
    act(() => result.current.close());
    await act(async () => undefined);
    expect(overlayEvents()).toEqual([]);
  });
});
