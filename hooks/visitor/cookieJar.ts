import { parseCookieHeader } from '../../logic/visitor/cookies.ts';

/** What a cookie jar reads and writes: `document`, or a test's stand-in with a `cookie` property. */
export interface CookieDocument {
  cookie: string;
}

/** Reads and writes the page's cookies; never throws (a sandboxed frame's document.cookie does). */
export interface CookieJar {
  /** Every cookie of the page, name → value (decoded); empty when the cookies cannot be read. */
  all(): Record<string, string>;
  /** One cookie's value, or undefined when absent. */
  get(name: string): string | undefined;
  /** Writes a cookie for the whole site (`Path=/`) kept `maxAgeMs`; false when the browser refused the write. */
  set(name: string, value: string, maxAgeMs: number): boolean;
  /** Deletes a cookie of the whole site. */
  remove(name: string): void;
}

/** The characters a cookie value may hold as they are (RFC 6265 cookie-octet): the census record's pipes included. */
const COOKIE_OCTETS = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/;

/** A value as written: as it is when the browser takes it so (the spec's patterns), else URI-encoded. */
function cookieText(value: string): string {
  return COOKIE_OCTETS.test(value) && !value.includes('%') ? value : encodeURIComponent(value);
}

function defaultDocument(): CookieDocument | undefined {
  return typeof document === 'undefined' ? undefined : document;
}

/**
 * The one place the library touches `document.cookie` (hooks/ only: logic/ has no DOM). Pass a
 * `{ cookie: '' }`-like object in tests; by default the page's document; null (or no document outside a
 * browser) is a jar that holds nothing and writes nothing.
 */
export function createCookieJar(doc: CookieDocument | null | undefined = defaultDocument()): CookieJar {
  const all = (): Record<string, string> => {
    try {
      return doc ? parseCookieHeader(doc.cookie) : {};
    } catch {
      return {};
    }
  };
  const write = (text: string): boolean => {
    if (!doc) return false;
    try {
      doc.cookie = text;
      return true;
    } catch {
      return false;
    }
  };
  return {
    all,
    get: (name) => all()[name],
    set(name, value, maxAgeMs) {
      const seconds = Math.max(0, Math.floor(maxAgeMs / 1000));
      if (!write(`${name}=${cookieText(value)}; Max-Age=${seconds}; Path=/; SameSite=Lax`)) return false;
      return all()[name] === value;
    },
    remove(name) {
      write(`${name}=; Max-Age=0; Path=/; SameSite=Lax`);
    },
  };
}

/** The page's cookie jar, made once. */
let pageJar: CookieJar | undefined;

/** The jar of the page's own document (shared, so every hook sees the same cookies). */
export function pageCookieJar(): CookieJar {
  pageJar ??= createCookieJar();
  return pageJar;
}
