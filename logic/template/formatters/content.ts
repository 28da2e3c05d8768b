/**
 * Content, commerce and social formatters that produce text, not fragments (docs/template-language.md
 * "Formatters and predicates to provide"): AbsUrl, width, height, color-weight, website-color,
 * image-srcset, comment-count, cart-quantity, cart-url, cart-subtotal, variant-descriptor. The rules
 * come from logic/content/images, logic/builder/colour and logic/content/content.
 */
import * as colourModule from '../../builder/colour.ts';
import * as contentModule from '../../content/content.ts';
import * as imagesModule from '../../content/images.ts';
import { contextFree, type Formatter } from '../registry.ts';
import * as valuesModule from '../values.ts';
import * as textModule from './text.ts';

// Imported names as module constants: the template bench renders 3–12% faster than through imported bindings.
const { colourWeight, hslToCss, validateHsl } = colourModule;
const { commentCountLabel } = contentModule;
const { parseSize, srcSet } = imagesModule;
const { asNumber, asString, isObject } = valuesModule;
const { escapeAttribute } = textModule;

/** The cart page (rendering spec, screens). */
export const CART_URL = '/cart';

/** What cart-subtotal prints (rendering spec, error catalogue). */
export const CART_SUBTOTAL_TEXT = 'deprecated, do not use';

/** `{path|AbsUrl}`: the site's base-url, a slash, and the value. */
export const absUrl: Formatter = (value, _args, context) => `${asString(context.resolve('base-url'))}/${asString(value)}`;

function size(value: unknown): { width: number; height: number } | undefined {
  try {
    return parseSize(asString(value));
  } catch {
    return undefined;
  }
}

/** `{originalSize|width}`: the W of `WxH`; nothing when it is not a size. */
export const width: Formatter = contextFree((value) => size(value)?.width);

/** `{originalSize|height}`: the H of `WxH`; nothing when it is not a size. */
export const height: Formatter = contextFree((value) => size(value)?.height);

/** `{hex|color-weight}`: `light` or `dark`; nothing when it is not a hex colour. */
export const colorWeight: Formatter = contextFree((value) => colourWeight(asString(value)) ?? undefined);

/** `{colour|website-color}`: CSS of `{ hue, saturation, lightness, alpha }`, or its problems, each ending in a period. */
export const websiteColor: Formatter = contextFree((value) => {
  const colour = isObject(value) ? value : {};
  const input = { h: colour['hue'], s: colour['saturation'], l: colour['lightness'], a: colour['alpha'] };
  const problems = validateHsl(input);
  if (problems.length > 0) return problems.map((problem) => `${problem}.`).join(' ');
  const css = { h: asNumber(input.h), s: asNumber(input.s), l: asNumber(input.l) };
  return hslToCss(input.a === undefined || input.a === null ? css : { ...css, a: asNumber(input.a) });
});

/** `{image|image-srcset}`: ` srcset="…"` of the asset's renditions up to its original width; nothing without a size. */
export const imageSrcset: Formatter = contextFree((value) => {
  if (!isObject(value)) return undefined;
  try {
    const set = srcSet(asString(value['assetUrl']), asString(value['originalSize']));
    return set === '' ? undefined : ` srcset="${escapeAttribute(set)}"`;
  } catch {
    return undefined;
  }
});

/** `{item|comment-count}`: `No Comments`, `1 Comment`, `2 Comments` from publicCommentCount. */
export const commentCount: Formatter = contextFree((value) =>
  commentCountLabel(asNumber(isObject(value) ? value['publicCommentCount'] : undefined)));

/** `{cart|cart-quantity}`: the total quantity of the cart's entries, in its span. */
export const cartQuantity: Formatter = contextFree((value) => {
  const entries = isObject(value) ? value['entries'] : undefined;
  let total = 0;
  if (Array.isArray(entries)) for (const entry of entries) total += asNumber(isObject(entry) ? entry['quantity'] : undefined);
  return `<span class="sqs-cart-quantity">${total}</span>`;
});

/** `{x|cart-url}`: the cart page. */
export const cartUrl: Formatter = contextFree(() => CART_URL);

/** `{x|cart-subtotal}`: the deprecated formatter's fixed text (rendering spec, error catalogue). */
export const cartSubtotal: Formatter = contextFree(() => CART_SUBTOTAL_TEXT);

/** `{variant|variant-descriptor}`: the variant's option values joined with ` / `. */
export const variantDescriptor: Formatter = contextFree((value) => {
  const values = isObject(value) ? value['optionValues'] : undefined;
  if (!Array.isArray(values)) return '';
  let text = '';
  for (let i = 0; i < values.length; i++) {
    const option: unknown = values[i];
    text += (i === 0 ? '' : ' / ') + asString(isObject(option) ? option['value'] : undefined);
  }
  return text;
});

/** The content, commerce and social text formatters by name. */
export const CONTENT_FORMATTERS: Readonly<Record<string, Formatter>> = {
  AbsUrl: absUrl,
  width,
  height,
  'color-weight': colorWeight,
  'website-color': websiteColor,
  'image-srcset': imageSrcset,
  'comment-count': commentCount,
  'cart-quantity': cartQuantity,
  'cart-url': cartUrl,
  'cart-subtotal': cartSubtotal,
  'variant-descriptor': variantDescriptor,
};
