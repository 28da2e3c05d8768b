'use client';

import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type FocusEvent } from 'react';
import { galleryAutoplayRuns, type GalleryDesign } from '../../logic/content/galleryOptions.ts';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const readReducedMotion = (): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;

/**
 * Whether the visitor asks for reduced motion (`prefers-reduced-motion: reduce`), following changes;
 * false on the server. `override` (a builder preview, a story) wins when given.
 */
export function useReducedMotion(override?: boolean): boolean {
  const preferred = useSyncExternalStore(subscribeReducedMotion, readReducedMotion, () => false);
  return override ?? preferred;
}

/** Options of {@link useGalleryAutoplay}. */
export interface GalleryAutoplayOptions {
  design: GalleryDesign;
  /** The block's autoplay flag. */
  autoplay: boolean;
  /** Milliseconds between slides (galleryAutoplayDelayMs). */
  delayMs: number;
  /** How many slides there are. */
  count: number;
  /** The slide shown: a change restarts the wait, so a visitor's own move gets a full delay too. */
  index: number;
  /** Whether the lightbox is open (autoplay waits while it is). */
  lightboxOpen: boolean;
  /** The visitor's reduced-motion setting (useReducedMotion). */
  reducedMotion: boolean;
  /** Called when it is time for the next slide. */
  onAdvance: () => void;
}

/** What {@link useGalleryAutoplay} gives the view. */
export interface GalleryAutoplay {
  /** Whether the slides advance by themselves now. */
  running: boolean;
  /** Whether autoplay applies at all (a slideshow or slider with the flag, and motion allowed): the stop/start button shows then. */
  available: boolean;
  /** Whether the visitor stopped it with the stop button. */
  stopped: boolean;
  /** Stops or starts it again (the stop/start button). */
  toggleStopped: () => void;
  /** Handlers for the gallery's root: the pointer resting on it or the focus inside it pauses autoplay. */
  pauseHandlers: {
    onPointerEnter: () => void;
    onPointerLeave: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
}

/**
 * Autoplay of a gallery block's slideshow or slider (rendering spec, constants and limits, WAI-ARIA carousel practice):
 * one timer of the option's delay, restarted on every slide change, paused while the pointer rests
 * on the gallery or the focus is inside it, stopped by the visitor's button, never for reduced motion.
 */
export function useGalleryAutoplay({ design, autoplay, delayMs, count, index, lightboxOpen, reducedMotion, onAdvance }: GalleryAutoplayOptions): GalleryAutoplay {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const advance = useRef(onAdvance);
  useEffect(() => {
    advance.current = onAdvance;
  });
  const running = galleryAutoplayRuns({ design, autoplay, reducedMotion, hovered, focused, stopped, lightboxOpen, count });
  useEffect(() => {
    if (!running) return undefined;
    const timer = setTimeout(() => advance.current(), delayMs);
    return () => clearTimeout(timer);
  }, [running, delayMs, index]);
  const toggleStopped = useCallback(() => setStopped((was) => !was), []);
  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    // Focus moving between the gallery's own buttons keeps it paused.
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocused(false);
  }, []);
  const pauseHandlers = {
    onPointerEnter: useCallback(() => setHovered(true), []),
    onPointerLeave: useCallback(() => setHovered(false), []),
    onFocus: useCallback(() => setFocused(true), []),
    onBlur,
  };
  const available = (design === 'slideshow' || design === 'slider') && autoplay && count > 1 && !reducedMotion;
  return { running, available, stopped, toggleStopped, pauseHandlers };
}
