'use client';

/**
 * The analytics context: the page's analytics an {@link AnalyticsProvider} gives the components
 * below it. Kept apart from the provider and the census client so that a component reading it through
 * {@link usePageAnalytics} (the add-to-cart button, budgeted in scripts/package/size-budgets.json) bundles a
 * context read and nothing else: the sending code and the event builders come with the provider.
 */
import { createContext, useContext } from 'react';
import type { CensusFields } from '../../../api/census.ts';
import type { PipelineOptions } from '../../../api/events.ts';
import type { JsonObject } from '../../../api/parse.ts';
import type { AdPixelEventName, GatedVideoEventKey, SiteVisitorEventName } from '../../../logic/visitor/analytics.ts';
import type { AdPixelEventInput, CommerceEventInput, CommerceEventPayload, PipelineEventPayload } from '../../../logic/visitor/analyticsEvents.ts';
import type { GatedVideoEventInput } from '../../../logic/visitor/analyticsGatedVideo.ts';
import type { MediaEventInput, MediaKind } from '../../../logic/visitor/analyticsMedia.ts';
import type { PipelineSchemaName } from '../../../logic/visitor/analyticsPipeline.ts';

/** What a commerce event says beyond the page (the page's website, page type, cart and currency come from the provider). */
export type VisitorEventInput = Partial<Omit<CommerceEventInput, 'websiteId' | 'pageType'>>;

/** What a gated-video event says beyond the page (the website, path, collection and item come from the provider). */
export type GatedVideoEventDetails = Pick<GatedVideoEventInput, 'viewerHasAccess' | 'videoUrl' | 'provider' | 'destinationUrl'>;

/** What a pipeline event says beyond the page and the visitor (shopper spec, entities newer fields). */
export interface PipelineEventDetails {
  /** What the event is about (a product's id). */
  objectIdentifier?: string | null;
  /** Where a followed link goes. */
  destinationUrl?: string | null;
}

/** The sinks a site plugs its own clients into; the default does nothing. */
export interface AnalyticsSink {
  /** The site-visitor event client (shopper spec, calls), given the commerce event fields of entities. */
  visitorEvent?(name: SiteVisitorEventName, payload: CommerceEventPayload): void;
  /** The advertising pixel service (shopper spec, calls). */
  pixelEvent?(name: AdPixelEventName, payload: Record<string, unknown>): void;
}

/** The page's analytics. Nothing in it ever throws. */
export interface Analytics {
  /** The census calls, suppressed per shopper spec, states (then resolving false, sending nothing); failures resolve false. */
  census: {
    buttonRender(fields: CensusFields): Promise<boolean>;
    buttonClick(fields: CensusFields): Promise<boolean>;
    formRender(formId: string): Promise<boolean>;
    overlay(event: JsonObject): Promise<boolean>;
    recordQuickView(productId: string): Promise<boolean>;
  };
  /** A site-visitor event to the site's sink, with the commerce fields of entities; nothing without a provider. */
  visitorEvent(name: SiteVisitorEventName, input: VisitorEventInput): void;
  /** An advertising-pixel event to the site's sink; nothing without a provider. */
  pixelEvent(name: AdPixelEventName, input: AdPixelEventInput): void;
  /**
   * A gated-video event (RecordEvent), sent only on a gated video collection's page (AnalyticsPage
   * gatedVideo) with a census cookie present (shopper spec, states, logic/visitor/analyticsGatedVideo.ts); nothing
   * without a provider.
   */
  gatedVideoEvent(key: GatedVideoEventKey, details?: GatedVideoEventDetails): void;
  /** Records a site search (event 2) and the pixel's Search event; nothing for an empty query or without a provider. */
  siteSearch(query: string): void;
  /** Posts to the events pipeline as JSON or by beacon (200 or 202 is success); false when suppressed, failed or without a provider. */
  pipeline(event: PipelineEventPayload | JsonObject, options?: PipelineOptions): Promise<boolean>;
  /**
   * An audio (event 20) or video (event 21) hit with the media's fields, once per start (logic/visitor/analyticsMedia.ts).
   * Only a provider's analytics have it: the no-provider default stays as small as the budgeted components need.
   */
  mediaEvent?(kind: MediaKind, input: MediaEventInput): void;
  /** A pipeline event with the newer fields of entities built from the page, the visitor's cookies and `details`; only a provider's analytics have it. */
  pipelineEvent?(schema: PipelineSchemaName, details?: PipelineEventDetails, options?: PipelineOptions): void;
}

/** The page's analytics, or null on a page with no provider. */
export const AnalyticsContext = createContext<Analytics | null>(null);

const NOT_SENT = () => Promise.resolve(false);
const NOTHING = () => undefined;

/** Analytics that send nothing: a page with no provider, as seen by {@link usePageAnalytics}. */
export const SILENT_ANALYTICS: Analytics = {
  census: { buttonRender: NOT_SENT, buttonClick: NOT_SENT, formRender: NOT_SENT, overlay: NOT_SENT, recordQuickView: NOT_SENT },
  visitorEvent: NOTHING,
  pixelEvent: NOTHING,
  gatedVideoEvent: NOTHING,
  siteSearch: NOTHING,
  pipeline: NOT_SENT,
};

/**
 * The provider's analytics, or analytics that send nothing without one. For components whose bundle is
 * budgeted (the add-to-cart button): unlike useAnalytics it carries no census client, so without a
 * provider it sends nothing at all (as such a component did before analytics were wired).
 */
export function usePageAnalytics(): Analytics {
  return useContext(AnalyticsContext) ?? SILENT_ANALYTICS;
}
