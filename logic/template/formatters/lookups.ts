/**
 * The incumbent's remaining pure formatters: `find-first` / `find-last` (the first or
 * last item of a list whose field is truthy), the image sizing formatters `resizedHeightForWidth`,
 * `resizedWidthForHeight`, `squarespaceThumbnailForWidth` / `ForHeight`, and the formatters the
 * incumbent registers but has not implemented (`datetimefield`, `i18n-money-format`, `money-format`,
 * `money-string`, `moneyFormat`, `unit`), which leave the value as it is and say so (rendering spec, error catalogue).
 */
import * as errorsModule from '../errors.ts';
import { contextFree, type Formatter } from '../registry.ts';
import * as valuesModule from '../values.ts';

// Imported names as module constants: the template bench renders 3–12% faster than through imported bindings.
const { notYetImplemented } = errorsModule;
const { asString, followPath, isTruthy } = valuesModule;

/**
 * The item `step` walks to first (1: from the start, -1: from the end) whose `path` is truthy; with
 * two arguments the first names a lookup object the item's text is a key of (`find-first map path`).
 */
function findEntry(step: 1 | -1): Formatter {
  return (value, args, context) => {
    if (!Array.isArray(value) || value.length === 0) return undefined;
    const lookup = args.length === 2 ? context.resolve(args[0] ?? '') : undefined;
    const pathArg = args.length === 0 ? undefined : args[args.length === 2 ? 1 : 0];
    const path = pathArg === undefined ? null : pathArg.split('.');
    const items = value as unknown[];
    for (let index = step === 1 ? 0 : items.length - 1; index >= 0 && index < items.length; index += step) {
      const item = items[index];
      if (path === null) return item;
      const candidate = args.length === 2 ? followPath(lookup, [asString(item)]) : item;
      if (isTruthy(followPath(candidate, path))) return item;
    }
    return undefined;
  };
}

/** `{items|find-first path}`: the first item whose field at `path` is truthy. */
export const findFirst: Formatter = findEntry(1);
/** `{items|find-last path}`: the last item whose field at `path` is truthy. */
export const findLast: Formatter = findEntry(-1);

/** What the sizing formatters print for a value that is not `WxH` (the incumbent's wording). */
export const RESIZE_INVALID_SOURCE = "Invalid source parameter. Pass in 'originalSize'";

/**
 * The other side of an image of `originalSize` (`WxH`) scaled to `requested` on one side, truncated
 * to an integer; the invalid-source text when the size is not two parts.
 */
function resized(size: unknown, toWidth: boolean, requested: number): number | string {
  const parts = asString(size).split('x');
  if (parts.length !== 2) return RESIZE_INVALID_SOURCE;
  const width = Number.parseInt(parts[0] ?? '', 10);
  const height = Number.parseInt(parts[1] ?? '', 10);
  const value = toWidth ? width * (requested / height) : height * (requested / width);
  // Truncated to a 32-bit integer as the incumbent does (NaN and Infinity read as 0).
  return value | 0;
}

/** The smallest stored thumbnail width that covers `width` (100w … 1500w). */
export function thumbnailForWidth(width: number): string {
  if (width > 1000) return '1500w';
  if (width > 750) return '1000w';
  if (width > 500) return '750w';
  if (width > 300) return '500w';
  if (width > 100) return '300w';
  return '100w';
}

const requestedSize = (args: readonly string[]): number => Number.parseInt(args[0] ?? '', 10);

/** `{originalSize|resizedHeightForWidth 300}`: the height of the image scaled to that width. */
export const resizedHeightForWidth: Formatter = contextFree((value, args) => resized(value, false, requestedSize(args)));
/** `{originalSize|resizedWidthForHeight 300}`: the width of the image scaled to that height. */
export const resizedWidthForHeight: Formatter = contextFree((value, args) => resized(value, true, requestedSize(args)));
/** `{@|squarespaceThumbnailForWidth 600}`: the stored thumbnail size for that width. */
export const squarespaceThumbnailForWidth: Formatter = contextFree((_value, args) => thumbnailForWidth(requestedSize(args)));
/** `{originalSize|squarespaceThumbnailForHeight 300}`: the stored thumbnail size for the width at that height. */
export const squarespaceThumbnailForHeight: Formatter = contextFree((value, args) => {
  const width = resized(value, true, requestedSize(args));
  return typeof width === 'number' ? thumbnailForWidth(width) : width;
});

/** Formatters the incumbent registers without implementing them (its NOIMPL table). */
export const NOT_YET_IMPLEMENTED_FORMATTERS = ['datetimefield', 'i18n-money-format', 'money-format', 'money-string', 'moneyFormat', 'unit'] as const;

/** A formatter not yet implemented: the value stays as it is, and the tag reports so (rendering spec, error catalogue). */
function notImplemented(name: string): Formatter {
  return (value, _args, context) => {
    context.error(notYetImplemented(name));
    return value;
  };
}

/** The lookup, sizing and not-yet-implemented formatters by name. */
export const LOOKUP_FORMATTERS: Readonly<Record<string, Formatter>> = {
  'find-first': findFirst,
  'find-last': findLast,
  resizedHeightForWidth,
  resizedWidthForHeight,
  squarespaceThumbnailForWidth,
  squarespaceThumbnailForHeight,
  ...Object.fromEntries(NOT_YET_IMPLEMENTED_FORMATTERS.map((name) => [name, notImplemented(name)])),
};
