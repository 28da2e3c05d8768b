import { describe, expect, it } from 'vitest';
import { PLACES_DEBOUNCE_MS, shouldLookUpPlaces } from './places.ts';

describe('address lookup (shopper spec, calls)', () => {
  it('waits 300 ms after the last keystroke', () => {
    expect(PLACES_DEBOUNCE_MS).toBe(300);
  });

  it('asks only for three characters or more besides spaces', () => {
    expect(shouldLookUpPlaces('16')).toBe(false);
    expect(shouldLookUpPlaces('  16  ')).toBe(false);
    expect(shouldLookUpPlaces('163')).toBe(true);
  });
});
