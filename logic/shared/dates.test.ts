import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CALENDAR_TEMPLATE_URL,
  DEFAULT_TIME_ZONE,
  INVALID_DATE,
  LESS_THAN_A_MINUTE_AGO,
  calendarDate,
  calendarLink,
  formatDate,
  isSameDay,
  isValidTimeZone,
  relativeTime,
  relativeTimeParts,
  resolveTimeZone,
  toEpochMs,
  zonedDateParts,
} from './dates.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 2024-01-01 05:00:00 UTC: midnight, Monday 1 January 2024 in New York (EST). */
const NEW_YEAR = Date.UTC(2024, 0, 1, 5, 0, 0);
/** 2024-07-04 16:30:05 UTC: 12:30:05 EDT, Thursday 4 July 2024, day 186. */
const JULY_FOURTH = Date.UTC(2024, 6, 4, 16, 30, 5);

describe('rendering spec, constants and limits Default time zone America/New_York', () => {
  it('is the default zone of formatDate and isSameDay', () => {
    expect(DEFAULT_TIME_ZONE).toBe('America/New_York');
    expect(formatDate(NEW_YEAR, '%Y-%m-%d %H:%M')).toBe('2024-01-01 00:00');
    expect(formatDate(NEW_YEAR, '%Y-%m-%d %H:%M', 'UTC')).toBe('2024-01-01 05:00');
  });

  it('resolves known zones to their canonical name and anything else to the default', () => {
    expect(resolveTimeZone('europe/paris')).toBe('Europe/Paris');
    expect(resolveTimeZone(' Asia/Tokyo ')).toBe('Asia/Tokyo');
    expect(resolveTimeZone('Mars/Olympus_Mons')).toBe(DEFAULT_TIME_ZONE);
    expect(resolveTimeZone('')).toBe(DEFAULT_TIME_ZONE);
    expect(resolveTimeZone(null)).toBe(DEFAULT_TIME_ZONE);
    expect(resolveTimeZone(undefined)).toBe(DEFAULT_TIME_ZONE);
    expect(isValidTimeZone('America/Chicago')).toBe(true);
    expect(isValidTimeZone('Nowhere/Special')).toBe(false);
  });

  it('keeps resolving every spelling right past the number of zones it keeps (names in any case are unbounded)', () => {
    // 300 spellings of Europe/Paris (more than the 256 zones kept), then other zones: each still resolves, and dates still format.
    const spellings = Array.from({ length: 300 }, (_, i) => {
      let letter = 0;
      return [...'europe/paris'].map((char) => (char === '/' ? char : ((i >> letter++) & 1) === 1 ? char.toUpperCase() : char)).join('');
    });
    expect(new Set(spellings).size).toBe(300);
    const resolved = new Set(spellings.map((spelling) => resolveTimeZone(spelling)));
    expect([...resolved]).toEqual(['Europe/Paris']);
    expect(resolveTimeZone('asia/tokyo')).toBe('Asia/Tokyo');
    expect(formatDate(NEW_YEAR, '%H:%M', 'UTC')).toBe('05:00');
  });

  it('an unknown zone formats in New York rather than failing', () => {
    expect(formatDate(NEW_YEAR, '%H:%M %Z', 'Not/AZone')).toBe('00:00 EST');
  });
});

