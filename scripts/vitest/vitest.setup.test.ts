/** Property tests are deterministic: the unit tests' setup fixes fast-check's seed and count. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('unit test setup', () => {
  it('gives every property test without a seed of its own the same seed and count', () => {
    expect(fc.readConfigureGlobal()).toMatchObject({ seed: 20_261_123, numRuns: 100 });
  });
});
