import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isNewAdd, throttleDelay } from './addedToCartPopover.ts';
import { ADDED_POPOVER } from '../shared/constants.ts';

const THROTTLE = ADDED_POPOVER.scrollThrottleMs;

describe('throttleDelay: following the cart link at most once per 100 ms (shopper spec, states, constants and limits)', () => {
  it('runs at once the first time', () => {
    expect(throttleDelay(null, 5000, THROTTLE)).toBe(0);
  });

  it('waits the rest of the interval after a run, and not at all once it has passed', () => {
    expect(throttleDelay(1000, 1000, THROTTLE)).toBe(100);
    expect(throttleDelay(1000, 1030, THROTTLE)).toBe(70);
    expect(throttleDelay(1000, 1099, THROTTLE)).toBe(1);
    expect(throttleDelay(1000, 1100, THROTTLE)).toBe(0);
    expect(throttleDelay(1000, 4000, THROTTLE)).toBe(0);
  });

  it('treats a clock that went backwards as a fresh start', () => {
    expect(throttleDelay(1000, 900, THROTTLE)).toBe(0);
  });

  it('never waits more than the interval, and a run after the wait is exactly one interval after the last', () => {
    fc.assert(
      fc.property(fc.nat(1e9), fc.nat(1e9), fc.integer({ min: 1, max: 10_000 }), (last, now, throttle) => {
        const wait = throttleDelay(last, now, throttle);
        expect(wait).toBeGreaterThanOrEqual(0);
        expect(wait).toBeLessThanOrEqual(throttle);
        if (wait > 0) expect(now + wait - last).toBe(throttle);
      }),
    );
  });
});

describe('isNewAdd: the popover shows adds made while it is on the page', () => {
  it('shows a later add and nothing else', () => {
    expect(isNewAdd(3, 2)).toBe(true);
    expect(isNewAdd(2, 2)).toBe(false);
    expect(isNewAdd(1, 2)).toBe(false);
    expect(isNewAdd(null, 0)).toBe(false);
    expect(isNewAdd(undefined, 0)).toBe(false);
  });
});
