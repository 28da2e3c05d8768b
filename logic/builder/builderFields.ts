/**
 * The builder's link, page-URL and option fields (rendering spec, validation rules "Builder messages"): their messages
 * as localized-string defaults and the validators that word a problem with them. Moved out of
 * builder.ts, which re-exports this module so its users keep working.
 */
import { BUILDER_FIELD_STRINGS, type BuilderFieldStrings } from './builderFieldStrings.ts';
import { interpolate } from '../shared/interpolate.ts';

// The messages and labels are a leaf module of their own, so the localized-string table
// (strings.ts) brings in the wording without the validators.
export * from './builderFieldStrings.ts';

/** Fills each `{name}` of a template with the next value, in order (for a message that repeats a placeholder). */
export function fillInOrder(template: string, name: string, values: readonly string[]): string {
  const placeholder = `{${name}}`;
  return template
    .split(placeholder)
    .reduce((text, piece, index) => (index === 0 ? piece : `${text}${values[index - 1] ?? placeholder}${piece}`), '');
}

const LINK = /^https?:\/\/[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+(?::\d{1,5})?(?:[/?#]\S*)?$/iu;

/** The host of what an owner typed (scheme, path and credentials dropped), else `example.com`. */
function hostOf(value: string): string {
  const host = value.trim().replace(/^[a-z][a-z0-9+.-]*:\/*/i, '').split(/[/?#\s]/)[0]?.replace(/^.*@/, '') ?? '';
  return /^[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+(?::\d+)?$/u.test(host) ? host : 'example.com';
}

/** `Links must be formatted as http://host or https://host`, with the host of what was typed. */
export function linksFormatMessage(value: string, strings: BuilderFieldStrings = BUILDER_FIELD_STRINGS): string {
  const host = hostOf(value);
  return fillInOrder(strings.builderLinksFormatMessage, 'host', [`http://${host}`, `https://${host}`]);
}

/** An external link must be http(s):// and a dotted host; else the links message (see {@link linksFormatMessage}). */
export function validateLink(value: string, strings: BuilderFieldStrings = BUILDER_FIELD_STRINGS): string | null {
  return LINK.test(value.trim()) ? null : linksFormatMessage(value, strings);
}

// Segments each closed by one `/`, then an optional last one: every `/` ends a segment, so the engine
// never has two ways to split the same characters (the nested `(?:[…]+\/?)*` it replaces backtracked
// exponentially: 40 letters and a `!` did not return).
const PAGE_URL = /^\/?(?:[\w\-.~]+\/)*[\w\-.~]*$/;

/** A page URL is a site path of letters, digits and `- _ . ~` segments (leading `/` optional); else `{val} is not a valid page URL`. */
export function validatePageUrl(value: string, strings: BuilderFieldStrings = BUILDER_FIELD_STRINGS): string | null {
  return value.trim() !== '' && PAGE_URL.test(value.trim()) ? null : interpolate(strings.builderInvalidPageUrlMessage, { val: value });
}

/** `{val} is not one of the expected options` unless the value is one of them. */
export function validateOption(value: string, options: readonly string[], strings: BuilderFieldStrings = BUILDER_FIELD_STRINGS): string | null {
  return options.includes(value) ? null : interpolate(strings.builderUnexpectedOptionMessage, { val: value });
}

/**
 * The zones a time-zone picker offers: every IANA zone the browser knows
 * (`Intl.supportedValuesOf('timeZone')`), sorted, with `current` added when the list lacks it (an
 * alias such as UTC, or a runtime without the list) so the chosen zone always shows.
 */
export function timeZoneOptions(current: string): string[] {
  let zones: string[];
  try {
    zones = typeof Intl.supportedValuesOf === 'function' ? [...Intl.supportedValuesOf('timeZone')] : [];
  } catch {
    // An engine without the list: the current zone alone still lets the picker show it.
    zones = [];
  }
  if (current !== '' && !zones.includes(current)) zones.push(current);
  return zones.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

const GENERIC_FAMILIES: Readonly<Record<string, string>> = { serif: 'serif', 'sans-serif': 'sans-serif', monospace: 'monospace', handwriting: 'cursive', display: 'fantasy' };

/**
 * The CSS `font-family` of a font's preview: its family, quoted and escaped, then the generic family
 * of its category (handwriting → cursive, display → fantasy; an unknown category → sans-serif).
 */
export function fontPreviewFamily(family: string, category: string): string {
  const quoted = `"${family.replace(/[\\"]/g, (char) => `\\${char}`).replace(/[\n\r\f]/g, ' ')}"`;
  const generic = Object.hasOwn(GENERIC_FAMILIES, category) ? GENERIC_FAMILIES[category] : 'sans-serif';
  return `${quoted}, ${generic ?? 'sans-serif'}`;
}
