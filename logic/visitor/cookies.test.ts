import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CENSUS_COOKIES,
  COOKIE_LIFETIMES,
  COOKIE_NAMES,
  POPUP_OVERLAY_STORAGE_KEYS,
  canSendGatedVideoEvent,
  formatVisitorRecord,
  isValidCookieValue,
  newVisitorRecord,
  nextVisit,
  parseCookieHeader,
  parseUserInfoCookie,
  parseVisitorRecord,
  shouldClearCensusCookies,
  type VisitorRecord,
} from './cookies.ts';

const MIN = 60_000;
const DAY = 24 * 60 * MIN;

describe('shopper spec, entities Cookies: names and lifetimes (constants and limits)', () => {
  it('names the cookies and overlay storage keys of the spec', () => {
    expect(COOKIE_NAMES).toMatchObject({ crumb: 'crumb', censusVisitor: 'ss_cvr', cookieAllowed: 'ss_cookieAllowed' });
    expect([...CENSUS_COOKIES]).toEqual(['ss_cvr', 'ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvt']);
    expect([...POPUP_OVERLAY_STORAGE_KEYS]).toEqual(['date-closed', 'version', 'submitted']);
  });

  it('keeps the visitor record 2 years, the session 30 minutes and analytics 390 days, in ms', () => {
    expect(COOKIE_LIFETIMES.visitorRecord).toBe(730 * DAY);
    expect(COOKIE_LIFETIMES.session).toBe(30 * MIN);
    expect(COOKIE_LIFETIMES.session).toBe(1_800_000);
    expect(COOKIE_LIFETIMES.analytics).toBe(390 * DAY);
  });
});

describe('shopper spec, entities Cookies: the visitor record', () => {
  const record: VisitorRecord = { id: 'abc-123', firstVisit: 1000, previousVisit: 2000, latestVisit: 3000, visitCount: 4 };

  it('parses id|first|previous|latest|count with times in ms', () => {
    expect(parseVisitorRecord('abc-123|1000|2000|3000|4')).toEqual(record);
  });

  it('formats it back', () => {
    expect(formatVisitorRecord(record)).toBe('abc-123|1000|2000|3000|4');
  });

  it('is null for a malformed value', () => {
    for (const bad of ['', 'abc|1|2|3', 'abc|1|2|3|4|5', 'abc|1|2|x|4', '|1|2|3|4', 'a b|1|2|3|4', 'abc|1|2|3|0',
      'abc|-1|2|3|4', 'abc|1|2|3|99999999999999999999', null, undefined]) {
      expect(parseVisitorRecord(bad), String(bad)).toBeNull();
    }
  });

  it('round-trips any valid record and never throws on any text (property)', () => {
    const time = fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER });
    const arbitraryRecord = fc.record({
      id: fc.stringMatching(/^[A-Za-z0-9_-]{1,36}$/),
      firstVisit: time,
      previousVisit: time,
      latestVisit: time,
      visitCount: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
    });
    fc.assert(fc.property(arbitraryRecord, (r) => {
      const text = formatVisitorRecord(r);
      expect(isValidCookieValue(text)).toBe(true);
      expect(parseVisitorRecord(text)).toEqual(r);
    }));
    fc.assert(fc.property(fc.string(), (text) => {
      const parsed = parseVisitorRecord(text);
      if (parsed !== null) {
        expect(formatVisitorRecord(parsed).split('|')).toHaveLength(5);
        expect(parsed.visitCount).toBeGreaterThanOrEqual(1);
        expect(isValidCookieValue(text)).toBe(true);
      }
    }));
  });
});

describe('shopper spec, entities Cookies: visits and sessions', () => {
  const start = newVisitorRecord('v1', 10_000_000);

  it('a first visit has every time at now and a count of 1', () => {
    expect(start).toEqual({ id: 'v1', firstVisit: 10_000_000, previousVisit: 10_000_000, latestVisit: 10_000_000, visitCount: 1 });
  });

  it('within 30 minutes of inactivity the record is unchanged', () => {
    expect(nextVisit(start, start.latestVisit + 30 * MIN - 1)).toBe(start);
  });

  it('after 30 minutes a new visit shifts latest to previous and counts one more', () => {
    const later = start.latestVisit + 30 * MIN;
    expect(nextVisit(start, later)).toEqual({ id: 'v1', firstVisit: 10_000_000, previousVisit: 10_000_000, latestVisit: later, visitCount: 2 });
    const third = nextVisit(nextVisit(start, later), later + DAY);
    expect(third).toMatchObject({ previousVisit: later, latestVisit: later + DAY, visitCount: 3, firstVisit: 10_000_000 });
  });

  it('measures inactivity from the last activity when given', () => {
    const lastActivity = start.latestVisit + 50 * MIN;
    expect(nextVisit(start, lastActivity + 10 * MIN, lastActivity)).toBe(start);
    expect(nextVisit(start, lastActivity + 30 * MIN, lastActivity).visitCount).toBe(2);
  });
});

