'use client';

import type { MouseEvent } from 'react';
import type { GalleryItem, GalleryOptions } from '../../../logic/content/galleryOptions.ts';
import { interpolate } from '../../../logic/shared/interpolate.ts';
import { GALLERY_STRINGS } from '../../../logic/content/galleryStrings.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { GalleryCounter, GalleryIconButton } from '../../primitives/gallery/GalleryControls.tsx';
import { GalleryThumbnails } from '../../primitives/gallery/GalleryThumbnails.tsx';
import { GalleryViewer, type GallerySlideNames } from '../../primitives/gallery/GalleryViewer.tsx';
import { controls as controlsClass } from '../../primitives/gallery/GalleryCore.css.ts';
import { sliderSlide, sliderTrack, sliderViewport, thumbnail, thumbnails as thumbnailsClass } from './GalleryBlock.css.ts';
import { GalleryItemView, type GalleryItemLook } from './GalleryItemView.tsx';

/** Props of {@link GallerySlides}. */
export interface GallerySlidesProps {
  items: readonly GalleryItem[];
  options: GalleryOptions;
  look: GalleryItemLook;
  current: number;
  go: (to: number) => void;
  names: GallerySlideNames;
  /** Whether autoplay is advancing now (the slides are then not announced, per WAI-ARIA). */
  rotating: boolean;
  /** The stop/start button, when autoplay applies. */
  rotation: { stopped: boolean; toggle: () => void } | null;
  /** The item playing its video in place, if any. */
  playingId: string | null;
  onPress: (at: number, event: MouseEvent<HTMLElement>) => void;
}

/**
 * The slideshow (one slide at a time, thumbnails below) and the slider (slides side by side, the
 * active one at the active alignment) of a gallery block, on the galleries' one slide viewer and
 * thumbnail strip: previous/next buttons with the controls flag, the stop/start button with autoplay.
 */
export function GallerySlides({ items, options, look, current, go, names, rotating, rotation, playingId, onPress }: GallerySlidesProps) {
  const strings = useStrings(GALLERY_STRINGS);
  const count = items.length;
  const slider = options.design === 'slider';
  const showThumbnails = !slider && options.flags.thumbnails && options.thumbnailStripHeight > 0 && count > 1;
  return (
    <>
      <GalleryViewer
        count={count}
        current={current}
        slides="every"
        names={names}
        slideKey={(at) => items[at]?.id ?? String(at)}
        renderSlide={(at) => {
          const item = items[at];
          return item ? <GalleryItemView item={item} at={at} count={count} look={look} priority={at === 0} playing={playingId === item.id} onPress={onPress} /> : null;
        }}
        // Takes the keyboard's focus when the keys bring it a slide with nothing to press.
        slideTabIndex={-1}
        live={!rotating}
        {...(slider ? { className: sliderViewport, trackClassName: sliderTrack, slideClassName: sliderSlide } : {})}
      />
      {count > 1 ? (
        <div className={controlsClass} data-part="controls">
          {rotation ? (
            <GalleryIconButton
              icon={rotation.stopped ? 'start' : 'stop'}
              label={rotation.stopped ? strings.galleryBlockStartLabel : strings.galleryBlockStopLabel}
              data-part="rotation"
              onClick={rotation.toggle}
            />
          ) : null}
          {options.flags.controls ? <GalleryIconButton icon="previous" label={strings.galleryBlockPreviousLabel} data-part="previous" onClick={() => go(current - 1)} /> : null}
          <GalleryCounter announce={false}>{names.label(current)}</GalleryCounter>
          {options.flags.controls ? <GalleryIconButton icon="next" label={strings.galleryBlockNextLabel} data-part="next" onClick={() => go(current + 1)} /> : null}
        </div>
      ) : null}
      {showThumbnails ? (
        <GalleryThumbnails
          slides={items}
          current={current}
          onSelect={go}
          label={strings.galleryBlockThumbnailsLabel}
          thumbnailLabel={(at) => interpolate(strings.galleryBlockThumbnailLabel, { index: at + 1, count })}
          sizes={`${options.thumbnailStripHeight * 2}px`}
          className={thumbnailsClass}
          thumbnailClassName={thumbnail}
        />
      ) : null}
    </>
  );
}
