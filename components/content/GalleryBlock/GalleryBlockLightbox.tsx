'use client';

import { galleryMediaType, type GalleryItem, type GalleryLightboxTheme } from '../../../logic/content/galleryOptions.ts';
import { interpolate } from '../../../logic/shared/interpolate.ts';
import { GALLERY_STRINGS } from '../../../logic/content/galleryStrings.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { Image } from '../Image/Image.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Modal } from '../../primitives/Modal/Modal.tsx';
import { cx } from '../../primitives/cx.ts';
import { controls, counter, lightboxCounter, lightboxMedia, lightboxStage, lightboxTheme } from './GalleryBlock.css.ts';
import { GalleryVideo } from './GalleryItemView.tsx';

/** Props of {@link GalleryBlockLightbox}. */
export interface GalleryBlockLightboxProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's name (the gallery's). */
  title: string;
  items: readonly GalleryItem[];
  current: number;
  go: (to: number) => void;
  theme: GalleryLightboxTheme;
  /** Play a video without being asked (not for reduced motion). */
  autoPlay: boolean;
  /** Gives the focus back to the item that opened it. */
  returnFocus: () => void;
}

/**
 * The gallery block's lightbox, a wide {@link Modal} in the dark or light theme: the current item
 * large (a video plays here), previous/next buttons, and the arrow keys, Home and End of the block
 * (the dialog's key presses reach the block through React's tree). Escape and the close button close
 * it; the focus goes back to the item that opened it.
 */
export function GalleryBlockLightbox({ open, onOpenChange, title, items, current, go, theme, autoPlay, returnFocus }: GalleryBlockLightboxProps) {
  const strings = useStrings(GALLERY_STRINGS);
  const item = items[current];
  if (!item) return null;
  const count = items.length;
  const label = interpolate(strings.galleryBlockSlideLabel, { index: current + 1, count });
  return (
    <Modal
      title={title}
      showTitle={false}
      size="wide"
      open={open}
      onOpenChange={onOpenChange}
      className={lightboxTheme[theme]}
      closeButton={{ variant: 'secondary' }}
      data-vitrine="gallery-block-lightbox"
      data-theme={theme}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnFocus();
      }}
    >
      <div className={lightboxStage} data-part="lightbox" data-index={current}>
        <div role="group" aria-roledescription={strings.galleryBlockSlideRoleDescription} aria-label={label}>
          {galleryMediaType(item.mediaType) === 'video' ? (
            <GalleryVideo key={item.id} item={item} className={lightboxMedia} autoPlay={autoPlay} />
          ) : item.image ? (
            <Image key={item.id} image={item.image} className={lightboxMedia} fit="contain" sizes="96vw" priority="high" />
          ) : null}
        </div>
        {count > 1 ? (
          <div className={controls}>
            <Button variant="secondary" size="icon" aria-label={strings.galleryBlockPreviousLabel} data-part="lightbox-previous" onClick={() => go(current - 1)}>
              <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </Button>
            <p className={cx(counter, lightboxCounter)} aria-live="polite" data-part="lightbox-counter">
              {label}
            </p>
            <Button variant="secondary" size="icon" aria-label={strings.galleryBlockNextLabel} data-part="lightbox-next" onClick={() => go(current + 1)}>
              <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </Button>
          </div>
        ) : null}
      </div>
    </Modal>
  );
}