describe('rendering spec, error catalogue date formatter: strftime patterns in the site zone', () => {
  it('formats the date and time directives', () => {
    expect(formatDate(JULY_FOURTH, '%A %a %B %b %h')).toBe('Thursday Thu July Jul Jul');
    expect(formatDate(JULY_FOURTH, '%Y %y %C %m %d %e %j')).toBe('2024 24 20 07 04  4 186');
    expect(formatDate(JULY_FOURTH, '%H %I %k %l %M %S %p %P')).toBe('12 12 12 12 30 05 PM pm');
    expect(formatDate(NEW_YEAR, '%H %I %k %l %p')).toBe('00 12  0 12 AM');
    expect(formatDate(JULY_FOURTH, '%u %w %Z %z')).toBe('4 4 EDT -04:00');
    expect(formatDate(NEW_YEAR, '%Z %z')).toBe('EST -05:00');
    expect(formatDate(JULY_FOURTH + 250, '%N %q')).toBe('250000000 3');
    expect(formatDate(JULY_FOURTH + 999, '%s')).toBe('1720110605');
  });

  it('expands the composite directives', () => {
    // The incumbent template engine's composites, checked against it in logic/template/formatters/dates.differential.test.ts.
    expect(formatDate(JULY_FOURTH, '%D | %F | %T | %R | %r')).toBe('07/04/24 | 2024-07-04 | 12:30:05 | 12:30 | 12:30:05 PM');
    expect(formatDate(NEW_YEAR + 9 * HOUR, '%r')).toBe('9:00:00 AM');
    expect(formatDate(JULY_FOURTH, '%c')).toBe('Thu, Jul 4, 2024 12:30:05 PM EDT');
    expect(formatDate(JULY_FOURTH, '%x %X')).toBe('07/04/2024 12:30:05 PM');
    expect(formatDate(JULY_FOURTH, '%v')).toBe(' 4-Jul-2024');
  });

  it('the - flag drops zero and space padding, also inside composites', () => {
    expect(formatDate(JULY_FOURTH, '%-m/%-d/%Y %-I:%M %p')).toBe('7/4/2024 12:30 PM');
    expect(formatDate(NEW_YEAR, '%-H:%-M %-j %-e')).toBe('0:0 1 1');
    expect(formatDate(JULY_FOURTH, '%-D')).toBe('7/4/24');
  });

  it('keeps literals, %% and unknown directives as written', () => {
    expect(formatDate(JULY_FOURTH, 'Posted on %B %-d, %Y')).toBe('Posted on July 4, 2024');
    expect(formatDate(JULY_FOURTH, '100%% %D %%D %Q%')).toBe('100% 07/04/24 %D %Q%');
    expect(formatDate(JULY_FOURTH, 'a%nb%tc')).toBe('a\nb\tc');
    expect(formatDate(JULY_FOURTH, '')).toBe('');
  });

  it('week numbers: %U and %W the en week (Sunday first, week 1 holds 1 January), %V %G %g the ISO week', () => {
    // As the incumbent prints them: both %U and %W count en weeks, and the last days of
    // December in the week of the next 1 January are week 1 already.
    expect(formatDate(NEW_YEAR, '%U %W')).toBe('01 01');
    expect(formatDate(NEW_YEAR + 6 * DAY, '%a %U %W')).toBe('Sun 02 02');
    expect(formatDate(Date.UTC(2024, 11, 31, 17), '%a %U %V %G %g')).toBe('Tue 01 01 2025 25');
    // Friday 1 January 2021 belongs to ISO week 53 of 2020.
    expect(formatDate(Date.UTC(2021, 0, 1, 17), '%a %U %V %G')).toBe('Fri 01 53 2020');
  });

  it('follows daylight saving: 07:00 UTC on 10 March 2024 is 03:00 EDT, an hour earlier 01:00 EST', () => {
    const change = Date.UTC(2024, 2, 10, 7, 0, 0);
    expect(formatDate(change, '%H:%M %Z')).toBe('03:00 EDT');
    expect(formatDate(change - HOUR, '%H:%M %Z')).toBe('01:00 EST');
  });

  it('shows the date of the zone, which may differ from UTC', () => {
    const lateEvening = Date.UTC(2024, 0, 2, 3, 0, 0);
    expect(formatDate(lateEvening, '%F')).toBe('2024-01-01');
    expect(formatDate(lateEvening, '%F', 'UTC')).toBe('2024-01-02');
    expect(formatDate(lateEvening, '%F %z %Z', 'Asia/Kolkata')).toBe('2024-01-02 +05:30 IST');
    expect(formatDate(lateEvening, '%j', 'UTC')).toBe('002');
  });

  it('accepts epoch ms, digit strings, ISO instants and Dates', () => {
    expect(formatDate(String(NEW_YEAR), '%F')).toBe('2024-01-01');
    expect(formatDate('2024-07-04T16:30:05Z', '%T')).toBe('12:30:05');
    expect(formatDate('2024-07-04T16:30:05.250+02:00', '%T')).toBe('10:30:05');
    expect(formatDate('2024-07-04', '%F %T', 'UTC')).toBe('2024-07-04 00:00:00');
    expect(formatDate(new Date(JULY_FOURTH), '%F')).toBe('2024-07-04');
    expect(formatDate(0, '%F %T', 'UTC')).toBe('1970-01-01 00:00:00');
  });

  it('prints Invalid Date on bad input (rendering spec, error catalogue)', () => {
    expect(INVALID_DATE).toBe('Invalid Date');
    for (const bad of [Number.NaN, Infinity, 8.64e15 + 1, 'yesterday', '2024-07-04T10:00', '', null, undefined, new Date(Number.NaN)]) {
      expect(formatDate(bad, '%F')).toBe('Invalid Date');
    }
    expect(toEpochMs(8.64e15)).toBe(8.64e15);
  });

  it('property: %Y-%m-%dT%H:%M:%S in UTC equals the ISO string of the instant', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1000, 0, 1), max: Date.UTC(9999, 11, 31) }), (ms) => {
        expect(formatDate(ms, '%Y-%m-%dT%H:%M:%S', 'UTC')).toBe(new Date(ms).toISOString().slice(0, 19));
        expect(zonedDateParts(ms, 'UTC').offsetMinutes).toBe(0);
      }),
    );
  });
});

