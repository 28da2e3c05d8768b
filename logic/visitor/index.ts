/** The rules of the visitor: analytics and its suppression, cookies and consent, session, preferences, error reports. Modules of this folder not listed here are used inside logic/ only. */
export * from './cookies.ts';
export * from './socialStrings.ts';
export * from './analytics.ts';
export * from './analyticsEvents.ts';
export * from './analyticsGatedVideo.ts';
export * from './analyticsMedia.ts';
export * from './analyticsPipeline.ts';
export * from './errorReports.ts';
export * from './preferences.ts';
export * from './session.ts';
export * from './popupOverlay.ts';
export * from './consentStrings.ts';
export * from './performanceRecords.ts';
export * from './pageFlags.ts';
