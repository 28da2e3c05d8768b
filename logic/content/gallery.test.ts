import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GALLERY_ZOOM_DEFAULT } from '../shared/constants.ts';
import {
  ZOOM_IDLE,
  cssPosition,
  nextSlide,
  pointInBox,
  previousSlide,
  slideForKey,
  slideForCarouselKey,
  slideOfImage,
  wrapSlide,
  zoomFactor,
  zoomReducer,
  zoomTransform,
  type GalleryZoomMode,
  type ZoomState,
} from './gallery.ts';

describe('shopper spec, screens the gallery changes slide by left and right arrow keys, wrapping at both ends', () => {
  it('goes forward and back one slide', () => {
    expect(nextSlide(0, 4)).toBe(1);
    expect(nextSlide(2, 4)).toBe(3);
    expect(previousSlide(3, 4)).toBe(2);
    expect(previousSlide(1, 4)).toBe(0);
  });

  it('wraps from the last slide to the first and from the first to the last', () => {
    expect(nextSlide(3, 4)).toBe(0);
    expect(previousSlide(0, 4)).toBe(3);
  });

  it('stays on the only slide of a one-image gallery, and on 0 with no images', () => {
    expect(nextSlide(0, 1)).toBe(0);
    expect(previousSlide(0, 1)).toBe(0);
    expect(nextSlide(0, 0)).toBe(0);
    expect(previousSlide(0, 0)).toBe(0);
  });

  it('reads Right as next and Left as previous; other keys move nothing', () => {
    expect(slideForKey('ArrowRight', 3, 4)).toBe(0);
    expect(slideForKey('ArrowLeft', 0, 4)).toBe(3);
    expect(slideForKey('ArrowLeft', 2, 4)).toBe(1);
    for (const key of ['ArrowUp', 'ArrowDown', 'Enter', ' ', 'Home', 'a']) expect(slideForKey(key, 1, 4)).toBeNull();
    expect(slideForKey('ArrowRight', 0, 0)).toBeNull();
  });

  it('brings any index, negative or too large, into the gallery', () => {
    expect(wrapSlide(-1, 3)).toBe(2);
    expect(wrapSlide(-7, 3)).toBe(2);
    expect(wrapSlide(7, 3)).toBe(1);
    expect(wrapSlide(Number.NaN, 3)).toBe(0);
    expect(wrapSlide(2, 2.5)).toBe(0);
  });

  it('property: a slide index is always inside the gallery', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: 1, max: 50 }), (index, count) => {
        const slide = wrapSlide(index, count);
        expect(slide).toBeGreaterThanOrEqual(0);
        expect(slide).toBeLessThan(count);
      }),
    );
  });

  it('property: next then previous comes back, and count steps forward make a full turn', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.nat(), (count, seed) => {
        const start = seed % count;
        expect(previousSlide(nextSlide(start, count), count)).toBe(start);
        let slide = start;
        for (let step = 0; step < count; step += 1) slide = nextSlide(slide, count);
        expect(slide).toBe(start);
      }),
    );
  });
});

describe("rendering spec, entities a variant's mainImageId names one of the product's images", () => {
  it('finds the slide of that image, or none', () => {
    const images = [{ id: 'front' }, { id: 'back' }, { id: 'detail' }];
    expect(slideOfImage(images, 'back')).toBe(1);
    expect(slideOfImage(images, 'front')).toBe(0);
    expect(slideOfImage(images, 'elsewhere')).toBeNull();
    expect(slideOfImage(images, undefined)).toBeNull();
    expect(slideOfImage([], 'front')).toBeNull();
  });
});

describe('shopper spec, constants and limits zoom default 1.5', () => {
  it('uses 1.5 unless a larger finite factor is given', () => {
    expect(GALLERY_ZOOM_DEFAULT).toBe(1.5);
    expect(zoomFactor()).toBe(1.5);
    expect(zoomFactor(null)).toBe(1.5);
    expect(zoomFactor(2)).toBe(2);
    for (const bad of [1, 0.5, 0, -2, Number.NaN, Number.POSITIVE_INFINITY]) expect(zoomFactor(bad)).toBe(1.5);
  });
});

