'use client';

import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { errorMessage } from '../../api/errors.ts';
import { createRenderingApi, quickViewFailure } from '../../api/rendering.ts';
import {
  QUICK_VIEW_STRINGS,
  initialQuickViewState,
  quickViewFailureAlert,
  quickViewNeighbours,
  quickViewReducer,
  type QuickViewState,
} from '../../logic/shopper/quickView.ts';
import { useAnalytics } from '../visitor/useAnalytics.tsx';
import { useApiModule } from '../shared/useApiClient.tsx';
import { API_ERROR_MESSAGE_STRINGS } from '../../logic/shared/apiErrors.ts';
import { useStrings } from '../shared/useLocalizedStrings.tsx';

/** The quick view's failure alert and the messages of a failed call. */
const STRINGS = { ...API_ERROR_MESSAGE_STRINGS, ...QUICK_VIEW_STRINGS };

/** Where the current product's view is: nothing asked, loading, loaded (its html), or failed (the alert). */
export type QuickViewLoad =
  | { status: 'idle' }
  | { status: 'loading'; id: string }
  | { status: 'loaded'; id: string; html: string }
  | { status: 'failed'; id: string; alert: { title: string; message: string } };

/** Options of {@link useQuickView}. */
export interface UseQuickViewOptions {
  /** Each group's product ids in page order (previous and next move within one). */
  groups?: Readonly<Record<string, readonly string[]>>;
  /** A logged-in editor's page: the view is torn down before the page unloads (shopper spec, states). @default false */
  editing?: boolean;
  /** A product to show from the start (a shared link to a quick view, a story). */
  initialProduct?: { id: string; group?: string };
}

/** What {@link useQuickView} gives. */
export interface QuickViewController {
  /** The spec's state (shopper spec, entities). */
  state: QuickViewState;
  /** The current product's load. */
  load: QuickViewLoad;
  /** The product before the current one in its group; null where there is none. */
  previousId: string | null;
  /** The product after the current one in its group; null where there is none. */
  nextId: string | null;
  /** Shows a product of a group (loads it; the lightbox opens once it has loaded). */
  show(id: string, group?: string): void;
  /** Moves to the next product of the group; nothing at its end. */
  next(): void;
  /** Moves to the previous product of the group; nothing at its start. */
  previous(): void;
  /** Closes and destroys the view. */
  close(): void;
}

const IDLE: QuickViewLoad = { status: 'idle' };

/** A stable key for a groups object given inline on every render. */
function groupsKey(groups: Readonly<Record<string, readonly string[]>> | undefined): string {
  try {
    return JSON.stringify(groups ?? {});
  } catch {
    return '{}';
  }
}

/**
 * The product quick view (shopper spec, states): its state in the pure reducer of logic/shopper/quickView, driven
 * here. Each product shown is loaded afresh (a change of product or group drops the old view), the
 * lightbox opens only after its load succeeds, each product shown is recorded with the census (a
 * failure there is ignored), a failed load gives the spec's alert, and on a logged-in editor's page
 * the view is torn down before the page unloads.
 */
export function useQuickView({ groups, editing = false, initialProduct }: UseQuickViewOptions = {}): QuickViewController {
  const rendering = useApiModule('rendering', createRenderingApi);
  // Recorded through the page's analytics, so a suppressed page (shopper spec, states) records nothing.
  const { recordQuickView } = useAnalytics().census;
  const strings = useStrings(STRINGS);
  const [state, dispatch] = useReducer(quickViewReducer, null, () =>
    initialProduct === undefined ? initialQuickViewState(groups) : quickViewReducer(initialQuickViewState(groups), { type: 'show', ...initialProduct }),
  );
  // The answer of the last load, against the product and group it was for.
  const [answer, setAnswer] = useState<{ key: string; load: QuickViewLoad } | null>(null);

  const key = groupsKey(groups);
  useEffect(() => {
    dispatch({ type: 'groups', products: JSON.parse(key) as Record<string, readonly string[]> });
  }, [key]);

  const { currentId, currentGroup } = state;
  // The group is part of the key: the same product shown in another group is loaded again (shopper spec, states).
  const loadKey = currentId === null ? null : `${currentGroup ?? ''}\u0000${currentId}`;
  useEffect(() => {
    if (currentId === null || loadKey === null) return;
    // A newer product (or closing) makes this answer stale: it must not open or alert.
    let current = true;
    rendering.getQuickView(currentId).then(
      ({ html }) => {
        if (!current) return;
        setAnswer({ key: loadKey, load: { status: 'loaded', id: currentId, html } });
        dispatch({ type: 'loaded', id: currentId });
        void recordQuickView(currentId);
      },
      (error: unknown) => {
        if (!current) return;
        const data = typeof error === 'object' && error !== null && 'data' in error ? error.data : null;
        const alert = quickViewFailureAlert(quickViewFailure(data), errorMessage(error, strings), strings);
        setAnswer({ key: loadKey, load: { status: 'failed', id: currentId, alert } });
        dispatch({ type: 'failed', id: currentId });
      },
    );
    return () => {
      current = false;
    };
  }, [currentId, loadKey, rendering, recordQuickView, strings]);

  const show = useCallback((id: string, group?: string) => dispatch({ type: 'show', id, ...(group === undefined ? {} : { group }) }), []);
  const next = useCallback(() => dispatch({ type: 'next' }), []);
  const previous = useCallback(() => dispatch({ type: 'previous' }), []);
  const close = useCallback(() => {
    dispatch({ type: 'close' });
    // Closing destroys the view: showing the product again loads it afresh.
    setAnswer(null);
  }, []);
  useEffect(() => {
    if (!editing) return;
    window.addEventListener('beforeunload', close);
    return () => window.removeEventListener('beforeunload', close);
  }, [editing, close]);

  return useMemo(() => {
    const { previous: previousId, next: nextId } = quickViewNeighbours(state);
    const load: QuickViewLoad =
      currentId === null ? IDLE : answer !== null && answer.key === loadKey ? answer.load : { status: 'loading', id: currentId };
    return { state, load, previousId, nextId, show, next, previous, close };
  }, [state, currentId, answer, loadKey, show, next, previous, close]);
}
