/**
 * Cookies and the census (shopper spec, entities, states, validation rules, constants and limits): the visitor record, cookie lifetimes and value
 * checks, the user-info cookie, when census cookies are cleared, and gated-video events. Reading and
 * writing the browser's cookies happens in hooks/; everything here takes the values in.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Cookie names the spec gives (shopper spec, entities). */
export const COOKIE_NAMES = {
  /** Session and visitor identifier, also the CSRF value. */
  crumb: 'crumb',
  /** Census visitor. */
  censusVisitor: 'ss_cvr',
  censusId: 'ss_cid',
  censusPreviousVisit: 'ss_cpvisit',
  censusVisit: 'ss_cvisit',
  censusVisitTime: 'ss_cvt',
  /** The visitor's answer to the cookie banner. */
  cookieAllowed: 'ss_cookieAllowed',
} as const;

/** The census cookies (shopper spec, entities). */
export const CENSUS_COOKIES = ['ss_cvr', 'ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvt'] as const;

/** Local-storage keys of popup overlays (shopper spec, entities, rendering spec, entities). */
export const POPUP_OVERLAY_STORAGE_KEYS = ['date-closed', 'version', 'submitted'] as const;

/** How long each cookie is kept, in milliseconds (shopper spec, entities, constants and limits). */
export const COOKIE_LIFETIMES = {
  /** The visitor record: 2 years. */
  visitorRecord: 2 * 365 * DAY_MS,
  /** The session timestamp: 30 minutes. */
  session: 30 * MINUTE_MS,
  /** The analytics cookie: 390 days. */
  analytics: 390 * DAY_MS,
} as const;

/** A visit starts a new session after this much inactivity, in ms (the session cookie's lifetime). */
export const CENSUS_SESSION_TIMEOUT_MS = COOKIE_LIFETIMES.session;

/** The visitor record `id|first|previous|latest|count`, times in ms. */
export interface VisitorRecord {
  id: string;
  firstVisit: number;
  previousVisit: number;
  latestVisit: number;
  visitCount: number;
}

/** The pipe-separated pattern of a visitor record (shopper spec, validation rules). */
export const VISITOR_RECORD_PATTERN = /^[A-Za-z0-9_-]+\|\d+\|\d+\|\d+\|\d+$/;

/** The positive-integer pattern of a cookie value (shopper spec, validation rules). */
export const COOKIE_POSITIVE_INTEGER_PATTERN = /^[1-9]\d*$/;

/** Whether a cookie value matches the pipe-separated pattern or the positive-integer pattern (shopper spec, validation rules). */
export function isValidCookieValue(value: string): boolean {
  return typeof value === 'string' && (VISITOR_RECORD_PATTERN.test(value) || COOKIE_POSITIVE_INTEGER_PATTERN.test(value));
}

/** Reads a visitor record; null when the value is malformed (wrong shape, unsafe numbers, a count below 1). */
export function parseVisitorRecord(value: string | null | undefined): VisitorRecord | null {
  if (typeof value !== 'string' || !VISITOR_RECORD_PATTERN.test(value)) return null;
  const [id = '', ...rest] = value.split('|');
  const numbers = rest.map(Number);
  if (!numbers.every(Number.isSafeInteger)) return null;
  const [firstVisit = 0, previousVisit = 0, latestVisit = 0, visitCount = 0] = numbers;
  if (visitCount < 1) return null;
  return { id, firstVisit, previousVisit, latestVisit, visitCount };
}

/** Writes a visitor record as `id|first|previous|latest|count`. */
export function formatVisitorRecord(record: VisitorRecord): string {
  return [record.id, record.firstVisit, record.previousVisit, record.latestVisit, record.visitCount].join('|');
}

/** The record of a first visit at `now`. */
export function newVisitorRecord(id: string, now: number): VisitorRecord {
  return { id, firstVisit: now, previousVisit: now, latestVisit: now, visitCount: 1 };
}

