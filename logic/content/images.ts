/**
 * Images of the content model (rendering spec, entities "Image asset", states "Other", validation rules, constants and limits): sizes, the
 * responsive widths of the site's image service, focal points, loading hints, alt text and the
 * checks of the image template's props.
 */

/** Thrown by {@link parseSize} when a size is not `WxH` (rendering spec, validation rules). */
export const INVALID_SIZE_MESSAGE = "Invalid source parameter. Pass in 'originalSize'.";

/** Why a width or height is refused (rendering spec, validation rules, image template). */
export const POSITIVE_INTEGER_MESSAGE = 'requires a positive integer, but received a negative value or a non-integer value';

/** A width and a height in pixels. */
export interface ImageSize {
  width: number;
  height: number;
}

const SIZE = /^(\d+)x(\d+)$/i;

/** `'1500x1000'` → `{ width: 1500, height: 1000 }`; anything else throws {@link INVALID_SIZE_MESSAGE}. */
export function parseSize(size: string): ImageSize {
  const match = typeof size === 'string' ? SIZE.exec(size.trim()) : null;
  if (!match) throw new Error(INVALID_SIZE_MESSAGE);
  return { width: Number(match[1]), height: Number(match[2]) };
}

/** The widths the site's image service renders, smallest first (rendering spec, constants and limits). */
export const SRCSET_WIDTHS = [100, 300, 500, 750, 1000, 1500, 2500] as const;

/** One of {@link SRCSET_WIDTHS}. */
export type SrcsetWidth = (typeof SRCSET_WIDTHS)[number];

/** The rendition for a thumbnail box: up to 100 → 100, then 300, 500, 750, 1000, above 1000 → 1500 (rendering spec, constants and limits). */
export function thumbnailWidth(width: number): SrcsetWidth {
  if (width <= 100) return 100;
  if (width <= 300) return 300;
  if (width <= 500) return 500;
  if (width <= 750) return 750;
  if (width <= 1000) return 1000;
  return 1500;
}

/** The rendition for a box `cssWidth` wide on a screen of `pixelRatio`: over 1500 → 2500 … over 100 → 300, else 100 (rendering spec, constants and limits). */
export function widthForDisplay(cssWidth: number, pixelRatio = 1): SrcsetWidth {
  const width = cssWidth * pixelRatio;
  if (width > 1500) return 2500;
  if (width > 1000) return 1500;
  if (width > 750) return 1000;
  if (width > 500) return 750;
  if (width > 300) return 500;
  if (width > 100) return 300;
  return 100;
}

/** The address of one rendition: the asset with `format=<width>w` (or `format=original`) added to its query. */
export function imageUrl(assetUrl: string, width: number | 'original'): string {
  return `${formatPrefix(assetUrl)}${width === 'original' ? 'original' : `${width}w`}`;
}

/** The asset's address up to the format's value: its query joined with `&` when it has one. */
function formatPrefix(assetUrl: string): string {
  return `${assetUrl}${assetUrl.includes('?') ? '&' : '?'}format=`;
}

/**
 * The `srcset` of an asset: every service width up to the original's, then the original itself at its
 * own width when it lies between two service widths (or below 100); an original wider than 2500 stops
 * at 2500. Never lists a width wider than the original. `originalSize` is `WxH` (else throws {@link INVALID_SIZE_MESSAGE}).
 */
export function srcSet(assetUrl: string, originalSize: string): string {
  return srcSetOfWidth(assetUrl, parseSize(originalSize).width);
}

/**
 * {@link srcSet} of an original `width` pixels wide, for a caller that has the size already (a listing's
 * 200 pictures): one pass over the widths, the address's query read once.
 */
export function srcSetOfWidth(assetUrl: string, width: number): string {
  const prefix = formatPrefix(assetUrl);
  let listed = '';
  let onStep = false;
  for (const step of SRCSET_WIDTHS) {
    // Negated so that a width that is not a number (NaN) lists nothing, as no step is at most it.
    if (!(step <= width)) break;
    listed += `${listed === '' ? '' : ', '}${prefix}${step}w ${step}w`;
    onStep = step === width;
  }
  const largest = SRCSET_WIDTHS[SRCSET_WIDTHS.length - 1] ?? 0;
  if (width > 0 && width < largest && !onStep) listed += `${listed === '' ? '' : ', '}${prefix}original ${width}w`;
  return listed;
}

/** A point of an image as fractions of its width and height, 0,0 top left. */
export interface FocalPoint {
  x: number;
  y: number;
}

