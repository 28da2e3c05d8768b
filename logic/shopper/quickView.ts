/**
 * The product quick view (shopper spec, screens, entities, states, error catalogue, constants and limits): its state as a pure reducer, the neighbours
 * previous and next move to, the top-margin rule, and the failure wording. Loading, timers and the
 * page's events live in hooks/shopper/useQuickView.ts; the view in components/shopper/QuickView.
 */
import type { LocalizedStrings } from '../shared/strings.ts';
import { interpolate } from '../shared/interpolate.ts';

/** The quick view's messages (shopper spec, error catalogue), verbatim. */
export const QUICK_VIEW_MESSAGES = {
  /** The title of the alert when a quick view could not be loaded; `{message}` is what went wrong. */
  errorTitle: 'Error: {message}',
  /** The alert's text when the server gave no error text. */
  loadFailed: "There was an issue loading the quick view of this product. Please see the product's page for full product details.",
} as const;

/** The quick-view modal's top margin, in pixels, when it is taller than the viewport (shopper spec, constants and limits). */
export const QUICK_VIEW_TALL_TOP_MARGIN = 50;

/**
 * The quick view's wording, as localized-string defaults: the spec's two messages (shopper spec, error catalogue) and
 * the library's own labels of the lightbox.
 */
export const QUICK_VIEW_STRINGS = {
  quickViewErrorTitle: QUICK_VIEW_MESSAGES.errorTitle,
  quickViewLoadFailedMessage: QUICK_VIEW_MESSAGES.loadFailed,
  /** Library string: the dialog's name while a product has no title yet (loading, failed). */
  quickViewTitle: 'Quick view',
  /** Library string: the button to the previous product of the group. */
  quickViewPreviousLabel: 'Previous product',
  /** Library string: the button to the next product of the group. */
  quickViewNextLabel: 'Next product',
  /** Library string: spoken and shown while a product's quick view loads. */
  quickViewLoadingText: 'Loading product…',
} as const;

/** The group a product is in when the page names none. */
export const DEFAULT_QUICK_VIEW_GROUP = 'default';

/** Quick view state (shopper spec, entities). */
export interface QuickViewState {
  /** The product shown (or being loaded), or null. */
  currentId: string | null;
  /** The key of the group previous and next move in, or null. */
  currentGroup: string | null;
  /** Each group's product ids, in page order. */
  products: Readonly<Record<string, readonly string[]>>;
  /** True once the current product's first load succeeded, until closed. */
  isLightboxOpen: boolean;
}

/** What can happen to the quick view. */
export type QuickViewAction =
  /** Show a product of a group (a quick-view button was pressed). */
  | { type: 'show'; id: string; group?: string }
  /** The current product's view loaded: the lightbox opens (shopper spec, states "after the first successful load"). */
  | { type: 'loaded'; id: string }
  /** The current product's load failed: nothing shows but the alert, so the lightbox stays closed. */
  | { type: 'failed'; id: string }
  /** Move to the next product of the current group. */
  | { type: 'next' }
  /** Move to the previous product of the current group. */
  | { type: 'previous' }
  /** Close and forget the product (the view is destroyed). */
  | { type: 'close' }
  /** The page's groups: each group's product ids in order (replaces a group wholly). */
  | { type: 'groups'; products: Readonly<Record<string, readonly string[]>> };

/** The state before anything is shown. */
export function initialQuickViewState(products: Readonly<Record<string, readonly string[]>> = {}): QuickViewState {
  return { currentId: null, currentGroup: null, products: cleanGroups(products), isLightboxOpen: false };
}

/** Only arrays of string ids survive: the page's data may be anything. */
function cleanGroups(products: unknown): Record<string, readonly string[]> {
  const clean: Record<string, readonly string[]> = {};
  if (typeof products !== 'object' || products === null) return clean;
  for (const [group, ids] of Object.entries(products as Record<string, unknown>)) {
    if (Array.isArray(ids)) clean[group] = ids.filter((id): id is string => typeof id === 'string');
  }
  return clean;
}

