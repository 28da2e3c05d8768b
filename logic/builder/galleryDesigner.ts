/**
 * The gallery designer's rules and wording (rendering spec, constants and limits gallery options): reading a number the
 * owner typed against its range, and the labels of every option, design and choice as localized
 * strings. The options themselves (ranges, defaults, choices) are GALLERY_OPTIONS in galleryOptions.ts,
 * the one source; this module only words and checks them.
 */
import { interpolate } from '../shared/interpolate.ts';
import {
  GALLERY_OPTIONS,
  type GalleryActiveAlignment,
  type GalleryAspectRatio,
  type GalleryDesign,
  type GalleryFlag,
  type GalleryLightboxTheme,
  type GalleryMetaPosition,
  type GalleryNumberOption,
} from '../content/galleryOptions.ts';

/** The gallery designer's wording: every key is a library string (the spec names the options, not their labels or any message). */
export const GALLERY_DESIGNER_STRINGS = {
  /** Library string: the designer's name. */
  galleryDesignerLabel: 'Gallery design',
  /** Library string: the name of the live preview. */
  galleryDesignerPreviewLabel: 'Preview',
  /** Library string: a number typed outside its range, clamped to it on leaving the field; the spec gives ranges but no message. */
  galleryDesignerRangeMessage: '{name} must be between {min} and {max}',
  /** Library string: said under a number after leaving the field clamped it; {value} is what it was set to. */
  galleryDesignerClampedText: 'Set to {value}: {name} must be between {min} and {max}',
  galleryDesignerDesignLabel: 'Design',
  galleryDesignGridText: 'Grid',
  galleryDesignSlideshowText: 'Slideshow',
  galleryDesignSliderText: 'Slider (carousel)',
  galleryDesignStackedText: 'Stacked',
  galleryDesignerAutoplayDelayLabel: 'Autoplay delay (seconds)',
  galleryDesignerThumbnailStripHeightLabel: 'Thumbnail strip height (px)',
  galleryDesignerThumbnailStripMarginLabel: 'Thumbnail strip margin (px)',
  galleryDesignerThumbnailsPerRowLabel: 'Thumbnails per row',
  galleryDesignerPaddingLabel: 'Padding (px)',
  galleryDesignerMaxColumnWidthLabel: 'Maximum column width (px)',
  galleryDesignerAspectRatioLabel: 'Aspect ratio',
  galleryAspectRatioSquareText: 'Square',
  galleryAspectRatioStandardText: 'Standard (3:2)',
  galleryAspectRatioStandardVerticalText: 'Standard vertical (2:3)',
  galleryAspectRatioFourThreeText: 'Four by three (4:3)',
  galleryAspectRatioThreeFourVerticalText: 'Three by four vertical (3:4)',
  galleryAspectRatioWidescreenText: 'Widescreen (16:9)',
  galleryAspectRatioAnamorphicWidescreenText: 'Anamorphic widescreen (2.4:1)',
  galleryDesignerMetaPositionLabel: 'Title and description position',
  galleryMetaPositionTopText: 'Top',
  galleryMetaPositionTopLeftText: 'Top left',
  galleryMetaPositionTopRightText: 'Top right',
  galleryMetaPositionCenterText: 'Center',
  galleryMetaPositionBottomText: 'Bottom',
  galleryMetaPositionBottomLeftText: 'Bottom left',
  galleryMetaPositionBottomRightText: 'Bottom right',
  galleryDesignerActiveAlignmentLabel: 'Active slide alignment',
  galleryActiveAlignmentLeftText: 'Left',
  galleryActiveAlignmentCenterText: 'Center',
  galleryActiveAlignmentRightText: 'Right',
  galleryDesignerLightboxThemeLabel: 'Lightbox theme',
  galleryLightboxThemeDarkText: 'Dark',
  galleryLightboxThemeLightText: 'Light',
  galleryDesignerFlagsLabel: 'Options',
  galleryFlagAutoplayText: 'Autoplay',
  galleryFlagAutoCropText: 'Crop images to fit',
  galleryFlagControlsText: 'Show controls',
  galleryFlagLightboxText: 'Open items in a lightbox',
  galleryFlagSquareThumbsText: 'Square thumbnails',
  galleryFlagShowMetaText: 'Show titles and descriptions',
  galleryFlagShowMetaOnHoverText: 'Show titles and descriptions on hover',
  galleryFlagThumbnailsText: 'Show thumbnails',
} as const;

/** A key of {@link GALLERY_DESIGNER_STRINGS}. */
export type GalleryDesignerStringKey = keyof typeof GALLERY_DESIGNER_STRINGS;

/** The strings the designer's checks word their message with. */
export type GalleryRangeStrings = Readonly<Record<'galleryDesignerRangeMessage', string>>;

