import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GALLERY_OPTIONS, normaliseGalleryOptions } from '../../content/galleryOptions.ts';
import { renderTemplate, type RenderOptions } from '../index.ts';
import { GALLERY_DESIGNS } from './content.ts';

/** Renders `{.name? args}yes{.or}no{.end}` in the scope `context`. */
const holds = (predicate: string, context: unknown, options: RenderOptions = {}) =>
  renderTemplate(`{.${predicate}}yes{.or}no{.end}`, context, options).html === 'yes';

describe('docs/template-language.md "Formatters and predicates to provide": comparisons', () => {
  it('with one argument, compares `@` against it', () => {
    expect(holds('equal? 3', 3)).toBe(true);
    expect(holds('greaterThan? 2', 3)).toBe(true);
    expect(holds('lessThanOrEqual? 2', 3)).toBe(false);
  });

  it('reads arguments that look like JSON as JSON and others as paths', () => {
    const context = { a: 'x', b: 'x', n: 5, list: [1, 2], flag: true };
    expect(holds('equal? a b', context)).toBe(true);
    expect(holds('equal? a "x"', context)).toBe(true);
    expect(holds('equal? list [1,2]', context)).toBe(true);
    expect(holds('equal? flag true', context)).toBe(true);
    expect(holds('notEqual? n 5', context)).toBe(false);
    expect(holds('greaterThanOrEqual? n -5', context)).toBe(true);
    expect(holds('equal? missing null', context)).toBe(true);
    expect(holds('equal? "x" "y"', context)).toBe(false);
  });

  it('compares the way the left side reads: numbers, strings by code unit, booleans', () => {
    expect(holds('lessThan? n "10"', { n: 9 })).toBe(true);
    expect(holds('lessThan? s "10"', { s: '9' })).toBe(false);
    expect(holds('greaterThan? t false', { t: true })).toBe(true);
  });

  it('is false without arguments', () => {
    expect(holds('equal?', 1)).toBe(false);
  });
});

describe('docs/template-language.md "Formatters and predicates to provide": numbers and debug', () => {
  it('even? and odd? test `@` or a path, numbers only', () => {
    expect(holds('even?', 4)).toBe(true);
    expect(holds('odd?', -3)).toBe(true);
    expect(holds('even? n', { n: 7 })).toBe(false);
    expect(holds('even?', '4')).toBe(false);
  });

  it('nth? tests integer multiples', () => {
    expect(holds('nth? 3', 9)).toBe(true);
    expect(holds('nth? n 4', { n: 10 })).toBe(false);
    expect(holds('nth? 0', 9)).toBe(false);
    expect(holds('nth? 2', 4.5)).toBe(false);
  });

  it('plural? and singular? read `@` as a number', () => {
    expect(holds('plural?', 2)).toBe(true);
    expect(holds('plural?', 1)).toBe(false);
    expect(holds('singular?', '1')).toBe(true);
  });

  it('debug? reads the context\'s debug', () => {
    expect(holds('debug?', { debug: true })).toBe(true);
    expect(holds('debug?', {})).toBe(false);
  });

  it('units-metric? reports that it is not yet implemented and counts as false (rendering spec, error catalogue)', () => {
    const result = renderTemplate('{.units-metric?}yes{.or}no{.end}', {});
    expect(result.html).toBe('no');
    expect(result.errors).toEqual([
      { kind: 'runtime', message: '"units-metric?" formatter is not yet implemented', line: 1, column: 1 },
    ]);
  });
});

