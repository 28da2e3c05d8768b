import { assignInlineVars } from '@vanilla-extract/dynamic';
import { vars } from './contract.css.ts';

/** Any part of an object shaped like the contract, its tokens as strings. */
type PartialTokens<Contract> = {
  readonly [Key in keyof Contract]?: Contract[Key] extends string ? string : PartialTokens<Contract[Key]>;
};

/**
 * A site's own values for the theme contract ({@link vars}), given at run time: any part of it, e.g.
 * `{ color: { accent: '#0a6e5c' }, radius: { md: '12px' } }`. Every token left out keeps the value of the
 * theme class beneath it.
 */
export type ThemeValues = PartialTokens<typeof vars>;

/** The inline style of some theme values: each contract variable's custom property (`--…`) and its value. */
export type ThemeStyle = ReturnType<typeof assignInlineVars>;

/**
 * The longest value taken. A font stack or a shadow is well under it; the cap keeps the check of a
 * value (and the markup it ends up in) small whatever a site's data holds.
 */
const MAX_VALUE_LENGTH = 1000;

/** Characters no theme value needs and that could end a declaration, a block or a tag, or escape one of them. */
const REFUSED = ';!{}[]<>\\';

/**
 * Whether a value stays exactly one declaration wherever it is written. The server writes the style
 * attribute as text, while the browser sets each property on its own; a value that could spill into
 * the next declaration (a `;`, an open quote, bracket or comment) would read differently in the two.
 */
function isSafeValue(value: string): boolean {
  if (value.length > MAX_VALUE_LENGTH || value.trim() === '') return false;
  let quote = '';
  let depth = 0;
  for (let index = 0; index < value.length; index += 1) {
    const char = value.charAt(index);
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f || REFUSED.includes(char)) return false;
    if (char === '/' && value.charAt(index + 1) === '*') return false;
    if (quote !== '') {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '(') {
      depth += 1;
    } else if (char === ')') {
      depth -= 1;
      if (depth < 0) return false;
    }
  }
  return quote === '' && depth === 0;
}

/** The object's own property `key`, or undefined: never an inherited one, and nothing from a getter or proxy that throws. */
function ownProperty(object: unknown, key: string): unknown {
  if (typeof object !== 'object' || object === null) return undefined;
  try {
    return Object.hasOwn(object, key) ? (object as Record<string, unknown>)[key] : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Walks the contract, not the values, so the work is the contract's size whatever is given: unknown
 * keys (`__proto__` included) are never read.
 */
function collect(contract: object, values: unknown, into: Record<string, string>): void {
  for (const [key, entry] of Object.entries(contract)) {
    const value = ownProperty(values, key);
    if (value === undefined) continue;
    if (typeof entry === 'string') {
      if (typeof value === 'string' && isSafeValue(value)) into[entry] = value.trim();
    } else if (typeof entry === 'object' && entry !== null) {
      collect(entry, value, into);
    }
  }
}

/**
 * The contract variables (`var(--…)`) that some theme values set, with their values, ready for
 * `assignInlineVars`. Anything else is left out without a word: unknown keys, values that are not
 * strings, and values that could break out of their declaration. Never throws.
 */
export function themeInlineVars(values: ThemeValues | null | undefined): Record<string, string> {
  const found: Record<string, string> = {};
  collect(vars, values, found);
  return found;
}

/**
 * The inline style that layers theme values over a theme class: put it on any element that has the
 * class (`<div className={defaultTheme} style={themeStyle(values)}>`). Same rules as {@link themeInlineVars}.
 */
export function themeStyle(values: ThemeValues | null | undefined): ThemeStyle {
  return assignInlineVars(themeInlineVars(values));
}
