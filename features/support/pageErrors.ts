/**
 * Which of the errors a page throws fail a scenario: every one but the mock backend's update check.
 * MSW's start (mocks/browser.ts, through msw/browser) asks the browser to update the mock service
 * worker it finds already registered, and does not wait for the answer (mswjs/msw: a
 * failed update then surfaces as an uncaught rejection). On a loaded machine, with the shared page
 * loading story after story, Chromium once answered that update with "Not found": the page "threw"
 * it, though every step of that scenario had passed with the worker already installed
 * (features/content/gallery.feature, in a run under load). A worker that is truly missing fails
 * another way: its registration, with MSW's own message, or an update with the HTTP status it got.
 */
const WORKER_UPDATE_NOT_FOUND = /^Failed to update a ServiceWorker for scope \('[^']*'\) with script \('[^']*\/mockServiceWorker\.js'\): Not found\.?$/;

/** False only for the mock service worker's failed update check, which leaves the installed worker answering. */
export function failsScenario(pageError: string): boolean {
  return !WORKER_UPDATE_NOT_FOUND.test(pageError);
}
