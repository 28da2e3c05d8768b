/**
 * Store creation (rendering spec, calls): a new collection gets the url id of logic/shopper/store.ts storeUrlId
 * (from the url id asked for, else the title; a taken id gets -1, -2, …), then a root category that
 * must be ROOT, LIST_VIEW, index 1. The collections list (a library call) gives the url ids in use.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { storeUrlId } from '../../logic/shopper/store.ts';
import { db, nextId } from '../db.ts';
import { website } from '../fixtures/site.ts';
import { asText, badRequest, errorAnswer, jsonBody } from '../respond.ts';
import { siteHandlers } from './site.ts';

/** The title a url id falls back to when the one asked for is too short (rendering spec, validation rules). */
export const FALLBACK_STORE_TITLE = 'Store';

const WEBSITE_NOT_FOUND = 'There is no such website.';

/** Handlers of the store-creation calls. */
export const storeHandlers = [
  // Library call (not in the spec): the collections whose url ids a new store must not take.
  http.get('*/api/content-service/product/1.1/websites/:websiteId/products', ({ params }) => {
    if (params.websiteId !== website.id) return errorAnswer(404, WEBSITE_NOT_FOUND);
    return HttpResponse.json({ collections: db.collections.map(({ id, urlId, title }) => ({ id, urlId, title })) });
  }),

  http.post('*/api/content-service/product/1.1/websites/:websiteId/products', async ({ request, params }) => {
    if (params.websiteId !== website.id) return errorAnswer(404, WEBSITE_NOT_FOUND);
    const body = await jsonBody(request);
    const title = asText(body?.title);
    if (!body || title === null || typeof body.navigationTitle !== 'string' || typeof body.description !== 'string') {
      return badRequest('navigationTitle, title, urlId, description, enabled');
    }
    const asked = asText(body.urlId) ?? title;
    const urlId = storeUrlId(asked, db.collections.map((collection) => collection.urlId), FALLBACK_STORE_TITLE);
    const collection = {
      id: nextId('col'),
      urlId,
      title,
      navigationTitle: body.navigationTitle,
      description: body.description,
      enabled: body.enabled !== false,
    };
    db.collections.push(collection);
    return HttpResponse.json(collection, { status: 201 });
  }),

  http.post('*/api/content-service/product/1.1/websites/:websiteId/products/:collectionId/categories', async ({ request, params }) => {
    if (params.websiteId !== website.id) return errorAnswer(404, WEBSITE_NOT_FOUND);
    const collection = db.collections.find((candidate) => candidate.id === params.collectionId);
    if (!collection) return errorAnswer(404, 'There is no such store collection.');
    const body = await jsonBody(request);
    const displayName = asText(body?.displayName);
    if (!body || displayName === null || (body.parentCategoryId !== null && typeof body.parentCategoryId !== 'string')) {
      return badRequest('displayName, parentCategoryId, type, pageRendering, displayIndex');
    }
    if (body.type !== 'ROOT' || body.pageRendering !== 'LIST_VIEW' || body.displayIndex !== 1) {
      return errorAnswer(400, 'A root category is type ROOT, page rendering LIST_VIEW, display index 1.');
    }
    const category = { id: nextId('category'), collectionId: collection.id, displayName, parentCategoryId: body.parentCategoryId };
    db.categories.push(category);
    return HttpResponse.json(category, { status: 201 });
  }),
];

/** The store and navigation failure scenarios (listed in mocks/scenarios.ts SCENARIOS). */
export const STORE_SCENARIOS = {
  'store-collections-down': "500 on reading the site's store collections (the url ids in use); everything else answers as usual.",
  'store-collection-failure': '500 on every creation of a store collection; everything else answers as usual.',
  'store-root-category-failure-once': "500 on the first creation of a store's root category (once per installation); the retry goes through.",
  'navigation-update-failure': '500 on every navigation update (UpdateNavigation); reading the layout answers as usual.',
  'navigation-update-failure-once': '500 on the first navigation update (once per installation); the retry goes through.',
  'layout-without-navigation': 'GetSiteLayout answers a layout with no navigation at all: a store cannot be added to the main navigation.',
} as const satisfies Record<string, string>;

/** The name of a store scenario. */
export type StoreScenarioName = keyof typeof STORE_SCENARIOS;

type Resolver = Parameters<typeof http.get>[1];

/** Handlers over the store and site calls of one method whose path ends with `pathEnd`. */
function overCall(method: 'GET' | 'POST', pathEnd: string, resolver: Resolver): HttpHandler[] {
  return [...storeHandlers, ...siteHandlers]
    .filter((target) => target.info.method === method && String(target.info.path).endsWith(pathEnd))
    .map((target) => (method === 'GET' ? http.get : http.post)(target.info.path, resolver));
}

/** Answers 500 the first time only (each installation fails once, then lets the normal handler answer). */
function failOnce(): Resolver {
  let failed = false;
  return () => {
    if (failed) return undefined;
    failed = true;
    return HttpResponse.json({}, { status: 500 });
  };
}

const serverError: Resolver = () => HttpResponse.json({}, { status: 500 });

/** The handlers that make a store scenario happen; put them in front of the normal ones. */
export function storeScenario(name: StoreScenarioName): HttpHandler[] {
  switch (name) {
    case 'store-collections-down':
      return overCall('GET', '/websites/:websiteId/products', serverError);
    case 'store-collection-failure':
      return overCall('POST', '/websites/:websiteId/products', serverError);
    case 'store-root-category-failure-once':
      return overCall('POST', '/categories', failOnce());
    case 'navigation-update-failure':
      return overCall('POST', '/UpdateNavigation', serverError);
    case 'navigation-update-failure-once':
      return overCall('POST', '/UpdateNavigation', failOnce());
    case 'layout-without-navigation':
      return overCall('GET', '/GetSiteLayout', () => HttpResponse.json({ templateId: db.layout.templateId, navigations: [] }));
  }
}
