'use client';

import type { ReactNode } from 'react';
import { Modal } from '../Modal/Modal.tsx';
import { GalleryCounter, GalleryIconButton } from './GalleryControls.tsx';
import type { GallerySlideNames } from './GalleryViewer.tsx';
import { lightbox, controls, lightboxCounter, lightboxFrame, lightboxStage } from './GalleryCore.css.ts';

/** Props of {@link GalleryLightbox}. */
export interface GalleryLightboxProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's name (the gallery's), read when it opens; shown to assistive technology only. */
  title: string;
  /** Where the dialog is rendered. @default the end of the page (the Modal carries the theme there) */
  container?: HTMLElement | null;
  /** Gives the focus back on closing; the dialog has no trigger of its own. */
  returnFocus: () => void;
  /** Light (the page's colours) or dark. @default 'light' */
  theme?: 'light' | 'dark';
  count: number;
  current: number;
  /** Shows another slide (wrapping is the gallery's). */
  go: (to: number) => void;
  names: GallerySlideNames;
  previousLabel: string;
  nextLabel: string;
  /** The current item, large: an image (`fit="natural"`) or a player, with the `galleryLightboxMedia` class. */
  children: ReactNode;
  /** The gallery's name for its lightbox element (`data-vitrine`). */
  'data-vitrine': string;
}

/**
 * The one lightbox of the library's galleries, a wide {@link Modal} (radix Dialog): the current item
 * whole, as large as the screen lets it be with its controls still in view, and below it the
 * previous and next buttons around its place in the set (nothing laid over a video's own controls). The
 * focus stays inside; Escape and the close button close it and the focus goes back where the
 * gallery says. Its key presses reach the gallery through React's tree, so the gallery's arrow keys
 * move it too.
 */
export function GalleryLightbox({
  open,
  onOpenChange,
  title,
  container,
  returnFocus,
  theme = 'light',
  count,
  current,
  go,
  names,
  previousLabel,
  nextLabel,
  children,
  'data-vitrine': name,
}: GalleryLightboxProps) {
  return (
    <Modal
      title={title}
      showTitle={false}
      size="wide"
      open={open}
      onOpenChange={onOpenChange}
      {...(container === undefined ? {} : { container })}
      className={lightbox}
      closeButton={{ variant: 'secondary' }}
      data-vitrine={name}
      data-gallery-lightbox=""
      data-theme={theme}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnFocus();
      }}
    >
      <div className={lightboxStage} data-part="lightbox" data-index={current}>
        <div role="group" aria-roledescription={names.roleDescription} aria-label={names.label(current)} className={lightboxFrame}>
          {children}
        </div>
        {count > 1 ? (
          <div className={controls}>
            <GalleryIconButton icon="previous" label={previousLabel} data-part="lightbox-previous" onClick={() => go(current - 1)} />
            <GalleryCounter className={lightboxCounter} data-part="lightbox-counter">
              {names.label(current)}
            </GalleryCounter>
            <GalleryIconButton icon="next" label={nextLabel} data-part="lightbox-next" onClick={() => go(current + 1)} />
          </div>
        ) : null}
      </div>
    </Modal>
  );
}
