import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ALT_TEXT_MAX_LENGTH,
  DEFAULT_FOCAL_POINT,
  IMAGE_PROP_MESSAGES,
  INVALID_SIZE_MESSAGE,
  POSITIVE_INTEGER_MESSAGE,
  SRCSET_WIDTHS,
  altText,
  focalPoint,
  imageLoading,
  imageUrl,
  parseSize,
  srcSet,
  srcSetOfWidth,
  thumbnailWidth,
  validateImageProps,
  widthForDisplay,
} from './images.ts';

const ASSET = 'https://images.example.com/content/v1/abc/photo.jpg';

describe("rendering spec, validation rules Size parameters must look like WxH", () => {
  it('reads width and height', () => {
    expect(parseSize('1500x1000')).toEqual({ width: 1500, height: 1000 });
    expect(parseSize(' 640X480 ')).toEqual({ width: 640, height: 480 });
    expect(parseSize('0x0')).toEqual({ width: 0, height: 0 });
  });

  it("throws the spec's message otherwise", () => {
    expect(INVALID_SIZE_MESSAGE).toBe("Invalid source parameter. Pass in 'originalSize'.");
    for (const bad of ['', '1500', '1500x', 'x1000', '1500 x 1000', '15.5x10', '-1x10', '1500x1000x3', 'wide']) {
      expect(() => parseSize(bad), bad).toThrow(INVALID_SIZE_MESSAGE);
    }
  });

  it('property: any two non-negative integers joined by x read back as themselves', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.constantFrom('x', 'X'), (width, height, x) => {
        expect(parseSize(`${width}${x}${height}`)).toEqual({ width, height });
      }),
    );
  });

  it('property: a string that is not digits, x, digits throws the message', () => {
    fc.assert(
      fc.property(fc.string().filter((text) => !/^\s*\d+x\d+\s*$/i.test(text)), (text) => {
        expect(() => parseSize(text)).toThrow(INVALID_SIZE_MESSAGE);
      }),
    );
  });
});

describe('rendering spec, constants and limits Image srcset widths', () => {
  it('are 100, 300, 500, 750, 1000, 1500 and 2500', () => {
    expect(SRCSET_WIDTHS).toEqual([100, 300, 500, 750, 1000, 1500, 2500]);
  });

  it('srcSet lists every width up to the original, the original exactly on a step', () => {
    expect(srcSet(ASSET, '750x500')).toBe(
      [100, 300, 500, 750].map((w) => `${ASSET}?format=${w}w ${w}w`).join(', '),
    );
    expect(srcSet(ASSET, '3000x2000').split(', ')).toHaveLength(7);
  });

  it('adds the original at its own width when it lies between steps or below 100', () => {
    expect(srcSet(ASSET, '1200x800')).toBe(
      [100, 300, 500, 750, 1000].map((w) => `${ASSET}?format=${w}w ${w}w`).join(', ') + `, ${ASSET}?format=original 1200w`,
    );
    expect(srcSet(ASSET, '99x99')).toBe(`${ASSET}?format=original 99w`);
    expect(srcSet(ASSET, '101x99')).toBe(`${ASSET}?format=100w 100w, ${ASSET}?format=original 101w`);
    expect(srcSet(ASSET, '0x0')).toBe('');
  });

  it('srcSetOfWidth lists the same renditions from a width already read, and nothing for a width that is not one', () => {
    expect(srcSetOfWidth(ASSET, 1200)).toBe(
      [100, 300, 500, 750, 1000].map((w) => `${ASSET}?format=${w}w ${w}w`).join(', ') + `, ${ASSET}?format=original 1200w`,
    );
    expect(srcSetOfWidth(`${ASSET}?v=2`, 300)).toBe(`${ASSET}?v=2&format=100w 100w, ${ASSET}?v=2&format=300w 300w`);
    expect(srcSetOfWidth(ASSET, 50)).toBe(`${ASSET}?format=original 50w`);
    expect(srcSetOfWidth(ASSET, Number.NaN)).toBe('');
    expect(srcSetOfWidth(ASSET, -1)).toBe('');
    expect(srcSetOfWidth(ASSET, Infinity).split(', ')).toHaveLength(7);
  });

  it('joins the format to an existing query with &', () => {
    expect(imageUrl(`${ASSET}?v=2`, 300)).toBe(`${ASSET}?v=2&format=300w`);
    expect(imageUrl(ASSET, 'original')).toBe(`${ASSET}?format=original`);
  });

  it('throws the size message for a bad original size', () => {
    expect(() => srcSet(ASSET, 'big')).toThrow(INVALID_SIZE_MESSAGE);
  });

  it('property: never lists a width larger than the original, and lists widths in increasing order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 1, max: 10_000 }), (width, height) => {
        const listed = srcSet(ASSET, `${width}x${height}`)
          .split(', ')
          .filter((candidate) => candidate !== '')
          .map((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1]));
        for (const w of listed) expect(w).toBeLessThanOrEqual(width);
        expect([...listed].sort((a, b) => a - b)).toEqual(listed);
        if (width > 0) expect(Math.max(...listed)).toBe(width > 2500 ? 2500 : width);
      }),
    );
  });
});

