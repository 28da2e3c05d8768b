// @vitest-environment jsdom
/** Error reporting (shopper spec, error catalogue, constants and limits "Error reports"): what is queued, the caps, the 1 s debounce, the CSRF header. */
import { act, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClient } from '../../api/client.ts';
import type { JavascriptErrorEvent } from '../../api/events.ts';
import { CSRF_HEADER } from '../../api/http.ts';
import { TEST_ORIGIN, testClient } from '../../api/testing.ts';
import { db } from '../../mocks/db.ts';
import { startMockBackend } from '../../mocks/testing.ts';
import { ApiClientProvider } from '../shared/useApiClient.tsx';
import { ErrorReporterProvider, useReportError } from './useErrorReporter.tsx';

const server = await startMockBackend();

/** A client whose error-report call is a spy, so the fake clock alone decides when a batch goes. */
function spyClient(send: (events: readonly JavascriptErrorEvent[]) => Promise<boolean>): ApiClient {
  const client = testClient();
  return { ...client, events: { ...client.events, recordJavascriptErrors: send } };
}

function wrapperWith(client: ApiClient, props: { websiteId?: string; templateId?: string; app?: string } = {}) {
  return ({ children }: { children: ReactNode }) => (
    <ApiClientProvider client={client}>
      <ErrorReporterProvider {...props}>{children}</ErrorReporterProvider>
    </ApiClientProvider>
  );
}

describe('shopper spec, error catalogue error reporting, constants and limits error report limits', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a reported error with every field 1 s after it came in, not before', async () => {
    const send = vi.fn((_events: readonly JavascriptErrorEvent[]) => Promise.resolve(true));
    const { result } = renderHook(() => useReportError(), { wrapper: wrapperWith(spyClient(send), { websiteId: 'site-1', templateId: 'tpl-2', app: 'shop' }) });
    const error = new Error('x is undefined');
    error.stack = 'Error: x is undefined\n    at f (site.js:1:2)';
    act(() => result.current(error));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(999);
    });
    expect(send).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toEqual([
      {
        event: 'error',
        timestamp: Date.parse('2026-11-24T10:00:00Z'),
        data: {
          app: 'shop',
          message: 'x is undefined',
          stack: 'Error: x is undefined\n    at f (site.js:1:2)',
          file: '',
          line: null,
          column: null,
          websiteId: 'site-1',
          templateId: 'tpl-2',
          url: location.href,
          userAgent: navigator.userAgent,
        },
      },
    ]);
  });

  it('sends 1 s after the error even when the wall clock is set back or stands still meanwhile', async () => {
    const send = vi.fn((_events: readonly JavascriptErrorEvent[]) => Promise.resolve(true));
    const { result } = renderHook(() => useReportError(), { wrapper: wrapperWith(spyClient(send)) });
    act(() => result.current(new Error('x is undefined')));
    // The visitor's clock is set back a minute (or a harness fixes Date) while the report waits.
    vi.setSystemTime(new Date('2026-11-24T09:59:00Z'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(999);
    });
    expect(send).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('debounces: each new error pushes the send back 1 s, and the batch goes once', async () => {
    const send = vi.fn((_events: readonly JavascriptErrorEvent[]) => Promise.resolve(true));
    const { result } = renderHook(() => useReportError(), { wrapper: wrapperWith(spyClient(send)) });
    for (const message of ['one', 'two', 'three']) {
      act(() => result.current(new Error(message)));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(600);
      });
    }
    expect(send).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0].map((event) => event.data.message)).toEqual(['one', 'two', 'three']);
  });

  it('keeps at most 10 waiting and sends at most 20 per page', async () => {
    const send = vi.fn((_events: readonly JavascriptErrorEvent[]) => Promise.resolve(true));
    const { result } = renderHook(() => useReportError(), { wrapper: wrapperWith(spyClient(send)) });
    for (let round = 0; round < 3; round += 1) {
      act(() => {
        for (let index = 0; index < 12; index += 1) result.current(new Error(`round ${round} error ${index}`));
      });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
    }
    expect(send.mock.calls.map(([events]) => events.length)).toEqual([10, 10]);
    expect(send.mock.calls[1]?.[0][0]?.data.message).toBe('round 1 error 0');
  });

  it('cuts a stack at 5000 characters', async () => {
    const send = vi.fn((_events: readonly JavascriptErrorEvent[]) => Promise.resolve(true));
    const { result } = renderHook(() => useReportError(), { wrapper: wrapperWith(spyClient(send)) });
    const error = new Error('deep');
    error.stack = 'a'.repeat(6000);
    act(() => result.current(error));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(send.mock.calls[0]?.[0][0]?.data.stack).toBe('a'.repeat(5000));
  });

  it("reports the window's uncaught errors with file, line and column, and unhandled rejections", async () => {
    const send = vi.fn((_events: readonly JavascriptErrorEvent[]) => Promise.resolve(true));
    render(<span />, { wrapper: wrapperWith(spyClient(send)) });
    act(() => {
      window.dispatchEvent(new ErrorEvent('error', { message: 'boom', filename: 'https://shop.test/site.js', lineno: 12, colno: 34, error: new Error('boom') }));
      const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
      rejection.reason = 'not found';
      window.dispatchEvent(rejection);
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    const sent = send.mock.calls[0]?.[0].map(({ data }) => [data.message, data.file, data.line, data.column]);
    expect(sent).toEqual([
      ['boom', 'https://shop.test/site.js', 12, 34],
      ['not found', '', null, null],
    ]);
  });

  it('never throws on hostile values, or when the send itself throws', async () => {
    const send = vi.fn((): Promise<boolean> => {
      throw new Error('the client broke');
    });
    const { result } = renderHook(() => useReportError(), { wrapper: wrapperWith(spyClient(send)) });
    const hostile = new Proxy({}, {
      get() {
        throw new Error('no reading me');
      },
    });
    expect(() => act(() => result.current(hostile))).not.toThrow();
    expect(() => act(() => result.current(Object.create(null)))).not.toThrow();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('is a stable no-op without a provider', () => {
    const { result, rerender } = renderHook(() => useReportError());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    expect(() => first(new Error('nobody listens'))).not.toThrow();
  });
});

describe('shopper spec, calls RecordJavascriptErrors carries the CSRF header from the crumb cookie', () => {
  it('posts the batch to the mock backend with the crumb as X-CSRF-Token', async () => {
    let csrf: string | null = null;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/events/RecordJavascriptErrors')) csrf = request.headers.get(CSRF_HEADER);
    });
    const client = createApiClient({ fetch: (input, init) => fetch(input, init), baseUrl: TEST_ORIGIN, getCookie: (name) => (name === 'crumb' ? 'crumb-abc' : undefined) });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { result } = renderHook(() => useReportError(), { wrapper: wrapperWith(client) });
    act(() => result.current(new Error('sent for real')));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    vi.useRealTimers();
    await vi.waitFor(() => expect(db.telemetry.filter(({ endpoint }) => endpoint === 'events.recordJavascriptErrors')).toHaveLength(1));
    server.events.removeAllListeners();
    expect(csrf).toBe('crumb-abc');
  });
});