/**
 * The record after a page view at `now`: after 30 minutes of inactivity (since `lastActivity`, by default
 * the latest visit) a new visit starts, the count goes up and latest shifts to previous; otherwise unchanged.
 */
export function nextVisit(record: VisitorRecord, now: number, lastActivity: number = record.latestVisit): VisitorRecord {
  if (now - lastActivity < CENSUS_SESSION_TIMEOUT_MS) return record;
  return { ...record, previousVisit: record.latestVisit, latestVisit: now, visitCount: record.visitCount + 1 };
}

/** What the user-info cookie says about the visitor (shopper spec, roles). */
export interface UserInfo {
  authenticated: boolean;
  siteUserId: string | null;
}

function decodeCookiePart(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Reads the user-info cookie (JSON, possibly URI-encoded); an absent or unreadable cookie is a signed-out visitor. */
export function parseUserInfoCookie(value: string | null | undefined): UserInfo {
  const signedOut: UserInfo = { authenticated: false, siteUserId: null };
  if (typeof value !== 'string' || value === '') return signedOut;
  const parsed = parseJson(value) ?? parseJson(decodeCookiePart(value));
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return signedOut;
  const { authenticated, siteUserId } = parsed as Record<string, unknown>;
  const id = typeof siteUserId === 'string' || typeof siteUserId === 'number' ? String(siteUserId) : '';
  return { authenticated: authenticated === true, siteUserId: id === '' ? null : id };
}

/** The site's cookie policy as the census sees it. */
export interface CookiePolicy {
  restrictive: boolean;
  absolute: boolean;
  bannerEnabled: boolean;
  /** The ss_cookieAllowed value: absent, or true/false (as a boolean or the cookie's text). */
  cookieAllowed?: boolean | string | null;
}

/**
 * Census cookies are cleared always in cloneable sites; otherwise when the policy is restrictive and
 * absolute, or the banner is off, or the allowed cookie is absent or false (shopper spec, states).
 */
export function shouldClearCensusCookies(input: { cloneable: boolean; policy: CookiePolicy }): boolean {
  if (input.cloneable) return true;
  const { restrictive, absolute, bannerEnabled, cookieAllowed } = input.policy;
  const allowed = cookieAllowed === true || cookieAllowed === 'true';
  return restrictive && (absolute || !bannerEnabled || !allowed);
}

/** Visitor events of gated video collections are sent only with a census cookie present (shopper spec, states). */
export function canSendGatedVideoEvent(cookies: Readonly<Record<string, string | undefined>>): boolean {
  return CENSUS_COOKIES.some((name) => Object.hasOwn(cookies, name) && typeof cookies[name] === 'string' && cookies[name] !== '');
}

/** Splits a `Cookie` header (`a=1; b=2`) into name → value; the first of a repeated name wins. */
export function parseCookieHeader(header: string): Record<string, string> {
  const entries: Array<[string, string]> = [];
  const seen = new Set<string>();
  for (const part of typeof header === 'string' ? header.split(';') : []) {
    const equals = part.indexOf('=');
    if (equals <= 0) continue;
    const name = part.slice(0, equals).trim();
    if (name === '' || seen.has(name)) continue;
    seen.add(name);
    entries.push([name, decodeCookiePart(part.slice(equals + 1).trim())]);
  }
  return Object.fromEntries(entries);
}

/** The values the cookie banner writes to ss_cookieAllowed (shopper spec, states: the allowed cookie is "absent or false" or true). */
export const COOKIE_ALLOWED_VALUES = { accepted: 'true', declined: 'false' } as const;

/**
 * How long the visitor's banner answer is kept, in ms. The spec gives no lifetime for ss_cookieAllowed;
 * the library keeps it as long as the analytics cookie (390 days), so the banner is asked again no more
 * often than the census would forget the visitor.
 */
export const COOKIE_ALLOWED_LIFETIME_MS = COOKIE_LIFETIMES.analytics;

/** The visitor's answer in ss_cookieAllowed: true, false, or null when absent or unreadable (asked again). */
export function readCookieAllowed(value: string | null | undefined): boolean | null {
  if (value === COOKIE_ALLOWED_VALUES.accepted) return true;
  if (value === COOKIE_ALLOWED_VALUES.declined) return false;
  return null;
}

/**
 * Which census cookie holds which value the spec keeps (shopper spec, entities): the visitor record (2 years), the
 * session timestamp (30 minutes) and the analytics cookie (390 days). The spec names the values and the
 * census cookies but not which holds which; the library's choice: the record in ss_cvr (the census visitor),
 * the session timestamp in ss_cvt (the census visit time), the visitor id in ss_cid (the census id).
 */
export const CENSUS_COOKIE_ROLES = {
  visitorRecord: COOKIE_NAMES.censusVisitor,
  sessionTimestamp: COOKIE_NAMES.censusVisitTime,
  analytics: COOKIE_NAMES.censusId,
} as const;

/** One cookie to write: its name, value and lifetime in ms. */
export interface CookieWrite {
  name: string;
  value: string;
  maxAgeMs: number;
}

/** What a page view does to the census cookies: the record it leaves, whether a visit started, and the writes. */
export interface CensusVisit {
  record: VisitorRecord;
  /** True on a first visit and whenever the session timestamp had lapsed (30 minutes without a page view). */
  newVisit: boolean;
  writes: CookieWrite[];
}

/**
 * The census cookies after a page view at `now` (shopper spec, entities, validation rules, constants and limits). An invalid record, session timestamp
 * or id (not matching the spec's patterns) is ignored and replaced; `newId` (a positive-integer text) is used
 * only when no valid id is kept. A new visit starts when the session timestamp is absent or 30 minutes old.
 * A time that is not a positive whole number of ms (a broken clock) writes nothing: no value it could give
 * would match the spec's patterns.
 */
export function censusVisit(
  cookies: { visitorRecord?: string | null; sessionTimestamp?: string | null; analytics?: string | null },
  now: number,
  newId: string,
): CensusVisit {
  const kept = parseVisitorRecord(cookies.visitorRecord);
  if (!Number.isSafeInteger(now) || now <= 0) {
    return { record: kept ?? newVisitorRecord(newId, 0), newVisit: false, writes: [] };
  }
  const sessionText = cookies.sessionTimestamp;
  const session = typeof sessionText === 'string' && COOKIE_POSITIVE_INTEGER_PATTERN.test(sessionText) ? Number(sessionText) : null;
  const keptId = typeof cookies.analytics === 'string' && COOKIE_POSITIVE_INTEGER_PATTERN.test(cookies.analytics) ? cookies.analytics : null;
  let record: VisitorRecord;
  let newVisit: boolean;
  if (!kept) {
    record = newVisitorRecord(keptId ?? newId, now);
    newVisit = true;
  } else {
    // Without a readable session timestamp the session is over: the cookie lives only 30 minutes.
    const lastActivity = session !== null && Number.isSafeInteger(session) && session <= now ? session : now - CENSUS_SESSION_TIMEOUT_MS;
    record = nextVisit(kept, now, lastActivity);
    newVisit = record !== kept;
  }
  const id = COOKIE_POSITIVE_INTEGER_PATTERN.test(record.id) ? record.id : (keptId ?? newId);
  return {
    record,
    newVisit,
    writes: [
      { name: CENSUS_COOKIE_ROLES.visitorRecord, value: formatVisitorRecord(record), maxAgeMs: COOKIE_LIFETIMES.visitorRecord },
      { name: CENSUS_COOKIE_ROLES.sessionTimestamp, value: String(now), maxAgeMs: COOKIE_LIFETIMES.session },
      { name: CENSUS_COOKIE_ROLES.analytics, value: id, maxAgeMs: COOKIE_LIFETIMES.analytics },
    ],
  };
}
