/**
 * The faults found in logic/: each test failed before its fix. The property suite
 * (logic.test.ts) then holds every exported function to "no throw, linear time".
 */
import { describe, expect, it } from 'vitest';
import { quantityMessage, validateAddToCart } from '../../logic/shopper/cart.ts';
import { characterCounter, isValidEmail } from '../../logic/forms/forms.ts';
import { validatePageUrl } from '../../logic/builder/builder.ts';
import { parseHsl } from '../../logic/builder/colour.ts';
import { isInternalHost, testVariantOverride } from '../../logic/visitor/analytics.ts';
import { autolink, handleUrl, hashtagUrl } from '../../logic/content/content.ts';
import { subscriptionPageUrl } from '../../logic/shopper/addToCartFlow.ts';
import { calendarDate, calendarLink, zonedDateParts } from '../../logic/shared/dates.ts';
import { altText } from '../../logic/content/images.ts';
import { effectivePrice, originalPrice, priceRange, type Product, type Variant } from '../../logic/shopper/product.ts';
import { storeUrlId } from '../../logic/shopper/store.ts';
import { fieldGuideEbook } from '../../mocks/fixtures/catalogue.ts';
import { expectLinearTime, longText } from './support/index.ts';

const OUT_OF_RANGE = 'Quantity must be a whole number from 1 to 9999.';

describe('a quantity is whole only when its text is (shopper spec, validation rules)', () => {
  it.each(['1.0000000000000001', '2.50000000000000001', '9999.00000000000000001', '0.99999999999999999'])(
    '%s is not a whole number, though Number() rounds it to one',
    (text) => {
      expect(quantityMessage(text)).toBe(OUT_OF_RANGE);
      expect(validateAddToCart({ product: fieldGuideEbook, quantity: text })).toMatchObject({ ok: false, reason: 'quantity-out-of-range' });
    },
  );

  it.each([
    ['1', 1],
    [' 3 ', 3],
    ['2.0', 2],
    ['+4.000', 4],
  ])('%j is the whole number %i', (text, whole) => {
    expect(quantityMessage(text)).toBeNull();
    expect(validateAddToCart({ product: fieldGuideEbook, quantity: text })).toMatchObject({ ok: true, quantity: whole });
  });
});

/*
 * Patterns that see visitor or owner text run in linear time. Each check first runs at
 * tiny sizes (so a pattern that backtracks exponentially fails in a second instead of hanging), then
 * at sizes where a run takes a few milliseconds, by the ratio method (tests/hostile/support/linear.ts).
 */
describe('linear-time patterns', () => {
  /** The two checks: a quick one that exposes exponential growth, the real one for quadratic growth. */
  function expectLinear(name: string, make: (size: number) => string, run: (text: string) => unknown, size = 1000): void {
    expectLinearTime(`${name} (tiny)`, { make, run, size: 12, maxSize: 12, repetitions: 2, factor: 2 });
    expectLinearTime(name, { make, run, size });
  }

  it('validatePageUrl: letters and a `!` (exponential before)', () => {
    expectLinear('validatePageUrl', (n) => `${'a'.repeat(n)}!`, validatePageUrl);
    expect(validatePageUrl(`${'a'.repeat(40)}!`)).toBe(`${'a'.repeat(40)}! is not a valid page URL`);
  });

  it('validatePageUrl still accepts site paths and refuses doubled slashes', () => {
    for (const good of ['/', '/shop', 'shop/', '/shop/linen-shirt_2.0~x/', 'a/b/c']) expect(validatePageUrl(good)).toBeNull();
    for (const bad of ['//', '/shop//x', 'shop page', '/shop?x=1', 'é']) expect(validatePageUrl(bad)).not.toBeNull();
  });

  it('parseHsl: long whitespace inside hsl( without a closing parenthesis, and long digits', () => {
    expectLinear('parseHsl whitespace', (n) => `hsl(${' '.repeat(n)}x`, parseHsl);
    expectLinear('parseHsl spaces then text', (n) => `hsl(1${' '.repeat(n)}x)`, parseHsl);
    expectLinear('parseHsl digits', (n) => `hsl(${'1'.repeat(n)}x, 1%, 1%)`, parseHsl);
    expect(parseHsl('hsl( 210 , 50% , 40% )').value).toEqual({ h: 210, s: 0.5, l: 0.4 });
    expect(parseHsl('hsla(210 50% 40% / 50%)').value).toEqual({ h: 210, s: 0.5, l: 0.4, a: 0.5 });
  });

  it('autolink: a URL followed by a long run of `)` (quadratic before)', () => {
    expectLinear('autolink', (n) => `http://a.example/${')'.repeat(n)}`, autolink, 2000);
    expect(autolink('(see http://a.example/x_(y)).')).toEqual([
      { type: 'text', text: '(see ' },
      { type: 'url', text: 'http://a.example/x_(y)', href: 'http://a.example/x_(y)' },
      { type: 'text', text: ').' },
    ]);
  });

  it('altText: a caption of many `<` without a `>`', () => {
    expectLinear('altText', (n) => '<'.repeat(n), (body) => altText({ body }), 2000);
    expect(altText({ body: '<p>Linen &amp; <b>wool</b></p> <a' })).toBe('Linen & wool <a');
  });

  it('storeUrlId: a title with long runs of dashes between letters', () => {
    expectLinear('storeUrlId', (n) => `a${' -'.repeat(n)}b`, (title) => storeUrlId(title, [], 'Store'), 2000);
    expect(storeUrlId('--Linen & Wool!--', [], 'Store')).toBe('linen-wool');
  });
});

