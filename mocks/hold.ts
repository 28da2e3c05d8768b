/**
 * Answers the mock backend holds back on purpose: the `slow` scenario's delay (on the page's clock,
 * so under a fake clock it ends only when a test moves time) and the calls a story never answers.
 * A test harness that moves a fake clock waits for every answer except these first; counting them
 * lets it wait for a state ("every other answer is in") instead of for a length of real time.
 */
import { delay } from 'msw';

/** The global a harness reads in the page (a number; absent means none held yet). */
export const HELD_ANSWERS_GLOBAL = '__vitrineHeldAnswers';

type WithHeld = { [HELD_ANSWERS_GLOBAL]?: number };

function count(change: 1 | -1): void {
  const scope = globalThis as WithHeld;
  scope[HELD_ANSWERS_GLOBAL] = Math.max(0, (scope[HELD_ANSWERS_GLOBAL] ?? 0) + change);
}

/** How many answers are being held back right now. */
export function heldAnswers(): number {
  return (globalThis as WithHeld)[HELD_ANSWERS_GLOBAL] ?? 0;
}

/** Holds the current answer back for `ms` milliseconds of the page's clock, or for ever ('infinite'), counted while it waits. */
export async function hold(ms: number | 'infinite'): Promise<void> {
  count(1);
  try {
    await delay(ms);
  } finally {
    count(-1);
  }
}
