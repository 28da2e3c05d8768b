/**
 * Business constants of the spec (shopper spec, constants and limits, rendering spec, constants and limits) that no more specific module owns.
 * Owned elsewhere: currencies and money format (money.ts), quantity and cart badge (cart.ts), email
 * length (forms.ts), cookie lifetimes (cookies.ts), error report limits (errorReports.ts), captcha
 * width (captcha.ts), subscription units (subscription.ts), bytes per MB and file sizes (files.ts),
 * images (images.ts), dates (dates.ts), builder limits (builder.ts), gallery options and the slider
 * aspect ratio (galleryOptions.ts), store url ids (store.ts).
 */

/** Mobile viewport up to 432 px; desktop from 433 px (shopper spec, constants and limits). */
export const VIEWPORT = { mobileMaxWidth: 432, desktopMinWidth: 433 } as const;

/** Add-to-cart button timings in ms: added after 1 s, shown 2 s, error reset after 1 s, 'Select Option' for 2 s (shopper spec, states, constants and limits). */
export const ADD_TO_CART_TIMINGS = { addedDelayMs: 1000, addedMs: 2000, errorResetMs: 1000, selectOptionMs: 2000 } as const;

/** The added-to-cart popover: gone after 3000 ms; it follows the cart link on scroll, throttled to 100 ms (shopper spec, states, constants and limits). */
export const ADDED_POPOVER = { timeoutMs: 3000, scrollThrottleMs: 100 } as const;

/** Product gallery zoom factor by default (shopper spec, screens, constants and limits). */
export const GALLERY_ZOOM_DEFAULT = 1.5;

/** Top margin of the quick-view modal when it is tall (shopper spec, screens, constants and limits). */
export const QUICK_VIEW_TALL_TOP_MARGIN = 50;

/** Scroll animation: 50 ms minimum and maximum; a generic tween takes 300 ms (shopper spec, constants and limits). */
export const SCROLL_ANIMATION = { minMs: 50, maxMs: 50, tweenMs: 300 } as const;

/** Timeout of the census button and analytics posts, in ms (shopper spec, calls, constants and limits). */
export const ANALYTICS_POST_TIMEOUT_MS = 2500;

/** The wait-for-DOM-settle helper: gives up after 3000 ms, settled after 100 ms without change (shopper spec, constants and limits, rendering spec, constants and limits). */
export const DOM_SETTLE = { timeoutMs: 3000, settleMs: 100 } as const;

/** The United States and its territories (shopper spec, constants and limits, rendering spec, constants and limits). */
export const US_AND_TERRITORY_CODES = ['US', 'PR', 'GU', 'VI', 'MP', 'AS', 'UM'] as const;

/** Default capacity of a cache (shopper spec, constants and limits). */
export const CACHE_DEFAULT_CAPACITY = 100;

/** Performance records: the batch is flushed 30 s after page load; collection waits at most 60 s (rendering spec, calls, constants and limits). */
export const PERFORMANCE_RECORDS = { flushDelayMs: 30000, collectionWaitMaxMs: 60000 } as const;

/** Fluid engine colours (rendering spec, constants and limits). */
export const FLUID_ENGINE_COLOURS = { blue: '#027AFF', yellow: '#FFB802' } as const;

/** Title of the default connected-account link, an ordering service (rendering spec, constants and limits). */
export const DEFAULT_CONNECTED_ACCOUNT_LINK_TITLE = 'Order Now';
