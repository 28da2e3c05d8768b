/**
 * The analytics context (issue 13): what an {@link AnalyticsProvider} tells the components below it. Kept
 * apart from the provider so a component that only reads it (the add-to-cart button) bundles none of the
 * provider's page-view, event-building or pipeline code.
 */
import { createContext } from 'react';
import type { JsonObject } from '../../api/parse.ts';
import type { PipelineOptions } from '../../api/events.ts';
import type { AdPixelEventName, GatedVideoEventKey, SiteVisitorEventName } from '../../logic/analytics.ts';
import type { AdPixelEventInput, CommerceEventInput, CommerceEventPayload, PipelineEventPayload } from '../../logic/analyticsEvents.ts';

/** What a commerce event says beyond the page (the page's website, page type, cart and currency come from the provider). */
export type VisitorEventInput = Partial<Omit<CommerceEventInput, 'websiteId' | 'pageType'>>;

/** The sinks a site plugs its own clients into; the default does nothing. */
export interface AnalyticsSink {
  /** The site-visitor event client (shopper.md §7), given the commerce event fields of §3. */
  visitorEvent?(name: SiteVisitorEventName, payload: CommerceEventPayload): void;
  /** The advertising pixel service (shopper.md §7). */
  pixelEvent?(name: AdPixelEventName, payload: Record<string, unknown>): void;
}

/** What the provider gives the hook: the suppression verdict, the census page fields and the page's event senders. */
export interface AnalyticsContextValue {
  /** False when the page's analytics are suppressed (shopper.md §4): census calls and events send nothing. */
  eventsAllowed: boolean;
  /** The page fields a census post carries (the older event fields that apply). */
  censusFields: Readonly<Record<string, string | number>>;
  visitorEvent(name: SiteVisitorEventName, input: VisitorEventInput): void;
  pixelEvent(name: AdPixelEventName, input: AdPixelEventInput): void;
  gatedVideoEvent(key: GatedVideoEventKey, data?: JsonObject): void;
  siteSearch(query: string): void;
  pipeline(event: PipelineEventPayload | JsonObject, options?: PipelineOptions): Promise<boolean>;
}

/** The page's analytics, or null on a page with no provider. */
export const AnalyticsContext = createContext<AnalyticsContextValue | null>(null);
