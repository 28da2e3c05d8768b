import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_SLIDER_ASPECT_RATIO,
  galleryFrameRatio,
  SLIDER_ASPECT_RATIO_RANGE,
  GALLERY_ASPECT_RATIO_VALUES,
  GALLERY_MEDIA_TYPES,
  GALLERY_OPTIONS,
  galleryAutoplayDelayMs,
  galleryAutoplayRuns,
  galleryMediaShowsImage,
  galleryMediaType,
  galleryOptionKebabName,
  normaliseGalleryOptions,
  type GalleryNumberOption,
} from './galleryOptions.ts';

describe('rendering spec, constants and limits Gallery designs and options', () => {
  it('has the four designs with grid by default', () => {
    expect(GALLERY_OPTIONS.designs).toEqual(['grid', 'slideshow', 'slider', 'stacked']);
    expect(GALLERY_OPTIONS.defaultDesign).toBe('grid');
  });

  it('has every numeric option with its range and default', () => {
    expect(GALLERY_OPTIONS.numbers).toEqual({
      autoplayDelay: { min: 1, max: 10, default: 5 },
      thumbnailStripHeight: { min: 0, max: 200, default: 80 },
      thumbnailStripMargin: { min: 0, max: 60, default: 20 },
      thumbnailsPerRow: { min: 1, max: 10, default: 4 },
      padding: { min: 0, max: 50, default: 20 },
      maxColumnWidth: { min: 100, max: 300, default: 300 },
    });
  });

  it('has the choice lists with their defaults', () => {
    expect(GALLERY_OPTIONS.aspectRatios).toEqual([
      'square', 'standard', 'standard-vertical', 'four-three', 'three-four-vertical', 'widescreen', 'anamorphic-widescreen',
    ]);
    expect(GALLERY_OPTIONS.defaultAspectRatio).toBe('square');
    expect(GALLERY_OPTIONS.metaPositions).toEqual(['top', 'top-left', 'top-right', 'center', 'bottom', 'bottom-left', 'bottom-right']);
    expect(GALLERY_OPTIONS.defaultMetaPosition).toBe('bottom');
    expect(GALLERY_OPTIONS.activeAlignments).toEqual(['left', 'center', 'right']);
    expect(GALLERY_OPTIONS.defaultActiveAlignment).toBe('center');
    expect(GALLERY_OPTIONS.lightboxThemes).toEqual(['dark', 'light']);
    expect(GALLERY_OPTIONS.defaultLightboxTheme).toBe('dark');
    expect(GALLERY_OPTIONS.flags).toEqual(['autoplay', 'auto-crop', 'controls', 'lightbox', 'square-thumbs', 'show-meta', 'show-meta-on-hover', 'thumbnails']);
  });

  it('gives every aspect ratio a shape, standard being 3:2, and the slider default 50', () => {
    expect(Object.keys(GALLERY_ASPECT_RATIO_VALUES)).toEqual([...GALLERY_OPTIONS.aspectRatios]);
    expect(GALLERY_ASPECT_RATIO_VALUES.standard).toEqual({ width: 3, height: 2 });
    expect(GALLERY_ASPECT_RATIO_VALUES.square).toEqual({ width: 1, height: 1 });
    expect(DEFAULT_SLIDER_ASPECT_RATIO).toBe(50);
  });

  it('draws a slider at its default aspect ratio 50, twice as wide as tall, whatever named ratio is stored', () => {
    expect(normaliseGalleryOptions({ design: 'slider' }).sliderAspectRatio).toBe(50);
    expect(galleryFrameRatio(normaliseGalleryOptions({ design: 'slider' }))).toEqual({ width: 100, height: 50 });
    expect(galleryFrameRatio(normaliseGalleryOptions({ design: 'carousel', aspectRatio: 'widescreen' }))).toEqual({ width: 100, height: 50 });
    expect(galleryFrameRatio(normaliseGalleryOptions({ design: 'slider', 'slider-aspect-ratio': '75' }))).toEqual({ width: 100, height: 75 });
  });

  it('clamps a stored slider aspect ratio to 10-200 and reads anything else as 50', () => {
    expect(normaliseGalleryOptions({ sliderAspectRatio: 1 }).sliderAspectRatio).toBe(SLIDER_ASPECT_RATIO_RANGE.min);
    expect(normaliseGalleryOptions({ sliderAspectRatio: 999 }).sliderAspectRatio).toBe(SLIDER_ASPECT_RATIO_RANGE.max);
    expect(normaliseGalleryOptions({ sliderAspectRatio: 'tall' }).sliderAspectRatio).toBe(50);
  });

  it('gives the other designs their named ratio, square by default', () => {
    expect(galleryFrameRatio(normaliseGalleryOptions({}))).toEqual({ width: 1, height: 1 });
    expect(galleryFrameRatio(normaliseGalleryOptions({ design: 'slideshow', aspectRatio: 'standard' }))).toEqual({ width: 3, height: 2 });
  });
});

