import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../index.ts';

const html = (source: string, context: unknown = {}) => renderTemplate(source, context).html;

describe('docs/template-language.md "Formatters and predicates to provide": content formatters', () => {
  it('AbsUrl prefixes the base-url', () => {
    expect(html('{p|AbsUrl}', { 'base-url': 'https://shop.example', p: 'about' })).toBe('https://shop.example/about');
  });

  it('width and height read `WxH` (rendering spec, entities originalSize)', () => {
    expect(html('{s|width}x{s|height}', { s: '1500x1000' })).toBe('1500x1000');
    expect(html('[{s|width}][{s|height}]', { s: 'wide' })).toBe('[][]');
  });

  it('color-weight is light above half of 0xFFFFFF, else dark (rendering spec, constants and limits)', () => {
    expect(html('{a|color-weight} {b|color-weight} {c|color-weight} [{d|color-weight}]', { a: '#ffffff', b: '#333', c: '7FFFFF', d: 'red' })).toBe(
      'light dark dark []',
    );
  });

  it('website-color prints CSS for valid HSL and each problem otherwise (rendering spec, validation rules)', () => {
    expect(html('{c|website-color}', { c: { hue: 210, saturation: 0.5, lightness: 0.4 } })).toBe('hsl(210 50% 40%)');
    expect(html('{c|website-color}', { c: { hue: 210, saturation: 0.5, lightness: 0.4, alpha: 0.5 } })).toBe('hsl(210 50% 40% / 0.5)');
    expect(html('{c|website-color}', { c: { hue: 400, saturation: 2, lightness: 0.4, alpha: 3 } })).toBe(
      'Hue out of bounds. Saturation out of bounds. Alpha out of bounds.',
    );
    expect(html('{c|website-color}', { c: { hue: 1 } })).toBe('Missing an H/S/L value.');
  });

  it('image-srcset lists the renditions up to the original width, as an attribute (rendering spec, constants and limits)', () => {
    const image = { assetUrl: 'https://img.example/a.jpg', originalSize: '800x600' };
    expect(html('<img{i|image-srcset}>', { i: image })).toBe(
      '<img srcset="https://img.example/a.jpg?format=100w 100w, https://img.example/a.jpg?format=300w 300w, ' +
        'https://img.example/a.jpg?format=500w 500w, https://img.example/a.jpg?format=750w 750w, ' +
        'https://img.example/a.jpg?format=original 800w">',
    );
    expect(html('<img{i|image-srcset}>', { i: { assetUrl: 'x' } })).toBe('<img>');
    expect(html('{i|image-srcset}', { i: { assetUrl: '"><script>', originalSize: '100x100' } })).toBe(
      ' srcset="&quot;&gt;&lt;script&gt;?format=100w 100w"',
    );
  });

  it('comment-count says No Comments, 1 Comment, 2 Comments (rendering spec, states)', () => {
    expect([0, 1, 2].map((n) => html('{i|comment-count}', { i: { publicCommentCount: n } }))).toEqual([
      'No Comments',
      '1 Comment',
      '2 Comments',
    ]);
  });
});

describe('docs/template-language.md "Formatters and predicates to provide": commerce formatters', () => {
  it('cart-quantity sums the entries\' quantities in a span', () => {
    expect(html('{cart|cart-quantity}', { cart: { entries: [{ quantity: 2 }, { quantity: 3 }] } })).toBe(
      '<span class="sqs-cart-quantity">5</span>',
    );
  });

  it('cart-url is /cart (rendering spec, screens); cart-subtotal is the literal "deprecated, do not use" (rendering spec, error catalogue)', () => {
    expect(html('{x|cart-url} {x|cart-subtotal}', {})).toBe('/cart deprecated, do not use');
  });

  it('variant-descriptor joins the option values with " / "', () => {
    expect(html('{v|variant-descriptor}', { v: { optionValues: [{ value: 'Large' }, { value: 'Navy' }] } })).toBe('Large / Navy');
  });
});
