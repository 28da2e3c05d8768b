/**
 * Census, events and performance calls (shopper spec, calls, rendering spec, calls) against the mock backend:
 * what each sends, the 2500 ms census timeout, 200/202 pipeline success, the beacon, failures that
 * are swallowed and warned about, and the performance batch's schedule.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { db } from '../mocks/db.ts';
import { startMockBackend } from '../mocks/testing.ts';
import { scenario } from '../mocks/scenarios.ts';
import { createApiClient } from './client.ts';
import { ApiError } from './errors.ts';
import { CSRF_HEADER, type ApiClientOptions } from './http.ts';
import { pipelineEventPayload } from '../logic/visitor/analyticsEvents.ts';
import { createPerformanceBatch, type PerformanceRecord, type PerformanceScheduler } from './performance.ts';

const server = await startMockBackend();

const cookies: Record<string, string> = { crumb: 'crumb-123', ss_cvr: 'visitor-9' };

function makeClient(options: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    fetch: (input, init) => fetch(input, init),
    baseUrl: 'http://shop.test',
    getCookie: (name) => cookies[name],
    warn: () => {},
    ...options,
  });
}

const bodies = (endpoint: string) => db.telemetry.filter((record) => record.endpoint === endpoint).map((record) => record.body);

describe('census posts', () => {
  it('RecordHit sends the event, its data as JSON and the ss_cvr cookie, form-encoded', async () => {
    expect(await makeClient().census.recordHit(1, { pagePath: '/shop' })).toBe(true);
    expect(bodies('census.recordHit')).toEqual([{ event: '1', data: '{"pagePath":"/shop"}', ss_cvr: 'visitor-9' }]);
  });

  it('button click and render, form render, overlay and quick view are sent with the visitor cookie', async () => {
    const client = makeClient();
    expect(await client.census.buttonClick({ pagePath: '/shop', buttonText: 'Add To Cart' })).toBe(true);
    expect(await client.census.buttonRender({ pagePath: '/shop' })).toBe(true);
    expect(await client.census.formRender('form-contact')).toBe(true);
    expect(await client.census.overlay({ action: 'shown', overlayId: 'o1' })).toBe(true);
    expect(await client.census.recordQuickView('prod-canvas-tote')).toBe(true);
    expect(bodies('census.buttonClick')).toEqual([{ pagePath: '/shop', buttonText: 'Add To Cart', visitorCookie: 'visitor-9' }]);
    expect(bodies('census.buttonRender')).toEqual([{ pagePath: '/shop', visitorCookie: 'visitor-9' }]);
    expect(bodies('census.formRender')).toEqual([{ formId: 'form-contact', visitorCookie: 'visitor-9' }]);
    expect(bodies('census.overlay')).toEqual([{ action: 'shown', overlayId: 'o1' }]);
    expect(bodies('census.recordQuickView')).toEqual([{ id: 'prod-canvas-tote' }]);
  });

  it('every census post gives up after 2500 ms (shopper spec, constants and limits)', async () => {
    const asked: number[] = [];
    const client = makeClient({ timeoutSignal: (ms) => (asked.push(ms), AbortSignal.timeout(ms)) });
    await client.census.recordHit(1, {});
    await client.census.buttonClick({});
    await client.census.buttonRender({});
    await client.census.formRender('f');
    await client.census.overlay({});
    await client.census.recordQuickView('p');
    expect(asked).toEqual(Array(6).fill(2500));
  });

  it('a post that times out is dropped with a warning, never thrown', async () => {
    const warn = vi.fn();
    server.use(...scenario('slow', { delayMs: 500 }));
    const client = makeClient({ warn, timeoutSignal: () => AbortSignal.timeout(20) });
    expect(await client.census.buttonClick({ pagePath: '/shop' })).toBe(false);
    const [, error] = warn.mock.calls[0] ?? [];
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'timeout', status: 0 });
  });

  it.each(['server-error', 'offline', 'rate-limited'] as const)('%s: ignored, warned, resolves false', async (name) => {
    const warn = vi.fn();
    server.use(...scenario(name));
    const client = makeClient({ warn });
    expect(await client.census.recordHit(1, {})).toBe(false);
    expect(await client.census.recordQuickView('p')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('events', () => {
  it('RecordEvent sends the crumb, the event and its data, form-encoded', async () => {
    expect(await makeClient().events.recordEvent('AddToCart', { itemId: 'prod-canvas-tote' })).toBe(true);
    expect(bodies('events.recordEvent')).toEqual([{ crumb: 'crumb-123', event: 'AddToCart', data: '{"itemId":"prod-canvas-tote"}' }]);
  });

  it('RecordJavascriptErrors sends the batch with the crumb in the CSRF header', async () => {
    let csrf: string | null = null;
    server.use(
      http.post('*/api/events/RecordJavascriptErrors', ({ request }) => {
        csrf = request.headers.get(CSRF_HEADER);
      }),
    );
    const report = {
      app: 'vitrine',
      message: 'x is undefined',
      stack: 'at f (site.js:1:2)',
      file: 'site.js',
      line: 1,
      column: 2,
      websiteId: 'site-vitrine',
      templateId: 'tpl-vitrine',
      url: 'https://shop.example.com/',
      userAgent: 'test',
    };
    const events = [{ event: 'error', data: report, timestamp: 1700000000000 }];
    expect(await makeClient().events.recordJavascriptErrors(events)).toBe(true);
    expect(csrf).toBe('crumb-123');
    expect(bodies('events.recordJavascriptErrors')).toEqual([events]);
  });

  /** A pipeline event with every newer field of shopper spec, entities. */
  const pipelineEvent = (schemaName: string) =>
    pipelineEventPayload({ analyticsId: '4821', sessionId: '4821.1', url: 'https://shop.test/cart', windowSize: { width: 1280, height: 800 }, now: 1772870400000, schemaName, websiteId: 'site-1' });

  it('the pipeline counts 202 (and 200) as success', async () => {
    expect(await makeClient().events.sendPipelineEvent(pipelineEvent('page_view'))).toBe(true);
    expect(bodies('events.sendPipelineEvent')).toEqual([pipelineEvent('page_view')]);
    server.use(http.post('*/api/events/pipeline', () => HttpResponse.json({}, { status: 200 })));
    expect(await makeClient().events.sendPipelineEvent(pipelineEvent('page_view'))).toBe(true);
  });

  it('the mock pipeline refuses (400) an event missing a newer field of entities, and the call counts it a failure', async () => {
    const { destination_url: _left, ...partial } = pipelineEvent('page_view');
    expect(await makeClient().events.sendPipelineEvent(partial)).toBe(false);
    expect(db.telemetry).toEqual([]);
  });

  it('the pipeline counts any other status as a failure, warned about and swallowed', async () => {
    const warn = vi.fn();
    server.use(http.post('*/api/events/pipeline', () => new HttpResponse(null, { status: 204 })));
    expect(await makeClient({ warn }).events.sendPipelineEvent(pipelineEvent('page_view'))).toBe(false);
    server.use(...scenario('server-error'));
    expect(await makeClient({ warn }).events.sendPipelineEvent(pipelineEvent('page_view'))).toBe(false);
    expect(await makeClient({ warn }).events.recordEvent('x', {})).toBe(false);
    expect(await makeClient({ warn }).events.recordJavascriptErrors([])).toBe(false);
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it('the pipeline goes by beacon when asked, and by post when the browser refuses the beacon', async () => {
    const sendBeacon = vi.fn((_url: string, _data: Blob) => true);
    const event = pipelineEvent('related_product_click');
    expect(await makeClient({ sendBeacon }).events.sendPipelineEvent(event, { beacon: true })).toBe(true);
    const [url, data] = sendBeacon.mock.calls[0] ?? [];
    expect(url).toBe('http://shop.test/api/events/pipeline');
    expect(await data?.text()).toBe(JSON.stringify(event));
    expect(data?.type).toBe('application/json');
    expect(db.telemetry).toEqual([]);
    const refused = vi.fn(() => false);
    expect(await makeClient({ sendBeacon: refused }).events.sendPipelineEvent(event, { beacon: true })).toBe(true);
    expect(bodies('events.sendPipelineEvent')).toEqual([event]);
  });
});

