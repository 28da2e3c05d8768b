'use client';

import { useId, useLayoutEffect, useRef, type Ref } from 'react';
import { CONFIRM_MODAL_STRINGS } from '../../../logic/builder/builderMessages.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import type { ConfirmOptions } from '../../../hooks/shared/useConfirm.ts';
import { Button } from '../../primitives/Button/Button.tsx';
import { cx } from '../../primitives/cx.ts';
import { Modal, type ModalProps } from '../../primitives/Modal/Modal.tsx';
import { actions, description as descriptionClass, destructive as destructiveClass, narrow } from './ConfirmModal.css.ts';

export type { ConfirmOptions };

/** Props of {@link ConfirmModal}: the question, its handlers, and the DOM props of the dialog element. */
export interface ConfirmModalProps
  extends Omit<ConfirmOptions, 'autoClose'>,
    Omit<ModalProps, 'title' | 'description' | 'children' | 'open' | 'defaultOpen' | 'onOpenChange' | 'trigger' | 'showTitle'> {
  /** Whether the dialog shows. */
  open: boolean;
  /** The owner confirmed (the confirm button). */
  onConfirm: () => void;
  /** The owner declined: the cancel or close button, Escape, or a click outside. Not called while busy. */
  onCancel: () => void;
  /** The confirmed work is running: the confirm button is busy and nothing cancels. @default false */
  busy?: boolean;
  /** The dialog's element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A yes-or-no question in a modal alert dialog (on the Modal primitive): focus starts on the safe
 * choice (cancel when destructive), Escape and a click outside cancel, and focus returns to the
 * element that was focused when it opened.
 */
export function ConfirmModal({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  destructive = false,
  busy = false,
  onConfirm,
  onCancel,
  className,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...modalProps
}: ConfirmModalProps) {
  const strings = useStrings(CONFIRM_MODAL_STRINGS);
  const descriptionId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  // The element focused when the dialog opened: radix returns focus to a trigger, and this dialog is
  // usually opened from code (useConfirm) with no trigger. A layout effect runs before radix's focus move.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    }
  }, [open]);

  return (
    <Modal
      role="alertdialog"
      data-vitrine="confirm-modal"
      data-state={busy ? 'busy' : open ? 'open' : 'closed'}
      data-tone={destructive ? 'destructive' : 'default'}
      {...(description !== undefined && description !== null ? { 'aria-describedby': descriptionId } : {})}
      {...modalProps}
      className={cx(narrow, className)}
      title={title}
      open={open}
      onOpenChange={(next) => {
        // Closing by Escape, outside click or the close button is a "no"; while busy the answer is given.
        if (!next && !busy) onCancel();
      }}
      onOpenAutoFocus={(event) => {
        onOpenAutoFocus?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        (destructive ? cancelRef : confirmRef).current?.focus();
      }}
      onCloseAutoFocus={(event) => {
        onCloseAutoFocus?.(event);
        if (event.defaultPrevented) return;
        const target = opener.current;
        if (target?.isConnected) {
          event.preventDefault();
          target.focus();
        }
      }}
    >
      {description !== undefined && description !== null ? (
        <div id={descriptionId} className={descriptionClass}>
          {description}
        </div>
      ) : null}
      <div className={actions}>
        <Button ref={cancelRef} variant="secondary" disabled={busy} onClick={onCancel}>
          {cancelLabel ?? strings.confirmModalCancelText}
        </Button>
        <Button
          ref={confirmRef}
          className={cx(destructive && destructiveClass)}
          aria-busy={busy || undefined}
          aria-disabled={busy || undefined}
          data-state={busy ? 'busy' : 'idle'}
          onClick={() => {
            if (!busy) onConfirm();
          }}
        >
          {confirmLabel ?? strings.confirmModalConfirmText}
        </Button>
      </div>
    </Modal>
  );
}
