/**
 * Colours of the site's design (rendering spec, validation rules "Colours", constants and limits): HSL values with their bounds, hex
 * values, and whether a colour reads as light or dark.
 */

/** Hue outside 0–360 (rendering spec, validation rules). */
export const HUE_OUT_OF_BOUNDS = 'Hue out of bounds';

/** Saturation outside 0–1 (rendering spec, validation rules). */
export const SATURATION_OUT_OF_BOUNDS = 'Saturation out of bounds';

/** Lightness outside 0–1 (rendering spec, validation rules). */
export const LIGHTNESS_OUT_OF_BOUNDS = 'Lightness out of bounds';

/** Alpha outside 0–1 (rendering spec, validation rules). */
export const ALPHA_OUT_OF_BOUNDS = 'Alpha out of bounds';

/** Hue, saturation or lightness absent (rendering spec, validation rules). */
export const MISSING_HSL_VALUE = 'Missing an H/S/L value';

/**
 * The colour messages as localized-string defaults (rendering spec, validation rules): the spec's wording, and the
 * library's own for a hex colour the spec words no message for.
 */
export const COLOUR_STRINGS = {
  colourHueOutOfBoundsMessage: HUE_OUT_OF_BOUNDS,
  colourSaturationOutOfBoundsMessage: SATURATION_OUT_OF_BOUNDS,
  colourLightnessOutOfBoundsMessage: LIGHTNESS_OUT_OF_BOUNDS,
  colourAlphaOutOfBoundsMessage: ALPHA_OUT_OF_BOUNDS,
  colourMissingHslValueMessage: MISSING_HSL_VALUE,
  /** Library string: a hex colour that is not 3 to 6 hex digits (the spec gives the rule, not a message). */
  colourHexFormatMessage: 'Enter a hex colour of 3 to 6 digits (0-9, a-f), with or without #',
} as const;

/** The strings the colour checks word their messages with. */
export type ColourStrings = Readonly<Record<keyof typeof COLOUR_STRINGS, string>>;

/** A colour as hue in degrees (0–360) and saturation, lightness and alpha as fractions (0–1). */
export interface Hsl {
  h: number;
  s: number;
  l: number;
  a?: number;
}

/** An HSL colour as it may arrive from the builder: numbers, numeric strings, or gaps. */
export interface HslInput {
  h?: unknown;
  s?: unknown;
  l?: unknown;
  a?: unknown;
}

/** A finite number, or a string that is one; null for anything else. */
function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

const within = (value: number, max: number): boolean => value >= 0 && value <= max;

/**
 * Every problem of an HSL colour, empty when valid: `Missing an H/S/L value` (once) when h, s or l
 * is absent or not a number; then each value outside its bounds (hue 0–360, the rest 0–1, inclusive).
 * An absent alpha is fine; a present one that is not a number is out of bounds.
 */
export function validateHsl(input: HslInput, strings: ColourStrings = COLOUR_STRINGS): string[] {
  // A JavaScript caller's null or garbage reads as a colour with no values, never a throw.
  if (typeof input !== 'object' || input === null) return [strings.colourMissingHslValueMessage];
  const h = toNumber(input.h);
  const s = toNumber(input.s);
  const l = toNumber(input.l);
  const problems: string[] = [];
  if (h === null || s === null || l === null) problems.push(strings.colourMissingHslValueMessage);
  if (h !== null && !within(h, 360)) problems.push(strings.colourHueOutOfBoundsMessage);
  if (s !== null && !within(s, 1)) problems.push(strings.colourSaturationOutOfBoundsMessage);
  if (l !== null && !within(l, 1)) problems.push(strings.colourLightnessOutOfBoundsMessage);
  if (input.a !== undefined && input.a !== null) {
    const a = toNumber(input.a);
    if (a === null || !within(a, 1)) problems.push(strings.colourAlphaOutOfBoundsMessage);
  }
  return problems;
}

/** The outcome of {@link parseHsl}: the colour when valid, else null and why. */
export interface HslParseResult {
  value: Hsl | null;
  problems: string[];
}

