/**
 * Address lookup (shopper spec, calls, rendering spec, calls): how long the lookup waits after a keystroke, when
 * it asks at all, the tracking context of a details call, and the wording of the combobox.
 */

/** Milliseconds the lookup waits after the last keystroke before asking for suggestions (library constant). */
export const PLACES_DEBOUNCE_MS = 300;

/** Characters typed before suggestions are asked for (library constant: fewer match too much to help). */
export const PLACES_MIN_INPUT = 3;

/** Whether typed text is worth a suggestions call: at least {@link PLACES_MIN_INPUT} characters besides spaces. */
export function shouldLookUpPlaces(input: string): boolean {
  return input.trim().length >= PLACES_MIN_INPUT;
}

/** Where a details lookup happens (shopper spec, calls tracking context): the page and the section. */
export interface PlacesTracking {
  productPage: string;
  productSection: string;
}

/** The tracking context of the page forms' address field (library values; the spec names the keys only). */
export const PAGE_FORM_PLACES_TRACKING: PlacesTracking = { productPage: 'page-form', productSection: 'address-field' };

/** The tracking context of the builder's address fields (library values). */
export const BUILDER_PLACES_TRACKING: PlacesTracking = { productPage: 'builder', productSection: 'site-settings' };

export { PLACES_STRINGS } from './placesStrings.ts';
