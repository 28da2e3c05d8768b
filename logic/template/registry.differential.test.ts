/**
 * Differential test over the whole registry: every formatter and predicate of the
 * incumbent `@squarespace/template-engine` 2.10.10 that the pure engine implements, with its argument
 * forms, over representative values, prints what the incumbent prints (the incumbent given its CLDR
 * data for `en`, as its own tests do). The names that still differ somewhere are listed in KNOWN with
 * the reason; the test fails on a new difference and on a listed one that no longer differs.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FRAGMENT_FORMATTER_NAMES } from './fragmentNames.ts';
import { renderTemplate } from './index.ts';

interface Incumbent {
  engine: { formatters: Record<string, unknown>; predicates: Record<string, unknown> };
  execute(props: { code: string; json: unknown; cldr?: unknown; now?: number }): { ctx: { render(): string } };
}
const require = createRequire(import.meta.url);
const { Compiler } = require('@squarespace/template-engine') as { Compiler: new () => Incumbent };
const { CLDRFramework } = require('@phensley/cldr') as { CLDRFramework: new (options: { loader: (language: string) => string }) => { get(tag: string): unknown } };
const cldr = new CLDRFramework({ loader: (language) => readFileSync(require.resolve(`@phensley/cldr/packs/${language}.json`), 'utf8') }).get('en');
const incumbent = new Compiler();
const NOW = 1_613_700_000_000;

const money = (value: string) => ({ value, currency: 'USD' });
const variant = (price: string, sale: string, onSale: boolean) => ({ priceMoney: money(price), salePriceMoney: money(sale), onSale, qtyInStock: 2, unlimited: false });

/** The values every formatter and predicate is tried on, by name. */
const VALUES: Record<string, unknown> = {
  text: 'Hello <b>World</b> & "you": the quick brown fox jumps',
  word: 'fox',
  num: 1234.5,
  int: 3,
  neg: -2,
  zero: 0,
  yes: true,
  none: null,
  date: 1_613_600_000_000,
  money: money('25.00'),
  decimalMoney: { decimalValue: '1234.56', currencyCode: 'EUR' },
  size: '1000x500',
  list: [{ a: 1, name: 'one', b: 0 }, { a: 0, name: 'two', b: 1 }, { a: 1, name: 'three', b: 1 }],
  words: ['x', 'y', 'z'],
  obj: { a: 1, b: { c: 'C' }, id: 'a' },
  product: { recordType: 11, structuredContent: { productType: 1, variants: [variant('10.00', '8.00', true), variant('12.50', '0.00', false)] } },
  digital: { recordType: 11, structuredContent: { productType: 2, priceMoney: money('5.00'), salePriceMoney: money('4.00'), onSale: true } },
  item: { recordType: 50, promotedBlockType: 'map', collection: { type: 10, folder: true, folderBehavior: 1 }, items: [{ mainImageId: 'i' }], serviceName: 'email', currentType: 4, typeName: 'blog' },
  template: { type: 7, recordType: -1, promotedBlockType: 'video' },
  image: { assetUrl: 'https://img.example/a.jpg', originalSize: '800x600', mediaFocalPoint: { x: 0.25, y: 0.75 }, title: 'Pier', colorData: { topLeftAverage: 'a1b2c3', centerAverage: 'abcdef' } },
};

/** Argument forms per name (a name not listed is tried without arguments). */
const ARGS: Record<string, string[]> = {
  truncate: ['', ' 10', ' 12 ~'],
  cycle: [' a b c'],
  mod: ['', ' 3'],
  pluralize: ['', ' ies', ' y ies'],
  'key-by': [' name'],
  prop: [' a', ' b.c'],
  get: [' id'],
  format: [' int num'],
  output: [' a b'],
  date: [' %Y-%m-%d %H:%M %Z', ' %c', ' %x %X'],
  datetime: ['', ' date:long', ' time:short', ' yMMMd'],
  decimal: ['', ' style:percent', ' maxfrac:1'],
  money: ['', ' style:code'],
  'find-first': [' a', ' b'],
  'find-last': [' a', ' b'],
  resizedHeightForWidth: [' 300'],
  resizedWidthForHeight: [' 300'],
  squarespaceThumbnailForWidth: [' 600', ' 50'],
  squarespaceThumbnailForHeight: [' 300'],
  'image-color': ['', ' topLeft', ' center', ' topLeft background-color'],
  'child-image-meta': ['', ' 0'],
  'equal?': [' 3', ' int 3', ' "fox"'],
  'notEqual?': [' 3'],
  'greaterThan?': [' 2', ' int 2'],
  'greaterThanOrEqual?': [' 3'],
  'lessThan?': [' 4'],
  'lessThanOrEqual?': [' 3'],
  'nth?': [' 3', ' int 2'],
  'collectionTypeNameEquals?': [' blog', ' page'],
  'current-type?': [' image', ' body'],
};

/**
 * Names that differ from the incumbent on some value here, and why. Each one's differences are
 * shown by the test's failure message if the list is wrong.
 */
