/**
 * The gallery block's options as the builder edits them (rendering spec, constants and limits): designs, numeric options
 * with their ranges and defaults, choice lists and flags, and the normalising of stored options.
 */
import type { ImageAsset } from './images.ts';

/** Every option of a gallery block: the choices, the numeric ranges with defaults, the flags (rendering spec, constants and limits). */
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

/**
 * Default aspect ratio of a slider (rendering spec, constants and limits): a slide's height as a
 * percentage of its width, so 50 draws slides twice as wide as tall. The spec gives the number only;
 * reading it as a percentage (the way a slider's height is set beside its width) is the library's.
 */
export const DEFAULT_SLIDER_ASPECT_RATIO = 50;

/**
 * The range a stored slider aspect ratio is clamped to. The spec gives no range: 10 (a thin strip) to
 * 200 (twice as tall as wide) is the library's, wide enough for every named ratio's shape.
 */
export const SLIDER_ASPECT_RATIO_RANGE = { min: 10, max: 200, default: DEFAULT_SLIDER_ASPECT_RATIO } as const;

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
  /** The slider's slide height as a percentage of its width ({@link DEFAULT_SLIDER_ASPECT_RATIO}); only the slider draws with it. */
  sliderAspectRatio: number;
  flags: Record<GalleryFlag, boolean>;
};

/** Gallery options as stored or typed: anything may be missing, out of range, or a string. */
export type GalleryOptionsInput = Partial<Record<GalleryNumberOption | 'design' | 'aspectRatio' | 'sliderAspectRatio' | 'metaPosition' | 'activeAlignment' | 'lightboxTheme', unknown>> & {
  flags?: Partial<Record<GalleryFlag, unknown>> | null;
};

/** The options that are not flags, in camelCase (the library's props). */
type ChoiceOrNumberOption = Exclude<keyof GalleryOptions, 'flags'>;

/** `metaPosition` → `meta-position`: the spelling a block's stored options and the template predicates use. */
export function galleryOptionKebabName(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** `auto-crop` → `autoCrop`: a flag as a camelCase prop. */
function camelName(name: string): string {
  return name.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}

/**
 * One field of a value that may be anything a caller passes (a number, a Proxy whose reads throw, an
 * object without a prototype): undefined rather than an error, so a hostile block never breaks a page.
 */
function read(source: unknown, key: string): unknown {
  if (source === null || (typeof source !== 'object' && typeof source !== 'function')) return undefined;
  try {
    return (source as Record<string, unknown>)[key];
  } catch {
    return undefined;
  }
}

/** The first of the spellings that is present. */
function firstPresent(source: unknown, names: readonly string[]): unknown {
  for (const name of names) {
    const value = read(source, name);
    if (value !== undefined) return value;
  }
  return undefined;
}

function choice<T extends string>(value: unknown, options: readonly T[], fallback: T): T {
  return typeof value === 'string' && (options as readonly string[]).includes(value) ? (value as T) : fallback;
}

function clampedInteger(value: unknown, range: { min: number; max: number; default: number }): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return range.default;
  return Math.min(range.max, Math.max(range.min, Math.round(number)));
}

/**
 * Every option present and valid, whichever way it was spelt: the library's camelCase
 * (`metaPosition`, `flags: { autoplay }`) and the stored block's kebab-case that the template
 * predicates read (`meta-position`, `autoplay` at the top level) are one reading, camelCase first.
 * Numbers (or numeric strings) are rounded and clamped to their range, anything else missing or
 * unknown is replaced by its default; `carousel` is read as `slider`; a flag is on only when it is
 * `true` (or `'true'`), so every flag, autoplay included, defaults to off. Never throws.
 */
