/**
 * URL-encoding of text that may not be well-formed UTF-16. `encodeURIComponent` throws a URIError on a
 * lone surrogate (half of a pair, which a visitor's paste or a truncated server string can hold), so
 * such a half is written as U+FFFD REPLACEMENT CHARACTER first, as a browser does when it sends text.
 */

/** Half of a surrogate pair without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text with every lone surrogate replaced by U+FFFD. */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

/** `encodeURIComponent` that never throws: a lone surrogate is encoded as U+FFFD (`%EF%BF%BD`). */
export function encodeUriComponent(text: string): string {
  return encodeURIComponent(wellFormed(String(text)));
}
