/**
 * Store creation (rendering.md §7): a new collection gets the url id of logic/store.ts storeUrlId
 * (from the url id asked for, else the title; a taken id gets -1, -2, …), then a root category that
 * must be ROOT, LIST_VIEW, index 1.
 */
import { http, HttpResponse } from 'msw';
import { storeUrlId } from '../../logic/store.ts';
import { db, nextId } from '../db.ts';
import { website } from '../fixtures/site.ts';
import { asText, badRequest, errorAnswer, jsonBody } from '../respond.ts';

/** The title a url id falls back to when the one asked for is too short (rendering.md §5). */
export const FALLBACK_STORE_TITLE = 'Store';

const WEBSITE_NOT_FOUND = 'There is no such website.';

/** Handlers of the store-creation calls. */
export const storeHandlers = [
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
