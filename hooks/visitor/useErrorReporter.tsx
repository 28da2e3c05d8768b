'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { createEventsApi, type JavascriptErrorEvent } from '../../api/events.ts';
import {
  DEFAULT_ERROR_REPORT_APP,
  ERROR_REPORT_EVENT,
  describeThrown,
  errorReportQueue,
  type ErrorReport,
  type ErrorReportQueueState,
} from '../../logic/visitor/errorReports.ts';
import { useApiModule } from '../shared/useApiClient.tsx';
import { ReportErrorContext, type ReportError } from './useReportError.ts';

export { useReportError, type ReportError } from './useReportError.ts';

/** What the page says about where an error happened, beyond the error itself. */
type ErrorLocation = Partial<Pick<ErrorReport, 'file' | 'line' | 'column' | 'stack'>>;

/** Props of {@link ErrorReporterProvider}. */
export interface ErrorReporterProviderProps {
  /** The site's website id, sent with every report. @default '' */
  websiteId?: string;
  /** The site's template id, sent with every report. @default '' */
  templateId?: string;
  /** Which app the errors come from. @default DEFAULT_ERROR_REPORT_APP ('vitrine') */
  app?: string;
  children: ReactNode;
}

/** Posts a batch; the events API resolves false after warning, the catch is for a client a site passed in that throws. */
function sendBatch(events: ReturnType<typeof createEventsApi>, batch: readonly { data: ErrorReport; timestamp: number }[]): void {
  if (batch.length === 0) return;
  const list: JavascriptErrorEvent[] = batch.map(({ data, timestamp }) => ({ event: ERROR_REPORT_EVENT, data, timestamp }));
  Promise.resolve()
    .then(() => events.recordJavascriptErrors(list))
    .catch(() => undefined);
}

function pageUrl(): string {
  return typeof location === 'undefined' ? '' : location.href;
}

function userAgent(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent;
}

interface ReporterContext {
  websiteId: string;
  templateId: string;
  app: string;
  events: ReturnType<typeof createEventsApi>;
}

/** One page's queue and its debounce timer, outside React so the report function is made once. */
function createPageReporter(initial: ReporterContext) {
  let context = initial;
  const read = () => context;
  const queue = errorReportQueue();
  let state: ErrorReportQueueState = queue.initial;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flushDue = (now: number): void => {
    const { state: next, batch } = queue.flush(state, now);
    state = next;
    sendBatch(read().events, batch);
  };
  const schedule = (): void => {
    clearTimeout(timer);
    timer = undefined;
    const due = queue.flushAt(state);
    if (due === null) return;
    // The timer is the debounce: when it fires the batch is due, whatever the wall clock says by
    // then (set back a minute, or standing still), or the reports would wait on the clock's return.
    timer = setTimeout(() => {
      flushDue(Math.max(Date.now(), due));
      schedule();
    }, Math.max(0, due - Date.now()));
  };
  const enqueue = (thrown: unknown, location: ErrorLocation = {}): void => {
    try {
      const described = describeThrown(thrown);
      const { websiteId, templateId, app } = read();
      const report: Partial<ErrorReport> = {
        ...location,
        app,
        message: described.message,
        stack: described.stack || location.stack || '',
        websiteId,
        templateId,
        url: pageUrl(),
        userAgent: userAgent(),
      };
      state = queue.enqueue(state, report, Date.now());
      schedule();
    } catch {
      // Reporting an error must never be the cause of another one.
    }
  };
  const report: ReportError = (error, details) => enqueue(error, details?.componentStack ? { stack: details.componentStack } : {});
  return {
    enqueue,
    report,
    update(next: ReporterContext): void {
      context = next;
    },
    flushNow(): void {
      clearTimeout(timer);
      timer = undefined;
      flushDue(Number.POSITIVE_INFINITY);
    },
  };
}

/**
 * Reports the page's uncaught errors (shopper spec, error catalogue): window `error` and `unhandledrejection` events, and
 * whatever `useReportError()` is given below it (the ErrorBoundary's catches, failed preferences). Each
 * error becomes a report with the app, message, stack, file, line, column, website and template ids, url and
 * user agent, queued by logic/visitor/errorReports.ts (at most 20 sent by this provider, 10 waiting, stacks cut at
 * 5000 characters) and sent 1 s after the last one to RecordJavascriptErrors with the CSRF header. Mount it
 * once per page; a failed send is warned about by the API client and never reaches the page.
 */
export function ErrorReporterProvider({ websiteId = '', templateId = '', app = DEFAULT_ERROR_REPORT_APP, children }: ErrorReporterProviderProps) {
  const events = useApiModule('events', createEventsApi);
  const [reporter] = useState(() => createPageReporter({ websiteId, templateId, app, events }));
  // The latest props and client are handed over after each render, so the reporter (and its report function) never changes.
  useEffect(() => {
    reporter.update({ websiteId, templateId, app, events });
  });

  useEffect(() => {
    if (typeof window === 'undefined') return undefined;
    const onError = (event: ErrorEvent) => {
      reporter.enqueue(event.error ?? event.message, { file: event.filename, line: event.lineno, column: event.colno });
    };
    const onRejection = (event: PromiseRejectionEvent) => reporter.enqueue(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      // Reports still waiting when the provider goes are sent at once rather than lost.
      reporter.flushNow();
    };
  }, [reporter]);

  return <ReportErrorContext.Provider value={reporter.report}>{children}</ReportErrorContext.Provider>;
}
