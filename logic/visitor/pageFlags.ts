/**
 * The page's flags (rendering spec, entities "Cookies/flags"): preview, override, frame-expanded and
 * disable-user-scripts, read from the page's cookies and its query string. The spec names the flags,
 * not their values: a flag is on when its cookie or query parameter is present with any value but
 * '', 'false', '0' or 'off' (a bare `?preview` is on).
 *
 * The spec names the four flags without saying what they do, except that test-variant overrides through
 * the query string work only on internal, staging or similar sites (roles and permissions). What each
 * flag does is therefore the product's choice, made here:
 * - preview: the site owner previewing the page. Analytics send nothing (trackingDecision's 'preview'
 *   reason: the owner's looks are no visits, as the spec already says of logged-in contributors), and
 *   the page says so with a "Preview" notice (PreviewNotice, the localized PAGE_FLAG_STRINGS).
 * - override: the query string may force a test's variant (`?test_variant_<test>=<variant>`), only while
 *   this flag is on AND the site is internal or staging (honouredTestVariants, isInternalHost): a visitor
 *   of a live store can never pick a variant, whatever they put in the address.
 * - frame-expanded: the page shown expanded inside the builder's frame. What would sit over the page being
 *   edited and answer for the visitor is not shown: the popup overlay and the cookie banner
 *   (overlaysAllowed); nothing is stored and no census event is sent for them.
 * - disable-user-scripts: the site owner's own scripts (a form's post-submit scripts) do not run (userScriptsAllowed).
 */
import { testVariantOverride } from './analytics.ts';

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

/**
 * The test-variant overrides the page honours (rendering and shopper spec, roles and permissions): those of
 * the query string (testVariantOverride) only while the override flag is on and the host is internal or
 * staging; none otherwise.
 */
export function honouredTestVariants(
  flags: Pick<PageFlags, 'override'> | null | undefined,
  query: string | URLSearchParams,
  host: string,
): Record<string, string> {
  if (flags?.override !== true) return {};
  if (typeof query !== 'string' && !(query instanceof URLSearchParams)) return {};
  return testVariantOverride(query, host);
}

/**
 * The variant of a test a page shows: the honoured override when it names one of the test's variants,
 * else the variant the visit was assigned when it is one, else the first (the control). Null for a
 * test with no variants.
 */
export function chosenTestVariant(test: string, variants: readonly string[], assigned: string | null | undefined, overrides: Readonly<Record<string, string>>): string | null {
  const list = Array.isArray(variants) ? variants.filter((variant): variant is string => typeof variant === 'string') : [];
  const override = overrides !== null && typeof overrides === 'object' && Object.hasOwn(overrides, test) ? overrides[test] : undefined;
  if (typeof override === 'string' && list.includes(override)) return override;
  if (typeof assigned === 'string' && list.includes(assigned)) return assigned;
  return list[0] ?? null;
}

/** Whether the page's overlays (popup overlay, cookie banner) may show: not while the page is expanded in the builder's frame. */
export function overlaysAllowed(flags: Pick<PageFlags, 'frameExpanded'> | null | undefined): boolean {
  return flags?.frameExpanded !== true;
}

/** The wording of the preview notice (the spec gives none: the library's). */
export const PAGE_FLAG_STRINGS = {
  /** Library string: the notice's title while the site owner previews the page. */
  pageFlagsPreviewTitle: 'Preview',
  /** Library string: what previewing means for the page. */
  pageFlagsPreviewText: 'You are previewing this page. Your visits are not counted in the site’s analytics.',
} as const;