describe('isInternalHost: internal, staging or similar sites only (shopper spec, roles)', () => {
  it.each([
    'stage-lighting.com',
    'test-prep.org',
    'www.test-prep.org',
    'dev-shop.example.com',
    'test-prep.squarespace.com',
    'qa-consulting.co',
    'staging.com',
    'internal.example',
    'devon-crafts.com',
    'www.stagecoach-tours.co.uk',
    'latest.example.com',
  ])('%s is a customer site: test variants cannot be forced there', (host) => {
    expect(isInternalHost(host)).toBe(false);
    expect(testVariantOverride('?test_variant_checkout=b', host)).toEqual({});
  });

  it.each([
    'localhost',
    'localhost:6006',
    '127.0.0.1:8080',
    '[::1]:3000',
    'app.localhost',
    'staging.shop-example.com',
    'shop.staging.example.com',
    'staging2.example.com',
    'qa.example.com',
    'dev.my-store.co.uk',
    'TEST.Example.com',
    'internal.example.net',
    'vitrine.test',
    'shop.internal',
  ])('%s is internal or staging', (host) => {
    expect(isInternalHost(host)).toBe(true);
  });
});

describe('email length counts characters, as the library counts them (shopper spec, validation rules, constants and limits: 3 to 256)', () => {
  const emoji = '\u{1F600}';

  it('an address of 252 characters, emoji in its local part, is within the limit though it is 379 UTF-16 units', () => {
    const address = `${emoji.repeat(127)}${'a'.repeat(120)}@a.co`;
    expect(Array.from(address)).toHaveLength(252);
    expect(isValidEmail(address)).toBe(true);
    expect(characterCounter(address, 256).over).toBe(false);
  });

  it('257 characters is over, whatever they are; 3 is the least', () => {
    expect(isValidEmail(`${emoji.repeat(252)}@a.co`)).toBe(false);
    expect(isValidEmail(`${'a'.repeat(252)}@a.co`)).toBe(false);
    expect(isValidEmail(`${'a'.repeat(251)}@a.co`)).toBe(true);
  });
});

