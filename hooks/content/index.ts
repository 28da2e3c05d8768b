/** The hooks of content: events, galleries, images, media, comments, the special pages' wording. Modules of this folder not listed here are used inside hooks/ only. */
export * from './useComments.ts';
export * from './useLike.ts';
export * from './useGalleryAutoplay.ts';
export * from './useSiteTimeZone.ts';
