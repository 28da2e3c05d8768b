import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fetchStateReducer, initialFetchState, type FetchEvent, type FetchState } from './fetchState.ts';

const run = <T>(state: FetchState<T>, ...events: Array<FetchEvent<T>>) => events.reduce(fetchStateReducer<T>, state);

describe('shopper spec, states Data fetches: pending, success, failed', () => {
  it('starts pending with no data', () => {
    expect(initialFetchState<string>()).toEqual({ status: 'pending', request: 1, data: null });
  });

  it('succeeds with the data of the current request', () => {
    expect(run(initialFetchState<string>(), { type: 'succeeded', request: 1, data: 'a' })).toEqual({ status: 'success', request: 1, data: 'a' });
  });

  it('fails with the error, keeping the last good data', () => {
    const ok = run(initialFetchState<string>(), { type: 'succeeded', request: 1, data: 'a' });
    const refetch = run(ok, { type: 'start' });
    expect(refetch).toEqual({ status: 'pending', request: 2, data: 'a' });
    const error = new Error('down');
    expect(run(refetch, { type: 'failed', request: 2, error })).toEqual({ status: 'failed', request: 2, data: 'a', error });
  });

  it('ignores an answer to an older request and a second answer', () => {
    const refetch = run(initialFetchState<string>(), { type: 'start' });
    expect(run(refetch, { type: 'succeeded', request: 1, data: 'stale' })).toBe(refetch);
    const done = run(refetch, { type: 'succeeded', request: 2, data: 'new' });
    expect(run(done, { type: 'failed', request: 2, error: 'late' })).toBe(done);
  });

  it('is always in one of the three states, and success always has data from the current request (property)', () => {
    const event: fc.Arbitrary<FetchEvent<number>> = fc.oneof(
      fc.constant({ type: 'start' as const }),
      fc.record({ type: fc.constant('succeeded' as const), request: fc.integer({ min: 0, max: 6 }), data: fc.integer() }),
      fc.record({ type: fc.constant('failed' as const), request: fc.integer({ min: 0, max: 6 }), error: fc.string() }),
    );
    fc.assert(fc.property(fc.array(event, { maxLength: 20 }), (events) => {
      let state = initialFetchState<number>();
      for (const e of events) {
        const next = fetchStateReducer(state, e);
        expect(['pending', 'success', 'failed']).toContain(next.status);
        if (next.status === 'success' && next !== state) expect(e).toMatchObject({ type: 'succeeded', request: state.request });
        expect(next.request).toBeGreaterThanOrEqual(state.request);
        state = next;
      }
    }));
  });
});