describe('a variant priced only in the legacy minor-unit price / salePrice (rendering spec, entities)', () => {
  const legacy = (fields: Record<string, unknown>): Variant =>
    ({ sku: 'L-1', attributes: {}, onSale: false, qtyInStock: 5, unlimited: false, ...fields }) as unknown as Variant;

  it('effectivePrice reads price, and salePrice while on sale, in the product currency or USD', () => {
    expect(effectivePrice(legacy({ price: 2500 }))).toEqual({ value: 2500, currency: 'USD' });
    expect(effectivePrice(legacy({ price: 2500, salePrice: 1900, onSale: true }))).toEqual({ value: 1900, currency: 'USD' });
    expect(effectivePrice(legacy({ price: 2500, salePrice: 1900, onSale: false }))).toEqual({ value: 2500, currency: 'USD' });
    expect(effectivePrice(legacy({ priceMoney: { value: 3000, currency: 'EUR' }, salePrice: 2000, onSale: true }))).toEqual({ value: 2000, currency: 'EUR' });
  });

  it('priceRange and originalPrice read both shapes side by side', () => {
    const product = {
      ...fieldGuideEbook,
      variants: [legacy({ sku: 'A', price: 1500 }), legacy({ sku: 'B', price: 4000, salePrice: 1000, onSale: true }), { ...legacy({ sku: 'C' }), priceMoney: { value: 2000, currency: 'USD' } }],
    } as Product;
    expect(priceRange(product)).toEqual({ min: { value: 1000, currency: 'USD' }, max: { value: 2000, currency: 'USD' } });
    const single = { ...fieldGuideEbook, onSale: true, variants: [legacy({ price: 4000, salePrice: 1000, onSale: true })] } as Product;
    expect(originalPrice(single)).toEqual({ value: 4000, currency: 'USD' });
  });

  it('a variant with no price of either shape costs the default price, 0 (rendering spec, constants and limits)', () => {
    expect(effectivePrice(legacy({}))).toEqual({ value: 0, currency: 'USD' });
    expect(effectivePrice(legacy({ price: 'twelve', priceMoney: null }))).toEqual({ value: 0, currency: 'USD' });
  });
});

describe('URL parts built from text with a lone surrogate (found by the property suite)', () => {
  it.each([
    ['handleUrl', () => handleUrl('ab\uD800')],
    ['hashtagUrl', () => hashtagUrl('\uDC00tag')],
    ['subscriptionPageUrl', () => subscriptionPageUrl('tok\uD800en')],
    ['calendarLink', () => calendarLink({ title: 'Open \uD800 day', startDate: 0, location: { addressLine1: '\uDFFF' } } as never)],
  ])('%s encodes it as U+FFFD instead of throwing URIError', (_name, build) => {
    expect(build()).toContain('%EF%BF%BD');
  });

  it('well-formed text, pairs included, is encoded as before', () => {
    expect(hashtagUrl('caf\u00e9\u{1F600}')).toBe(`https://x.com/hashtag/${encodeURIComponent('caf\u00e9\u{1F600}')}`);
  });
});

describe('testVariantOverride reads a long hostile query string in linear time (found by the property suite)', () => {
  it('a query of many short pairs with entities, surrogates and markup', () => {
    expectLinearTime('testVariantOverride', { make: longText, run: (query) => testVariantOverride(query, 'localhost'), size: 1000 });
  });

  it('still reads the overrides, decoded, and ignores the rest', () => {
    expect(testVariantOverride('?test_variant_checkout=b&utm=x&test_variant_nav=new+menu&test_variant_pct=%E2%82%AC&test_variant_bad=%E2%8', 'localhost')).toEqual({
      checkout: 'b',
      nav: 'new menu',
      pct: '€',
      bad: '%E2%8',
    });
  });
});

describe('date helpers given a number that is not a date (NaN, ±Infinity, past ±8.64e15 ms) never throw', () => {
  it.each([Number.NaN, Number.POSITIVE_INFINITY, -Infinity, 8.64e15 + 1, -8.64e15 - 1])('%s', (epochMs) => {
    expect(calendarDate(epochMs)).toBe('');
    expect(zonedDateParts(epochMs, 'Europe/Paris').year).toBeNaN();
  });

  it('a real instant is unchanged', () => {
    expect(calendarDate(Date.UTC(2026, 0, 15, 9, 30))).toBe('20260115T093000Z');
    expect(zonedDateParts(Date.UTC(2026, 0, 15, 9, 30), 'UTC')).toMatchObject({ year: 2026, month: 1, day: 15, hour: 9, minute: 30 });
  });
});
