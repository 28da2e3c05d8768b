import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ALPHA_OUT_OF_BOUNDS,
  COLOUR_STRINGS,
  hslToRgbValue,
  rgbValueToHsl,
  readColour,
  HUE_OUT_OF_BOUNDS,
  LIGHTNESS_OUT_OF_BOUNDS,
  LIGHT_COLOUR_THRESHOLD,
  MISSING_HSL_VALUE,
  SATURATION_OUT_OF_BOUNDS,
  colourHex,
  colourWeight,
  hslToCss,
  parseHex,
  parseHsl,
  validateHsl,
} from './colour.ts';
import type { HslInput } from './colour.ts';

describe('rendering spec, validation rules Colours: HSL bounds', () => {
  it('quotes the messages verbatim', () => {
    expect([HUE_OUT_OF_BOUNDS, SATURATION_OUT_OF_BOUNDS, LIGHTNESS_OUT_OF_BOUNDS, ALPHA_OUT_OF_BOUNDS, MISSING_HSL_VALUE]).toEqual([
      'Hue out of bounds',
      'Saturation out of bounds',
      'Lightness out of bounds',
      'Alpha out of bounds',
      'Missing an H/S/L value',
    ]);
  });

  it('accepts hue 0 and 360 and refuses just outside', () => {
    expect(validateHsl({ h: 0, s: 0.5, l: 0.5 })).toEqual([]);
    expect(validateHsl({ h: 360, s: 0.5, l: 0.5 })).toEqual([]);
    expect(validateHsl({ h: -0.001, s: 0.5, l: 0.5 })).toEqual([HUE_OUT_OF_BOUNDS]);
    expect(validateHsl({ h: 360.001, s: 0.5, l: 0.5 })).toEqual([HUE_OUT_OF_BOUNDS]);
    expect(validateHsl({ h: 361, s: 0.5, l: 0.5 })).toEqual([HUE_OUT_OF_BOUNDS]);
  });

  it('accepts saturation, lightness and alpha 0 and 1 and refuses just outside', () => {
    expect(validateHsl({ h: 10, s: 0, l: 1, a: 0 })).toEqual([]);
    expect(validateHsl({ h: 10, s: 1, l: 0, a: 1 })).toEqual([]);
    expect(validateHsl({ h: 10, s: 1.01, l: 0.5 })).toEqual([SATURATION_OUT_OF_BOUNDS]);
    expect(validateHsl({ h: 10, s: -0.01, l: 0.5 })).toEqual([SATURATION_OUT_OF_BOUNDS]);
    expect(validateHsl({ h: 10, s: 0.5, l: 1.01 })).toEqual([LIGHTNESS_OUT_OF_BOUNDS]);
    expect(validateHsl({ h: 10, s: 0.5, l: -1 })).toEqual([LIGHTNESS_OUT_OF_BOUNDS]);
    expect(validateHsl({ h: 10, s: 0.5, l: 0.5, a: 1.01 })).toEqual([ALPHA_OUT_OF_BOUNDS]);
    expect(validateHsl({ h: 10, s: 0.5, l: 0.5, a: -0.01 })).toEqual([ALPHA_OUT_OF_BOUNDS]);
  });

  it('reports a missing H, S or L once, and every bound broken', () => {
    expect(validateHsl({ s: 0.5, l: 0.5 })).toEqual([MISSING_HSL_VALUE]);
    expect(validateHsl({})).toEqual([MISSING_HSL_VALUE]);
    expect(validateHsl({ h: null, s: '', l: 'dark' })).toEqual([MISSING_HSL_VALUE]);
    expect(validateHsl({ h: 400, s: 2, l: 0.5, a: 3 })).toEqual([HUE_OUT_OF_BOUNDS, SATURATION_OUT_OF_BOUNDS, ALPHA_OUT_OF_BOUNDS]);
    expect(validateHsl({ h: 400, l: 0.5 })).toEqual([MISSING_HSL_VALUE, HUE_OUT_OF_BOUNDS]);
  });

  it('reads numeric strings, ignores an absent alpha and refuses a non-numeric one', () => {
    expect(validateHsl({ h: '120', s: '0.25', l: '1' })).toEqual([]);
    expect(validateHsl({ h: 120, s: 0.25, l: 1, a: null })).toEqual([]);
    expect(validateHsl({ h: 120, s: 0.25, l: 1, a: 'opaque' })).toEqual([ALPHA_OUT_OF_BOUNDS]);
    expect(validateHsl({ h: Number.NaN, s: 0.25, l: 1 })).toEqual([MISSING_HSL_VALUE]);
  });
});

