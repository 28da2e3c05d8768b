/** The incumbent formatters left to the fragment engine are all registered fragment formatters. */
import { describe, expect, it } from 'vitest';
import { FRAGMENT_FORMATTER_NAMES } from '../logic/template/fragmentNames.ts';
import { FRAGMENT_FORMATTERS } from './fragmentFormatters.tsx';

describe('fragment half of the plugin table', () => {
  it('registers every fragment formatter name', () => {
    expect(FRAGMENT_FORMATTER_NAMES.filter((name) => !Object.hasOwn(FRAGMENT_FORMATTERS, name))).toEqual([]);
  });
});
