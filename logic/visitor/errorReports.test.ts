import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ERROR_REPORT_LIMITS, describeThrown, errorReportQueue, type ErrorReportQueueState } from './errorReports.ts';

const report = (message: string) => ({
  app: 'vitrine', message, stack: 'at x', file: 'site.js', line: 3, column: 7,
  websiteId: 'w1', templateId: 't1', url: 'https://example.com/', userAgent: 'UA',
});

describe('shopper spec, constants and limits Error reports: limits', () => {
  it('are 10 queued, 20 sent per page, 5000 characters of stack and a 1 s debounce', () => {
    expect(ERROR_REPORT_LIMITS).toEqual({ maxQueued: 10, maxSentPerPage: 20, maxStackLength: 5000, debounceMs: 1000 });
  });
});

describe('shopper spec, error catalogue Error reporting: the queue', () => {
  const queue = errorReportQueue();

  it('queues a report with every field and the time it came in', () => {
    const state = queue.enqueue(queue.initial, report('boom'), 5000);
    expect(state.queued).toEqual([{ data: report('boom'), timestamp: 5000 }]);
    expect(queue.flushAt(state)).toBe(6000);
  });

  it('fills missing fields with empty values', () => {
    const state = queue.enqueue(queue.initial, { message: 'only a message', line: -1 }, 0);
    expect(state.queued[0]?.data).toEqual({
      app: '', message: 'only a message', stack: '', file: '', line: null, column: null, websiteId: '', templateId: '', url: '', userAgent: '',
    });
  });

  it('cuts the stack at 5000 characters', () => {
    const at = (length: number) => queue.enqueue(queue.initial, { ...report('x'), stack: 's'.repeat(length) }, 0).queued[0]?.data.stack.length;
    expect(at(5000)).toBe(5000);
    expect(at(5001)).toBe(5000);
    expect(at(4999)).toBe(4999);
  });

  it('keeps at most 10 waiting and counts the rest as dropped', () => {
    let state: ErrorReportQueueState = queue.initial;
    for (let i = 0; i < 11; i += 1) state = queue.enqueue(state, report(`e${i}`), i);
    expect(state.queued).toHaveLength(10);
    expect(state.dropped).toBe(1);
    expect(state.queued.at(-1)?.data.message).toBe('e9');
  });

  it('sends once 1 s has passed since the last report, and not a millisecond before', () => {
    let state = queue.enqueue(queue.initial, report('a'), 1000);
    state = queue.enqueue(state, report('b'), 1500);
    expect(queue.flush(state, 2499)).toEqual({ state, batch: [] });
    const { state: after, batch } = queue.flush(state, 2500);
    expect(batch.map((entry) => entry.data.message)).toEqual(['a', 'b']);
    expect(after).toMatchObject({ queued: [], sent: 2 });
    expect(queue.flushAt(after)).toBeNull();
    expect(queue.flush(after, 99_999).batch).toEqual([]);
  });

  it('sends at most 20 per page', () => {
    let state: ErrorReportQueueState = queue.initial;
    let now = 0;
    let sent = 0;
    for (let round = 0; round < 5; round += 1) {
      for (let i = 0; i < 10; i += 1) state = queue.enqueue(state, report(`r${round}-${i}`), (now += 10));
      const result = queue.flush(state, (now += 1000));
      state = result.state;
      sent += result.batch.length;
    }
    expect(sent).toBe(20);
    expect(state.sent).toBe(20);
    expect(state.dropped).toBe(30);
  });

  it('takes other limits when given', () => {
    const small = errorReportQueue({ maxQueued: 1, debounceMs: 10 });
    const state = small.enqueue(small.enqueue(small.initial, report('a'), 0), report('b'), 1);
    expect(state.queued).toHaveLength(1);
    expect(small.flush(state, 10).batch).toHaveLength(1);
  });

  it('never sends more than 20, queues more than 10 or keeps a longer stack, whatever happens (property)', () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('error' as const), stack: fc.string({ maxLength: 6000 }), gap: fc.nat(2000) }),
      fc.record({ kind: fc.constant('flush' as const), gap: fc.nat(2000) }),
    );
    fc.assert(fc.property(fc.array(step, { maxLength: 80 }), (steps) => {
      let state = queue.initial;
      let now = 0;
      let total = 0;
      for (const s of steps) {
        now += s.gap;
        if (s.kind === 'error') {
          state = queue.enqueue(state, { message: 'm', stack: s.stack }, now);
        } else {
          const result = queue.flush(state, now);
          state = result.state;
          total += result.batch.length;
          for (const entry of result.batch) expect(now - entry.timestamp).toBeGreaterThanOrEqual(0);
        }
        expect(state.queued.length).toBeLessThanOrEqual(10);
        for (const entry of state.queued) expect(entry.data.stack.length).toBeLessThanOrEqual(5000);
      }
      expect(total).toBeLessThanOrEqual(20);
      expect(total).toBe(state.sent);
    }));
  });
});

describe('shopper spec, error catalogue Error reporting: the message and stack of anything thrown', () => {
  it("takes an Error's message and stack", () => {
    const error = new Error('x is undefined');
    error.stack = 'Error: x is undefined\n    at f (site.js:1:2)';
    expect(describeThrown(error)).toEqual({ message: 'x is undefined', stack: 'Error: x is undefined\n    at f (site.js:1:2)' });
  });

  it('takes a string or a number as the message, with no stack', () => {
    expect(describeThrown('not found')).toEqual({ message: 'not found', stack: '' });
    expect(describeThrown(404)).toEqual({ message: '404', stack: '' });
    expect(describeThrown(undefined)).toEqual({ message: '', stack: '' });
  });

  it('never throws on a hostile value', () => {
    const throwingGetter = new Proxy({}, {
      get() {
        throw new Error('no');
      },
    });
    expect(describeThrown(throwingGetter)).toEqual({ message: '', stack: '' });
    expect(describeThrown(Object.create(null))).toEqual({ message: '', stack: '' });
    fc.assert(fc.property(fc.anything(), (value) => {
      const described = describeThrown(value);
      expect(typeof described.message).toBe('string');
      expect(typeof described.stack).toBe('string');
    }));
  });
});
