/**
 * Telemetry the backend receives and keeps in `db.telemetry` (census, events, error reports, the
 * events pipeline, performance records), so tests and stories can see what was sent. A post
 * missing what the spec says it carries is answered 400 (a pipeline event: any newer field of the shopper spec's entities).
 */
import { http, HttpResponse } from 'msw';
import { PIPELINE_EVENT_FIELDS } from '../../logic/visitor/analyticsPipeline.ts';
import { db } from '../db.ts';
import { asRecord, badRequest, formBody, jsonBody } from '../respond.ts';

function keep(endpoint: string, body: unknown, status = 200) {
  db.telemetry.push({ endpoint, body });
  return HttpResponse.json({}, { status });
}

async function jsonList(request: Request): Promise<unknown[] | null> {
  try {
    const value: unknown = JSON.parse(await request.text());
    return Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

const PERFORMANCE_FIELDS = ['app', 'data', 'event', 'pageLoadId', 'ts'];

/** Handlers of the census, events and performance calls. */
export const telemetryHandlers = [
  http.post('*/api/census/RecordHit', async ({ request }) => {
    const form = await formBody(request);
    if (!form?.event) return badRequest('event, data, ss_cvr');
    return keep('census.recordHit', form);
  }),
  http.post('*/api/census/button-click', async ({ request }) => {
    const body = await jsonBody(request);
    return body && 'visitorCookie' in body ? keep('census.buttonClick', body) : badRequest('visitorCookie and page fields');
  }),
  http.post('*/api/census/button-render', async ({ request }) => {
    const body = await jsonBody(request);
    return body && 'visitorCookie' in body ? keep('census.buttonRender', body) : badRequest('visitorCookie and page fields');
  }),
  http.post('*/api/census/form-render', async ({ request }) => {
    const body = await jsonBody(request);
    return body && typeof body.formId === 'string' ? keep('census.formRender', body) : badRequest('formId, visitorCookie');
  }),
  http.post('*/api/census/overlay', async ({ request }) => {
    const body = await jsonBody(request);
    return body ? keep('census.overlay', body) : badRequest('an overlay event');
  }),
  http.post('*/api/census/RecordQuickView/:id', ({ params }) => keep('census.recordQuickView', { id: params.id })),
  http.post('*/api/events/RecordEvent', async ({ request }) => {
    const form = await formBody(request);
    if (!form?.event || form.crumb === undefined) return badRequest('crumb, event, data');
    return keep('events.recordEvent', form);
  }),
  http.post('*/api/events/RecordJavascriptErrors', async ({ request }) => {
    const events = await jsonList(request);
    if (!events) return badRequest('a list of events');
    return keep('events.recordJavascriptErrors', events);
  }),
  // The pipeline answers 202 (accepted), the other success status the spec gives besides 200.
  http.post('*/api/events/pipeline', async ({ request }) => {
    const body = await jsonBody(request);
    const complete = body !== null && PIPELINE_EVENT_FIELDS.every((field) => Object.hasOwn(body, field));
    return complete ? keep('events.sendPipelineEvent', body, 202) : badRequest('an event with every newer event field of shopper spec, entities');
  }),
  http.post('*/api/1/performance/records', async ({ request }) => {
    const records = await jsonList(request);
    const complete = records?.every((record) => PERFORMANCE_FIELDS.every((field) => asRecord(record)?.[field] !== undefined));
    if (!records || !complete) return badRequest('a list of records with app, data, event, pageLoadId and ts');
    return keep('performance.sendRecords', records);
  }),
];