/** The ids of the current group, or none. */
function groupOf(state: QuickViewState): readonly string[] {
  const group = state.currentGroup;
  return group !== null && Object.hasOwn(state.products, group) ? (state.products[group] ?? []) : [];
}

/** The products before and after the current one in its group; null where there is none (shopper spec, screens). */
export function quickViewNeighbours(state: QuickViewState): { previous: string | null; next: string | null } {
  const ids = groupOf(state);
  const index = state.currentId === null ? -1 : ids.indexOf(state.currentId);
  if (index === -1) return { previous: null, next: null };
  return { previous: ids[index - 1] ?? null, next: ids[index + 1] ?? null };
}

/**
 * Moves to `id` within the group. The lightbox stays as it is: it opened after the *first* successful
 * load (shopper spec, states), and the product view inside it is what a move destroys and reloads.
 */
function moveTo(state: QuickViewState, id: string | null): QuickViewState {
  return id === null || id === state.currentId ? state : { ...state, currentId: id };
}

/**
 * The quick view's transitions (shopper spec, states): showing a product from the page (the lightbox opens
 * after its first successful load; a late answer for a product left behind changes nothing), previous
 * and next within the current group (a new product to load in the open lightbox; nothing at the
 * group's ends), a failed load (closed, the alert shows instead), and closing, which forgets the product.
 */
export function quickViewReducer(state: QuickViewState, action: QuickViewAction): QuickViewState {
  switch (action.type) {
    case 'show': {
      const group = action.group ?? DEFAULT_QUICK_VIEW_GROUP;
      if (typeof action.id !== 'string' || action.id === '') return state;
      if (action.id === state.currentId && group === state.currentGroup) return state;
      return { ...state, currentId: action.id, currentGroup: group, isLightboxOpen: false };
    }
    case 'loaded':
      return action.id === state.currentId && !state.isLightboxOpen ? { ...state, isLightboxOpen: true } : state;
    case 'failed':
      return action.id === state.currentId ? { ...state, isLightboxOpen: false } : state;
    case 'next':
      return moveTo(state, quickViewNeighbours(state).next);
    case 'previous':
      return moveTo(state, quickViewNeighbours(state).previous);
    case 'close':
      return state.currentId === null && !state.isLightboxOpen ? state : { ...state, currentId: null, currentGroup: null, isLightboxOpen: false };
    case 'groups':
      return { ...state, products: { ...state.products, ...cleanGroups(action.products) } };
    default:
      return state;
  }
}

/**
 * The modal's top margin (shopper spec, constants and limits): 50 when the modal is taller than the viewport, so its top
 * stays reachable; null (centred) otherwise, and for sizes that are not finite numbers.
 */
export function quickViewTopMargin(modalHeight: number, viewportHeight: number): number | null {
  if (!Number.isFinite(modalHeight) || !Number.isFinite(viewportHeight)) return null;
  return modalHeight > viewportHeight ? QUICK_VIEW_TALL_TOP_MARGIN : null;
}

/** The strings {@link quickViewFailureAlert} words with. */
type FailureStrings = Pick<LocalizedStrings, 'quickViewErrorTitle' | 'quickViewLoadFailedMessage'>;

/**
 * The alert of a failed load (shopper spec, error catalogue): titled 'Error: {message}', {message} being the server's
 * title (or, when it gave none, what the failed call means, e.g. no connection), with the server's
 * error text, or the spec's fallback when there is none.
 */
export function quickViewFailureAlert(
  failure: { title: string | null; error: string | null },
  callMessage: string,
  strings: FailureStrings = QUICK_VIEW_STRINGS,
): { title: string; message: string } {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
  // Whatever the failure looked like: a missing one has neither title nor text.
  const given: { title?: unknown; error?: unknown } = typeof failure === 'object' && failure !== null ? failure : {};
  const message = text(given.title) ?? text(callMessage) ?? '';
  return {
    title: interpolate(strings.quickViewErrorTitle, { message }),
    message: text(given.error) ?? strings.quickViewLoadFailedMessage,
  };
}
