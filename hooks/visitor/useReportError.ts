'use client';

import { createContext, useContext } from 'react';

/** Reports one error to the error service; never throws. */
export type ReportError = (error: unknown, details?: { componentStack?: string }) => void;

/**
 * The page's error reporter, given by ErrorReporterProvider (hooks/visitor/useErrorReporter.tsx). It sits in its own
 * module so that what only reports (the ErrorBoundary, a hook's failure) bundles this context, not the queue
 * and the events API.
 */
export const ReportErrorContext = createContext<ReportError | null>(null);

/** Without a provider nothing is reported; one function for every caller so effects depending on it never rerun. */
const reportNothing: ReportError = () => {};

/**
 * Reports one error (queued, capped, debounced per logic/visitor/errorReports.ts) to the nearest
 * ErrorReporterProvider. Without a provider it does nothing (a stable no-op), so hooks can always
 * call it. Never throws.
 */
export function useReportError(): ReportError {
  return useContext(ReportErrorContext) ?? reportNothing;
}
