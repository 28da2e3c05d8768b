'use client';

import { useCallback, type MouseEvent, type ReactNode } from 'react';
import { galleryMediaShowsImage, galleryMediaType, type GalleryItem, type GalleryMetaPosition } from '../../../logic/content/galleryOptions.ts';
import { interpolate } from '../../../logic/shared/interpolate.ts';
import { GALLERY_STRINGS } from '../../../logic/content/galleryStrings.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { Image } from '../Image/Image.tsx';
import { cx } from '../../primitives/cx.ts';
import { cover, emptyMedia, frame, media, meta, metaDescription, metaPosition, metaTitle, playBadge } from './GalleryBlock.css.ts';

/** How an item is shown: the block's options that shape one item. */
export interface GalleryItemLook {
  /** Give the item a frame of the block's aspect ratio (every design but stacked, and stacked with auto-crop). */
  framed: boolean;
  /** Fill the frame, cropping the image (auto-crop), rather than show it whole inside it. */
  cropped: boolean;
  /** The meta: hidden, always shown, or shown on hover and focus. */
  meta: 'off' | 'on' | 'hover';
  metaPosition: GalleryMetaPosition;
  /** Whether pressing the item opens the lightbox. */
  lightbox: boolean;
  sizes: string;
}

/** Props of {@link GalleryItemView}. */
export interface GalleryItemViewProps {
  item: GalleryItem;
  /** The item's place (0-based) and the gallery's size, for the buttons' names. */
  at: number;
  count: number;
  look: GalleryItemLook;
  /** Load the image first (the first slide). */
  priority?: boolean;
  /** A video item playing in place (no lightbox): the player replaces the poster. */
  playing?: boolean;
  /** Pressing the item: open the lightbox, or play a video in place. */
  onPress: (at: number, event: MouseEvent<HTMLElement>) => void;
}

const PLAY_ICON = 'M8 5v14l11-7z';

/** The player of a video item (in place or in the lightbox), playing at once when `autoPlay`; a file that will not play only leaves its controls. */
export function GalleryVideo({ item, className, autoPlay }: { item: GalleryItem; className?: string; autoPlay: boolean }) {
  const strings = useStrings(GALLERY_STRINGS);
  // The visitor's press started it, so it plays once mounted: `play()` rather than the autoplay
  // attribute, which checkers read as media starting on its own. Stable, so a re-render (autoplay
  // pausing on hover) never restarts a video the visitor paused.
  const startPlaying = useCallback(
    (node: HTMLVideoElement | null) => {
      if (node && autoPlay) node.play().catch(() => undefined);
    },
    [autoPlay],
  );
  return (
    <video
      className={className}
      src={item.videoUrl ?? undefined}
      poster={item.image?.assetUrl}
      controls
      ref={startPlaying}
      playsInline
      aria-label={item.title ?? undefined}
      data-part="video"
    >
      {strings.galleryBlockVideoFallback}
    </video>
  );
}

/**
 * One item of a gallery block: its image (the Image component, cropped to the aspect ratio or whole),
 * a video's poster with a play button, or the empty placeholder; its title and description at the
 * meta position. A button over the item opens the lightbox (or plays the video in place).
 */
export function GalleryItemView({ item, at, count, look, priority = false, playing = false, onPress }: GalleryItemViewProps) {
  const strings = useStrings(GALLERY_STRINGS);
  const type = galleryMediaType(item.mediaType);
  const isVideo = type === 'video';
  const numbers = { index: at + 1, count };
  let content: ReactNode;
  if (isVideo && playing) content = <GalleryVideo item={item} className={media} autoPlay />;
  else if ((galleryMediaShowsImage(type) || isVideo) && item.image)
    content = (
      <Image
        image={item.image}
        className={media}
        fit={look.cropped ? 'cover' : look.framed ? 'contain' : 'natural'}
        sizes={look.sizes}
        priority={priority ? 'high' : null}
        {...(isVideo ? { alt: '' } : {})}
      />
    );
  else content = <span className={emptyMedia}>{strings.galleryBlockEmptyItemLabel}</span>;
  const pressable = !playing && (isVideo || (look.lightbox && type !== 'imageEmpty'));
  const hasMeta = look.meta !== 'off' && Boolean(item.title || item.description);
  return (
    <figure className={frame} data-framed={look.framed} data-cropped={look.cropped} data-meta={look.meta} data-media-type={type} data-part="item" data-index={at}>
      {content}
      {pressable ? (
        <button
          type="button"
          className={cover}
          aria-label={interpolate(isVideo ? strings.galleryBlockPlayVideoLabel : strings.galleryBlockOpenLabel, numbers)}
          data-part={isVideo ? 'play' : 'open'}
          onClick={(event) => onPress(at, event)}
        />
      ) : null}
      {isVideo && !playing ? (
        <span className={playBadge} aria-hidden="true">
          <svg width="24" height="24" viewBox="0 0 24 24" focusable="false">
            <path d={PLAY_ICON} fill="currentColor" />
          </svg>
        </span>
      ) : null}
      {hasMeta ? (
        <figcaption className={cx(meta, metaPosition[look.metaPosition])} data-part="meta">
          {item.title ? <span className={metaTitle}>{item.title}</span> : null}
          {item.description ? <span className={metaDescription}>{item.description}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  );
}
