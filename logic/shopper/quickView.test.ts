import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  initialQuickViewState,
  QUICK_VIEW_MESSAGES,
  QUICK_VIEW_STRINGS,
  QUICK_VIEW_TALL_TOP_MARGIN,
  quickViewFailureAlert,
  quickViewNeighbours,
  quickViewReducer,
  quickViewTopMargin,
  type QuickViewAction,
  type QuickViewState,
} from './quickView.ts';
import { DEFAULT_LOCALIZED_STRINGS } from '../shared/strings.ts';

const groups = { shop: ['a', 'b', 'c'], related: ['c', 'x'] };
const run = (state: QuickViewState, ...actions: QuickViewAction[]) => actions.reduce(quickViewReducer, state);
const start = initialQuickViewState(groups);
const openOn = (id: string, group = 'shop') => run(start, { type: 'show', id, group }, { type: 'loaded', id });

describe('shopper spec, error catalogue Quick view messages', () => {
  it('quotes both messages verbatim and makes them the localized defaults', () => {
    expect(QUICK_VIEW_MESSAGES.errorTitle).toBe('Error: {message}');
    expect(QUICK_VIEW_MESSAGES.loadFailed).toBe(
      "There was an issue loading the quick view of this product. Please see the product's page for full product details.",
    );
    expect(DEFAULT_LOCALIZED_STRINGS.quickViewErrorTitle).toBe('Error: {message}');
    expect(DEFAULT_LOCALIZED_STRINGS.quickViewLoadFailedMessage).toBe(QUICK_VIEW_MESSAGES.loadFailed);
  });

  it("titles the alert with the server's title and shows its error text", () => {
    expect(quickViewFailureAlert({ title: 'Product not found', error: 'This product is no longer available.' }, 'Something else')).toEqual({
      title: 'Error: Product not found',
      message: 'This product is no longer available.',
    });
  });

  it('without an error text, shows the fallback; without a title, names what the call met', () => {
    expect(quickViewFailureAlert({ title: null, error: null }, 'Please check your internet connection.')).toEqual({
      title: 'Error: Please check your internet connection.',
      message: "There was an issue loading the quick view of this product. Please see the product's page for full product details.",
    });
    expect(quickViewFailureAlert({ title: 'Gone', error: '   ' }, '').message).toBe(QUICK_VIEW_MESSAGES.loadFailed);
  });

  it('never throws, whatever the failure looks like', () => {
    for (const failure of [null, undefined, 42, 'text', { title: 7, error: {} }]) {
      expect(quickViewFailureAlert(failure as never, 'Something went wrong')).toEqual({
        title: 'Error: Something went wrong',
        message: QUICK_VIEW_MESSAGES.loadFailed,
      });
    }
  });

  it("words the alert in the site's strings", () => {
    const strings = { quickViewErrorTitle: 'Erreur : {message}', quickViewLoadFailedMessage: 'Impossible.' };
    expect(quickViewFailureAlert({ title: 'Introuvable', error: null }, '', strings)).toEqual({ title: 'Erreur : Introuvable', message: 'Impossible.' });
  });
});

describe('shopper spec, constants and limits Quick-view modal top margin', () => {
  it('is 50 when the modal is taller than the viewport, and centred otherwise', () => {
    expect(QUICK_VIEW_TALL_TOP_MARGIN).toBe(50);
    expect(quickViewTopMargin(901, 900)).toBe(50);
    expect(quickViewTopMargin(900, 900)).toBeNull();
    expect(quickViewTopMargin(300, 900)).toBeNull();
    expect(quickViewTopMargin(Number.NaN, 900)).toBeNull();
    expect(quickViewTopMargin(Number.POSITIVE_INFINITY, 900)).toBeNull();
  });
});

