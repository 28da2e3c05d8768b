import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  dayKeyOf,
  dayLabel,
  daysInMonth,
  endOfWeek,
  eventDayKeys,
  eventListMode,
  eventsByDay,
  eventsToShow,
  eventWhen,
  excerptText,
  MAX_EVENT_DAYS,
  monthGrid,
  monthLabel,
  moveSelection,
  parseDayKey,
  startOfWeek,
  weekdayLabels,
  weekdayOf,
} from './calendar.ts';
import { locationLines } from '../shared/dates.ts';
import { EVENT_ITEM_STRINGS } from './eventStrings.ts';

const HOUR = 3_600_000;

describe('calendar day keys: civil dates, untouched by zones', () => {
  it('parses real days only', () => {
    expect(parseDayKey('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseDayKey('2026-02-29')).toBeNull();
    expect(parseDayKey('2026-13-01')).toBeNull();
    expect(parseDayKey('0001-01-01')).toEqual({ year: 1, month: 1, day: 1 });
    expect(parseDayKey(42)).toBeNull();
  });

  it('adds days and months across month, year and leap-day ends', () => {
    expect(addDays('2026-03-31', 1)).toBe('2026-04-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(addMonths('2026-05-15', 12)).toBe('2027-05-15');
    expect(addDays('nope', 1)).toBe('');
    expect(addMonths('9999-12-01', 1)).toBe('');
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2024, 2)).toBe(29);
  });

  it('knows weekdays and week ends (8 March 2026 is a Sunday)', () => {
    expect(weekdayOf('2026-03-08')).toBe(0);
    expect(startOfWeek('2026-03-11')).toBe('2026-03-08');
    expect(endOfWeek('2026-03-11')).toBe('2026-03-14');
    expect(startOfWeek('2026-03-08', 1)).toBe('2026-03-02');
    expect(weekdayOf('x')).toBe(-1);
  });

  it('adding n days then -n gives the day back (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2100 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }), fc.integer({ min: -800, max: 800 }), (y, m, d, n) => {
        const key = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
        expect(addDays(addDays(key, n), -n)).toBe(key);
      }),
      { seed: 14, numRuns: 300 },
    );
  });
});

describe('rendering spec, entities startDate/endDate and constants and limits default zone: the day an instant falls on', () => {
  it('is the site zone\'s day, America/New_York by default', () => {
    // 2026-03-08 03:30 UTC is 22:30 on 7 March in New York and 16:30 on 8 March in Auckland.
    const instant = Date.UTC(2026, 2, 8, 3, 30);
    expect(dayKeyOf(instant)).toBe('2026-03-07');
    expect(dayKeyOf(instant, 'Pacific/Auckland')).toBe('2026-03-08');
    expect(dayKeyOf(instant, 'Not/AZone')).toBe('2026-03-07');
    expect(dayKeyOf(Number.NaN)).toBe('');
  });
});

