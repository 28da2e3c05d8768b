/**
 * Fields of the strftime directives that need more than a date's wall-clock parts (
 * rendering spec, constants and limits dates): week numbers, the ISO week and its year, the quarter, and the zone's
 * abbreviation (`JST`, `CET`, `EDT`). logic/shared/dates.ts formatDate reads them; the outputs follow the
 * incumbent template engine, which logic/template/formatters/dates.differential.test.ts compares.
 */
import { dateTimeFormat } from './intlCache.ts';

/** What these helpers read of a date: its wall-clock year, day of the year (1-based) and weekday (0 Sunday). */
export interface WeekFields {
  year: number;
  dayOfYear: number;
  weekday: number;
}

const isLeap = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysIn = (year: number): number => (isLeap(year) ? 366 : 365);
const mod7 = (n: number): number => ((n % 7) + 7) % 7;

/**
 * Week of the year with weeks starting on Sunday, week 1 holding January 1 (the `en` week rules);
 * the days of the week that holds the next January 1 are week 1 already (Tuesday 31 December 2024 is 1).
 */
export function sundayWeekOfYear(fields: WeekFields): number {
  const { year, dayOfYear, weekday } = fields;
  if (dayOfYear - weekday + 6 > daysIn(year)) return 1;
  const januaryFirst = mod7(weekday - (dayOfYear - 1));
  return Math.floor((dayOfYear - 1 + januaryFirst) / 7) + 1;
}

/** ISO 8601 weeks in a year: 53 when it starts on a Thursday, or on a Wednesday in a leap year. */
function isoWeeksIn(year: number, januaryFirst: number): number {
  return januaryFirst === 4 || (januaryFirst === 3 && isLeap(year)) ? 53 : 52;
}

/** The ISO 8601 week (Monday first, week 1 holding the first Thursday) and the year it belongs to. */
export function isoWeek(fields: WeekFields): { week: number; year: number } {
  const { year, dayOfYear, weekday } = fields;
  const isoDay = weekday === 0 ? 7 : weekday;
  const week = Math.floor((dayOfYear - isoDay + 10) / 7);
  if (week < 1) {
    const previousFirst = mod7(weekday - (dayOfYear - 1) - daysIn(year - 1));
    return { week: isoWeeksIn(year - 1, previousFirst), year: year - 1 };
  }
  if (week > isoWeeksIn(year, mod7(weekday - (dayOfYear - 1)))) return { week: 1, year: year + 1 };
  return { week, year };
}

/** The quarter (1–4) of a month (1–12). */
export const quarterOf = (month: number): number => Math.floor((month - 1) / 3) + 1;

/** A long zone name as Intl gives it for a fixed offset: `GMT-05:00`, `GMT+05:30`. */
const GMT_OFFSET = /^GMT([+-])(\d{2}):(\d{2})$/;

/**
 * The zone's abbreviation at an instant. Intl carries the tz database's abbreviations only for some
 * zones (`EST`, `PST`, `GMT`, `UTC`, `HST`); elsewhere its short name is an offset (`GMT+9`). Then
 * the abbreviation is the initials of Intl's English long name (`Japan Standard Time` → `JST`,
 * `Australian Central Daylight Time` → `ACDT`), the European zones without the `S` of `Standard`
 * (`CET`, `EET`, `WET`, as the tz database writes them), and a bare offset (`-05`, `+0530`) when
 * the zone has no name. Differences left with the incumbent are listed in the differential test.
 */
export function zoneAbbreviation(epochMs: number, timeZone: string): string {
  try {
    const part = (style: 'short' | 'long') =>
      dateTimeFormat('en-US', { timeZone, timeZoneName: style })
        .formatToParts(epochMs)
        .find((each) => each.type === 'timeZoneName')?.value ?? '';
    const short = part('short');
    if (!short.startsWith('GMT') || short === 'GMT') return short;
    const long = part('long');
    const offset = GMT_OFFSET.exec(long);
    if (offset) return `${offset[1]}${offset[2]}${offset[3] === '00' ? '' : offset[3]}`;
    const words = long.split(' ').filter((word) => word !== '');
    const european = words.includes('European') && words.at(-2) === 'Standard';
    return words
      .filter((_word, index) => !(european && index === words.length - 2))
      .map((word) => word.charAt(0).toUpperCase())
      .join('');
  } catch {
    // Not a zone Intl knows, or not a date: no abbreviation.
    return '';
  }
}