describe('rendering spec, constants and limits Relative time units and the 60-second window', () => {
  const now = JULY_FOURTH;

  it('reads 59 seconds ago as less than a minute, 60 and 61 seconds as one minute', () => {
    expect(relativeTime(now - 59 * SECOND, now)).toBe(LESS_THAN_A_MINUTE_AGO);
    expect(LESS_THAN_A_MINUTE_AGO).toBe('less than a minute ago');
    expect(relativeTime(now - 60 * SECOND, now)).toBe('1 minute ago');
    expect(relativeTime(now - 61 * SECOND, now)).toBe('1 minute ago');
    expect(relativeTime(now, now)).toBe(LESS_THAN_A_MINUTE_AGO);
  });

  it('uses the largest whole unit, singular for 1 and plural otherwise', () => {
    expect(relativeTime(now - 2 * MINUTE, now)).toBe('2 minutes ago');
    expect(relativeTime(now - (HOUR - SECOND), now)).toBe('59 minutes ago');
    expect(relativeTime(now - HOUR, now)).toBe('1 hour ago');
    expect(relativeTime(now - 3 * HOUR - 59 * MINUTE, now)).toBe('3 hours ago');
    expect(relativeTime(now - (DAY - 1), now)).toBe('23 hours ago');
    expect(relativeTime(now - DAY, now)).toBe('1 day ago');
    expect(relativeTime(now - 6 * DAY, now)).toBe('6 days ago');
    expect(relativeTime(now - 7 * DAY, now)).toBe('1 week ago');
    expect(relativeTime(now - 14 * DAY, now)).toBe('2 weeks ago');
  });

  it('a month is 30 days and a year 365 days', () => {
    expect(relativeTime(now - 29 * DAY, now)).toBe('4 weeks ago');
    expect(relativeTime(now - 30 * DAY, now)).toBe('1 month ago');
    expect(relativeTime(now - 364 * DAY, now)).toBe('12 months ago');
    expect(relativeTime(now - 365 * DAY, now)).toBe('1 year ago');
    expect(relativeTime(now - 3 * 365 * DAY, now)).toBe('3 years ago');
  });

  it('future instants read "in …", and within 60 seconds still read as less than a minute', () => {
    expect(relativeTime(now + 59 * SECOND, now)).toBe(LESS_THAN_A_MINUTE_AGO);
    expect(relativeTime(now + 60 * SECOND, now)).toBe('in 1 minute');
    expect(relativeTime(now + 2 * DAY, now)).toBe('in 2 days');
  });

  it('gives signed parts for Intl.RelativeTimeFormat, null within a minute', () => {
    expect(relativeTimeParts(now - 3 * HOUR, now)).toEqual({ value: -3, unit: 'hour' });
    expect(relativeTimeParts(now + 2 * 7 * DAY, now)).toEqual({ value: 2, unit: 'week' });
    expect(relativeTimeParts(now - 59 * SECOND, now)).toBeNull();
    expect(relativeTimeParts('soon', now)).toBeNull();
  });

  it('bad input gives Invalid Date', () => {
    expect(relativeTime(Number.NaN, now)).toBe(INVALID_DATE);
    expect(relativeTime(now, 'later')).toBe(INVALID_DATE);
  });
});

