/**
 * The popup overlay (shopper spec, entities "Local-storage values for popup overlays: date-closed, version,
 * submitted"; rendering spec, entities "There are nine overlay positions: corners, edge centres and centre"):
 * whether it shows, what to store when the visitor closes it or submits its form, and where each
 * position sits. Reading and writing the browser's storage happens in components/; everything here
 * takes the stored values in as they were read, whatever they hold.
 */
import type { POPUP_OVERLAY_STORAGE_KEYS } from './cookies.ts';
import { OVERLAY_POSITION } from '../shared/enums.ts';

const DAY_MS = 86_400_000;

/** One of the nine overlay positions (rendering spec, entities). */
export type PopupOverlayPosition = (typeof OVERLAY_POSITION)[keyof typeof OVERLAY_POSITION];

/** One of the three local-storage keys (shopper spec, entities). */
export type PopupOverlayStorageKey = (typeof POPUP_OVERLAY_STORAGE_KEYS)[number];

/** The nine positions in reading order: top row left to right, then the middle row, then the bottom row. */
export const POPUP_OVERLAY_POSITIONS: readonly PopupOverlayPosition[] = [
  OVERLAY_POSITION.topLeft, OVERLAY_POSITION.topCenter, OVERLAY_POSITION.topRight,
  OVERLAY_POSITION.centerLeft, OVERLAY_POSITION.center, OVERLAY_POSITION.centerRight,
  OVERLAY_POSITION.bottomLeft, OVERLAY_POSITION.bottomCenter, OVERLAY_POSITION.bottomRight,
];

/** Where a position sits on the screen, as a row and a column of a 3 × 3 grid. */
export interface PopupOverlayPlacement {
  row: 'top' | 'center' | 'bottom';
  column: 'left' | 'center' | 'right';
  /**
   * Only the centre is modal: it covers the page's middle, so the page behind it is dimmed and out
   * of reach until it closes. A corner or an edge leaves the page readable and usable.
   */
  modal: boolean;
}

/** Whether a value (from a site's settings) is one of the nine positions. */
export function isPopupOverlayPosition(value: unknown): value is PopupOverlayPosition {
  return typeof value === 'string' && (POPUP_OVERLAY_POSITIONS as readonly string[]).includes(value);
}

/** The placement of a position; anything not one of the nine is the centre. */
export function popupOverlayPlacement(position: unknown): PopupOverlayPlacement {
  const known = isPopupOverlayPosition(position) ? position : OVERLAY_POSITION.center;
  if (known === OVERLAY_POSITION.center) return { row: 'center', column: 'center', modal: true };
  const [row, column] = known.split('-') as [PopupOverlayPlacement['row'], PopupOverlayPlacement['column']];
  return { row, column, modal: false };
}

/**
 * How many days a closed overlay stays away when the site chooses none. The spec names no period;
 * a week keeps a visitor who said no from being asked on every visit, without losing them for good.
 */
export const DEFAULT_POPUP_OVERLAY_SHOW_AGAIN_DAYS = 7;

/** What the three keys say once read: a version, when the visitor closed it, whether they submitted. */
export interface PopupOverlayMemory {
  /** The overlay version the other two values belong to; null when none was stored. */
  version: string | null;
  /** When the visitor last closed it, epoch ms; null when never (or the value is unreadable). */
  closedAt: number | null;
  /** The visitor submitted its form. */
  submitted: boolean;
}

/** A version as stored: a site's version may be a number or a string. */
function versionText(version: unknown): string | null {
  if (typeof version === 'string') return version.trim() === '' ? null : version.trim();
  if (typeof version === 'number' && Number.isFinite(version)) return String(version);
  return null;
}

/**
 * Reads the three stored values (as `getItem` gives them, or anything a script left there) without
 * throwing: an unreadable date counts as never closed, anything but "true" as not submitted.
 */
export function readPopupOverlayMemory(stored: Partial<Record<PopupOverlayStorageKey, unknown>> | null | undefined): PopupOverlayMemory {
  const values = stored !== null && typeof stored === 'object' ? stored : {};
  const rawDate = values['date-closed'];
  const date = typeof rawDate === 'string' && /^\d{1,16}$/.test(rawDate.trim()) ? Number(rawDate.trim()) : null;
  return {
    version: versionText(values.version),
    closedAt: date !== null && Number.isSafeInteger(date) ? date : null,
    submitted: values.submitted === 'true',
  };
}

/** Options of {@link shouldShowPopupOverlay}. */
export interface PopupOverlayShowOptions {
  /** The overlay's current version (a site bumps it when it changes the overlay). */
  version: string | number;
  /** Now, epoch ms. */
  now: number;
  /** Days a closed overlay stays away; 0 shows it on every visit. @default DEFAULT_POPUP_OVERLAY_SHOW_AGAIN_DAYS */
  showAgainAfterDays?: number;
}

/** The site's period as a number of days: anything not a finite number of zero or more is the default. */
function period(days: unknown): number {
  return typeof days === 'number' && Number.isFinite(days) && days >= 0 ? days : DEFAULT_POPUP_OVERLAY_SHOW_AGAIN_DAYS;
}

/**
 * Whether the overlay shows (shopper spec, entities, rendering spec, entities): a version other than the stored one
 * always shows (the stored values were about an older overlay); for the same version, a submitted form
 * means never again, and a close means not again until the period has passed. A close dated in the
 * future (a clock set back, a hand-edited value) is ignored, so it can never hide the overlay for good.
 */
export function shouldShowPopupOverlay(memory: PopupOverlayMemory, { version, now, showAgainAfterDays }: PopupOverlayShowOptions): boolean {
  const current = versionText(version);
  if (memory.version !== current) return true;
  if (memory.submitted) return false;
  if (memory.closedAt === null || !Number.isFinite(now) || memory.closedAt > now) return true;
  return now - memory.closedAt >= period(showAgainAfterDays) * DAY_MS;
}

/** The values to store when the visitor closes the overlay: its version and when. */
export function popupOverlayClosedValues(version: string | number, now: number): Partial<Record<PopupOverlayStorageKey, string>> {
  return { version: versionText(version) ?? '', 'date-closed': String(Math.max(0, Math.floor(Number.isFinite(now) ? now : 0))) };
}

/** The values to store when the visitor submits the overlay's form: its version, never shown again. */
export function popupOverlaySubmittedValues(version: string | number): Partial<Record<PopupOverlayStorageKey, string>> {
  return { version: versionText(version) ?? '', submitted: 'true' };
}

/**
 * What the overlay census call (shopper spec, calls "POST /api/census/overlay": the spec shows no payload)
 * carries: the event (shown, closed or submitted), the overlay's version and its position.
 */
export function popupOverlayCensusEvent(
  event: 'shown' | 'closed' | 'submitted',
  overlay: { version: string | number; position: unknown },
): { event: 'shown' | 'closed' | 'submitted'; version: string; position: PopupOverlayPosition } {
  return {
    event,
    version: versionText(overlay.version) ?? '',
    position: isPopupOverlayPosition(overlay.position) ? overlay.position : OVERLAY_POSITION.center,
  };
}

/** The popup overlay's own wording (its form's wording is the forms'). */
export const POPUP_OVERLAY_STRINGS = {
  /** Library string: the overlay's name when neither the site nor its form gives one. */
  popupOverlayTitle: 'Stay in touch',
} as const;
