import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COOKIE_ALLOWED_LIFETIME_MS, censusVisit, readCookieAllowed } from './cookies.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 24, 10, 0, 0);

describe('shopper spec, entities, states the allowed cookie (ss_cookieAllowed)', () => {
  it('reads true and false, and anything else as not answered', () => {
    expect(readCookieAllowed('true')).toBe(true);
    expect(readCookieAllowed('false')).toBe(false);
    for (const value of [undefined, null, '', 'TRUE', 'yes', '1', 'true;']) expect(readCookieAllowed(value)).toBeNull();
  });

  it('is kept 390 days (the library keeps it as long as the analytics cookie; the spec gives none)', () => {
    expect(COOKIE_ALLOWED_LIFETIME_MS).toBe(390 * DAY);
  });
});

describe('shopper spec, entities Cookies, constants and limits Cookie lifetimes: a page view in the census cookies', () => {
  it('starts a first visit with a new id when no cookie is kept, writing the three cookies with their lifetimes', () => {
    const visit = censusVisit({}, NOW, '4242');
    expect(visit.newVisit).toBe(true);
    expect(visit.record).toEqual({ id: '4242', firstVisit: NOW, previousVisit: NOW, latestVisit: NOW, visitCount: 1 });
    expect(visit.writes).toEqual([
      { name: 'ss_cvr', value: `4242|${NOW}|${NOW}|${NOW}|1`, maxAgeMs: 2 * 365 * DAY },
      { name: 'ss_cvt', value: String(NOW), maxAgeMs: 30 * 60 * 1000 },
      { name: 'ss_cid', value: '4242', maxAgeMs: 390 * DAY },
    ]);
  });

  it('keeps the visit while the session timestamp is younger than 30 minutes', () => {
    const first = NOW - 5 * DAY;
    const visit = censusVisit({ visitorRecord: `77|${first}|${first}|${first}|1`, sessionTimestamp: String(NOW - 29 * 60 * 1000), analytics: '77' }, NOW, '999');
    expect(visit.newVisit).toBe(false);
    expect(visit.record).toEqual({ id: '77', firstVisit: first, previousVisit: first, latestVisit: first, visitCount: 1 });
    expect(visit.writes[1]).toEqual({ name: 'ss_cvt', value: String(NOW), maxAgeMs: 30 * 60 * 1000 });
  });

  it('starts a new visit when the session timestamp lapsed (30 minutes) or is gone', () => {
    const first = NOW - 5 * DAY;
    const latest = NOW - DAY;
    const kept = `77|${first}|${first}|${latest}|3`;
    for (const sessionTimestamp of [String(NOW - 30 * 60 * 1000), undefined, 'not-a-time']) {
      const visit = censusVisit({ visitorRecord: kept, sessionTimestamp, analytics: '77' }, NOW, '999');
      expect(visit.newVisit).toBe(true);
      expect(visit.record).toEqual({ id: '77', firstVisit: first, previousVisit: latest, latestVisit: NOW, visitCount: 4 });
      expect(visit.writes[0]?.value).toBe(`77|${first}|${latest}|${NOW}|4`);
    }
  });

  it('ignores and replaces an invalid record, keeping a valid id', () => {
    for (const visitorRecord of ['garbage', '77|1|2|3', '77|1|2|3|0', '|1|2|3|4', `77|${'9'.repeat(30)}|1|1|1`]) {
      const visit = censusVisit({ visitorRecord, analytics: '55' }, NOW, '999');
      expect(visit.newVisit).toBe(true);
      expect(visit.record).toEqual({ id: '55', firstVisit: NOW, previousVisit: NOW, latestVisit: NOW, visitCount: 1 });
    }
    expect(censusVisit({ visitorRecord: 'garbage', analytics: '0' }, NOW, '999').record.id).toBe('999');
  });

  it('writes nothing when the clock gives no positive whole number of ms', () => {
    for (const now of [Number.NaN, -5, 0, 1.5, Number.POSITIVE_INFINITY]) expect(censusVisit({}, now, '123').writes).toEqual([]);
  });

  it('never throws and only writes values matching the spec patterns, whatever the cookies hold', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.option(fc.string()), fc.option(fc.string()), (visitorRecord, sessionTimestamp, analytics) => {
        const visit = censusVisit({ visitorRecord, sessionTimestamp, analytics }, NOW, '123');
        expect(visit.writes[0]?.value).toMatch(/^[A-Za-z0-9_-]+\|\d+\|\d+\|\d+\|\d+$/);
        expect(visit.writes[1]?.value).toMatch(/^[1-9]\d*$/);
        expect(visit.writes[2]?.value).toMatch(/^[1-9]\d*$/);
      }),
    );
  });
});
