/**
 * The builder's file upload as a pure state machine (rendering spec, validation rules, error catalogue "Builder messages"): a file
 * is checked, sent in chunks (progress is what the server acknowledged), completed into a processing
 * job that is polled until done, and then may be renamed. Every failure keeps what is needed to resume
 * the failed step: the same file and the bytes already sent, the same job, the name the owner typed.
 * The calls themselves are the hook's (hooks/forms/useFileUpload.ts); here only what they did.
 */
import { fileRejection, validateFileName, type FileRejection, type PickedFile } from './files.ts';

/** How often the processing job is asked about, in milliseconds (a library default; the spec names none). */
export const FILE_JOB_POLL_INTERVAL_MS = 1000;

/** How many bytes each upload call carries unless the page says otherwise (a library default). */
export const DEFAULT_UPLOAD_CHUNK_BYTES = 48 * 1024;

/** A file the backend holds after processing. */
export interface StoredFile {
  id: string;
  name: string;
  size: number;
  type: string;
}

/** The step of the upload a failure happened at, which Retry resumes. */
export type FileUploadFailure =
  /** A chunk (or starting the upload) failed: "Error uploading", "There was a problem while uploading your file." */
  | 'upload'
  /** The server did not take the sent file as a whole: "File upload failed to complete". */
  | 'upload-incomplete'
  /** The job reported it failed: "File processing failed". */
  | 'processing-failed'
  /** The job reported it was cancelled: "File processing cancelled". */
  | 'processing-cancelled'
  /** Asking about the job failed: "File processing failed to complete". */
  | 'processing-incomplete'
  /** The job answered nothing: "No response data from job request". */
  | 'job-no-data';

/** Where an upload is. */
export type FileUploadPhase = 'idle' | 'rejected' | 'uploading' | 'completing' | 'processing' | 'done' | 'failed';

/** Where renaming the uploaded file is. */
export type FileRenamePhase = 'idle' | 'editing' | 'saving' | 'failed';

/** The state of one upload. */
export interface FileUploadState {
  phase: FileUploadPhase;
  /** The picked file (kept through every failure, so Retry sends the same one). */
  file: PickedFile | null;
  rejection: FileRejection | null;
  failure: FileUploadFailure | null;
  /** The server's id for the upload once started. */
  uploadId: string | null;
  /** Bytes the server acknowledged. */
  sentBytes: number;
  jobId: string | null;
  result: StoredFile | null;
  rename: { phase: FileRenamePhase; name: string; invalid: boolean };
}

/** What happened. */
export type FileUploadEvent =
  | { type: 'pick'; file: PickedFile; maxBytes: number; accept?: string }
  | { type: 'started'; uploadId: string }
  | { type: 'sent'; sentBytes: number }
  | { type: 'completing' }
  | { type: 'job'; jobId: string }
  | { type: 'jobStatus'; status: 'pending' | 'processing' | 'done' | 'failed' | 'cancelled' | 'none'; file?: StoredFile }
  | { type: 'fail'; failure: FileUploadFailure }
  | { type: 'retry' }
  | { type: 'cancel' }
  | { type: 'reset' }
  | { type: 'renameStart' }
  | { type: 'renameType'; name: string }
  | { type: 'renameSubmit' }
  | { type: 'renamed'; file: StoredFile }
  | { type: 'renameFail' }
  | { type: 'renameCancel' };

/** Nothing picked yet. */
export const initialFileUploadState: FileUploadState = {
  phase: 'idle',
  file: null,
  rejection: null,
  failure: null,
  uploadId: null,
  sentBytes: 0,
  jobId: null,
  result: null,
  rename: { phase: 'idle', name: '', invalid: false },
};

/** The phase a Retry of each failure goes back to: the step that failed, with what it had. */
const RESUME: Readonly<Record<FileUploadFailure, FileUploadPhase>> = {
  upload: 'uploading',
  'upload-incomplete': 'completing',
  // A job that failed or was cancelled is over: completing again asks for a new one.
  'processing-failed': 'completing',
  'processing-cancelled': 'completing',
  'processing-incomplete': 'processing',
  'job-no-data': 'processing',
};

