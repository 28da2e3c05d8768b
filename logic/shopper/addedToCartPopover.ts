/**
 * The added-to-cart popover's rules (shopper spec, states, constants and limits): it shows an add made while it is on the page,
 * and follows the cart link on scroll at most once per throttle interval (ADDED_POPOVER in
 * constants.ts holds the 3000 ms and the 100 ms).
 */

/**
 * How long a throttled update must still wait: 0 when none has run yet or `throttleMs` have passed
 * since the last one at `lastRunAt`, else the rest of the interval. Times are in ms.
 */
export function throttleDelay(lastRunAt: number | null, now: number, throttleMs: number): number {
  if (lastRunAt === null) return 0;
  const elapsed = now - lastRunAt;
  // A clock that went backwards counts as a fresh start rather than a wait longer than the interval.
  if (elapsed < 0) return 0;
  return Math.max(0, throttleMs - elapsed);
}

/** Whether an add (numbered by `sequence`) is news to a popover that has seen adds up to `seenSequence`. */
export function isNewAdd(sequence: number | null | undefined, seenSequence: number): boolean {
  return typeof sequence === 'number' && sequence > seenSequence;
}