/** The default focal point, the centre (rendering spec, constants and limits). */
export const DEFAULT_FOCAL_POINT: FocalPoint = { x: 0.5, y: 0.5 };

/** An image asset as the content model carries it (rendering spec, entities). */
export interface ImageAsset {
  assetUrl?: string;
  originalSize?: string;
  mediaFocalPoint?: { x?: number | null; y?: number | null } | null;
  altText?: string | null;
  title?: string | null;
  /** Caption; may hold HTML. */
  body?: string | null;
  filename?: string | null;
}

const fraction = (value: number | null | undefined, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : fallback;

/** The image's focal point, each coordinate clamped to 0–1 and 0.5 where missing. */
export function focalPoint(image: Pick<ImageAsset, 'mediaFocalPoint'>): FocalPoint {
  return {
    x: fraction(image.mediaFocalPoint?.x, DEFAULT_FOCAL_POINT.x),
    y: fraction(image.mediaFocalPoint?.y, DEFAULT_FOCAL_POINT.y),
  };
}

/** A priority of the image template: `high`, `low`, or unset. */
export type ImagePriority = 'high' | 'low' | null | undefined;

/** The loading attributes of an image. */
export interface ImageLoading {
  loading: 'eager' | 'lazy';
  fetchPriority?: 'high';
}

/** Eager with high fetch priority for priority `high`; lazy otherwise (rendering spec, states). */
export function imageLoading(priority: ImagePriority | string): ImageLoading {
  return priority === 'high' ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' };
}

/** The most characters a fallback alt text keeps (rendering spec, constants and limits). */
export const ALT_TEXT_MAX_LENGTH = 250;

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The caption without its tags, each replaced by a space. A scan, not `/<[^>]*>/g`: that pattern looks
 * for a `>` from every `<`, quadratic on many `<` without one. Same result: a `<` with no `>` after it
 * (and everything from there) stays as text.
 */
function withoutTags(html: string): string {
  let text = '';
  let position = 0;
  for (;;) {
    const open = html.indexOf('<', position);
    const close = open === -1 ? -1 : html.indexOf('>', open + 1);
    if (close === -1) return text + html.slice(position);
    text += `${html.slice(position, open)} `;
    position = close + 1;
  }
}

/** The text of a caption: tags removed, common entities decoded, whitespace collapsed. */
function plainText(html: string): string {
  return withoutTags(html)
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The alt text: the owner's alt as written, else a fallback — the title, else the caption's text, else
 * the file name — cut to 250 characters (rendering spec, constants and limits limits the fallback only).
 */
export function altText(image: Pick<ImageAsset, 'altText' | 'title' | 'body' | 'filename'>): string {
  const alt = (image.altText ?? '').trim();
  if (alt !== '') return alt;
  const fallbacks = [image.title, plainText(image.body ?? ''), image.filename];
  const chosen = fallbacks.map((text) => (text ?? '').trim()).find((text) => text !== '') ?? '';
  return Array.from(chosen).slice(0, ALT_TEXT_MAX_LENGTH).join('');
}

/** Loaders of the image template: the site's image service (`sqs`) or the address as given (`raw`). */
export const IMAGE_LOADERS = ['sqs', 'raw'] as const;

/** One of {@link IMAGE_LOADERS}. */
export type ImageLoader = (typeof IMAGE_LOADERS)[number];

/** The loader when none is given: the site's image service. */
export const DEFAULT_IMAGE_LOADER: ImageLoader = 'sqs';

/** Props of the image template, as a site owner may write them (numbers may come as strings). */
export interface ImageProps {
  src?: unknown;
  width?: unknown;
  height?: unknown;
  alt?: unknown;
  priority?: unknown;
  loader?: unknown;
  srcset?: unknown;
  sizes?: unknown;
}

/** One problem with image props: the prop and what is wrong with it. */
export interface ImagePropProblem {
  prop: keyof ImageProps;
  message: string;
}

/** Library wording for the checks the spec gives no message for. */
export const IMAGE_PROP_MESSAGES = {
  required: 'is required',
  priority: 'must be high, low or null',
  loader: 'must be sqs or raw',
  srcsetNeedsRaw: 'is only allowed with loader raw',
  sizesNeedsSqs: 'is required with loader sqs',
} as const;

const isPresent = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

function isPositiveInteger(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0;
  return typeof value === 'string' && /^\d+$/.test(value.trim()) && Number(value) > 0;
}

/**
 * Every problem of the image template's props (rendering spec, validation rules): src, width and height required;
 * width and height positive integers; priority high, low or null; loader sqs or raw (default sqs);
 * srcset only with loader raw; sizes required with loader sqs. Empty when valid.
 */
export function validateImageProps(given: ImageProps): ImagePropProblem[] {
  // A JavaScript caller's null or garbage is an image with no props: each required one is reported.
  const props: ImageProps = typeof given === 'object' && given !== null ? given : ({} as ImageProps);
  const problems: ImagePropProblem[] = [];
  for (const prop of ['src', 'width', 'height'] as const) {
    if (!isPresent(props[prop])) problems.push({ prop, message: IMAGE_PROP_MESSAGES.required });
    else if (prop !== 'src' && !isPositiveInteger(props[prop])) problems.push({ prop, message: POSITIVE_INTEGER_MESSAGE });
  }
  const { priority } = props;
  if (priority !== undefined && priority !== null && priority !== 'high' && priority !== 'low') {
    problems.push({ prop: 'priority', message: IMAGE_PROP_MESSAGES.priority });
  }
  const loader = props.loader ?? DEFAULT_IMAGE_LOADER;
  if (loader !== 'sqs' && loader !== 'raw') problems.push({ prop: 'loader', message: IMAGE_PROP_MESSAGES.loader });
  if (isPresent(props.srcset) && loader !== 'raw') problems.push({ prop: 'srcset', message: IMAGE_PROP_MESSAGES.srcsetNeedsRaw });
  if (!isPresent(props.sizes) && loader === 'sqs') problems.push({ prop: 'sizes', message: IMAGE_PROP_MESSAGES.sizesNeedsSqs });
  return problems;
}

/** The five areas of an image whose average colour the asset's `colorData` carries (rendering spec, entities). */
export const IMAGE_COLOR_POSITIONS = ['topLeft', 'topRight', 'bottomLeft', 'bottomRight', 'center'] as const;

/**
 * A caption's text as the site's templates read it: every `<…>` dropped, each `>` leaving a space (so
 * words either side of a tag stay apart). One pass, linear on any input.
 */
export function templateCaptionText(html: string): string {
  let text = '';
  let inTag = false;
  for (const ch of html) {
    if (ch === '<') inTag = true;
    else if (ch === '>') {
      inTag = false;
      text += ' ';
    } else if (!inTag) text += ch;
  }
  return text;
}

/** Fields of a content item the template's alt text reads (rendering spec, entities). */
export interface TemplateAltTextItem {
  altText?: unknown;
  title?: unknown;
  body?: unknown;
  filename?: unknown;
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '');

/**
 * The alt text the image formatters of a template print (`image`, `image-meta`…), as the incumbent
 * engine reads it, so a site's markup does not change: inside an image block the owner's alt text as
 * written (trimmed, even when empty); elsewhere the title, else the caption's text cut to 250 UTF-16
 * units (rendering spec, constants and limits), else the file name. Unlike {@link altText} (the component's rule), the
 * owner's alt text is not read outside image blocks: image blocks are where the builder writes it.
 */
export function templateAltText(item: TemplateAltTextItem, inImageBlock: boolean): string {
  if (inImageBlock) return textOf(item.altText).trim();
  const title = textOf(item.title);
  if (title !== '') return title;
  const caption = templateCaptionText(textOf(item.body));
  if (caption !== '') return caption.substring(0, ALT_TEXT_MAX_LENGTH);
  return textOf(item.filename);
}

/**
 * Every problem of the image's props form (rendering spec, entities "Image component props": src, width,
 * height and alt required; validation rules the image template's checks): {@link validateImageProps}, and an alt
 * text that is not given (`''` is given: a decorative image).
 */
export function validateImageSourceProps(props: ImageProps): ImagePropProblem[] {
  const problems = validateImageProps(props);
  if (typeof props !== 'object' || props === null || typeof props.alt !== 'string') problems.push({ prop: 'alt', message: IMAGE_PROP_MESSAGES.required });
  return problems;
}

/** What the developer is told of an image that cannot be shown: the component's name, then each prop and its problem. */
export function imageProblemsMessage(problems: readonly ImagePropProblem[]): string {
  const listed: readonly unknown[] = Array.isArray(problems) ? problems : [];
  const described = listed.map((problem) => {
    const { prop, message } = (typeof problem === 'object' && problem !== null ? problem : {}) as Partial<ImagePropProblem>;
    return `${String(prop)} ${String(message)}`;
  });
  return `Image: ${described.join('; ')}`;
}
