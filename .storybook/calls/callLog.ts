/**
 * The "Calls" panel's preview side (story-only tooling): every request the mock backend
 * answered while the current story was open (the endpoint of the call table, method, status and a
 * summary of what was sent), sent to the manager's panel over the Storybook channel. A designer or a
 * product owner opens the panel and sees what a click sent.
 */
import { addons } from 'storybook/preview-api';
import type { SetupWorker } from 'msw/browser';
// The features' matcher of a request to the call table: one rule for the panel and the features.
import { endpointOf } from '../../features/support/calls.ts';
import { CALLS_EVENTS, type LoggedCall } from './events.ts';

/** How much of a body the panel shows. */
const BODY_SUMMARY_LENGTH = 160;

/** A body shortened for the panel: a form-encoded body's fields decoded (`event=1 data={…}`), long text cut. */
export function summarizeBody(text: string): string {
  let trimmed = text.trim();
  if (trimmed !== '' && !trimmed.startsWith('{') && !trimmed.startsWith('[') && trimmed.includes('=')) {
    try {
      trimmed = [...new URLSearchParams(trimmed)].map(([name, value]) => `${name}=${value}`).join(' ');
    } catch {
      // Not a form after all: shown as sent.
    }
  }
  return trimmed.length > BODY_SUMMARY_LENGTH ? `${trimmed.slice(0, BODY_SUMMARY_LENGTH - 1)}…` : trimmed;
}

let calls: LoggedCall[] = [];
const byRequest = new Map<string, LoggedCall>();
let listening: SetupWorker | null = null;

function publish(): void {
  try {
    addons.getChannel().emit(CALLS_EVENTS.update, calls);
  } catch {
    // No manager (a test run, a story opened on its own): nobody to tell.
  }
}

/** Starts the log over for a new story. */
export function clearCalls(): void {
  calls = [];
  byRequest.clear();
  publish();
}

/** Listens to the worker once: each answered request is added to the current story's calls. */
export function logCallsOf(worker: SetupWorker): void {
  if (listening === worker) return;
  listening = worker;
  worker.events.on('request:start', ({ request, requestId }) => {
    const url = new URL(request.url);
    const call: LoggedCall = { endpoint: endpointOf(request.method, url.pathname), method: request.method, path: url.pathname, status: null, body: '' };
    // Only the API's calls: images and the app's own files are not what a designer asks about.
    if (call.endpoint === null && !url.pathname.startsWith('/api/')) return;
    byRequest.set(requestId, call);
    calls = [...calls, call];
    request
      .clone()
      .text()
      .then((text) => {
        call.body = summarizeBody(text);
        publish();
      })
      .catch(() => undefined);
  });
  worker.events.on('response:mocked', ({ response, requestId }) => {
    const call = byRequest.get(requestId);
    if (!call) return;
    call.status = response.status;
    calls = [...calls];
    publish();
  });
  try {
    addons.getChannel().on(CALLS_EVENTS.request, publish);
  } catch {
    // No channel: nothing asks.
  }
}
