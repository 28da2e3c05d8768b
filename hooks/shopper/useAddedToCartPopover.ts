'use client';

import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { CartEntry } from '../../api/cart.ts';
import { isNewAdd, throttleDelay } from '../../logic/shopper/addedToCartPopover.ts';
import { ADDED_POPOVER } from '../../logic/shared/constants.ts';
import { useCart, type AddedEntry, type CartSnapshot } from './useCart.tsx';

/** Something with a place on the page; radix Popover.Anchor's `virtualRef` takes one. */
export interface Measurable {
  getBoundingClientRect(): DOMRect;
}

/** Options of {@link useAddedToCartPopover}. */
export interface AddedToCartPopoverOptions {
  /** Finds the element the popover points at (the cart link); null when the page has none. */
  getAnchor: () => Element | null;
  /** How long the popover stays open. @default 3000 (shopper spec, constants and limits) */
  timeoutMs?: number;
  /** The most often it moves after the cart link while the page scrolls. @default 100 (shopper spec, constants and limits) */
  scrollThrottleMs?: number;
  /** In a modal dialog where nothing has focus yet (it is on its way back), what the popover points at. @default the dialog's top right corner */
  modalAnchor?: (host: HTMLElement) => HTMLElement | null;
}

/**
 * Where the popover goes while a modal dialog is open: inside that dialog, since everything outside it
 * is hidden from assistive technology (aria-hidden) and out of its focus trap. It points at `anchor`,
 * what had focus in the dialog at the add (its add button), or at the dialog's top right corner.
 */
export interface ModalPlace {
  /** The open modal dialog on top. */
  host: HTMLElement;
  /** The element in it the popover points at and is placed beside (so Tab reaches it next), if any. */
  anchor: HTMLElement | null;
}

/** What {@link useAddedToCartPopover} gives the popover. */
export interface AddedToCartPopoverState {
  /** True from an add until the timeout or a close. */
  open: boolean;
  /** The add being shown (its entry and its number on the page), or null. */
  added: AddedEntry | null;
  /** The entry just added, or null. */
  entry: CartEntry | null;
  /** Where the cart link was last measured: pass it to Popover.Anchor's `virtualRef`. */
  anchorRef: RefObject<Measurable>;
  /** Closes the popover now. */
  close(): void;
  /** Keeps the popover open while the shopper points at or focuses it; letting go starts the full timeout again. */
  hold(held: boolean): void;
  /** While open over a modal dialog: where in it the popover goes; null for its own place on the page. */
  modal: ModalPlace | null;
}

const selectLastAdded = (snapshot: CartSnapshot) => snapshot.lastAdded;

/** The viewport's top right corner: where the popover points when the page has no cart link. */
function cornerRect(): DOMRect {
  return DOMRect.fromRect({ x: window.innerWidth, y: 0, width: 0, height: 0 });
}

/**
 * The open modal dialog on top, or null. A modal radix Dialog marks every other child of the body
 * hidden (`data-aria-hidden`, with aria-hidden) while it is open; a non-modal one hides nothing, and a
 * popper's content (this popover, a menu) is never a dialog to go into.
 */
function openModal(): HTMLElement | null {
  if (document.body.querySelector(':scope > [data-aria-hidden="true"]') === null) return null;
  // Open or opening: a dialog may name its own state (the quick view's is its load), a closing one says closed.
  const dialogs = document.body.querySelectorAll<HTMLElement>('[role="dialog"]:not([data-state="closed"]), [role="alertdialog"]:not([data-state="closed"])');
  for (let index = dialogs.length - 1; index >= 0; index -= 1) {
    const dialog = dialogs[index];
    if (dialog && !dialog.closest('[aria-hidden="true"], [data-radix-popper-content-wrapper]')) return dialog;
  }
  return null;
}

/**
 * Where the popover goes now: in the modal on top, beside what has focus there (kept while it is still
 * on the page, so the popover does not follow the shopper around the dialog); null with no modal open.
 */
function modalPlace(previous: ModalPlace | null, fallback: ((host: HTMLElement) => HTMLElement | null) | undefined): ModalPlace | null {
  const host = openModal();
  if (!host) return null;
  if (previous?.host === host && previous.anchor?.isConnected) return previous;
  const active = document.activeElement;
  const focused = active instanceof HTMLElement && active !== host && host.contains(active) && !active.closest('[data-radix-popper-content-wrapper]');
  const anchor = focused ? active : (fallback?.(host) ?? null);
  return previous?.host === host && previous.anchor === anchor ? previous : { host, anchor };
}

