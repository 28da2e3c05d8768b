/**
 * Product gallery rules (shopper spec, screens, constants and limits; rendering spec, constants and limits "Product gallery"): moving between slides,
 * wrapping at both ends, and zooming on hover or click with a factor of 1.5 by default. Pure: the view
 * passes pointer positions and boxes in.
 */
import { GALLERY_ZOOM_DEFAULT } from '../shared/constants.ts';
import { DEFAULT_FOCAL_POINT, type FocalPoint } from './images.ts';

/** How the product gallery lays its images out: one at a time, or all one under another. */
export const GALLERY_LAYOUTS = ['slideshow', 'stacked'] as const;

/** One of {@link GALLERY_LAYOUTS}. */
export type GalleryLayout = (typeof GALLERY_LAYOUTS)[number];

/** What zooms an image: the pointer resting on it, a click (or Enter/Space) on it, or nothing. */
export const GALLERY_ZOOM_MODES = ['hover', 'click', 'off'] as const;

/** One of {@link GALLERY_ZOOM_MODES}. */
export type GalleryZoomMode = (typeof GALLERY_ZOOM_MODES)[number];

/** The slide `index` lands on among `count` slides, wrapping at both ends; 0 when there are none. */
export function wrapSlide(index: number, count: number): number {
  if (!Number.isInteger(count) || count <= 0 || !Number.isFinite(index)) return 0;
  const whole = Math.trunc(index);
  return ((whole % count) + count) % count;
}

/** The slide after `current`; after the last comes the first. */
export function nextSlide(current: number, count: number): number {
  return wrapSlide(current + 1, count);
}

/** The slide before `current`; before the first comes the last. */
export function previousSlide(current: number, count: number): number {
  return wrapSlide(current - 1, count);
}

/** The slide showing the image with this id (a variant's `mainImageId`), or null when none does. */
export function slideOfImage(images: readonly { id: string }[], imageId: string | null | undefined): number | null {
  if (!imageId) return null;
  const index = images.findIndex((image) => image.id === imageId);
  return index >= 0 ? index : null;
}

/** The slide an arrow key leads to: Right the next, Left the previous, wrapping; null for any other key. */
export function slideForKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  if (key === 'ArrowRight') return nextSlide(current, count);
  if (key === 'ArrowLeft') return previousSlide(current, count);
  return null;
}

/**
 * The slide a key leads to in a gallery block's slideshow or slider (WAI-ARIA carousel practice):
 * Right/Left the next/previous, wrapping as the arrows of {@link slideForKey}; Home the first, End
 * the last; null for any other key or no slides.
 */
export function slideForCarouselKey(key: string, current: number, count: number): number | null {
  if (!Number.isInteger(count) || count <= 0) return null;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return slideForKey(key, wrapSlide(current, count), count);
}

/** The zoom factor to use: the given one when it is a finite number above 1, else 1.5 (shopper spec, constants and limits). */
export function zoomFactor(factor?: number | null): number {
  return typeof factor === 'number' && Number.isFinite(factor) && factor > 1 ? factor : GALLERY_ZOOM_DEFAULT;
}

/** Whether an image is zoomed, and the point of it (fractions of its box) the zoom is centred on. */
export interface ZoomState {
  zoomed: boolean;
  origin: FocalPoint;
}

/** Not zoomed, centred. */
export const ZOOM_IDLE: ZoomState = { zoomed: false, origin: DEFAULT_FOCAL_POINT };

/** What happened to a zoomable image. Pointer events carry the pointer's place as fractions of the image's box. */
export type ZoomEvent =
  | { type: 'pointer-enter'; point: FocalPoint }
  | { type: 'pointer-move'; point: FocalPoint }
  | { type: 'pointer-leave' }
  /** A click carries the pointer's place; a keyboard press (Enter, Space) carries none and zooms on the centre. */
  | { type: 'press'; point?: FocalPoint }
  /** The slide changed or the image went away. */
  | { type: 'reset' };

/**
 * The next zoom state. Hover mode: zoomed while the pointer is over the image, following it. Click
 * mode: a press toggles the zoom, the pointer moves the zoomed view, leaving keeps it. Off: never zoomed.
 * A reset always ends the zoom.
 */
export function zoomReducer(mode: GalleryZoomMode, state: ZoomState, event: ZoomEvent): ZoomState {
  if (event.type === 'reset' || mode === 'off') return ZOOM_IDLE;
  switch (event.type) {
    case 'pointer-enter':
    case 'pointer-move':
      if (mode === 'hover') return { zoomed: true, origin: event.point };
      return state.zoomed ? { zoomed: true, origin: event.point } : state;
    case 'pointer-leave':
      return mode === 'hover' ? ZOOM_IDLE : state;
    case 'press':
      if (mode !== 'click') return state;
      return state.zoomed ? ZOOM_IDLE : { zoomed: true, origin: event.point ?? DEFAULT_FOCAL_POINT };
  }
}

/** A box on the screen, as `getBoundingClientRect()` gives it. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Where a pointer at (x, y) lies in a box, as fractions of its width and height clamped to 0–1; the centre for an empty box. */
export function pointInBox(x: number, y: number, box: Box): FocalPoint {
  const fraction = (offset: number, size: number) => (size > 0 && Number.isFinite(offset) ? Math.min(1, Math.max(0, offset / size)) : 0.5);
  return { x: fraction(x - box.left, box.width), y: fraction(y - box.top, box.height) };
}

/** A point as a CSS position, e.g. `{ x: 0.3, y: 0.5 }` → `'30% 50%'` (for object-position and transform-origin). */
export function cssPosition(point: FocalPoint): string {
  const percent = (value: number) => `${Math.round(value * 10000) / 100}%`;
  return `${percent(point.x)} ${percent(point.y)}`;
}

/** The CSS transform of an image in a zoom state: scaled by the factor around the origin, or none. */
export function zoomTransform(state: ZoomState, factor: number): { transform: string; transformOrigin: string } | null {
  if (!state.zoomed) return null;
  return { transform: `scale(${zoomFactor(factor)})`, transformOrigin: cssPosition(state.origin) };
}
