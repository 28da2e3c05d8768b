import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { useLocalizedStrings } from '../../../hooks/useLocalizedStrings.tsx';
import { visuallyHidden } from '../../theme/utilities.css.ts';
import { Button } from '../../primitives/Button/Button.tsx';
import { lightboxClose, lightboxContent, lightboxOverlay } from './ProductGallery.css.ts';

/** Props of {@link GalleryLightbox}. */
export interface GalleryLightboxProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's name, read when it opens (shown to assistive technology only). */
  title: string;
  /** Where the dialog is rendered: an element inside the site's theme, so the theme's values reach it. */
  container: HTMLElement | null;
  /** Gives the focus back on closing (to the button that opened it); the dialog has no radix trigger. */
  returnFocus: () => void;
  children: ReactNode;
}

/**
 * The gallery's lightbox, on radix Dialog: focus kept inside, Escape and the close button close it,
 * focus goes back to the button that opened it. Rendered inside the gallery rather than at the end
 * of the page, so it keeps the theme of the gallery and its key presses reach the gallery's navigation.
 */
export function GalleryLightbox({ open, onOpenChange, title, container, returnFocus, children }: GalleryLightboxProps) {
  const strings = useLocalizedStrings();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className={lightboxOverlay} />
        <Dialog.Content
          className={lightboxContent}
          aria-describedby={undefined}
          data-vitrine="gallery-lightbox"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
        >
          <Dialog.Title className={visuallyHidden}>{title}</Dialog.Title>
          <Dialog.Close asChild>
            <Button variant="secondary" size="icon" className={lightboxClose} aria-label={strings.closeLabel}>
              <span aria-hidden="true">×</span>
            </Button>
          </Dialog.Close>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
