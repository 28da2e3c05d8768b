/**
 * Locales other than `en`: the money, decimal and date formatters print what the
 * incumbent prints with its CLDR data (@phensley/cldr, given as the incumbent's own tests give it) in
 * en, fr, de, ja and es. Intl is underneath here; the differences left are written at the end.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../index.ts';

interface Incumbent {
  execute(props: { code: string; json: unknown; cldr?: unknown }): { ctx: { render(): string } };
}
const require = createRequire(import.meta.url);
const { Compiler } = require('@squarespace/template-engine') as { Compiler: new () => Incumbent };
const { CLDRFramework } = require('@phensley/cldr') as { CLDRFramework: new (options: { loader: (language: string) => string }) => { get(tag: string): unknown } };
const framework = new CLDRFramework({ loader: (language) => readFileSync(require.resolve(`@phensley/cldr/packs/${language}.json`), 'utf8') });
const incumbent = new Compiler();

const LOCALES = ['en', 'fr', 'de', 'ja', 'es'];
const ZONE = 'Europe/Paris';
const JSON_DATA = {
  usd: { value: '1234.56', currency: 'USD' },
  eur: { value: '1234.5', currency: 'EUR' },
  jpy: { value: '1234', currency: 'JPY' },
  neg: { value: '-5.25', currency: 'GBP' },
  big: { decimalValue: '9876543.21', currencyCode: 'CHF' },
  d: 1_613_600_000_000,
  n: 1_234_567.891,
  website: { timeZone: ZONE },
};
const CODES = [
  '{usd|money}', '{eur|money}', '{jpy|money}', '{neg|money}', '{big|money}', '{usd|money style:accounting}', '{usd|money style:name}',
  '{eur|money symbol:narrow}', '{n|decimal}', '{n|decimal style:percent}', '{n|decimal maxfrac:1}', '{d|datetime}',
  '{d|datetime date:short}', '{d|datetime date:medium}', '{d|datetime date:full}', '{d|datetime time:short}', '{d|datetime time:medium}',
  '{d|datetime date:long time:short}', '{d|datetime yMMMd}', '{d|datetime skeleton:yMMMEd}', '{d|datetime skeleton:hm}', '{d|date %B %A %c}',
];

function both(code: string, locale: string, json: unknown = JSON_DATA) {
  return {
    ours: renderTemplate(code, json, { locale, timeZone: ZONE }).html,
    theirs: incumbent.execute({ code, json, cldr: framework.get(locale) }).ctx.render(),
  };
}

describe('Differential: money and date formatters in en, fr, de, ja and es', () => {
  for (const locale of LOCALES) {
    it(`${locale}: ${CODES.length} money, decimal and date tags print as the incumbent`, () => {
      const differences = CODES.map((code) => ({ code, ...both(code, locale) })).filter(({ ours, theirs }) => ours !== theirs);
      expect(differences).toEqual([]);
    });
  }
});

describe('Differential: known locale differences', () => {
  it('compact money (style:short) of four digits: Intl groups them only from five in de and ja (CLDR minimum grouping)', () => {
    expect(both('{usd|money style:short}', 'de')).toEqual({ ours: '1235\u00A0$', theirs: '1.235\u00A0$' });
    expect(both('{usd|money style:short}', 'ja')).toEqual({ ours: '$1235', theirs: '$1,235' });
    expect(both('{usd|money style:short}', 'en')).toEqual({ ours: '$1.2K', theirs: '$1.2K' });
  });
});
