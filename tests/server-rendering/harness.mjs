/**
 * What the server render (render.mjs) and the hydration (hydrate.mjs) share besides the samples: the
 * element every sample is wrapped in, and the self-check samples, which differ between server and
 * browser on purpose so that the check is seen to catch a mismatch.
 */
import { createElement, useEffect } from 'react';

/**
 * Wraps a sample on both sides, so both trees are the same. It draws nothing of its own; in the
 * browser its effect runs after every effect of the sample it wraps (a parent's effects run after
 * its children's), which is when that root has hydrated.
 */
export function SampleRoot({ onHydrated, children }) {
  useEffect(() => {
    onHydrated?.();
  }, [onHydrated]);
  return children;
}

/** Text that reads the environment while rendering: 'undefined' on the server, 'object' in a browser. */
function WindowText() {
  return createElement('p', null, `window is ${typeof window}`);
}

/** An attribute that reads the environment while rendering (React reports these in development only). */
function WindowAttribute() {
  return createElement('p', { 'data-window': typeof window }, 'An attribute that differs');
}

/** Each of these must be reported by the hydration step; if one is not, the check cannot be trusted. */
export const SELF_CHECK_SAMPLES = [
  { name: 'self-check: text that differs', entry: null, component: null, element: () => createElement(WindowText), around: (children) => children },
  { name: 'self-check: attribute that differs', entry: null, component: null, element: () => createElement(WindowAttribute), around: (children) => children },
];

/** The whole element of a sample: the component inside what the page puts around it. */
export const elementOf = (sample) => sample.around(sample.element());