describe('rendering spec, validation rules Colours: parsing HSL', () => {
  it('reads comma, space and slash syntaxes with percentages or fractions', () => {
    expect(parseHsl('hsl(210, 50%, 40%)')).toEqual({ value: { h: 210, s: 0.5, l: 0.4 }, problems: [] });
    expect(parseHsl('HSLA(210deg, 50%, 40%, 0.5)')).toEqual({ value: { h: 210, s: 0.5, l: 0.4, a: 0.5 }, problems: [] });
    expect(parseHsl(' hsl(210 0.5 0.4 / 25%) ')).toEqual({ value: { h: 210, s: 0.5, l: 0.4, a: 0.25 }, problems: [] });
    expect(parseHsl('hsl(0, 0%, 100%)').value).toEqual({ h: 0, s: 0, l: 1 });
  });

  it('reads an object as the builder stores it', () => {
    expect(parseHsl({ h: '360', s: 1, l: 0 })).toEqual({ value: { h: 360, s: 1, l: 0 }, problems: [] });
    expect(parseHsl({ h: 10, s: 1, l: 0, a: '0.3' }).value).toEqual({ h: 10, s: 1, l: 0, a: 0.3 });
  });

  it('gives the bounds problems, and no value, for colours out of bounds', () => {
    expect(parseHsl('hsl(361, 50%, 40%)')).toEqual({ value: null, problems: [HUE_OUT_OF_BOUNDS] });
    expect(parseHsl('hsl(-1, 101%, 40%, 2)')).toEqual({ value: null, problems: [HUE_OUT_OF_BOUNDS, SATURATION_OUT_OF_BOUNDS, ALPHA_OUT_OF_BOUNDS] });
    expect(parseHsl('hsl(200, 50, 40%)').problems).toEqual([SATURATION_OUT_OF_BOUNDS]);
  });

  it('reads anything that is not an HSL function with three values as missing a value', () => {
    for (const bad of ['', 'red', '#fff', 'hsl()', 'hsl(120, 50%)', 'hsl(120 50% 40% / 1 / 1)', 'hsl(1, 2%, 3%, 4, 5)', 'rgb(1, 2, 3)']) {
      expect(parseHsl(bad), bad).toEqual({ value: null, problems: [MISSING_HSL_VALUE] });
    }
    expect(parseHsl('hsl(120px, 50%, 40%)').problems).toEqual([MISSING_HSL_VALUE]);
    expect(parseHsl('hsl(120, 50%, 40%, half)').problems).toEqual([ALPHA_OUT_OF_BOUNDS]);
  });

  it('writes CSS that reads back', () => {
    expect(hslToCss({ h: 210, s: 0.5, l: 0.4 })).toBe('hsl(210 50% 40%)');
    expect(hslToCss({ h: 0, s: 0.07, l: 1, a: 0.5 })).toBe('hsl(0 7% 100% / 0.5)');
  });

  const hsl = fc.record({
    h: fc.double({ min: 0, max: 360, noNaN: true }),
    s: fc.double({ min: 0, max: 1, noNaN: true }),
    l: fc.double({ min: 0, max: 1, noNaN: true }),
    a: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
  });

  it('property: any colour within bounds survives hslToCss then parseHsl', () => {
    fc.assert(
      fc.property(hsl, (colour) => {
        const { value, problems } = parseHsl(hslToCss(colour));
        expect(problems).toEqual([]);
        expect(value?.h).toBeCloseTo(colour.h, 3);
        expect(value?.s).toBeCloseTo(colour.s, 5);
        expect(value?.l).toBeCloseTo(colour.l, 5);
        if (colour.a === undefined) expect(value?.a).toBeUndefined();
        else expect(value?.a).toBeCloseTo(colour.a, 3);
      }),
    );
  });

  it('property: a hue above 360 or below 0 is always reported, and only then', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (h) => {
        const problems = parseHsl({ h, s: 0.5, l: 0.5 }).problems;
        expect(problems.includes(HUE_OUT_OF_BOUNDS)).toBe(h < 0 || h > 360);
      }),
    );
  });

  it('property: parseHsl never throws and gives a value exactly when there is no problem', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string().map((inner) => `hsl(${inner})`)), (text) => {
        const { value, problems } = parseHsl(text);
        expect(value === null).toBe(problems.length > 0);
      }),
    );
  });
});

