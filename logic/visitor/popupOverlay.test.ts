import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_POPUP_OVERLAY_SHOW_AGAIN_DAYS,
  POPUP_OVERLAY_POSITIONS,
  isPopupOverlayPosition,
  popupOverlayCensusEvent,
  popupOverlayClosedValues,
  popupOverlayPlacement,
  popupOverlaySubmittedValues,
  readPopupOverlayMemory,
  shouldShowPopupOverlay,
} from './popupOverlay.ts';
import { MEMBER_AREA_DENIED_STRINGS } from '../content/pageStrings.ts';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);

describe('rendering spec, entities: nine overlay positions — corners, edge centres and centre', () => {
  it('lists nine distinct positions in reading order', () => {
    expect(POPUP_OVERLAY_POSITIONS).toEqual([
      'top-left', 'top-center', 'top-right',
      'center-left', 'center', 'center-right',
      'bottom-left', 'bottom-center', 'bottom-right',
    ]);
    expect(new Set(POPUP_OVERLAY_POSITIONS).size).toBe(9);
  });

  it('places the corners, the edge centres and the centre; only the centre is modal', () => {
    expect(popupOverlayPlacement('top-left')).toEqual({ row: 'top', column: 'left', modal: false });
    expect(popupOverlayPlacement('bottom-right')).toEqual({ row: 'bottom', column: 'right', modal: false });
    expect(popupOverlayPlacement('center-left')).toEqual({ row: 'center', column: 'left', modal: false });
    expect(popupOverlayPlacement('bottom-center')).toEqual({ row: 'bottom', column: 'center', modal: false });
    expect(popupOverlayPlacement('center')).toEqual({ row: 'center', column: 'center', modal: true });
  });

  it('takes anything not one of the nine as the centre, without throwing', () => {
    for (const value of ['middle', '', null, undefined, 3, {}, 'top-left ', 'TOP-LEFT']) {
      expect(isPopupOverlayPosition(value)).toBe(false);
      expect(popupOverlayPlacement(value)).toEqual({ row: 'center', column: 'center', modal: true });
    }
  });
});

describe('shopper spec, entities local-storage values for popup overlays: date-closed, version, submitted', () => {
  it('reads the three values as stored', () => {
    expect(readPopupOverlayMemory({ version: '3', 'date-closed': String(NOW), submitted: 'true' })).toEqual({
      version: '3',
      closedAt: NOW,
      submitted: true,
    });
    expect(readPopupOverlayMemory({ version: null, 'date-closed': null, submitted: null })).toEqual({ version: null, closedAt: null, submitted: false });
  });

  it('reads hostile stored values as nothing stored, never throwing', () => {
    const hostile = ['NaN', '-5', '1e400', '12abc', '', ' ', '9'.repeat(40), '{"a":1}', 'true', 'false'];
    for (const value of hostile) {
      expect(readPopupOverlayMemory({ 'date-closed': value }).closedAt).toBeNull();
    }
    expect(readPopupOverlayMemory({ submitted: 'yes' }).submitted).toBe(false);
    expect(readPopupOverlayMemory({ submitted: true }).submitted).toBe(false);
    expect(readPopupOverlayMemory(null)).toEqual({ version: null, closedAt: null, submitted: false });
    expect(readPopupOverlayMemory('junk' as never)).toEqual({ version: null, closedAt: null, submitted: false });
  });

  it('never throws on any stored values and any options', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('date-closed', 'version', 'submitted'), fc.anything()), fc.anything(), fc.anything(), fc.anything(), (stored, version, now, days) => {
        const memory = readPopupOverlayMemory(stored);
        expect(typeof shouldShowPopupOverlay(memory, { version: version as string, now: now as number, showAgainAfterDays: days as number })).toBe('boolean');
      }),
    );
  });
});