const record = (event: string): PerformanceRecord => ({ app: 'vitrine', data: { ms: 12 }, event, pageLoadId: 'load-1', ts: 1700000000000 });

describe('POST /api/1/performance/records', () => {
  it('sends the batch as plain text', async () => {
    expect(await makeClient().performance.sendRecords([record('lcp'), record('fid')])).toBe(true);
    expect(bodies('performance.sendRecords')).toEqual([[record('lcp'), record('fid')]]);
  });

  it('by beacon as plain text when asked', async () => {
    const sendBeacon = vi.fn((_url: string, _data: Blob) => true);
    await makeClient({ sendBeacon }).performance.sendRecords([record('lcp')], { beacon: true });
    expect(sendBeacon.mock.calls[0]?.[0]).toBe('http://shop.test/api/1/performance/records');
    expect(sendBeacon.mock.calls[0]?.[1].type).toBe('text/plain;charset=utf-8');
  });

  it('a failure is warned about, never thrown', async () => {
    const warn = vi.fn();
    server.use(...scenario('offline'));
    expect(await makeClient({ warn }).performance.sendRecords([record('lcp')])).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
  });
});

/** A scheduler driven by the test: `load()` runs the after-load callback, `hide()` the hidden ones. */
function manualScheduler() {
  let afterLoad: { ms: number; callback: () => void } | null = null;
  const hidden = new Set<() => void>();
  const scheduler: PerformanceScheduler = {
    afterLoad(ms, callback) {
      afterLoad = { ms, callback };
      return () => {
        afterLoad = null;
      };
    },
    onHidden(callback) {
      hidden.add(callback);
      return () => hidden.delete(callback);
    },
  };
  return {
    scheduler,
    delay: () => afterLoad?.ms,
    load: () => afterLoad?.callback(),
    hide: () => hidden.forEach((callback) => callback()),
  };
}

