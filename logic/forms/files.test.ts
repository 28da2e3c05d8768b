import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BYTES_PER_MB,
  FILE_SIZE_UNITS,
  FILE_TOO_LARGE_MESSAGE,
  UNSUPPORTED_FILE_MESSAGE,
  fileTooLargeMessage,
  formatFileSize,
  formatUploadLimit,
  isFileTooLarge,
  unsupportedFileMessage,
} from './files.ts';

describe('rendering spec, constants and limits File-size helper: 1024 units from Bytes to YB', () => {
  it('has the units from Bytes to YB', () => {
    expect(FILE_SIZE_UNITS).toEqual(['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB']);
  });

  it('stays in Bytes up to 1023 and moves to KB at 1024', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(500)).toBe('500 Bytes');
    expect(formatFileSize(1023)).toBe('1023 Bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1025)).toBe('1 KB');
  });

  it('keeps at most two decimals and drops trailing zeros', () => {
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(1024 * 2.25)).toBe('2.25 KB');
    expect(formatFileSize(1024 + 10)).toBe('1.01 KB');
    expect(formatFileSize(1024 * 1024 * 3.14159)).toBe('3.14 MB');
  });

  it('moves up a unit when the rounded value would read 1024', () => {
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1 MB');
    expect(formatFileSize(1024 * 1024 - 6)).toBe('1023.99 KB');
  });

  it('reaches every unit up to YB and stays in YB beyond', () => {
    expect(formatFileSize(1024 ** 3)).toBe('1 GB');
    expect(formatFileSize(1024 ** 4)).toBe('1 TB');
    expect(formatFileSize(1024 ** 8)).toBe('1 YB');
    expect(formatFileSize(1024 ** 9)).toBe('1024 YB');
  });

  it('reads nonsense as 0 Bytes', () => {
    expect(formatFileSize(-5)).toBe('0 Bytes');
    expect(formatFileSize(Number.NaN)).toBe('0 Bytes');
    expect(formatFileSize(Infinity)).toBe('0 Bytes');
  });

  it('property: the number shown, times its unit, is within half a hundredth of a unit of the size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (bytes) => {
        const [number = '', unit = ''] = formatFileSize(bytes).split(' ');
        const power = FILE_SIZE_UNITS.indexOf(unit as (typeof FILE_SIZE_UNITS)[number]);
        expect(power).toBeGreaterThanOrEqual(0);
        expect(number).toMatch(/^\d+(\.\d{1,2})?$/);
        expect(number).not.toMatch(/\.\d*0$/);
        expect(Number(number)).toBeLessThan(1024);
        expect(Math.abs(Number(number) * 1024 ** power - bytes)).toBeLessThanOrEqual(0.005 * 1024 ** power + 1e-6);
      }),
    );
  });
});

describe('rendering spec, constants and limits Bytes per MB 1,000,000', () => {
  it('is a decimal megabyte', () => {
    expect(BYTES_PER_MB).toBe(1_000_000);
    expect(formatUploadLimit(20 * BYTES_PER_MB)).toBe('20 MB');
    expect(formatUploadLimit(2_500_000)).toBe('2.5 MB');
  });

  it('a file is too large only above the limit', () => {
    expect(isFileTooLarge(20 * BYTES_PER_MB - 1, 20 * BYTES_PER_MB)).toBe(false);
    expect(isFileTooLarge(20 * BYTES_PER_MB, 20 * BYTES_PER_MB)).toBe(false);
    expect(isFileTooLarge(20 * BYTES_PER_MB + 1, 20 * BYTES_PER_MB)).toBe(true);
  });
});

describe('rendering spec, validation rules File too large and unsupported file messages', () => {
  it('quotes the messages verbatim', () => {
    expect(FILE_TOO_LARGE_MESSAGE).toBe('The file {fileName} is too large. The maximum allowed file size is {maxSize}.');
    expect(UNSUPPORTED_FILE_MESSAGE).toBe('The file {fileName} does not appear to be a supported file.');
  });

  it('fills in the file name and the limit, in MB from bytes or as written', () => {
    expect(fileTooLargeMessage('photo.tiff', 20 * BYTES_PER_MB)).toBe('The file photo.tiff is too large. The maximum allowed file size is 20 MB.');
    expect(fileTooLargeMessage('song.wav', '1 GB')).toBe('The file song.wav is too large. The maximum allowed file size is 1 GB.');
    expect(unsupportedFileMessage('notes.exe')).toBe('The file notes.exe does not appear to be a supported file.');
  });

  it('puts a file name with braces or dollar signs in as written', () => {
    expect(unsupportedFileMessage('{maxSize} $& $1.txt')).toBe('The file {maxSize} $& $1.txt does not appear to be a supported file.');
  });
});
