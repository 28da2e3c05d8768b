'use client';

import type { KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { wrapSlide } from '../../../logic/content/gallery.ts';
import { useControllableState } from '../../../hooks/shared/useControllableState.ts';

/** Options of {@link useGalleryNavigation}. */
export interface GalleryNavigationOptions {
  count: number;
  /** The slide shown (controlled). */
  index?: number | undefined;
  /** The slide shown first (uncontrolled). */
  defaultIndex: number;
  onIndexChange?: ((index: number) => void) | undefined;
  /** The slide a key leads to, or null for a key that does not move (slideForKey, slideForCarouselKey). */
  slideForKey: (key: string, current: number, count: number) => number | null;
  /** Called after the gallery moved to another slide (a video playing in place stops, say). */
  onMove?: () => void;
}

/** What {@link useGalleryNavigation} gives a gallery. */
export interface GalleryNavigation {
  /** The slide shown, wrapped into 0…count−1. */
  current: number;
  /** Shows slide `to`, wrapping at both ends. */
  go: (to: number) => void;
  /**
   * The gallery root's key handler (the lightbox's keys reach it through React's tree): returns
   * whether it moved. The keyboard's focus follows the move from a thumbnail to the thumbnail of the
   * slide now shown, and from inside a slide that turns inert to the slide now shown (its first
   * control, else the slide); anywhere else it stays. Keys typed into a video stay with the video.
   */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => boolean;
}

const FOCUSABLE_IN_SLIDE = 'button, video, a[href]';

/** The shared navigation of the library's galleries: the current slide, controlled or not, moved by buttons and keys, wrapping at both ends. */
export function useGalleryNavigation({ count, index, defaultIndex, onIndexChange, slideForKey, onMove }: GalleryNavigationOptions): GalleryNavigation {
  const [shown, setShown] = useControllableState({ value: index, defaultValue: defaultIndex, onChange: onIndexChange });
  const current = wrapSlide(shown, count);
  const go = (to: number) => {
    const target = wrapSlide(to, count);
    if (target === current) return;
    setShown(target);
    onMove?.();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>): boolean => {
    if (event.defaultPrevented || event.target instanceof HTMLVideoElement) return false;
    const target = slideForKey(event.key, current, count);
    if (target === null) return false;
    event.preventDefault();
    const root = event.currentTarget;
    const from = event.target instanceof Element ? event.target : null;
    if (from?.closest('[data-part="thumbnail"]')) {
      flushSync(() => go(target));
      root.querySelector<HTMLElement>(`[data-part="thumbnail"][data-index="${target}"]`)?.focus();
    } else if (from?.closest('[data-part="slide"][data-state]')) {
      // The slide left turns inert, and the browser would drop the focus to the page.
      flushSync(() => go(target));
      const slide = root.querySelector<HTMLElement>(`[data-part="slide"][data-index="${target}"]:not([inert])`);
      (slide?.querySelector<HTMLElement>(FOCUSABLE_IN_SLIDE) ?? slide)?.focus();
    } else {
      go(target);
    }
    return true;
  };
  return { current, go, onKeyDown };
}
