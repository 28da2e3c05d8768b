/**
 * Data fetches (shopper spec, states, rendering spec, states) move through pending, success and failed. A pure
 * reducer: each start gets a request number, so an answer to an older request never overwrites a newer one.
 */

/** Where a fetch is; `data` keeps the last good answer while a refetch is pending or after it failed. */
export type FetchState<T> =
  | { status: 'pending'; request: number; data: T | null }
  | { status: 'success'; request: number; data: T }
  | { status: 'failed'; request: number; data: T | null; error: unknown };

/** What happens to a fetch. */
export type FetchEvent<T> =
  | { type: 'start' }
  | { type: 'succeeded'; request: number; data: T }
  | { type: 'failed'; request: number; error: unknown };

/** The state of a fetch that has just started (request 1). */
export function initialFetchState<T>(): FetchState<T> {
  return { status: 'pending', request: 1, data: null };
}

/** Moves a fetch along: start → pending (keeping the last data); an answer to the current request → success or failed. */
export function fetchStateReducer<T>(state: FetchState<T>, event: FetchEvent<T>): FetchState<T> {
  switch (event.type) {
    case 'start':
      return { status: 'pending', request: state.request + 1, data: state.data };
    case 'succeeded':
      if (state.status !== 'pending' || event.request !== state.request) return state;
      return { status: 'success', request: state.request, data: event.data };
    case 'failed':
      if (state.status !== 'pending' || event.request !== state.request) return state;
      return { status: 'failed', request: state.request, data: state.data, error: event.error };
    default:
      return state;
  }
}