/** A point just inside the dialog's top right corner. */
function topEndOf(host: HTMLElement): DOMRect {
  const box = host.getBoundingClientRect();
  return DOMRect.fromRect({ x: box.right, y: box.top, width: 0, height: 0 });
}


/**
 * The added-to-cart popover's state (shopper spec, states): it opens on each add made after it mounted
 * (useCart's lastAdded), closes after `timeoutMs` or on `close()`, and while open follows the cart
 * link on scroll and resize, re-measuring it at most once per `scrollThrottleMs` (and once more at the
 * end of the interval, so it settles where the link is). While a modal dialog is open (a quick view)
 * it says where in that dialog the popover goes (`modal`) and points there instead.
 */
export function useAddedToCartPopover({
  getAnchor,
  timeoutMs = ADDED_POPOVER.timeoutMs,
  scrollThrottleMs = ADDED_POPOVER.scrollThrottleMs,
  modalAnchor,
}: AddedToCartPopoverOptions): AddedToCartPopoverState {
  // Only the last add: the popover renders again on an add, never on any other change of the cart.
  const lastAdded = useCart(selectLastAdded);
  const [seen, setSeen] = useState(lastAdded?.sequence ?? 0);
  const [added, setAdded] = useState<AddedEntry | null>(null);
  const [held, setHeld] = useState(false);
  const [, setMeasured] = useState(0);
  const getAnchorRef = useRef(getAnchor);
  const modalAnchorRef = useRef(modalAnchor);
  const [modal, setModal] = useState<ModalPlace | null>(null);
  const modalRef = useRef<ModalPlace | null>(null);
  const measure = useCallback(() => {
    const place = modalRef.current;
    if (place) return place.anchor?.getBoundingClientRect() ?? topEndOf(place.host);
    return getAnchorRef.current()?.getBoundingClientRect() ?? cornerRect();
  }, []);
  // Until the page scrolls, the popover reads the link's place live.
  const [live] = useState<Measurable>(() => ({ getBoundingClientRect: measure }));
  const anchorRef = useRef(live);

  // Derived from the cart while rendering, so the popover opens in the same render as the add lands.
  if (lastAdded && isNewAdd(lastAdded.sequence, seen)) {
    setSeen(lastAdded.sequence);
    setAdded(lastAdded);
  }
  const open = added !== null;

  useEffect(() => {
    getAnchorRef.current = getAnchor;
    modalAnchorRef.current = modalAnchor;
  }, [getAnchor, modalAnchor]);

  // While open, where a modal dialog opening or closing, or focus moving back into one, puts it.
  // Before paint, so it never shows where assistive technology cannot reach it.
  useLayoutEffect(() => {
    if (!open) return undefined;
    const place = () => {
      const next = modalPlace(modalRef.current, modalAnchorRef.current);
      if (next === modalRef.current) return;
      modalRef.current = next;
      // Measured afresh where it now points, not where the page's last scroll left it.
      anchorRef.current = live;
      setModal(next);
    };
    place();
    const observer = new MutationObserver(place);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-state', 'aria-hidden'] });
    document.addEventListener('focusin', place);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', place);
      modalRef.current = null;
      setModal(null);
    };
  }, [open, live]);

  useEffect(() => {
    if (!added || held) return;
    const timer = setTimeout(() => setAdded(null), timeoutMs);
    return () => clearTimeout(timer);
  }, [added, held, timeoutMs]);

  useEffect(() => {
    if (!open) return;
    let lastRunAt: number | null = null;
    let trailing: ReturnType<typeof setTimeout> | undefined;
    const follow = () => {
      trailing = undefined;
      lastRunAt = Date.now();
      const rect = measure();
      // A new object, so radix sees a new anchor and places the popover again.
      anchorRef.current = { getBoundingClientRect: () => rect };
      setMeasured((count) => count + 1);
    };
    const onMove = () => {
      if (trailing !== undefined) return;
      const wait = throttleDelay(lastRunAt, Date.now(), scrollThrottleMs);
      if (wait === 0) follow();
      else trailing = setTimeout(follow, wait);
    };
    const options = { passive: true, capture: true } as const;
    window.addEventListener('scroll', onMove, options);
    window.addEventListener('resize', onMove, options);
    return () => {
      window.removeEventListener('scroll', onMove, options);
      window.removeEventListener('resize', onMove, options);
      clearTimeout(trailing);
      anchorRef.current = live;
    };
  }, [open, scrollThrottleMs, measure, live]);

  const close = useCallback(() => {
    setAdded(null);
    setHeld(false);
  }, []);

  return { open, added, entry: added?.entry ?? null, anchorRef, close, hold: setHeld, modal };
}