describe('rendering spec, constants and limits Gallery options: normalising clamps and defaults', () => {
  it('gives every default for nothing, autoplay off', () => {
    expect(normaliseGalleryOptions(undefined)).toEqual({
      design: 'grid',
      autoplayDelay: 5,
      thumbnailStripHeight: 80,
      thumbnailStripMargin: 20,
      thumbnailsPerRow: 4,
      padding: 20,
      maxColumnWidth: 300,
      aspectRatio: 'square',
      metaPosition: 'bottom',
      activeAlignment: 'center',
      lightboxTheme: 'dark',
      sliderAspectRatio: 50,
      flags: {
        autoplay: false,
        'auto-crop': false,
        controls: false,
        lightbox: false,
        'square-thumbs': false,
        'show-meta': false,
        'show-meta-on-hover': false,
        thumbnails: false,
      },
    });
  });

  it.each([
    ['autoplayDelay', 0, 1], ['autoplayDelay', 1, 1], ['autoplayDelay', 10, 10], ['autoplayDelay', 11, 10],
    ['thumbnailStripHeight', -1, 0], ['thumbnailStripHeight', 200, 200], ['thumbnailStripHeight', 201, 200],
    ['thumbnailStripMargin', -1, 0], ['thumbnailStripMargin', 60, 60], ['thumbnailStripMargin', 61, 60],
    ['thumbnailsPerRow', 0, 1], ['thumbnailsPerRow', 10, 10], ['thumbnailsPerRow', 11, 10],
    ['padding', -1, 0], ['padding', 50, 50], ['padding', 51, 50],
    ['maxColumnWidth', 99, 100], ['maxColumnWidth', 100, 100], ['maxColumnWidth', 300, 300], ['maxColumnWidth', 301, 300],
  ] as const)('clamps %s %i to %i', (option, given, expected) => {
    expect(normaliseGalleryOptions({ [option]: given })[option]).toBe(expected);
  });

  it('rounds, reads numeric strings and defaults what is not a number', () => {
    expect(normaliseGalleryOptions({ thumbnailsPerRow: 3.6 }).thumbnailsPerRow).toBe(4);
    expect(normaliseGalleryOptions({ autoplayDelay: '7' }).autoplayDelay).toBe(7);
    expect(normaliseGalleryOptions({ padding: 'wide' }).padding).toBe(20);
    expect(normaliseGalleryOptions({ padding: '' }).padding).toBe(20);
    expect(normaliseGalleryOptions({ padding: Number.NaN }).padding).toBe(20);
    expect(normaliseGalleryOptions({ padding: null }).padding).toBe(20);
  });

  it('keeps known choices, reads carousel as slider and defaults the rest', () => {
    const options = normaliseGalleryOptions({
      design: 'stacked', aspectRatio: 'widescreen', metaPosition: 'top-left', activeAlignment: 'right', lightboxTheme: 'light',
    });
    expect([options.design, options.aspectRatio, options.metaPosition, options.activeAlignment, options.lightboxTheme]).toEqual([
      'stacked', 'widescreen', 'top-left', 'right', 'light',
    ]);
    expect(normaliseGalleryOptions({ design: 'carousel' }).design).toBe('slider');
    const odd = normaliseGalleryOptions({ design: 'Grid', aspectRatio: '16:9', metaPosition: 'middle', activeAlignment: 3, lightboxTheme: 'sepia' });
    expect([odd.design, odd.aspectRatio, odd.metaPosition, odd.activeAlignment, odd.lightboxTheme]).toEqual(['grid', 'square', 'bottom', 'center', 'dark']);
  });

  it('turns a flag on only for true or "true"', () => {
    const { flags } = normaliseGalleryOptions({ flags: { autoplay: true, lightbox: 'true', controls: 1, thumbnails: 'yes', 'show-meta': false } });
    expect(flags.autoplay).toBe(true);
    expect(flags.lightbox).toBe(true);
    expect(flags.controls).toBe(false);
    expect(flags.thumbnails).toBe(false);
    expect(flags['show-meta']).toBe(false);
  });

  it('property: every numeric option comes out an integer within its range', () => {
    const names = Object.keys(GALLERY_OPTIONS.numbers) as GalleryNumberOption[];
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.oneof(fc.double(), fc.string(), fc.constant(null)), (name, value) => {
        const range = GALLERY_OPTIONS.numbers[name];
        const result = normaliseGalleryOptions({ [name]: value })[name];
        expect(Number.isInteger(result)).toBe(true);
        expect(result).toBeGreaterThanOrEqual(range.min);
        expect(result).toBeLessThanOrEqual(range.max);
      }),
    );
  });

  it('reads the camelCase and the kebab-case spellings as one options object, camelCase first', () => {
    const kebab = normaliseGalleryOptions({
      design: 'carousel',
      'autoplay-delay': '8',
      'thumbnail-strip-height': 250,
      'thumbnail-strip-margin': -4,
      'thumbnails-per-row': 6,
      'max-column-width': 50,
      'aspect-ratio': 'widescreen',
      'meta-position': 'top-left',
      'active-alignment': 'right',
      'lightbox-theme': 'light',
      autoplay: true,
      'auto-crop': 'true',
      'show-meta-on-hover': true,
    });
    expect(kebab).toMatchObject({
      design: 'slider',
      autoplayDelay: 8,
      thumbnailStripHeight: 200,
      thumbnailStripMargin: 0,
      thumbnailsPerRow: 6,
      maxColumnWidth: 100,
      aspectRatio: 'widescreen',
      metaPosition: 'top-left',
      activeAlignment: 'right',
      lightboxTheme: 'light',
    });
    expect(kebab.flags).toEqual({
      autoplay: true,
      'auto-crop': true,
      controls: false,
      lightbox: false,
      'square-thumbs': false,
      'show-meta': false,
      'show-meta-on-hover': true,
      thumbnails: false,
    });
    expect(normaliseGalleryOptions({ metaPosition: 'center', 'meta-position': 'top' }).metaPosition).toBe('center');
    expect(normaliseGalleryOptions({ flags: { squareThumbs: true } }).flags['square-thumbs']).toBe(true);
    expect(galleryOptionKebabName('thumbnailStripMargin')).toBe('thumbnail-strip-margin');
  });

  it('never throws on a hostile options value (a Proxy whose reads throw, a number, a string)', () => {
    const hostile = new Proxy({}, { get: () => { throw new Error('no'); } });
    expect(normaliseGalleryOptions(hostile as never).design).toBe('grid');
    expect(normaliseGalleryOptions(42 as never).padding).toBe(20);
    expect(normaliseGalleryOptions('grid' as never).flags.autoplay).toBe(false);
  });
});

