/**
 * What the browser knows about the page for an analytics event: its address, title, sizes, user agent
 * and cookies. Every read is guarded: outside a browser, or in one that refuses a read (a sandboxed
 * frame's cookies), the value is left empty rather than thrown.
 */
import { parseCookieHeader } from '../../../logic/visitor/cookies.ts';

/** The browser's side of an older analytics event. */
export interface BrowserPage {
  path: string;
  hash: string;
  url: string;
  title: string;
  userAgent: string;
  viewport: { width: number; height: number };
  screen: { width: number; height: number };
  /** The page the visitor came from ('' when none). */
  referrer: string;
  /** The browser's language ('' when unknown). */
  language: string;
}

function read<T>(get: () => T, fallback: T): T {
  try {
    return get();
  } catch {
    return fallback;
  }
}

/** The page as the browser sees it now. */
export function browserPage(): BrowserPage {
  const hasWindow = typeof window !== 'undefined';
  return {
    path: read(() => (hasWindow ? window.location.pathname : ''), ''),
    hash: read(() => (hasWindow ? window.location.hash : ''), ''),
    url: read(() => (hasWindow ? window.location.href : ''), ''),
    title: read(() => (typeof document === 'undefined' ? '' : document.title), ''),
    userAgent: read(() => (typeof navigator === 'undefined' ? '' : navigator.userAgent), ''),
    viewport: read(() => (hasWindow ? { width: window.innerWidth, height: window.innerHeight } : { width: 0, height: 0 }), { width: 0, height: 0 }),
    screen: read(() => (hasWindow ? { width: window.screen.width, height: window.screen.height } : { width: 0, height: 0 }), { width: 0, height: 0 }),
    referrer: read(() => (typeof document === 'undefined' ? '' : document.referrer), ''),
    language: read(() => (typeof navigator === 'undefined' ? '' : navigator.language), ''),
  };
}

/** The page's cookies by name; none when they cannot be read. */
export function browserCookies(): Record<string, string> {
  return read(() => (typeof document === 'undefined' ? {} : parseCookieHeader(document.cookie)), {});
}

/** Whether the page is hidden (a background tab), when the browser says so. */
export function pageHidden(): boolean {
  return read(() => typeof document !== 'undefined' && document.visibilityState === 'hidden', false);
}
