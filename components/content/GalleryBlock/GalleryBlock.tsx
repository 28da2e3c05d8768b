'use client';

import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useRef, useState, type HTMLAttributes, type KeyboardEvent, type MouseEvent, type Ref } from 'react';
import { VIEWPORT } from '../../../logic/shared/constants.ts';
import { slideForCarouselKey } from '../../../logic/content/gallery.ts';
import { interpolate } from '../../../logic/shared/interpolate.ts';
import {
  galleryFrameRatio,
  galleryAutoplayDelayMs,
  galleryMediaType,
  normaliseGalleryOptions,
  type GalleryItem,
  type GalleryOptionsInput,
} from '../../../logic/content/galleryOptions.ts';
import { GALLERY_STRINGS } from '../../../logic/content/galleryStrings.ts';
import { useGalleryAutoplay, useReducedMotion } from '../../../hooks/content/useGalleryAutoplay.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { Image } from '../Image/Image.tsx';
import { cx } from '../../primitives/cx.ts';
import { GalleryEmpty } from '../../primitives/gallery/GalleryEmpty.tsx';
import { GalleryLightbox } from '../../primitives/gallery/GalleryLightbox.tsx';
import type { GallerySlideNames } from '../../primitives/gallery/GalleryViewer.tsx';
import { useGalleryNavigation } from '../../primitives/gallery/useGalleryNavigation.ts';
import { lightboxMedia } from '../../primitives/gallery/GalleryCore.css.ts';
import {
  activeIndexVar,
  alignVar,
  grid,
  maxColumnWidthVar,
  paddingVar,
  perRowVar,
  ratioVar,
  root,
  stack,
  stripHeightVar,
  stripMarginVar,
} from './GalleryBlock.css.ts';
import { GalleryItemView, GalleryVideo, type GalleryItemLook } from './GalleryItemView.tsx';
import { GallerySlides } from './GallerySlides.tsx';

/** Props of {@link GalleryBlock}: its own, and any DOM props of its `<section>`. */
export interface GalleryBlockProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The gallery's items (images of any kind, videos, empty placeholders). */
  items: readonly GalleryItem[];
  /** The block's options (rendering spec, constants and limits) in either spelling, camelCase or the stored kebab-case; out-of-range values are clamped. @default every option at its default (grid) */
  options?: GalleryOptionsInput | Readonly<Record<string, unknown>> | null;
  /** The gallery's name (and its lightbox's). @default the localized `galleryBlockLabel` */
  label?: string;
  /** The slide shown (controlled). */
  index?: number;
  /** The slide shown first (uncontrolled). @default 0 */
  defaultIndex?: number;
  /** Called with the new slide when it changes (a button, a key, autoplay). */
  onIndexChange?: (index: number) => void;
  /** Reduced motion: no autoplay, no transitions. @default the visitor's `prefers-reduced-motion` */
  reducedMotion?: boolean;
  ref?: Ref<HTMLElement>;
}

const ALIGN = { left: 0, center: 0.5, right: 1 } as const;

/**
 * A gallery block (rendering spec, constants and limits): grid (default), slideshow, slider (carousel) or stacked, with
 * every option of the block. Slideshow and slider follow the WAI-ARIA carousel practice: the
 * `carousel` role description, slides named "n of N", arrow keys (wrapping), Home and End, autoplay
 * at the option's delay paused on hover and focus, with a stop button, never for reduced motion.
 * Items open in a lightbox (dark or light) with the same keys; a video plays there, or in place.
 */
