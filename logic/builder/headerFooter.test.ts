import { describe, expect, it } from 'vitest';
import { headerFooterEntries } from './headerFooter.ts';

describe('header and footer values (rendering spec, entities Header/footer)', () => {
  it('text and switches are editable, in order; other values are left out', () => {
    expect(headerFooterEntries({ siteTitle: 'Shop', showCart: true, columns: 3, links: [] })).toEqual([
      { key: 'siteTitle', kind: 'text', value: 'Shop' },
      { key: 'showCart', kind: 'switch', value: true },
    ]);
  });
  it('anything but an object has no values', () => {
    expect(headerFooterEntries(null)).toEqual([]);
    expect(headerFooterEntries(['a'])).toEqual([]);
  });
});
