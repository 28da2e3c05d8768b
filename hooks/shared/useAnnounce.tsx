'use client';

import { createContext, useContext } from 'react';

/** Says a message to assistive technology, politely (after what it is reading). */
export type Announce = (message: string) => void;

/** The page's announcer, given by the LiveAnnouncer component; absent, a shared region is made. */
export const AnnouncerContext = createContext<Announce | null>(null);

let fallbackRegion: HTMLElement | null = null;

/**
 * A page without a LiveAnnouncer still announces: one polite region, made once, at the end of the
 * body, hidden visually. It is the same one for every component of the page.
 */
function announceWithoutProvider(message: string): void {
  if (typeof document === 'undefined') return;
  if (!fallbackRegion || !fallbackRegion.isConnected) {
    fallbackRegion = document.createElement('div');
    fallbackRegion.setAttribute('role', 'status');
    fallbackRegion.setAttribute('aria-live', 'polite');
    fallbackRegion.dataset.vitrine = 'live-announcer';
    // The clip-path idiom of a visually hidden element, set as properties (no stylesheet at this layer).
    Object.assign(fallbackRegion.style, { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' });
    document.body.append(fallbackRegion);
  }
  fallbackRegion.textContent = repeatable(fallbackRegion.textContent ?? '', message);
}

/**
 * The text to put in a live region so that `message` is heard even when it is what the region says
 * already (a screen reader ignores a region whose text did not change): a no-break space is added
 * or taken off.
 */
export function repeatable(current: string, message: string): string {
  return current === message ? `${message}\u00a0` : message;
}

/**
 * The page's one polite announcer: every component says its news through it instead of keeping a live
 * region of its own (a 200-card grid has one region, not 200). Repeating the same message announces
 * it again.
 */
export function useAnnounce(): Announce {
  return useContext(AnnouncerContext) ?? announceWithoutProvider;
}