describe('shopper spec, validation rules Cookie values', () => {
  it('match the pipe-separated pattern or a positive integer', () => {
    expect(isValidCookieValue('abc|1|2|3|4')).toBe(true);
    expect(isValidCookieValue('1')).toBe(true);
    expect(isValidCookieValue('1700000000000')).toBe(true);
    expect(isValidCookieValue('0')).toBe(false);
    expect(isValidCookieValue('-1')).toBe(false);
    expect(isValidCookieValue('01')).toBe(false);
    expect(isValidCookieValue('1.5')).toBe(false);
    expect(isValidCookieValue('abc|1|2|3')).toBe(false);
    expect(isValidCookieValue('')).toBe(false);
    expect(isValidCookieValue('<script>')).toBe(false);
  });
});

describe('shopper spec, roles Visitors: the user-info cookie', () => {
  it('reads authenticated and siteUserId, plain or URI-encoded', () => {
    expect(parseUserInfoCookie('{"authenticated":true,"siteUserId":"u1"}')).toEqual({ authenticated: true, siteUserId: 'u1' });
    expect(parseUserInfoCookie(encodeURIComponent('{"authenticated":true,"siteUserId":42}'))).toEqual({ authenticated: true, siteUserId: '42' });
  });

  it('is a signed-out visitor when absent, unreadable or not exactly authenticated', () => {
    const out = { authenticated: false, siteUserId: null };
    expect(parseUserInfoCookie(undefined)).toEqual(out);
    expect(parseUserInfoCookie('')).toEqual(out);
    expect(parseUserInfoCookie('%E0%A4%A')).toEqual(out);
    expect(parseUserInfoCookie('[true]')).toEqual(out);
    expect(parseUserInfoCookie('{"authenticated":"yes","siteUserId":""}')).toEqual(out);
  });

  it('never throws and keeps its shape on any text (property)', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
      const info = parseUserInfoCookie(text);
      expect(typeof info.authenticated).toBe('boolean');
      expect(info.siteUserId === null || (typeof info.siteUserId === 'string' && info.siteUserId !== '')).toBe(true);
    }));
  });
});

describe('shopper spec, states Census cookies: when they are cleared', () => {
  const policy = { restrictive: true, absolute: false, bannerEnabled: true, cookieAllowed: true };

  it('always in cloneable sites', () => {
    expect(shouldClearCensusCookies({ cloneable: true, policy: { ...policy, restrictive: false } })).toBe(true);
  });

  it('never when the policy is not restrictive', () => {
    expect(shouldClearCensusCookies({ cloneable: false, policy: { ...policy, restrictive: false, absolute: true, bannerEnabled: false, cookieAllowed: false } })).toBe(false);
  });

  it('when restrictive and absolute, or the banner is off, or the allowed cookie is absent or false', () => {
    expect(shouldClearCensusCookies({ cloneable: false, policy })).toBe(false);
    expect(shouldClearCensusCookies({ cloneable: false, policy: { ...policy, cookieAllowed: 'true' } })).toBe(false);
    expect(shouldClearCensusCookies({ cloneable: false, policy: { ...policy, absolute: true } })).toBe(true);
    expect(shouldClearCensusCookies({ cloneable: false, policy: { ...policy, bannerEnabled: false } })).toBe(true);
    expect(shouldClearCensusCookies({ cloneable: false, policy: { ...policy, cookieAllowed: false } })).toBe(true);
    expect(shouldClearCensusCookies({ cloneable: false, policy: { ...policy, cookieAllowed: 'false' } })).toBe(true);
    expect(shouldClearCensusCookies({ cloneable: false, policy: { ...policy, cookieAllowed: null } })).toBe(true);
    const { cookieAllowed: _absent, ...withoutCookie } = policy;
    expect(shouldClearCensusCookies({ cloneable: false, policy: withoutCookie })).toBe(true);
  });
});

describe('shopper spec, states Gated video events', () => {
  it('are sent only with a census cookie present', () => {
    expect(canSendGatedVideoEvent({})).toBe(false);
    expect(canSendGatedVideoEvent({ crumb: 'x', ss_cookieAllowed: 'true' })).toBe(false);
    expect(canSendGatedVideoEvent({ ss_cvr: '' })).toBe(false);
    for (const name of CENSUS_COOKIES) expect(canSendGatedVideoEvent({ [name]: 'v' }), name).toBe(true);
  });
});

describe('shopper spec, entities Cookies: reading a Cookie header', () => {
  it('splits names and values, decodes values, and keeps the first of a repeated name', () => {
    expect(parseCookieHeader('crumb=abc; ss_cvr=v1%7C1%7C2%7C3%7C4; crumb=zzz; broken; =x')).toEqual({ crumb: 'abc', ss_cvr: 'v1|1|2|3|4' });
    expect(parseCookieHeader('bad=%E0%A4%A')).toEqual({ bad: '%E0%A4%A' });
    expect(parseCookieHeader('')).toEqual({});
  });

  it('never throws and answers string values for names without separators (property)', () => {
    fc.assert(fc.property(fc.string(), (header) => {
      for (const [name, value] of Object.entries(parseCookieHeader(header))) {
        expect(name).toBe(name.trim());
        expect(name).not.toContain(';');
        expect(typeof value).toBe('string');
      }
    }));
  });
});