describe('shopper spec, entities / rendering spec, entities: whether the overlay shows', () => {
  const show = (stored: Record<string, string>, options: { version?: string | number; now?: number; showAgainAfterDays?: number } = {}) =>
    shouldShowPopupOverlay(readPopupOverlayMemory(stored), { version: options.version ?? '1', now: options.now ?? NOW, ...(options.showAgainAfterDays !== undefined ? { showAgainAfterDays: options.showAgainAfterDays } : {}) });

  it('shows on a first visit (nothing stored)', () => {
    expect(show({})).toBe(true);
  });

  it('never shows again for a version whose form was submitted, however long ago', () => {
    expect(show({ version: '1', submitted: 'true' })).toBe(false);
    expect(show({ version: '1', submitted: 'true', 'date-closed': String(NOW - 400 * DAY) })).toBe(false);
  });

  it('after a close, stays away for the period (a week by default) and shows once it has passed', () => {
    expect(DEFAULT_POPUP_OVERLAY_SHOW_AGAIN_DAYS).toBe(7);
    expect(show({ version: '1', 'date-closed': String(NOW - 1000) })).toBe(false);
    expect(show({ version: '1', 'date-closed': String(NOW - 7 * DAY + 1) })).toBe(false);
    expect(show({ version: '1', 'date-closed': String(NOW - 7 * DAY) })).toBe(true);
  });

  it('takes the site’s own period, 0 meaning every visit; a nonsense period is the default', () => {
    expect(show({ version: '1', 'date-closed': String(NOW - 2 * DAY) }, { showAgainAfterDays: 1 })).toBe(true);
    expect(show({ version: '1', 'date-closed': String(NOW - 2 * DAY) }, { showAgainAfterDays: 30 })).toBe(false);
    expect(show({ version: '1', 'date-closed': String(NOW) }, { showAgainAfterDays: 0 })).toBe(true);
    expect(show({ version: '1', 'date-closed': String(NOW - 2 * DAY) }, { showAgainAfterDays: -3 })).toBe(false);
    expect(show({ version: '1', 'date-closed': String(NOW - 8 * DAY) }, { showAgainAfterDays: Number.NaN })).toBe(true);
  });

  it('shows a new version again, whether the old one was closed or submitted', () => {
    expect(show({ version: '1', 'date-closed': String(NOW - 1000) }, { version: '2' })).toBe(true);
    expect(show({ version: '1', submitted: 'true' }, { version: 2 })).toBe(true);
    expect(show({ 'date-closed': String(NOW - 1000) }, { version: '2' })).toBe(true);
  });

  it('treats a numeric version and its text as the same version', () => {
    expect(show({ version: '4', submitted: 'true' }, { version: 4 })).toBe(false);
  });

  it('ignores a close dated in the future, so it never hides the overlay for good', () => {
    expect(show({ version: '1', 'date-closed': String(NOW + 365 * DAY) })).toBe(true);
  });
});

describe('shopper spec, entities: the values stored on close and on submit', () => {
  it('stores the version and the time on close, read back as a recent close', () => {
    expect(popupOverlayClosedValues('2', NOW)).toEqual({ version: '2', 'date-closed': String(NOW) });
    const memory = readPopupOverlayMemory(popupOverlayClosedValues(2, NOW));
    expect(shouldShowPopupOverlay(memory, { version: 2, now: NOW + DAY })).toBe(false);
  });

  it('stores the version and submitted on submit, read back as never again', () => {
    expect(popupOverlaySubmittedValues(5)).toEqual({ version: '5', submitted: 'true' });
    expect(shouldShowPopupOverlay(readPopupOverlayMemory(popupOverlaySubmittedValues('5')), { version: '5', now: NOW })).toBe(false);
  });

  it('stores a clock that makes no sense as time 0 rather than throwing', () => {
    expect(popupOverlayClosedValues('1', Number.NaN)['date-closed']).toBe('0');
  });
});

describe('shopper spec, calls POST /api/census/overlay: the payload the library sends (the spec shows none)', () => {
  it('carries the event, the version and the position', () => {
    expect(popupOverlayCensusEvent('shown', { version: 3, position: 'bottom-right' })).toEqual({ event: 'shown', version: '3', position: 'bottom-right' });
    expect(popupOverlayCensusEvent('closed', { version: '', position: 'nowhere' })).toEqual({ event: 'closed', version: '', position: 'center' });
  });
});

describe('rendering spec, screens / shopper spec, roles: the member-area note', () => {
  it('defaults to rendering spec, screens’s wording', () => {
    expect(MEMBER_AREA_DENIED_STRINGS.memberAreaLockedNote).toBe('This page is locked; available only to site members');
  });
});
