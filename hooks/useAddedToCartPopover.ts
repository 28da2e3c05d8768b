'use client';

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { CartEntry } from '../api/cart.ts';
import { isNewAdd, throttleDelay } from '../logic/addedToCartPopover.ts';
import { ADDED_POPOVER } from '../logic/constants.ts';
import { useCart, type AddedEntry, type CartSnapshot } from './useCart.tsx';

/** Something with a place on the page; radix Popover.Anchor's `virtualRef` takes one. */
export interface Measurable {
  getBoundingClientRect(): DOMRect;
}

/** Options of {@link useAddedToCartPopover}. */
export interface AddedToCartPopoverOptions {
  /** Finds the element the popover points at (the cart link); null when the page has none. */
  getAnchor: () => Element | null;
  /** How long the popover stays open. @default 3000 (shopper.md §9) */
  timeoutMs?: number;
  /** The most often it moves after the cart link while the page scrolls. @default 100 (shopper.md §9) */
  scrollThrottleMs?: number;
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
}

const selectLastAdded = (snapshot: CartSnapshot) => snapshot.lastAdded;

/** The viewport's top right corner: where the popover points when the page has no cart link. */
function cornerRect(): DOMRect {
  return DOMRect.fromRect({ x: window.innerWidth, y: 0, width: 0, height: 0 });
}


/**
 * The added-to-cart popover's state (shopper.md §4): it opens on each add made after it mounted
 * (useCart's lastAdded), closes after `timeoutMs` or on `close()`, and while open follows the cart
 * link on scroll and resize, re-measuring it at most once per `scrollThrottleMs` (and once more at the
 * end of the interval, so it settles where the link is).
 */
export function useAddedToCartPopover({
  getAnchor,
  timeoutMs = ADDED_POPOVER.timeoutMs,
  scrollThrottleMs = ADDED_POPOVER.scrollThrottleMs,
}: AddedToCartPopoverOptions): AddedToCartPopoverState {
  // Only the last add: the popover renders again on an add, never on any other change of the cart.
  const lastAdded = useCart(selectLastAdded);
  const [seen, setSeen] = useState(lastAdded?.sequence ?? 0);
  const [added, setAdded] = useState<AddedEntry | null>(null);
  const [held, setHeld] = useState(false);
  const [, setMeasured] = useState(0);
  const getAnchorRef = useRef(getAnchor);
  const measure = useCallback(() => getAnchorRef.current()?.getBoundingClientRect() ?? cornerRect(), []);
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
  }, [getAnchor]);

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

  return { open, added, entry: added?.entry ?? null, anchorRef, close, hold: setHeld };
}
