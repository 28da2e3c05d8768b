/**
 * Store creation calls of the builder (rendering spec, calls): create a product collection, then its root
 * category, and `createStore`, which runs the steps of logic/builder/storeCreation.ts storeCreationPlan in order
 * (optionally putting the new store first in the main navigation). The server answers the
 * collection with the url id it kept (a taken one gets a numeric suffix, rendering spec, validation rules).
 */
import { MAIN_NAVIGATION_NOT_FOUND_MESSAGE } from '../logic/shared/apiErrors.ts';
import { storeCreationPlan, type StoreCreationStep } from '../logic/builder/storeCreation.ts';
import { storeUrlId } from '../logic/shopper/store.ts';
import { callsOf, type Transport } from './http.ts';
import { readArray, readObject, readString } from './parse.ts';
import { createSiteApi } from './site.ts';
import type { EndpointFields } from './endpoints.ts';

/** The store rows of the call table (api/endpoints.ts): what the transport needs to make each call. */
export const STORE_CALLS = {
  'store.createCollection': { method: 'POST', path: '/api/content-service/product/1.1/websites/:websiteId/products', domain: 'builder' },
  'store.createRootCategory': { method: 'POST', path: '/api/content-service/product/1.1/websites/:websiteId/products/:collectionId/categories', domain: 'builder' },
  /** Not from the spec: the site's store collections, whose url ids a new store's must not take (library call, see api/store.ts). */
  'store.listCollections': { method: 'GET', path: '/api/content-service/product/1.1/websites/:websiteId/products', domain: 'builder' },
} as const satisfies Record<string, EndpointFields>;

/** Body of a new store collection, as the plan builds it (rendering spec, entities, New store collection). */
export type NewStoreCollection = Extract<StoreCreationStep, { step: 'createCollection' }>['body'];

/** Body of a root category, as the plan builds it (rendering spec, entities, Root category). */
export type RootCategoryRequest = Extract<StoreCreationStep, { step: 'createRootCategory' }>['body'];

/** The created collection: its id and the url id the server kept. */
export interface CreatedCollection {
  id: string;
  urlId: string;
}

/** A store collection the site already has (library call: its url id is taken). */
export interface StoreCollectionSummary {
  id: string;
  urlId: string;
  title: string;
}

/** What `createStore` needs. */
export interface CreateStoreRequest {
  websiteId: string;
  title: string;
  description?: string;
  /** Put the new store first in the main navigation. @default false */
  addToNavigation?: boolean;
  /** The title the url id falls back to when the title gives fewer than 3 characters. @default 'Store' */
  fallbackTitle?: string;
}

/** What `createStore` made. */
export interface CreatedStore {
  collection: CreatedCollection;
  categoryId: string;
  addedToNavigation: boolean;
}

/** The store-creation calls of one client. */
export function createStoreApi(transport: Transport) {
  const call = callsOf(transport, STORE_CALLS);
  const site = createSiteApi(transport);

  /** POST /api/content-service/product/1.1/websites/{websiteId}/products: a new store collection. */
  function createCollection(websiteId: string, collection: NewStoreCollection): Promise<CreatedCollection> {
    return call('store.createCollection', { params: { websiteId }, json: collection }, (data) => {
      const object = readObject(data, 'collection');
      return { id: readString(object.id, 'collection.id'), urlId: readString(object.urlId, 'collection.urlId') };
    });
  }

  /** POST …/products/{collectionId}/categories: the collection's root category. */
  function createRootCategory(websiteId: string, collectionId: string, category: RootCategoryRequest): Promise<{ id: string }> {
    return call('store.createRootCategory', { params: { websiteId, collectionId }, json: category }, (data) => ({
      id: readString(readObject(data, 'category').id, 'category.id'),
    }));
  }

  /** Puts a collection first in the main navigation (the layout's first navigation). */
  async function addFirstToMainNavigation(collectionId: string, title: string): Promise<void> {
    const layout = await site.getSiteLayout();
    const main = layout.navigations[0];
    if (!main) throw new Error(MAIN_NAVIGATION_NOT_FOUND_MESSAGE);
    await site.updateNavigation({
      fieldName: main.identifier,
      templateId: layout.templateId,
      navigation: { items: [{ title, collectionId }, ...main.links] },
    });
  }

  return {
    createCollection,
    createRootCategory,
    /**
     * GET …/websites/{websiteId}/products (not from the spec, a library call): the site's store
     * collections, whose url ids a new store's must not take (rendering spec, validation rules).
     */
    listCollections(websiteId: string, signal?: AbortSignal): Promise<StoreCollectionSummary[]> {
      return call('store.listCollections', { params: { websiteId }, ...(signal ? { signal } : {}) }, (data) =>
        readArray(readObject(data, 'answer').collections, 'collections', (value, where) => {
          const object = readObject(value, where);
          return { id: readString(object.id, `${where}.id`), urlId: readString(object.urlId, `${where}.urlId`), title: readString(object.title, `${where}.title`) };
        }),
      );
    },
    /**
     * Creates a store: the collection (url id from the title by storeUrlId), its root category, then,
     * when asked, the navigation entry. Rejects with an ApiError when a call fails, or with
     * "Unable to find site main navigation" when the layout has none.
     */
    async createStore(request: CreateStoreRequest): Promise<CreatedStore> {
      const urlId = storeUrlId(request.title, [], request.fallbackTitle ?? 'Store');
      const plan = storeCreationPlan(request.title, {
        urlId,
        ...(request.description === undefined ? {} : { description: request.description }),
        addToNavigation: request.addToNavigation === true,
      });
      let collection: CreatedCollection | undefined;
      let categoryId = '';
      let addedToNavigation = false;
      for (const step of plan) {
        if (step.step === 'createCollection') {
          collection = await createCollection(request.websiteId, step.body);
        } else if (!collection) {
          throw new Error(`Store creation step ${step.step} came before the collection was created.`);
        } else if (step.step === 'createRootCategory') {
          categoryId = (await createRootCategory(request.websiteId, collection.id, step.body)).id;
        } else {
          await addFirstToMainNavigation(collection.id, request.title.trim());
          addedToNavigation = true;
        }
      }
      if (!collection) throw new Error('The store creation plan has no collection step.');
      return { collection, categoryId, addedToNavigation };
    },
  };
}
