/** The page errors that fail a feature scenario (features/support/pageErrors.ts). */
import { describe, expect, it } from 'vitest';
import { failsScenario } from '../../features/support/pageErrors.ts';

describe('failsScenario', () => {
  it('lets pass the failed update check of the mock service worker, as Chromium words it', () => {
    const seen = "Failed to update a ServiceWorker for scope ('http://127.0.0.1:44033/') with script ('http://127.0.0.1:44033/mockServiceWorker.js'): Not found";
    expect(failsScenario(seen)).toBe(false);
  });

  it('fails on a mock service worker the server does not have, and on another script', () => {
    expect(
      failsScenario(
        "Failed to update a ServiceWorker for scope ('http://127.0.0.1:44033/') with script ('http://127.0.0.1:44033/mockServiceWorker.js'): A bad HTTP response code (404) was received when fetching the script.",
      ),
    ).toBe(true);
    expect(failsScenario("Failed to update a ServiceWorker for scope ('http://127.0.0.1:1/') with script ('http://127.0.0.1:1/sw.js'): Not found")).toBe(true);
  });

  it('fails on every other error, even one that quotes the update check', () => {
    expect(failsScenario("Cannot read properties of undefined (reading 'price')")).toBe(true);
    expect(failsScenario("Wrapped: Failed to update a ServiceWorker for scope ('http://x/') with script ('http://x/mockServiceWorker.js'): Not found")).toBe(true);
  });
});
