/**
 * The page's flags (rendering spec, entities "Cookies/flags"): preview, override, frame-expanded and
 * disable-user-scripts, read from the page's cookies and its query string. The spec names the flags,
 * not their values: a flag is on when its cookie or query parameter is present with any value but
 * '', 'false', '0' or 'off' (a bare `?preview` is on).
 */

/** Each flag and the name its cookie and query parameter carry. */
export const PAGE_FLAG_NAMES = {
  preview: 'preview',
  override: 'override',
  frameExpanded: 'frame-expanded',
  disableUserScripts: 'disable-user-scripts',
} as const;

/** One of the page's flags. */
export type PageFlag = keyof typeof PAGE_FLAG_NAMES;

/** Every flag, on or off. */
export type PageFlags = Readonly<Record<PageFlag, boolean>>;

/** A page with no flag set. */
export const NO_PAGE_FLAGS: PageFlags = Object.freeze({ preview: false, override: false, frameExpanded: false, disableUserScripts: false });

const OFF_VALUES: ReadonlySet<string> = new Set(['false', '0', 'off']);

/** A cookie's value read as a flag: absent is off, '' and the off words too; any other value is on. */
function cookieFlag(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '' && !OFF_VALUES.has(value.trim().toLowerCase());
}

/** A query parameter read as a flag: absent is off, present bare or with a value other than the off words is on. */
function queryFlag(params: URLSearchParams, name: string): boolean {
  if (!params.has(name)) return false;
  const value = (params.get(name) ?? '').trim().toLowerCase();
  return !OFF_VALUES.has(value);
}

/**
 * The page's flags from its cookies (a name-to-value record, such as parseCookieHeader gives) and its
 * query string (`?preview&disable-user-scripts=1`, with or without the `?`). Never throws: anything
 * unreadable is off.
 */
export function readPageFlags(cookies: Readonly<Record<string, string | undefined>> | null | undefined, search = ''): PageFlags {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(typeof search === 'string' ? search : '');
  } catch {
    params = new URLSearchParams();
  }
  const read = (flag: PageFlag): boolean => {
    const name = PAGE_FLAG_NAMES[flag];
    let cookie: unknown;
    try {
      cookie = cookies !== null && typeof cookies === 'object' && Object.hasOwn(cookies, name) ? cookies[name] : undefined;
    } catch {
      cookie = undefined;
    }
    return cookieFlag(cookie) || queryFlag(params, name);
  };
  return { preview: read('preview'), override: read('override'), frameExpanded: read('frameExpanded'), disableUserScripts: read('disableUserScripts') };
}

/** Whether the site owner's own scripts (a form's post-submit scripts) may run: not while disable-user-scripts is on. */
export function userScriptsAllowed(flags: Pick<PageFlags, 'disableUserScripts'> | null | undefined): boolean {
  return flags?.disableUserScripts !== true;
}
