/**
 * Census calls (shopper.md §7): hits, button clicks and renders, form renders, overlay events and
 * quick-view records. Analytics never bother the visitor: every call resolves true when sent and
 * false when it failed (the failure is warned about, never thrown). Posts give up after 2500 ms
 * (shopper.md §9, analytics post timeout).
 */
import { ANALYTICS_POST_TIMEOUT_MS } from '../logic/constants.ts';
import type { LegacyEventPayload } from '../logic/analyticsEvents.ts';
import { COOKIE_NAMES } from '../logic/cookies.ts';
import { sendQuietly, type Transport } from './http.ts';
import { ignoreAnswer, type JsonObject } from './parse.ts';
import type { EndpointRow } from './endpoints.ts';

/** The census rows of the call table (api/endpoints.ts): what the transport needs to make each call. */
export const CENSUS_CALLS = {
  recordHit: { id: 'census.recordHit', method: 'POST', path: '/api/census/RecordHit', domain: 'analytics' },
  buttonClick: { id: 'census.buttonClick', method: 'POST', path: '/api/census/button-click', domain: 'analytics' },
  buttonRender: { id: 'census.buttonRender', method: 'POST', path: '/api/census/button-render', domain: 'analytics' },
  formRender: { id: 'census.formRender', method: 'POST', path: '/api/census/form-render', domain: 'analytics' },
  overlay: { id: 'census.overlay', method: 'POST', path: '/api/census/overlay', domain: 'analytics' },
  recordQuickView: { id: 'census.recordQuickView', method: 'POST', path: '/api/census/RecordQuickView/:id', domain: 'analytics' },
} as const satisfies Record<string, EndpointRow>;

/** The page fields a census post carries besides the visitor cookie (their names are not shown in the spec). */
export type CensusFields = Readonly<Record<string, string | number | boolean | null>>;

/** The census calls of one client. */
export function createCensusApi(transport: Transport) {
  const visitorCookie = () => transport.cookie(COOKIE_NAMES.censusVisitor) ?? '';
  const post = (call: (typeof CENSUS_CALLS)['buttonClick' | 'buttonRender' | 'formRender' | 'overlay'], json: object) =>
    sendQuietly(transport, call.id, () => transport.call(call, { json, timeoutMs: ANALYTICS_POST_TIMEOUT_MS }, ignoreAnswer));

  return {
    /** POST /api/census/RecordHit: a form-encoded event (ANALYTICS_EVENT), its data as JSON, and the ss_cvr cookie; failures ignored. */
    recordHit(event: string | number, data: LegacyEventPayload | JsonObject): Promise<boolean> {
      const form = { event: String(event), data: JSON.stringify(data), [COOKIE_NAMES.censusVisitor]: visitorCookie() };
      return sendQuietly(transport, 'census.recordHit', () =>
        transport.call(CENSUS_CALLS.recordHit, { form, timeoutMs: ANALYTICS_POST_TIMEOUT_MS }, ignoreAnswer),
      );
    },
    /** POST /api/census/button-click: the visitor cookie and page fields. */
    buttonClick(fields: CensusFields): Promise<boolean> {
      return post(CENSUS_CALLS.buttonClick, { ...fields, visitorCookie: visitorCookie() });
    },
    /** POST /api/census/button-render: the visitor cookie and page fields. */
    buttonRender(fields: CensusFields): Promise<boolean> {
      return post(CENSUS_CALLS.buttonRender, { ...fields, visitorCookie: visitorCookie() });
    },
    /** POST /api/census/form-render: the form id and the visitor cookie. */
    formRender(formId: string): Promise<boolean> {
      return post(CENSUS_CALLS.formRender, { formId, visitorCookie: visitorCookie() });
    },
    /** POST /api/census/overlay: a popup overlay event (its payload is not shown in the spec). */
    overlay(event: JsonObject): Promise<boolean> {
      return post(CENSUS_CALLS.overlay, event);
    },
    /** POST /api/census/RecordQuickView/{id}: a product shown in the quick view; no body. */
    recordQuickView(productId: string): Promise<boolean> {
      return sendQuietly(transport, 'census.recordQuickView', () =>
        transport.call(CENSUS_CALLS.recordQuickView, { params: { id: productId }, timeoutMs: ANALYTICS_POST_TIMEOUT_MS }, ignoreAnswer),
      );
    },
  };
}