// The inside is trimmed afterwards: `\s*([^)]*?)\s*` let the three quantifiers trade spaces, which was
// cubic on a long run of whitespace.
const HSL_FUNCTION = /^hsla?\(([^)]*)\)$/i;

/** One CSS component: a number with an optional unit, `%` read as a fraction. */
function component(text: string | undefined, unit: 'deg' | '%'): number | string | undefined {
  if (text === undefined) return undefined;
  const match = /^([+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?)(deg|%)?$/i.exec(text);
  if (!match) return text;
  const number = Number(match[1]);
  if (match[2] === undefined) return number;
  if (match[2].toLowerCase() !== unit) return text;
  return unit === '%' ? number / 100 : number;
}

/**
 * Reads an HSL colour from an object ({@link HslInput}) or a CSS string — `hsl(210, 50%, 40%)`,
 * `hsla(210, 50%, 40%, 0.5)`, `hsl(210 50% 40% / 50%)`; saturation, lightness and alpha as
 * percentages or fractions. Gives the colour when valid, else the problems of {@link validateHsl}
 * (a string that is not an HSL function is missing its H/S/L values).
 */
export function parseHsl(input: string | HslInput, strings: ColourStrings = COLOUR_STRINGS): HslParseResult {
  let fields: HslInput;
  if (typeof input === 'string') {
    const match = HSL_FUNCTION.exec(input.trim());
    if (!match) return { value: null, problems: [strings.colourMissingHslValueMessage] };
    const pieces = (match[1] ?? '').split('/').map((part) => part.trim());
    const [colour = '', alpha] = pieces;
    const parts = colour.split(/[\s,]+/).filter((part) => part !== '');
    const commaAlpha = alpha === undefined && parts.length === 4 ? parts.pop() : undefined;
    if (pieces.length > 2 || parts.length !== 3 || (alpha !== undefined && colour.includes(','))) {
      return { value: null, problems: [strings.colourMissingHslValueMessage] };
    }
    fields = {
      h: component(parts[0], 'deg'),
      s: component(parts[1], '%'),
      l: component(parts[2], '%'),
      a: component(alpha ?? commaAlpha, '%'),
    };
  } else {
    fields = input;
  }
  const problems = validateHsl(fields, strings);
  if (problems.length > 0) return { value: null, problems };
  const value: Hsl = { h: Number(fields.h), s: Number(fields.s), l: Number(fields.l) };
  if (fields.a !== undefined && fields.a !== null) value.a = Number(fields.a);
  return { value, problems };
}

/** A number with at most four decimals and no trailing zeros. */
const short = (value: number): string => String(Number(value.toFixed(4)));

/** CSS for an HSL colour: `hsl(210 50% 40%)`, or `hsl(210 50% 40% / 0.5)` with alpha. */
export function hslToCss(colour: Hsl): string {
  const body = `${short(colour.h)} ${short(colour.s * 100)}% ${short(colour.l * 100)}%`;
  return colour.a === undefined ? `hsl(${body})` : `hsl(${body} / ${short(colour.a)})`;
}

const HEX = /^#?([0-9a-f]{3,6})$/i;

/**
 * The 24-bit value of a hex colour of 3 to 6 digits with an optional `#` (rendering spec, validation rules), or null.
 * Three digits are CSS shorthand (`#fa0` is `#ffaa00`); four and five are read as a number, as if
 * padded with leading zeros.
 */
export function parseHex(text: string): number | null {
  if (typeof text !== 'string') return null;
  const match = HEX.exec(text.trim());
  const digits = match?.[1];
  if (digits === undefined) return null;
  const full = digits.length === 3 ? digits.replace(/./g, (digit) => digit + digit) : digits;
  return parseInt(full, 16);
}

/** A 24-bit colour value as `#rrggbb`. */
export function colourHex(value: number): string {
  return `#${Math.trunc(value).toString(16).padStart(6, '0')}`;
}

/** Half of 0xFFFFFF: colours above it are light (rendering spec, constants and limits). */
export const LIGHT_COLOUR_THRESHOLD = 0xffffff / 2;

/** Whether text on the colour should be dark or light. */
export type ColourWeight = 'light' | 'dark';

/** `light` when the hex value is above half of 0xFFFFFF, else `dark`; null when it is not a hex colour. */
export function colourWeight(hex: string): ColourWeight | null {
  const value = parseHex(hex);
  if (value === null) return null;
  return weightOf(value);
}

/**
 * The 24-bit RGB value of an HSL colour (alpha ignored), by the CSS Color 4 conversion, so an HSL
 * colour has the same light/dark reading as the hex colour it shows as. Hue wraps at 360.
 */
export function hslToRgbValue(colour: Hsl): number {
  const h = (((colour.h % 360) + 360) % 360) / 30;
  const s = Math.min(1, Math.max(0, colour.s));
  const l = Math.min(1, Math.max(0, colour.l));
  const chroma = s * Math.min(l, 1 - l);
  const channel = (n: number): number => {
    const k = (n + h) % 12;
    const value = l - chroma * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255);
  };
  return (channel(0) << 16) + (channel(8) << 8) + channel(4);
}

