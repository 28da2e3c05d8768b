import { describe, expect, it } from 'vitest';
import { renderTemplate, type RenderOptions } from '../index.ts';

const html = (source: string, context: unknown = {}, options: RenderOptions = {}) => renderTemplate(source, context, options).html;

// 2023-11-14T22:13:20Z: a Tuesday; 17:13:20 in New York (EST, UTC-5).
const INSTANT = 1_700_000_000_000;

describe('docs/template-language.md "Formatters and predicates to provide": money and decimal through Intl', () => {
  it('money formats { value, currency } in minor units and { decimalValue, currencyCode }', () => {
    const context = { a: { value: 123456, currency: 'USD' }, b: { decimalValue: '19.5', currencyCode: 'EUR' }, y: { value: 3240, currency: 'JPY' } };
    expect(html('{a|money} {b|money} {y|money}', context)).toBe('$1,234.56 €19.50 ¥3,240');
    expect(html('{b|money}', context, { locale: 'de-DE' })).toBe('19,50\u00a0€');
  });

  it('money takes style, symbol, grouping and digit options', () => {
    const context = { a: { value: -123456, currency: 'USD' } };
    expect(html('{a|money style:code} {a|money style:accounting} {a|money no-group} {a|money style:name}', context)).toBe(
      '-USD\u00a01,234.56 ($1,234.56) -$1234.56 -1,234.56 US dollars',
    );
    expect(html('{a|money maxfrac:0 round:floor}', { a: { value: 1299, currency: 'USD' } })).toBe('$12');
  });

  it('money prints nothing for something that is not money', () => {
    expect(html('[{a|money}][{b|money}]', { a: 12, b: { value: 'x', currency: 'USD' } })).toBe('[][]');
  });

  it('decimal formats numbers and decimal strings, with styles and clamped digits (rendering spec, constants and limits: 0..50)', () => {
    const context = { n: 1234.5678, s: '0.256', big: 1234567 };
    expect(html('{n|decimal} {s|decimal style:percent} {s|decimal style:percent-scaled} {big|decimal style:short}', context)).toBe(
      '1,234.568 26% 0% 1.2M',
    );
    expect(html('{s|decimal style:percent maxfrac:1} {s|decimal style:percent-scaled maxfrac:3}', context)).toBe('25.6% 0.256%');
    expect(html('{n|decimal maxfrac:1} {n|decimal minfrac:6} {n|decimal maxfrac:99}', context)).toBe(
      '1,234.6 1,234.567800 1,234.5678',
    );
    expect(html('{n|decimal}', context, { locale: 'fr-FR' })).toBe('1\u202f234,568');
    expect(html('[{x|decimal}]', { x: 'abc' })).toBe('[]');
  });

  it('percentage-format gives two to three decimals, or none with trim, and no sign', () => {
    expect(html('{a|percentage-format} {b|percentage-format trim} {c|percentage-format}', { a: 12.5, b: 12.5, c: 'x' })).toBe(
      '12.50 12.5 0.00',
    );
  });
});