/** The next state of an upload. Events that do not fit the current phase leave it as it is. */
export function fileUploadReducer(state: FileUploadState, event: FileUploadEvent): FileUploadState {
  switch (event.type) {
    case 'pick': {
      if (state.phase === 'uploading' || state.phase === 'completing' || state.phase === 'processing') return state;
      const rejection = fileRejection(event.file, { maxBytes: event.maxBytes, accept: event.accept });
      return { ...initialFileUploadState, file: event.file, rejection, phase: rejection ? 'rejected' : 'uploading' };
    }
    case 'started':
      return state.phase === 'uploading' ? { ...state, uploadId: event.uploadId } : state;
    case 'sent':
      return state.phase === 'uploading' ? { ...state, sentBytes: Math.max(state.sentBytes, event.sentBytes) } : state;
    case 'completing':
      return state.phase === 'uploading' ? { ...state, phase: 'completing' } : state;
    case 'job':
      return state.phase === 'completing' ? { ...state, phase: 'processing', jobId: event.jobId } : state;
    case 'jobStatus': {
      if (state.phase !== 'processing') return state;
      if (event.status === 'none') return { ...state, phase: 'failed', failure: 'job-no-data' };
      if (event.status === 'failed') return { ...state, phase: 'failed', failure: 'processing-failed', jobId: null };
      if (event.status === 'cancelled') return { ...state, phase: 'failed', failure: 'processing-cancelled', jobId: null };
      if (event.status === 'done' && event.file) {
        return { ...state, phase: 'done', result: event.file, rename: { phase: 'idle', name: event.file.name, invalid: false } };
      }
      return state;
    }
    case 'fail':
      if (state.phase === 'uploading' || state.phase === 'completing' || state.phase === 'processing') {
        return { ...state, phase: 'failed', failure: event.failure };
      }
      return state;
    case 'retry':
      return state.phase === 'failed' && state.failure ? { ...state, phase: RESUME[state.failure], failure: null } : state;
    case 'cancel':
    case 'reset':
      return initialFileUploadState;
    case 'renameStart':
      return state.phase === 'done' && state.result ? { ...state, rename: { phase: 'editing', name: state.result.name, invalid: false } } : state;
    case 'renameType':
      return state.rename.phase === 'editing' || state.rename.phase === 'failed'
        ? { ...state, rename: { ...state.rename, name: event.name, invalid: state.rename.invalid && validateFileName(event.name) !== null } }
        : state;
    case 'renameSubmit':
      if (state.rename.phase !== 'editing' && state.rename.phase !== 'failed') return state;
      if (validateFileName(state.rename.name) !== null) return { ...state, rename: { ...state.rename, phase: 'editing', invalid: true } };
      return { ...state, rename: { ...state.rename, phase: 'saving', invalid: false } };
    case 'renamed':
      return state.rename.phase === 'saving' ? { ...state, result: event.file, rename: { phase: 'idle', name: event.file.name, invalid: false } } : state;
    case 'renameFail':
      // The typed name stays: Retry sends it again.
      return state.rename.phase === 'saving' ? { ...state, rename: { ...state.rename, phase: 'failed' } } : state;
    case 'renameCancel':
      return state.rename.phase === 'saving' ? state : { ...state, rename: { phase: 'idle', name: state.result?.name ?? '', invalid: false } };
  }
}

/** The share of the file the server has, 0 to 100 (an empty file is all there once started). */
export function uploadPercent(state: Pick<FileUploadState, 'file' | 'sentBytes'>): number {
  const size = state.file?.size ?? 0;
  if (!Number.isFinite(size) || size <= 0) return state.file ? 100 : 0;
  return Math.min(100, Math.max(0, Math.floor((state.sentBytes / size) * 100)));
}
