'use client';

/**
 * Analytics wired to the page (shopper spec, entities, states, calls, constants and limits). A site mounts one
 * {@link AnalyticsProvider} with its page context and its own visitor and pixel clients; components call
 * {@link useAnalytics}. Without a provider the census calls are sent as before and everything else does
 * nothing, so a component can always call it.
 */
import { useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createCensusApi } from '../../api/census.ts';
import { createEventsApi } from '../../api/events.ts';
import { ANALYTICS_HEARTBEAT_INTERVAL_MS } from '../../logic/visitor/analytics.ts';
import { AnalyticsContext, SILENT_ANALYTICS, type Analytics, type AnalyticsSink } from './analytics/context.ts';
import { pageHidden } from './analytics/browserPage.ts';
import { attempt, createPageAnalytics, type AnalyticsPage } from './analytics/pageAnalytics.ts';
import { useApiModule } from '../shared/useApiClient.tsx';

export {
  usePageAnalytics,
  type Analytics,
  type AnalyticsSink,
  type GatedVideoEventDetails,
  type PipelineEventDetails,
  type VisitorEventInput,
} from './analytics/context.ts';
export { useMediaStart, useFrameClick, type MediaStart } from './analytics/useMediaEvents.ts';
export { useReviewsEvents, type ReviewsEvents } from './analytics/useReviewsEvents.ts';
export type { AnalyticsPage } from './analytics/pageAnalytics.ts';

/** Analytics without a provider: the census calls sent directly (never throwing), the rest doing nothing. */
function standalone(api: ReturnType<typeof createCensusApi>): Analytics {
  return {
    ...SILENT_ANALYTICS,
    census: {
      buttonRender: (fields) => attempt(() => api.buttonRender(fields)),
      buttonClick: (fields) => attempt(() => api.buttonClick(fields)),
      formRender: (formId) => attempt(() => api.formRender(formId)),
      overlay: (event) => attempt(() => api.overlay(event)),
      recordQuickView: (productId) => attempt(() => api.recordQuickView(productId)),
    },
  };
}

/** The page's analytics: works with or without an {@link AnalyticsProvider}, and never throws. */
export function useAnalytics(): Analytics {
  const page = useContext(AnalyticsContext);
  const census = useApiModule('census', createCensusApi);
  const fallback = useMemo(() => standalone(census), [census]);
  return page ?? fallback;
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
 * The page's analytics: on mount the page view (event 1, and the events pipeline's page_view), a gated
 * video collection's page view when the page is one, and, on a search, the site search (event 2); then
 * a heartbeat (event 10) every ANALYTICS_HEARTBEAT_INTERVAL_MS while the page is visible; every call
 * suppressed per shopper spec, states. A change of page context counts as a new page.
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
      void analytics.pipelinePageView();
      analytics.gatedVideoPageView();
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
