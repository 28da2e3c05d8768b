/**
 * Store creation in the builder (rendering spec, entities New store collection and Root category, states Store
 * creation order, validation rules Store url id, calls, error catalogue): the ordered steps, the wizard's state machine (a failed
 * step is resumed, never restarted, so a retry creates no second collection), the url id preview and
 * the wizard's wording.
 */
import { storeUrlId } from '../shopper/store.ts';

/** One step of store creation, for the API layer to execute in order (rendering spec, states, calls). */
export type StoreCreationStep =
  | {
      step: 'createCollection';
      body: { navigationTitle: string; title: string; urlId: string; description: string; enabled: true };
    }
  | {
      /** Posted under the collection id the previous step returned. */
      step: 'createRootCategory';
      body: { displayName: string; parentCategoryId: null; type: 'ROOT'; pageRendering: 'LIST_VIEW'; displayIndex: 1 };
    }
  | { step: 'addToMainNavigation'; position: 'first' };

/** The name of a store creation step. */
export type StoreCreationStepName = StoreCreationStep['step'];

/** Options of a new store; the url id comes from `storeUrlId` (store.ts). */
export interface StoreCreationOptions {
  urlId: string;
  description?: string;
  /** Put the new collection first in the main navigation. @default false */
  addToNavigation?: boolean;
}

/** The ordered steps of creating a store: the collection, then its root category, then optionally the navigation entry. */
export function storeCreationPlan(title: string, options: StoreCreationOptions): StoreCreationStep[] {
  const name = title.trim();
  const steps: StoreCreationStep[] = [
    {
      step: 'createCollection',
      body: { navigationTitle: name, title: name, urlId: options.urlId, description: options.description ?? '', enabled: true },
    },
    {
      step: 'createRootCategory',
      body: { displayName: name, parentCategoryId: null, type: 'ROOT', pageRendering: 'LIST_VIEW', displayIndex: 1 },
    },
  ];
  if (options.addToNavigation === true) steps.push({ step: 'addToMainNavigation', position: 'first' });
  return steps;
}

/** The title a url id falls back to when the owner's title gives fewer than 3 characters (library default). */
export const STORE_FALLBACK_TITLE = 'Store';

/**
 * The url id a new store will ask for (rendering spec, validation rules), for the live preview: `storeUrlId` of the
 * title against the taken ids; a fallback title too short to give one (a site's odd wording) falls
 * back to {@link STORE_FALLBACK_TITLE}, so the preview never throws.
 */
export function storeUrlIdPreview(title: string, taken: readonly string[], fallbackTitle: string = STORE_FALLBACK_TITLE): string {
  try {
    return storeUrlId(title, taken, fallbackTitle);
  } catch {
    return storeUrlId(title, taken, STORE_FALLBACK_TITLE);
  }
}

/** What the owner asked for when the wizard started; kept as is until the store exists. */
export interface StoreCreationRequest {
  title: string;
  urlId: string;
  description: string;
  addToNavigation: boolean;
}

/** Why a step failed: a call failed (the error, worded by the view), or the layout has no main navigation. */
export type StoreCreationFailure = { step: StoreCreationStepName; reason: 'call'; error: unknown } | { step: StoreCreationStepName; reason: 'no-main-navigation' };

/** The wizard's state: idle, running a step, failed at a step, or done. */
export interface StoreCreationState {
  status: 'idle' | 'running' | 'failed' | 'done';
  /** The request the steps run for (set by the first start, kept through retries). */
  request: StoreCreationRequest | null;
  /** The steps of the request, in order. */
  steps: readonly StoreCreationStepName[];
  /** The steps done so far. */
  done: readonly StoreCreationStepName[];
  /** The collection the first step created (a retry never creates another). */
  collection: { id: string; urlId: string } | null;
  /** The root category the second step created. */
  categoryId: string | null;
  failure: StoreCreationFailure | null;
}

/** What happens to the wizard. */
export type StoreCreationEvent =
  | { type: 'start'; request: StoreCreationRequest }
  | { type: 'retry' }
  | { type: 'collectionCreated'; collection: { id: string; urlId: string } }
  | { type: 'rootCategoryCreated'; categoryId: string }
  | { type: 'addedToNavigation' }
  | { type: 'stepFailed'; failure: StoreCreationFailure }
  | { type: 'reset' };

/** The wizard before the owner asks for a store. */
export const initialStoreCreationState: StoreCreationState = {
  status: 'idle',
  request: null,
  steps: [],
  done: [],
  collection: null,
  categoryId: null,
  failure: null,
};

function stepsOf(request: StoreCreationRequest): StoreCreationStepName[] {
  return storeCreationPlan(request.title, { urlId: request.urlId, addToNavigation: request.addToNavigation }).map((step) => step.step);
}

function completed(state: StoreCreationState, step: StoreCreationStepName): StoreCreationState {
  if (state.status !== 'running' || nextStoreCreationStep(state) !== step) return state;
  const done = [...state.done, step];
  return { ...state, done, status: done.length === state.steps.length ? 'done' : 'running' };
}

/**
 * The wizard's state machine (rendering spec, states Store creation order). `start` runs the steps from the
 * first; `retry` after a failure resumes at the failed step with the ids already created; an event
 * out of turn (a stale answer, a second start while running) changes nothing.
 */
