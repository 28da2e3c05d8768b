/**
 * Setup of the unit tests: property tests are deterministic. Every fast-check run without a seed of
 * its own uses this one, so a run finds the same cases on any machine and at any load; a test that
 * wants another seed or count says so itself.
 */
import fc from 'fast-check';

fc.configureGlobal({ seed: 20_261_123, numRuns: 100 });

// A test with a DOM (jsdom: hooks/) waits for states with Testing Library; its 1 s default ran out
// on a loaded 2-core machine for a state that did come (useMailingLists). The wait still ends as soon
// as the state is there; the limit only reports one that never comes.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  const { BROWSER_WAIT_LIMIT_MS } = await import('./vitest.waits.ts');
  configure({ asyncUtilTimeout: BROWSER_WAIT_LIMIT_MS });
}
