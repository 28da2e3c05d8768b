/**
 * One shared cache of Intl objects. Building an `Intl.NumberFormat` or `Intl.DateTimeFormat`
 * costs tens of microseconds (it resolves the locale and loads its data) while using one costs well under
 * one, so a formatter that builds one per call is tens of times slower than it needs to be.
 *
 * Contract, for every getter here:
 * - it returns an object that behaves exactly as `new Intl.X(locale, options)` would, shared between
 *   callers: callers must not rely on identity and must not mutate it (Intl objects are immutable anyway);
 * - it throws what that constructor throws (a RangeError for a locale or option Intl refuses), so a
 *   caller keeps the try/catch it had; failures are not cached;
 * - two calls with the same locale and the same options (same keys with the same values, in the same
 *   order) share one object; a different key order only costs a second entry;
 * - `undefined` options and an absent option are the same (as for Intl itself);
 * - the cache is bounded ({@link INTL_CACHE_LIMIT} entries over all kinds, oldest first out), so a flood
 *   of distinct hostile locales or options cannot grow it without end.
 */

/** How many Intl objects the cache keeps over all kinds; a page uses a handful, a server a few dozen. */
export const INTL_CACHE_LIMIT = 256;

type Locale = string | undefined;

// One map for every kind, so one bound covers them all; the kind is the key's first character.
const cache = new Map<string, object>();

/** The cache key of options, or null when they cannot be written as JSON (then nothing is cached). */
function optionsKey(options: object | undefined): string | null {
  if (options === undefined) return '';
  try {
    return JSON.stringify(options);
  } catch {
    // A cycle or a BigInt: rare enough (never from our own callers) to build uncached.
    return null;
  }
}

function cached<T extends object>(kind: string, locale: Locale, options: object | undefined, build: () => T): T {
  const optionText = optionsKey(options);
  if (optionText === null) return build();
  // The NUL separator cannot appear in a locale tag Intl accepts, so two different pairs never share a key.
  const key = `${kind}${locale ?? ''}\u0000${optionText}`;
  const found = cache.get(key);
  if (found !== undefined) return found as T;
  const made = build();
  if (cache.size >= INTL_CACHE_LIMIT) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(key, made);
  return made;
}

/** A shared `Intl.NumberFormat` for the locale and options (throws as the constructor does). */
export function numberFormat(locale: Locale, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached('n', locale, options, () => new Intl.NumberFormat(locale, options));
}

/** A shared `Intl.DateTimeFormat` for the locale and options (throws as the constructor does). */
export function dateTimeFormat(locale: Locale, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached('d', locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/** A shared `Intl.PluralRules` for the locale and options (throws as the constructor does). */
export function pluralRules(locale: Locale, options?: Intl.PluralRulesOptions): Intl.PluralRules {
  return cached('p', locale, options, () => new Intl.PluralRules(locale, options));
}

/** A shared `Intl.RelativeTimeFormat` for the locale and options (throws as the constructor does). */
export function relativeTimeFormat(locale: Locale, options?: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat {
  return cached('r', locale, options, () => new Intl.RelativeTimeFormat(locale, options));
}

/** A shared `Intl.Collator` for the locale and options (throws as the constructor does). */
export function collator(locale: Locale, options?: Intl.CollatorOptions): Intl.Collator {
  return cached('c', locale, options, () => new Intl.Collator(locale, options));
}

/** A shared `Intl.ListFormat` for the locale and options (throws as the constructor does). */
export function listFormat(locale: Locale, options?: Intl.ListFormatOptions): Intl.ListFormat {
  return cached('l', locale, options, () => new Intl.ListFormat(locale, options));
}

/** How many Intl objects the cache holds now (for tests of its bound). */
export function intlCacheSize(): number {
  return cache.size;
}
