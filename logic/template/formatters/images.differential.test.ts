/**
 * The image-meta family against the incumbent `@squarespace/template-engine` 2.10.10 (
 * rendering spec, entities "Image asset" and "Content items"): each formatter, with its argument forms, over
 * representative items prints the same text in both engines. Intentional differences are the tests
 * at the end, each with both outputs and its reason.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPE } from '../../shopper/product.ts';
import { renderTemplate } from '../index.ts';

interface Incumbent {
  execute(props: { code: string; json: unknown }): { ctx: { render(): string } };
}

const require = createRequire(import.meta.url);
const { Compiler } = require('@squarespace/template-engine') as { Compiler: new () => Incumbent };
const incumbent = new Compiler();

const theirs = (code: string, json: unknown): string => incumbent.execute({ code, json }).ctx.render();
const ours = (code: string, json: unknown): string => renderTemplate(code, json as Record<string, unknown>).html;

const colorData = {
  topLeftAverage: 'a1b2c3',
  topRightAverage: '000000',
  bottomLeftAverage: 'ffffff',
  bottomRightAverage: '123456',
  centerAverage: 'abcdef',
};

/** Image assets: with and without focal points, colours, component keys, licensed previews and each alt fallback. */
const IMAGES = {
  plain: { id: 'i1', assetUrl: 'https://img.example/a.jpg', originalSize: '1500x1000', title: 'Sunset over the bay' },
  focal: { id: 'i2', assetUrl: 'https://img.example/b.jpg', originalSize: '800x600', mediaFocalPoint: { x: 0.25, y: 0.75 }, title: 'Pier' },
  focalHalf: { id: 'i3', assetUrl: 'https://img.example/c.jpg', originalSize: '640x480', mediaFocalPoint: { x: 0.1 } },
  keyed: { id: 'i4', assetUrl: 'https://img.example/d.jpg', originalSize: '300x300', componentKey: 'ck-1', licensedAssetPreview: { url: 'p' } },
  caption: { id: 'i5', assetUrl: 'https://img.example/e.jpg', originalSize: '10x10', body: '<p>A <b>bold</b> caption &amp; more</p>' },
  longCaption: { id: 'i6', assetUrl: 'https://img.example/f.jpg', originalSize: '10x10', body: `<p>${'word '.repeat(80)}</p>` },
  filename: { id: 'i7', assetUrl: 'https://img.example/g.jpg', originalSize: '10x10', filename: 'IMG_0001.jpg', altText: 'Owner alt' },
  quotes: { id: 'i8', assetUrl: 'https://img.example/h.jpg', originalSize: '20x10', title: 'Say "cheese" <now>' },
  coloured: { id: 'i9', assetUrl: 'https://img.example/i.jpg', originalSize: '20x10', colorData },
  partColour: { id: 'i10', assetUrl: 'https://img.example/j.jpg', colorData: { centerAverage: 'ff0000' } },
  bare: {},
};

const variant = (onSale: boolean, qtyInStock: number, unlimited = false) => ({ onSale, qtyInStock, unlimited, priceMoney: { value: '10.00', currency: 'USD' } });

/** Items with every field item-classes reads. */
const ITEMS = {
  post: {
    id: 'p1',
    title: 'Hello',
    promotedBlockType: 'Image Block',
    categories: ['News & Views', 'Travel'],
    tags: ['Summer 2024', 'sea'],
    author: { displayName: 'Ada Lovelace' },
    recordTypeLabel: 'text',
    starred: true,
    recordType: 1,
  },
  minimal: { id: 'p2', recordType: 1 },
  authorNoName: { id: 'p3', author: { id: 'a' }, recordTypeLabel: 'image', starred: false },
  onSale: { id: 's1', recordType: 11, recordTypeLabel: 'store-item', structuredContent: { productType: PRODUCT_TYPE.physical, variants: [variant(true, 2), variant(false, 0)] } },
  soldOut: { id: 's2', recordType: 11, structuredContent: { productType: PRODUCT_TYPE.physical, variants: [variant(false, 0), variant(true, 0)] } },
  unlimited: { id: 's3', recordType: 11, structuredContent: { productType: PRODUCT_TYPE.service, variants: [variant(false, 0, true)] } },
  digitalSale: { id: 's4', recordType: 11, structuredContent: { productType: PRODUCT_TYPE.digital, onSale: true } },
  giftCard: { id: 's5', recordType: 11, structuredContent: { productType: PRODUCT_TYPE.giftCard, variants: [variant(true, 0)] } },
};

const gallery = { id: 'g1', title: 'Gallery', items: [IMAGES.plain, IMAGES.focal, IMAGES.caption], coverImage: IMAGES.keyed };

const CONTEXT = { images: IMAGES, items: Object.values(ITEMS), gallery, noCover: { id: 'x' }, single: IMAGES.coloured };