describe('rendering spec, constants and limits Thumbnail thresholds', () => {
  it.each([
    [1, 100], [99, 100], [100, 100], [101, 300],
    [299, 300], [300, 300], [301, 500],
    [500, 500], [501, 750],
    [750, 750], [751, 1000],
    [999, 1000], [1000, 1000], [1001, 1500], [5000, 1500],
  ])('a %i px box gets the %iw rendition', (box, rendition) => {
    expect(thumbnailWidth(box)).toBe(rendition);
  });
});

describe('rendering spec, constants and limits Width-based steps scaled by pixel ratio', () => {
  it.each([
    [99, 100], [100, 100], [101, 300],
    [300, 300], [301, 500],
    [500, 500], [501, 750],
    [750, 750], [751, 1000],
    [1000, 1000], [1001, 1500],
    [1500, 1500], [1501, 2500],
  ])('%i px at ratio 1 gets %iw', (css, rendition) => {
    expect(widthForDisplay(css)).toBe(rendition);
  });

  it('scales by the pixel ratio before choosing', () => {
    expect(widthForDisplay(50, 2)).toBe(100);
    expect(widthForDisplay(51, 2)).toBe(300);
    expect(widthForDisplay(400, 2)).toBe(1000);
    expect(widthForDisplay(1000, 1.5)).toBe(1500);
    expect(widthForDisplay(1000, 1.501)).toBe(2500);
  });
});

describe('rendering spec, constants and limits Default focal point 0.5,0.5', () => {
  it('defaults each missing coordinate to the centre', () => {
    expect(DEFAULT_FOCAL_POINT).toEqual({ x: 0.5, y: 0.5 });
    expect(focalPoint({})).toEqual({ x: 0.5, y: 0.5 });
    expect(focalPoint({ mediaFocalPoint: null })).toEqual({ x: 0.5, y: 0.5 });
    expect(focalPoint({ mediaFocalPoint: { x: 0.2 } })).toEqual({ x: 0.2, y: 0.5 });
    expect(focalPoint({ mediaFocalPoint: { x: null, y: Number.NaN } })).toEqual({ x: 0.5, y: 0.5 });
  });

  it('keeps 0 and 1 and clamps what lies outside', () => {
    expect(focalPoint({ mediaFocalPoint: { x: 0, y: 1 } })).toEqual({ x: 0, y: 1 });
    expect(focalPoint({ mediaFocalPoint: { x: -0.1, y: 1.2 } })).toEqual({ x: 0, y: 1 });
  });
});

describe('rendering spec, states Image loading', () => {
  it('is eager with high fetch priority for priority high', () => {
    expect(imageLoading('high')).toEqual({ loading: 'eager', fetchPriority: 'high' });
  });

  it('is lazy, with no fetch priority, for low or unset', () => {
    expect(imageLoading('low')).toEqual({ loading: 'lazy' });
    expect(imageLoading(null)).toEqual({ loading: 'lazy' });
    expect(imageLoading(undefined)).toEqual({ loading: 'lazy' });
    expect(imageLoading('HIGH')).toEqual({ loading: 'lazy' });
  });
});

