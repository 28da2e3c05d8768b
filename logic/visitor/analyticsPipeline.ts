/**
 * The events pipeline (shopper spec, entities "Analytics event fields (newer)", calls "A further analytics POST (JSON,
 * or a beacon) goes to an events pipeline"): the fields every event carries, the events the library
 * sends there, and the visitor and session ids read from the census cookies. The payload itself is
 * built by pipelineEventPayload (analyticsEvents.ts).
 */
import { CENSUS_COOKIE_ROLES, COOKIE_POSITIVE_INTEGER_PATTERN, parseVisitorRecord } from './cookies.ts';

/** The newer event fields of entities, as the pipeline payload names them (the mock backend refuses a post without any of them). */
export const PIPELINE_EVENT_FIELDS = [
  'analytics_id', 'session_id', 'page_host', 'page_path', 'page_query_params', 'page_referrer_url', 'browser_language', 'window_size',
  'event_timestamp', 'custom_schema_name', 'context_website_id', 'member_account_id', 'object_identifier', 'resolved_locale', 'destination_url',
] as const;

/**
 * The events the library sends to the pipeline, by custom_schema_name. The spec names the fields, not the
 * events: the page view (as the census's event 1, by JSON post), and a related product followed, whose
 * destination_url is where the visitor goes, sent by beacon because the page is being left.
 */
export const PIPELINE_SCHEMAS = { pageView: 'page_view', relatedProductClick: 'related_product_click' } as const;

/** A pipeline event's schema name. */
export type PipelineSchemaName = (typeof PIPELINE_SCHEMAS)[keyof typeof PIPELINE_SCHEMAS];

/** Who the pipeline's events are about: the visitor and the visit. */
export interface PipelineIdentity {
  analyticsId: string | null;
  sessionId: string | null;
}

/**
 * The pipeline's analytics_id and session_id from the census cookies (shopper spec, entities): the analytics
 * cookie's id, and the visit the visitor record's latest visit started (its id and start time), so a
 * new visit after 30 minutes is a new session. Unreadable or absent cookies give null (a visitor who
 * declined census cookies is counted without ids).
 */
export function pipelineIdentity(cookies: Readonly<Record<string, string | undefined>> | null | undefined): PipelineIdentity {
  const read = (name: string): string | undefined => {
    if (cookies === null || typeof cookies !== 'object' || !Object.hasOwn(cookies, name)) return undefined;
    const value: unknown = cookies[name];
    return typeof value === 'string' ? value : undefined;
  };
  const analytics = read(CENSUS_COOKIE_ROLES.analytics);
  const record = parseVisitorRecord(read(CENSUS_COOKIE_ROLES.visitorRecord));
  return {
    analyticsId: analytics !== undefined && COOKIE_POSITIVE_INTEGER_PATTERN.test(analytics) ? analytics : null,
    sessionId: record ? `${record.id}.${record.latestVisit}` : null,
  };
}