describe('rendering spec, validation rules Hex colour: 3 to 6 hex digits, optional leading #', () => {
  it('reads six digits with or without #, in either case', () => {
    expect(parseHex('#027AFF')).toBe(0x027aff);
    expect(parseHex('ffb802')).toBe(0xffb802);
    expect(parseHex(' #000000 ')).toBe(0);
  });

  it('expands three digits as CSS shorthand', () => {
    expect(parseHex('#fa0')).toBe(0xffaa00);
    expect(parseHex('FFF')).toBe(0xffffff);
  });

  it('reads four and five digits as a number', () => {
    expect(parseHex('#1234')).toBe(0x001234);
    expect(parseHex('abcde')).toBe(0x0abcde);
  });

  it('refuses two or seven digits, other characters and a doubled #', () => {
    for (const bad of ['', '#', '#ff', 'fffffff', '#ggg', '##fff', '#ff ff', '0xfff']) {
      expect(parseHex(bad), bad).toBeNull();
    }
  });

  it('property: any 24-bit value written as six digits reads back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), fc.boolean(), fc.boolean(), (value, hash, upper) => {
        const digits = value.toString(16).padStart(6, '0');
        expect(parseHex(`${hash ? '#' : ''}${upper ? digits.toUpperCase() : digits}`)).toBe(value);
        expect(parseHex(colourHex(value))).toBe(value);
      }),
    );
  });

  it('property: three digits read as each digit doubled', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 15 }), { minLength: 3, maxLength: 3 }), (nibbles) => {
        const [r = 0, g = 0, b = 0] = nibbles;
        expect(parseHex(nibbles.map((n) => n.toString(16)).join(''))).toBe(r * 0x110000 + g * 0x1100 + b * 0x11);
      }),
    );
  });

  it('property: anything with a non-hex character or a length outside 3–6 is refused', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const valid = /^#?[0-9a-f]{3,6}$/i.test(text.trim());
        expect(parseHex(text) !== null).toBe(valid);
      }),
    );
  });
});

describe('rendering spec, constants and limits A colour is light above half of 0xFFFFFF', () => {
  it('is dark up to 0x7FFFFF and light from 0x800000', () => {
    expect(LIGHT_COLOUR_THRESHOLD).toBe(8388607.5);
    expect(colourWeight('#7ffffe')).toBe('dark');
    expect(colourWeight('#7fffff')).toBe('dark');
    expect(colourWeight('#800000')).toBe('light');
    expect(colourWeight('#800001')).toBe('light');
  });

  it('reads the ends and the fluid engine colours', () => {
    expect(colourWeight('#000')).toBe('dark');
    expect(colourWeight('#fff')).toBe('light');
    expect(colourWeight('#027AFF')).toBe('dark');
    expect(colourWeight('#FFB802')).toBe('light');
  });

  it('is null for something that is not a hex colour', () => {
    expect(colourWeight('blue')).toBeNull();
  });
});

describe('rendering spec, validation rules Colours: messages as localized strings', () => {
  const french = {
    colourHueOutOfBoundsMessage: 'Teinte hors limites',
    colourSaturationOutOfBoundsMessage: 'Saturation hors limites',
    colourLightnessOutOfBoundsMessage: 'Luminosité hors limites',
    colourAlphaOutOfBoundsMessage: 'Alpha hors limites',
    colourMissingHslValueMessage: 'Il manque une valeur T/S/L',
    colourHexFormatMessage: 'De 3 à 6 chiffres hexadécimaux',
  };

  it('defaults to the spec wording', () => {
    expect(COLOUR_STRINGS).toMatchObject({
      colourHueOutOfBoundsMessage: 'Hue out of bounds',
      colourSaturationOutOfBoundsMessage: 'Saturation out of bounds',
      colourLightnessOutOfBoundsMessage: 'Lightness out of bounds',
      colourAlphaOutOfBoundsMessage: 'Alpha out of bounds',
      colourMissingHslValueMessage: 'Missing an H/S/L value',
    });
  });

  it('words every HSL problem in the strings given', () => {
    expect(validateHsl({ h: 400, s: 2, l: 3, a: 4 }, french)).toEqual([
      'Teinte hors limites',
      'Saturation hors limites',
      'Luminosité hors limites',
      'Alpha hors limites',
    ]);
    expect(parseHsl('hsl(1, 2%)', french).problems).toEqual(['Il manque une valeur T/S/L']);
    expect(readColour('#zz', french).problems).toEqual(['De 3 à 6 chiffres hexadécimaux']);
  });

  it('reads a JavaScript caller\'s null as missing values, without throwing', () => {
    expect(validateHsl(null as unknown as HslInput)).toEqual(['Missing an H/S/L value']);
    expect(parseHsl(null as unknown as string).problems).toEqual(['Missing an H/S/L value']);
    expect(parseHex(42 as unknown as string)).toBeNull();
  });
});

