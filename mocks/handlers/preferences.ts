import { http, HttpResponse } from 'msw';
import type { JsonObject } from '../../api/parse.ts';
import { db } from '../db.ts';
import { badRequest, jsonBody } from '../respond.ts';

/**
 * Commerce preferences (shopper spec, calls, rendering spec, calls), stored per namespace: GET answers the
 * namespace's object (empty when nothing was stored), PUT replaces it and answers what is kept.
 */
export const preferencesHandlers = [
  http.get('*/api/v1/commerce-preferences/:namespace', ({ params }) =>
    HttpResponse.json(db.preferences.get(String(params.namespace)) ?? {}),
  ),

  http.put('*/api/v1/commerce-preferences/:namespace', async ({ request, params }) => {
    const body = await jsonBody(request);
    if (!body) return badRequest('a preference object');
    db.preferences.set(String(params.namespace), body as JsonObject);
    return HttpResponse.json(body as JsonObject);
  }),
];
