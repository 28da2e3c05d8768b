/**
 * File sizes and the upload messages of the builder (rendering.md §5, §9; shopper.md §9).
 */
import { interpolate } from './interpolate.ts';

/** Bytes in a megabyte, as upload limits count them (rendering.md §9). */
export const BYTES_PER_MB = 1_000_000;

/** Units of {@link formatFileSize}, each 1024 times the one before (rendering.md §9). */
export const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/** A file over the upload limit (rendering.md §5). */
export const FILE_TOO_LARGE_MESSAGE = 'The file {fileName} is too large. The maximum allowed file size is {maxSize}.';

/** A file of a kind the upload does not take (rendering.md §5). */
export const UNSUPPORTED_FILE_MESSAGE = 'The file {fileName} does not appear to be a supported file.';

/** At most two decimals, trailing zeros dropped: 1.50 → "1.5", 2.00 → "2". */
const twoDecimals = (value: number): string => String(Number(value.toFixed(2)));

/**
 * A size for people: `500 Bytes`, `1 KB`, `1.5 KB`, `2.25 MB` … up to YB, in steps of 1024, with at
 * most two decimals and trailing zeros dropped. A value that rounds up to 1024 moves to the next unit.
 * Negative or non-finite sizes read as `0 Bytes`.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  let unit = 0;
  let value = bytes;
  while (unit < FILE_SIZE_UNITS.length - 1 && Number(value.toFixed(2)) >= 1024) {
    value /= 1024;
    unit += 1;
  }
  return `${twoDecimals(value)} ${FILE_SIZE_UNITS[unit] ?? 'YB'}`;
}

/** An upload limit in bytes as the messages word it, in decimal megabytes: 20000000 → `20 MB`. */
export function formatUploadLimit(maxBytes: number): string {
  return `${twoDecimals(maxBytes / BYTES_PER_MB)} MB`;
}

/** True when a file of `sizeBytes` is over a limit of `maxBytes`. */
export function isFileTooLarge(sizeBytes: number, maxBytes: number): boolean {
  return sizeBytes > maxBytes;
}

/** `The file {fileName} is too large…`; `max` in bytes is worded in MB, a string is used as written. */
export function fileTooLargeMessage(fileName: string, max: number | string): string {
  return interpolate(FILE_TOO_LARGE_MESSAGE, {
    fileName,
    maxSize: typeof max === 'number' ? formatUploadLimit(max) : max,
  });
}

/** `The file {fileName} does not appear to be a supported file.` */
export function unsupportedFileMessage(fileName: string): string {
  return interpolate(UNSUPPORTED_FILE_MESSAGE, { fileName });
}
