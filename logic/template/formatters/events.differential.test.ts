/**
 * The events' template words against the incumbent `@squarespace/template-engine`: the
 * `google-calendar-url` formatter and the `same-day?`, `calendar-view?` and `show-past-events?`
 * predicates. Where they differ, rendering spec, states and logic/shared/dates.ts win; each difference is shown with
 * both outputs, as in differential.test.ts.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../index.ts';

interface Incumbent {
  execute(props: { code: string; json: unknown }): { ctx: { render(): string } };
}

const require = createRequire(import.meta.url);
const { Compiler } = require('@squarespace/template-engine') as { Compiler: new () => Incumbent };
const incumbent = new Compiler();

function both(code: string, json: unknown) {
  return { ours: renderTemplate(code, json).html, theirs: incumbent.execute({ code, json }).ctx.render() };
}

/** The part of a calendar link after its address: what the two engines are compared on. */
const query = (url: string) => url.slice(url.indexOf('&text='));

const event = { title: 'Open-Studio_Evening', startDate: Date.UTC(2026, 2, 12, 22), endDate: Date.UTC(2026, 2, 13, 1, 30, 5) };

describe('google-calendar-url against the incumbent (rendering spec, states calendar-link formatter)', () => {
  it('agrees on the title and the UTC start/end dates', () => {
    const { ours, theirs } = both('{e|google-calendar-url}', { e: event });
    expect(query(ours)).toBe('&text=Open-Studio_Evening&dates=20260312T220000Z/20260313T013005Z');
    expect(query(theirs)).toBe(query(ours));
  });

  it('agrees that a location without any line is left out', () => {
    const { ours, theirs } = both('{e|google-calendar-url}', { e: { ...event, location: { addressLine1: ' ', addressCountry: '' } } });
    expect(query(ours)).not.toContain('location=');
    expect(query(theirs)).toBe(query(ours));
  });

  it('known difference: the address - the calendar\'s current https render page (the incumbent links the old http event page)', () => {
    const { ours, theirs } = both('{e|google-calendar-url}', { e: event });
    expect(ours.slice(0, ours.indexOf('&'))).toBe('https://www.google.com/calendar/render?action=TEMPLATE');
    expect(theirs.slice(0, theirs.indexOf('&'))).toBe('http://www.google.com/calendar/event?action=TEMPLATE');
  });

  it('known difference: location lines "joined by commas" (states) - each line encoded, joined by a bare comma (the incumbent encodes ", ")', () => {
    const place = { addressLine1: '214 Mercer Street', addressLine2: '', addressCountry: 'United States' };
    const { ours, theirs } = both('{e|google-calendar-url}', { e: { ...event, location: place } });
    expect(ours).toContain('&location=214%20Mercer%20Street,United%20States');
    expect(theirs).toContain('&location=214%20Mercer%20Street%2C%20United%20States');
  });

  it('known difference: a title beyond ASCII is UTF-8 percent-encoded (the incumbent\'s escape() writes Latin-1 %E9 and %u2019)', () => {
    const { ours, theirs } = both('{e|google-calendar-url}', { e: { ...event, title: 'Café’s night & day' } });
    expect(query(ours)).toContain('&text=Caf%C3%A9%E2%80%99s%20night%20%26%20day&');
    expect(query(theirs)).toContain('&text=Caf%E9%u2019s%20night%20%26%20day&');
  });
});

describe('event predicates against the incumbent', () => {
  it('agree on calendar-view? and show-past-events?', () => {
    const code = '{.section c}{.calendar-view?}cal{.or}list{.end}|{.show-past-events?}past{.or}upcoming{.end}{.end}';
    for (const c of [{ calendarView: true, showPastOrUpcomingEvents: 'past' }, { calendarView: false, showPastOrUpcomingEvents: 'upcoming' }, { showPastOrUpcomingEvents: 'x' }]) {
      const { ours, theirs } = both(code, { c });
      expect(ours).toBe(theirs);
    }
  });

  it('agree on same-day? for an event on one day in both UTC and the site\'s zone', () => {
    const { ours, theirs } = both('{.section e}{.same-day?}same{.or}multi{.end}{.end}', { e: { startDate: Date.UTC(2026, 2, 12, 14), endDate: Date.UTC(2026, 2, 12, 18) } });
    expect(ours).toBe('same');
    expect(theirs).toBe(ours);
  });

  it('known difference: same-day? is decided in the site\'s zone (rendering spec, states, constants and limits); the incumbent decides in UTC', () => {
    // 19:00 to 21:00 in New York on 12 March (EDT) is 23:00 on the 12th to 01:00 on the 13th in UTC.
    const evening = { startDate: Date.UTC(2026, 2, 12, 23), endDate: Date.UTC(2026, 2, 13, 1) };
    expect(both('{.section e}{.same-day?}same{.or}multi{.end}{.end}', { e: evening })).toEqual({ ours: 'same', theirs: 'multi' });
  });
});