describe('docs/template-language.md "Formatters and predicates to provide": content predicates', () => {
  it('main-image?, excerpt?, external-link?, passthrough?, collection?', () => {
    expect(holds('main-image?', { systemDataId: 'x' })).toBe(true);
    expect(holds('main-image?', {})).toBe(false);
    expect(holds('excerpt?', { excerpt: { html: '<p> &#8203;</p>' } })).toBe(true);
    expect(holds('excerpt?', { excerpt: { html: '<p> \u200b\u00a0</p>' } })).toBe(false);
    expect(holds('excerpt?', { excerpt: 'plain' })).toBe(true);
    expect(holds('external-link?', { externalLink: 'https://x' })).toBe(true);
    expect(holds('passthrough?', { passthrough: true, sourceUrl: '' })).toBe(false);
    expect(holds('passthrough?', { passthrough: true, sourceUrl: 'https://x' })).toBe(true);
    expect(holds('collection?', { collection: { id: 1 } })).toBe(true);
  });

  it('folder?, index?, redirect?, clickable? follow the folder behaviour (rendering spec, entities, states)', () => {
    expect(holds('folder?', { collection: { folder: true } })).toBe(true);
    expect(holds('index?', { collection: { folder: true, folderBehavior: 1 } })).toBe(true);
    expect(holds('index?', { collection: { folder: true, folderBehavior: 2 } })).toBe(false);
    expect(holds('redirect?', { folderBehavior: 2 })).toBe(true);
    expect(holds('clickable?', {})).toBe(true);
    expect(holds('clickable?', { folderBehavior: 1 })).toBe(true);
    expect(holds('clickable?', { folderBehavior: 3 })).toBe(false);
  });

  it('location?, same-day?, calendar-view?, show-past-events?', () => {
    expect(holds('location?', { location: { mapLat: 0, mapLng: 0 } })).toBe(true);
    expect(holds('location?', { location: { mapLat: 1 } })).toBe(false);
    const start = Date.UTC(2024, 5, 1, 14);
    expect(holds('same-day?', { startDate: start, endDate: start + 3_600_000 })).toBe(true);
    // 10:00 and 01:00 the next day in New York (the site's zone), though the same UTC day until 24:00.
    expect(holds('same-day?', { startDate: start, endDate: start + 15 * 3_600_000 })).toBe(false);
    expect(holds('same-day?', { startDate: start, endDate: start + 12 * 3_600_000, website: { timeZone: 'Asia/Tokyo' } })).toBe(false);
    expect(holds('calendar-view?', { calendarView: true })).toBe(true);
    expect(holds('show-past-events?', { showPastOrUpcomingEvents: 'past' })).toBe(true);
  });

  it('the gallery families read the gallery options (rendering spec, constants and limits)', () => {
    const options = { design: 'slideshow', 'meta-position': 'top-left', 'active-alignment': 'right', autoplay: true, lightbox: 'true', controls: false };
    const context = { options };
    expect(holds('gallery-design-slideshow?', context)).toBe(true);
    expect(holds('gallery-design-grid?', context)).toBe(false);
    expect(holds('gallery-meta-position-top-left?', context)).toBe(true);
    expect(holds('gallery-active-alignment-right?', context)).toBe(true);
    expect(holds('gallery-autoplay?', context)).toBe(true);
    expect(holds('gallery-lightbox?', context)).toBe(true);
    expect(holds('gallery-controls?', context)).toBe(false);
    expect(holds('gallery-thumbnails?', context)).toBe(false);
    expect(holds('gallery-meta?', { options: { indicators: true } })).toBe(true);
  });

  it('the gallery families read through the one options object: camelCase too, carousel is slider, defaults hold (rendering spec, constants and limits)', () => {
    expect(holds('gallery-design-carousel?', { options: { design: 'slider' } })).toBe(true);
    expect(holds('gallery-design-slider?', { options: { design: 'carousel' } })).toBe(true);
    expect(holds('gallery-design-grid?', { options: {} })).toBe(true);
    expect(holds('gallery-meta-position-bottom?', { options: { 'meta-position': 'middle' } })).toBe(true);
    expect(holds('gallery-meta-position-center?', { options: { metaPosition: 'center' } })).toBe(true);
    expect(holds('gallery-active-alignment-center?', {})).toBe(true);
    expect(holds('gallery-auto-crop?', { options: { flags: { autoCrop: true } } })).toBe(true);
    expect(holds('gallery-show-meta?', { options: { 'show-meta': 1 } })).toBe(false);
  });

  it('each gallery predicate reads its one option as normaliseGalleryOptions reads the whole block (any spelling, value or shape)', () => {
    const names = ['design', 'metaPosition', 'meta-position', 'activeAlignment', 'active-alignment', 'flags', 'indicators', ...GALLERY_OPTIONS.flags, 'autoCrop', 'showMeta', 'squareThumbs', 'showMetaOnHover'];
    const leaf = fc.oneof(
      fc.constantFrom(...GALLERY_DESIGNS, ...GALLERY_OPTIONS.metaPositions, ...GALLERY_OPTIONS.activeAlignments, 'unknown', 'true', 'false', ''),
      fc.constantFrom(true, false, null, 0, 1),
    );
    const block = fc.dictionary(fc.constantFrom(...names), fc.oneof(leaf, fc.dictionary(fc.constantFrom(...names), leaf)));
    const options = fc.oneof(block, fc.constantFrom(null, 'grid', [], 3));
    fc.assert(
      fc.property(options, (stored) => {
        const normal = normaliseGalleryOptions(stored !== null && typeof stored === 'object' && !Array.isArray(stored) ? stored : null);
        const context = { options: stored };
        for (const design of GALLERY_DESIGNS) {
          expect(holds(`gallery-design-${design}?`, context)).toBe(normal.design === (design === 'carousel' ? 'slider' : design));
        }
        for (const position of GALLERY_OPTIONS.metaPositions) expect(holds(`gallery-meta-position-${position}?`, context)).toBe(normal.metaPosition === position);
        for (const alignment of GALLERY_OPTIONS.activeAlignments) {
          expect(holds(`gallery-active-alignment-${alignment}?`, context)).toBe(normal.activeAlignment === alignment);
        }
        for (const flag of GALLERY_OPTIONS.flags) expect(holds(`gallery-${flag}?`, context)).toBe(normal.flags[flag]);
      }),
      { numRuns: 300 },
    );
  });

  it('one <record-type>? per record type, and background-source-<name>? (rendering spec, entities)', () => {
    expect(holds('text?', { recordType: 1 })).toBe(true);
    expect(holds('store-item?', { recordType: 11 })).toBe(true);
    expect(holds('event?', { recordType: 11 })).toBe(false);
    expect(holds('video?', { promotedBlockType: 'video' })).toBe(true);
    expect(holds('background-source-video?', { backgroundSource: 3 })).toBe(true);
    expect(holds('background-source-undefined?', { backgroundSource: -1 })).toBe(true);
  });
});

