'use client';

import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createGenericContext } from './createGenericContext.tsx';

/** What a confirm dialog asks. */
export interface ConfirmOptions {
  /** The question, e.g. "Remove this page?"; names the dialog. */
  title: string;
  /** What happens if the owner confirms. */
  description?: ReactNode;
  /** @default the localized 'Confirm' */
  confirmLabel?: string;
  /** @default the localized 'Cancel' */
  cancelLabel?: string;
  /** Styles the confirm button as destructive (remove, disconnect). @default false */
  destructive?: boolean;
  /** @default true. false keeps the modal open, its confirm button busy, after confirm() resolves true, until close() is called. */
  autoClose?: boolean;
}

/** Asks the owner a yes-or-no question in the one confirm dialog of a {@link ConfirmController}'s provider. */
export interface ConfirmApi {
  /**
   * Opens the dialog; resolves true (confirmed) or false (cancelled, Escape, closed); never rejects.
   * Only one question is open at a time: asking again while one is unanswered answers the first false.
   */
  confirm(options: ConfirmOptions): Promise<boolean>;
  /** Closes the dialog (the way to end a busy `autoClose: false` dialog); an unanswered question resolves false. */
  close(): void;
}

/** The question on screen, for the component that renders it. */
export interface ConfirmRequest {
  options: ConfirmOptions;
  /** Confirmed with `autoClose: false`, waiting for close(). */
  busy: boolean;
  /** False while the last question leaves the screen. */
  open: boolean;
  /** A new number for every question, so a replaced one remounts (and refocuses). */
  key: number;
}

/** What a confirm provider renders from, and its {@link ConfirmApi}. */
export interface ConfirmController {
  request: ConfirmRequest | null;
  /** The owner's answer to the question on screen. */
  answer(confirmed: boolean): void;
  api: ConfirmApi;
}

const [ConfirmApiProvider, useConfirmApi] = createGenericContext<ConfirmApi>('Confirm');

/** Provides a {@link ConfirmApi} to {@link useConfirm}; rendered by the ConfirmProvider component. */
export { ConfirmApiProvider };

/** The confirm dialog of the nearest ConfirmProvider; throws the generic-context error outside one. */
export function useConfirm(): ConfirmApi {
  return useConfirmApi();
}

/**
 * The state behind one confirm dialog: the question on screen and the promise it answers. The
 * promise only ever resolves (true or false): the owner's answer is never an error.
 */
export function useConfirmController(): ConfirmController {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const pending = useRef<{ resolve: (confirmed: boolean) => void; options: ConfirmOptions } | null>(null);
  const count = useRef(0);

  const settle = useCallback((confirmed: boolean) => {
    const current = pending.current;
    pending.current = null;
    current?.resolve(confirmed);
    return current;
  }, []);

  const api = useMemo<ConfirmApi>(
    () => ({
      confirm(options) {
        settle(false);
        count.current += 1;
        const key = count.current;
        const promise = new Promise<boolean>((resolve) => {
          pending.current = { resolve, options };
        });
        setRequest({ options, busy: false, open: true, key });
        return promise;
      },
      close() {
        settle(false);
        setRequest((current) => (current === null ? null : { ...current, open: false, busy: false }));
      },
    }),
    [settle],
  );

  const answer = useCallback(
    (confirmed: boolean) => {
      const answered = settle(confirmed);
      if (answered === null) return;
      const keepOpen = confirmed && answered.options.autoClose === false;
      setRequest((current) => (current === null ? null : keepOpen ? { ...current, busy: true } : { ...current, open: false }));
    },
    [settle],
  );

  // A provider that goes away answers its open question "no" rather than leaving the caller waiting.
  useEffect(() => () => void settle(false), [settle]);

  return { request, answer, api };
}
