/** Property tests in Chromium are deterministic too (issue 19 §4): the components project runs the unit tests' setup. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('component test setup', () => {
  it('gives every property test without a seed of its own the same seed and count', () => {
    expect(fc.readConfigureGlobal()).toMatchObject({ seed: 20_261_123, numRuns: 100 });
  });
});
