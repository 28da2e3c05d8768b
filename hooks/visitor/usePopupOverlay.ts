'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { POPUP_OVERLAY_STORAGE_KEYS } from '../../logic/visitor/cookies.ts';
import {
  popupOverlayCensusEvent,
  popupOverlayClosedValues,
  popupOverlaySubmittedValues,
  readPopupOverlayMemory,
  shouldShowPopupOverlay,
  type PopupOverlayStorageKey,
} from '../../logic/visitor/popupOverlay.ts';
import { useAnalytics } from './useAnalytics.tsx';

/** The part of `Storage` the overlay uses, so a test or a site can give its own. */
export type PopupOverlayStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Options of {@link usePopupOverlay}. */
export interface UsePopupOverlayOptions {
  /** The overlay's version: a new one shows again to visitors who closed or submitted the old one. */
  version: string | number;
  /** The position, sent with the census events. */
  position: string;
  /** Days a closed overlay stays away; 0 shows it on every visit. @default 7 (DEFAULT_POPUP_OVERLAY_SHOW_AGAIN_DAYS) */
  showAgainAfterDays?: number | undefined;
  /** Milliseconds after the page loads before the overlay opens. @default 0 */
  delayMs?: number | undefined;
  /** Where the three values are kept. @default window.localStorage (none when the browser refuses it) */
  storage?: PopupOverlayStorage | null | undefined;
  /** The clock, epoch ms. @default Date.now */
  now?: (() => number) | undefined;
  /** Controlled open state: the site decides (a builder preview), the stored values are not read. */
  open?: boolean | undefined;
  /** Told of every change of the open state. */
  onOpenChange?: ((open: boolean) => void) | undefined;
}

/** What {@link usePopupOverlay} gives the view. */
export interface PopupOverlayControls {
  open: boolean;
  /** The visitor closed it (Escape, the close button): stores when, and sends the census event. */
  close: () => void;
  /** The visitor submitted its form: stores "submitted", and sends the census event; it stays open to show the thanks. */
  submitted: () => void;
}

/** The page's local storage, or null when the browser refuses it (reading the property itself can throw). */
function pageStorage(): PopupOverlayStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readAll(storage: PopupOverlayStorage | null): Partial<Record<PopupOverlayStorageKey, string | null>> {
  const values: Partial<Record<PopupOverlayStorageKey, string | null>> = {};
  for (const key of POPUP_OVERLAY_STORAGE_KEYS) {
    try {
      values[key] = storage ? storage.getItem(key) : null;
    } catch {
      values[key] = null;
    }
  }
  return values;
}

function writeAll(storage: PopupOverlayStorage | null, values: Partial<Record<PopupOverlayStorageKey, string>>): void {
  if (!storage) return;
  for (const [key, value] of Object.entries(values)) {
    try {
      storage.setItem(key, value);
    } catch {
      // A full or refused storage only means the overlay may show again on the next visit.
    }
  }
}

/**
 * The popup overlay's state (shopper spec, entities, rendering spec, entities): on mount it reads date-closed, version
 * and submitted and opens (after `delayMs`) when logic/visitor/popupOverlay.ts says so; closing and submitting
 * store their values. Each of shown, closed and submitted sends `POST /api/census/overlay` through
 * useAnalytics (suppressed where analytics are, failures ignored). A browser that refuses storage
 * still shows the overlay, and nothing here throws.
 */
export function usePopupOverlay({
  version,
  position,
  showAgainAfterDays,
  delayMs = 0,
  storage,
  now = Date.now,
  open: openProp,
  onOpenChange,
}: UsePopupOverlayOptions): PopupOverlayControls {
  const { census } = useAnalytics();
  const controlled = openProp !== undefined;
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlled ? openProp : ownOpen;
  const latest = useRef({ version, position, storage, now, census, onOpenChange });
  useEffect(() => {
    latest.current = { version, position, storage, now, census, onOpenChange };
  });

  const send = useCallback((event: 'shown' | 'closed' | 'submitted') => {
    const { census: calls, version: currentVersion, position: currentPosition } = latest.current;
    try {
      void calls.overlay(popupOverlayCensusEvent(event, { version: currentVersion, position: currentPosition })).catch(() => false);
    } catch {
      // The census never reaches the page.
    }
  }, []);

  // Decided once per page (and again for a new version): the stored values are what earlier visits left.
  useEffect(() => {
    if (controlled) return undefined;
    const { storage: given, now: clock } = latest.current;
    const memory = readPopupOverlayMemory(readAll(given === undefined ? pageStorage() : given));
    let time = Number.NaN;
    try {
      time = clock();
    } catch {
      // A clock that throws is no clock: the overlay shows, as on a first visit.
    }
    if (!shouldShowPopupOverlay(memory, { version, now: time, ...(showAgainAfterDays !== undefined ? { showAgainAfterDays } : {}) })) return undefined;
    const show = () => {
      setOwnOpen(true);
      latest.current.onOpenChange?.(true);
    };
    const wait = Number.isFinite(delayMs) && delayMs > 0 ? delayMs : 0;
    if (wait === 0) {
      show();
      return undefined;
    }
    const timer = setTimeout(show, wait);
    return () => clearTimeout(timer);
  }, [controlled, version, showAgainAfterDays, delayMs]);

  // One census event each time it opens (a controlled overlay too); the ref keeps React's
  // development double-run of effects from sending it twice.
  const shownSent = useRef(false);
  useEffect(() => {
    if (!open) {
      shownSent.current = false;
      return;
    }
    if (shownSent.current) return;
    shownSent.current = true;
    send('shown');
  }, [open, send]);

  const close = useCallback(() => {
    const { storage: given, now: clock, version: currentVersion } = latest.current;
    let time = 0;
    try {
      time = clock();
    } catch {
      // Stored as time 0: the period has long passed, so it may show again; it never throws.
    }
    writeAll(given === undefined ? pageStorage() : given, popupOverlayClosedValues(currentVersion, time));
    send('closed');
    setOwnOpen(false);
    latest.current.onOpenChange?.(false);
  }, [send]);

  const submitted = useCallback(() => {
    const { storage: given, version: currentVersion } = latest.current;
    writeAll(given === undefined ? pageStorage() : given, popupOverlaySubmittedValues(currentVersion));
    send('submitted');
  }, [send]);

  return { open, close, submitted };
}
