import { describe, expect, it } from 'vitest';
import { fileUploadReducer, initialFileUploadState, uploadPercent, type FileUploadEvent, type FileUploadState } from './fileUpload.ts';

const FILE = { name: 'menu.pdf', size: 1000, type: 'application/pdf' };
const STORED = { id: 'file-1', name: 'menu.pdf', size: 1000, type: 'application/pdf' };

const run = (events: FileUploadEvent[], from: FileUploadState = initialFileUploadState) => events.reduce(fileUploadReducer, from);
const pick: FileUploadEvent = { type: 'pick', file: FILE, maxBytes: 2000 };

describe('rendering spec, validation rules, error catalogue: the file upload state machine', () => {
  it('refuses a file over the limit or of another kind before any call', () => {
    expect(run([{ ...pick, maxBytes: 999 }])).toMatchObject({ phase: 'rejected', rejection: 'too-large', file: FILE });
    expect(run([{ ...pick, accept: 'image/*' }])).toMatchObject({ phase: 'rejected', rejection: 'unsupported' });
  });

  it('goes uploading → completing → processing → done, progress being what the server acknowledged', () => {
    const uploading = run([pick, { type: 'started', uploadId: 'u1' }, { type: 'sent', sentBytes: 500 }]);
    expect(uploading).toMatchObject({ phase: 'uploading', uploadId: 'u1', sentBytes: 500 });
    expect(uploadPercent(uploading)).toBe(50);
    const processing = run([{ type: 'sent', sentBytes: 1000 }, { type: 'completing' }, { type: 'job', jobId: 'j1' }], uploading);
    expect(processing).toMatchObject({ phase: 'processing', jobId: 'j1' });
    expect(run([{ type: 'jobStatus', status: 'processing' }], processing).phase).toBe('processing');
    const done = run([{ type: 'jobStatus', status: 'done', file: STORED }], processing);
    expect(done).toMatchObject({ phase: 'done', result: STORED, rename: { phase: 'idle', name: 'menu.pdf' } });
  });

  it('keeps the file and the bytes sent through an upload failure, and Retry resumes there', () => {
    const failed = run([pick, { type: 'started', uploadId: 'u1' }, { type: 'sent', sentBytes: 400 }, { type: 'fail', failure: 'upload' }]);
    expect(failed).toMatchObject({ phase: 'failed', failure: 'upload', file: FILE, uploadId: 'u1', sentBytes: 400 });
    expect(run([{ type: 'retry' }], failed)).toMatchObject({ phase: 'uploading', failure: null, uploadId: 'u1', sentBytes: 400 });
  });

  it('resumes each failed step: completing again, a new job, or polling the same job', () => {
    const completing = run([pick, { type: 'started', uploadId: 'u1' }, { type: 'sent', sentBytes: 1000 }, { type: 'completing' }]);
    expect(run([{ type: 'fail', failure: 'upload-incomplete' }, { type: 'retry' }], completing).phase).toBe('completing');
    const processing = run([{ type: 'job', jobId: 'j1' }], completing);
    expect(run([{ type: 'jobStatus', status: 'failed' }], processing)).toMatchObject({ phase: 'failed', failure: 'processing-failed', jobId: null });
    expect(run([{ type: 'jobStatus', status: 'failed' }, { type: 'retry' }], processing).phase).toBe('completing');
    expect(run([{ type: 'jobStatus', status: 'cancelled' }], processing).failure).toBe('processing-cancelled');
    expect(run([{ type: 'jobStatus', status: 'none' }], processing)).toMatchObject({ failure: 'job-no-data', jobId: 'j1' });
    expect(run([{ type: 'jobStatus', status: 'none' }, { type: 'retry' }], processing)).toMatchObject({ phase: 'processing', jobId: 'j1' });
    expect(run([{ type: 'fail', failure: 'processing-incomplete' }, { type: 'retry' }], processing)).toMatchObject({ phase: 'processing', jobId: 'j1' });
  });

  it('ignores a new pick while one is on its way, and cancel starts over', () => {
    const uploading = run([pick]);
    expect(run([{ ...pick, file: { ...FILE, name: 'other.pdf' } }], uploading)).toBe(uploading);
    expect(run([{ type: 'cancel' }], uploading)).toEqual(initialFileUploadState);
  });

  it("renames: a blank name is 'Please enter a file name' territory, a failure keeps the typed name for Retry", () => {
    const done = run([pick, { type: 'started', uploadId: 'u1' }, { type: 'completing' }, { type: 'job', jobId: 'j' }, { type: 'jobStatus', status: 'done', file: STORED }]);
    const blank = run([{ type: 'renameStart' }, { type: 'renameType', name: '  ' }, { type: 'renameSubmit' }], done);
    expect(blank.rename).toEqual({ phase: 'editing', name: '  ', invalid: true });
    const saving = run([{ type: 'renameType', name: 'Dinner menu' }, { type: 'renameSubmit' }], blank);
    expect(saving.rename).toEqual({ phase: 'saving', name: 'Dinner menu', invalid: false });
    const failed = run([{ type: 'renameFail' }], saving);
    expect(failed.rename).toEqual({ phase: 'failed', name: 'Dinner menu', invalid: false });
    expect(run([{ type: 'renameSubmit' }], failed).rename.phase).toBe('saving');
    const renamed = run([{ type: 'renameSubmit' }, { type: 'renamed', file: { ...STORED, name: 'Dinner menu' } }], failed);
    expect(renamed).toMatchObject({ result: { name: 'Dinner menu' }, rename: { phase: 'idle', name: 'Dinner menu' } });
  });

  it('reads progress safely', () => {
    expect(uploadPercent({ file: null, sentBytes: 0 })).toBe(0);
    expect(uploadPercent({ file: { ...FILE, size: 0 }, sentBytes: 0 })).toBe(100);
    expect(uploadPercent({ file: FILE, sentBytes: 5000 })).toBe(100);
    expect(uploadPercent({ file: FILE, sentBytes: 333 })).toBe(33);
  });
});