describe('shopper spec, entities, states Quick view state', () => {
  it('starts closed with the groups given, ignoring anything that is not a list of ids', () => {
    expect(start).toEqual({ currentId: null, currentGroup: null, products: groups, isLightboxOpen: false });
    const odd = initialQuickViewState({ good: ['a', 3, 'b'], bad: 'nope' } as unknown as Record<string, string[]>);
    expect(odd.products).toEqual({ good: ['a', 'b'] });
  });

  it('opens only after the first successful load of the product shown', () => {
    const loading = run(start, { type: 'show', id: 'b', group: 'shop' });
    expect(loading).toMatchObject({ currentId: 'b', currentGroup: 'shop', isLightboxOpen: false });
    expect(run(loading, { type: 'loaded', id: 'a' }).isLightboxOpen).toBe(false);
    expect(run(loading, { type: 'failed', id: 'b' }).isLightboxOpen).toBe(false);
    expect(run(loading, { type: 'loaded', id: 'b' }).isLightboxOpen).toBe(true);
  });

  it('showing another product or group from the page closes the lightbox until the new one loads', () => {
    expect(run(openOn('b'), { type: 'show', id: 'c', group: 'shop' })).toMatchObject({ currentId: 'c', isLightboxOpen: false });
    expect(run(openOn('c'), { type: 'show', id: 'c', group: 'related' })).toMatchObject({ currentGroup: 'related', isLightboxOpen: false });
    const open = openOn('c');
    expect(run(open, { type: 'show', id: 'c', group: 'shop' })).toBe(open);
  });

  it('next and previous move within the current group, and do nothing at its ends', () => {
    // The lightbox stays open: the product view inside it is what is reloaded.
    expect(run(openOn('b'), { type: 'next' })).toMatchObject({ currentId: 'c', isLightboxOpen: true });
    expect(run(openOn('b'), { type: 'previous' })).toMatchObject({ currentId: 'a', isLightboxOpen: true });
    expect(run(openOn('b'), { type: 'next' }, { type: 'failed', id: 'c' })).toMatchObject({ currentId: 'c', isLightboxOpen: false });
    const last = openOn('c');
    expect(run(last, { type: 'next' })).toBe(last);
    const first = openOn('a');
    expect(run(first, { type: 'previous' })).toBe(first);
    // The same product in another group has other neighbours.
    expect(run(openOn('c', 'related'), { type: 'next' }).currentId).toBe('x');
  });

  it('hides previous and next where there is no neighbour', () => {
    expect(quickViewNeighbours(openOn('a'))).toEqual({ previous: null, next: 'b' });
    expect(quickViewNeighbours(openOn('b'))).toEqual({ previous: 'a', next: 'c' });
    expect(quickViewNeighbours(openOn('c'))).toEqual({ previous: 'b', next: null });
    expect(quickViewNeighbours(openOn('q'))).toEqual({ previous: null, next: null });
    expect(quickViewNeighbours(start)).toEqual({ previous: null, next: null });
  });

  it('closing destroys the view and forgets the product', () => {
    expect(run(openOn('b'), { type: 'close' })).toEqual({ ...start, currentId: null, currentGroup: null, isLightboxOpen: false });
    expect(run(start, { type: 'close' })).toBe(start);
  });

  it('takes the page groups in, a group at a time', () => {
    const state = run(start, { type: 'groups', products: { related: ['y'], more: ['m', 'n'] } });
    expect(state.products).toEqual({ shop: ['a', 'b', 'c'], related: ['y'], more: ['m', 'n'] });
  });

  it('never throws and keeps its shape, whatever happens in whatever order', () => {
    const id = fc.constantFrom('a', 'b', 'c', 'x', 'q', '');
    const action: fc.Arbitrary<QuickViewAction> = fc.oneof(
      fc.record({ type: fc.constant('show' as const), id, group: fc.constantFrom('shop', 'related', 'none') }),
      fc.record({ type: fc.constant('loaded' as const), id }),
      fc.record({ type: fc.constant('failed' as const), id }),
      fc.constantFrom<QuickViewAction>({ type: 'next' }, { type: 'previous' }, { type: 'close' }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        const state = run(start, ...actions);
        // Open means a product is shown; no product means closed.
        if (state.isLightboxOpen) expect(state.currentId).not.toBeNull();
        if (state.currentId === null) expect(state.isLightboxOpen).toBe(false);
      }),
    );
  });
});

it('its library strings are all localized defaults', () => {
  for (const [key, text] of Object.entries(QUICK_VIEW_STRINGS)) expect(DEFAULT_LOCALIZED_STRINGS).toHaveProperty(key, text);
});
