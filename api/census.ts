/**
 * Census calls (shopper spec, calls): hits, button clicks and renders, form renders, overlay events and
 * quick-view records. Analytics never bother the visitor: every call resolves true when sent and
 * false when it failed (the failure is warned about, never thrown). Posts give up after 2500 ms
 * (shopper spec, constants and limits, analytics post timeout).
 */
import { ANALYTICS_POST_TIMEOUT_MS } from '../logic/shared/constants.ts';
import type { LegacyEventPayload } from '../logic/visitor/analyticsEvents.ts';
import { COOKIE_NAMES } from '../logic/visitor/cookies.ts';
import { callsOf, sendQuietly, type Transport } from './http.ts';
import { ignoreAnswer, type JsonObject } from './parse.ts';
import type { EndpointFields } from './endpoints.ts';

/** The census rows of the call table (api/endpoints.ts): what the transport needs to make each call. */
export const CENSUS_CALLS = {
  'census.recordHit': { method: 'POST', path: '/api/census/RecordHit', domain: 'analytics' },
  'census.buttonClick': { method: 'POST', path: '/api/census/button-click', domain: 'analytics' },
  'census.buttonRender': { method: 'POST', path: '/api/census/button-render', domain: 'analytics' },
  'census.formRender': { method: 'POST', path: '/api/census/form-render', domain: 'analytics' },
  'census.overlay': { method: 'POST', path: '/api/census/overlay', domain: 'analytics' },
  'census.recordQuickView': { method: 'POST', path: '/api/census/RecordQuickView/:id', domain: 'analytics' },
} as const satisfies Record<string, EndpointFields>;

/** The page fields a census post carries besides the visitor cookie (their names are not shown in the spec). */
export type CensusFields = Readonly<Record<string, string | number | boolean | null>>;

/** The census calls of one client. */
export function createCensusApi(transport: Transport) {
  const call = callsOf(transport, CENSUS_CALLS);
  const visitorCookie = () => transport.cookie(COOKIE_NAMES.censusVisitor) ?? '';
  const post = (id: 'census.buttonClick' | 'census.buttonRender' | 'census.formRender' | 'census.overlay', json: object) =>
    sendQuietly(transport, id, () => call(id, { json, timeoutMs: ANALYTICS_POST_TIMEOUT_MS }, ignoreAnswer));

  return {
    /** POST /api/census/RecordHit: a form-encoded event (ANALYTICS_EVENT), its data as JSON, and the ss_cvr cookie; failures ignored. */
    recordHit(event: string | number, data: LegacyEventPayload | JsonObject): Promise<boolean> {
      const form = { event: String(event), data: JSON.stringify(data), [COOKIE_NAMES.censusVisitor]: visitorCookie() };
      return sendQuietly(transport, 'census.recordHit', () =>
        call('census.recordHit', { form, timeoutMs: ANALYTICS_POST_TIMEOUT_MS }, ignoreAnswer),
      );
    },
    /** POST /api/census/button-click: the visitor cookie and page fields. */
    buttonClick(fields: CensusFields): Promise<boolean> {
      return post('census.buttonClick', { ...fields, visitorCookie: visitorCookie() });
    },
    /** POST /api/census/button-render: the visitor cookie and page fields. */
    buttonRender(fields: CensusFields): Promise<boolean> {
      return post('census.buttonRender', { ...fields, visitorCookie: visitorCookie() });
    },
    /** POST /api/census/form-render: the form id and the visitor cookie. */
    formRender(formId: string): Promise<boolean> {
      return post('census.formRender', { formId, visitorCookie: visitorCookie() });
    },
    /** POST /api/census/overlay: a popup overlay event (its payload is not shown in the spec). */
    overlay(event: JsonObject): Promise<boolean> {
      return post('census.overlay', event);
    },
    /** POST /api/census/RecordQuickView/{id}: a product shown in the quick view; no body. */
    recordQuickView(productId: string): Promise<boolean> {
      return sendQuietly(transport, 'census.recordQuickView', () =>
        call('census.recordQuickView', { params: { id: productId }, timeoutMs: ANALYTICS_POST_TIMEOUT_MS }, ignoreAnswer),
      );
    },
  };
}