const KNOWN: Record<string, string> = {
  date: 'a value that is not a date prints "Invalid Date" (rendering spec, error catalogue; the incumbent prints the epoch, or nothing for text); %Z of 1969 in New York, where Intl names no abbreviation, is -05',
  datetime: 'a value that is not a date prints nothing (the incumbent formats it as the epoch, 31 December 1969)',
  'relative-time': 'a value that is not a date prints nothing (the incumbent measures from the epoch)',
  timesince: 'rendering spec, constants and limits wording ("51 years ago", "Invalid date." for a non-date; the incumbent says "about 51 years ago" and reads anything as the epoch)',
  'google-calendar-url': 'logic/shared/dates calendarLink (rendering spec, states): https and the render URL, nothing for a value that is not an event',
  money: 'style:code follows Intl\'s en pattern ("USD 25.00"); the incumbent\'s CLDR bundle puts the code after ("25.00 USD")',
  width: 'logic/content/images reads sizes: anything but WxH prints nothing (the incumbent prints NaN)',
  height: 'logic/content/images reads sizes: anything but WxH prints nothing (the incumbent prints NaN)',
  'image-srcset': 'logic/content/images: nothing for a value that is not an image (the incumbent echoes text), and the srcset of an image per logic/content/images',
  'sold-out?': 'logic/shopper/product isSoldOut: a value that is not a product is not sold out (the incumbent says it is)',
  'gallery-design-grid?': 'logic/content/galleryOptions: a block naming no design is a grid, as the builder shows it (the incumbent: no design)',
  'gallery-meta-position-bottom?': 'logic/content/galleryOptions: a block naming no meta position has the builder\'s default, bottom',
  'gallery-active-alignment-center?': 'logic/content/galleryOptions: a block naming no alignment has the builder\'s default, center',
};

const NOT_PURE = new Set<string>(FRAGMENT_FORMATTER_NAMES);

function render(code: string, json: unknown): { ours: string; theirs: string } {
  let theirs: string;
  try {
    theirs = incumbent.execute({ code, json, cldr, now: NOW }).ctx.render();
  } catch (error) {
    theirs = `(throws ${String(error)})`;
  }
  return { ours: renderTemplate(code, json, { now: NOW, locale: 'en-US', timeZone: 'America/New_York' }).html, theirs };
}

function differences(): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  const note = (name: string, line: string) => (found[name] ??= []).push(line);
  for (const name of Object.keys(incumbent.engine.formatters)) {
    if (NOT_PURE.has(name)) continue;
    for (const args of ARGS[name] ?? ['']) {
      for (const key of Object.keys(VALUES)) {
        const code = `{${key}|${name}${args}}`;
        const { ours, theirs } = render(code, { ...VALUES, '@': VALUES[key] });
        if (ours !== theirs) note(name, `${code}: ${JSON.stringify(ours)} ≠ ${JSON.stringify(theirs)}`);
      }
    }
  }
  for (const name of Object.keys(incumbent.engine.predicates)) {
    for (const args of ARGS[name] ?? ['']) {
      for (const key of Object.keys(VALUES)) {
        const code = `{.section ${key}}{.${name}${args}}Y{.or}N{.end}{.end}`;
        // A section does not enter a falsy value: the predicate then runs in the root scope.
        const { ours, theirs } = render(code.replace(`{.section ${key}}`, '{.section @}').replace(/\{\.end\}$/, '{.end}'), VALUES[key] !== null && typeof VALUES[key] === 'object' ? VALUES[key] : { ...VALUES, value: VALUES[key] });
        if (ours !== theirs) note(name, `${key} ${code}: ${ours} ≠ ${theirs}`);
      }
    }
  }
  return found;
}

describe('Differential: every formatter and predicate against the incumbent', () => {
  const found = differences();

  it('differs from the incumbent only where KNOWN says why', () => {
    const unexplained = Object.fromEntries(Object.entries(found).filter(([name]) => !(name in KNOWN)));
    expect(unexplained).toEqual({});
  });

  it('every KNOWN difference is still one (remove it from the list once it agrees)', () => {
    expect(Object.keys(KNOWN).filter((name) => !(name in found))).toEqual([]);
  });
});

describe('Differential: money in data (rendering spec, entities)', () => {
  it('decimal-string money reads as the incumbent reads it, in every money formatter', () => {
    const json = { m: { value: '25.00', currency: 'USD' }, product: VALUES['product'] };
    for (const code of ['{m|money}', '{product|from-price}', '{product|normal-price}', '{product|sale-price}']) {
      const { ours, theirs } = render(code, json);
      expect([code, ours]).toEqual([code, theirs]);
    }
    expect(render('{m|money}', json).ours).toBe('$25.00');
  });

  it('a number value is minor units, as the spec says (the incumbent reads it as major units)', () => {
    // rendering spec, entities: "Amounts are in minor units"; logic/shopper/money.ts readMoneyValue explains the one reading.
    expect(render('{m|money}', { m: { value: 2500, currency: 'USD' } })).toEqual({ ours: '$25.00', theirs: '$2,500.00' });
  });
});

