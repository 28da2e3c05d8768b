// The address lookup's wording, in a leaf module so the localized-string table does not bring in the rules.
/** The address lookup's wording (library strings). */
export const PLACES_STRINGS = {
  /** Library string: the lookup's label in a page form's address field. */
  placesLookupLabel: 'Find an address',
  /** Library string: the suggestions list, for assistive technology. */
  placesSuggestionsLabel: 'Address suggestions',
  /** Library string: the hint under the input. */
  placesHint: 'Start typing an address, then choose a suggestion with the arrow keys and Enter.',
  /** Library string: while suggestions are asked for. */
  placesLoading: 'Looking up addresses…',
  /** Library string: no suggestion for the text. */
  placesNoResults: 'No matching address. You can type it in full.',
  /** Library string: the lookup failed; the owner types the address in full. */
  placesUnavailable: 'Address suggestions are unavailable. Type the address in full.',
  /** Library string: announced when suggestions arrive; {count} is how many. */
  placesCount: '{count} addresses found',
} as const;
