'use client';

import { useCallback, useEffect, useState } from 'react';
import { createPlacesApi, type PlaceDetails, type PlacePrediction } from '../../api/places.ts';
import { PLACES_DEBOUNCE_MS, shouldLookUpPlaces, type PlacesTracking } from '../../logic/forms/places.ts';
import { useApiModule } from '../shared/useApiClient.tsx';

/** Where the suggestions for the typed text are. */
export type PlacesStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** What {@link usePlaces} gives. */
export interface PlacesLookup {
  status: PlacesStatus;
  /** Suggestions for the text typed (empty while idle, loading or failed). */
  predictions: readonly PlacePrediction[];
  /** The details of one suggestion, with the tracking context; null when the call fails. Never rejects. */
  details(placeId: string): Promise<PlaceDetails | null>;
}

/**
 * Address suggestions for `input` (shopper spec, calls): asked PLACES_DEBOUNCE_MS after the last change,
 * only for text worth a lookup, the call before cancelled (AbortController) whenever the text changes
 * again. A failure leaves status 'failed' and no suggestions, so the field is plain text entry.
 */
export function usePlaces(input: string, tracking: PlacesTracking, { enabled = true }: { enabled?: boolean } = {}): PlacesLookup {
  const api = useApiModule('places', createPlacesApi);
  // The answer kept with the text it answers: text typed since shows as loading until its own answer.
  const [answer, setAnswer] = useState<{ input: string; status: 'ready' | 'failed'; predictions: readonly PlacePrediction[] } | null>(null);
  const wanted = enabled && shouldLookUpPlaces(input);

  useEffect(() => {
    if (!wanted) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api.autocomplete({ input: input.trim() }, { signal: controller.signal }).then(
        (predictions) => {
          if (!controller.signal.aborted) setAnswer({ input, status: 'ready', predictions });
        },
        () => {
          if (!controller.signal.aborted) setAnswer({ input, status: 'failed', predictions: [] });
        },
      );
    }, PLACES_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, input, wanted]);

  const { productPage, productSection } = tracking;
  const details = useCallback(
    (placeId: string) => api.details({ placeId }, { productPage, productSection }).catch(() => null),
    [api, productPage, productSection],
  );

  const state: { status: PlacesStatus; predictions: readonly PlacePrediction[] } = !wanted
    ? { status: 'idle', predictions: [] }
    : answer?.input === input
      ? answer
      : { status: 'loading', predictions: answer?.status === 'ready' ? answer.predictions : [] };
  return { status: state.status, predictions: state.predictions, details };
}