describe('the month grid of the calendar view (rendering spec, entities calendarView)', () => {
  it('covers March 2026 in whole weeks from Sunday, the neighbours filling the ends', () => {
    const grid = monthGrid('2026-03-17');
    expect(grid.first).toBe('2026-03-01');
    expect(grid.weeks).toHaveLength(5);
    expect(grid.weeks[0]?.map((cell) => cell.key)).toEqual(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07']);
    expect(grid.weeks[4]?.map((cell) => `${cell.day}${cell.inMonth ? '' : '*'}`)).toEqual(['29', '30', '31', '1*', '2*', '3*', '4*']);
  });

  it('has six weeks for a month spread over them, and starts on Monday when asked', () => {
    expect(monthGrid('2026-08-01').weeks).toHaveLength(6);
    expect(monthGrid('2026-03-01', 1).weeks[0]?.[0]).toEqual({ key: '2026-02-23', day: 23, inMonth: false });
    expect(monthGrid('2026-02-30').weeks).toEqual([]);
  });
});

describe('keyboard moves of the calendar grid (ARIA grid pattern)', () => {
  it('moves by day, week, week end and month', () => {
    const from = '2026-03-31';
    expect(moveSelection(from, 'ArrowRight')).toBe('2026-04-01');
    expect(moveSelection(from, 'ArrowLeft')).toBe('2026-03-30');
    expect(moveSelection(from, 'ArrowDown')).toBe('2026-04-07');
    expect(moveSelection(from, 'ArrowUp')).toBe('2026-03-24');
    expect(moveSelection(from, 'Home')).toBe('2026-03-29');
    expect(moveSelection(from, 'End')).toBe('2026-04-04');
    expect(moveSelection(from, 'PageDown')).toBe('2026-04-30');
    expect(moveSelection(from, 'PageUp')).toBe('2026-02-28');
    expect(moveSelection(from, 'PageUp', { shiftKey: true })).toBe('2025-03-31');
    expect(moveSelection(from, 'Enter')).toBeNull();
  });
});

const sameDayEvent = { id: 'a', title: 'Workshop', startDate: Date.UTC(2026, 2, 8, 6), endDate: Date.UTC(2026, 2, 8, 9) };

describe('rendering spec, states: same-day and multi-day events in the site\'s zone', () => {
  it('writes a same-day event as its day and a time range, the zone name showing the daylight-saving change', () => {
    // New York springs forward at 02:00 on 8 March 2026: 01:00 EST to 05:00 EDT.
    const when = eventWhen(sameDayEvent, { timeZone: 'America/New_York' }, EVENT_ITEM_STRINGS);
    expect(when?.sameDay).toBe(true);
    expect(when?.text).toBe('Sunday, March 8, 2026, 1:00 AM EST – 5:00 AM EDT');
    expect(when?.startIso).toBe('2026-03-08T06:00:00.000Z');
  });

  it('writes a multi-day event as a range of dates', () => {
    const event = { startDate: Date.UTC(2026, 2, 7, 23), endDate: Date.UTC(2026, 2, 9, 22) };
    expect(eventWhen(event, { timeZone: 'America/New_York' }, EVENT_ITEM_STRINGS)?.text).toBe('Sat, Mar 7, 2026, 6:00 PM EST – Mon, Mar 9, 2026, 6:00 PM EDT');
  });

  it('decides same-day in the site\'s zone: one UTC day can be two in Auckland', () => {
    const event = { startDate: Date.UTC(2026, 0, 15, 9), endDate: Date.UTC(2026, 0, 15, 12) };
    expect(eventWhen(event, { timeZone: 'UTC' }, EVENT_ITEM_STRINGS)?.sameDay).toBe(true);
    const auckland = eventWhen(event, { timeZone: 'Pacific/Auckland' }, EVENT_ITEM_STRINGS);
    expect(auckland?.sameDay).toBe(false);
    expect(auckland?.text).toBe('Thu, Jan 15, 2026, 10:00 PM GMT+13 – Fri, Jan 16, 2026, 1:00 AM GMT+13');
  });

  it('uses the site\'s templates and locale, and an unknown locale writes in English', () => {
    const when = eventWhen(sameDayEvent, { timeZone: 'Europe/Paris', locale: 'fr-FR' }, { eventSameDayText: '{date} de {startTime} à {endTime}', eventMultiDayText: '' });
    expect(when?.text).toBe('dimanche 8 mars 2026 de 07:00 UTC+1 à 10:00 UTC+1');
    expect(eventWhen(sameDayEvent, { locale: 'not a locale!' }, EVENT_ITEM_STRINGS)?.text).toBe('Sunday, March 8, 2026, 1:00 AM EST – 5:00 AM EDT');
  });

  it('gives nothing without a start, and reads a missing or earlier end as the start', () => {
    expect(eventWhen({ title: 'x' } as never, {}, EVENT_ITEM_STRINGS)).toBeNull();
    expect(eventWhen({ startDate: Date.UTC(2026, 5, 1, 16) }, {}, EVENT_ITEM_STRINGS)?.text).toBe('Monday, June 1, 2026, 12:00 PM EDT – 12:00 PM EDT');
    expect(eventWhen({ startDate: Date.UTC(2026, 5, 1, 16), endDate: 5 }, {}, EVENT_ITEM_STRINGS)?.sameDay).toBe(true);
  });
});

describe('the days an event covers, for the calendar view', () => {
  it('lists each day in the zone, an end at midnight not counting its day', () => {
    expect(eventDayKeys({ startDate: Date.UTC(2026, 2, 7, 23), endDate: Date.UTC(2026, 2, 9, 22) })).toEqual(['2026-03-07', '2026-03-08', '2026-03-09']);
    expect(eventDayKeys({ startDate: Date.UTC(2026, 2, 7, 5), endDate: Date.UTC(2026, 2, 8, 5) })).toEqual(['2026-03-07']);
    expect(eventDayKeys(sameDayEvent, 'Pacific/Auckland')).toEqual(['2026-03-08']);
    expect(eventDayKeys({ startDate: 0, endDate: 8.64e15 })).toHaveLength(MAX_EVENT_DAYS);
  });

  it('groups events by day in start order', () => {
    const late = { id: 'b', startDate: Date.UTC(2026, 2, 8, 20), endDate: Date.UTC(2026, 2, 8, 21) };
    const byDay = eventsByDay([late, sameDayEvent, { id: 'c' }]);
    expect(byDay.get('2026-03-08')?.map((event) => event.id)).toEqual(['a', 'b']);
    expect(byDay.size).toBe(1);
  });
});

describe('rendering spec, entities showPastOrUpcomingEvents: past or upcoming', () => {
  const now = Date.UTC(2026, 2, 8, 7);
  const events = [
    { id: 'future', startDate: now + 48 * HOUR, endDate: now + 50 * HOUR },
    { ...sameDayEvent, id: 'ongoing' },
    { id: 'ended', startDate: now - 48 * HOUR, endDate: now - 47 * HOUR },
    { id: 'long-ago', startDate: now - 480 * HOUR, endDate: now - 470 * HOUR },
    { id: 'soon', startDate: now + 2 * HOUR },
  ];

  it('reads the setting: "past" shows past events, anything else upcoming ones', () => {
    expect(eventListMode('past')).toBe('past');
    expect(eventListMode('upcoming')).toBe('upcoming');
    expect(eventListMode(undefined)).toBe('upcoming');
  });

  it('shows the events not yet ended soonest first, or the ended ones latest first', () => {
    expect(eventsToShow(events, 'upcoming', now).map((event) => event.id)).toEqual(['ongoing', 'soon', 'future']);
    expect(eventsToShow(events, 'past', now).map((event) => event.id)).toEqual(['ended', 'long-ago']);
    expect(eventsToShow(events, 'past', Number.NaN)).toEqual([]);
  });
});

describe('event texts: excerpt, address, calendar labels', () => {
  it('shows an excerpt as text: tags gone, references decoded, no markup left', () => {
    expect(excerptText({ html: '<p>Bring &amp; share <b>food</b>&#33; &lt;script&gt;</p>\n<p>x</p>' })).toBe('Bring & share food! <script> x');
    expect(excerptText('&#0; &#xD800; &bogus;')).toBe('\ufffd \ufffd &bogus;');
    expect(excerptText(null)).toBe('');
  });

  it('stays linear on a long hostile excerpt', () => {
    const text = excerptText('<'.repeat(50_000) + '&#'.repeat(50_000));
    expect(text.length).toBeGreaterThan(0);
  });

  it('keeps the address lines present (rendering spec, entities location)', () => {
    expect(locationLines({ addressLine1: ' 1 Pier Rd ', addressLine2: '', addressCountry: 'New Zealand' })).toEqual(['1 Pier Rd', 'New Zealand']);
    expect(locationLines(null)).toEqual([]);
  });

  it('writes days, months and weekdays in the locale', () => {
    expect(dayLabel('2026-03-08')).toBe('Sunday, March 8, 2026');
    expect(monthLabel('2026-03-08')).toBe('March 2026');
    expect(monthLabel('2026-03-08', 'de-DE')).toBe('März 2026');
    expect(weekdayLabels(1).map((day) => day.short)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(weekdayLabels()[0]?.long).toBe('Sunday');
    expect(dayLabel('bad')).toBe('');
  });
});
