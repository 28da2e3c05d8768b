/**
 * The builder's calls (rendering spec, calls) against the mock backend: header and footer, multilingual,
 * layout and navigation, store creation with its url id rule and the navigation entry put first, and
 * the builder's failure wording (rendering spec, error catalogue).
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  MAIN_NAVIGATION_NOT_FOUND_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  SOMETHING_WENT_WRONG_MESSAGE,
  UNABLE_TO_LOAD_RESULTS_MESSAGE,
} from '../logic/shared/apiErrors.ts';
import { db } from '../mocks/db.ts';
import { headerFooter, siteLanguages, siteLayout, website } from '../mocks/fixtures/site.ts';
import { startMockBackend } from '../mocks/testing.ts';
import { scenario } from '../mocks/scenarios.ts';
import { createApiClient } from './client.ts';
import type { ApiError } from './errors.ts';

const server = await startMockBackend();

const client = createApiClient({ fetch: (input, init) => fetch(input, init), baseUrl: 'http://shop.test/', getCookie: () => undefined });

async function failureOf(promise: Promise<unknown>): Promise<ApiError | Error> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(Error);
  return error as Error;
}

describe('header and footer', () => {
  it('reads and saves them', async () => {
    expect(await client.site.getHeaderFooter()).toEqual(headerFooter);
    const changed = { header: { ...headerFooter.header, showCart: false }, footer: { text: 'New footer' } };
    await client.site.putHeaderFooter(changed);
    expect(await client.site.getHeaderFooter()).toEqual(changed);
  });

  it('a failed read says "Unable to load results", a failed save "Something went wrong", no network "Network error"', async () => {
    server.use(...scenario('server-error'));
    expect((await failureOf(client.site.getHeaderFooter())).message).toBe(UNABLE_TO_LOAD_RESULTS_MESSAGE);
    expect((await failureOf(client.site.putHeaderFooter(headerFooter))).message).toBe(SOMETHING_WENT_WRONG_MESSAGE);
    server.resetHandlers();
    server.use(...scenario('offline'));
    expect((await failureOf(client.site.getHeaderFooter())).message).toBe(NETWORK_ERROR_MESSAGE);
  });
});

describe('multilingual', () => {
  it('reads settings, status and languages', async () => {
    expect(await client.site.getMultilingualSettings()).toMatchObject({ enabled: true, defaultLanguage: 'en-US' });
    expect(await client.site.getMultilingualStatus()).toMatchObject({ connected: true });
    expect(await client.site.getLanguages()).toEqual(siteLanguages);
  });

  it('replaces the languages; refuses a list without exactly one default', async () => {
    const languages = [siteLanguages[0], { code: 'es-ES', name: 'Español', isDefault: false }].filter((language) => language !== undefined);
    await client.site.putLanguages(languages);
    expect(await client.site.getLanguages()).toEqual(languages);
    const error = await failureOf(client.site.putLanguages(languages.map((language) => ({ ...language, isDefault: true }))));
    expect(error).toMatchObject({ status: 400, message: SOMETHING_WENT_WRONG_MESSAGE });
  });

  it('disconnects', async () => {
    await client.site.deleteMultilingualConnection();
    expect(await client.site.getMultilingualStatus()).toMatchObject({ connected: false });
  });
});

describe('layout and navigation', () => {
  it('reads the layout, the main navigation first with identifier and links', async () => {
    const layout = await client.site.getSiteLayout();
    expect(layout).toEqual(siteLayout);
    expect(layout.navigations[0]?.identifier).toBe('mainNav');
    expect(layout.navigations[0]?.links[3]?.children).toHaveLength(2);
  });

  it('replaces the items of a navigation; refuses an unknown one or another template', async () => {
    const items = [{ title: 'Only', collectionId: 'col-only' }];
    await client.site.updateNavigation({ fieldName: 'secondaryNav', templateId: website.templateId, navigation: { items } });
    expect((await client.site.getSiteLayout()).navigations[1]?.links).toEqual(items);
    const unknown = client.site.updateNavigation({ fieldName: 'nope', templateId: website.templateId, navigation: { items } });
    expect(await failureOf(unknown)).toMatchObject({ status: 404 });
    const other = client.site.updateNavigation({ fieldName: 'mainNav', templateId: 'tpl-other', navigation: { items } });
    expect(await failureOf(other)).toMatchObject({ status: 400 });
  });
});

describe('store creation', () => {
  const collection = { navigationTitle: 'Prints', title: 'Prints', urlId: 'prints', description: '', enabled: true } as const;

  it('lists the collections with their url ids (library call); refuses an unknown website', async () => {
    expect(await client.store.listCollections(website.id)).toEqual([{ id: 'col-shop', urlId: 'shop', title: 'Shop' }]);
    await client.store.createCollection(website.id, collection);
    expect((await client.store.listCollections(website.id)).map((one) => one.urlId)).toEqual(['shop', 'prints']);
    expect(await failureOf(client.store.listCollections('site-other'))).toMatchObject({ status: 404, message: UNABLE_TO_LOAD_RESULTS_MESSAGE });
  });

  it('creates a collection with the url id asked for', async () => {
    const created = await client.store.createCollection(website.id, collection);
    expect(created).toEqual({ id: expect.stringMatching(/^col-\d+$/), urlId: 'prints' });
    expect(db.collections.at(-1)).toMatchObject({ title: 'Prints', enabled: true });
  });

  it('a taken url id gets -1, then -2 (rendering spec, validation rules)', async () => {
    const shop = { ...collection, title: 'Shop', navigationTitle: 'Shop', urlId: 'shop' };
    expect((await client.store.createCollection(website.id, shop)).urlId).toBe('shop-1');
    expect((await client.store.createCollection(website.id, shop)).urlId).toBe('shop-2');
  });

  it('creates the root category of a collection; refuses an unknown collection or website', async () => {
    const created = await client.store.createCollection(website.id, collection);
    const body = { displayName: 'Prints', parentCategoryId: null, type: 'ROOT', pageRendering: 'LIST_VIEW', displayIndex: 1 } as const;
    const category = await client.store.createRootCategory(website.id, created.id, body);
    expect(db.categories).toEqual([{ id: category.id, collectionId: created.id, displayName: 'Prints', parentCategoryId: null }]);
    expect(await failureOf(client.store.createRootCategory(website.id, 'col-nope', body))).toMatchObject({ status: 404 });
    expect(await failureOf(client.store.createCollection('site-other', collection))).toMatchObject({ status: 404 });
  });

  it('createStore: the collection, its root category, then the navigation entry first', async () => {
    const store = await client.store.createStore({ websiteId: website.id, title: 'Shop', description: 'More things', addToNavigation: true });
    expect(store.collection.urlId).toBe('shop-1');
    expect(db.categories).toEqual([{ id: store.categoryId, collectionId: store.collection.id, displayName: 'Shop', parentCategoryId: null }]);
    expect(store.addedToNavigation).toBe(true);
    const links = (await client.site.getSiteLayout()).navigations[0]?.links ?? [];
    expect(links[0]).toEqual({ title: 'Shop', collectionId: store.collection.id });
    expect(links.slice(1)).toEqual(siteLayout.navigations[0]?.links);
  });

  it('createStore leaves the navigation alone unless asked, and derives a short title from the fallback', async () => {
    const store = await client.store.createStore({ websiteId: website.id, title: 'A!', fallbackTitle: 'Online Store' });
    expect(store.collection.urlId).toBe('online-store');
    expect(store.addedToNavigation).toBe(false);
    expect(await client.site.getSiteLayout()).toEqual(siteLayout);
  });

  it('createStore fails with "Unable to find site main navigation" when the layout has none', async () => {
    server.use(http.get('*/api/commondata/GetSiteLayout', () => HttpResponse.json({ templateId: website.templateId, navigations: [] })));
    const error = await failureOf(client.store.createStore({ websiteId: website.id, title: 'Prints', addToNavigation: true }));
    expect(error.message).toBe(MAIN_NAVIGATION_NOT_FOUND_MESSAGE);
  });

  it('createStore stops at the first failed call', async () => {
    server.use(...scenario('rate-limited'));
    const error = await failureOf(client.store.createStore({ websiteId: website.id, title: 'Prints', addToNavigation: true }));
    expect(error).toMatchObject({ status: 429, endpoint: 'store.createCollection', message: SOMETHING_WENT_WRONG_MESSAGE });
    expect(db.categories).toEqual([]);
  });
});
