import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GALLERY_OPTIONS } from '../content/galleryOptions.ts';
import { GALLERY_DESIGNER_LABEL_KEYS, GALLERY_DESIGNER_STRINGS, readGalleryNumber, galleryOptionApplies } from './galleryDesigner.ts';

describe('rendering spec, constants and limits Gallery options: the designer reads typed numbers against their ranges', () => {
  it('takes a whole number in range, the ends included', () => {
    expect(readGalleryNumber('0', 'padding', 'Padding', 20)).toEqual({ value: 0, clamped: 0, message: null });
    expect(readGalleryNumber('50', 'padding', 'Padding', 20)).toEqual({ value: 50, clamped: 50, message: null });
    expect(readGalleryNumber(' 7.4 ', 'thumbnailsPerRow', 'Per row', 4)).toEqual({ value: 7, clamped: 7, message: null });
  });

  it('refuses a number out of range with the message, clamping it for when the owner leaves the field', () => {
    expect(readGalleryNumber('51', 'padding', 'Padding', 20)).toEqual({ value: null, clamped: 50, message: 'Padding must be between 0 and 50' });
    expect(readGalleryNumber('99', 'maxColumnWidth', 'Width', 300)).toEqual({ value: null, clamped: 100, message: 'Width must be between 100 and 300' });
    expect(readGalleryNumber('11', 'autoplayDelay', 'Delay', 5)).toEqual({ value: null, clamped: 10, message: 'Delay must be between 1 and 10' });
    expect(readGalleryNumber('-1', 'thumbnailStripHeight', 'Height', 80).clamped).toBe(0);
  });

  it('refuses text that is not a number, falling back to the current value', () => {
    expect(readGalleryNumber('', 'padding', 'Padding', 20)).toEqual({ value: null, clamped: 20, message: 'Padding must be between 0 and 50' });
    expect(readGalleryNumber('ten', 'thumbnailsPerRow', 'Per row', 4).clamped).toBe(4);
    expect(readGalleryNumber(null, 'thumbnailsPerRow', 'Per row', Number.NaN).clamped).toBe(4);
  });

  it('words the message in the strings given', () => {
    expect(readGalleryNumber('60', 'padding', 'Marge', 20, { galleryDesignerRangeMessage: '{name} : de {min} à {max}' }).message).toBe('Marge : de 0 à 50');
  });

  it('names every design, number, choice and flag of GALLERY_OPTIONS with a string that exists', () => {
    const lists = [
      [GALLERY_OPTIONS.designs, GALLERY_DESIGNER_LABEL_KEYS.designs],
      [Object.keys(GALLERY_OPTIONS.numbers), GALLERY_DESIGNER_LABEL_KEYS.numbers],
      [GALLERY_OPTIONS.aspectRatios, GALLERY_DESIGNER_LABEL_KEYS.aspectRatios],
      [GALLERY_OPTIONS.metaPositions, GALLERY_DESIGNER_LABEL_KEYS.metaPositions],
      [GALLERY_OPTIONS.activeAlignments, GALLERY_DESIGNER_LABEL_KEYS.activeAlignments],
      [GALLERY_OPTIONS.lightboxThemes, GALLERY_DESIGNER_LABEL_KEYS.lightboxThemes],
      [GALLERY_OPTIONS.flags, GALLERY_DESIGNER_LABEL_KEYS.flags],
    ] as const;
    for (const [names, keys] of lists) {
      expect(Object.keys(keys).sort()).toEqual([...names].sort());
      for (const key of Object.values(keys)) expect(GALLERY_DESIGNER_STRINGS[key]).toEqual(expect.any(String));
    }
  });

  it('property: a value is given exactly when the rounded number is within the range, and clamped is always within it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...(Object.keys(GALLERY_OPTIONS.numbers) as (keyof typeof GALLERY_OPTIONS.numbers)[])), fc.double({ noNaN: true, min: -1000, max: 1000 }), (option, number) => {
        const { min, max } = GALLERY_OPTIONS.numbers[option];
        const reading = readGalleryNumber(String(number), option, 'N', 0);
        const whole = Math.round(number) + 0;
        expect(reading.value).toBe(whole >= min && whole <= max ? whole : null);
        expect(reading.clamped).toBeGreaterThanOrEqual(min);
        expect(reading.clamped).toBeLessThanOrEqual(max);
        expect(reading.message === null).toBe(reading.value !== null);
      }),
    );
  });
});

describe('galleryOptionApplies: the designer shows what the chosen design draws with (rendering spec, constants and limits gallery options)', () => {
  it('a slideshow and a slider use every option', () => {
    for (const design of ['slideshow', 'slider'] as const) {
      expect(galleryOptionApplies(design, 'autoplayDelay')).toBe(true);
      expect(galleryOptionApplies(design, 'thumbnails')).toBe(true);
      expect(galleryOptionApplies(design, 'activeAlignment')).toBe(true);
    }
  });
  it('a slider has no named aspect ratio: its frames keep the slider ratio, default 50 (rendering spec, constants and limits)', () => {
    expect(galleryOptionApplies('slider', 'aspectRatio')).toBe(false);
    expect(galleryOptionApplies('slideshow', 'aspectRatio')).toBe(true);
    expect(galleryOptionApplies('grid', 'aspectRatio')).toBe(true);
  });
  it('a grid has no thumbnail strip, autoplay, controls or slide alignment, but keeps its columns', () => {
    for (const option of ['autoplayDelay', 'thumbnailStripHeight', 'thumbnailStripMargin', 'activeAlignment', 'autoplay', 'controls', 'thumbnails', 'square-thumbs'] as const) {
      expect(galleryOptionApplies('grid', option)).toBe(false);
    }
    expect(galleryOptionApplies('grid', 'thumbnailsPerRow')).toBe(true);
    expect(galleryOptionApplies('grid', 'maxColumnWidth')).toBe(true);
    expect(galleryOptionApplies('grid', 'lightbox')).toBe(true);
  });
  it('a stack has no columns either', () => {
    expect(galleryOptionApplies('stacked', 'thumbnailsPerRow')).toBe(false);
    expect(galleryOptionApplies('stacked', 'maxColumnWidth')).toBe(false);
    expect(galleryOptionApplies('stacked', 'padding')).toBe(true);
    expect(galleryOptionApplies('stacked', 'show-meta')).toBe(true);
  });
});
