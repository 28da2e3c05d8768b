/**
 * The builder fields' wording (rendering spec, validation rules "Builder messages") and the pickers' labels, as
 * localized-string defaults; the validators that use them are in builderFields.ts.
 */

/** Builder message; the two {host} are filled in order (rendering spec, validation rules). */
export const LINKS_FORMAT_MESSAGE = 'Links must be formatted as {host} or {host}';
/** Builder message (rendering spec, validation rules). */
export const INVALID_PAGE_URL_MESSAGE = '{val} is not a valid page URL';
/** Builder message (rendering spec, validation rules). */
export const UNEXPECTED_OPTION_MESSAGE = '{val} is not one of the expected options';

/** The link, page-URL and option fields' messages (rendering spec, validation rules) as localized-string defaults. */
export const BUILDER_FIELD_STRINGS = {
  builderLinksFormatMessage: LINKS_FORMAT_MESSAGE,
  builderInvalidPageUrlMessage: INVALID_PAGE_URL_MESSAGE,
  builderUnexpectedOptionMessage: UNEXPECTED_OPTION_MESSAGE,
} as const;

/** The strings the field validators word their messages with (the site's, or {@link BUILDER_FIELD_STRINGS}). */
export type BuilderFieldStrings = Readonly<Record<keyof typeof BUILDER_FIELD_STRINGS, string>>;

/** The font and time-zone pickers' own wording (library strings: the spec names none). */
export const BUILDER_PICKER_STRINGS = {
  fontPickerLabel: 'Font',
  timeZonePickerLabel: 'Time zone',
  fontPickerLoadingText: 'Loading fonts…',
} as const;
