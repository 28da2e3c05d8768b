/**
 * The browser half of scripts/package/ssr-check.ts, bundled by esbuild from the app's folder (the `module`
 * build, stylesheets included). It hydrates each root of the page, one at a time, with the same
 * sample the server rendered into it, so that whatever React reports (a mismatch, a recoverable
 * error, a console error) is noted against that sample by prelude.js. Each root is unmounted once
 * it has hydrated and the browser is idle, so no sample changes the page another one hydrates in.
 */
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { elementOf, SampleRoot, SELF_CHECK_SAMPLES } from './harness.mjs';
import { SAMPLES } from './samples.mjs';

const check = window.__ssrCheck;
const samples = new Map([...SAMPLES, ...SELF_CHECK_SAMPLES].map((sample) => [sample.name, sample]));
/** An error's message, then its stack (which in Chromium repeats the message only sometimes). */
const describe = (error) => {
  if (!(error instanceof Error)) return String(error);
  const stack = error.stack ?? '';
  return stack.includes(error.message) ? stack : `${error.message}\n${stack}`;
};

/**
 * Resolves once the browser is idle: React has no work left (it keeps posting tasks while it has),
 * so a Suspense boundary the server finished has hydrated too, after the root's first commit.
 */
const idle = () => new Promise((resolve) => requestIdleCallback(() => resolve()));

for (const root of document.querySelectorAll('[data-ssr-sample]')) {
  const name = root.getAttribute('data-ssr-sample');
  const sample = samples.get(name);
  check.current = name;
  if (!sample) {
    check.record('no such sample', `the page has a root for '${name}', which the bundle does not know`);
    continue;
  }
  try {
    let reactRoot;
    await new Promise((resolve) => {
      reactRoot = hydrateRoot(root, createElement(SampleRoot, { onHydrated: resolve }, elementOf(sample)), {
        onRecoverableError: (error, info) => check.record('recoverable error', `${describe(error)}${info?.componentStack ?? ''}`),
        onCaughtError: (error) => check.record('error caught by a boundary', describe(error)),
        // The root is gone: it will never report itself hydrated.
        onUncaughtError: (error) => {
          check.record('uncaught error', describe(error));
          resolve();
        },
      });
    });
    await idle();
    check.hydrated.push(name);
    // Gone before the next root hydrates: an open dialog hides the rest of the page (aria-hidden on
    // every other root), and timers would speak while the next sample is being watched.
    reactRoot.unmount();
  } catch (error) {
    check.record('threw before hydrating', describe(error));
  }
}
check.current = null;
check.done = true;