describe('rendering spec, validation rules and constants and limits Reading a typed colour', () => {
  it('converts HSL to RGB as CSS does', () => {
    expect(hslToRgbValue({ h: 0, s: 1, l: 0.5 })).toBe(0xff0000);
    expect(hslToRgbValue({ h: 120, s: 1, l: 0.5 })).toBe(0x00ff00);
    expect(hslToRgbValue({ h: 240, s: 1, l: 0.5 })).toBe(0x0000ff);
    expect(hslToRgbValue({ h: 360, s: 0, l: 1 })).toBe(0xffffff);
    expect(hslToRgbValue({ h: 30, s: 1, l: 0.5 })).toBe(0xff8000);
  });

  it('reads hex as #rrggbb with its weight', () => {
    expect(readColour(' fa0 ')).toEqual({ css: '#ffaa00', value: 0xffaa00, weight: 'light', problems: [] });
    expect(readColour('#027AFF')).toEqual({ css: '#027aff', value: 0x027aff, weight: 'dark', problems: [] });
  });

  it('reads HSL as hsl() with the weight of its RGB value', () => {
    expect(readColour('hsl(0, 0%, 100%)')).toEqual({ css: 'hsl(0 0% 100%)', value: 0xffffff, weight: 'light', problems: [] });
    expect(readColour('hsla(240, 100%, 50%, 0.5)')).toEqual({ css: 'hsl(240 100% 50% / 0.5)', value: 0x0000ff, weight: 'dark', problems: [] });
  });

  it('gives the problems and nothing to save for invalid text', () => {
    expect(readColour('hsl(400, 50%, 50%)')).toEqual({ css: null, value: null, weight: null, problems: ['Hue out of bounds'] });
    expect(readColour('hsl(10, 50%)').problems).toEqual(['Missing an H/S/L value']);
    expect(readColour('#12').problems).toEqual(['Enter a hex colour of 3 to 6 digits (0-9, a-f), with or without #']);
  });

  it('reads blank or non-text as no colour and no problem', () => {
    for (const blank of ['', '   ', null, 7]) {
      expect(readColour(blank)).toEqual({ css: null, value: null, weight: null, problems: [] });
    }
  });

  it('property: a saved colour always reads back as itself', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const { css } = readColour(text);
        if (css !== null) expect(readColour(css).css).toBe(css);
      }),
    );
  });
});

describe('rendering spec, validation rules HSL of an RGB value (the picker starts from the typed colour)', () => {
  it('converts primaries, grey and the fluid engine blue', () => {
    expect(rgbValueToHsl(0xff0000)).toEqual({ h: 0, s: 1, l: 0.5 });
    expect(rgbValueToHsl(0x0000ff)).toEqual({ h: 240, s: 1, l: 0.5 });
    expect(rgbValueToHsl(0x808080)).toEqual({ h: 0, s: 0, l: 0.502 });
    expect(rgbValueToHsl(0x027aff)).toEqual({ h: 212, s: 1, l: 0.504 });
  });

  it('property: converting back lands within one step of each channel', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (value) => {
        const back = hslToRgbValue(rgbValueToHsl(value));
        for (const shift of [16, 8, 0]) {
          expect(Math.abs(((back >> shift) & 0xff) - ((value >> shift) & 0xff))).toBeLessThanOrEqual(3);
        }
      }),
    );
  });
});