describe('the performance batch (rendering spec, calls, constants and limits)', () => {
  it('is sent 30 s after load', () => {
    const clock = manualScheduler();
    const send = vi.fn();
    const batch = createPerformanceBatch(send, clock.scheduler);
    batch.record(record('lcp'));
    batch.record(record('cls'));
    expect(clock.delay()).toBe(30_000);
    expect(send).not.toHaveBeenCalled();
    clock.load();
    expect(send).toHaveBeenCalledWith([record('lcp'), record('cls')]);
    expect(batch.pending()).toBe(0);
  });

  it('is sent when the page becomes hidden, each time, and only with something in it', () => {
    const clock = manualScheduler();
    const send = vi.fn();
    const batch = createPerformanceBatch(send, clock.scheduler);
    clock.hide();
    expect(send).not.toHaveBeenCalled();
    batch.record(record('lcp'));
    clock.hide();
    batch.record(record('inp'));
    clock.hide();
    expect(send.mock.calls).toEqual([[[record('lcp')]], [[record('inp')]]]);
  });

  it('stops listening when stopped', () => {
    const clock = manualScheduler();
    const send = vi.fn();
    const batch = createPerformanceBatch(send, clock.scheduler);
    batch.record(record('lcp'));
    batch.stop();
    clock.load();
    clock.hide();
    expect(send).not.toHaveBeenCalled();
    expect(batch.pending()).toBe(1);
  });

  it("the client's batch goes by beacon to the records endpoint", () => {
    const clock = manualScheduler();
    const sendBeacon = vi.fn((_url: string, _data: Blob) => true);
    const batch = makeClient({ sendBeacon }).performance.createBatch(clock.scheduler);
    batch.record(record('lcp'));
    clock.hide();
    expect(sendBeacon).toHaveBeenCalledOnce();
    expect(sendBeacon.mock.calls[0]?.[0]).toBe('http://shop.test/api/1/performance/records');
  });
});