describe('docs/template-language.md "Formatters and predicates to provide": dates', () => {
  it('date formats strftime patterns in website.timeZone (default America/New_York)', () => {
    expect(html('{d|date %Y-%m-%d %H:%M %Z}', { d: INSTANT })).toBe('2023-11-14 17:13 EST');
    expect(html('{d|date %A %B %e}', { d: INSTANT, website: { timeZone: 'Asia/Tokyo' } })).toBe('Wednesday November 15');
    expect(html('{d|date %H:%M}', { d: INSTANT }, { timeZone: 'UTC' })).toBe('22:13');
    expect(html('{d|date:%Y}', { d: INSTANT })).toBe('2023');
  });

  it('date prints nothing without a pattern and "Invalid Date" for bad input (rendering spec, error catalogue)', () => {
    expect(html('[{d|date}]', { d: INSTANT })).toBe('[]');
    expect(html('{d|date %Y}', { d: 'soon' })).toBe('Invalid Date');
  });

  it('date reports "Julian day outside the supported range." for an instant no calendar holds', () => {
    const result = renderTemplate('[{d|date %Y}]', { d: 1e20 });
    expect(result.html).toBe('[]');
    expect(result.errors.map((e) => e.message)).toEqual(['Julian day outside the supported range.']);
  });

  it('datetime formats through Intl in the locale and zone', () => {
    // The incumbent's default is the long date.
    expect(html('{d|datetime}', { d: INSTANT })).toBe('November 14, 2023');
    expect(html('{d|datetime date:long}', { d: INSTANT })).toBe('November 14, 2023');
    expect(html('{d|datetime date:full time:short}', { d: INSTANT }, { locale: 'fr-FR' })).toBe('mardi 14 novembre 2023 à 17:13');
    expect(html('{d|datetime yMMMd}', { d: INSTANT }, { timeZone: 'Asia/Tokyo' })).toBe('Nov 15, 2023');
    expect(html('[{d|datetime}]', { d: 'x' })).toBe('[]');
  });

  it('relative-time says how far a date is from now in the locale', () => {
    const now = INSTANT;
    expect(html('{d|relative-time}', { d: now - 3 * 3_600_000 }, { now })).toBe('3 hours ago');
    expect(html('{d|relative-time}', { d: now + 2 * 86_400_000 }, { now })).toBe('in 2 days');
    expect(html('{d|relative-time}', { d: now - 86_400_000 }, { now })).toBe('yesterday');
    expect(html('{d|relative-time numericOnly:true}', { d: now - 86_400_000 }, { now })).toBe('1 day ago');
    expect(html('{d|relative-time}', { d: now - 10_000 }, { now })).toBe('now');
    expect(html('{d|relative-time}', { d: now - 3 * 3_600_000 }, { now, locale: 'de' })).toBe('vor 3 Stunden');
    expect(html('[{d|relative-time}]', { d: now })).toBe('[]');
  });

  it('timesince prints the relative time in a span; "Invalid date." for a non-date (rendering spec, error catalogue)', () => {
    const now = INSTANT;
    expect(html('{d|timesince}', { d: now - 120_000 }, { now })).toBe(
      `<span class="timesince" data-date="${now - 120_000}">2 minutes ago</span>`,
    );
    expect(html('{d|timesince}', { d: now - 1000 }, { now })).toContain('less than a minute ago');
    expect(html('{d|timesince}', { d: 'x' }, { now })).toBe('Invalid date.');
  });

  it('humanizeDuration prints milliseconds as m:ss', () => {
    expect(html('{a|humanizeDuration} {b|humanizeDuration}', { a: 65_000, b: 3_599_999 })).toBe('1:05 59:59');
  });

  it('google-calendar-url builds the calendar link with UTC dates and the location (rendering spec, states)', () => {
    const event = {
      title: 'Open studio',
      startDate: INSTANT,
      endDate: INSTANT + 3_600_000,
      location: { addressLine1: '1 Main St', addressLine2: '', addressCountry: 'UK' },
    };
    expect(html('{e|google-calendar-url}', { e: event })).toBe(
      'https://www.google.com/calendar/render?action=TEMPLATE&text=Open%20studio&dates=20231114T221320Z/20231114T231320Z&location=1%20Main%20St,UK',
    );
  });
});

describe('docs/template-language.md "Formatters and predicates to provide": message', () => {
  it('inserts positional and named arguments read in the tag\'s scope', () => {
    expect(html('{m|message name count=n}', { m: 'Hi {0}, you have {count} ({1})', name: 'Ada', n: 3 })).toBe('Hi Ada, you have 3 (3)');
  });

  it('chooses plural forms with Intl.PluralRules, with or without commas', () => {
    const context = { m: '{0, plural, =0 {no items} one {# item} other {# items}}', p: '{0 plural one {# item} other {# items}}' };
    expect([0, 1, 5].map((n) => html('{m|message n}', { ...context, n }))).toEqual(['no items', '1 item', '5 items']);
    expect(html('{p|plural n}', { ...context, n: 1234 })).toBe('1,234 items');
  });

  it('chooses select cases and formats numbers', () => {
    expect(html('{m|message g n}', { m: '{0, select, f {she} other {they}} {1, number}', g: 'f', n: 1234.5 })).toBe('she 1,234.5');
  });
});
