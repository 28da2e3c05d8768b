/**
 * Setup of the unit tests, which share their workers' module registry and DOM between files
 * (`isolate: false` in vitest.config.ts): besides the common setup, every file ends by leaving the
 * worker as a fresh one would find it — no rendered tree, an empty document, no storage or cookies,
 * real timers, no stubbed global, and the page-lifetime stores of hooks/ forgotten.
 */
import { afterAll, vi } from 'vitest';
import { forgetPageState } from '../../hooks/shared/pageState.ts';
import './vitest.setup.ts';

afterAll(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  forgetPageState();
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const attribute of Array.from(document.documentElement.attributes)) document.documentElement.removeAttribute(attribute.name);
  for (const attribute of Array.from(document.body.attributes)) document.body.removeAttribute(attribute.name);
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
