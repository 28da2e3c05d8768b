// @vitest-environment jsdom
/** Performance records (rendering spec, calls, constants and limits) and session recording (shopper spec, states): when they are sent, and never throwing. */
import { act, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClient } from '../../api/client.ts';
import type { PerformanceScheduler } from '../../api/performance.ts';
import { TEST_ORIGIN, testClient } from '../../api/testing.ts';
import { db } from '../../mocks/db.ts';
import { FULLSTORY_ID } from '../../mocks/handlers/session.ts';
import { scenario } from '../../mocks/scenarios.ts';
import { startMockBackend } from '../../mocks/testing.ts';
import { ApiClientProvider } from '../shared/useApiClient.tsx';
import { usePerformanceRecords, type ObservedEntry, type PerformanceWatcher } from './usePerformanceRecords.ts';
import { useSessionRecording } from './useSessionRecording.ts';
import { VisitorTelemetry } from './useVisitorTelemetry.tsx';

const server = await startMockBackend();

const eligible = { country: 'US', timeZone: 'America/New_York', toggle: true, variant: 'true', cpuCores: 4 };

/** A scheduler the test fires by hand: load's 30 s timer and the page becoming hidden. */
function manualScheduler() {
  const due: { afterLoad: Array<[number, () => void]>; hidden: Array<() => void> } = { afterLoad: [], hidden: [] };
  const scheduler: PerformanceScheduler = {
    afterLoad(ms, callback) {
      due.afterLoad.push([ms, callback]);
      return () => (due.afterLoad = due.afterLoad.filter(([, each]) => each !== callback));
    },
    onHidden(callback) {
      due.hidden.push(callback);
      return () => (due.hidden = due.hidden.filter((each) => each !== callback));
    },
  };
  return { scheduler, due };
}

/** A watcher that reports the given entries at once, as a buffered PerformanceObserver does. */
function entries(...list: ObservedEntry[]): PerformanceWatcher {
  return (types, onEntry) => {
    list.filter((entry) => types.includes(entry.entryType)).forEach(onEntry);
    return () => {};
  };
}

const navigation: ObservedEntry = { entryType: 'navigation', startTime: 0, json: { name: 'https://shop.test/', duration: 812 } };
const paint: ObservedEntry = { entryType: 'paint', startTime: 120, json: { name: 'first-contentful-paint' } };

function clientWith(sendBeacon: (url: string, data: Blob) => boolean): ApiClient {
  return createApiClient({ fetch: (input, init) => fetch(input, init), baseUrl: TEST_ORIGIN, getCookie: () => undefined, sendBeacon, warn: () => {} });
}

const wrapperOf = (client: ApiClient) => ({ children }: { children: ReactNode }) => <ApiClientProvider client={client}>{children}</ApiClientProvider>;

const performancePosts = () => db.telemetry.filter((record) => record.endpoint === 'performance.sendRecords');

afterEach(() => vi.restoreAllMocks());

