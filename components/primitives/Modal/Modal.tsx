'use client';

import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { visuallyHidden } from '../../theme/utilities.css.ts';
import { usePortalTheme } from '../../theme/ThemeRoot/ThemeRoot.tsx';
import { CloseButton, type CloseButtonProps } from '../CloseButton/CloseButton.tsx';
import { cx } from '../cx.ts';
import { content, description as descriptionClass, header, overlay, title as titleClass, wide } from './Modal.css.ts';

/** Props of {@link Modal}: its own, and those of radix `Dialog.Content` (event handlers, data and ARIA attributes). */
export interface ModalProps extends Omit<ComponentPropsWithoutRef<typeof Dialog.Content>, 'title' | 'children'> {
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
  /** Where the dialog is rendered. @default the end of the page (it carries the theme itself) */
  container?: HTMLElement | null;
  /** Extra class on the overlay behind the dialog. */
  overlayClassName?: string;
  /** How the close button looks (its class, its variant). */
  closeButton?: Pick<CloseButtonProps, 'className' | 'variant'>;
  /** The dialog's element. */
  ref?: Ref<HTMLDivElement>;
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
  container,
  overlayClassName,
  closeButton,
  className,
  ...contentProps
}: ModalProps) {
  // Rendered at the end of the page, outside the site's ThemeRoot, the dialog carries the theme itself.
  const theme = usePortalTheme();
  return (
    <Dialog.Root
      {...(open !== undefined ? { open } : {})}
      {...(defaultOpen !== undefined ? { defaultOpen } : {})}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal {...(container ? { container } : {})}>
        <Dialog.Overlay className={cx(theme.className, overlay, overlayClassName)} style={assignInlineVars(theme.inlineVars)} />
        <Dialog.Content
          data-vitrine="modal"
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...contentProps}
          className={cx(theme.className, content, size === 'wide' && wide, className)}
          // The caller's own style goes on top of the site's values.
          style={Object.assign(assignInlineVars(theme.inlineVars), contentProps.style)}
        >
          <div className={header}>
            <Dialog.Title className={showTitle ? titleClass : visuallyHidden}>{title}</Dialog.Title>
            <Dialog.Close asChild>
              <CloseButton {...closeButton} />
            </Dialog.Close>
          </div>
          {description ? <Dialog.Description className={descriptionClass}>{description}</Dialog.Description> : null}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
