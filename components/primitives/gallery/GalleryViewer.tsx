'use client';

import type { ReactNode } from 'react';
import { cx } from '../cx.ts';
import { fadeSlide, fadeTrack, slideFocus, viewport } from './GalleryCore.css.ts';

/** What names a gallery's slides: their kind and their "n of N". */
export interface GallerySlideNames {
  /** How a screen reader names a slide's kind (its aria-roledescription). */
  roleDescription: string;
  /** A slide's name; `at` is 0-based. */
  label: (at: number) => string;
}

/** Props of {@link GallerySlide}. */
export interface GallerySlideProps {
  at: number;
  names: GallerySlideNames;
  /** `active` or `inactive` in a viewer showing every slide; absent where every slide is seen. */
  state?: 'active' | 'inactive';
  tabIndex?: number;
  className?: string;
  children: ReactNode;
}

/** One slide: a group named "n of N" with the slide role description (WAI-ARIA carousel practice). An inactive slide is inert. */
export function GallerySlide({ at, names, state, tabIndex, className, children }: GallerySlideProps) {
  return (
    <div
      role="group"
      aria-roledescription={names.roleDescription}
      aria-label={names.label(at)}
      className={cx(slideFocus, className)}
      data-part="slide"
      data-index={at}
      {...(state ? { 'data-state': state } : {})}
      {...(tabIndex !== undefined ? { tabIndex } : {})}
      {...(state === 'inactive' ? { inert: true, 'aria-hidden': true } : {})}
    >
      {children}
    </div>
  );
}

/** Props of {@link GalleryViewer}. */
export interface GalleryViewerProps {
  count: number;
  /** The slide shown (0-based, already wrapped). */
  current: number;
  /**
   * `current`: one slide element, kept while its content changes, so the keyboard's focus stays on
   * it. `every`: every slide rendered, the others inactive (inert), so a slide can fade or slide in.
   */
  slides: 'current' | 'every';
  names: GallerySlideNames;
  /** A slide's React key (an item's id). */
  slideKey: (at: number) => string;
  /** A slide's content. */
  renderSlide: (at: number) => ReactNode;
  /** The slides' tab index: 0 to be reached by Tab, -1 to take the focus only when given it. */
  slideTabIndex?: number;
  /** Whether slide changes are announced (off while a carousel rotates by itself). Absent: no live region. */
  live?: boolean;
  /** The track and slide classes of a layout of the gallery's own (a slider); by default the slides fade in one place. */
  trackClassName?: string;
  slideClassName?: string;
  className?: string;
  /** Laid over the viewer: its previous and next buttons. */
  children?: ReactNode;
}

/**
 * The one slide viewer of the library's galleries (the product gallery and the gallery block): a
 * window onto the slides with the current one shown, the others inert, and the viewer's overlay controls.
 */
export function GalleryViewer({ count, current, slides, names, slideKey, renderSlide, slideTabIndex, live, trackClassName, slideClassName, className, children }: GalleryViewerProps) {
  const shown =
    slides === 'current'
      ? [
          // One element (key 'current') for every slide, so the focus stays on it as the content changes.
          <GallerySlide key="current" at={current} names={names} tabIndex={slideTabIndex} className={slideClassName}>
            {renderSlide(current)}
          </GallerySlide>,
        ]
      : Array.from({ length: count }, (_, at) => (
          <GallerySlide key={slideKey(at)} at={at} names={names} state={at === current ? 'active' : 'inactive'} tabIndex={slideTabIndex} className={slideClassName ?? fadeSlide}>
            {renderSlide(at)}
          </GallerySlide>
        ));
  return (
    <div className={cx(viewport, className)} data-part="viewport">
      <div className={trackClassName ?? fadeTrack} {...(live === undefined ? {} : { 'aria-live': live ? ('polite' as const) : ('off' as const), 'aria-atomic': false })}>
        {shown}
      </div>
      {children}
    </div>
  );
}
