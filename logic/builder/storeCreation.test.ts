import { describe, expect, it } from 'vitest';
import {
  STORE_CREATION_STRINGS,
  initialStoreCreationState,
  nextStoreCreationStep,
  storeCreationPlan,
  storeCreationProgress,
  storeCreationReducer,
  storeCreationStepName,
  storeUrlIdPreview,
  type StoreCreationEvent,
  type StoreCreationRequest,
  type StoreCreationState,
} from './storeCreation.ts';

describe('rendering spec, states Store creation order', () => {
  it('creates the collection, then its root category', () => {
    expect(storeCreationPlan(' Shop ', { urlId: 'shop' })).toEqual([
      { step: 'createCollection', body: { navigationTitle: 'Shop', title: 'Shop', urlId: 'shop', description: '', enabled: true } },
      { step: 'createRootCategory', body: { displayName: 'Shop', parentCategoryId: null, type: 'ROOT', pageRendering: 'LIST_VIEW', displayIndex: 1 } },
    ]);
  });

  it('then puts the collection first in the main navigation when asked', () => {
    const plan = storeCreationPlan('Shop', { urlId: 'shop-1', description: 'Our goods', addToNavigation: true });
    expect(plan.map((step) => step.step)).toEqual(['createCollection', 'createRootCategory', 'addToMainNavigation']);
    expect(plan[2]).toEqual({ step: 'addToMainNavigation', position: 'first' });
    expect(plan[0]).toMatchObject({ body: { urlId: 'shop-1', description: 'Our goods' } });
  });
});

describe('rendering spec, validation rules Store url id: the live preview', () => {
  it('derives the id from the title, suffixed while taken', () => {
    expect(storeUrlIdPreview('Summer Prints', [])).toBe('summer-prints');
    expect(storeUrlIdPreview('Shop', ['shop'])).toBe('shop-1');
    expect(storeUrlIdPreview('Shop', ['shop', 'shop-1'])).toBe('shop-2');
  });

  it('uses the fallback title when the title gives fewer than 3 characters', () => {
    expect(storeUrlIdPreview('A!', [], 'Online Store')).toBe('online-store');
    expect(storeUrlIdPreview('', ['store'])).toBe('store-1');
  });

  it('a fallback title too short for an id falls back to "Store" instead of throwing', () => {
    expect(storeUrlIdPreview('', [], '¿?')).toBe('store');
  });
});

const request: StoreCreationRequest = { title: 'Prints', urlId: 'prints', description: '', addToNavigation: true };
const run = (events: StoreCreationEvent[], from: StoreCreationState = initialStoreCreationState) => events.reduce(storeCreationReducer, from);

describe('rendering spec, states Store creation: the wizard state machine', () => {
  it('runs the steps in order and is done after the last', () => {
    let state = run([{ type: 'start', request }]);
    expect(state.status).toBe('running');
    expect(nextStoreCreationStep(state)).toBe('createCollection');
    state = run([{ type: 'collectionCreated', collection: { id: 'col-1', urlId: 'prints' } }], state);
    expect(nextStoreCreationStep(state)).toBe('createRootCategory');
    state = run([{ type: 'rootCategoryCreated', categoryId: 'cat-2' }], state);
    expect(nextStoreCreationStep(state)).toBe('addToMainNavigation');
    state = run([{ type: 'addedToNavigation' }], state);
    expect(state).toMatchObject({ status: 'done', collection: { id: 'col-1', urlId: 'prints' }, categoryId: 'cat-2' });
    expect(nextStoreCreationStep(state)).toBeNull();
  });

  it('without the navigation step, is done after the root category', () => {
    const state = run([
      { type: 'start', request: { ...request, addToNavigation: false } },
      { type: 'collectionCreated', collection: { id: 'col-1', urlId: 'prints' } },
      { type: 'rootCategoryCreated', categoryId: 'cat-2' },
    ]);
    expect(state.status).toBe('done');
    expect(state.steps).toEqual(['createCollection', 'createRootCategory']);
  });

  it('a failure stops at its step; a retry resumes there, keeping the collection created', () => {
    const failed = run([
      { type: 'start', request },
      { type: 'collectionCreated', collection: { id: 'col-1', urlId: 'prints' } },
      { type: 'stepFailed', failure: { step: 'createRootCategory', reason: 'call', error: new Error('500') } },
    ]);
    expect(failed.status).toBe('failed');
    expect(storeCreationProgress(failed)).toEqual([
      { step: 'createCollection', status: 'done' },
      { step: 'createRootCategory', status: 'failed' },
      { step: 'addToMainNavigation', status: 'waiting' },
    ]);
    const retried = run([{ type: 'retry' }], failed);
    expect(retried).toMatchObject({ status: 'running', failure: null, collection: { id: 'col-1' } });
    expect(nextStoreCreationStep(retried)).toBe('createRootCategory');
    expect(storeCreationProgress(retried)[1]).toEqual({ step: 'createRootCategory', status: 'running' });
  });

  it('starting again after the collection exists resumes rather than starting over', () => {
    const failed = run([
      { type: 'start', request },
      { type: 'collectionCreated', collection: { id: 'col-1', urlId: 'prints' } },
      { type: 'stepFailed', failure: { step: 'createRootCategory', reason: 'call', error: null } },
      { type: 'start', request: { ...request, title: 'Other' } },
    ]);
    expect(failed.request?.title).toBe('Prints');
    expect(nextStoreCreationStep(failed)).toBe('createRootCategory');
  });

  it('a failure before the collection exists lets a new start take the edited request', () => {
    const state = run([
      { type: 'start', request },
      { type: 'stepFailed', failure: { step: 'createCollection', reason: 'call', error: null } },
      { type: 'start', request: { ...request, title: 'Posters', urlId: 'posters' } },
    ]);
    expect(state).toMatchObject({ status: 'running', request: { title: 'Posters', urlId: 'posters' }, done: [] });
  });

  it('ignores events out of turn: a second start while running, a stale answer, a failure of another step', () => {
    const running = run([{ type: 'start', request }]);
    expect(run([{ type: 'start', request: { ...request, title: 'X' } }], running)).toBe(running);
    expect(run([{ type: 'rootCategoryCreated', categoryId: 'c' }], running)).toBe(running);
    expect(run([{ type: 'addedToNavigation' }], running)).toBe(running);
    expect(run([{ type: 'stepFailed', failure: { step: 'addToMainNavigation', reason: 'no-main-navigation' } }], running)).toBe(running);
    expect(run([{ type: 'retry' }], running)).toBe(running);
    expect(run([{ type: 'reset' }], running)).toBe(running);
  });

  it('the navigation failure says no main navigation; reset returns to idle', () => {
    const failed = run([
      { type: 'start', request },
      { type: 'collectionCreated', collection: { id: 'col-1', urlId: 'prints' } },
      { type: 'rootCategoryCreated', categoryId: 'cat-2' },
      { type: 'stepFailed', failure: { step: 'addToMainNavigation', reason: 'no-main-navigation' } },
    ]);
    expect(failed.failure).toEqual({ step: 'addToMainNavigation', reason: 'no-main-navigation' });
    expect(run([{ type: 'reset' }], failed)).toEqual(initialStoreCreationState);
  });
});

describe('the step names (localized)', () => {
  it('names each step in the given strings', () => {
    expect(storeCreationStepName('createCollection')).toBe('Create the store collection');
    expect(storeCreationStepName('createRootCategory')).toBe('Create its root category');
    expect(storeCreationStepName('addToMainNavigation', { ...STORE_CREATION_STRINGS, storeStepAddToNavigation: 'Menu' })).toBe('Menu');
  });
});