export function storeCreationReducer(state: StoreCreationState, event: StoreCreationEvent): StoreCreationState {
  switch (event.type) {
    case 'start':
      if (state.status === 'running' || state.status === 'done') return state;
      // Once the collection exists the request is settled: starting again is a retry.
      if (state.collection) return { ...state, status: 'running', failure: null };
      return { ...initialStoreCreationState, status: 'running', request: event.request, steps: stepsOf(event.request) };
    case 'retry':
      return state.status === 'failed' ? { ...state, status: 'running', failure: null } : state;
    case 'collectionCreated':
      return state.status === 'running' && nextStoreCreationStep(state) === 'createCollection'
        ? completed({ ...state, collection: event.collection }, 'createCollection')
        : state;
    case 'rootCategoryCreated':
      return state.status === 'running' && nextStoreCreationStep(state) === 'createRootCategory'
        ? completed({ ...state, categoryId: event.categoryId }, 'createRootCategory')
        : state;
    case 'addedToNavigation':
      return completed(state, 'addToMainNavigation');
    case 'stepFailed':
      return state.status === 'running' && nextStoreCreationStep(state) === event.failure.step ? { ...state, status: 'failed', failure: event.failure } : state;
    case 'reset':
      return state.status === 'running' ? state : initialStoreCreationState;
  }
}

/** The step to run next (the failed one after a failure), or null when none is left. */
export function nextStoreCreationStep(state: StoreCreationState): StoreCreationStepName | null {
  return state.steps.find((step) => !state.done.includes(step)) ?? null;
}

/** How one step stands, for the progress list. */
export type StoreCreationStepStatus = 'waiting' | 'running' | 'done' | 'failed';

/** Each step of the request with how it stands, in order. */
export function storeCreationProgress(state: StoreCreationState): Array<{ step: StoreCreationStepName; status: StoreCreationStepStatus }> {
  const next = nextStoreCreationStep(state);
  return state.steps.map((step) => {
    if (state.done.includes(step)) return { step, status: 'done' };
    if (step !== next) return { step, status: 'waiting' };
    if (state.status === 'failed') return { step, status: 'failed' };
    return { step, status: state.status === 'running' ? 'running' : 'waiting' };
  });
}

/** The wizard's wording (library strings: the spec names the steps but quotes no wording for them). */
export const STORE_CREATION_STRINGS = {
  /** Library string: the wizard's heading. */
  storeWizardTitle: 'Create a store',
  /** Library string: the store title field. */
  storeTitleLabel: 'Store title',
  /** Library string: the description field. */
  storeDescriptionLabel: 'Description',
  /** Library string: the url id preview's label. */
  storeUrlIdLabel: 'URL',
  /** Library string: the url id preview; {urlId} is the id. */
  storeUrlIdText: '/{urlId}',
  /** Library string: the hint under the title while the site's collections are read. */
  storeUrlIdCheckingText: 'Checking the URLs your site already uses…',
  /** Library string: the title the url id falls back to when the title gives fewer than 3 characters. */
  storeFallbackTitle: STORE_FALLBACK_TITLE,
  /** Library string: the add-to-navigation checkbox. */
  storeAddToNavigationLabel: 'Add the store to the front of the main navigation',
  /** Library string: the create button. */
  storeCreateButton: 'Create store',
  /** Library string: the create button while the steps run. */
  storeCreatingButton: 'Creating…',
  /** Library string: the heading of the step list. */
  storeProgressTitle: 'Progress',
  /** Library string: step 1. */
  storeStepCreateCollection: 'Create the store collection',
  /** Library string: step 2. */
  storeStepCreateRootCategory: 'Create its root category',
  /** Library string: step 3. */
  storeStepAddToNavigation: 'Add it to the main navigation',
  /** Library string: a step not started. */
  storeStepWaiting: 'Waiting',
  /** Library string: a step running. */
  storeStepRunning: 'In progress',
  /** Library string: a step done. */
  storeStepDone: 'Done',
  /** Library string: a step that failed. */
  storeStepFailed: 'Failed',
  /** Library string: a step's state as announced; {step} its name, {status} its state. */
  storeStepAnnouncement: '{step}: {status}',
  /** Library string: the failure alert's title; {step} is the failed step's name. */
  storeStepFailedTitle: 'This step failed: {step}',
  /** Library string: the title once the store exists; {title} is its title. */
  storeCreatedTitle: 'Your store {title} is ready',
  /** Library string: the url the store got; {urlId} its url id. */
  storeCreatedText: 'It is at /{urlId}.',
  /** Library string: a blank store title. */
  storeTitleRequired: 'Enter a store title',
  /** Library string: the button that empties the wizard once a store is made. */
  storeCreateAnotherButton: 'Create another store',
  /** Library string: after a failure, the title and url are those of the collection already created. */
  storeKeptCollectionHint: 'The store collection already exists; a retry finishes the remaining steps.',
} as const;

/** The strings a step's name is read from. */
export type StoreStepNameStrings = Readonly<Record<'storeStepCreateCollection' | 'storeStepCreateRootCategory' | 'storeStepAddToNavigation', string>>;

/** The localized name of a step. */
export function storeCreationStepName(step: StoreCreationStepName, strings: StoreStepNameStrings = STORE_CREATION_STRINGS): string {
  switch (step) {
    case 'createCollection':
      return strings.storeStepCreateCollection;
    case 'createRootCategory':
      return strings.storeStepCreateRootCategory;
    case 'addToMainNavigation':
      return strings.storeStepAddToNavigation;
  }
}
