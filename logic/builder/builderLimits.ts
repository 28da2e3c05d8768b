/**
 * The builder's count limits enforced (rendering spec, constants and limits): blocks in a layout,
 * tracks in an album, items in a user-orderable collection, products in a collection, nested
 * categories, and the photo-sharing integration's galleries and their size. Each check answers the
 * message an editor shows when an addition would pass its limit, worded through localized strings.
 * The tag and category lengths are checked in tags.ts; the slider's default aspect ratio is in
 * logic/content/galleryOptions.ts.
 */
import { interpolate } from '../shared/interpolate.ts';
import { BUILDER_LIMITS } from './builder.ts';

/** One of the builder's count limits, named as {@link BUILDER_LIMITS} names it. */
export type BuilderLimit = keyof typeof BUILDER_LIMITS;

/**
 * The limits' wording, as localized-string defaults. The spec gives the numbers, not the words: all
 * library strings. {max} is the limit, {count} how many there are.
 */
export const BUILDER_LIMIT_STRINGS = {
  /** Library string: a layout is full (60 blocks). */
  builderBlocksLimitMessage: 'A layout can hold up to {max} blocks. Remove a block to add another.',
  /** Library string: an album is full (60 tracks). */
  builderAlbumTracksLimitMessage: 'An album can hold up to {max} tracks. Remove a track to add another.',
  /** Library string: a collection ordered by hand is full (250 items). */
  builderOrderableItemsLimitMessage: 'A collection you order by hand can hold up to {max} items. Remove an item to add another.',
  /** Library string: a collection is full of products (200). */
  builderProductsLimitMessage: 'A collection can hold up to {max} products. Remove a product to add another.',
  /** Library string: the store has all the nested categories it can hold (10,000). */
  builderCategoriesLimitMessage: 'A store can hold up to {max} nested categories. Remove a category to add another.',
  /** Library string: the photo-sharing integration has all its galleries (20). */
  builderPhotoGalleriesLimitMessage: 'You can connect up to {max} photo-sharing galleries. Remove one to add another.',
  /** Library string: a photo-sharing gallery is full (50 photos). */
  builderPhotoGallerySizeLimitMessage: 'A photo-sharing gallery can show up to {max} photos. Remove a photo to add another.',
  /** Library string: how much of a limit is used, "12 of 60". */
  builderLimitCountText: '{count} of {max}',
} as const;

/** The strings the limit checks word their messages with. */
export type BuilderLimitStrings = Readonly<Record<keyof typeof BUILDER_LIMIT_STRINGS, string>>;

/** The message key of each limit. */
const MESSAGE_KEY: Readonly<Record<BuilderLimit, Exclude<keyof BuilderLimitStrings, 'builderLimitCountText'>>> = {
  blocksPerLayout: 'builderBlocksLimitMessage',
  albumTracks: 'builderAlbumTracksLimitMessage',
  userOrderableCollectionItems: 'builderOrderableItemsLimitMessage',
  productsPerCollection: 'builderProductsLimitMessage',
  nestedCategories: 'builderCategoriesLimitMessage',
  photoSharingGalleryCount: 'builderPhotoGalleriesLimitMessage',
  photoSharingGallerySize: 'builderPhotoGallerySizeLimitMessage',
};

/** A count as the checks read it: a whole number of at least 0 (anything else is 0). */
function countOf(value: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** How many more fit under the limit (0 when full or past it). */
export function builderLimitRemaining(limit: BuilderLimit, count: number): number {
  return Math.max(0, BUILDER_LIMITS[limit] - countOf(count));
}

/**
 * The limit's message when adding `adding` (default 1) to `count` would pass it, else null: the 60th
 * block goes in, the 61st is refused. Counts that are not whole numbers of at least 0 read as 0.
 */
export function checkBuilderLimit(
  limit: BuilderLimit,
  count: number,
  adding = 1,
  strings: BuilderLimitStrings = BUILDER_LIMIT_STRINGS,
): string | null {
  if (countOf(count) + countOf(adding) <= BUILDER_LIMITS[limit]) return null;
  return builderLimitMessage(limit, strings);
}

/** The message of a limit, whatever the count (for an editor that shows it once full). */
export function builderLimitMessage(limit: BuilderLimit, strings: BuilderLimitStrings = BUILDER_LIMIT_STRINGS): string {
  return interpolate(strings[MESSAGE_KEY[limit]], { max: BUILDER_LIMITS[limit].toLocaleString('en-US') });
}

/**
 * The first `limit`'s worth of a list, and how many it leaves out: what an editor or a block shows
 * of a list that is already past its limit (stored before the limit, or imported).
 */
export function withinBuilderLimit<T>(limit: BuilderLimit, items: readonly T[] | null | undefined): { items: readonly T[]; leftOut: number } {
  if (!Array.isArray(items)) return { items: [], leftOut: 0 };
  const max = BUILDER_LIMITS[limit];
  return items.length > max ? { items: items.slice(0, max), leftOut: items.length - max } : { items, leftOut: 0 };
}
