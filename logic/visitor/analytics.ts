/**
 * Analytics decisions and payloads (shopper spec, entities, states, roles, calls, error catalogue, constants and limits): when a page view and events are
 * sent, session recording eligibility, the older, newer and commerce event payloads, the uncaught-error
 * report queue and test-variant overrides. Sending happens in api/ and hooks/; time is passed in.
 */
import { PAGE_TYPE, ROLE, reverseLookup } from '../shared/enums.ts';

/** Analytics event numbers (shopper spec, calls). */
export const ANALYTICS_EVENT = { pageView: 1, siteSearch: 2, heartbeat: 10, audio: 20, video: 21 } as const;

/** Analytics event number → name. */
export const ANALYTICS_EVENT_NAME = reverseLookup(ANALYTICS_EVENT);

/** Events of the advertising pixel service (shopper spec, calls). */
export const AD_PIXEL_EVENTS = ['Lead', 'AddToCart', 'Search', 'ViewContent', 'Purchase', 'CompleteRegistration'] as const;

/** Events of the site-visitor event client (shopper spec, calls); the last five are named by the library. */
export const SITE_VISITOR_EVENTS = [
  'VisitPDP', 'VisitPLP', 'AddToCart', 'ViewCart', 'RemoveFromCart',
  'RelatedProductDisplay', 'RelatedProductClick', 'RelatedProductAdd', 'ReviewsTabClick', 'ReviewsAnchorClick',
] as const;

/** Gated-video visitor events (shopper spec, calls); names are the library's. */
export const GATED_VIDEO_EVENTS = {
  accessDeniedPageView: 'access_denied_page_view',
  accessDeniedCtaClick: 'access_denied_cta_click',
  videoListPageView: 'video_list_page_view',
  videoDetailPageView: 'video_detail_page_view',
  thirdPartyVideoClick: 'third_party_video_click',
} as const;

/**
 * The advertising-pixel event of a page form a visitor sent (shopper spec, calls names Lead and
 * CompleteRegistration, not what sends them; the library follows the pixel's own meanings): a form
 * whose submissions go to a mailing list signs the visitor up, CompleteRegistration; any other form
 * (contact, enquiry) makes them a Lead. A save in an editing context is the owner's: none.
 */
export function formPixelEvent(form: { storage?: unknown } | null | undefined, editing: boolean): 'Lead' | 'CompleteRegistration' | null {
  if (editing === true) return null;
  const storage: unknown = form !== null && typeof form === 'object' ? form.storage : undefined;
  const toList = storage !== null && typeof storage === 'object' && (storage as { kind?: unknown }).kind === 'mailingList';
  return toList ? 'CompleteRegistration' : 'Lead';
}

/** A site-visitor event's name (shopper spec, calls). */
export type SiteVisitorEventName = (typeof SITE_VISITOR_EVENTS)[number];

/** An advertising-pixel event's name (shopper spec, calls). */
export type AdPixelEventName = (typeof AD_PIXEL_EVENTS)[number];

/** A gated-video event, by its key in {@link GATED_VIDEO_EVENTS}. */
export type GatedVideoEventKey = keyof typeof GATED_VIDEO_EVENTS;

/**
 * How often a tracked page sends a heartbeat (event 10), in ms. The spec gives the event number but no
 * interval (shopper spec, calls, constants and limits): 30 s is the library's choice, short enough to measure time on a page.
 */
export const ANALYTICS_HEARTBEAT_INTERVAL_MS = 30_000;

/** Why analytics are sent or not. */
export type TrackingReason = 'tracked' | 'census-disabled' | 'page-type' | 'logged-in-user' | 'preview' | 'search-page';

/** Whether the page view and the events of a page are sent. */
export interface TrackingDecision {
  pageView: boolean;
  events: boolean;
  reason: TrackingReason;
}

const UNTRACKED_PAGE_TYPES: ReadonlySet<number> = new Set([PAGE_TYPE.notFound, PAGE_TYPE.lockScreen, PAGE_TYPE.memberAreaAccessDenied]);

/** Whether a path is in the configuration area (it contains /config). */
export function isConfigPath(path: string): boolean {
  return typeof path === 'string' && path.includes('/config');
}

function isSearchPath(path: string): boolean {
  return path === '/search' || path.startsWith('/search/') || path.startsWith('/search?');
}

/**
 * A logged-in user counts as a visitor only with no role other than viewer, outside /config; a user
 * holding no role at all also counts as a visitor.
 */
function isTrackedUser(user: { roles: readonly number[] } | null, path: string): boolean {
  if (user === null) return true;
  const roles = Array.isArray(user.roles) ? user.roles : [];
  if (roles.length === 0) return true;
  return roles.every((role) => role === ROLE.viewer) && !isConfigPath(path);
}

/**
 * Analytics suppression (shopper spec, states): nothing is sent when census is disabled, on not found, lock
 * screen and member-area access denied pages, or for a logged-in user with a role other than viewer-only;
 * the search page (the /search path or page type 102) drops only the page view. Nothing is sent either
 * while the page's preview flag is on (rendering spec, entities "Cookies/flags"; the spec names the flag,
 * not its effect): the site owner previewing is no visit, as the spec says of a logged-in contributor.
 */
