import { describe, expect, it } from 'vitest';
import { FILE_STRINGS, fileRejection, fileRejectionMessage, isAcceptedFile } from './files.ts';

describe('rendering spec, validation rules and error catalogue: the file messages as localized strings', () => {
  it('quotes the spec verbatim', () => {
    expect(FILE_STRINGS.fileTooLargeMessage).toBe('The file {fileName} is too large. The maximum allowed file size is {maxSize}.');
    expect(FILE_STRINGS.fileUnsupportedMessage).toBe('The file {fileName} does not appear to be a supported file.');
    expect(FILE_STRINGS.fileNameRequiredMessage).toBe('Please enter a file name');
    expect([
      FILE_STRINGS.fileProcessingFailedMessage,
      FILE_STRINGS.fileProcessingCancelledMessage,
      FILE_STRINGS.fileUploadIncompleteMessage,
      FILE_STRINGS.fileProcessingIncompleteMessage,
      FILE_STRINGS.fileErrorUploadingMessage,
    ]).toEqual(['File processing failed', 'File processing cancelled', 'File upload failed to complete', 'File processing failed to complete', 'Error uploading']);
    expect([FILE_STRINGS.fileUploadProblemTitle, FILE_STRINGS.fileUploadProblemMessage]).toEqual(['Unable to Upload File', 'There was a problem while uploading your file.']);
    expect([FILE_STRINGS.fileRenameProblemTitle, FILE_STRINGS.fileRenameProblemMessage]).toEqual(['Unable to Rename File', 'There was a problem while renaming your file.']);
  });
});

describe('rendering spec, validation rules: which files an upload refuses', () => {
  it('reads an accept list as the file input does', () => {
    expect(isAcceptedFile('photo.JPG', 'image/jpeg', 'image/*')).toBe(true);
    expect(isAcceptedFile('notes.pdf', 'application/pdf', 'image/*, .pdf')).toBe(true);
    expect(isAcceptedFile('notes.txt', 'text/plain', 'image/*,.pdf')).toBe(false);
    expect(isAcceptedFile('a.csv', 'text/csv', 'text/csv')).toBe(true);
    expect(isAcceptedFile('anything.bin', '', undefined)).toBe(true);
    expect(isAcceptedFile('anything.bin', '', '  ')).toBe(true);
  });

  it('refuses an unsupported file before a too large one, and words both', () => {
    const limits = { maxBytes: 2_000_000, accept: 'image/*' };
    expect(fileRejection({ name: 'big.txt', size: 5_000_000, type: 'text/plain' }, limits)).toBe('unsupported');
    expect(fileRejection({ name: 'big.png', size: 2_000_001, type: 'image/png' }, limits)).toBe('too-large');
    expect(fileRejection({ name: 'ok.png', size: 2_000_000, type: 'image/png' }, limits)).toBeNull();
    expect(fileRejectionMessage('too-large', 'big.png', 2_000_000)).toBe('The file big.png is too large. The maximum allowed file size is 2 MB.');
    expect(fileRejectionMessage('unsupported', 'big.txt', 2_000_000)).toBe('The file big.txt does not appear to be a supported file.');
    expect(fileRejectionMessage('unsupported', 'a', 1, { fileTooLargeMessage: 'x', fileUnsupportedMessage: '{fileName} nein' })).toBe('a nein');
  });
});