describe('shopper spec, screens zoom toggles on hover or click', () => {
  const at = (x: number, y: number) => ({ x, y });
  const run = (mode: GalleryZoomMode, ...events: Parameters<typeof zoomReducer>[2][]): ZoomState =>
    events.reduce((state, event) => zoomReducer(mode, state, event), ZOOM_IDLE);

  it('hover: zooms while the pointer is over the image, following it, and stops when it leaves', () => {
    expect(run('hover', { type: 'pointer-enter', point: at(0.2, 0.3) })).toEqual({ zoomed: true, origin: at(0.2, 0.3) });
    expect(run('hover', { type: 'pointer-enter', point: at(0.2, 0.3) }, { type: 'pointer-move', point: at(0.9, 0.1) })).toEqual({
      zoomed: true,
      origin: at(0.9, 0.1),
    });
    expect(run('hover', { type: 'pointer-enter', point: at(0.2, 0.3) }, { type: 'pointer-leave' })).toEqual(ZOOM_IDLE);
    expect(run('hover', { type: 'press', point: at(0.2, 0.3) })).toEqual(ZOOM_IDLE);
  });

  it('click: a press zooms on the pressed point, the next press unzooms, leaving keeps the zoom', () => {
    expect(run('click', { type: 'pointer-enter', point: at(0.2, 0.3) })).toEqual(ZOOM_IDLE);
    const zoomed = run('click', { type: 'press', point: at(0.25, 0.75) });
    expect(zoomed).toEqual({ zoomed: true, origin: at(0.25, 0.75) });
    expect(zoomReducer('click', zoomed, { type: 'pointer-move', point: at(0.6, 0.4) })).toEqual({ zoomed: true, origin: at(0.6, 0.4) });
    expect(zoomReducer('click', zoomed, { type: 'pointer-leave' })).toBe(zoomed);
    expect(zoomReducer('click', zoomed, { type: 'press', point: at(0.1, 0.1) })).toEqual(ZOOM_IDLE);
  });

  it('click: a keyboard press (no pointer) zooms on the centre', () => {
    expect(run('click', { type: 'press' })).toEqual({ zoomed: true, origin: at(0.5, 0.5) });
  });

  it('off: never zooms; a reset ends any zoom', () => {
    expect(run('off', { type: 'pointer-enter', point: at(0.2, 0.3) }, { type: 'press' })).toEqual(ZOOM_IDLE);
    expect(run('click', { type: 'press' }, { type: 'reset' })).toEqual(ZOOM_IDLE);
    expect(run('hover', { type: 'pointer-enter', point: at(0.2, 0.3) }, { type: 'reset' })).toEqual(ZOOM_IDLE);
  });

  it('places the pointer in the image box as clamped fractions', () => {
    const box = { left: 100, top: 50, width: 400, height: 200 };
    expect(pointInBox(200, 100, box)).toEqual(at(0.25, 0.25));
    expect(pointInBox(0, 1000, box)).toEqual(at(0, 1));
    expect(pointInBox(10, 10, { left: 0, top: 0, width: 0, height: 0 })).toEqual(at(0.5, 0.5));
  });

  it('scales by the factor around the origin when zoomed, and not at all otherwise', () => {
    expect(zoomTransform({ zoomed: true, origin: at(0.25, 1 / 3) }, 1.5)).toEqual({ transform: 'scale(1.5)', transformOrigin: '25% 33.33%' });
    expect(zoomTransform({ zoomed: true, origin: at(0.5, 0.5) }, 0)).toEqual({ transform: 'scale(1.5)', transformOrigin: '50% 50%' });
    expect(zoomTransform(ZOOM_IDLE, 2)).toBeNull();
    expect(cssPosition(at(0, 1))).toBe('0% 100%');
  });
});

describe('rendering spec, constants and limits gallery block keys (WAI-ARIA carousel practice)', () => {
  it('arrows wrap, Home goes to the first slide and End to the last', () => {
    expect(slideForCarouselKey('ArrowRight', 4, 5)).toBe(0);
    expect(slideForCarouselKey('ArrowLeft', 0, 5)).toBe(4);
    expect(slideForCarouselKey('Home', 3, 5)).toBe(0);
    expect(slideForCarouselKey('End', 1, 5)).toBe(4);
    expect(slideForCarouselKey('Enter', 1, 5)).toBeNull();
    expect(slideForCarouselKey('End', 0, 0)).toBeNull();
  });
});
