/**
 * Analytics wired to the page (issue 13; shopper.md §3, §4, §7, §9). A site mounts one
 * {@link AnalyticsProvider} with its page context and its own visitor and pixel clients; components call
 * {@link useAnalytics}. Without a provider the census calls are sent as before and everything else does
 * nothing, so a component can always call it.
 */
import { useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createCensusApi, type CensusFields } from '../api/census.ts';
import { createEventsApi, type PipelineOptions } from '../api/events.ts';
import type { JsonObject } from '../api/parse.ts';
import { ANALYTICS_HEARTBEAT_INTERVAL_MS, type AdPixelEventName, type GatedVideoEventKey, type SiteVisitorEventName } from '../logic/analytics.ts';
import type { AdPixelEventInput, PipelineEventPayload } from '../logic/analyticsEvents.ts';
import { AnalyticsContext, type AnalyticsContextValue, type AnalyticsSink, type VisitorEventInput } from './analytics/context.ts';
import { pageHidden } from './analytics/browserPage.ts';
import { createPageAnalytics, type AnalyticsPage } from './analytics/pageAnalytics.ts';
import { useApiModule } from './useApiClient.tsx';

export type { AnalyticsSink, VisitorEventInput } from './analytics/context.ts';
export type { AnalyticsPage } from './analytics/pageAnalytics.ts';

/** What {@link useAnalytics} gives. Nothing in it ever throws. */
export interface Analytics {
  /** The census calls, suppressed per shopper.md §4 (then resolving false, sending nothing); failures resolve false. */
  census: {
    buttonRender(fields: CensusFields): Promise<boolean>;
    buttonClick(fields: CensusFields): Promise<boolean>;
    formRender(formId: string): Promise<boolean>;
    overlay(event: JsonObject): Promise<boolean>;
    recordQuickView(productId: string): Promise<boolean>;
  };
  /** A site-visitor event to the site's sink, with the commerce fields of §3; nothing without a provider. */
  visitorEvent(name: SiteVisitorEventName, input: VisitorEventInput): void;
  /** An advertising-pixel event to the site's sink; nothing without a provider. */
  pixelEvent(name: AdPixelEventName, input: AdPixelEventInput): void;
  /** A gated-video event (RecordEvent), sent only with a census cookie present (shopper.md §4); nothing without a provider. */
  gatedVideoEvent(key: GatedVideoEventKey, data?: JsonObject): void;
  /** Records a site search (event 2) and the pixel's Search event; nothing for an empty query or without a provider. */
  siteSearch(query: string): void;
  /** Posts to the events pipeline as JSON or by beacon (200 or 202 is success); false when suppressed, failed or without a provider. */
  pipeline(event: PipelineEventPayload | JsonObject, options?: PipelineOptions): Promise<boolean>;
}

function attempt(send: () => Promise<boolean>): Promise<boolean> {
  try {
    return send().catch(() => false);
  } catch {
    return Promise.resolve(false);
  }
}

const NOT_SENT = () => Promise.resolve(false);
const NOTHING = () => undefined;

function analyticsOf(page: AnalyticsContextValue | null, api: ReturnType<typeof createCensusApi>): Analytics {
  const fields = page?.censusFields ?? {};
  const send = (call: () => Promise<boolean>) => (page === null || page.eventsAllowed ? attempt(call) : Promise.resolve(false));
  const guard = <A extends unknown[]>(run: ((...args: A) => void) | undefined) => (...args: A) => {
    try {
      run?.(...args);
    } catch {
      // Analytics never disturb the page.
    }
  };
  return {
    census: {
      buttonRender: (own) => send(() => api.buttonRender({ ...fields, ...own })),
      buttonClick: (own) => send(() => api.buttonClick({ ...fields, ...own })),
      formRender: (formId) => send(() => api.formRender(formId)),
      overlay: (event) => send(() => api.overlay(event)),
      recordQuickView: (productId) => send(() => api.recordQuickView(productId)),
    },
    visitorEvent: page ? guard(page.visitorEvent) : NOTHING,
    pixelEvent: page ? guard(page.pixelEvent) : NOTHING,
    gatedVideoEvent: page ? guard(page.gatedVideoEvent) : NOTHING,
    siteSearch: page ? guard(page.siteSearch) : NOTHING,
    pipeline: page ? (event, options) => attempt(() => page.pipeline(event, options)) : NOT_SENT,
  };
}

/** The page's analytics: works with or without an {@link AnalyticsProvider}, and never throws. */
export function useAnalytics(): Analytics {
  const page = useContext(AnalyticsContext);
  const census = useApiModule('census', createCensusApi);
  return useMemo(() => analyticsOf(page, census), [page, census]);
}

/** Props of {@link AnalyticsProvider}. */
export interface AnalyticsProviderProps {
  /** The page context: suppression (roles, page type, census off, search page) and the event fields. @default the browser's page, tracked */
  page?: AnalyticsPage;
  /** The site's visitor and pixel clients. @default none (events go nowhere) */
  sink?: AnalyticsSink;
  children: ReactNode;
}

/** A value kept outside React's state, read when an event happens. */
function latestValue<T>(initial: T): { get: () => T; set: (value: T) => void } {
  let value = initial;
  return {
    get: () => value,
    set: (next) => {
      value = next;
    },
  };
}

function pageKey(page: AnalyticsPage | undefined): string {
  try {
    return JSON.stringify(page ?? {});
  } catch {
    return '{}';
  }
}

/**
 * The page's analytics: on mount the page view (event 1) and, on a search, the site search (event 2);
 * then a heartbeat (event 10) every ANALYTICS_HEARTBEAT_INTERVAL_MS while the page is visible; every
 * call suppressed per shopper.md §4. A change of page context counts as a new page.
 */
export function AnalyticsProvider({ page, sink, children }: AnalyticsProviderProps) {
  const census = useApiModule('census', createCensusApi);
  const events = useApiModule('events', createEventsApi);
  const key = pageKey(page);
  // The sink is read at each event, so a site passing a new object each render neither resends the page view nor loses events.
  const [sinkBox] = useState(() => latestValue(sink));
  useEffect(() => sinkBox.set(sink), [sinkBox, sink]);
  const analytics = useMemo(
    () => createPageAnalytics(JSON.parse(key) as AnalyticsPage, census, events, sinkBox.get),
    [key, census, events, sinkBox],
  );
  // The page view is sent once per page, even when React runs an effect twice (StrictMode).
  const viewed = useRef<object | null>(null);
  useEffect(() => {
    if (viewed.current !== analytics) {
      viewed.current = analytics;
      void analytics.pageView();
      const query = (JSON.parse(key) as AnalyticsPage).searchQuery;
      if (typeof query === 'string') analytics.siteSearch(query);
    }
    if (!analytics.eventsAllowed) return;
    const timer = setInterval(() => {
      if (!pageHidden()) void analytics.heartbeat();
    }, ANALYTICS_HEARTBEAT_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [analytics, key]);
  return <AnalyticsContext.Provider value={analytics}>{children}</AnalyticsContext.Provider>;
}