describe('rendering spec, states Comments and events: same-day events', () => {
  it('is same-day when start and end share the calendar day in the zone', () => {
    expect(isSameDay(NEW_YEAR, NEW_YEAR + DAY - 1)).toBe(true);
    expect(isSameDay(NEW_YEAR, NEW_YEAR + DAY)).toBe(false);
    expect(isSameDay(NEW_YEAR - 1, NEW_YEAR)).toBe(false);
  });

  it('depends on the zone: 23:00 and 01:00 in New York are two days there but one day in UTC', () => {
    const elevenPm = Date.UTC(2024, 0, 2, 4, 0, 0);
    const oneAm = Date.UTC(2024, 0, 2, 6, 0, 0);
    expect(isSameDay(elevenPm, oneAm, 'America/New_York')).toBe(false);
    expect(isSameDay(elevenPm, oneAm, 'UTC')).toBe(true);
  });

  it('the same day of a different year is not the same day', () => {
    expect(isSameDay(NEW_YEAR, Date.UTC(2025, 0, 1, 5, 0, 0))).toBe(false);
  });

  it('is false on bad input', () => {
    expect(isSameDay(NEW_YEAR, Number.NaN)).toBe(false);
    expect(isSameDay(null, NEW_YEAR)).toBe(false);
  });
});

describe('rendering spec, states Comments and events: calendar links', () => {
  const start = Date.UTC(2024, 6, 4, 16, 30, 5);
  const end = Date.UTC(2024, 6, 4, 18, 0, 0);

  it('writes UTC dates as YYYYMMDDTHHMMSSZ', () => {
    expect(calendarDate(start)).toBe('20240704T163005Z');
    expect(calendarDate(0)).toBe('19700101T000000Z');
  });

  it('builds the event template link with encoded text, start/end and the joined location', () => {
    const link = calendarLink({
      title: 'Summer sale & party',
      startDate: start,
      endDate: end,
      location: { addressLine1: '1 Main St, Suite 2', addressLine2: 'New York, NY', addressCountry: 'United States' },
    });
    expect(link).toBe(
      `${CALENDAR_TEMPLATE_URL}&text=Summer%20sale%20%26%20party&dates=20240704T163005Z/20240704T180000Z` +
        '&location=1%20Main%20St%2C%20Suite%202,New%20York%2C%20NY,United%20States',
    );
    expect(link.startsWith('https://www.google.com/calendar/render?action=TEMPLATE')).toBe(true);
  });

  it('leaves out empty address parts, and the location when there is none', () => {
    expect(calendarLink({ title: 'A', startDate: start, endDate: end, location: { addressLine1: 'Hall', addressLine2: ' ', addressCountry: 'France' } }))
      .toContain('&location=Hall,France');
    expect(calendarLink({ title: 'A', startDate: start, endDate: end })).not.toContain('location=');
    expect(calendarLink({ title: 'A', startDate: start, endDate: end, location: {} })).not.toContain('location=');
  });

  it('uses the start as the end when there is no end, and drops dates when the start is bad', () => {
    expect(calendarLink({ title: 'A', startDate: start })).toContain('&dates=20240704T163005Z/20240704T163005Z');
    expect(calendarLink({ title: 'A', startDate: Number.NaN })).toBe(`${CALENDAR_TEMPLATE_URL}&text=A`);
  });
});
