/**
 * File sizes and the upload messages of the builder (rendering spec, validation rules, constants and limits; shopper spec, constants and limits).
 */
import { interpolate } from '../shared/interpolate.ts';

/** Bytes in a megabyte, as upload limits count them (rendering spec, constants and limits). */
export const BYTES_PER_MB = 1_000_000;

/** Units of {@link formatFileSize}, each 1024 times the one before (rendering spec, constants and limits). */
export const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/** Builder message: a file's new name left blank (rendering spec, validation rules). */
export const FILE_NAME_REQUIRED_MESSAGE = 'Please enter a file name';

/** `Please enter a file name` when the name is blank. */
export function validateFileName(name: string | null | undefined): string | null {
  return typeof name !== 'string' || name.trim() === '' ? FILE_NAME_REQUIRED_MESSAGE : null;
}

/** A file over the upload limit (rendering spec, validation rules). */
export const FILE_TOO_LARGE_MESSAGE = 'The file {fileName} is too large. The maximum allowed file size is {maxSize}.';

/** A file of a kind the upload does not take (rendering spec, validation rules). */
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

/**
 * The file upload's wording (rendering spec, validation rules and error catalogue "Builder messages"): the spec's file messages as
 * localized-string defaults, and the library's own labels. Components read them with `useStrings(FILE_STRINGS)`.
 */
export const FILE_STRINGS = {
  /** {fileName} the file's name, {maxSize} the limit (rendering spec, validation rules). */
  fileTooLargeMessage: FILE_TOO_LARGE_MESSAGE,
  /** {fileName} the file's name (rendering spec, validation rules). */
  fileUnsupportedMessage: UNSUPPORTED_FILE_MESSAGE,
  fileNameRequiredMessage: FILE_NAME_REQUIRED_MESSAGE,
  fileProcessingFailedMessage: 'File processing failed',
  fileProcessingCancelledMessage: 'File processing cancelled',
  fileUploadIncompleteMessage: 'File upload failed to complete',
  fileProcessingIncompleteMessage: 'File processing failed to complete',
  fileErrorUploadingMessage: 'Error uploading',
  fileUploadProblemMessage: 'There was a problem while uploading your file.',
  fileUploadProblemTitle: 'Unable to Upload File',
  fileRenameProblemMessage: 'There was a problem while renaming your file.',
  fileRenameProblemTitle: 'Unable to Rename File',
  /** Library string: the drop zone's invitation. */
  fileDropText: 'Drag a file here or',
  /** Library string: the button that opens the file picker. */
  fileChooseText: 'Choose a file',
  /** Library string; {maxSize} the limit. */
  fileLimitText: 'Up to {maxSize}',
  /** Library string: the progress bar's name; {fileName} the file. */
  fileUploadingText: 'Uploading {fileName}',
  /** Library string; {fileName} the file. */
  fileProcessingText: 'Processing {fileName}',
  /** Library string; {fileName} the file, {size} its size. */
  fileDoneText: '{fileName} ({size})',
  /** Library string: announced when the file is ready; {fileName} the file. */
  fileReadyText: '{fileName} is ready',
  /** Library string. */
  fileCancelText: 'Cancel',
  /** Library string. */
  fileRenameText: 'Rename',
  /** Library string: the new name's field. */
  fileNameLabel: 'File name',
  /** Library string. */
  fileSaveNameText: 'Save name',
  /** Library string. */
  fileUploadAnotherText: 'Upload another file',
} as const;

/** The keys of {@link FILE_STRINGS}. */
export type FileStrings = Readonly<Record<keyof typeof FILE_STRINGS, string>>;

/** The most an upload takes unless the page says otherwise: 20 MB (a library default; the spec names none). */
export const DEFAULT_UPLOAD_LIMIT_BYTES = 20 * BYTES_PER_MB;

/**
 * True when a file matches an `accept` list as `<input type=file accept>` reads it: extensions
 * (`.pdf`), exact types (`image/png`) and wildcards (`image/*`), case-insensitive. No list takes anything.
 */
export function isAcceptedFile(fileName: string, mimeType: string, accept: string | undefined): boolean {
  if (typeof accept !== 'string' || accept.trim() === '') return true;
  const name = String(fileName).toLowerCase();
  const type = String(mimeType).toLowerCase();
  return accept
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part !== '')
    .some((part) => {
      if (part.startsWith('.')) return name.endsWith(part);
      if (part.endsWith('/*')) return type.startsWith(part.slice(0, -1));
      return type === part;
    });
}

/** A file the page picked, as the upload rules read it. */
export interface PickedFile {
  name: string;
  size: number;
  type: string;
}

/** Why a picked file is refused before any call: over the limit, or not of an accepted kind. */
export type FileRejection = 'too-large' | 'unsupported';

/** The first reason a file cannot be uploaded (unsupported before too large), or null. */
export function fileRejection(file: PickedFile, limits: { maxBytes: number; accept?: string }): FileRejection | null {
  if (!isAcceptedFile(file.name, file.type, limits.accept)) return 'unsupported';
  return isFileTooLarge(file.size, limits.maxBytes) ? 'too-large' : null;
}

/** The message of a refused file in the site's words (rendering spec, validation rules). */
export function fileRejectionMessage(
  rejection: FileRejection,
  fileName: string,
  maxBytes: number,
  strings: Pick<FileStrings, 'fileTooLargeMessage' | 'fileUnsupportedMessage'> = FILE_STRINGS,
): string {
  return rejection === 'too-large'
    ? interpolate(strings.fileTooLargeMessage, { fileName, maxSize: formatUploadLimit(maxBytes) })
    : interpolate(strings.fileUnsupportedMessage, { fileName });
}