export function trackingDecision(input: {
  user: { roles: readonly number[] } | null;
  pageType: number;
  censusEnabled: boolean;
  path: string;
  /** The page's preview flag (logic/visitor/pageFlags.ts). @default false */
  preview?: boolean;
}): TrackingDecision {
  const path = typeof input.path === 'string' ? input.path : '';
  if (!input.censusEnabled) return { pageView: false, events: false, reason: 'census-disabled' };
  if (UNTRACKED_PAGE_TYPES.has(input.pageType)) return { pageView: false, events: false, reason: 'page-type' };
  if (!isTrackedUser(input.user, path)) return { pageView: false, events: false, reason: 'logged-in-user' };
  if (input.preview === true) return { pageView: false, events: false, reason: 'preview' };
  if (isSearchPath(path) || input.pageType === PAGE_TYPE.search) return { pageView: false, events: true, reason: 'search-page' };
  return { pageView: true, events: true, reason: 'tracked' };
}

/** Session recording needs a US or JP site, an America/… or Asia/Tokyo zone, the toggle, variant 'true' and more than 2 cores (shopper spec, states). */
export function isSessionRecordingEligible(input: {
  country: string;
  timeZone: string;
  toggle: boolean;
  variant: string;
  cpuCores: number;
}): boolean {
  const { country, timeZone, toggle, variant, cpuCores } = input;
  if (country !== 'US' && country !== 'JP') return false;
  if (typeof timeZone !== 'string' || !(timeZone.startsWith('America') || timeZone === 'Asia/Tokyo')) return false;
  return toggle === true && variant === 'true' && typeof cpuCores === 'number' && cpuCores > 2;
}

/** Query-string parameters starting with this prefix override a test's variant: `?test_variant_checkout=b`. */
export const TEST_VARIANT_PARAM_PREFIX = 'test_variant_';

/**
 * What makes a site "internal, staging or similar" (shopper spec, roles), the only sites where a visitor may
 * force a test variant from the query string:
 * - the machine itself: `localhost`, `*.localhost`, a loopback address (127.x.x.x, ::1);
 * - a top-level domain that never resolves publicly: `.test`, `.localhost`, `.internal`, `.local`;
 * - an environment label LEFT of the registrable domain (taken as the last two labels): a label that is
 *   exactly internal, staging, stage, qa, dev or test, optionally numbered (`staging2`, `qa-3`).
 * The registrable domain itself never counts, nor does a label that merely contains such a word: those
 * are the names customers choose (`stage-lighting.com`, `test-prep.org`, a site `test-prep` on the
 * builder's own domain), and any visitor could otherwise force test variants on those live stores.
 */
const INTERNAL_HOST_LABEL = /^(?:internal|staging|stage|qa|dev|test)(?:-?\d+)?$/;
const INTERNAL_TOP_LEVEL_DOMAINS = ['test', 'localhost', 'internal', 'local'] as const;

/** Whether a host is internal or staging, by the rule above; anything that is not a string is not. */
export function isInternalHost(host: string): boolean {
  if (typeof host !== 'string') return false;
  const lower = host.trim().toLowerCase();
  const bracketed = /^\[(.*)\](?::\d+)?$/.exec(lower);
  const hostname = (bracketed ? (bracketed[1] ?? '') : lower.replace(/:\d+$/, '')).replace(/\.$/, '');
  if (hostname === '::1' || /^127(?:\.\d{1,3}){3}$/.test(hostname)) return true;
  const labels = hostname.split('.');
  const topLevel = labels.at(-1) ?? '';
  if (labels.length > 1 && (INTERNAL_TOP_LEVEL_DOMAINS as readonly string[]).includes(topLevel)) return true;
  if (hostname === 'localhost') return true;
  return labels.slice(0, -2).some((label) => INTERNAL_HOST_LABEL.test(label));
}

/** A query-string part decoded (`+` is a space); one with a malformed escape stays as written. */
function decodeQueryPart(part: string): string {
  const spaced = part.replaceAll('+', ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/**
 * The name/value pairs of a query string, read by splitting on `&` and the first `=`: linear on any
 * input (Node's URLSearchParams was measured quadratic on a long query of many short pairs).
 */
function queryPairs(query: string): Array<[string, string]> {
  const text = query.startsWith('?') ? query.slice(1) : query;
  const pairs: Array<[string, string]> = [];
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    pairs.push(equals === -1 ? [pair, ''] : [pair.slice(0, equals), pair.slice(equals + 1)]);
  }
  return pairs;
}

/** Test-variant overrides from the query string (test → variant), honoured only on internal or staging hosts (shopper spec, roles). */
export function testVariantOverride(query: string | URLSearchParams, host: string): Record<string, string> {
  if (!isInternalHost(host)) return {};
  const pairs = typeof query === 'string' ? queryPairs(query) : [...query];
  const entries: Array<[string, string]> = [];
  for (const [rawName, rawValue] of pairs) {
    // Names are matched as written (an override is never percent-encoded), so only those few are decoded.
    if (typeof query === 'string' && !rawName.startsWith(TEST_VARIANT_PARAM_PREFIX)) continue;
    const name = typeof query === 'string' ? decodeQueryPart(rawName) : rawName;
    const value = typeof query === 'string' ? decodeQueryPart(rawValue) : rawValue;
    const test = name.startsWith(TEST_VARIANT_PARAM_PREFIX) ? name.slice(TEST_VARIANT_PARAM_PREFIX.length) : '';
    if (test !== '' && value !== '') entries.push([test, value]);
  }
  return Object.fromEntries(entries);
}
