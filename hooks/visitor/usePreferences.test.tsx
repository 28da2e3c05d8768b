// @vitest-environment jsdom
/** Commerce preferences (shopper spec, entities, states "Data fetches", calls; rendering spec, states) against the mock backend. */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { testClient } from '../../api/testing.ts';
import { db } from '../../mocks/db.ts';
import { scenario } from '../../mocks/scenarios.ts';
import { startMockBackend } from '../../mocks/testing.ts';
import { ApiClientProvider } from '../shared/useApiClient.tsx';
import { usePreferences } from './usePreferences.ts';
import { ReportErrorContext, type ReportError } from './useReportError.ts';

const server = await startMockBackend();

/** Every preferences call the backend heard, as "METHOD namespace body". */
let calls: string[] = [];
server.events.on('request:start', async ({ request }) => {
  const url = new URL(request.url);
  if (!url.pathname.startsWith('/api/v1/commerce-preferences/')) return;
  const body = request.method === 'PUT' ? ` ${await request.clone().text()}` : '';
  calls.push(`${request.method} ${url.pathname.split('/').pop() ?? ''}${body}`);
});
afterEach(() => {
  calls = [];
});

/** A fresh client each time: the cache is per client, so each test starts with none. */
function wrapperOf(report: ReportError = () => {}) {
  const client = testClient();
  return ({ children }: { children: ReactNode }) => (
    <ApiClientProvider client={client}>
      <ReportErrorContext.Provider value={report}>{children}</ReportErrorContext.Provider>
    </ApiClientProvider>
  );
}

const useTwoPanels = () => ({ currency: usePreferences('currency'), units: usePreferences('currency') });

describe('shopper spec, states Data fetches: pending → success, one GET per namespace', () => {
  it('reads a namespace once for every subscriber, pending first', async () => {
    const { result } = renderHook(useTwoPanels, { wrapper: wrapperOf() });
    expect(result.current.currency.status).toBe('pending');
    await waitFor(() => expect(result.current.units.status).toBe('success'));
    expect(result.current.currency.values).toEqual({ selectedCurrency: 'USD' });
    expect(result.current.units.values).toBe(result.current.currency.values);
    expect(calls).toEqual(['GET currency']);
  });

  it('keeps namespaces apart, and drops the website id from what is kept', async () => {
    db.preferences.set('units', { websiteId: 'site-1', weight: 'kg' });
    const { result } = renderHook(() => ({ a: usePreferences('currency'), b: usePreferences('units') }), { wrapper: wrapperOf() });
    await waitFor(() => expect(result.current.b.status).toBe('success'));
    expect(result.current.b.values).toEqual({ weight: 'kg' });
    expect(result.current.a.values).toEqual({ selectedCurrency: 'USD' });
    expect(calls.sort()).toEqual(['GET currency', 'GET units']);
  });

  it('a failed read is failed, reported to the error service, and kept out of the page', async () => {
    server.use(...scenario('server-error'));
    const report = vi.fn();
    const { result } = renderHook(useTwoPanels, { wrapper: wrapperOf(report) });
    await waitFor(() => expect(result.current.currency.status).toBe('failed'));
    expect(result.current.units.error).toBeInstanceOf(ApiError);
    expect(result.current.units.values).toBeNull();
    expect(report).toHaveBeenCalledOnce();
  });
});

describe('shopper spec, states: an update is skipped if no value differs; a change makes subscribers refetch', () => {
  it('sends no PUT when nothing differs (the website id aside)', async () => {
    const { result } = renderHook(useTwoPanels, { wrapper: wrapperOf() });
    await waitFor(() => expect(result.current.currency.status).toBe('success'));
    let sent = true;
    await act(async () => {
      sent = await result.current.units.update({ selectedCurrency: 'USD', websiteId: 'site-9' });
    });
    expect(sent).toBe(false);
    expect(calls).toEqual(['GET currency']);
  });

  it('PUTs the cached values with the patch (no website id), then every subscriber sees one refetch', async () => {
    db.preferences.set('display', { websiteId: 'site-1', units: 'metric', compact: false });
    const { result } = renderHook(() => ({ a: usePreferences('display'), b: usePreferences('display') }), { wrapper: wrapperOf() });
    await waitFor(() => expect(result.current.a.status).toBe('success'));
    let sent = false;
    await act(async () => {
      sent = await result.current.a.update({ units: 'imperial', websiteId: 'site-1' });
    });
    expect(sent).toBe(true);
    await waitFor(() => expect(result.current.b.values).toEqual({ units: 'imperial', compact: false }));
    expect(calls).toEqual(['GET display', 'PUT display {"units":"imperial","compact":false}', 'GET display']);
    expect(db.preferences.get('display')).toEqual({ units: 'imperial', compact: false });
  });

  it('a failed save is reported and rethrown, and the subscriber that saved shows it', async () => {
    const report = vi.fn();
    const { result } = renderHook(useTwoPanels, { wrapper: wrapperOf(report) });
    await waitFor(() => expect(result.current.currency.status).toBe('success'));
    server.use(...scenario('preferences-save-failure'));
    let thrown: unknown = null;
    await act(async () => {
      thrown = await result.current.currency.update({ selectedCurrency: 'EUR' }).catch((error: unknown) => error);
    });
    expect(thrown).toBeInstanceOf(ApiError);
    expect((thrown as ApiError).status).toBe(500);
    expect(report).toHaveBeenCalledWith(thrown);
    expect(result.current.currency.updateError).toBe(thrown);
    expect(result.current.units.updateError).toBeNull();
    expect(result.current.units.values).toEqual({ selectedCurrency: 'USD' });
    expect(result.current.currency.saving).toBe(false);
  });

  it('a later subscriber reads the cache without another GET', async () => {
    const wrapper = wrapperOf();
    const first = renderHook(() => usePreferences('currency'), { wrapper });
    await waitFor(() => expect(first.result.current.status).toBe('success'));
    const second = renderHook(() => usePreferences('currency'), { wrapper });
    expect(second.result.current.values).toEqual({ selectedCurrency: 'USD' });
    expect(calls).toEqual(['GET currency']);
  });
});
