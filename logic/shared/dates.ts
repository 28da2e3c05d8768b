/**
 * Dates as the site shows them (rendering spec, states "Comments and events", error catalogue, constants and limits): strftime-style
 * formatting in the site's time zone, relative times, same-day events and calendar links. Built on
 * Intl only. Time always comes in as an argument (epoch milliseconds); nothing here reads a clock.
 */
import { isoWeek, quarterOf, sundayWeekOfYear, zoneAbbreviation } from './strftimeFields.ts';
import { encodeUriComponent } from './uri.ts';

/** The zone used when the site has none or an unknown one (rendering spec, constants and limits). */
export const DEFAULT_TIME_ZONE = 'America/New_York';

/** What the date formatter prints for bad input (rendering spec, error catalogue, shopper spec, error catalogue). */
export const INVALID_DATE = 'Invalid Date';

/** A relative time within the last 60 seconds (rendering spec, error catalogue, constants and limits). */
export const LESS_THAN_A_MINUTE_AGO = 'less than a minute ago';

/** A date as callers hand it in: epoch ms (number or digit string), an ISO string, or a Date. */
export type DateInput = number | string | Date | null | undefined;

/** The largest distance from the epoch a JavaScript date can hold, in ms. */
const MAX_EPOCH_MS = 8.64e15;

const DIGITS = /^-?\d+$/;

/** ISO 8601 that means one instant wherever it is read: date-only (UTC) or with Z / an offset. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2}))?$/;

/**
 * Epoch ms of a date input, or null when it is not a date. Strings must be digits or an ISO instant;
 * zone-less date-times are refused because their meaning would depend on the machine's zone.
 */
export function toEpochMs(value: DateInput): number | null {
  let ms: number;
  if (typeof value === 'number') ms = value;
  else if (value instanceof Date) ms = value.getTime();
  else if (typeof value === 'string') {
    const text = value.trim();
    if (DIGITS.test(text)) ms = Number(text);
    else if (ISO_INSTANT.test(text)) ms = Date.parse(text);
    else return null;
  } else return null;
  return Number.isFinite(ms) && Math.abs(ms) <= MAX_EPOCH_MS ? ms : null;
}

/** A zone Intl knows: its formatter and its canonical name, both slow to make, so made once per name given. */
interface Zone {
  formatter: Intl.DateTimeFormat;
  name: string;
}

const zones = new Map<string, Zone>();
/** Zones kept at most: Intl reads names in any case, so names given (not zones) are unbounded; it starts over when full. */
const ZONES_KEPT = 256;

/** One en-US formatter per zone, asked for every field, with the zone's canonical name; throws for a zone Intl does not know. */
function zoneFor(timeZone: string): Zone {
  let zone = zones.get(timeZone);
  if (!zone) {
    const formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
      timeZoneName: 'short',
    });
    // resolvedOptions() builds an object of every option: read once here, not at every date formatted.
    zone = { formatter, name: formatter.resolvedOptions().timeZone };
    if (zones.size >= ZONES_KEPT) zones.clear();
    zones.set(timeZone, zone);
  }
  return zone;
}

