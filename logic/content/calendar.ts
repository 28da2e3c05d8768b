/**
 * Events as a visitor sees them (rendering spec, entities content items: startDate / endDate as unix epoch ms,
 * location, showPastOrUpcomingEvents, calendarView; states "Comments and events"; constants and limits default time zone):
 * the wall-clock days an event covers in the site's zone, past or upcoming lists, the month grid of the
 * calendar view and its keyboard moves, and the date texts through Intl. Pure: "now" is an argument.
 *
 * Days are `YYYY-MM-DD` keys of the civil calendar: adding days or months to a key is calendar
 * arithmetic that no zone or daylight-saving change can shift; a zone only matters when an instant
 * becomes a day ({@link dayKeyOf}).
 */
import { DEFAULT_TIME_ZONE, isSameDay, resolveTimeZone, toEpochMs, zonedDateParts, type EventLocation } from '../shared/dates.ts';
import { interpolate } from '../shared/interpolate.ts';
import { stripTags } from './content.ts';

/** A wall-clock day as `YYYY-MM-DD` (years 0–9999). */
export type DayKey = string;

/** A civil date: month 1–12, day 1–31. */
export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

/** An event item as the list, the calendar and the item read it (rendering spec, entities content items). */
export interface EventItemData {
  id?: string | null;
  title?: string | null;
  fullUrl?: string | null;
  passthrough?: boolean | null;
  sourceUrl?: string | null;
  /** Unix epoch ms. */
  startDate?: number | null;
  /** Unix epoch ms; missing means the start. */
  endDate?: number | null;
  location?: (EventLocation & { mapLat?: number | null; mapLng?: number | null }) | null;
  /** The excerpt's markup (a string, or `{ html }` as collections carry it). */
  excerpt?: string | { html?: string | null } | null;
}

const DAY_MS = 86_400_000;