describe('rendering spec, calls performance records are sent by beacon or a plain-text POST', () => {
  it('waits 30 s after load, then sends the batch once by beacon', async () => {
    const beacons: Array<{ url: string; body: string }> = [];
    const sendBeacon = vi.fn((url: string, data: Blob) => {
      void data.text().then((body) => beacons.push({ url, body }));
      return true;
    });
    const { scheduler, due } = manualScheduler();
    renderHook(() => usePerformanceRecords({ scheduler, watch: entries(navigation, paint) }), { wrapper: wrapperOf(clientWith(sendBeacon)) });
    expect(due.afterLoad.map(([ms]) => ms)).toEqual([30_000]);
    expect(sendBeacon).not.toHaveBeenCalled();
    act(() => due.afterLoad[0]?.[1]());
    expect(sendBeacon).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(beacons).toHaveLength(1));
    expect(beacons[0]?.url).toBe(`${TEST_ORIGIN}/api/1/performance/records`);
    const records = JSON.parse(beacons[0]?.body ?? '[]') as Array<{ event: string; app: string; pageLoadId: string }>;
    expect(records.map((record) => record.event)).toEqual(['navigation', 'paint']);
    expect(new Set(records.map((record) => record.pageLoadId)).size).toBe(1);
    // Once: the page being hidden later sends nothing more, and nobody listens any longer.
    expect(due.hidden).toEqual([]);
    expect(due.afterLoad).toEqual([]);
  });

  it('sends when the page becomes hidden before the 30 s are up', () => {
    const sendBeacon = vi.fn(() => true);
    const { scheduler, due } = manualScheduler();
    renderHook(() => usePerformanceRecords({ scheduler, watch: entries(navigation) }), { wrapper: wrapperOf(clientWith(sendBeacon)) });
    act(() => due.hidden[0]?.());
    expect(sendBeacon).toHaveBeenCalledOnce();
    expect(due.afterLoad).toEqual([]);
  });

  it('posts the batch as plain text when the browser refuses the beacon', async () => {
    const { scheduler, due } = manualScheduler();
    renderHook(() => usePerformanceRecords({ scheduler, watch: entries(navigation) }), { wrapper: wrapperOf(clientWith(() => false)) });
    act(() => due.hidden[0]?.());
    await vi.waitFor(() => expect(performancePosts()).toHaveLength(1));
    expect(performancePosts()[0]?.body).toMatchObject([{ app: 'vitrine', event: 'navigation' }]);
  });

  it('falls back to the post when the beacon throws', async () => {
    const { scheduler, due } = manualScheduler();
    const throwing = () => {
      throw new TypeError('beacon blocked');
    };
    renderHook(() => usePerformanceRecords({ scheduler, watch: entries(navigation) }), { wrapper: wrapperOf(clientWith(throwing)) });
    expect(() => act(() => due.hidden[0]?.())).not.toThrow();
    await vi.waitFor(() => expect(performancePosts()).toHaveLength(1));
  });

  it('lets a failed post go quietly (warned by the client, never thrown)', async () => {
    server.use(...scenario('server-error'));
    const warn = vi.fn();
    const client = createApiClient({ fetch: (input, init) => fetch(input, init), baseUrl: TEST_ORIGIN, getCookie: () => undefined, sendBeacon: () => false, warn });
    const { scheduler, due } = manualScheduler();
    renderHook(() => usePerformanceRecords({ scheduler, watch: entries(navigation) }), { wrapper: wrapperOf(client) });
    expect(() => act(() => due.hidden[0]?.())).not.toThrow();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce());
  });

  it('sends nothing while nothing was measured, and nothing when disabled', () => {
    const sendBeacon = vi.fn(() => true);
    const { scheduler, due } = manualScheduler();
    renderHook(() => usePerformanceRecords({ scheduler, watch: entries() }), { wrapper: wrapperOf(clientWith(sendBeacon)) });
    act(() => due.hidden[0]?.());
    renderHook(() => usePerformanceRecords({ scheduler, watch: entries(navigation), enabled: false }), { wrapper: wrapperOf(clientWith(sendBeacon)) });
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});

describe('shopper spec, states session recording', () => {
  it('fetches the id and starts the recorder when eligible', async () => {
    const start = vi.fn();
    renderHook(() => useSessionRecording({ ...eligible, start }), { wrapper: wrapperOf(testClient()) });
    await vi.waitFor(() => expect(start).toHaveBeenCalledWith(FULLSTORY_ID));
  });

  it('fetches nothing when not eligible', async () => {
    const getId = vi.fn(() => Promise.resolve('x'));
    const client = testClient();
    const spied = { ...client, session: { ...client.session, getFullstoryId: getId } };
    for (const change of [{ country: 'FR' }, { timeZone: 'Europe/Paris' }, { toggle: false }, { variant: 'false' }, { cpuCores: 2 }]) {
      renderHook(() => useSessionRecording({ ...eligible, ...change, start: vi.fn() }), { wrapper: wrapperOf(spied) });
    }
    await act(async () => {
      await Promise.resolve();
    });
    expect(getId).not.toHaveBeenCalled();
  });

  it('logs a starter that throws, and nothing more', async () => {
    const log = vi.fn();
    const start = () => {
      throw new Error('recorder script blocked');
    };
    renderHook(() => useSessionRecording({ ...eligible, start, log }), { wrapper: wrapperOf(testClient()) });
    await vi.waitFor(() => expect(log).toHaveBeenCalledOnce());
  });
});

describe('VisitorTelemetry mounts the three once', () => {
  it('starts session recording, performance records and the census cookies through its options', async () => {
    const start = vi.fn();
    const { scheduler, due } = manualScheduler();
    render(
      <ApiClientProvider client={testClient()}>
        <VisitorTelemetry websiteId="site-1" performance={{ scheduler, watch: entries() }} sessionRecording={{ ...eligible, start }}>
          <span />
        </VisitorTelemetry>
      </ApiClientProvider>,
    );
    await vi.waitFor(() => expect(start).toHaveBeenCalledWith(FULLSTORY_ID));
    expect(due.hidden).toHaveLength(1);
    expect(document.cookie).toContain('ss_cvr=');
    for (const name of ['ss_cvr', 'ss_cvt', 'ss_cid']) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });
});
