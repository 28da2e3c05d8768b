/**
 * The server half of scripts/package/ssr-check.ts, run by plain `node` (no bundler, no loader) from a folder
 * inside an app where the packed package is installed, so every `vitrine/...` import is the `node`
 * build a server gets. It describes every export of the three entry points, renders every sample with
 * renderToString, and writes both as JSON to the file named by its one argument.
 */
import { writeFileSync } from 'node:fs';
import { format } from 'node:util';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { elementOf, SampleRoot, SELF_CHECK_SAMPLES } from './harness.mjs';

const ENTRIES = ['components', 'hooks', 'builder'];

// Anything written to the console while importing or rendering is a failure of what was running then.
const logs = [];
console.error = (...args) => logs.push(`console.error: ${format(...args)}`);
console.warn = (...args) => logs.push(`console.warn: ${format(...args)}`);
const takeLogs = () => logs.splice(0);

const stackOf = (error) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

/** typeof, and React's own tag for an object React renders (memo, lazy, forwardRef, context…). */
function describe(value) {
  const reactType = typeof value === 'object' && value !== null && typeof value.$$typeof === 'symbol' ? (value.$$typeof.description ?? null) : null;
  return { type: typeof value, reactType };
}

const exports = [];
const entryErrors = [];
for (const entry of ENTRIES) {
  try {
    const module = await import(`vitrine/${entry}`);
    for (const [name, value] of Object.entries(module)) exports.push({ entry, name, ...describe(value) });
  } catch (error) {
    entryErrors.push({ entry, error: stackOf(error) });
  }
  for (const log of takeLogs()) entryErrors.push({ entry, error: `while importing: ${log}` });
}

// Imported here, not above, so that a samples file that does not load is reported, not a crash.
let samples = SELF_CHECK_SAMPLES;
let samplesError = null;
try {
  const { SAMPLES } = await import('./samples.mjs');
  samples = [...SAMPLES, ...SELF_CHECK_SAMPLES];
} catch (error) {
  samplesError = stackOf(error);
}
for (const log of takeLogs()) samplesError = `${samplesError ?? ''}\nwhile importing the samples: ${log}`;

const renders = [];
for (const sample of samples) {
  let html = null;
  let error = null;
  // What the page around it renders alone: a sample whose markup is only this drew nothing itself.
  let around = null;
  try {
    html = renderToString(createElement(SampleRoot, null, elementOf(sample)));
    around = renderToString(createElement(SampleRoot, null, sample.around(null)));
  } catch (thrown) {
    error = stackOf(thrown);
  }
  const { name, entry, component, emptyOnServer = null } = sample;
  renders.push({ name, entry, component, emptyOnServer, html, empty: html !== null && html === around, error, logs: takeLogs() });
}

// What a render started and finished later (a rejected promise, a timer) is written now, if anything.
await new Promise((resolve) => setImmediate(resolve));
const lateLogs = takeLogs();

writeFileSync(process.argv[2], JSON.stringify({ exports, entryErrors, samplesError, renders, lateLogs }));
