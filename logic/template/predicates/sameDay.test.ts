import { describe, expect, it } from 'vitest';
import { isSameDay } from '../../shared/dates.ts';
import { renderTemplate } from '../index.ts';

// same-day? reads each date's day with one Intl format; logic/shared/dates isSameDay, which reads
// every field with formatToParts, is the reference it must agree with (rendering spec, states).
describe('rendering spec, states same-day?: agrees with logic/shared/dates isSameDay', () => {
  const zones = ['America/New_York', 'Asia/Tokyo', 'Australia/Lord_Howe', 'Pacific/Kiritimati', 'Europe/London', 'UTC', 'Not/AZone'];
  // Around DST changes (New York 2021-03-14 and -11-07, Lord Howe's half-hour shift), midnights, year 1 and 1 BC, and the edges of Date.
  const anchors = [Date.UTC(2021, 2, 14, 6), Date.UTC(2021, 10, 7, 5), Date.UTC(2021, 3, 3, 15), Date.UTC(2020, 11, 31, 23, 59), Date.UTC(1, 0, 1) - 31_536_000_000 * 1901, -62_135_596_800_000, 8.64e15 - 3_600_000, -8.64e15];
  const offsets = [0, 1, 59_999, 3_600_000, 5_400_000, 12 * 3_600_000, 23 * 3_600_000 + 3_599_999, 86_400_000, -3_600_000];

  it('for pairs of instants around DST changes, midnights and the edges of Date, in seven zones', () => {
    let checked = 0;
    for (const timeZone of zones) {
      for (const start of anchors) {
        for (const offset of offsets) {
          const endDate = start + offset;
          const html = renderTemplate('{.same-day?}y{.or}n{.end}', { startDate: start, endDate }, { timeZone }).html;
          expect(html, `${timeZone} ${start} +${offset}`).toBe(isSameDay(start, endDate, timeZone) ? 'y' : 'n');
          checked += 1;
        }
      }
    }
    expect(checked).toBe(zones.length * anchors.length * offsets.length);
  });

  it('is false for dates that are no dates', () => {
    for (const [startDate, endDate] of [[Number.NaN, 0], [0, Infinity], [9e15, 9e15], [-9e15, -9e15]]) {
      expect(renderTemplate('{.same-day?}y{.or}n{.end}', { startDate, endDate }).html).toBe('n');
    }
  });
});
