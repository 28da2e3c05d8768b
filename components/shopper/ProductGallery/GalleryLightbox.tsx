'use client';

import type { ReactNode } from 'react';
import { Modal } from '../../primitives/Modal/Modal.tsx';
import { lightboxClose, lightboxContent } from './ProductGallery.css.ts';

/** Props of {@link GalleryLightbox}. */
export interface GalleryLightboxProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's name, read when it opens (shown to assistive technology only). */
  title: string;
  /** Where the dialog is rendered: an element inside the site's theme, so the theme's values reach it. */
  container: HTMLElement | null;
  /** Gives the focus back on closing (to the button that opened it); the dialog has no trigger of its own. */
  returnFocus: () => void;
  children: ReactNode;
}

/**
 * The gallery's lightbox, a wide {@link Modal}: focus kept inside, Escape and the close button close
 * it, focus goes back to the button that opened it. Rendered inside the gallery rather than at the
 * end of the page, so its key presses reach the gallery's navigation.
 */
export function GalleryLightbox({ open, onOpenChange, title, container, returnFocus, children }: GalleryLightboxProps) {
  return (
    <Modal
      title={title}
      showTitle={false}
      size="wide"
      open={open}
      onOpenChange={onOpenChange}
      container={container}
      className={lightboxContent}
      closeButton={{ variant: 'secondary', className: lightboxClose }}
      data-vitrine="gallery-lightbox"
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnFocus();
      }}
    >
      {children}
    </Modal>
  );
}
