import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { useLocalizedStrings } from '../../../hooks/useLocalizedStrings.tsx';
import { visuallyHidden } from '../../theme/utilities.css.ts';
import { useThemeClass } from '../../theme/ThemeRoot/ThemeRoot.tsx';
import { Button } from '../Button/Button.tsx';
import { content, description as descriptionClass, header, overlay, title as titleClass, wide } from './Modal.css.ts';

/** Props of {@link Modal}. */
export interface ModalProps {
  /** The dialog's name, read when it opens. */
  title: string;
  /** Show the title visually. @default true */
  showTitle?: boolean;
  description?: string;
  children: ReactNode;
  /** Controlled open state. */
  open?: boolean;
  /** Uncontrolled initial state. @default false */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (rendered as radix `Dialog.Trigger asChild`). */
  trigger?: ReactNode;
  /** A wider dialog, for lightboxes and quick views. @default 'regular' */
  size?: 'regular' | 'wide';
  /** Whether a pointer press outside closes the dialog; return false to keep it open. */
  onPointerDownOutside?: (event: Event) => void;
  className?: string;
}

/** A modal dialog on radix Dialog: focus trapped inside, Escape and the close button close it, focus returns to the trigger. */
export function Modal({
  title,
  showTitle = true,
  description,
  children,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  size = 'regular',
  onPointerDownOutside,
  className,
}: ModalProps) {
  const strings = useLocalizedStrings();
  // The dialog is rendered at the end of the page, outside the site's ThemeRoot: it carries the theme itself.
  const themeClass = useThemeClass();
  return (
    <Dialog.Root
      {...(open !== undefined ? { open } : {})}
      {...(defaultOpen !== undefined ? { defaultOpen } : {})}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className={`${themeClass} ${overlay}`} />
        <Dialog.Content
          className={[themeClass, content, size === 'wide' ? wide : null, className].filter(Boolean).join(' ')}
          data-vitrine="modal"
          {...(onPointerDownOutside ? { onPointerDownOutside } : {})}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={header}>
            <Dialog.Title className={showTitle ? titleClass : visuallyHidden}>{title}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={strings.closeLabel}>
                <span aria-hidden="true">×</span>
              </Button>
            </Dialog.Close>
          </div>
          {description ? <Dialog.Description className={descriptionClass}>{description}</Dialog.Description> : null}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
