/**
 * One page's analytics, outside React: the suppression verdict of logic/visitor/analytics, the page
 * view, site search and heartbeat hits, the site's visitor and pixel sinks, gated-video events and the
 * events pipeline. Nothing here throws: a failed call resolves false (the API warns), a sink that throws
 * or a beacon the browser refuses is caught here and never reaches the page.
 */
import type { createCensusApi } from '../../../api/census.ts';
import type { createEventsApi, PipelineOptions } from '../../../api/events.ts';
import type { JsonObject } from '../../../api/parse.ts';
import { ANALYTICS_EVENT, GATED_VIDEO_EVENTS, trackingDecision, type TrackingDecision } from '../../../logic/visitor/analytics.ts';
import {
  adPixelEventPayload,
  censusPageFields,
  commerceEventPayload,
  legacyEventPayload,
  pipelineEventPayload,
  type LegacyEventPayload,
  type PipelineEventPayload,
} from '../../../logic/visitor/analyticsEvents.ts';
import { gatedVideoEventAllowed, gatedVideoEventData, gatedVideoPageViewKey } from '../../../logic/visitor/analyticsGatedVideo.ts';
import { mediaEventData, type MediaEventInput, type MediaKind } from '../../../logic/visitor/analyticsMedia.ts';
import { PIPELINE_SCHEMAS, pipelineIdentity, type PipelineSchemaName } from '../../../logic/visitor/analyticsPipeline.ts';
import { COOKIE_NAMES } from '../../../logic/visitor/cookies.ts';
import { PAGE_TYPE } from '../../../logic/shared/enums.ts';
import { browserCookies, browserPage } from './browserPage.ts';
import type { Analytics, AnalyticsSink, PipelineEventDetails } from './context.ts';

/** The page context the suppression rules and the event fields need; every field optional. */
export interface AnalyticsPage {
  /** The site's website id. */
  websiteId?: string;
  templateId?: string;
  /** The page's id (commerce events' page_id). */
  pageId?: string;
  /** The page type (logic/shared/enums PAGE_TYPE). @default PAGE_TYPE.page */
  pageType?: number;
  /** The page's path. @default the browser's location.pathname */
  path?: string;
  /** The page's address. @default the browser's location.href */
  url?: string;
  /** The page's title. @default document.title */
  title?: string;
  /** The search page: no page view, events still sent (shopper spec, states). @default false */
  isSearchPage?: boolean;
  /** What the visitor searched for: a site search (event 2) is recorded on mount when it is not empty. */
  searchQuery?: string;
  /** The site's census is off: nothing is sent. @default false */
  censusDisabled?: boolean;
  /** The page's preview flag (logic/visitor/pageFlags.ts readPageFlags): the owner previewing, nothing is sent. @default false */
  preview?: boolean;
  /** The logged-in user and their contributor roles (logic/shared/enums ROLE); null or absent for a visitor. */
  user?: { roles: readonly number[] } | null;
  /** The collection shown (a listing, or a product's store page). */
  collectionId?: string;
  collectionName?: string;
  /** The item shown (a product detail page). */
  itemId?: string;
  recordType?: number;
  websiteLocale?: string;
  memberLocale?: string;
  memberAccountId?: string;
  variantId?: string;
  /** The visitor's cart, for commerce events. */
  cartId?: string;
  /** The product page's layout, for commerce events. */
  pdpLayout?: string;
  /** The shopper's selected currency; USD when none. */
  currency?: string;
  /**
   * The page belongs to a gated video collection (shopper spec, calls gated-video events): a video list
   * (page type 1), a video's page (50) or the member-area access-denied page (106) sends its gated-video
   * page view when it opens, and its videos and call to action their clicks, each only with a census
   * cookie present (states). `viewerHasAccess`: whether the visitor may watch (the detail page view's status).
   */
  gatedVideo?: { viewerHasAccess?: boolean };
}

type CensusApi = ReturnType<typeof createCensusApi>;
type EventsApi = ReturnType<typeof createEventsApi>;

