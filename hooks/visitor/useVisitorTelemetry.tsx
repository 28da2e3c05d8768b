'use client';

import { useCensusVisitor, type CensusVisitorOptions } from './useCensusVisitor.ts';
import { ErrorReporterProvider, type ErrorReporterProviderProps } from './useErrorReporter.tsx';
import { usePerformanceRecords, type PerformanceRecordsOptions } from './usePerformanceRecords.ts';
import { useSessionRecording, type SessionRecordingOptions } from './useSessionRecording.ts';

/** Props of {@link VisitorTelemetry}. */
export interface VisitorTelemetryProps extends ErrorReporterProviderProps {
  /** Performance records' options; false records nothing. @default {} (recorded, app as the error reports') */
  performance?: PerformanceRecordsOptions | false;
  /** Session recording's eligibility and starter. @default {} (never eligible: no country, toggle off) */
  sessionRecording?: SessionRecordingOptions;
  /**
   * The census cookies' options; false writes none. They follow the CookieConsentProvider above, if any: put
   * one above VisitorTelemetry when the site's cookie policy is restrictive. @default {} (counted)
   */
  census?: CensusVisitorOptions | false;
}

function CensusCookies({ options }: { options: CensusVisitorOptions }) {
  useCensusVisitor(options);
  return null;
}

function TelemetryEffects({ app, performance, sessionRecording }: Pick<VisitorTelemetryProps, 'app' | 'performance' | 'sessionRecording'>) {
  usePerformanceRecords(performance === false ? { enabled: false } : { ...(app === undefined ? {} : { app }), ...performance });
  useSessionRecording(sessionRecording);
  return null;
}

/**
 * The page's telemetry, mounted once around the page: the error reporter (window errors, unhandled rejections
 * and ErrorBoundary catches → RecordJavascriptErrors, shopper spec, error catalogue), performance records (rendering spec, calls, sent
 * once 30 s after load or on hide), session recording (shopper spec, states, through the site's starter) and the census
 * cookies (shopper spec, entities, useCensusVisitor, held back while a restrictive policy clears them). Each part is also
 * usable alone: ErrorReporterProvider, usePerformanceRecords, useSessionRecording, useCensusVisitor.
 */
export function VisitorTelemetry({ performance = {}, sessionRecording = {}, census = {}, children, ...reporter }: VisitorTelemetryProps) {
  return (
    <ErrorReporterProvider {...reporter}>
      <TelemetryEffects app={reporter.app} performance={performance} sessionRecording={sessionRecording} />
      {census === false ? null : <CensusCookies options={census} />}
      {children}
    </ErrorReporterProvider>
  );
}
