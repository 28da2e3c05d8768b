import { describe, expect, it } from 'vitest';
import { IMAGE_COLOR_POSITIONS, templateAltText, templateCaptionText } from '../../content/images.ts';
import { renderTemplate } from '../index.ts';

const html = (code: string, json: Record<string, unknown>) => renderTemplate(code, json).html;

describe('template alt text (rendering spec, entities Image asset, constants and limits alt text limit)', () => {
  it('outside an image block: title, else the caption text cut to 250, else the file name; the owner alt is not read', () => {
    expect(templateAltText({ altText: 'Owner', title: 'Title', filename: 'f.jpg' }, false)).toBe('Title');
    expect(templateAltText({ altText: 'Owner', body: '<p>Cap<b>tion</b></p>', filename: 'f.jpg' }, false)).toBe(' Cap tion  ');
    expect(templateAltText({ body: `<p>${'x'.repeat(300)}</p>` }, false)).toBe(` ${'x'.repeat(249)}`);
    expect(templateAltText({ altText: 'Owner', body: '<br>', filename: 'f.jpg' }, false)).toBe(' ');
    expect(templateAltText({ altText: 'Owner', filename: 'f.jpg' }, false)).toBe('f.jpg');
    expect(templateAltText({}, false)).toBe('');
  });

  it('inside an image block: the owner alt text trimmed, even when empty', () => {
    expect(templateAltText({ altText: '  Owner  ', title: 'Title' }, true)).toBe('Owner');
    expect(templateAltText({ title: 'Title' }, true)).toBe('');
  });

  it('caption text: a tag is dropped, each > leaves a space, an unclosed < hides the rest; linear on many <', () => {
    expect(templateCaptionText('a<b>c</b>d')).toBe('a c d');
    expect(templateCaptionText('1 > 0 < x')).toBe('1   0 ');
    expect(templateCaptionText('<'.repeat(100_000))).toBe('');
  });

  it('the five colour areas of colorData (rendering spec, entities)', () => {
    expect(IMAGE_COLOR_POSITIONS).toEqual(['topLeft', 'topRight', 'bottomLeft', 'bottomRight', 'center']);
  });
});

describe('image-meta formatters', () => {
  const image = { assetUrl: 'https://img.example/a.jpg', originalSize: '800x600', mediaFocalPoint: { x: 0.2, y: 0.3 }, title: 'A & B' };

  it('image-meta prints the data attributes and the alt text, each followed by a space', () => {
    expect(html('<img {i|image-meta}>', { i: image })).toBe(
      '<img data-src="https://img.example/a.jpg" data-image="https://img.example/a.jpg" data-image-dimensions="800x600" data-image-focal-point="0.2,0.3" alt="A &amp; B" >',
    );
  });

  it('image-color: an area with a CSS property, a missing area, all areas, nothing without colour data', () => {
    const coloured = { colorData: { centerAverage: 'abcdef' } };
    expect(html('{i|image-color center color}', { i: coloured })).toBe('color: #abcdef');
    expect(html('{i|image-color middle}', { i: coloured })).toBe('"middle" not found.');
    expect(html('{i|image-color}', { i: coloured })).toBe(
      'data-color-topLeft="#" data-color-topRight="#" data-color-bottomLeft="#" data-color-bottomRight="#" data-color-center="#abcdef" ',
    );
    expect(html('[{i|image-color}]', { i: image })).toBe('[]');
  });

  it('item-classes never throws on hostile data: a throwing getter reads as missing', () => {
    const item = Object.defineProperty({ recordType: 11 }, 'structuredContent', {
      get() {
        throw new Error('boom');
      },
      enumerable: true,
    });
    expect(() => renderTemplate('{.section item}{@|item-classes}{.end}', { item })).not.toThrow();
  });
});
