/**
 * How many cases a property test runs. `npm test` runs a modest, fixed number with a fixed seed, so
 * every run finds the same cases on any machine; `npm run fuzz` sets VITRINE_FUZZ_RUNS to run many
 * more (and may set VITRINE_FUZZ_SEED to explore elsewhere).
 */

/** Reads an environment variable where there is one (Node); in the browser there is none. */
function env(name: string): string | undefined {
  // The component suite runs in Chromium, where `process` does not exist.
  return typeof process === 'undefined' ? undefined : process.env[name];
}

function positive(text: string | undefined): number | undefined {
  if (text === undefined || !/^\d{1,9}$/.test(text)) return undefined;
  const value = Number(text);
  return value > 0 ? value : undefined;
}

/** The count VITRINE_FUZZ_RUNS asks for, or undefined in an ordinary test run. */
export const FUZZ_RUNS: number | undefined = positive(env('VITRINE_FUZZ_RUNS'));

/** The seed every hostile property test uses: the unit setup's (scripts/vitest/vitest.setup.ts) unless a fuzz run picks one. */
export const FUZZ_SEED: number = positive(env('VITRINE_FUZZ_SEED')) ?? 20_261_123;

/** True in `npm run fuzz`. */
export function isFuzzRun(): boolean {
  return FUZZ_RUNS !== undefined;
}

/**
 * The fast-check parameters of one property: the fixed seed, and `numRuns` cases in `npm test`
 * (keep it modest: the whole hostile suite has ~20 s) or VITRINE_FUZZ_RUNS in a fuzz run.
 */
export function fuzzParams(numRuns: number): { seed: number; numRuns: number } {
  return { seed: FUZZ_SEED, numRuns: FUZZ_RUNS ?? numRuns };
}