export function GalleryBlock({
  items,
  options: given,
  label,
  index,
  defaultIndex = 0,
  onIndexChange,
  reducedMotion: reducedOverride,
  className,
  ref,
  onKeyDown,
  onPointerEnter,
  onPointerLeave,
  onFocus,
  onBlur,
  style,
  ...props
}: GalleryBlockProps) {
  const strings = useStrings(GALLERY_STRINGS);
  const options = normaliseGalleryOptions(given);
  const { design, flags } = options;
  const count = items.length;
  const [lightboxOpen, setLightboxOpen] = useState(false);
  const [playingId, setPlayingId] = useState<string | null>(null);
  const { current, go, onKeyDown: navigate } = useGalleryNavigation({
    count,
    index,
    defaultIndex,
    onIndexChange,
    slideForKey: slideForCarouselKey,
    // Another slide stops a video playing in place.
    onMove: () => setPlayingId(null),
  });
  const opener = useRef<HTMLElement | null>(null);
  const reducedMotion = useReducedMotion(reducedOverride);
  const autoplay = useGalleryAutoplay({
    design,
    autoplay: flags.autoplay,
    delayMs: galleryAutoplayDelayMs(options),
    count,
    index: current,
    lightboxOpen: lightboxOpen || playingId !== null,
    reducedMotion,
    onAdvance: () => go(current + 1),
  });
  const slides = design === 'slideshow' || design === 'slider';
  const name = label ?? strings.galleryBlockLabel;

  const ratio = galleryFrameRatio(options);

  if (count === 0)
    return (
      <section
        aria-label={name}
        data-vitrine="gallery-block"
        data-state="empty"
        {...props}
        ref={ref}
        className={cx(root, className)}
        style={Object.assign(assignInlineVars({ [ratioVar]: `${ratio.width} / ${ratio.height}` }), style)}
      >
        <GalleryEmpty message={strings.galleryBlockEmptyText} aspectRatio={`${ratio.width} / ${ratio.height}`} />
      </section>
    );

  const look: GalleryItemLook = {
    // Frames of one ratio keep a grid's rows and a slideshow's height even; a stack may show each item whole.
    framed: flags['auto-crop'] || design !== 'stacked',
    cropped: flags['auto-crop'],
    meta: flags['show-meta'] ? (flags['show-meta-on-hover'] ? 'hover' : 'on') : flags['show-meta-on-hover'] ? 'hover' : 'off',
    metaPosition: options.metaPosition,
    lightbox: flags.lightbox,
    sizes: design === 'grid' ? `(max-width: ${VIEWPORT.mobileMaxWidth}px) 50vw, ${options.maxColumnWidth}px` : '100vw',
  };

  const press = (at: number, event: MouseEvent<HTMLElement>) => {
    go(at);
    const item = items[at];
    if (item && galleryMediaType(item.mediaType) === 'video' && !flags.lightbox) {
      setPlayingId(item.id);
      return;
    }
    opener.current = event.currentTarget;
    setLightboxOpen(true);
  };

  // Back to the item now shown: the lightbox may have moved on, and a slideshow's other slides are inert.
  const returnFocus = () => {
    const block = opener.current?.closest('[data-vitrine="gallery-block"]');
    const shownItem = block?.querySelector<HTMLElement>(`[data-part="item"][data-index="${current}"] button`);
    (shownItem ?? opener.current)?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    onKeyDown?.(event);
    if (slides || lightboxOpen) navigate(event);
  };

  const names: GallerySlideNames = {
    roleDescription: strings.galleryBlockSlideRoleDescription,
    label: (at) => interpolate(strings.galleryBlockSlideLabel, { index: at + 1, count }),
  };
  const shownItem = items[current];

  const flagAttributes = Object.fromEntries(Object.entries(flags).map(([flag, on]) => [`data-${flag}`, String(on)]));

  const itemList = (
    <ul className={design === 'grid' ? grid : stack} data-part="items">
      {items.map((item, at) => (
        <li key={item.id}>
          <GalleryItemView item={item} at={at} count={count} look={look} priority={at === 0} playing={playingId === item.id} onPress={press} />
        </li>
      ))}
    </ul>
  );

  return (
    <section
      aria-label={name}
      {...(slides ? { 'aria-roledescription': strings.galleryBlockRoleDescription } : {})}
      data-vitrine="gallery-block"
      data-design={design}
      data-index={current}
      data-aspect-ratio={options.aspectRatio}
      {...(design === 'slider' ? { 'data-slider-aspect-ratio': options.sliderAspectRatio } : {})}
      data-meta-position={options.metaPosition}
      data-active-alignment={options.activeAlignment}
      data-lightbox-theme={options.lightboxTheme}
      data-motion={reducedMotion ? 'reduce' : 'allow'}
      data-autoplay-state={autoplay.running ? 'running' : 'paused'}
      data-autoplay-delay={options.autoplayDelay}
      {...flagAttributes}
      {...props}
      ref={ref}
      className={cx(root, className)}
      // The caller's style joins the options' variables (assignInlineVars gives a fresh object).
      style={Object.assign(
        assignInlineVars({
          [paddingVar]: `${options.padding}px`,
          [maxColumnWidthVar]: `${options.maxColumnWidth}px`,
          [perRowVar]: String(options.thumbnailsPerRow),
          [stripHeightVar]: `${options.thumbnailStripHeight}px`,
          [stripMarginVar]: `${options.thumbnailStripMargin}px`,
          [ratioVar]: `${ratio.width} / ${ratio.height}`,
          [activeIndexVar]: String(current),
          [alignVar]: String(ALIGN[options.activeAlignment]),
        }),
        style,
      )}
      onKeyDown={handleKeyDown}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        autoplay.pauseHandlers.onPointerEnter();
      }}
      onPointerLeave={(event) => {
        onPointerLeave?.(event);
        autoplay.pauseHandlers.onPointerLeave();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        autoplay.pauseHandlers.onFocus();
      }}
      onBlur={(event) => {
        onBlur?.(event);
        autoplay.pauseHandlers.onBlur(event);
      }}
    >
      {slides ? (
        <GallerySlides
          items={items}
          options={options}
          look={look}
          current={current}
          go={go}
          names={names}
          rotating={autoplay.running}
          rotation={autoplay.available ? { stopped: autoplay.stopped, toggle: autoplay.toggleStopped } : null}
          playingId={playingId}
          onPress={press}
        />
      ) : (
        itemList
      )}
      {flags.lightbox && shownItem ? (
        <GalleryLightbox
          title={name}
          open={lightboxOpen}
          onOpenChange={setLightboxOpen}
          returnFocus={returnFocus}
          theme={options.lightboxTheme}
          count={count}
          current={current}
          go={go}
          names={names}
          previousLabel={strings.galleryBlockPreviousLabel}
          nextLabel={strings.galleryBlockNextLabel}
          data-vitrine="gallery-block-lightbox"
        >
          {galleryMediaType(shownItem.mediaType) === 'video' ? (
            <GalleryVideo key={shownItem.id} item={shownItem} className={lightboxMedia} autoPlay={!reducedMotion} />
          ) : shownItem.image ? (
            // Whole and centred: a focal point places a crop, and nothing is cropped here.
            <Image key={shownItem.id} image={{ ...shownItem.image, mediaFocalPoint: null }} className={lightboxMedia} fit="natural" sizes="96vw" priority="high" />
          ) : null}
        </GalleryLightbox>
      ) : null}
    </section>
  );
}