describe('image-meta family: identical output to the incumbent', () => {
  it.each(Object.keys(IMAGES))('image-meta of the %s image (focal point, component key, licensed preview, alt fallbacks)', (name) => {
    const code = `<img {images.${name}|image-meta}>`;
    expect(ours(code, CONTEXT)).toBe(theirs(code, CONTEXT));
  });

  it('image-meta reads the owner alt text inside an image block (blockType 5) and only there', () => {
    for (const blockType of [5, '5', 8]) {
      const json = { blockType, image: IMAGES.filename, empty: { ...IMAGES.plain, altText: '  ' } };
      for (const code of ['{image|image-meta}', '{empty|image-meta}']) expect(ours(code, json)).toBe(theirs(code, json));
    }
    // The block type is looked up from the image outward too.
    const own = { image: { ...IMAGES.filename, blockType: 5 } };
    expect(ours('{image|image-meta}', own)).toBe(theirs('{image|image-meta}', own));
    expect(ours('{image|image-meta}', own)).toContain('alt="Owner alt"');
  });

  it.each(['', ' 0', ' 1', ' 2', ' 7', ' x'])('child-image-meta%s: the child at that index, nothing past the end', (args) => {
    const code = `[{gallery|child-image-meta${args}}][{noCover|child-image-meta${args}}]`;
    expect(ours(code, CONTEXT)).toBe(theirs(code, CONTEXT));
  });

  it('cover-image-meta: the cover image, nothing without one', () => {
    const code = '[{gallery|cover-image-meta}][{noCover|cover-image-meta}]';
    expect(ours(code, CONTEXT)).toBe(theirs(code, CONTEXT));
  });

  it.each(['', ' center', ' topLeft', ' bottomRight background-color', ' middle', ' middle color'])('image-color%s over full, partial and no colour data', (args) => {
    const code = `[{images.coloured|image-color${args}}][{images.partColour|image-color${args}}][{images.plain|image-color${args}}]`;
    expect(ours(code, CONTEXT)).toBe(theirs(code, CONTEXT));
  });

  it('item-classes over items with every class-driving field, in a repeated section (article index)', () => {
    const code = '{.repeated section items}<article class="{@|item-classes}">{.end}';
    expect(ours(code, CONTEXT)).toBe(theirs(code, CONTEXT));
  });

  it('item-classes of a value outside its scope reads each class field from the value, else from the scopes around it (as the incumbent does)', () => {
    const json = { ...ITEMS.post, other: ITEMS.onSale };
    const code = '{other|item-classes}|{.section other}{.section structuredContent}{other|item-classes}{.end}{.end}';
    expect(ours(code, json)).toBe(theirs(code, json));
  });

  it.each(Object.keys(ITEMS))('item-classes of the %s item as the section scope', (name) => {
    const json = { item: ITEMS[name as keyof typeof ITEMS] };
    const code = '{.section item}{@|item-classes}{.end}';
    expect(ours(code, json)).toBe(theirs(code, json));
  });
});

describe('image-meta family: intentional differences from the incumbent', () => {
  it('an address or size with & < > " is escaped in its attribute, where the incumbent prints it raw (a " would end the attribute and let data write markup)', () => {
    const json = { image: { assetUrl: 'https://img.example/a.jpg?x=1&y="2"><script>', originalSize: '1x1' } };
    expect(theirs('{image|image-meta}', json)).toContain('data-src="https://img.example/a.jpg?x=1&y="2"><script>"');
    expect(ours('{image|image-meta}', json)).toContain('data-src="https://img.example/a.jpg?x=1&amp;y=&quot;2&quot;&gt;&lt;script&gt;"');
  });

  it('a store item without a product type is no product here, so item-classes adds neither on-sale nor sold-out (the incumbent calls it sold out)', () => {
    const json = { item: { recordType: 11, structuredContent: {} } };
    expect(theirs('{.section item}{@|item-classes}{.end}', json)).toBe('hentry post-type- sold-out');
    expect(ours('{.section item}{@|item-classes}{.end}', json)).toBe('hentry post-type-');
  });
});

describe('the incumbent image formatter (a fragment here: template/fragments/images.tsx)', () => {
  it('prints a <noscript> copy and an <img> for its loader script; the fragment test keeps this output to compare its hooks', () => {
    const json = { img: { id: 'pic-1', assetUrl: 'https://img.example/a.jpg', originalSize: '800x600', altText: 'A tote', mediaFocalPoint: { x: 0.2, y: 0.3 } } };
    expect(theirs('{img|image}', json)).toBe(
      '<noscript><img src="https://img.example/a.jpg" alt="" /></noscript><img class="thumb-image" data-src="https://img.example/a.jpg" data-image="https://img.example/a.jpg" data-image-dimensions="800x600" data-image-focal-point="0.2,0.3" alt="" data-load="false" data-image-id="pic-1" data-type="image" />',
    );
  });
});
