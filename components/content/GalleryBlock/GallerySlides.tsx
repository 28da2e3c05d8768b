'use client';

import type { MouseEvent } from 'react';
import type { GalleryItem, GalleryOptions } from '../../../logic/content/galleryOptions.ts';
import { interpolate } from '../../../logic/shared/interpolate.ts';
import { GALLERY_STRINGS } from '../../../logic/content/galleryStrings.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { Image } from '../Image/Image.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { cx } from '../../primitives/cx.ts';
import { controls as controlsClass, counter, slideFocus, slideshowSlide, slideshowStage, sliderSlide, sliderTrack, thumbnail, thumbnails as thumbnailsClass, viewport } from './GalleryBlock.css.ts';
import { GalleryItemView, type GalleryItemLook } from './GalleryItemView.tsx';

/** Props of {@link GallerySlides}. */
export interface GallerySlidesProps {
  items: readonly GalleryItem[];
  options: GalleryOptions;
  look: GalleryItemLook;
  current: number;
  go: (to: number) => void;
  /** Whether autoplay is advancing now (the counter is then not announced, per WAI-ARIA). */
  rotating: boolean;
  /** The stop/start button, when autoplay applies. */
  rotation: { stopped: boolean; toggle: () => void } | null;
  /** The item playing its video in place, if any. */
  playingId: string | null;
  onPress: (at: number, event: MouseEvent<HTMLElement>) => void;
}

const ICONS = { previous: 'M15 5l-7 7 7 7', next: 'M9 5l7 7-7 7', stop: 'M7 5h3v14H7zM14 5h3v14h-3z', start: 'M8 5v14l11-7z' } as const;

function Icon({ path }: { path: string }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" stroke="currentColor" strokeWidth="1" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The slideshow (one slide at a time, thumbnails below) and the slider (slides side by side, the
 * active one at the active alignment) of a gallery block: slides named "n of N" with the `slide`
 * role description, previous/next buttons with the controls flag, the stop/start button with autoplay.
 */
export function GallerySlides({ items, options, look, current, go, rotating, rotation, playingId, onPress }: GallerySlidesProps) {
  const strings = useStrings(GALLERY_STRINGS);
  const count = items.length;
  const slider = options.design === 'slider';
  const label = (at: number) => interpolate(strings.galleryBlockSlideLabel, { index: at + 1, count });
  const slides = items.map((item, at) => {
    const active = at === current;
    return (
      <div
        key={item.id}
        role="group"
        aria-roledescription={strings.galleryBlockSlideRoleDescription}
        aria-label={label(at)}
        className={cx(slider ? sliderSlide : slideshowSlide, slideFocus)}
        data-part="slide"
        data-index={at}
        data-state={active ? 'active' : 'inactive'}
        // Takes the keyboard's focus when the keys bring it a slide with nothing to press.
        tabIndex={-1}
        {...(active ? {} : { inert: true, 'aria-hidden': true })}
      >
        <GalleryItemView item={item} at={at} count={count} look={look} priority={at === 0} playing={playingId === item.id} onPress={onPress} />
      </div>
    );
  });
  const showThumbnails = !slider && options.flags.thumbnails && options.thumbnailStripHeight > 0 && count > 1;
  return (
    <>
      <div className={viewport} data-part="viewport">
        <div className={slider ? sliderTrack : slideshowStage} aria-live={rotating ? 'off' : 'polite'} aria-atomic="false">
          {slides}
        </div>
      </div>
      {count > 1 ? (
        <div className={controlsClass} data-part="controls">
          {rotation ? (
            <Button variant="secondary" size="icon" aria-label={rotation.stopped ? strings.galleryBlockStartLabel : strings.galleryBlockStopLabel} data-part="rotation" onClick={rotation.toggle}>
              <Icon path={rotation.stopped ? ICONS.start : ICONS.stop} />
            </Button>
          ) : null}
          {options.flags.controls ? (
            <Button variant="secondary" size="icon" aria-label={strings.galleryBlockPreviousLabel} data-part="previous" onClick={() => go(current - 1)}>
              <Icon path={ICONS.previous} />
            </Button>
          ) : null}
          <p className={counter} data-part="counter">
            {label(current)}
          </p>
          {options.flags.controls ? (
            <Button variant="secondary" size="icon" aria-label={strings.galleryBlockNextLabel} data-part="next" onClick={() => go(current + 1)}>
              <Icon path={ICONS.next} />
            </Button>
          ) : null}
        </div>
      ) : null}
      {showThumbnails ? (
        <ul className={thumbnailsClass} aria-label={strings.galleryBlockThumbnailsLabel} data-part="thumbnails">
          {items.map((item, at) => (
            <li key={item.id}>
              <button
                type="button"
                className={thumbnail}
                aria-label={interpolate(strings.galleryBlockThumbnailLabel, { index: at + 1, count })}
                aria-current={at === current ? 'true' : undefined}
                data-part="thumbnail"
                data-index={at}
                onClick={() => go(at)}
              >
                {item.image ? <Image image={item.image} alt="" sizes={`${options.thumbnailStripHeight * 2}px`} fit="cover" /> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
