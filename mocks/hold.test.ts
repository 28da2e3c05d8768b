/** The mock backend counts the answers it holds back on purpose (mocks/hold.ts), for the features harness. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HELD_ANSWERS_GLOBAL, heldAnswers, hold } from './hold.ts';

afterEach(() => {
  vi.useRealTimers();
  // An answer held for ever stays counted: each test starts from none.
  delete (globalThis as Record<string, unknown>)[HELD_ANSWERS_GLOBAL];
});

describe('hold', () => {
  it('counts an answer while it is held and forgets it once the time has passed', async () => {
    vi.useFakeTimers();
    expect(heldAnswers()).toBe(0);
    const first = hold(1500);
    const second = hold(3000);
    expect(heldAnswers()).toBe(2);
    await vi.advanceTimersByTimeAsync(1500);
    await first;
    expect(heldAnswers()).toBe(1);
    await vi.advanceTimersByTimeAsync(1500);
    await second;
    expect(heldAnswers()).toBe(0);
  });

  it('keeps counting an answer held for ever', async () => {
    vi.useFakeTimers();
    void hold('infinite');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(heldAnswers()).toBe(1);
  });
});
