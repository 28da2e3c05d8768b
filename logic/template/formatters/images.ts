/**
 * The image-meta family of template formatters (rendering spec, entities "Image asset", "Content
 * items"): image-meta, child-image-meta, cover-image-meta, image-color and item-classes. They print
 * attribute text a site's own `<img …>` or `class="…"` takes, exactly as the incumbent engine does,
 * so existing templates keep their markup. The `image` formatter is a fragment (template/fragments).
 */
import * as enumsModule from '../../shared/enums.ts';
import * as imagesModule from '../../content/images.ts';
import * as productModule from '../../shopper/product.ts';
import { contextFree, type Formatter, type TemplateContext } from '../registry.ts';
import { cachesOf } from '../state.ts';
import * as valuesModule from '../values.ts';
import * as textModule from './text.ts';

// Imported names as module constants: the template bench renders 3–12% faster than through imported bindings.
const { BLOCK_TYPE, RECORD_TYPE } = enumsModule;
const { IMAGE_COLOR_POSITIONS, templateAltText } = imagesModule;
const { isOnSale, isSoldOut } = productModule;
const { asNumber, asString, isObject, isTruthy } = valuesModule;
const { escapeAttribute, slugify } = textModule;

/** An own field of an object or array; `undefined` (missing) for anything else. */
function field(value: unknown, key: string | number): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  return Object.hasOwn(value, key) ? (value as Record<string | number, unknown>)[key] : undefined;
}

/** Looks a name up from the formatted value outward, then the tag's scopes, as the incumbent's formatters do. */
function inScope(context: TemplateContext, name: string): unknown {
  try {
    return context.resolve(name);
  } catch {
    // A read that throws is reported by the engine at its tag; here it reads as missing.
    return undefined;
  }
}

/** `x,y` of the asset's focal point as written (a missing coordinate reads 0); `0.5,0.5` without one. */
function focalPointText(image: unknown): string {
  const point = field(image, 'mediaFocalPoint');
  if (point === undefined) return '0.5,0.5';
  return `${asNumber(field(point, 'x'))},${asNumber(field(point, 'y'))}`;
}

/** The alt text of `image` where the tag sits: an image block's own alt text, else the item's fallbacks. */
export function imageAltText(image: unknown, context: TemplateContext): string {
  const blockType = inScope(context, 'blockType');
  const inImageBlock = blockType !== undefined && asNumber(blockType) === BLOCK_TYPE.image;
  return templateAltText(isObject(image) ? image : {}, inImageBlock);
}

/**
 * The attributes of an image asset: licensed-preview flag, component key, `data-src`, `data-image`,
 * `data-image-dimensions`, `data-image-focal-point` and `alt`, each followed by a space; empty for a
 * missing image.
 */
export function imageMetaAttributes(image: unknown, context: TemplateContext): string {
  if (image === undefined) return '';
  const alt = escapeAttribute(imageAltText(image, context));
  const componentKey = field(image, 'componentKey');
  const assetUrl = escapeAttribute(asString(field(image, 'assetUrl')));
  let text = isObject(field(image, 'licensedAssetPreview')) ? 'data-licensed-asset-preview="true" ' : '';
  // Escaped where the incumbent prints them raw: the same for any real address, but a `"` cannot end the attribute.
  if (componentKey !== undefined) text += `data-component-key="${escapeAttribute(asString(componentKey))}" `;
  text += `data-src="${assetUrl}" `;
  text += `data-image="${assetUrl}" `;
  text += `data-image-dimensions="${escapeAttribute(asString(field(image, 'originalSize')))}" `;
  text += `data-image-focal-point="${focalPointText(image)}" `;
  return `${text}alt="${alt}" `;
}

/** `<img {image|image-meta}>`: the asset's data attributes and alt text. */
export const imageMeta: Formatter = (value, _args, context) => imageMetaAttributes(value, context);

/** `<img {gallery|child-image-meta 2}>`: the attributes of the item's child image at that index (first by default). */
export const childImageMeta: Formatter = (value, args, context) => {
  const index = args.length === 0 ? 0 : Number.parseInt(args[0] ?? '', 10);
  const items = field(value, 'items');
  return imageMetaAttributes(Array.isArray(items) ? field(items, index) : undefined, context);
};

/** `<img {item|cover-image-meta}>`: the attributes of the item's `coverImage`. */
export const coverImageMeta: Formatter = (value, _args, context) => imageMetaAttributes(field(value, 'coverImage'), context);

/**
 * `{image|image-color}`: `data-color-<area>="#hex" ` for the five areas of `colorData`;
 * `{image|image-color center}` that area's `#hex` (`{image|image-color center background-color}`
 * as `background-color: #hex`), or `"center" not found.`; nothing without colour data.
 */
export const imageColor: Formatter = contextFree((value, args) => {
  const colorData = field(value, 'colorData');
  if (colorData === undefined) return undefined;
  const [key, property] = args;
  if (key === undefined) {
    let text = '';
    for (const area of IMAGE_COLOR_POSITIONS) text += `data-color-${area}="#${asString(field(colorData, `${area}Average`))}" `;
    return text;
  }
  const colour = asString(field(colorData, `${key}Average`));
  if (colour === '') return `"${key}" not found.`;
  return `${property === undefined ? '' : `${property}: `}#${colour}`;
});

/** `class="{item|item-classes}"`: `hentry` and the classes its fields drive (promoted block, categories, tags, author, post type, index, featured, sale). */
export const itemClasses: Formatter = (value, _args, context) => {
  let classes = 'hentry';
  const promoted = inScope(context, 'promotedBlockType');
  if (isTruthy(promoted)) classes += ` promoted promoted-block-${slugify(asString(promoted))}`;
  for (const [name, prefix] of [['categories', 'category'], ['tags', 'tag']] as const) {
    const list = inScope(context, name);
    if (isTruthy(list) && Array.isArray(list)) for (const entry of list) classes += ` ${prefix}-${slugify(asString(entry))}`;
  }
  const author = inScope(context, 'author');
  const displayName = field(author, 'displayName');
  if (isTruthy(author) && isTruthy(displayName)) classes += ` author-${slugify(asString(displayName))}`;
  classes += ` post-type-${asString(inScope(context, 'recordTypeLabel'))}`;
  const index = inScope(context, '@index');
  if (index !== undefined) classes += ` article-index-${asNumber(index)}`;
  if (isTruthy(inScope(context, 'starred'))) classes += ' featured';
  if (asNumber(field(value, 'recordType')) === RECORD_TYPE.storeItem) {
    const product = isObject(value) ? context.remember('product', value, cachesOf(context).product) : null;
    if (product !== null && isOnSale(product)) classes += ' on-sale';
    if (product !== null && isSoldOut(product)) classes += ' sold-out';
  }
  return classes;
};

/** The image-meta family by name. */
export const IMAGE_FORMATTERS: Readonly<Record<string, Formatter>> = {
  'image-meta': imageMeta,
  'child-image-meta': childImageMeta,
  'cover-image-meta': coverImageMeta,
  'image-color': imageColor,
  'item-classes': itemClasses,
};
