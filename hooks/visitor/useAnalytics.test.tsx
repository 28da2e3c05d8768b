// @vitest-environment jsdom
/** Analytics wired to the page (shopper spec, entities, states, calls, constants and limits) against the mock backend. */
import { act, render, renderHook, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { createApiClient } from '../../api/client.ts';
import { TEST_ORIGIN } from '../../api/testing.ts';
import { db } from '../../mocks/db.ts';
import { startMockBackend } from '../../mocks/testing.ts';
import { ApiClientProvider } from '../shared/useApiClient.tsx';
import { AnalyticsProvider, useAnalytics, usePageAnalytics, type AnalyticsPage, type AnalyticsSink } from './useAnalytics.tsx';

const server = await startMockBackend();

/** Calls still in flight: a test's page view must land before the backend is reset for the next test. */
let inFlight = 0;
function trackedClient(options: Partial<Parameters<typeof createApiClient>[0]> = {}) {
  return createApiClient({
    baseUrl: TEST_ORIGIN,
    getCookie: () => undefined,
    ...options,
    fetch: (input, init) => {
      inFlight += 1;
      return fetch(input, init).finally(() => {
        inFlight -= 1;
      });
    },
  });
}
const client = trackedClient();

afterEach(async () => {
  for (let tries = 0; tries < 200 && inFlight > 0; tries += 1) await new Promise((resolve) => setTimeout(resolve, 1));
  vi.useRealTimers();
  document.cookie = 'ss_cvr=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

const sent = (endpoint: string) => db.telemetry.filter((record) => record.endpoint === endpoint).map((record) => record.body);
/** The hits RecordHit received: their event numbers as sent, and their data parsed. */
const hits = () =>
  sent('census.recordHit').map((body) => {
    const form = body as Record<string, string>;
    return { event: form.event, data: JSON.parse(form.data ?? 'null') as Record<string, unknown> };
  });

function wrapperFor(page: AnalyticsPage | undefined, sink?: AnalyticsSink, apiClient = client) {
  return ({ children }: { children: ReactNode }) => (
    <ApiClientProvider client={apiClient}>
      <AnalyticsProvider {...(page ? { page } : {})} {...(sink ? { sink } : {})}>
        {children}
      </AnalyticsProvider>
    </ApiClientProvider>
  );
}

const shopPage: AnalyticsPage = { websiteId: 'site-1', templateId: 'tpl-9', pageType: 1, path: '/shop', collectionId: 'col-shop' };

/** Waits until every call in flight has been answered and recorded. */
async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Waits for the recorded events (testing-library's waitFor polls with setInterval, which these tests fake). */
async function eventsBecome(expected: string[]): Promise<void> {
  for (let tries = 0; tries < 200 && JSON.stringify(hits().map((hit) => hit.event)) !== JSON.stringify(expected); tries += 1) await settle();
  expect(hits().map((hit) => hit.event)).toEqual(expected);
}

describe('page view (shopper spec, calls RecordHit, event 1)', () => {
  it('sends one page view on mount with the older event fields of entities', async () => {
    renderHook(() => useAnalytics(), { wrapper: wrapperFor(shopPage) });
    await waitFor(() => expect(hits()).toHaveLength(1));
    const [hit] = hits();
    expect(hit?.event).toBe('1');
    expect(hit?.data).toMatchObject({ websiteId: 'site-1', templateId: 'tpl-9', pagePath: '/shop', collectionId: 'col-shop' });
    expect(Object.keys(hit?.data ?? {})).toContain('clientDate');
  });

  it('a viewer-only logged-in user counts as a visitor (shopper spec, roles)', async () => {
    renderHook(() => useAnalytics(), { wrapper: wrapperFor({ ...shopPage, user: { roles: [10] } }) });
    await waitFor(() => expect(hits().map((hit) => hit.event)).toEqual(['1']));
  });
});

describe('the provider on a real page', () => {
  it('sends the page view once under StrictMode, and again for a new page', async () => {
    const page = (path: string) => (
      <StrictMode>
        <ApiClientProvider client={client}>
          <AnalyticsProvider page={{ ...shopPage, path }}>
            <div />
          </AnalyticsProvider>
        </ApiClientProvider>
      </StrictMode>
    );
    const { rerender } = render(page('/shop'));
    await eventsBecome(['1']);
    rerender(page('/shop'));
    await settle();
    expect(hits().map((hit) => hit.data.pagePath)).toEqual(['/shop']);
    rerender(page('/shop/p/linen-shirt'));
    await eventsBecome(['1', '1']);
    expect(hits().map((hit) => hit.data.pagePath)).toEqual(['/shop', '/shop/p/linen-shirt']);
  });

  it('hostile page context never throws: wrong types, a circular object, a throwing proxy', async () => {
    const circular: Record<string, unknown> = { websiteId: 'w' };
    circular.self = circular;
    const throwing = new Proxy({}, { get: () => { throw new Error('no'); }, ownKeys: () => { throw new Error('no'); } });
    const pages = [
      { pageType: 'fifty', user: { roles: 'admin' }, path: 42, websiteId: {}, searchQuery: 7, censusDisabled: 'yes' },
      circular,
      throwing,
    ] as unknown as AnalyticsPage[];
    for (const page of pages) {
      const { result, unmount } = renderHook(() => useAnalytics(), { wrapper: wrapperFor(page) });
      expect(() => result.current.visitorEvent('VisitPDP', { product: null })).not.toThrow();
      await expect(result.current.census.buttonRender({ itemId: 'p1' })).resolves.toEqual(expect.any(Boolean));
      unmount();
    }
  });
});

describe('shopper spec, states Analytics suppression', () => {
  const suppressed: Array<[string, AnalyticsPage]> = [
    ['a logged-in editor', { ...shopPage, user: { roles: [4] } }],
    ['a viewer who also administers', { ...shopPage, user: { roles: [10, 1] } }],
    ['not found (100)', { ...shopPage, pageType: 100 }],
    ['lock screen (103)', { ...shopPage, pageType: 103 }],
    ['member-area access denied (106)', { ...shopPage, pageType: 106 }],
    ['census disabled', { ...shopPage, censusDisabled: true }],
  ];
  it.each(suppressed)('%s: no page view and no census call from a component', async (_, page) => {
    const { result } = renderHook(() => useAnalytics(), { wrapper: wrapperFor(page) });
    await expect(result.current.census.buttonRender({ itemId: 'p1' })).resolves.toBe(false);
    await expect(result.current.census.formRender('form-1')).resolves.toBe(false);
    await expect(result.current.census.recordQuickView('p1')).resolves.toBe(false);
    await settle();
    expect(db.telemetry).toEqual([]);
  });

  it('the search page drops only the page view: the site search (event 2) is recorded', async () => {
    const { result } = renderHook(() => useAnalytics(), { wrapper: wrapperFor({ ...shopPage, path: '/search', searchQuery: ' linen ' }) });
    await waitFor(() => expect(hits().map((hit) => hit.event)).toEqual(['2']));
    expect(hits()[0]?.data).toMatchObject({ query: 'linen', pagePath: '/search' });
    await expect(result.current.census.buttonRender({ itemId: 'p1' })).resolves.toBe(true);
  });
});

describe('census calls from components (shopper spec, calls)', () => {
  it('button render and click carry the page fields and the component’s own', async () => {
    const { result } = renderHook(() => useAnalytics(), { wrapper: wrapperFor(shopPage) });
    await expect(result.current.census.buttonRender({ itemId: 'prod-1' })).resolves.toBe(true);
    await expect(result.current.census.buttonClick({ itemId: 'prod-1' })).resolves.toBe(true);
    const expected = { websiteId: 'site-1', templateId: 'tpl-9', pagePath: '/shop', collectionId: 'col-shop', itemId: 'prod-1', visitorCookie: '' };
    expect(sent('census.buttonRender')).toEqual([expected]);
    expect(sent('census.buttonClick')).toEqual([expected]);
  });

  it('without a provider the census calls are sent as before, and events do nothing', async () => {
    const { result } = renderHook(() => useAnalytics(), { wrapper: ({ children }) => <ApiClientProvider client={client}>{children}</ApiClientProvider> });
    await expect(result.current.census.formRender('form-7')).resolves.toBe(true);
    expect(sent('census.formRender')).toEqual([{ formId: 'form-7', visitorCookie: '' }]);
    expect(() => result.current.visitorEvent('VisitPDP', {})).not.toThrow();
    await expect(result.current.pipeline({ a: 1 })).resolves.toBe(false);
    expect(hits()).toEqual([]);
  });

  it('usePageAnalytics (for budgeted components) sends through the provider, and nothing without one', async () => {
    const { result } = renderHook(() => usePageAnalytics(), { wrapper: ({ children }) => <ApiClientProvider client={client}>{children}</ApiClientProvider> });
    await expect(result.current.census.buttonRender({ itemId: 'p1' })).resolves.toBe(false);
    await settle();
    expect(db.telemetry).toEqual([]);
    const provided = renderHook(() => usePageAnalytics(), { wrapper: wrapperFor(shopPage) });
    await expect(provided.result.current.census.buttonRender({ itemId: 'p1' })).resolves.toBe(true);
    expect(sent('census.buttonRender')).toHaveLength(1);
  });

  it('a failed census call resolves false and throws nothing', async () => {
    server.use(http.post('*/api/census/button-render', () => HttpResponse.error()));
    const warn = vi.fn();
    const quiet = trackedClient({ warn });
    const { result } = renderHook(() => useAnalytics(), { wrapper: wrapperFor(shopPage, undefined, quiet) });
    await expect(result.current.census.buttonRender({ itemId: 'p1' })).resolves.toBe(false);
    expect(warn).toHaveBeenCalled();
  });
});

describe('heartbeat (event 10)', () => {
  it('is sent every 30 s while the page is tracked, and stops when the page goes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { unmount } = render(<div />, { wrapper: wrapperFor(shopPage) });
    await eventsBecome(['1']);
    act(() => void vi.advanceTimersByTime(29_999));
    await settle();
    expect(hits().map((hit) => hit.event)).toEqual(['1']);
    act(() => void vi.advanceTimersByTime(1));
    await eventsBecome(['1', '10']);
    unmount();
    act(() => void vi.advanceTimersByTime(60_000));
    await settle();
    expect(hits().map((hit) => hit.event)).toEqual(['1', '10']);
  });

  it('is not sent on a suppressed page', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    render(<div />, { wrapper: wrapperFor({ ...shopPage, censusDisabled: true }) });
    act(() => void vi.advanceTimersByTime(90_000));
    await settle();
    expect(db.telemetry).toEqual([]);
  });
});

describe('visitor and pixel events through the sink', () => {
  it('a visitor event carries the commerce fields of entities built from the page and the input', () => {
    const visitorEvent = vi.fn();
    const { result } = renderHook(() => useAnalytics(), { wrapper: wrapperFor({ ...shopPage, pageType: 50, currency: 'eur' }, { visitorEvent }) });
    result.current.visitorEvent('VisitPDP', { product: { itemId: 'prod-1', itemTitle: 'Linen Shirt' }, itemPrice: 4500 });
    expect(visitorEvent).toHaveBeenCalledWith('VisitPDP', expect.objectContaining({
      website_id: 'site-1',
      product_page: 'pdp',
      currency_code: 'EUR',
      item_price: 4500,
      product: { item_id: 'prod-1', item_type: null, item_title: 'Linen Shirt', item_collection_id: null, item_collection_name: null },
    }));
  });

  it('a sink that throws never reaches the component', () => {
    const sink: AnalyticsSink = {
      visitorEvent: () => {
        throw new Error('sink down');
      },
      pixelEvent: () => {
        throw new Error('pixel down');
      },
    };
    const { result } = renderHook(() => useAnalytics(), { wrapper: wrapperFor(shopPage, sink) });
    expect(() => result.current.visitorEvent('AddToCart', {})).not.toThrow();
    expect(() => result.current.pixelEvent('AddToCart', { contentIds: ['p1'] })).not.toThrow();
  });

  it('a suppressed page gives the sink nothing', () => {
    const sink = { visitorEvent: vi.fn(), pixelEvent: vi.fn() };
    const { result } = renderHook(() => useAnalytics(), { wrapper: wrapperFor({ ...shopPage, user: { roles: [1] } }, sink) });
    result.current.visitorEvent('ViewCart', {});
    result.current.pixelEvent('ViewContent', {});
    expect(sink.visitorEvent).not.toHaveBeenCalled();
    expect(sink.pixelEvent).not.toHaveBeenCalled();
  });
});

const CENSUS_COOKIE = 'ss_cvr=4821|1772870400000|1772870400000|1772870400000|1';
const clearCensusCookie = () => {
  document.cookie = 'ss_cvr=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
};

/** The gated-video events RecordEvent received: their names and data. */
const gatedEvents = () =>
  sent('events.recordEvent').map((body) => {
    const form = body as Record<string, string>;
    return { event: form.event, data: JSON.parse(form.data ?? 'null') as Record<string, unknown> };
  });

const videoList: AnalyticsPage = { websiteId: 'site-1', pageType: 1, path: '/videos', collectionId: 'col-videos', gatedVideo: {} };

describe('shopper spec, calls gated-video events, sent only with a census cookie (states)', () => {
  afterEach(clearCensusCookie);

  it('a gated video list sends its page view once on opening, with the page fields', async () => {
    document.cookie = CENSUS_COOKIE;
    render(
      <StrictMode>
        <div />
      </StrictMode>,
      { wrapper: wrapperFor(videoList) },
    );
    await waitFor(() => expect(gatedEvents()).toHaveLength(1));
    await settle();
    expect(gatedEvents()).toEqual([{ event: 'video_list_page_view', data: { websiteId: 'site-1', pagePath: '/videos', collectionId: 'col-videos', itemId: null } }]);
  });

  it('a video\'s page sends its page view with the viewer\'s access status', async () => {
    document.cookie = CENSUS_COOKIE;
    render(<div />, { wrapper: wrapperFor({ ...videoList, pageType: 50, path: '/videos/weaving', itemId: 'video-1', gatedVideo: { viewerHasAccess: true } }) });
    await waitFor(() => expect(gatedEvents()).toHaveLength(1));
    expect(gatedEvents()[0]).toMatchObject({ event: 'video_detail_page_view', data: { itemId: 'video-1', viewerAccessStatus: 'granted' } });
  });

  it('the access-denied page sends its page view and its call to action, though it sends no other analytics', async () => {
    document.cookie = CENSUS_COOKIE;
    const { result } = renderHook(() => useAnalytics(), { wrapper: wrapperFor({ ...videoList, pageType: 106, path: '/videos/members' }) });
    await waitFor(() => expect(gatedEvents()).toHaveLength(1));
    result.current.gatedVideoEvent('accessDeniedCtaClick', { destinationUrl: 'https://shop.test/join' });
    result.current.gatedVideoEvent('thirdPartyVideoClick', {});
    await waitFor(() => expect(gatedEvents()).toHaveLength(2));
    await settle();
    expect(gatedEvents().map((each) => each.event)).toEqual(['access_denied_page_view', 'access_denied_cta_click']);
    expect(gatedEvents()[1]?.data).toMatchObject({ destinationUrl: 'https://shop.test/join' });
    expect(hits()).toEqual([]);
    await expect(result.current.census.buttonRender({ itemId: 'p1' })).resolves.toBe(false);
  });

  it('nothing without a census cookie, or on a page that is not a gated collection\'s', async () => {
    const { result } = renderHook(() => useAnalytics(), { wrapper: wrapperFor(videoList) });
    result.current.gatedVideoEvent('thirdPartyVideoClick', {});
    await settle();
    expect(gatedEvents()).toEqual([]);
    document.cookie = CENSUS_COOKIE;
    const plain = renderHook(() => useAnalytics(), { wrapper: wrapperFor(shopPage) });
    plain.result.current.gatedVideoEvent('thirdPartyVideoClick', {});
    await settle();
    expect(gatedEvents()).toEqual([]);
  });

  it('nothing for a logged-in editor or with census off, on the access-denied page too', async () => {
    document.cookie = CENSUS_COOKIE;
    for (const page of [{ ...videoList, user: { roles: [4] } }, { ...videoList, pageType: 106, user: { roles: [1] } }, { ...videoList, pageType: 106, censusDisabled: true }]) {
      const { result, unmount } = renderHook(() => useAnalytics(), { wrapper: wrapperFor(page) });
      result.current.gatedVideoEvent('accessDeniedCtaClick', {});
      result.current.gatedVideoEvent('thirdPartyVideoClick', {});
      await settle();
      unmount();
    }
    expect(db.telemetry).toEqual([]);
  });
});

describe('shopper spec, calls audio (20) and video (21) events', () => {
  it('a media event is a census hit with the older fields and the media\'s', async () => {
    const { result } = renderHook(() => usePageAnalytics(), { wrapper: wrapperFor({ ...shopPage, pageType: 2, path: '/podcast' }) });
    await eventsBecome(['1']);
    result.current.mediaEvent?.('audio', { title: 'Episode 12', author: 'The Linen Hour' });
    result.current.mediaEvent?.('video', { url: 'https://www.youtube.com/embed/x', provider: 'YouTube' });
    await eventsBecome(['1', '20', '21']);
    expect(hits()[1]?.data).toMatchObject({ pagePath: '/podcast', websiteId: 'site-1', mediaType: 'audio', mediaTitle: 'Episode 12', mediaAuthor: 'The Linen Hour' });
    expect(hits()[2]?.data).toMatchObject({ mediaType: 'video', mediaUrl: 'https://www.youtube.com/embed/x', mediaProvider: 'YouTube' });
  });

  it('nothing on a suppressed page, and no media events without a provider', async () => {
    const { result } = renderHook(() => usePageAnalytics(), { wrapper: wrapperFor({ ...shopPage, user: { roles: [4] } }) });
    result.current.mediaEvent?.('audio', { title: 'Episode 12' });
    const bare = renderHook(() => usePageAnalytics(), { wrapper: ({ children }) => <ApiClientProvider client={client}>{children}</ApiClientProvider> });
    expect(bare.result.current.mediaEvent).toBeUndefined();
    await settle();
    expect(db.telemetry).toEqual([]);
  });
});

describe('shopper spec, entities, calls events pipeline', () => {
  const pipelineEvents = () => sent('events.sendPipelineEvent') as Array<Record<string, unknown>>;

  it('the page view is posted as JSON once on opening, with every newer field of entities, and the 202 counts as success', async () => {
    document.cookie = 'ss_cid=4821903';
    document.cookie = 'ss_cvr=4821903|1772000000000|1772500000000|1772870400000|3';
    render(
      <StrictMode>
        <div />
      </StrictMode>,
      { wrapper: wrapperFor({ ...shopPage, memberLocale: 'fr-FR' }) },
    );
    await waitFor(() => expect(pipelineEvents()).toHaveLength(1));
    await settle();
    document.cookie = 'ss_cid=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    expect(pipelineEvents()).toHaveLength(1);
    expect(pipelineEvents()[0]).toMatchObject({
      custom_schema_name: 'page_view',
      analytics_id: '4821903',
      session_id: '4821903.1772870400000',
      page_path: '/shop',
      context_website_id: 'site-1',
      object_identifier: 'col-shop',
      resolved_locale: 'fr-FR',
      destination_url: null,
    });
    expect(Object.keys(pipelineEvents()[0] ?? {})).toHaveLength(15);
  });

  it('no pipeline page view on the search page or a suppressed page', async () => {
    renderHook(() => useAnalytics(), { wrapper: wrapperFor({ ...shopPage, path: '/search', searchQuery: 'linen' }) });
    await eventsBecome(['2']);
    renderHook(() => useAnalytics(), { wrapper: wrapperFor({ ...shopPage, censusDisabled: true }) });
    await settle();
    expect(pipelineEvents()).toEqual([]);
  });

  it('an event by beacon goes once, with where the visitor went', async () => {
    const beacons: string[] = [];
    const beaconing = trackedClient({
      sendBeacon: (_url, data) => {
        void data.text().then((text) => beacons.push(text));
        return true;
      },
    });
    const { result } = renderHook(() => usePageAnalytics(), { wrapper: wrapperFor({ ...shopPage, pageType: 50 }, undefined, beaconing) });
    await waitFor(() => expect(pipelineEvents()).toHaveLength(1));
    result.current.pipelineEvent?.('related_product_click', { objectIdentifier: 'prod-2', destinationUrl: 'https://shop.test/shop/p/canvas-tote' }, { beacon: true });
    await waitFor(() => expect(beacons).toHaveLength(1));
    expect(JSON.parse(beacons[0] ?? '{}')).toMatchObject({ custom_schema_name: 'related_product_click', object_identifier: 'prod-2', destination_url: 'https://shop.test/shop/p/canvas-tote' });
    expect(pipelineEvents()).toHaveLength(1);
  });

  it('a beacon that throws falls back to a post and never reaches the page', async () => {
    const throwing = trackedClient({
      sendBeacon: () => {
        throw new TypeError('beacon blocked');
      },
    });
    const { result } = renderHook(() => usePageAnalytics(), { wrapper: wrapperFor({ ...shopPage, pageType: 50 }, undefined, throwing) });
    await waitFor(() => expect(pipelineEvents()).toHaveLength(1));
    expect(() => result.current.pipelineEvent?.('related_product_click', { objectIdentifier: 'prod-2' }, { beacon: true })).not.toThrow();
    await waitFor(() => expect(pipelineEvents()).toHaveLength(2));
    expect(pipelineEvents()[1]).toMatchObject({ custom_schema_name: 'related_product_click' });
  });

  it('a beacon the browser refuses goes as one post; a failed post is not repeated', async () => {
    server.use(http.post('*/api/events/pipeline', () => HttpResponse.json({}, { status: 500 })));
    const beacon = vi.fn(() => false);
    const refusing = trackedClient({ sendBeacon: beacon, warn: vi.fn() });
    const { result } = renderHook(() => useAnalytics(), { wrapper: wrapperFor({ ...shopPage, path: '/search' }, undefined, refusing) });
    const posts: string[] = [];
    const listen = ({ request }: { request: Request }) => {
      if (request.url.endsWith('/api/events/pipeline')) posts.push(request.method);
    };
    server.events.on('request:start', listen);
    await expect(result.current.pipeline({ custom_schema_name: 'x' }, { beacon: true })).resolves.toBe(false);
    server.events.removeListener('request:start', listen);
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(posts).toEqual(['POST']);
  });

  it('a refused pipeline post resolves false (warned, not thrown)', async () => {
    server.use(http.post('*/api/events/pipeline', () => HttpResponse.json({}, { status: 500 })));
    const warn = vi.fn();
    const quiet = trackedClient({ warn });
    const { result } = renderHook(() => useAnalytics(), { wrapper: wrapperFor({ ...shopPage, path: '/search' }, undefined, quiet) });
    await expect(result.current.pipeline({ custom_schema_name: 'x' })).resolves.toBe(false);
    expect(warn).toHaveBeenCalled();
  });
});
