import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUILDER_LIMITS } from './builder.ts';
import {
  BUILDER_LIMIT_STRINGS,
  builderLimitMessage,
  builderLimitRemaining,
  checkBuilderLimit,
  withinBuilderLimit,
  type BuilderLimit,
} from './builderLimits.ts';

const LIMITS = Object.keys(BUILDER_LIMITS) as BuilderLimit[];

describe('rendering spec, constants and limits: each builder limit refuses the addition past it, with its message', () => {
  it.each([
    ['blocksPerLayout', 60, 'A layout can hold up to 60 blocks. Remove a block to add another.'],
    ['albumTracks', 60, 'An album can hold up to 60 tracks. Remove a track to add another.'],
    ['userOrderableCollectionItems', 250, 'A collection you order by hand can hold up to 250 items. Remove an item to add another.'],
    ['productsPerCollection', 200, 'A collection can hold up to 200 products. Remove a product to add another.'],
    ['nestedCategories', 10000, 'A store can hold up to 10,000 nested categories. Remove a category to add another.'],
    ['photoSharingGalleryCount', 20, 'You can connect up to 20 photo-sharing galleries. Remove one to add another.'],
    ['photoSharingGallerySize', 50, 'A photo-sharing gallery can show up to 50 photos. Remove a photo to add another.'],
  ] as const)('%s: the %ith goes in, the next is refused', (limit, max, message) => {
    expect(checkBuilderLimit(limit, max - 1)).toBeNull();
    expect(checkBuilderLimit(limit, max)).toBe(message);
    expect(checkBuilderLimit(limit, max + 5)).toBe(message);
    expect(builderLimitRemaining(limit, max - 1)).toBe(1);
    expect(builderLimitRemaining(limit, max)).toBe(0);
  });

  it('counts several added at once: 58 blocks take 2 more, not 3', () => {
    expect(checkBuilderLimit('blocksPerLayout', 58, 2)).toBeNull();
    expect(checkBuilderLimit('blocksPerLayout', 58, 3)).toBe(builderLimitMessage('blocksPerLayout'));
  });

  it('reads a count that is not a whole number of at least 0 as 0', () => {
    expect(checkBuilderLimit('albumTracks', Number.NaN)).toBeNull();
    expect(checkBuilderLimit('albumTracks', -5, 60)).toBeNull();
    expect(builderLimitRemaining('albumTracks', Number.POSITIVE_INFINITY)).toBe(60);
    expect(builderLimitRemaining('albumTracks', 59.9)).toBe(1);
  });

  it('words its messages through the site strings', () => {
    const strings = { ...BUILDER_LIMIT_STRINGS, builderBlocksLimitMessage: 'Au plus {max} blocs par mise en page.' };
    expect(checkBuilderLimit('blocksPerLayout', 60, 1, strings)).toBe('Au plus 60 blocs par mise en page.');
  });

  it('shows the first limit’s worth of a list already past it, and counts the rest', () => {
    const photos = Array.from({ length: 53 }, (_, index) => index);
    const shown = withinBuilderLimit('photoSharingGallerySize', photos);
    expect(shown.items).toHaveLength(50);
    expect(shown.items[49]).toBe(49);
    expect(shown.leftOut).toBe(3);
    const few = [1, 2];
    expect(withinBuilderLimit('photoSharingGallerySize', few)).toEqual({ items: few, leftOut: 0 });
    expect(withinBuilderLimit('photoSharingGallerySize', null)).toEqual({ items: [], leftOut: 0 });
  });

  it('property: an addition is refused exactly when it passes the limit', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LIMITS), fc.nat(20000), fc.integer({ min: 1, max: 300 }), (limit, count, adding) => {
        const refused = checkBuilderLimit(limit, count, adding) !== null;
        expect(refused).toBe(count + adding > BUILDER_LIMITS[limit]);
      }),
      { seed: 20261129 },
    );
  });
});
