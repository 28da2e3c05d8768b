'use client';

import { lazy, Suspense, useRef, type HTMLAttributes, type Ref } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { FormPageFields, FormSuccessDetail } from '../../../logic/forms/forms.ts';
import { OVERLAY_POSITION } from '../../../logic/shared/enums.ts';
import { POPUP_OVERLAY_STRINGS, popupOverlayPlacement, type PopupOverlayPosition } from '../../../logic/visitor/popupOverlay.ts';
import { overlaysAllowed } from '../../../logic/visitor/pageFlags.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { usePopupOverlay, type PopupOverlayStorage } from '../../../hooks/visitor/usePopupOverlay.ts';
import type { FormProps, PageFormDefinition } from '../../forms/Form/Form.tsx';
import { CloseButton } from '../../primitives/CloseButton/CloseButton.tsx';
import { ErrorBoundary } from '../../primitives/ErrorBoundary/ErrorBoundary.tsx';
import { Modal } from '../../primitives/Modal/Modal.tsx';
import { cx } from '../../primitives/cx.ts';
import { usePortalTheme } from '../../theme/ThemeRoot/ThemeRoot.tsx';
import { visuallyHidden } from '../../theme/utilities.css.ts';
import { centred, header, panel } from './PopupOverlay.css.ts';

/**
 * The page form (every field kind, the captcha, the submission) loads only when the overlay opens:
 * most page views are return visits that never show it, and should not carry the form for nothing.
 */
const Form = lazy(() => import('../../forms/Form/Form.tsx').then((module) => ({ default: module.Form })));

/** Props of {@link PopupOverlay}: its own, and any DOM props of its dialog. */
export interface PopupOverlayProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'children' | 'onSubmit'> {
  /** The form inside (the site's newsletter form), drawn and sent as a page form. */
  form: PageFormDefinition;
  /** The page the form is on, posted with the submission (shopper spec, entities). */
  pageFields: FormPageFields;
  /** The overlay's version: a new one shows again to visitors who closed or submitted the old one. */
  version: string | number;
  /** One of the nine positions (rendering spec, entities). @default 'center' */
  position?: PopupOverlayPosition;
  /** The dialog's name. @default the form's name, else the localized `popupOverlayTitle` */
  title?: string;
  /** Days a closed overlay stays away; 0 shows it on every visit. @default 7 */
  showAgainAfterDays?: number;
  /** Milliseconds after the page loads before it opens. @default 0 */
  delayMs?: number;
  /** Where date-closed, version and submitted are kept. @default window.localStorage */
  storage?: PopupOverlayStorage | null;
  /** The clock, epoch ms. @default Date.now */
  now?: () => number;
  /** Controlled open state (a builder preview): shown or not whatever the stored values say. */
  open?: boolean;
  /** Told of every change of the open state. */
  onOpenChange?: (open: boolean) => void;
  /** Called after the form was sent. */
  onSuccess?: (detail: FormSuccessDetail) => void;
  /** The form's other options (captcha, redirect, query…), passed on to the page form. */
  formProps?: Omit<FormProps, 'form' | 'pageFields' | 'onSuccess' | 'ref'>;
  /** The page's frame-expanded flag (logic/visitor/pageFlags.ts overlaysAllowed): in the builder's frame it never opens, stores nothing and tells the census nothing. @default false */
  frameExpanded?: boolean;
  /** The dialog's element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The popup overlay (rendering spec, entities; shopper spec, entities and calls): the site's newsletter form in one of nine
 * positions, shown per date-closed, version and submitted (logic/visitor/popupOverlay.ts), with the overlay
 * census call on show, close and submit. Focus moves into it when it opens and goes back where it was
 * when it closes; Escape and the close button close it.
 *
 * The centre is a modal (the Modal primitive: the page dimmed, focus kept inside): it sits over what
 * the visitor was reading, so they answer it or close it. A corner or an edge is a non-modal radix
 * Dialog: trapping focus in a box at the side of a page the visitor can still see and use would be
 * hostile, so Tab leaves it for the page, and a click on the page does not close it (only an answer,
 * Escape or the close button count as the visitor's choice, which is stored).
 */
export function PopupOverlay({
  form,
  pageFields,
  version,
  position = OVERLAY_POSITION.center,
  title,
  showAgainAfterDays,
  delayMs,
  storage,
  now,
  open: openProp,
  onOpenChange,
  onSuccess,
  formProps,
  frameExpanded = false,
  className,
  ref,
  ...props
}: PopupOverlayProps) {
  const strings = useStrings(POPUP_OVERLAY_STRINGS);
  const theme = usePortalTheme();
  const placement = popupOverlayPlacement(position);
  // Kept closed in the builder's frame: a controlled closed overlay reads and writes nothing.
  const open = overlaysAllowed({ frameExpanded }) ? openProp : false;
  const overlay = usePopupOverlay({ version, position, showAgainAfterDays, delayMs, storage, now, open, onOpenChange });
  const name = title ?? (typeof form?.name === 'string' && form.name.trim() !== '' ? form.name : strings.popupOverlayTitle);
  // Radix gives focus back to a trigger, and this overlay opens by itself: it gives focus back to
  // whatever had it when it opened (a link the visitor was on), if that is still on the page.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const focusHandlers = {
    onOpenAutoFocus: (event: Event) => {
      const active = (event.target instanceof Node ? event.target.ownerDocument : document)?.activeElement;
      returnFocusTo.current = active instanceof HTMLElement && active !== active.ownerDocument.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      const target = returnFocusTo.current;
      returnFocusTo.current = null;
      if (target?.isConnected) target.focus({ preventScroll: true });
    },
  };
  const changeOpen = (next: boolean) => {
    if (!next) overlay.close();
  };
  const body = (
    // A form that fails to load or draw says so inside the overlay; the close button above it still works.
    <ErrorBoundary>
      <Suspense fallback={null}>
        <Form
          {...formProps}
          form={form}
          pageFields={pageFields}
          headingLevel={2}
          onSuccess={(detail) => {
            overlay.submitted();
            onSuccess?.(detail);
          }}
        />
      </Suspense>
    </ErrorBoundary>
  );
  const shared = {
    ...props,
    ...focusHandlers,
    'data-vitrine': 'popup-overlay',
    'data-position': placement.modal ? OVERLAY_POSITION.center : position,
    'data-state': overlay.open ? 'open' : 'closed',
  };

  if (placement.modal) {
    return (
      <Modal
        {...shared}
        ref={ref}
        title={name}
        showTitle={false}
        open={overlay.open}
        onOpenChange={changeOpen}
        className={cx(centred, className)}
      >
        {body}
      </Modal>
    );
  }

  return (
    <Dialog.Root modal={false} open={overlay.open} onOpenChange={changeOpen}>
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          {...shared}
          ref={ref}
          data-row={placement.row}
          data-column={placement.column}
          className={cx(theme.className, panel, className)}
          // The caller's own style goes on top of the site's values.
          style={Object.assign(assignInlineVars(theme.inlineVars), props.style)}
          // A click or focus elsewhere on the page is reading the page, not an answer to the overlay.
          onInteractOutside={(event) => event.preventDefault()}
        >
          <div className={header}>
            <Dialog.Title className={visuallyHidden}>{name}</Dialog.Title>
            <Dialog.Close asChild>
              <CloseButton />
            </Dialog.Close>
          </div>
          {body}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
