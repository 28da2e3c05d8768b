'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { createSiteApi } from '../../api/site.ts';
import { createStoreApi } from '../../api/store.ts';
import {
  initialStoreCreationState,
  nextStoreCreationStep,
  storeCreationPlan,
  storeCreationReducer,
  type StoreCreationEvent,
  type StoreCreationRequest,
  type StoreCreationState,
} from '../../logic/builder/storeCreation.ts';
import { useApiModule } from '../shared/useApiClient.tsx';

/** The url ids the site's collections use: being read, read, or not readable. */
export interface TakenUrlIds {
  status: 'loading' | 'ready' | 'failed';
  urlIds: readonly string[];
  /** What the read failed with (an ApiError), for the view to word. */
  error: unknown;
}

/** What {@link useStoreCreation} gives the wizard. */
export interface StoreCreation {
  state: StoreCreationState;
  /** The url ids in use (the site's store collections, a library call). */
  taken: TakenUrlIds;
  /** Reads the collections again after a failure. */
  reloadTaken(): void;
  /** Runs the steps for a request (after a failure before the collection exists, with the edited request). */
  start(request: StoreCreationRequest): void;
  /** Resumes at the failed step, with the collection and category already created. */
  retry(): void;
  /** Back to an empty wizard (after the store is done, or abandoning a failure). */
  reset(): void;
}

/**
 * Creates a store in the spec's order (rendering spec, states, calls): the collection, its root category, then
 * optionally the collection first in the main navigation (GetSiteLayout → UpdateNavigation). Each
 * step is a call of its own, run from here, so a failure stops at its step and a retry resumes there:
 * the created collection's id is kept and no second collection is made. Also reads the url ids the
 * site's collections use (a library call), for the url id preview (rendering spec, validation rules).
 */
export function useStoreCreation(websiteId: string): StoreCreation {
  const store = useApiModule('store', createStoreApi);
  const site = useApiModule('site', createSiteApi);
  const [state, setState] = useState(initialStoreCreationState);
  // The steps run in one async loop that must see each event's result at once, not at the next render.
  const current = useRef(initialStoreCreationState);
  const running = useRef(false);
  const dispatch = useCallback((event: StoreCreationEvent) => {
    current.current = storeCreationReducer(current.current, event);
    setState(current.current);
  }, []);

  const [taken, setTaken] = useState<TakenUrlIds>({ status: 'loading', urlIds: [], error: null });
  const [takenRead, setTakenRead] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    store.listCollections(websiteId, controller.signal).then(
      (collections) => setTaken({ status: 'ready', urlIds: collections.map((collection) => collection.urlId), error: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) setTaken({ status: 'failed', urlIds: [], error });
      },
    );
    return () => controller.abort();
  }, [store, websiteId, takenRead]);

  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      for (let step = nextStoreCreationStep(current.current); current.current.status === 'running' && step; step = nextStoreCreationStep(current.current)) {
        const { request, collection } = current.current;
        if (!request) return;
        const plan = storeCreationPlan(request.title, { urlId: request.urlId, description: request.description, addToNavigation: request.addToNavigation });
        try {
          const planned = plan.find((candidate) => candidate.step === step);
          if (planned?.step === 'createCollection') {
            const created = await store.createCollection(websiteId, planned.body);
            dispatch({ type: 'collectionCreated', collection: created });
          } else if (planned?.step === 'createRootCategory' && collection) {
            const category = await store.createRootCategory(websiteId, collection.id, planned.body);
            dispatch({ type: 'rootCategoryCreated', categoryId: category.id });
          } else if (planned?.step === 'addToMainNavigation' && collection) {
            const layout = await site.getSiteLayout();
            const main = layout.navigations[0];
            if (!main) {
              dispatch({ type: 'stepFailed', failure: { step, reason: 'no-main-navigation' } });
              return;
            }
            const title = request.title.trim();
            await site.updateNavigation({
              fieldName: main.identifier,
              templateId: layout.templateId,
              navigation: { items: [{ title, collectionId: collection.id }, ...main.links] },
            });
            dispatch({ type: 'addedToNavigation' });
          } else {
            return;
          }
        } catch (error) {
          dispatch({ type: 'stepFailed', failure: { step, reason: 'call', error } });
          return;
        }
      }
    } finally {
      running.current = false;
    }
  }, [dispatch, site, store, websiteId]);

  const start = useCallback(
    (request: StoreCreationRequest) => {
      dispatch({ type: 'start', request });
      void run();
    },
    [dispatch, run],
  );
  const retry = useCallback(() => {
    dispatch({ type: 'retry' });
    void run();
  }, [dispatch, run]);
  const reloadTaken = useCallback(() => {
    setTaken((previous) => ({ ...previous, status: 'loading', error: null }));
    setTakenRead((count) => count + 1);
  }, []);
  const reset = useCallback(() => {
    dispatch({ type: 'reset' });
    // The store just made takes its url id: the next preview must know it.
    if (current.current.status === 'idle') reloadTaken();
  }, [dispatch, reloadTaken]);

  return { state, taken, reloadTaken, start, retry, reset };
}
