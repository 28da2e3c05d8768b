import { describe, expect, it } from 'vitest';
import { formatTally, parseTally } from './run.ts';

describe('parseTally', () => {
  it('reads the last tally line a run printed, skipped or not', () => {
    expect(parseTally('✓ vite-spa: builds\n3 passed, 1 failed\nmore output\n178 passed, 0 failed\n')).toEqual({ passed: 178, failed: 0, skipped: 0 });
    expect(parseTally('12 passed, 2 failed, 4 skipped')).toEqual({ passed: 12, failed: 2, skipped: 4 });
  });

  it('reads what formatTally writes', () => {
    const tally = { passed: 7, failed: 1, skipped: 2 };
    expect(parseTally(`header\n${formatTally(tally)}\n`)).toEqual(tally);
  });

  it('is null when no line is a tally (a run that stopped before its end)', () => {
    expect(parseTally('')).toBeNull();
    expect(parseTally('Adoption checks stopped: 3 passed, 1 failed so far')).toBeNull();
  });
});