/** What an owner typed as a colour, read: the CSS to save, its 24-bit value and reading, or why not. */
export interface ColourReading {
  /** The colour as CSS (`#rrggbb`, or `hsl(…)` as {@link hslToCss} writes it); null when there is none to save. */
  css: string | null;
  /** The 24-bit RGB value; null when invalid or empty. */
  value: number | null;
  /** Light or dark (rendering spec, constants and limits); null when invalid or empty. */
  weight: ColourWeight | null;
  /** Every problem, in the site's words; empty when valid or empty. */
  problems: string[];
}

const EMPTY_READING: ColourReading = Object.freeze({ css: null, value: null, weight: null, problems: [] }) as ColourReading;

/**
 * Reads a colour typed as hex (3 to 6 digits, optional `#`) or as `hsl()`/`hsla()` (rendering spec, validation rules).
 * Text starting with `hsl` is read as HSL and gives the HSL messages; anything else is read as hex.
 * Blank text is no colour and no problem. Never throws, whatever it is given.
 */
export function readColour(text: unknown, strings: ColourStrings = COLOUR_STRINGS): ColourReading {
  if (typeof text !== 'string' || text.trim() === '') return EMPTY_READING;
  const trimmed = text.trim();
  if (/^hsl/i.test(trimmed)) {
    const { value: hsl, problems } = parseHsl(trimmed, strings);
    if (hsl === null) return { css: null, value: null, weight: null, problems };
    const value = hslToRgbValue(hsl);
    return { css: hslToCss(hsl), value, weight: weightOf(value), problems: [] };
  }
  const value = parseHex(trimmed);
  if (value === null) return { css: null, value: null, weight: null, problems: [strings.colourHexFormatMessage] };
  return { css: colourHex(value), value, weight: weightOf(value), problems: [] };
}

const weightOf = (value: number): ColourWeight => (value > LIGHT_COLOUR_THRESHOLD ? 'light' : 'dark');

/** The HSL colour of a 24-bit RGB value (hue in whole degrees, saturation and lightness to 0.001). */
export function rgbValueToHsl(value: number): Hsl {
  const rgb = Number.isFinite(value) ? Math.min(0xffffff, Math.max(0, Math.trunc(value))) : 0;
  const r = ((rgb >> 16) & 0xff) / 255;
  const g = ((rgb >> 8) & 0xff) / 255;
  const b = (rgb & 0xff) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const delta = max - min;
  if (delta === 0) return { h: 0, s: 0, l: round3(l) };
  const s = delta / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === r) h = ((g - b) / delta) % 6;
  else if (max === g) h = (b - r) / delta + 2;
  else h = (r - g) / delta + 4;
  return { h: (Math.round(h * 60) + 360) % 360, s: round3(s), l: round3(l) };
}

const round3 = (value: number): number => Math.round(value * 1000) / 1000;
