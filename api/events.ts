/**
 * Event calls (shopper spec, calls): analytics events, uncaught-error reports, and the events pipeline,
 * which counts 200 and 202 as success and can go by beacon. None of them ever throws: each resolves
 * true when sent and false after warning (shopper spec, error catalogue, analytics failures are warned about).
 */
import type { CommerceEventPayload, PipelineEventPayload } from '../logic/visitor/analyticsEvents.ts';
import { COOKIE_NAMES } from '../logic/visitor/cookies.ts';
import type { ErrorReport } from '../logic/visitor/errorReports.ts';
import { callsOf, endpointRow, sendQuietly, type Transport } from './http.ts';
import { ignoreAnswer, type JsonObject } from './parse.ts';
import type { EndpointFields } from './endpoints.ts';

/** The events rows of the call table (api/endpoints.ts): what the transport needs to make each call. */
export const EVENTS_CALLS = {
  'events.recordEvent': { method: 'POST', path: '/api/events/RecordEvent', domain: 'analytics' },
  'events.recordJavascriptErrors': { method: 'POST', path: '/api/events/RecordJavascriptErrors', domain: 'analytics' },
  'events.sendPipelineEvent': { method: 'POST', path: '/api/events/pipeline', domain: 'analytics' },
} as const satisfies Record<string, EndpointFields>;

/** One uncaught-error report of a RecordJavascriptErrors batch (shopper spec, calls). */
export interface JavascriptErrorEvent {
  event: string;
  data: ErrorReport;
  /** When it happened, in ms since the epoch. */
  timestamp: number;
}

/** Statuses the events pipeline answers on success (shopper spec, calls). */
export const PIPELINE_SUCCESS_STATUSES = [200, 202] as const;

/** Options of {@link createEventsApi}'s sendPipelineEvent. */
export interface PipelineOptions {
  /** Send by beacon (survives the page closing); falls back to a post when the browser refuses. @default false */
  beacon?: boolean;
}

/** The event calls of one client. */
export function createEventsApi(transport: Transport) {
  const call = callsOf(transport, EVENTS_CALLS);
  return {
    /** POST /api/events/RecordEvent: the crumb, the event and its data as JSON, form-encoded. */
    recordEvent(event: string, data: CommerceEventPayload | JsonObject): Promise<boolean> {
      const form = { crumb: transport.cookie(COOKIE_NAMES.crumb) ?? '', event, data: JSON.stringify(data) };
      return sendQuietly(transport, 'events.recordEvent', () => call('events.recordEvent', { form }, ignoreAnswer));
    },
    /** POST /api/events/RecordJavascriptErrors: a batch of error reports; the crumb goes in the CSRF header. */
    recordJavascriptErrors(events: readonly JavascriptErrorEvent[]): Promise<boolean> {
      return sendQuietly(transport, 'events.recordJavascriptErrors', () =>
        call('events.recordJavascriptErrors', { json: events }, ignoreAnswer),
      );
    },
    /** POST to the events pipeline as JSON, or by beacon; 200 or 202 is success. */
    sendPipelineEvent(event: PipelineEventPayload | JsonObject, options: PipelineOptions = {}): Promise<boolean> {
      const body = JSON.stringify(event);
      if (options.beacon && transport.beacon(endpointRow(EVENTS_CALLS, 'events.sendPipelineEvent'), body, 'application/json')) return Promise.resolve(true);
      return sendQuietly(transport, 'events.sendPipelineEvent', () =>
        call('events.sendPipelineEvent', { json: event, successStatuses: PIPELINE_SUCCESS_STATUSES }, ignoreAnswer),
      );
    },
  };
}