export function normaliseGalleryOptions(input: GalleryOptionsInput | Readonly<Record<string, unknown>> | null | undefined): GalleryOptions {
  const value = (name: ChoiceOrNumberOption): unknown => firstPresent(input, [name, galleryOptionKebabName(name)]);
  const flagBag = read(input, 'flags');
  const flags = Object.fromEntries(
    GALLERY_OPTIONS.flags.map((flag) => {
      const given = firstPresent(flagBag, [flag, camelName(flag)]) ?? firstPresent(input, [flag, camelName(flag)]);
      return [flag, given === true || given === 'true'];
    }),
  ) as Record<GalleryFlag, boolean>;
  const numbers = GALLERY_OPTIONS.numbers;
  const design = value('design');
  return {
    design: choice(design === 'carousel' ? 'slider' : design, GALLERY_OPTIONS.designs, GALLERY_OPTIONS.defaultDesign),
    autoplayDelay: clampedInteger(value('autoplayDelay'), numbers.autoplayDelay),
    thumbnailStripHeight: clampedInteger(value('thumbnailStripHeight'), numbers.thumbnailStripHeight),
    thumbnailStripMargin: clampedInteger(value('thumbnailStripMargin'), numbers.thumbnailStripMargin),
    thumbnailsPerRow: clampedInteger(value('thumbnailsPerRow'), numbers.thumbnailsPerRow),
    padding: clampedInteger(value('padding'), numbers.padding),
    maxColumnWidth: clampedInteger(value('maxColumnWidth'), numbers.maxColumnWidth),
    aspectRatio: choice(value('aspectRatio'), GALLERY_OPTIONS.aspectRatios, GALLERY_OPTIONS.defaultAspectRatio),
    metaPosition: choice(value('metaPosition'), GALLERY_OPTIONS.metaPositions, GALLERY_OPTIONS.defaultMetaPosition),
    activeAlignment: choice(value('activeAlignment'), GALLERY_OPTIONS.activeAlignments, GALLERY_OPTIONS.defaultActiveAlignment),
    lightboxTheme: choice(value('lightboxTheme'), GALLERY_OPTIONS.lightboxThemes, GALLERY_OPTIONS.defaultLightboxTheme),
    sliderAspectRatio: clampedInteger(value('sliderAspectRatio'), SLIDER_ASPECT_RATIO_RANGE),
    flags,
  };
}

/**
 * The width and height of each item's frame: the slider's own ratio (its slide height as a percentage of
 * the width, 50 unless stored otherwise) for a slider, the chosen named ratio for every other design.
 */
export function galleryFrameRatio(options: Pick<GalleryOptions, 'design' | 'aspectRatio' | 'sliderAspectRatio'>): { width: number; height: number } {
  if (options.design === 'slider') return { width: 100, height: options.sliderAspectRatio };
  return GALLERY_ASPECT_RATIO_VALUES[options.aspectRatio];
}

/** The media types of a gallery item (rendering spec, entities "Gallery item media types"). */
export const GALLERY_MEDIA_TYPES = ['imageEmpty', 'imageFile', 'imageLicensed', 'imageReused', 'assetReused', 'video'] as const;

/** One of {@link GALLERY_MEDIA_TYPES}. */
export type GalleryMediaType = (typeof GALLERY_MEDIA_TYPES)[number];

/** The item's media type as stored: a known one, else `imageFile` (an image is what a gallery holds when nothing says otherwise). */
export function galleryMediaType(value: unknown): GalleryMediaType {
  return choice(value, GALLERY_MEDIA_TYPES, 'imageFile');
}

/** One item of a gallery block (rendering spec, entities): its media, and the title and description its meta shows. */
export interface GalleryItem {
  /** Unique within the gallery. */
  id: string;
  /** One of {@link GALLERY_MEDIA_TYPES}; anything else is read as `imageFile`. */
  mediaType?: string | null;
  /** The image, or a video's poster. */
  image?: ImageAsset | null;
  /** The item's title (merchant text, shown as text). */
  title?: string | null;
  /** The item's description (merchant text, shown as text). */
  description?: string | null;
  /** A video item's file address. */
  videoUrl?: string | null;
}

/** Whether a media type shows an image: every image kind except the empty placeholder (and not a video). */
export function galleryMediaShowsImage(type: GalleryMediaType): boolean {
  return type !== 'imageEmpty' && type !== 'video';
}

/** The autoplay delay in milliseconds (the option is in whole seconds, 1–10). */
export function galleryAutoplayDelayMs(options: Pick<GalleryOptions, 'autoplayDelay'>): number {
  return clampedInteger(options.autoplayDelay, GALLERY_OPTIONS.numbers.autoplayDelay) * 1000;
}

/**
 * Whether a slideshow or slider advances by itself now (WAI-ARIA carousel practice): only with the
 * autoplay flag, never for a visitor who asks for reduced motion, and paused while the pointer rests
 * on it, the focus is in it, the visitor stopped it, or the lightbox is open.
 */
export function galleryAutoplayRuns(state: {
  design: GalleryDesign;
  autoplay: boolean;
  reducedMotion: boolean;
  hovered: boolean;
  focused: boolean;
  stopped: boolean;
  lightboxOpen: boolean;
  count: number;
}): boolean {
  return (
    (state.design === 'slideshow' || state.design === 'slider') &&
    state.autoplay &&
    state.count > 1 &&
    !state.reducedMotion &&
    !state.hovered &&
    !state.focused &&
    !state.stopped &&
    !state.lightboxOpen
  );
}
