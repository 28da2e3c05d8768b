/**
 * The gallery block's options as the builder edits them (rendering.md §9): designs, numeric options
 * with their ranges and defaults, choice lists and flags, and the normalising of stored options.
 */

/** Every option of a gallery block: the choices, the numeric ranges with defaults, the flags (rendering.md §9). */
export const GALLERY_OPTIONS = {
  designs: ['grid', 'slideshow', 'slider', 'stacked'],
  defaultDesign: 'grid',
  numbers: {
    /** Seconds between slides when autoplay is on. */
    autoplayDelay: { min: 1, max: 10, default: 5 },
    thumbnailStripHeight: { min: 0, max: 200, default: 80 },
    thumbnailStripMargin: { min: 0, max: 60, default: 20 },
    thumbnailsPerRow: { min: 1, max: 10, default: 4 },
    padding: { min: 0, max: 50, default: 20 },
    maxColumnWidth: { min: 100, max: 300, default: 300 },
  },
  aspectRatios: ['square', 'standard', 'standard-vertical', 'four-three', 'three-four-vertical', 'widescreen', 'anamorphic-widescreen'],
  defaultAspectRatio: 'square',
  metaPositions: ['top', 'top-left', 'top-right', 'center', 'bottom', 'bottom-left', 'bottom-right'],
  defaultMetaPosition: 'bottom',
  activeAlignments: ['left', 'center', 'right'],
  defaultActiveAlignment: 'center',
  lightboxThemes: ['dark', 'light'],
  defaultLightboxTheme: 'dark',
  flags: ['autoplay', 'auto-crop', 'controls', 'lightbox', 'square-thumbs', 'show-meta', 'show-meta-on-hover', 'thumbnails'],
} as const;

/** Width and height of each aspect ratio, for CSS `aspect-ratio` (standard is 3:2 per the spec; the others follow their names). */
export const GALLERY_ASPECT_RATIO_VALUES: Readonly<Record<GalleryAspectRatio, { width: number; height: number }>> = {
  square: { width: 1, height: 1 },
  standard: { width: 3, height: 2 },
  'standard-vertical': { width: 2, height: 3 },
  'four-three': { width: 4, height: 3 },
  'three-four-vertical': { width: 3, height: 4 },
  widescreen: { width: 16, height: 9 },
  'anamorphic-widescreen': { width: 2.4, height: 1 },
};

/** Default aspect ratio of a slider (rendering.md §9). */
export const DEFAULT_SLIDER_ASPECT_RATIO = 50;

/** A gallery design; `carousel` is read as `slider`. */
export type GalleryDesign = (typeof GALLERY_OPTIONS.designs)[number];
/** A gallery aspect ratio. */
export type GalleryAspectRatio = (typeof GALLERY_OPTIONS.aspectRatios)[number];
/** Where a gallery shows an item's title and description. */
export type GalleryMetaPosition = (typeof GALLERY_OPTIONS.metaPositions)[number];
/** Where a slideshow aligns the active slide. */
export type GalleryActiveAlignment = (typeof GALLERY_OPTIONS.activeAlignments)[number];
/** The lightbox colours. */
export type GalleryLightboxTheme = (typeof GALLERY_OPTIONS.lightboxThemes)[number];
/** A boolean option, named as the template's `gallery-<flag>?` predicates name it. */
export type GalleryFlag = (typeof GALLERY_OPTIONS.flags)[number];
/** A numeric option. */
export type GalleryNumberOption = keyof typeof GALLERY_OPTIONS.numbers;

/** A gallery's options, every one present and within its range. */
export type GalleryOptions = Record<GalleryNumberOption, number> & {
  design: GalleryDesign;
  aspectRatio: GalleryAspectRatio;
  metaPosition: GalleryMetaPosition;
  activeAlignment: GalleryActiveAlignment;
  lightboxTheme: GalleryLightboxTheme;
  flags: Record<GalleryFlag, boolean>;
};

/** Gallery options as stored or typed: anything may be missing, out of range, or a string. */
export type GalleryOptionsInput = Partial<Record<GalleryNumberOption | 'design' | 'aspectRatio' | 'metaPosition' | 'activeAlignment' | 'lightboxTheme', unknown>> & {
  flags?: Partial<Record<GalleryFlag, unknown>> | null;
};

function choice<T extends string>(value: unknown, options: readonly T[], fallback: T): T {
  return typeof value === 'string' && (options as readonly string[]).includes(value) ? (value as T) : fallback;
}

function clampedInteger(value: unknown, range: { min: number; max: number; default: number }): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return range.default;
  return Math.min(range.max, Math.max(range.min, Math.round(number)));
}

/**
 * Every option present and valid: numbers (or numeric strings) rounded and clamped to their range,
 * anything else missing or unknown replaced by its default; `carousel` read as `slider`; a flag is on
 * only when it is `true` (or `'true'`), so every flag, autoplay included, defaults to off.
 */
export function normaliseGalleryOptions(input: GalleryOptionsInput | null | undefined): GalleryOptions {
  const options = input ?? {};
  const numbers = GALLERY_OPTIONS.numbers;
  const flags = Object.fromEntries(
    GALLERY_OPTIONS.flags.map((flag) => [flag, options.flags?.[flag] === true || options.flags?.[flag] === 'true']),
  ) as Record<GalleryFlag, boolean>;
  return {
    design: choice(options.design === 'carousel' ? 'slider' : options.design, GALLERY_OPTIONS.designs, GALLERY_OPTIONS.defaultDesign),
    autoplayDelay: clampedInteger(options.autoplayDelay, numbers.autoplayDelay),
    thumbnailStripHeight: clampedInteger(options.thumbnailStripHeight, numbers.thumbnailStripHeight),
    thumbnailStripMargin: clampedInteger(options.thumbnailStripMargin, numbers.thumbnailStripMargin),
    thumbnailsPerRow: clampedInteger(options.thumbnailsPerRow, numbers.thumbnailsPerRow),
    padding: clampedInteger(options.padding, numbers.padding),
    maxColumnWidth: clampedInteger(options.maxColumnWidth, numbers.maxColumnWidth),
    aspectRatio: choice(options.aspectRatio, GALLERY_OPTIONS.aspectRatios, GALLERY_OPTIONS.defaultAspectRatio),
    metaPosition: choice(options.metaPosition, GALLERY_OPTIONS.metaPositions, GALLERY_OPTIONS.defaultMetaPosition),
    activeAlignment: choice(options.activeAlignment, GALLERY_OPTIONS.activeAlignments, GALLERY_OPTIONS.defaultActiveAlignment),
    lightboxTheme: choice(options.lightboxTheme, GALLERY_OPTIONS.lightboxThemes, GALLERY_OPTIONS.defaultLightboxTheme),
    flags,
  };
}