/** True when Intl knows the IANA zone name (case-insensitive, as Intl reads it). */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    zoneFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The canonical name of a zone Intl knows, else {@link DEFAULT_TIME_ZONE} (for a missing or unknown site zone). */
export function resolveTimeZone(timeZone?: string | null): string {
  if (typeof timeZone !== 'string') return DEFAULT_TIME_ZONE;
  const name = timeZone.trim();
  if (name === '') return DEFAULT_TIME_ZONE;
  try {
    return zoneFor(name).name;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** The wall-clock fields of an instant in a zone. */
export interface ZonedDateParts {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  /** 0 to 23. */
  hour: number;
  minute: number;
  second: number;
  /** 0 (Sunday) to 6 (Saturday). */
  weekday: number;
  /** 1 to 366. */
  dayOfYear: number;
  /** Minutes east of UTC, e.g. -300 for New York in winter. */
  offsetMinutes: number;
  /** Intl's short zone name in English, e.g. `EST`, `GMT+1`. */
  zoneName: string;
  /** The instant itself, in epoch ms. */
  epochMs: number;
  /** The zone the fields are in (resolved), for the zone's abbreviation. */
  timeZone: string;
}

const WEEKDAYS_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** UTC ms of a wall-clock date, correct for years 0–99 too (Date.UTC maps those to 19xx). */
function utcMs(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  const date = new Date(Date.UTC(2000, month - 1, day, hour, minute, second));
  date.setUTCFullYear(year);
  return date.getTime();
}

/**
 * Wall-clock fields of epoch ms in a zone (resolved with {@link resolveTimeZone}); a number that is
 * not a date (NaN, ±Infinity, past ±8.64e15 ms) gives NaN fields instead of Intl's RangeError.
 */
export function zonedDateParts(epochMs: number, timeZone?: string | null): ZonedDateParts {
  const zone = resolveTimeZone(timeZone);
  const parts = Number.isNaN(new Date(epochMs).getTime()) ? [] : zoneFor(zone).formatter.formatToParts(epochMs);
  const text = (type: Intl.DateTimeFormatPartTypes): string => parts.find((part) => part.type === type)?.value ?? '';
  const num = (type: Intl.DateTimeFormatPartTypes): number => (text(type) === '' ? Number.NaN : Number(text(type)));
  const year = num('year');
  const month = num('month');
  const day = num('day');
  const hour = num('hour');
  const minute = num('minute');
  const second = num('second');
  const wholeSeconds = Math.floor(epochMs / 1000) * 1000;
  return {
    year,
    month,
    day,
    hour,
    minute,
    second,
    weekday: WEEKDAYS_SHORT.indexOf(text('weekday') as (typeof WEEKDAYS_SHORT)[number]),
    dayOfYear: Math.round((utcMs(year, month, day) - utcMs(year, 1, 1)) / 86_400_000) + 1,
    offsetMinutes: Math.round((utcMs(year, month, day, hour, minute, second) - wholeSeconds) / 60_000),
    zoneName: text('timeZoneName'),
    epochMs,
    timeZone: zone,
  };
}

const MONTH_NAMES = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const pad = (value: number, width = 2, fill = '0'): string => String(value).padStart(width, fill);

const hour12 = (hour: number): number => (hour % 12 === 0 ? 12 : hour % 12);


/** Composite directives, expanded before formatting. */
const COMPOSITES: Readonly<Record<string, string>> = {
  // The incumbent's composites: its %c, %r, %x and %X, not C's `locale` defaults.
  c: '%a, %b %-d, %Y %i:%M:%S %p %Z',
  D: '%m/%d/%y',
  F: '%Y-%m-%d',
  R: '%H:%M',
  r: '%i:%M:%S %p',
  T: '%H:%M:%S',
  v: '%e-%b-%Y',
  x: '%m/%d/%Y',
  X: '%I:%M:%S %p',
};

/** One strftime directive (the letter after `%`) of wall-clock fields, in English. */
const DIRECTIVES: Readonly<Record<string, (p: ZonedDateParts) => string>> = {
  a: (p) => WEEKDAY_NAMES[p.weekday]?.slice(0, 3) ?? '',
  A: (p) => WEEKDAY_NAMES[p.weekday] ?? '',
  b: (p) => MONTH_NAMES[p.month - 1]?.slice(0, 3) ?? '',
  h: (p) => MONTH_NAMES[p.month - 1]?.slice(0, 3) ?? '',
  B: (p) => MONTH_NAMES[p.month - 1] ?? '',
  C: (p) => pad(Math.floor(p.year / 100)),
  d: (p) => pad(p.day),
  e: (p) => pad(p.day, 2, ' '),
  H: (p) => pad(p.hour),
  I: (p) => pad(hour12(p.hour)),
  j: (p) => pad(p.dayOfYear, 3),
  k: (p) => pad(p.hour, 2, ' '),
  l: (p) => pad(hour12(p.hour), 2, ' '),
  m: (p) => pad(p.month),
  M: (p) => pad(p.minute),
  n: () => '\n',
  p: (p) => (p.hour < 12 ? 'AM' : 'PM'),
  P: (p) => (p.hour < 12 ? 'am' : 'pm'),
  s: (p) => String(Math.floor(p.epochMs / 1000)),
  S: (p) => pad(p.second),
  t: () => '\t',
  u: (p) => String(p.weekday === 0 ? 7 : p.weekday),
  // %U and %W are both the `en` week of the year (Sunday first, week 1 holds January 1), as the
  // incumbent prints them; %V / %G / %g are the ISO 8601 week and its year.
  U: (p) => pad(sundayWeekOfYear(p)),
  w: (p) => String(p.weekday),
  W: (p) => pad(sundayWeekOfYear(p)),
  V: (p) => pad(isoWeek(p).week),
  G: (p) => pad(isoWeek(p).year, 4),
  g: (p) => pad(isoWeek(p).year % 100),
  i: (p) => String(hour12(p.hour)),
  N: (p) => pad((((p.epochMs % 1000) + 1000) % 1000) * 1_000_000, 9),
  q: (p) => String(quarterOf(p.month)),
  y: (p) => pad(p.year % 100),
  Y: (p) => String(p.year),
  z: (p) => `${p.offsetMinutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(p.offsetMinutes) / 60))}:${pad(Math.abs(p.offsetMinutes) % 60)}`,
  Z: (p) => zoneAbbreviation(p.epochMs, p.timeZone),
  '%': () => '%',
};

/** Directives of strftime that {@link formatDate} understands (besides the flag `-`). */
export const STRFTIME_DIRECTIVES: readonly string[] = [...Object.keys(DIRECTIVES), ...Object.keys(COMPOSITES)].sort();

/**
 * Formats a date with a strftime pattern (`%Y-%m-%d`, `%B %e, %Y %I:%M %p`, `%-d` drops padding) in
 * a zone (default America/New_York; unknown zones fall back to it). Unknown directives stay as
 * written. Bad input gives `Invalid Date`.
 */
export function formatDate(value: DateInput, pattern: string, timeZone: string | null = DEFAULT_TIME_ZONE): string {
  const ms = toEpochMs(value);
  if (ms === null) return INVALID_DATE;
  return expandPattern(pattern, zonedDateParts(ms, timeZone));
}

/** One left-to-right pass, so `%%D` stays a literal `%D`; composites expand with the same flag. */
function expandPattern(pattern: string, parts: ZonedDateParts): string {
  return pattern.replace(/%(-?)(.)/gs, (whole, flag: string, letter: string) => {
    const composite = COMPOSITES[letter];
    if (composite !== undefined) return expandPattern(composite.replace(/%/g, `%${flag}`), parts);
    const directive = DIRECTIVES[letter];
    if (!directive) return whole;
    const text = directive(parts);
    return flag === '-' ? text.replace(/^[0 ]+(?=.)/, '') : text;
  });
}

/** A unit of relative time. */
export type RelativeTimeUnit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** Relative time units from the largest, with their length in ms; a month is 30 days, a year 365 (rendering spec, constants and limits). */
export const RELATIVE_TIME_UNITS: ReadonlyArray<{ unit: RelativeTimeUnit; ms: number }> = [
  { unit: 'year', ms: 365 * DAY_MS },
  { unit: 'month', ms: 30 * DAY_MS },
  { unit: 'week', ms: 7 * DAY_MS },
  { unit: 'day', ms: DAY_MS },
  { unit: 'hour', ms: 3_600_000 },
  { unit: 'minute', ms: MINUTE_MS },
];

/**
 * The largest whole unit between two instants, signed like Intl.RelativeTimeFormat expects (negative
 * for the past); null when they are less than 60 seconds apart or either is not a date.
 */
export function relativeTimeParts(then: DateInput, now: DateInput): { value: number; unit: RelativeTimeUnit } | null {
  const from = toEpochMs(then);
  const to = toEpochMs(now);
  if (from === null || to === null) return null;
  const distance = Math.abs(to - from);
  const found = RELATIVE_TIME_UNITS.find(({ ms }) => distance >= ms);
  if (!found) return null;
  const count = Math.floor(distance / found.ms);
  return { value: from <= to ? -count : count, unit: found.unit };
}

/**
 * `3 hours ago`, `1 minute ago`; `less than a minute ago` within 60 seconds either way; `in 2 days`
 * for the future; `Invalid Date` when either input is not a date.
 */
export function relativeTime(then: DateInput, now: DateInput): string {
  if (toEpochMs(then) === null || toEpochMs(now) === null) return INVALID_DATE;
  const parts = relativeTimeParts(then, now);
  if (!parts) return LESS_THAN_A_MINUTE_AGO;
  const count = Math.abs(parts.value);
  const phrase = `${count} ${parts.unit}${count === 1 ? '' : 's'}`;
  return parts.value < 0 ? `${phrase} ago` : `in ${phrase}`;
}

/** True when both instants fall on the same calendar day (year, month, day) in the zone; false on bad input. */
export function isSameDay(start: DateInput, end: DateInput, timeZone: string | null = DEFAULT_TIME_ZONE): boolean {
  const a = toEpochMs(start);
  const b = toEpochMs(end);
  if (a === null || b === null) return false;
  const first = zonedDateParts(a, timeZone);
  const second = zonedDateParts(b, timeZone);
  return first.year === second.year && first.month === second.month && first.day === second.day;
}

/** The third-party calendar's event-template address (Google Calendar). */
export const CALENDAR_TEMPLATE_URL = 'https://www.google.com/calendar/render?action=TEMPLATE';

/** An event's place: the fields a calendar link uses (rendering spec, entities, location). */
export interface EventLocation {
  addressLine1?: string | null;
  addressLine2?: string | null;
  addressCountry?: string | null;
}

/** What a calendar link needs; dates are epoch ms, a missing end means the start. */
export interface CalendarEvent {
  title: string;
  startDate: number;
  endDate?: number | null;
  location?: EventLocation | null;
}

/**
 * The lines of an event's place that are present, in order: address line 1, line 2 and country,
 * trimmed (rendering spec, entities location, states calendar link). The event item and the calendar link both show these.
 */
export function locationLines(place: EventLocation | null | undefined): string[] {
  if (typeof place !== 'object' || place === null) return [];
  return [place.addressLine1, place.addressLine2, place.addressCountry]
    .map((part) => (typeof part === 'string' ? part.trim() : ''))
    .filter((part) => part !== '');
}

/** A UTC instant as the calendar template wants it: `YYYYMMDDTHHMMSSZ`; `''` for a number that is not a date. */
export function calendarDate(epochMs: number): string {
  const date = new Date(epochMs);
  if (Number.isNaN(date.getTime())) return '';
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
}

/**
 * A link to add an event to the third-party calendar: the title as `text`, `dates` as
 * `start/end` in UTC, and `location` from address line 1, line 2 and country (the ones present),
 * each URL-encoded and joined by commas. A bad start date leaves `dates` out.
 */
export function calendarLink(event: CalendarEvent): string {
  const start = toEpochMs(event.startDate);
  const end = toEpochMs(event.endDate ?? event.startDate) ?? start;
  let url = `${CALENDAR_TEMPLATE_URL}&text=${encodeUriComponent(event.title)}`;
  if (start !== null && end !== null) url += `&dates=${calendarDate(start)}/${calendarDate(end)}`;
  const location = locationLines(event.location).map(encodeUriComponent).join(',');
  if (location !== '') url += `&location=${location}`;
  return url;
}