/** The label key of each design, number, choice and flag (the order of the lists is GALLERY_OPTIONS'). */
export const GALLERY_DESIGNER_LABEL_KEYS: {
  readonly designs: Readonly<Record<GalleryDesign, GalleryDesignerStringKey>>;
  readonly numbers: Readonly<Record<GalleryNumberOption, GalleryDesignerStringKey>>;
  readonly aspectRatios: Readonly<Record<GalleryAspectRatio, GalleryDesignerStringKey>>;
  readonly metaPositions: Readonly<Record<GalleryMetaPosition, GalleryDesignerStringKey>>;
  readonly activeAlignments: Readonly<Record<GalleryActiveAlignment, GalleryDesignerStringKey>>;
  readonly lightboxThemes: Readonly<Record<GalleryLightboxTheme, GalleryDesignerStringKey>>;
  readonly flags: Readonly<Record<GalleryFlag, GalleryDesignerStringKey>>;
} = {
  designs: { grid: 'galleryDesignGridText', slideshow: 'galleryDesignSlideshowText', slider: 'galleryDesignSliderText', stacked: 'galleryDesignStackedText' },
  numbers: {
    autoplayDelay: 'galleryDesignerAutoplayDelayLabel',
    thumbnailStripHeight: 'galleryDesignerThumbnailStripHeightLabel',
    thumbnailStripMargin: 'galleryDesignerThumbnailStripMarginLabel',
    thumbnailsPerRow: 'galleryDesignerThumbnailsPerRowLabel',
    padding: 'galleryDesignerPaddingLabel',
    maxColumnWidth: 'galleryDesignerMaxColumnWidthLabel',
  },
  aspectRatios: {
    square: 'galleryAspectRatioSquareText',
    standard: 'galleryAspectRatioStandardText',
    'standard-vertical': 'galleryAspectRatioStandardVerticalText',
    'four-three': 'galleryAspectRatioFourThreeText',
    'three-four-vertical': 'galleryAspectRatioThreeFourVerticalText',
    widescreen: 'galleryAspectRatioWidescreenText',
    'anamorphic-widescreen': 'galleryAspectRatioAnamorphicWidescreenText',
  },
  metaPositions: {
    top: 'galleryMetaPositionTopText',
    'top-left': 'galleryMetaPositionTopLeftText',
    'top-right': 'galleryMetaPositionTopRightText',
    center: 'galleryMetaPositionCenterText',
    bottom: 'galleryMetaPositionBottomText',
    'bottom-left': 'galleryMetaPositionBottomLeftText',
    'bottom-right': 'galleryMetaPositionBottomRightText',
  },
  activeAlignments: { left: 'galleryActiveAlignmentLeftText', center: 'galleryActiveAlignmentCenterText', right: 'galleryActiveAlignmentRightText' },
  lightboxThemes: { dark: 'galleryLightboxThemeDarkText', light: 'galleryLightboxThemeLightText' },
  flags: {
    autoplay: 'galleryFlagAutoplayText',
    'auto-crop': 'galleryFlagAutoCropText',
    controls: 'galleryFlagControlsText',
    lightbox: 'galleryFlagLightboxText',
    'square-thumbs': 'galleryFlagSquareThumbsText',
    'show-meta': 'galleryFlagShowMetaText',
    'show-meta-on-hover': 'galleryFlagShowMetaOnHoverText',
    thumbnails: 'galleryFlagThumbnailsText',
  },
};

/** A number option as the owner typed it, read against its range (rendering spec, constants and limits). */
export interface GalleryNumberReading {
  /** The whole number to use now: in range, else null (not passed on while the owner types). */
  value: number | null;
  /** What leaving the field makes of it: clamped to the range and rounded; the current value when the text is not a number. */
  clamped: number;
  /** `{name} must be between {min} and {max}` when the text is out of range or not a number; else null. */
  message: string | null;
}

/**
 * Reads the text of a number option: a number within its range (rounded to a whole one) is the value;
 * one outside it, or text that is not a number, gives the range message and no value, and is clamped
 * (or falls back to `current`) when the owner leaves the field. Never throws.
 */
export function readGalleryNumber(
  text: unknown,
  option: GalleryNumberOption,
  name: string,
  current: number,
  strings: GalleryRangeStrings = GALLERY_DESIGNER_STRINGS,
): GalleryNumberReading {
  const range = Object.hasOwn(GALLERY_OPTIONS.numbers, option) ? GALLERY_OPTIONS.numbers[option] : GALLERY_OPTIONS.numbers.padding;
  const fallback = Number.isFinite(current) ? Math.min(range.max, Math.max(range.min, Math.round(current))) : range.default;
  const message = interpolate(strings.galleryDesignerRangeMessage, { name, min: range.min, max: range.max });
  const trimmed = typeof text === 'string' ? text.trim() : typeof text === 'number' ? String(text) : '';
  const number = trimmed === '' ? Number.NaN : Number(trimmed);
  if (!Number.isFinite(number)) return { value: null, clamped: fallback, message };
  // + 0 turns a rounded -0.3 into 0, not -0.
  const whole = Math.round(number) + 0;
  const clamped = Math.min(range.max, Math.max(range.min, whole));
  return clamped === whole ? { value: whole, clamped, message: null } : { value: null, clamped, message };
}

/** The options a slideshow or slider uses and a grid or stack does not: its thumbnail strip, autoplay, controls and alignment. */
const SLIDES_ONLY: ReadonlySet<string> = new Set<string>([
  'autoplayDelay',
  'thumbnailStripHeight',
  'thumbnailStripMargin',
  'activeAlignment',
  'autoplay',
  'controls',
  'thumbnails',
  'square-thumbs',
]);

/**
 * Whether the designer shows an option for a design: what the gallery block draws with it. A slideshow
 * uses every option, a slider every one but the named aspect ratio (its frames keep the slider's own
 * ratio, rendering spec, constants and limits "Default slider aspect ratio 50"); a grid and a stack leave out the strip, autoplay, controls and the
 * active slide's alignment, and a stack its columns too (one item a row).
 */
export function galleryOptionApplies(design: GalleryDesign, option: GalleryNumberOption | GalleryFlag | 'aspectRatio' | 'metaPosition' | 'activeAlignment' | 'lightboxTheme'): boolean {
  // The slider's frames take its own ratio (galleryFrameRatio, default 50), not a named one.
  if (design === 'slider') return option !== 'aspectRatio';
  if (design === 'slideshow') return true;
  if (SLIDES_ONLY.has(option)) return false;
  if (design === 'stacked' && (option === 'thumbnailsPerRow' || option === 'maxColumnWidth')) return false;
  return true;
}

