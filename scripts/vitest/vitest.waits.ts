/**
 * How long a wait for a state (in Chromium, or in jsdom for hooks/) may take before it fails: far
 * more than any state takes on a loaded machine, well inside the test's own limit (30 s for unit
 * tests, BROWSER_TEST_TIMEOUT_MS in vitest.config.ts), so a state that never comes is reported by
 * the wait that expected it. The catalogue's plays wait as long (.storybook/preview.tsx), wherever
 * they run: the stories' Vitest run, the visual pass, the features.
 */
export const BROWSER_WAIT_LIMIT_MS = 20_000;
