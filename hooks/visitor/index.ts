/** The hooks of the visitor: analytics and its suppression, cookies and consent, session, preferences, error reports. Modules of this folder not listed here are used inside hooks/ only. */
export * from './useErrorReporter.tsx';
export * from './useSession.tsx';
export * from './useAnalytics.tsx';
export * from './cookieJar.ts';
export * from './useCookieConsent.ts';
export * from './useCensusVisitor.ts';
export * from './usePopupOverlay.ts';
export * from './usePreferences.ts';
export * from './usePerformanceRecords.ts';
export * from './useSessionRecording.ts';
export * from './useVisitorTelemetry.tsx';