/** A page's analytics: the context value and the hits the provider sends on mount and on its interval. */
export interface PageAnalytics extends Analytics {
  decision: TrackingDecision;
  /** False when the page's analytics are suppressed (shopper spec, states). */
  eventsAllowed: boolean;
  /** Sends the page view (event 1) when the page is tracked. */
  pageView(): Promise<boolean>;
  /** Sends a heartbeat (event 10) when the page's events are sent. */
  heartbeat(): Promise<boolean>;
  /** Sends the page view to the events pipeline (JSON) when the page view is tracked. */
  pipelinePageView(): Promise<boolean>;
  /** Sends a gated video collection's page view (list, detail or access denied) when the page is one. */
  gatedVideoPageView(): void;
  mediaEvent(kind: MediaKind, input: MediaEventInput): void;
  pipelineEvent: NonNullable<Analytics['pipelineEvent']>;
}

/** Runs a send that may throw or reject; resolves false instead. */
export function attempt(send: () => Promise<boolean>): Promise<boolean> {
  try {
    return send().catch(() => false);
  } catch {
    return Promise.resolve(false);
  }
}

function safely(run: () => void): void {
  try {
    run();
  } catch {
    // A site's sink failing is the site's concern, an event that cannot be built is analytics'; the page carries on.
  }
}

/** The page's address: the one given, else the browser's with the page's path (a page inside a harness or a frame names its own). */
function pageUrl(page: AnalyticsPage, browserUrl: string): string {
  if (typeof page.url === 'string') return page.url;
  if (typeof page.path !== 'string' || !URL.canParse(page.path, browserUrl)) return browserUrl;
  return new URL(page.path, browserUrl).href;
}

/** The page's type: the search page's when it says it is one, else the one given, else an ordinary page. */
function pageTypeOf(page: AnalyticsPage): number {
  return page.isSearchPage === true ? PAGE_TYPE.search : typeof page.pageType === 'number' ? page.pageType : PAGE_TYPE.page;
}

/** The suppression verdict for a page (shopper spec, states, roles). */
export function pageDecision(page: AnalyticsPage): TrackingDecision {
  const pageType = pageTypeOf(page);
  const user = page.user && typeof page.user === 'object' ? page.user : null;
  return trackingDecision({ user, pageType, censusEnabled: page.censusDisabled !== true, path: page.path ?? browserPage().path, preview: page.preview === true });
}

