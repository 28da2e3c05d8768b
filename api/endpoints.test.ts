/**
 * The call table of the spec (shopper spec, calls, rendering spec, calls) against the code: every call has a
 * client function and a mock handler, and nothing is mocked that the table does not list.
 */
import { getResponse, HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlers } from '../mocks/handlers/index.ts';
import { createApiClient } from './client.ts';
import { ENDPOINT_LIST } from './endpointDocs.ts';
import { endpoint } from './endpoints.ts';

const client = createApiClient({ fetch: () => Promise.reject(new Error('not called')), baseUrl: 'http://shop.test', getCookie: () => undefined });

/** The calls each spec lists (method and path as written in its calls, paths under /api). */
const SPEC_CALLS = [
  'POST /api/commerce/shopping-cart/entries',
  'PUT /api/commerce/shopping-cart/entries/:entryId/additionalFields',
  'GET /api/commerce/shopping-cart',
  'POST /api/3/commerce/cart/subscription',
  'GET /api/commerce/inventory/stock/',
  'GET /api/template/GetTemplateSchema',
  'GET /api/rendering/product-quick-view/:productId',
  'POST /api/rest/forms/validate/:formId',
  'POST /api/form/FormSubmissionKey',
  'POST /api/form/SaveFormSubmission',
  'POST /api/census/RecordHit',
  'POST /api/census/button-click',
  'POST /api/census/button-render',
  'POST /api/census/form-render',
  'POST /api/census/overlay',
  'POST /api/census/RecordQuickView/:id',
  'POST /api/events/RecordEvent',
  'POST /api/events/RecordJavascriptErrors',
  'POST /api/site-users/account/session',
  'DELETE /api/site-users/account/session',
  'POST /api/site-users/account/locale',
  'GET /api/commerce/fullstory/getId',
  'GET /api/v1/commerce-preferences/:namespace',
  'PUT /api/v1/commerce-preferences/:namespace',
  'GET /api/google-maps/places/autocomplete',
  'GET /api/google-maps/places/details',
  'GET /api/site-header-footer',
  'PUT /api/site-header-footer',
  'GET /api/multilingual/settings',
  'GET /api/multilingual/status',
  'GET /api/multilingual/languages',
  'PUT /api/multilingual/languages',
  'DELETE /api/multilingual/connection',
  'GET /api/commondata/GetSiteLayout',
  'POST /api/widget/UpdateNavigation',
  'POST /api/content-service/product/1.1/websites/:websiteId/products',
  'POST /api/content-service/product/1.1/websites/:websiteId/products/:collectionId/categories',
  'POST /api/1/performance/records',
];

const key = (method: string, path: string) => `${method} ${path}`;

function clientFunction(id: string): unknown {
  const [module = '', name = ''] = id.split('.');
  const api: Record<string, unknown> = client;
  const functions = api[module];
  return functions !== null && typeof functions === 'object' ? (functions as Record<string, unknown>)[name] : undefined;
}

describe('the call table (api/endpoints.ts)', () => {
  it('lists every call of shopper spec, calls and rendering spec, calls as from the spec', () => {
    const fromSpec = ENDPOINT_LIST.filter((row) => row.fromSpec).map((row) => key(row.method, row.path));
    expect(new Set(fromSpec)).toEqual(new Set(SPEC_CALLS));
    expect(fromSpec).toHaveLength(SPEC_CALLS.length);
  });

  it('marks the calls the library added as not from the spec, saying why', () => {
    const added = ENDPOINT_LIST.filter((row) => !row.fromSpec);
    expect(added.map((row) => row.id).sort()).toEqual(
      ['cart.removeEntry', 'cart.updateEntryQuantity', 'content.listComments', 'content.postComment', 'content.setLiked', 'events.sendPipelineEvent', 'inventory.signUpForRestock', 'store.listCollections', 'mailingLists.list', 'builderSettings.listFonts', 'builderSettings.getSiteTimeZone', 'files.startUpload', 'files.sendChunk', 'files.completeUpload', 'files.getJob', 'files.renameFile', 'orders.getOrder'].sort(),
    );
    for (const row of added) expect(row.source).toMatch(/^library: /);
  });

  it('gives each call one row', () => {
    const keys = ENDPOINT_LIST.map((row) => key(row.method, row.path));
    expect(new Set(keys).size).toBe(keys.length);
    expect(endpoint('cart.addEntry')).toEqual({ id: 'cart.addEntry', method: 'POST', path: '/api/commerce/shopping-cart/entries', domain: 'cart' });
  });

  it.each(ENDPOINT_LIST.map((row) => [row.id, row] as const))('%s has a client function', (id) => {
    expect(typeof clientFunction(id)).toBe('function');
  });

  it.each(ENDPOINT_LIST.map((row) => [row.id, row] as const))('%s has a mock handler that answers it', async (_id, row) => {
    const declared = handlers.filter((handler) => handler.info.method === row.method && handler.info.path === `*${row.path}`);
    expect(declared).toHaveLength(1);
    const path = row.path.replace(/:(\w+)/g, 'sample');
    const response = await getResponse(handlers, new Request(`http://shop.test${path}`, { method: row.method }));
    expect(response).toBeInstanceOf(Response);
  });

  it('mocks nothing the table does not list', () => {
    const listed = new Set(ENDPOINT_LIST.map((row) => key(row.method, `*${row.path}`)));
    for (const handler of handlers) {
      expect(handler).toBeInstanceOf(HttpHandler);
      expect(listed).toContain(key(String(handler.info.method), String(handler.info.path)));
    }
    expect(handlers).toHaveLength(ENDPOINT_LIST.length);
  });
});
