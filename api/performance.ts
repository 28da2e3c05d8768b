/**
 * Performance telemetry (rendering spec, calls, constants and limits): records are batched and the batch is sent 30 s after
 * the page loads, and again whenever the page becomes hidden, by beacon or a plain-text post. The
 * clock and the page events come from a scheduler, so tests drive them by hand.
 */
import { PERFORMANCE_RECORDS } from '../logic/shared/constants.ts';
import { callsOf, endpointRow, sendQuietly, type Transport } from './http.ts';
import { ignoreAnswer, type JsonObject } from './parse.ts';
import type { EndpointFields } from './endpoints.ts';

/** The performance rows of the call table (api/endpoints.ts): what the transport needs to make each call. */
export const PERFORMANCE_CALLS = {
  'performance.sendRecords': { method: 'POST', path: '/api/1/performance/records', domain: 'analytics' },
} as const satisfies Record<string, EndpointFields>;

/** One performance record (rendering spec, calls). */
export interface PerformanceRecord {
  app: string;
  data: JsonObject;
  event: string;
  pageLoadId: string;
  /** When it was measured, in ms since the epoch. */
  ts: number;
}

/** When a batch is due: a delay after load, and each time the page is hidden. */
export interface PerformanceScheduler {
  /** Calls back once, `ms` after the page has loaded; returns a function that cancels it. */
  afterLoad(ms: number, callback: () => void): () => void;
  /** Calls back each time the page becomes hidden; returns a function that stops it. */
  onHidden(callback: () => void): () => void;
}

/** The browser's scheduler: the load event and a timer, and visibilitychange. Outside a browser it never fires. */
export function browserScheduler(): PerformanceScheduler {
  if (typeof window === 'undefined' || typeof document === 'undefined') {
    return { afterLoad: () => () => {}, onHidden: () => () => {} };
  }
  return {
    afterLoad(ms, callback) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const start = () => {
        timer = setTimeout(callback, ms);
      };
      if (document.readyState === 'complete') start();
      else window.addEventListener('load', start, { once: true });
      return () => {
        window.removeEventListener('load', start);
        clearTimeout(timer);
      };
    },
    onHidden(callback) {
      const listener = () => {
        if (document.visibilityState === 'hidden') callback();
      };
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
  };
}

/** A batch of performance records that sends itself when due. */
export interface PerformanceBatch {
  /** Adds a record to the next batch. */
  record(record: PerformanceRecord): void;
  /** Sends what is queued now (nothing when empty). */
  flush(): void;
  /** Records waiting for the next send. */
  pending(): number;
  /** Stops listening to the scheduler. */
  stop(): void;
}

/** Starts a batch: `send` gets the queued records 30 s after load and each time the page is hidden. */
export function createPerformanceBatch(
  send: (records: PerformanceRecord[]) => unknown,
  scheduler: PerformanceScheduler = browserScheduler(),
): PerformanceBatch {
  let queue: PerformanceRecord[] = [];
  const flush = () => {
    if (queue.length === 0) return;
    const batch = queue;
    queue = [];
    send(batch);
  };
  const stops = [scheduler.afterLoad(PERFORMANCE_RECORDS.flushDelayMs, flush), scheduler.onHidden(flush)];
  return {
    record: (record) => void queue.push(record),
    flush,
    pending: () => queue.length,
    stop: () => stops.forEach((stop) => stop()),
  };
}

/** The performance calls of one client. */
export function createPerformanceApi(transport: Transport) {
  const call = callsOf(transport, PERFORMANCE_CALLS);
  /** POST /api/1/performance/records: the batch as plain text, by beacon when asked and possible; never throws. */
  function sendRecords(records: readonly PerformanceRecord[], options: { beacon?: boolean } = {}): Promise<boolean> {
    const text = JSON.stringify(records);
    if (options.beacon && transport.beacon(endpointRow(PERFORMANCE_CALLS, 'performance.sendRecords'), text, 'text/plain;charset=UTF-8')) return Promise.resolve(true);
    return sendQuietly(transport, 'performance.sendRecords', () => call('performance.sendRecords', { text }, ignoreAnswer));
  }
  return {
    sendRecords,
    /** A batch sent by beacon (so it survives the page closing) on the given scheduler. */
    createBatch(scheduler?: PerformanceScheduler): PerformanceBatch {
      return createPerformanceBatch((records) => sendRecords(records, { beacon: true }), scheduler);
    },
  };
}