/** Builds one page's analytics over its census and events modules; `sink` is read at each event so a new one takes effect. */
export function createPageAnalytics(page: AnalyticsPage, census: CensusApi, events: EventsApi, sink: () => AnalyticsSink | undefined): PageAnalytics {
  const decision = pageDecision(page);
  const allowed = decision.events;
  const send = (call: () => Promise<boolean>) => (allowed ? attempt(call) : Promise.resolve(false));
  const fields = censusPageFields({
    websiteId: page.websiteId ?? null,
    templateId: page.templateId ?? null,
    pagePath: page.path ?? browserPage().path,
    itemId: page.itemId ?? null,
    recordType: page.recordType ?? null,
    collectionId: page.collectionId ?? null,
  });
  const legacy = (): LegacyEventPayload => {
    const browser = browserPage();
    return legacyEventPayload({
      websiteId: page.websiteId ?? '',
      templateId: page.templateId ?? null,
      websiteLocale: page.websiteLocale ?? null,
      memberLocale: page.memberLocale ?? null,
      memberAccountId: page.memberAccountId ?? null,
      variantId: page.variantId ?? null,
      pagePath: page.path ?? browser.path,
      pageHash: browser.hash,
      userAgent: browser.userAgent,
      now: Date.now(),
      viewport: browser.viewport,
      screen: browser.screen,
      url: page.url ?? browser.url,
      title: page.title ?? browser.title,
      itemId: page.itemId ?? null,
      recordType: page.recordType ?? null,
      collectionId: page.collectionId ?? null,
      visitorCookie: browserCookies()[COOKIE_NAMES.censusVisitor] ?? null,
    });
  };
  const pixelEvent: PageAnalytics['pixelEvent'] = (name, input) => {
    if (!allowed) return;
    safely(() => sink()?.pixelEvent?.(name, { ...adPixelEventPayload({ currency: page.currency ?? null, ...input }) }));
  };
  const pageType = pageTypeOf(page);
  const gated = typeof page.gatedVideo === 'object' && page.gatedVideo !== null;
  const gatedVideoEvent: PageAnalytics['gatedVideoEvent'] = (key, details) =>
    safely(() => {
      const path = page.path ?? browserPage().path;
      const user = page.user && typeof page.user === 'object' ? page.user : null;
      // The census cookie is read at the event: the consent banner may have cleared it since the page opened.
      if (!gatedVideoEventAllowed({ key, gated, pageType, censusEnabled: page.censusDisabled !== true, user, path, cookies: browserCookies() })) return;
      const data = gatedVideoEventData(key, { ...details, websiteId: page.websiteId ?? null, pagePath: path, collectionId: page.collectionId ?? null, itemId: page.itemId ?? null });
      void attempt(() => events.recordEvent(GATED_VIDEO_EVENTS[key], { ...data }));
    });
  const pipelineEvent = (schema: PipelineSchemaName, details?: PipelineEventDetails): PipelineEventPayload => {
    const browser = browserPage();
    const identity = pipelineIdentity(browserCookies());
    return pipelineEventPayload({
      analyticsId: identity.analyticsId ?? '',
      sessionId: identity.sessionId ?? '',
      url: pageUrl(page, browser.url),
      referrer: browser.referrer,
      browserLanguage: browser.language,
      windowSize: browser.viewport,
      now: Date.now(),
      schemaName: schema,
      websiteId: page.websiteId ?? '',
      memberAccountId: page.memberAccountId ?? null,
      objectIdentifier: details?.objectIdentifier ?? null,
      resolvedLocale: page.memberLocale ?? page.websiteLocale ?? null,
      destinationUrl: details?.destinationUrl ?? null,
    });
  };
  const pipeline = (event: PipelineEventPayload | JsonObject, options?: PipelineOptions): Promise<boolean> => {
    if (!allowed) return Promise.resolve(false);
    try {
      return events.sendPipelineEvent(event, options).catch(() => false);
    } catch {
      // A beacon that throws (a browser extension, a page closing) falls back to a plain post; a beacon
      // the browser merely refused already did inside the API.
      return options?.beacon === true ? attempt(() => events.sendPipelineEvent(event, { beacon: false })) : Promise.resolve(false);
    }
  };
  return {
    decision,
    eventsAllowed: allowed,
    census: {
      buttonRender: (own) => send(() => census.buttonRender({ ...fields, ...own })),
      buttonClick: (own) => send(() => census.buttonClick({ ...fields, ...own })),
      formRender: (formId) => send(() => census.formRender(formId)),
      overlay: (event) => send(() => census.overlay(event)),
      recordQuickView: (productId) => send(() => census.recordQuickView(productId)),
    },
    pageView: () => (decision.pageView ? attempt(() => census.recordHit(ANALYTICS_EVENT.pageView, legacy())) : Promise.resolve(false)),
    heartbeat: () => (allowed ? attempt(() => census.recordHit(ANALYTICS_EVENT.heartbeat, legacy())) : Promise.resolve(false)),
    siteSearch(query) {
      const trimmed = typeof query === 'string' ? query.trim() : '';
      if (!allowed || trimmed === '') return;
      void attempt(() => census.recordHit(ANALYTICS_EVENT.siteSearch, { ...legacy(), query: trimmed }));
      pixelEvent('Search', { searchString: trimmed });
    },
    visitorEvent(name, input) {
      if (!allowed) return;
      safely(() => {
        const payload = commerceEventPayload({
          websiteId: page.websiteId ?? '',
          pageId: page.pageId ?? null,
          pageType: typeof page.pageType === 'number' ? page.pageType : PAGE_TYPE.page,
          cartId: page.cartId ?? null,
          pdpLayout: page.pdpLayout ?? null,
          selectedCurrency: page.currency ?? null,
          ...input,
        });
        sink()?.visitorEvent?.(name, payload);
      });
    },
    pixelEvent,
    gatedVideoEvent,
    gatedVideoPageView() {
      const key = gated ? gatedVideoPageViewKey(pageType) : null;
      if (key !== null) gatedVideoEvent(key, { viewerHasAccess: page.gatedVideo?.viewerHasAccess ?? null });
    },
    mediaEvent(kind, input) {
      if (!allowed) return;
      void attempt(() => census.recordHit(kind === 'video' ? ANALYTICS_EVENT.video : ANALYTICS_EVENT.audio, { ...legacy(), ...mediaEventData(kind, input) }));
    },
    pipeline,
    pipelineEvent(schema, details, options) {
      if (allowed) void attempt(() => pipeline(pipelineEvent(schema, details), options));
    },
    pipelinePageView: () =>
      decision.pageView ? attempt(() => pipeline(pipelineEvent(PIPELINE_SCHEMAS.pageView, { objectIdentifier: page.itemId ?? page.collectionId ?? null }))) : Promise.resolve(false),
  };
}
