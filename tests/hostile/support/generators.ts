/**
 * Adversarial input: long text, deep nesting, unicode edge cases (lone surrogates, direction
 * overrides, joiners, NUL, line separators) and prototype keys. Each generator shrinks like the
 * fast-check arbitraries it is built from.
 */
import fc from 'fast-check';

/** Half of a surrogate pair alone: not valid UTF-16 text, yet a JavaScript string can hold it. */
export const LONE_SURROGATES = ['\uD800', '\uDBFF', '\uDC00', '\uDFFF'] as const;

/** NUL, controls, the line and paragraph separators, and what a header or a URL must not hold. */
export const CONTROL_AND_SEPARATORS = ['\u0000', '\u0007', '\b', '\t', '\n', '\r', '\u000B', '\u001B', '\u007F', '\u0085', '\u2028', '\u2029'] as const;

/** Code points and sequences that change how text looks, is measured or is compared. */
export const UNICODE_EDGES = [
  ...LONE_SURROGATES,
  '\u202E', // RIGHT-TO-LEFT OVERRIDE
  '\u202D', // LEFT-TO-RIGHT OVERRIDE
  '\u2066', // LEFT-TO-RIGHT ISOLATE
  '\u200B', // ZERO WIDTH SPACE
  '\u200D', // ZERO WIDTH JOINER
  '\uFEFF', // BYTE ORDER MARK
  '\u00A0', // NO-BREAK SPACE
  '\u3000', // IDEOGRAPHIC SPACE
  'e\u0301', // e + COMBINING ACUTE
  '\u{1F469}\u200D\u{1F469}\u200D\u{1F467}', // a family emoji: one grapheme, five code points
  '\u{1F1EB}\u{1F1F7}', // a flag: two regional indicators
  '\u{1D54F}', // outside the BMP
  'é',
  '€',
  'İ', // lower-cases to two code units
  'ß', // upper-cases to two letters
  '\uFFFD',
  '\uFFFF',
] as const;

/** Keys that reach an object's prototype when an object is built from data carelessly. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__'] as const;

/** Text that means something to a parser: markup, quotes, template tags, URL and number syntax. */
const SYNTAX = [
  '<', '>', '&', '"', "'", '`', '/', '\\', '{', '}', '[', ']', '(', ')', '|', '.', ',', ';', ':', '=', '!', '?', '#', '%',
  '+', '-', '*', '$', '@', '~', '_', ' ', '  ', '0', '1', '9', 'e', 'E', 'x', 'NaN', 'Infinity', '-0', '1e999',
  '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'javascript:', '&amp;', '&#0;', '{.end}', '{@|html}',
  'hsl(', 'http://', '//', '..', '%00', '%', 'true', 'null', 'undefined',
] as const;

/** One piece of hostile text: a unicode edge, a control, a prototype key, syntax, or any code point. */
export function hostileUnit(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...UNICODE_EDGES) },
    { weight: 2, arbitrary: fc.constantFrom(...CONTROL_AND_SEPARATORS) },
    { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
    { weight: 4, arbitrary: fc.constantFrom(...SYNTAX) },
    { weight: 4, arbitrary: fc.string({ unit: 'binary', maxLength: 4 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 6 }) },
  );
}

/** Hostile text of up to `maxLength` pieces (default 40). */
export function hostileText(maxLength = 40): fc.Arbitrary<string> {
  return fc.array(hostileUnit(), { maxLength }).map((pieces) => pieces.join(''));
}

/** A key for an object built from data: a prototype key, or any hostile text. */
export function hostileKey(): fc.Arbitrary<string> {
  return fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), hostileText(6));
}

/** Any JSON-like value with hostile keys and strings, nested up to `maxDepth` (default 4). */
export function hostileObject(maxDepth = 4): fc.Arbitrary<unknown> {
  return fc.anything({
    maxDepth,
    key: hostileKey(),
    values: [hostileText(8), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(undefined)],
    withNullPrototype: true,
    withBoxedValues: true,
  });
}

/** `chunk` repeated `times` times: the shape that makes a backtracking pattern or a quadratic scan blow up. */
export function repeated(chunk: string, times: number): string {
  return chunk.repeat(Math.max(0, Math.floor(times)));
}

/** Text of exactly `length` code units cycling through hostile pieces (deterministic, for size tests). */
export function longText(length: number): string {
  const pieces = ['<b>', 'é', '\u202E', '\u{1F469}\u200D\u{1F469}', ' ', '&amp;', '\uD800', 'x', ')', '\n'];
  let text = '';
  for (let index = 0; text.length < length; index += 1) text += pieces[index % pieces.length];
  return text.slice(0, length);
}

/** JSON text of `depth` nested arrays (`[[[…]]]`): deep enough to overflow a recursive parser or walker. */
export function deepArrayJson(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

/** JSON text of `depth` nested objects under key `a`. */
export function deepObjectJson(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** An object nested `depth` levels deep under `key`, built without recursion. */
export function deepObject(depth: number, key = 'a'): Record<string, unknown> {
  let value: Record<string, unknown> = {};
  for (let level = 0; level < depth; level += 1) value = { [key]: value };
  return value;
}

/** An object that holds itself (and an array that holds it): a walker without a seen-set never ends. */
export function cyclicObject(): Record<string, unknown> {
  const object: Record<string, unknown> = { name: 'loop', items: [] };
  object.self = object;
  (object.items as unknown[]).push(object);
  return object;
}

/**
 * A long string for every text input of a form: markup, a right-to-left override, emoji, a lone
 * surrogate, quotes and template syntax, ~1,000 characters. It must render as text and be kept.
 */
export const HOSTILE_FORM_TEXT: string = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '\u202Egnp.exe\u202C',
  '\u{1F469}\u200D\u{1F469}\u200D\u{1F467}',
  '\uD800',
  '"\' `${x}` {.section a}{@|html}{.end}',
  '&amp;&lt;b&gt;',
  'Zoë € İ ß',
]
  .join(' ')
  .repeat(12);
