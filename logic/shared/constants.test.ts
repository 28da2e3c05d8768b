import { describe, expect, it } from 'vitest';
import {
  ADDED_POPOVER,
  ADD_TO_CART_TIMINGS,
  ANALYTICS_POST_TIMEOUT_MS,
  CACHE_DEFAULT_CAPACITY,
  DEFAULT_CONNECTED_ACCOUNT_LINK_TITLE,
  DOM_SETTLE,
  FLUID_ENGINE_COLOURS,
  GALLERY_ZOOM_DEFAULT,
  PERFORMANCE_RECORDS,
  QUICK_VIEW_TALL_TOP_MARGIN,
  SCROLL_ANIMATION,
  US_AND_TERRITORY_CODES,
  VIEWPORT,
} from './constants.ts';
import { CAPTCHA_COMPACT_BELOW_PX } from '../forms/captcha.ts';
import { COOKIE_LIFETIMES } from '../visitor/cookies.ts';
import { ERROR_REPORT_LIMITS } from '../visitor/errorReports.ts';
import { EMAIL_LENGTH } from '../forms/forms.ts';
import { BYTES_PER_MB } from '../forms/files.ts';
import { DEFAULT_CURRENCY } from '../shopper/money.ts';
import { QUANTITY } from '../shopper/cart.ts';

describe('shopper spec, constants and limits Business constants and limits', () => {
  it('add-button timings: 1 s delay, 2 s added, 1 s error reset, 2 s Select Option', () => {
    expect(ADD_TO_CART_TIMINGS).toEqual({ addedDelayMs: 1000, addedMs: 2000, errorResetMs: 1000, selectOptionMs: 2000 });
  });

  it('zoom 1.5, quick-view top margin 50', () => {
    expect(GALLERY_ZOOM_DEFAULT).toBe(1.5);
    expect(QUICK_VIEW_TALL_TOP_MARGIN).toBe(50);
  });

  it('added popover 3000 ms with a 100 ms scroll throttle; scroll animation 50/50 ms and a 300 ms tween', () => {
    expect(ADDED_POPOVER).toEqual({ timeoutMs: 3000, scrollThrottleMs: 100 });
    expect(SCROLL_ANIMATION).toEqual({ minMs: 50, maxMs: 50, tweenMs: 300 });
  });

  it('analytics post timeout 2500 ms; DOM-settle 3000 ms timeout and 100 ms settle', () => {
    expect(ANALYTICS_POST_TIMEOUT_MS).toBe(2500);
    expect(DOM_SETTLE).toEqual({ timeoutMs: 3000, settleMs: 100 });
  });

  it('mobile viewport up to 432 px, desktop from 433 px', () => {
    expect(VIEWPORT).toEqual({ mobileMaxWidth: 432, desktopMinWidth: 433 });
    expect(VIEWPORT.desktopMinWidth - VIEWPORT.mobileMaxWidth).toBe(1);
  });

  it('U.S. and territory codes, and a cache capacity of 100', () => {
    expect([...US_AND_TERRITORY_CODES]).toEqual(['US', 'PR', 'GU', 'VI', 'MP', 'AS', 'UM']);
    expect(CACHE_DEFAULT_CAPACITY).toBe(100);
  });

  it('the rows owned by other modules hold the spec values', () => {
    expect(EMAIL_LENGTH).toEqual({ min: 3, max: 256 });
    expect(CAPTCHA_COMPACT_BELOW_PX).toBe(320);
    expect(ERROR_REPORT_LIMITS).toEqual({ maxQueued: 10, maxSentPerPage: 20, maxStackLength: 5000, debounceMs: 1000 });
    expect(COOKIE_LIFETIMES.session).toBe(30 * 60 * 1000);
    expect(QUANTITY).toMatchObject({ min: 1, max: 9999, default: 1 });
    expect(BYTES_PER_MB).toBe(1_000_000);
    expect(DEFAULT_CURRENCY).toBe('USD');
  });
});

describe('rendering spec, constants and limits Business constants and limits', () => {
  it('performance batch 30000 ms, collection wait capped at 60000 ms', () => {
    expect(PERFORMANCE_RECORDS).toEqual({ flushDelayMs: 30000, collectionWaitMaxMs: 60000 });
  });

  it('fluid engine colours and the connected-account link title', () => {
    expect(FLUID_ENGINE_COLOURS).toEqual({ blue: '#027AFF', yellow: '#FFB802' });
    expect(DEFAULT_CONNECTED_ACCOUNT_LINK_TITLE).toBe('Order Now');
  });
});