describe('rendering spec, constants and limits Alt text fallback limited to 250 characters', () => {
  it('uses alt, else title, else the caption text, else the file name', () => {
    const image = { altText: 'Red chair', title: 'Chair', body: '<p>A chair</p>', filename: 'chair.jpg' };
    expect(altText(image)).toBe('Red chair');
    expect(altText({ ...image, altText: '  ' })).toBe('Chair');
    expect(altText({ ...image, altText: null, title: '' })).toBe('A chair');
    expect(altText({ filename: 'chair.jpg', body: '<p> </p>' })).toBe('chair.jpg');
    expect(altText({})).toBe('');
  });

  it('reads the caption as text: tags dropped, entities decoded, whitespace collapsed', () => {
    expect(altText({ body: '<p>Fish &amp; chips,<br>&#8220;fresh&#x201D;&nbsp;daily</p>' })).toBe('Fish & chips, “fresh” daily');
    expect(altText({ body: 'Keep &unknown; as is' })).toBe('Keep &unknown; as is');
  });

  it('cuts a fallback at 250 characters: 249 and 250 stay whole, 251 loses one', () => {
    expect(ALT_TEXT_MAX_LENGTH).toBe(250);
    expect(altText({ title: 'a'.repeat(249) })).toHaveLength(249);
    expect(altText({ title: 'a'.repeat(250) })).toHaveLength(250);
    expect(altText({ title: `${'a'.repeat(250)}b` })).toBe('a'.repeat(250));
    expect(altText({ filename: 'f'.repeat(251) })).toHaveLength(250);
  });

  it('counts characters, not UTF-16 units, so an emoji is never split', () => {
    const cut = altText({ title: '😀'.repeat(251) });
    expect(Array.from(cut)).toHaveLength(250);
    expect(cut).toBe('😀'.repeat(250));
  });

  it("keeps the owner's own alt whole", () => {
    expect(altText({ altText: 'a'.repeat(251) })).toHaveLength(251);
  });
});

describe('rendering spec, validation rules Image template props', () => {
  const valid = { src: ASSET, width: 800, height: 600, sizes: '100vw' };

  it('accepts a complete set, with numbers given as numbers or digit strings', () => {
    expect(validateImageProps(valid)).toEqual([]);
    expect(validateImageProps({ ...valid, width: '800', height: ' 600 ', priority: 'high' })).toEqual([]);
    expect(validateImageProps({ src: ASSET, width: 1, height: 1, loader: 'raw', srcset: `${ASSET} 1x` })).toEqual([]);
  });

  it('requires src, width and height, and reports every one missing', () => {
    expect(validateImageProps({ sizes: '50vw' })).toEqual([
      { prop: 'src', message: IMAGE_PROP_MESSAGES.required },
      { prop: 'width', message: IMAGE_PROP_MESSAGES.required },
      { prop: 'height', message: IMAGE_PROP_MESSAGES.required },
    ]);
  });

  it('wants positive integers for width and height', () => {
    expect(POSITIVE_INTEGER_MESSAGE).toBe('requires a positive integer, but received a negative value or a non-integer value');
    for (const bad of [0, -1, 1.5, '1.5', '-3', 'wide', Number.NaN, true]) {
      expect(validateImageProps({ ...valid, width: bad }), String(bad)).toEqual([{ prop: 'width', message: POSITIVE_INTEGER_MESSAGE }]);
    }
    expect(validateImageProps({ ...valid, height: -600 })).toEqual([{ prop: 'height', message: POSITIVE_INTEGER_MESSAGE }]);
  });

  it('wants priority high, low or null', () => {
    expect(validateImageProps({ ...valid, priority: 'low' })).toEqual([]);
    expect(validateImageProps({ ...valid, priority: null })).toEqual([]);
    expect(validateImageProps({ ...valid, priority: 'urgent' })).toEqual([{ prop: 'priority', message: IMAGE_PROP_MESSAGES.priority }]);
  });

  it('wants loader sqs or raw', () => {
    expect(validateImageProps({ ...valid, loader: 'sqs' })).toEqual([]);
    expect(validateImageProps({ ...valid, loader: 'cdn' })).toEqual([{ prop: 'loader', message: IMAGE_PROP_MESSAGES.loader }]);
  });

  it('allows srcset only with loader raw', () => {
    expect(validateImageProps({ ...valid, srcset: `${ASSET} 1x` })).toEqual([{ prop: 'srcset', message: IMAGE_PROP_MESSAGES.srcsetNeedsRaw }]);
    expect(validateImageProps({ ...valid, loader: 'sqs', srcset: `${ASSET} 1x` })).toEqual([
      { prop: 'srcset', message: IMAGE_PROP_MESSAGES.srcsetNeedsRaw },
    ]);
  });

  it('requires sizes with loader sqs, which is the default', () => {
    const { sizes: _sizes, ...noSizes } = valid;
    expect(validateImageProps(noSizes)).toEqual([{ prop: 'sizes', message: IMAGE_PROP_MESSAGES.sizesNeedsSqs }]);
    expect(validateImageProps({ ...noSizes, loader: 'raw' })).toEqual([]);
  });

  it('returns all problems at once, not just the first', () => {
    expect(validateImageProps({ width: -1, priority: 'max', loader: 'sqs', srcset: 'a 1x' }).map((p) => p.prop)).toEqual([
      'src', 'width', 'height', 'priority', 'srcset', 'sizes',
    ]);
  });
});
