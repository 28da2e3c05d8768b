import { describe, expect, it } from 'vitest';
import { headerFooterEntries, headerFooterLabel, HEADER_FOOTER_STRINGS } from './headerFooter.ts';

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

describe('header and footer labels (docs/design.md: no raw keys, sentence case)', () => {
  it('words the known values', () => {
    expect(headerFooterLabel('siteTitle')).toBe('Site title');
    expect(headerFooterLabel('showCart')).toBe('Show the cart');
    expect(headerFooterLabel('newsletterFormId')).toBe('Newsletter form');
  });
  it('words an unknown value from its key, through the localized pattern', () => {
    expect(headerFooterLabel('promoBannerUrl')).toBe('Promo banner URL');
    expect(headerFooterLabel('promoBanner', { ...HEADER_FOOTER_STRINGS, headerFooterFieldLabel: 'Réglage : {key}' })).toBe('Réglage : Promo banner');
  });
  it('never reads a label from the object prototype', () => {
    expect(headerFooterLabel('toString')).toBe('To string');
  });
});