describe('docs/template-language.md "Formatters and predicates to provide": social predicates', () => {
  it('comments? shows for commentState 1 or a public count, never when the site setting is off (rendering spec, states)', () => {
    expect(holds('comments?', { commentState: 1 })).toBe(true);
    expect(holds('comments?', { publicCommentCount: 2 })).toBe(true);
    expect(holds('comments?', { commentState: 2 })).toBe(false);
    expect(holds('comments?', { commentState: 1, websiteSettings: { commentsEnabled: false } })).toBe(false);
  });

  it('disqus? needs a Disqus short name', () => {
    expect(holds('disqus?', { websiteSettings: { disqusShortName: 'site' } })).toBe(true);
    expect(holds('disqus?', { websiteSettings: {} })).toBe(false);
  });
});

describe('docs/template-language.md "Formatters and predicates to provide": commerce predicates (rendering spec, states)', () => {
  const usd = (value: number) => ({ value, currency: 'USD' });
  const variant = (rest: Record<string, unknown>) => ({ sku: 's', attributes: {}, priceMoney: usd(1000), onSale: false, qtyInStock: 3, unlimited: false, ...rest });
  const item = (structuredContent: Record<string, unknown>) => ({ id: 'p', title: 'P', structuredContent });

  it('has-variants?: more than one variant, never for digital products', () => {
    expect(holds('has-variants?', item({ productType: 1, variants: [variant({}), variant({})] }))).toBe(true);
    expect(holds('has-variants?', item({ productType: 1, variants: [variant({})] }))).toBe(false);
    expect(holds('has-variants?', item({ productType: 2, variants: [variant({}), variant({})] }))).toBe(false);
  });

  it('on-sale? and sold-out?', () => {
    const sale = item({ productType: 1, variants: [variant({ onSale: true, salePriceMoney: usd(800) })] });
    const soldOut = item({ productType: 1, variants: [variant({ qtyInStock: 0 })] });
    expect(holds('on-sale?', sale)).toBe(true);
    expect(holds('sold-out?', sale)).toBe(false);
    expect(holds('sold-out?', soldOut)).toBe(true);
    expect(holds('sold-out?', item({ productType: 2, variants: [] }))).toBe(false);
    expect(holds('on-sale?', item({ productType: 2, onSale: true, priceMoney: usd(500) }))).toBe(true);
  });

  it('varied-prices? reads decimal money too', () => {
    const decimal = (decimalValue: string) => ({ decimalValue, currencyCode: 'USD' });
    const varied = item({ productType: 1, variants: [variant({ priceMoney: decimal('10.00') }), variant({ priceMoney: decimal('12.50') })] });
    expect(holds('varied-prices?', varied)).toBe(true);
    expect(holds('varied-prices?', item({ productType: 1, variants: [variant({}), variant({})] }))).toBe(false);
  });

  it('is false for something that is not a product', () => {
    expect(holds('on-sale?', { title: 'not a product' })).toBe(false);
    expect(holds('sold-out?', 'text')).toBe(false);
  });
});