describe('rendering spec, entities Gallery item media types', () => {
  it('has the six media types; an unknown one is read as an image file', () => {
    expect(GALLERY_MEDIA_TYPES).toEqual(['imageEmpty', 'imageFile', 'imageLicensed', 'imageReused', 'assetReused', 'video']);
    expect(galleryMediaType('video')).toBe('video');
    expect(galleryMediaType('gif')).toBe('imageFile');
    expect(galleryMediaType(undefined)).toBe('imageFile');
  });

  it('shows an image for every image kind but the empty one', () => {
    expect(['imageFile', 'imageLicensed', 'imageReused', 'assetReused'].every((type) => galleryMediaShowsImage(type as never))).toBe(true);
    expect(galleryMediaShowsImage('imageEmpty')).toBe(false);
    expect(galleryMediaShowsImage('video')).toBe(false);
  });
});

describe('rendering spec, constants and limits Gallery autoplay', () => {
  const running = { design: 'slideshow', autoplay: true, reducedMotion: false, hovered: false, focused: false, stopped: false, lightboxOpen: false, count: 3 } as const;

  it('the delay is the option in seconds, 1-10, as milliseconds', () => {
    expect(galleryAutoplayDelayMs({ autoplayDelay: 1 })).toBe(1000);
    expect(galleryAutoplayDelayMs({ autoplayDelay: 10 })).toBe(10000);
    expect(galleryAutoplayDelayMs({ autoplayDelay: 99 })).toBe(10000);
  });

  it('runs for a slideshow or slider with autoplay on, and stops for reduced motion, hover, focus, a stop, the lightbox', () => {
    expect(galleryAutoplayRuns(running)).toBe(true);
    expect(galleryAutoplayRuns({ ...running, design: 'slider' })).toBe(true);
    expect(galleryAutoplayRuns({ ...running, design: 'grid' })).toBe(false);
    expect(galleryAutoplayRuns({ ...running, autoplay: false })).toBe(false);
    expect(galleryAutoplayRuns({ ...running, reducedMotion: true })).toBe(false);
    expect(galleryAutoplayRuns({ ...running, hovered: true })).toBe(false);
    expect(galleryAutoplayRuns({ ...running, focused: true })).toBe(false);
    expect(galleryAutoplayRuns({ ...running, stopped: true })).toBe(false);
    expect(galleryAutoplayRuns({ ...running, lightboxOpen: true })).toBe(false);
    expect(galleryAutoplayRuns({ ...running, count: 1 })).toBe(false);
  });
});
