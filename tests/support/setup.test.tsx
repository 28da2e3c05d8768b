/** Component tests in Chromium are deterministic and wait for states: what their setup files fix. */
import { getConfig } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BROWSER_WAIT_LIMIT_MS } from '../../scripts/vitest/vitest.waits.ts';

describe('component test setup', () => {
  it('gives every property test without a seed of its own the same seed and count', () => {
    expect(fc.readConfigureGlobal()).toMatchObject({ seed: 20_261_123, numRuns: 100 });
  });

  it('lets a wait for a state run far past the 1 s default, well inside the test limit', () => {
    expect(BROWSER_WAIT_LIMIT_MS).toBe(20_000);
    expect(getConfig().asyncUtilTimeout).toBe(20_000);
  });
});
