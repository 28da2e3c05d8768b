/** Business constants of the spec (shopper.md §9, rendering.md §9). */

/** Mobile viewport up to 432 px; desktop from 433 px (shopper.md §9). */
export const VIEWPORT = { mobileMaxWidth: 432, desktopMinWidth: 433 } as const;