describe('Differential: the cases of get, numeric path segments and .eval', () => {
  const CASES: Array<[string, unknown]> = [
    ['{.section item}{.var @obj one.two}{@obj|get @.id}|{@obj|get id}{.end}', { one: { two: { a: 'A', b: 'B' } }, item: { id: 'b' } }],
    // In a binding the formatters' `@` is the tag's scope (the item), in a variable tag the value formatted.
    ['{.repeated section items}{.var @o one.two|get @.id}{@o}|{one.two|get @.id}|{.var @f one.two|get id}{@f};{.end}', {
      one: { two: { a: 'A', b: 'B' } },
      items: [{ id: 'a' }, { id: 'b' }],
    }],
    // The same holds for every formatter that looks something up (format reads from the scope around `@`).
    ['{.repeated section items}{.var @x pat|format name id}{@x}|{.var @x map|lookup k}{@x}|{.var @x n|iter}{@x};{.end}', {
      pat: 'A{0}-{1}',
      items: [{ name: 'i1', k: 'name', id: 'a', n: 1 }, { name: 'i2', k: 'id', id: 'b', n: 2 }],
      name: 'root',
      k: 'name',
      map: { a: 'MA', b: 'MB' },
    }],
    ['{.var @key one}{obj|get @key}|{obj|get k j}|{.var @o obj}{@o|get k}', { obj: { one: 'ONE', a: { b: 'AB' } }, k: 'a', j: 'b', one: 'one' }],
    ['{.section items.0}{name}{.end}|{.repeated section items.0.tags}{@}{.end}|{.if items.0}y{.end}|{.section obj.list.1}{@}{.end}|{items.1.0}', {
      items: [{ name: 'x', tags: ['a', 'b'] }, ['q']],
      obj: { list: [1, 2] },
    }],
    ['{.eval items.0.n + 1}|{.eval obj.a}|{.eval @a = items.0.n}{@a}|{.eval a.0.b + "!"}|{.eval @x = 2; @x * n}|{.eval 10 / 4}|{.eval 1/3}', {
      items: [{ n: 4 }],
      obj: { a: 7 },
      a: [{ b: 'B' }],
      n: 3,
    }],
  ];
  for (const [code, json] of CASES) {
    it(code, () => {
      const { ours, theirs } = renderBoth(code, json);
      expect(ours).toBe(theirs);
      expect(ours.replace(/\|/g, '')).not.toBe('');
    });
  }
});

function renderBoth(code: string, json: unknown) {
  return {
    ours: renderTemplate(code, json, { enableExpressions: true }).html,
    theirs: incumbent.execute({ code, json, enableExpr: true } as never).ctx.render(),
  };
}

describe('Differential: datetime-interval (two variables)', () => {
  const json = { a: 1_613_600_000_000, b: 1_613_800_000_000, c: 1_613_610_000_000, d: 1_623_800_000_000 };
  it('prints the span as the incumbent, with and without a skeleton, within a day and across days and months', () => {
    for (const code of ['{a, b|datetime-interval}', '{a, c|datetime-interval}', '{a, b|datetime-interval yMMMd}', '{a, b|datetime-interval skeleton:hm}', '{a, d|datetime-interval yMMM}', '{a, c|datetime-interval hm}', '{a|datetime-interval}']) {
      expect([code, render(code, json).ours]).toEqual([code, render(code, json).theirs]);
    }
  });

  it('a date style (date:long) is the long dates; the incumbent prints Julian day numbers for it', () => {
    expect(render('{a, b|datetime-interval date:long}', json)).toEqual({ ours: 'February 17\u2009–\u200920, 2021', theirs: '/2459263\u2009–\u2009/2459266' });
  });
});

describe('Differential: argument forms of the lookup, sizing and not-yet-implemented formatters', () => {
  const CASES: Array<[string, unknown]> = [
    ['{ids|find-first map ok|json}|{ids|find-last map ok|json}|{ids|find-first map|json}|{ids|find-first|json}|{ids|find-last|json}|{list|find-first x.y|json}', {
      ids: ['a', 'b', 'c'],
      map: { a: { ok: false }, b: { ok: 1 }, c: { ok: true } },
      list: [{ x: { y: 0 } }, { x: { y: 's' } }],
    }],
    ['{s|resizedHeightForWidth 300}|{s|resizedWidthForHeight 0}|{s|resizedHeightForWidth x}|{s|squarespaceThumbnailForHeight 2000}|{t|resizedHeightForWidth 10}|{u|resizedWidthForHeight 10}', { s: '1000x500', t: 'axb', u: '10x0' }],
    ['{a|money-format}|{a|unit}|{n|datetimefield}|{n|moneyFormat x}|{a|i18n-money-format}|{a|money-string}', { a: 'raw', n: 5 }],
  ];
  for (const [code, json] of CASES) {
    it(code, () => {
      const { ours, theirs } = renderBoth(code, json);
      expect(ours).toBe(theirs);
    });
  }

  it('a not-yet-implemented formatter says so at its tag (rendering spec, error catalogue), keeping the value', () => {
    const { html, errors } = renderTemplate('{a|money-format}', { a: 'raw' });
    expect(html).toBe('raw');
    expect(errors.map((error) => error.message)).toEqual(['"money-format" formatter is not yet implemented']);
  });
});
