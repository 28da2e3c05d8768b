/**
 * The uncaught-error report queue (shopper spec, error catalogue, constants and limits) as pure functions over an immutable state: at most
 * 10 reports queued, at most 20 sent per page, stacks cut at 5000 characters, and one send per 1 s
 * debounce period: the caller passes the time and schedules the timer (hooks/); api/ posts the batch.
 */

/** Limits of the error report queue (shopper spec, constants and limits). */
export const ERROR_REPORT_LIMITS = { maxQueued: 10, maxSentPerPage: 20, maxStackLength: 5000, debounceMs: 1000 } as const;

/** What is known about an uncaught error and the page it happened on. */
export interface ErrorReport {
  app: string;
  message: string;
  stack: string;
  file: string;
  line: number | null;
  column: number | null;
  websiteId: string;
  templateId: string;
  url: string;
  userAgent: string;
}

/** A queued report and the time it was queued, in ms (the RecordJavascriptErrors event's timestamp). */
export interface QueuedErrorReport {
  data: ErrorReport;
  timestamp: number;
}

/** The queue: what waits to be sent, how many were sent or dropped, and when the last report came in. */
export interface ErrorReportQueueState {
  queued: readonly QueuedErrorReport[];
  sent: number;
  dropped: number;
  lastQueuedAt: number | null;
}

/** Limits a queue runs with; each defaults to {@link ERROR_REPORT_LIMITS}. */
export type ErrorReportQueueOptions = Partial<Record<keyof typeof ERROR_REPORT_LIMITS, number>>;

/** The pure operations of one page's error report queue. */
export interface ErrorReportQueue {
  /** The empty queue of a fresh page. */
  readonly initial: ErrorReportQueueState;
  /** Queues a report at `now`; dropped (and counted) when 10 wait or 20 were already sent or are waiting. */
  enqueue(state: ErrorReportQueueState, report: Partial<ErrorReport>, now: number): ErrorReportQueueState;
  /** The time the queue should be flushed, or null when nothing waits. */
  flushAt(state: ErrorReportQueueState): number | null;
  /** Takes the batch to send at `now`: everything waiting once 1 s passed since the last report, else nothing. */
  flush(state: ErrorReportQueueState, now: number): { state: ErrorReportQueueState; batch: QueuedErrorReport[] };
}

function field(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function position(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

function limit(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : fallback;
}

/** Normalises a report: every field present, the stack cut to `maxStackLength` characters. */
function normalise(report: Partial<ErrorReport>, maxStackLength: number): ErrorReport {
  return {
    app: field(report.app),
    message: field(report.message),
    stack: field(report.stack).slice(0, maxStackLength),
    file: field(report.file),
    line: position(report.line),
    column: position(report.column),
    websiteId: field(report.websiteId),
    templateId: field(report.templateId),
    url: field(report.url),
    userAgent: field(report.userAgent),
  };
}

/** Creates the pure error report queue of a page with the spec's limits (or the given ones). */
export function errorReportQueue(options: ErrorReportQueueOptions = {}): ErrorReportQueue {
  const maxQueued = limit(options.maxQueued, ERROR_REPORT_LIMITS.maxQueued);
  const maxSent = limit(options.maxSentPerPage, ERROR_REPORT_LIMITS.maxSentPerPage);
  const maxStackLength = limit(options.maxStackLength, ERROR_REPORT_LIMITS.maxStackLength);
  const debounceMs = limit(options.debounceMs, ERROR_REPORT_LIMITS.debounceMs);

  const flushAt = (state: ErrorReportQueueState): number | null =>
    state.queued.length === 0 || state.lastQueuedAt === null ? null : state.lastQueuedAt + debounceMs;

  return {
    initial: { queued: [], sent: 0, dropped: 0, lastQueuedAt: null },
    enqueue(state, report, now) {
      if (state.queued.length >= maxQueued || state.sent + state.queued.length >= maxSent) {
        return { ...state, dropped: state.dropped + 1 };
      }
      const entry: QueuedErrorReport = { data: normalise(report, maxStackLength), timestamp: now };
      return { ...state, queued: [...state.queued, entry], lastQueuedAt: now };
    },
    flushAt,
    flush(state, now) {
      const due = flushAt(state);
      if (due === null || now < due) return { state, batch: [] };
      const batch = [...state.queued];
      return { state: { ...state, queued: [], sent: state.sent + batch.length }, batch };
    },
  };
}

/** The `event` of each RecordJavascriptErrors entry (shopper spec, calls: "list of events (event, data, timestamp)"; the spec names no value). */
export const ERROR_REPORT_EVENT = 'error';

/** The `app` of a report when the site names none. */
export const DEFAULT_ERROR_REPORT_APP = 'vitrine';

function readProperty(value: unknown, key: string): unknown {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return undefined;
  try {
    return (value as Record<string, unknown>)[key];
  } catch {
    // A hostile getter or a revoked proxy: nothing can be read.
    return undefined;
  }
}

function safeText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  try {
    return String(value);
  } catch {
    // An object whose toString throws (or Object.create(null)) has no text to report.
    return '';
  }
}

/**
 * The message and stack of anything thrown or rejected (shopper spec, error catalogue): an Error's own, a string as the
 * message, anything else as its text; never throws, whatever the value (hostile getters included).
 */
export function describeThrown(thrown: unknown): { message: string; stack: string } {
  const message = readProperty(thrown, 'message');
  const stack = readProperty(thrown, 'stack');
  return {
    message: typeof message === 'string' ? message : safeText(thrown),
    stack: typeof stack === 'string' ? stack : '',
  };
}