/** The longest run of days one event is listed on in the calendar: a longer (or broken) event is cut there. */
export const MAX_EVENT_DAYS = 366;

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** A civil date's key; '' when it is not a date of years 0–9999. */
export function dayKey(date: CivilDate): DayKey {
  if (typeof date !== 'object' || date === null) return '';
  const { year, month, day } = date;
  if (![year, month, day].every(Number.isInteger) || year < 0 || year > 9999) return '';
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

const KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** UTC ms of a civil date's midnight, years 0–99 included (Date.UTC maps those to 19xx). */
function civilMs(year: number, month: number, day: number): number {
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

function civilOf(ms: number): CivilDate {
  const date = new Date(ms);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The civil date of a key, or null when the key is not a real day (`2026-02-30` is not). */
export function parseDayKey(key: unknown): CivilDate | null {
  const match = typeof key === 'string' ? KEY.exec(key) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const back = civilOf(civilMs(year, month, day));
  return back.year === year && back.month === month && back.day === day ? back : null;
}

/** The number of days in a month (1–12) of a year. */
export function daysInMonth(year: number, month: number): number {
  return civilOf(civilMs(year, month + 1, 0)).day;
}

/** The day `days` after (negative: before) a key; '' for a key that is not a day or a result outside years 0–9999. */
export function addDays(key: DayKey, days: number): DayKey {
  const date = parseDayKey(key);
  if (date === null || !Number.isFinite(days)) return '';
  return dayKey(civilOf(civilMs(date.year, date.month, date.day) + Math.trunc(days) * DAY_MS));
}

/** The same day `months` later (negative: earlier), kept within the month (31 January + 1 month is 28/29 February). */
export function addMonths(key: DayKey, months: number): DayKey {
  const date = parseDayKey(key);
  if (date === null || !Number.isFinite(months)) return '';
  const index = date.year * 12 + (date.month - 1) + Math.trunc(months);
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  if (year < 0 || year > 9999) return '';
  return dayKey({ year, month, day: Math.min(date.day, daysInMonth(year, month)) });
}

/** The weekday of a key: 0 Sunday to 6 Saturday; -1 for a key that is not a day. */
export function weekdayOf(key: DayKey): number {
  const date = parseDayKey(key);
  return date === null ? -1 : new Date(civilMs(date.year, date.month, date.day)).getUTCDay();
}

/** The first day of the week holding `key`, weeks starting on `weekStartsOn` (0 Sunday … 6 Saturday). */
export function startOfWeek(key: DayKey, weekStartsOn = 0): DayKey {
  const weekday = weekdayOf(key);
  if (weekday === -1) return '';
  return addDays(key, -((weekday - normaliseWeekStart(weekStartsOn) + 7) % 7));
}

/** The last day of the week holding `key`. */
export function endOfWeek(key: DayKey, weekStartsOn = 0): DayKey {
  const start = startOfWeek(key, weekStartsOn);
  return start === '' ? '' : addDays(start, 6);
}

function normaliseWeekStart(weekStartsOn: number): number {
  return Number.isInteger(weekStartsOn) && weekStartsOn >= 0 && weekStartsOn <= 6 ? weekStartsOn : 0;
}

/** The day an instant falls on in a zone (unknown zones read as the default, rendering spec, constants and limits); '' for a non-date. */
export function dayKeyOf(epochMs: unknown, timeZone: string | null = DEFAULT_TIME_ZONE): DayKey {
  const ms = typeof epochMs === 'number' || typeof epochMs === 'string' ? toEpochMs(epochMs) : null;
  if (ms === null) return '';
  const parts = zonedDateParts(ms, timeZone);
  return dayKey(parts);
}

/** One day of the month grid. */
export interface CalendarCell {
  key: DayKey;
  day: number;
  /** False for the days of the previous and next months that fill the first and last weeks. */
  inMonth: boolean;
}

/** A month as whole weeks (4 to 6 rows of 7 days). */
export interface MonthGrid {
  year: number;
  month: number;
  /** The first day of the month. */
  first: DayKey;
  weeks: CalendarCell[][];
}

/**
 * The month holding `key` as whole weeks starting on `weekStartsOn` (0 Sunday by default), the days of
 * the neighbouring months filling the first and last weeks. A key that is not a day gives no weeks.
 */
export function monthGrid(key: DayKey, weekStartsOn = 0): MonthGrid {
  const date = parseDayKey(key);
  if (date === null) return { year: Number.NaN, month: Number.NaN, first: '', weeks: [] };
  const first = dayKey({ year: date.year, month: date.month, day: 1 });
  const last = dayKey({ year: date.year, month: date.month, day: daysInMonth(date.year, date.month) });
  const weeks: CalendarCell[][] = [];
  let cursor = startOfWeek(first, weekStartsOn);
  const end = endOfWeek(last, weekStartsOn);
  while (cursor !== '' && cursor <= end && weeks.length < 6) {
    const week: CalendarCell[] = [];
    for (let i = 0; i < 7; i += 1) {
      const cell = parseDayKey(cursor);
      if (cell === null) break;
      week.push({ key: cursor, day: cell.day, inMonth: cell.year === date.year && cell.month === date.month });
      cursor = addDays(cursor, 1);
    }
    weeks.push(week);
  }
  return { year: date.year, month: date.month, first, weeks };
}

/** A key of the calendar grid: where each key moves the selected day (the ARIA grid pattern, plus PageUp/PageDown months). */
export type CalendarMove = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown';

/** The keys {@link moveSelection} understands. */
export const CALENDAR_MOVES: readonly CalendarMove[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'];

/**
 * The day a key moves the selection to: a day left or right, a week up or down, the week's first or
 * last day (Home / End), a month back or on (PageUp / PageDown, shift: a year); null for other keys.
 */
export function moveSelection(key: DayKey, move: string, options: { weekStartsOn?: number; shiftKey?: boolean } = {}): DayKey | null {
  const months = options.shiftKey === true ? 12 : 1;
  const target = (() => {
    switch (move) {
      case 'ArrowLeft': return addDays(key, -1);
      case 'ArrowRight': return addDays(key, 1);
      case 'ArrowUp': return addDays(key, -7);
      case 'ArrowDown': return addDays(key, 7);
      case 'Home': return startOfWeek(key, options.weekStartsOn);
      case 'End': return endOfWeek(key, options.weekStartsOn);
      case 'PageUp': return addMonths(key, -months);
      case 'PageDown': return addMonths(key, months);
      default: return null;
    }
  })();
  if (target === null) return null;
  return target === '' ? key : target;
}

/** The instants of an event as numbers: a missing or earlier end reads as the start; null without a start. */
export function eventSpan(event: Pick<EventItemData, 'startDate' | 'endDate'>): { start: number; end: number } | null {
  if (typeof event !== 'object' || event === null) return null;
  const start = toEpochMs(event.startDate ?? null);
  if (start === null) return null;
  const end = toEpochMs(event.endDate ?? null);
  return { start, end: end === null || end < start ? start : end };
}

/**
 * Every day an event covers in the zone, first to last, at most {@link MAX_EVENT_DAYS}. An end at
 * exactly midnight does not count the day it starts (an event until 00:00 ended the day before).
 */
export function eventDayKeys(event: Pick<EventItemData, 'startDate' | 'endDate'>, timeZone: string | null = DEFAULT_TIME_ZONE): DayKey[] {
  const span = eventSpan(event);
  if (span === null) return [];
  const first = dayKeyOf(span.start, timeZone);
  const lastInstant = span.end > span.start ? span.end - 1 : span.end;
  const last = dayKeyOf(lastInstant, timeZone);
  const days: DayKey[] = [];
  // An end past year 9999 has no key: the run is cut at the cap instead.
  for (let cursor = first; cursor !== '' && (last === '' || cursor <= last) && days.length < MAX_EVENT_DAYS; cursor = addDays(cursor, 1)) {
    days.push(cursor);
  }
  return days;
}

/** Events by the days they cover in the zone, each day's in start order; events without a start are left out. */
export function eventsByDay<T extends EventItemData>(events: readonly T[], timeZone: string | null = DEFAULT_TIME_ZONE): Map<DayKey, T[]> {
  const byDay = new Map<DayKey, T[]>();
  for (const event of sortByStart(Array.isArray(events) ? events : [])) {
    for (const key of eventDayKeys(event, timeZone)) {
      const list = byDay.get(key);
      if (list) list.push(event);
      else byDay.set(key, [event]);
    }
  }
  return byDay;
}

/** Which events a list shows (rendering spec, entities showPastOrUpcomingEvents). */
export type EventListMode = 'past' | 'upcoming';

/** `showPastOrUpcomingEvents` as a mode: 'past' shows past events, anything else upcoming ones (as the template's show-past-events? reads it). */
export function eventListMode(value: unknown): EventListMode {
  return value === 'past' ? 'past' : 'upcoming';
}

function sortByStart<T extends EventItemData>(events: readonly T[]): T[] {
  return events.filter((event) => eventSpan(event) !== null).sort((a, b) => (eventSpan(a)?.start ?? 0) - (eventSpan(b)?.start ?? 0));
}

/**
 * The events a list shows at `now` (epoch ms, from the caller's clock): upcoming ones have not ended
 * yet (one under way counts), soonest first; past ones have ended, latest first. Events without a
 * start are left out; a `now` that is not a date shows none.
 */
export function eventsToShow<T extends EventItemData>(events: readonly T[], mode: EventListMode, now: number): T[] {
  if (!Number.isFinite(now)) return [];
  const sorted = sortByStart(Array.isArray(events) ? events : []);
  if (mode === 'past') return sorted.filter((event) => (eventSpan(event)?.end ?? 0) < now).reverse();
  return sorted.filter((event) => (eventSpan(event)?.end ?? 0) >= now);
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * An excerpt's markup as plain text, for a view that shows it as text (no markup from content ever
 * reaches the page): tags removed, the common named and numeric character references decoded, runs
 * of whitespace as one space. Linear in the input.
 */
export function excerptText(excerpt: EventItemData['excerpt']): string {
  const html = typeof excerpt === 'string' ? excerpt : typeof excerpt === 'object' && excerpt !== null && typeof excerpt.html === 'string' ? excerpt.html : '';
  return stripTags(html)
    .replace(/&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-z]{2,4}));/g, (whole, dec?: string, hex?: string, name?: string) => {
      if (name !== undefined) return ENTITIES[name] ?? whole;
      const code = dec !== undefined ? Number(dec) : Number.parseInt(hex ?? '', 16);
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** The locale dates are written in when the caller gives none or one Intl does not know. */
export const DEFAULT_DATE_LOCALE = 'en-US';

const intlCache = new Map<string, Intl.DateTimeFormat>();

/** How many Intl formatters {@link eventWhen} and the labels keep (by locale, zone and options). */
const INTL_CACHE_SIZE = 64;

/** One Intl formatter per locale, zone and options (building one is slow); an unknown locale writes in {@link DEFAULT_DATE_LOCALE}. */
function intl(locale: string | undefined, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const cacheKey = `${locale ?? ''}\u0000${timeZone}\u0000${JSON.stringify(options)}`;
  let found = intlCache.get(cacheKey);
  if (found === undefined) {
    try {
      found = new Intl.DateTimeFormat(typeof locale === 'string' && locale !== '' ? locale : DEFAULT_DATE_LOCALE, { ...options, timeZone });
    } catch {
      found = new Intl.DateTimeFormat(DEFAULT_DATE_LOCALE, { ...options, timeZone });
    }
    // A page hands in few locales; a flood of distinct ones (hostile input) must not grow the cache without end.
    if (intlCache.size >= INTL_CACHE_SIZE) intlCache.clear();
    intlCache.set(cacheKey, found);
  }
  return found;
}

const LONG_DATE: Intl.DateTimeFormatOptions = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };
const DATE_TIME: Intl.DateTimeFormatOptions = { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', ...TIME };

/** How an event's dates read in the site's zone (rendering spec, states same-day events). */
export interface EventWhen {
  /** Start and end on the same day in the zone (rendering spec, states). */
  sameDay: boolean;
  /** The sentence: one day with a time range, or a range of dates and times. */
  text: string;
  /** The start and end as ISO instants, for `<time dateTime>`. */
  startIso: string;
  endIso: string;
}

/** The templates {@link eventWhen} words its sentence with (EVENT_ITEM_STRINGS in logic/content/eventStrings.ts). */
export interface EventWhenStrings {
  eventSameDayText: string;
  eventMultiDayText: string;
}

/**
 * An event's dates in the site's zone (unknown zones read as America/New_York, rendering spec, constants and limits),
 * written by Intl in `locale`: a same-day event as its day and a time range (each time with its zone
 * name, so a change of daylight-saving time shows), any other as a range of dates with times. Null
 * when the event has no start.
 */
export function eventWhen(
  event: Pick<EventItemData, 'startDate' | 'endDate'>,
  options: { timeZone?: string | null; locale?: string },
  strings: EventWhenStrings,
): EventWhen | null {
  const span = eventSpan(event);
  if (span === null) return null;
  const zone = resolveTimeZone(options.timeZone);
  const sameDay = isSameDay(span.start, span.end, zone);
  const text = sameDay
    ? interpolate(strings.eventSameDayText, {
        date: intl(options.locale, zone, LONG_DATE).format(span.start),
        startTime: intl(options.locale, zone, TIME).format(span.start),
        endTime: intl(options.locale, zone, TIME).format(span.end),
      })
    : interpolate(strings.eventMultiDayText, {
        start: intl(options.locale, zone, DATE_TIME).format(span.start),
        end: intl(options.locale, zone, DATE_TIME).format(span.end),
      });
  return { sameDay, text, startIso: new Date(span.start).toISOString(), endIso: new Date(span.end).toISOString() };
}

/** A day key's midnight as an instant to write in UTC (the key is already the zone's day). */
const keyInstant = (key: DayKey): number | null => {
  const date = parseDayKey(key);
  return date === null ? null : civilMs(date.year, date.month, date.day);
};

/** A day written in full (`Sunday, March 8, 2026`) in `locale`; '' for a key that is not a day. */
export function dayLabel(key: DayKey, locale?: string): string {
  const ms = keyInstant(key);
  return ms === null ? '' : intl(locale, 'UTC', LONG_DATE).format(ms);
}

/** The month and year of a day (`March 2026`) in `locale`; '' for a key that is not a day. */
export function monthLabel(key: DayKey, locale?: string): string {
  const ms = keyInstant(key);
  return ms === null ? '' : intl(locale, 'UTC', { year: 'numeric', month: 'long' }).format(ms);
}

/** The seven weekday names from `weekStartsOn` (0 Sunday), short and long, in `locale`. */
export function weekdayLabels(weekStartsOn = 0, locale?: string): Array<{ short: string; long: string }> {
  // 2023-01-01 was a Sunday.
  const sunday = civilMs(2023, 1, 1);
  return Array.from({ length: 7 }, (_, i) => {
    const ms = sunday + ((normaliseWeekStart(weekStartsOn) + i) % 7) * DAY_MS;
    return { short: intl(locale, 'UTC', { weekday: 'short' }).format(ms), long: intl(locale, 'UTC', { weekday: 'long' }).format(ms) };
  });
}
