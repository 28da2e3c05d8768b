'use client';

import { useCallback, useEffect, useReducer, useRef } from 'react';
import { createFilesApi } from '../../api/files.ts';
import { DEFAULT_UPLOAD_LIMIT_BYTES } from '../../logic/forms/files.ts';
import {
  DEFAULT_UPLOAD_CHUNK_BYTES,
  FILE_JOB_POLL_INTERVAL_MS,
  fileUploadReducer,
  initialFileUploadState,
  type FileUploadState,
  type StoredFile,
} from '../../logic/forms/fileUpload.ts';
import { useApiModule } from '../shared/useApiClient.tsx';

/** Options of {@link useFileUpload}. */
export interface FileUploadOptions {
  /** The largest file taken, in bytes. @default 20 MB (DEFAULT_UPLOAD_LIMIT_BYTES) */
  maxBytes?: number;
  /** The kinds taken, as `<input accept>` reads them (`image/*,.pdf`); none takes any file. */
  accept?: string;
  /** Bytes per upload call. @default DEFAULT_UPLOAD_CHUNK_BYTES */
  chunkBytes?: number;
  /** How often the processing job is asked about, in ms. @default FILE_JOB_POLL_INTERVAL_MS */
  pollIntervalMs?: number;
  /** Called with the stored file once processing is done. */
  onUploaded?: (file: StoredFile) => void;
  /** Called with the stored file after a rename. */
  onRenamed?: (file: StoredFile) => void;
}

/** What {@link useFileUpload} gives: the state and what the owner can do. */
export interface FileUpload {
  state: FileUploadState;
  /** Checks and starts uploading a file (ignored while one is on its way). */
  pick(file: File): void;
  /** Resumes the failed step with what it had: the same file and bytes, the same job. */
  retry(): void;
  /** Stops an upload on its way, or clears a finished one. */
  cancel(): void;
  /** Opens the rename field with the stored name. */
  startRename(): void;
  /** The name as typed. */
  typeName(name: string): void;
  /** Saves the typed name ('Please enter a file name' when blank); after a failure, sends it again. */
  saveName(): void;
  /** Closes the rename field. */
  cancelRename(): void;
}

/** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * One builder file upload through the library's file calls (api/files.ts): the pure state machine of
 * logic/forms/fileUpload.ts, and the calls each phase makes — chunks while uploading (progress is what the
 * server acknowledged), completing, polling the job on a timer, renaming. Leaving a phase (cancel, a
 * failure, unmounting) aborts its calls.
 */
export function useFileUpload(options: FileUploadOptions = {}): FileUpload {
  const files = useApiModule('files', createFilesApi);
  const [state, dispatch] = useReducer(fileUploadReducer, initialFileUploadState);
  const blob = useRef<Blob | null>(null);
  // The state and options a step starts from, read when it starts (not a dependency: a step runs once per phase).
  const latest = useRef({ state, options });
  useEffect(() => {
    latest.current = { state, options };
  });

  const maxBytes = options.maxBytes ?? DEFAULT_UPLOAD_LIMIT_BYTES;
  const { accept } = options;
  const pick = useCallback(
    (file: File) => {
      if (['uploading', 'completing', 'processing'].includes(latest.current.state.phase)) return;
      blob.current = file;
      dispatch({ type: 'pick', file: { name: file.name, size: file.size, type: file.type }, maxBytes, accept });
    },
    [maxBytes, accept],
  );

  const { phase } = state;
  useEffect(() => {
    if (phase !== 'uploading' && phase !== 'completing' && phase !== 'processing') return undefined;
    const controller = new AbortController();
    const { signal } = controller;
    const { state: start, options: current } = latest.current;
    const chunkBytes = Math.max(1, Math.floor(current.chunkBytes ?? DEFAULT_UPLOAD_CHUNK_BYTES));
    const pollMs = current.pollIntervalMs ?? FILE_JOB_POLL_INTERVAL_MS;

    async function upload(): Promise<void> {
      const data = blob.current;
      if (!data || !start.file) return;
      let uploadId = start.uploadId;
      let sent = start.sentBytes;
      try {
        if (uploadId === null) {
          uploadId = await files.startUpload(start.file, signal);
          dispatch({ type: 'started', uploadId });
        }
        while (sent < data.size) {
          const received = await files.sendChunk(uploadId, sent, data.slice(sent, Math.min(data.size, sent + chunkBytes)), signal);
          // A server that acknowledges nothing new would loop for ever: treat it as a failed chunk.
          if (received <= sent) throw new RangeError('The upload did not advance.');
          sent = received;
          dispatch({ type: 'sent', sentBytes: sent });
        }
        dispatch({ type: 'completing' });
      } catch {
        if (!signal.aborted) dispatch({ type: 'fail', failure: 'upload' });
      }
    }

    async function complete(): Promise<void> {
      if (start.uploadId === null) return;
      try {
        dispatch({ type: 'job', jobId: await files.completeUpload(start.uploadId, signal) });
      } catch {
        if (!signal.aborted) dispatch({ type: 'fail', failure: 'upload-incomplete' });
      }
    }

    async function poll(): Promise<void> {
      if (start.jobId === null) return;
      try {
        for (;;) {
          await wait(pollMs, signal);
          const job = await files.getJob(start.jobId, signal);
          dispatch({ type: 'jobStatus', status: job.status, file: job.file });
          if (job.status === 'done' && job.file) latest.current.options.onUploaded?.(job.file);
          if (job.status !== 'pending' && job.status !== 'processing') return;
        }
      } catch {
        if (!signal.aborted) dispatch({ type: 'fail', failure: 'processing-incomplete' });
      }
    }

    void (phase === 'uploading' ? upload() : phase === 'completing' ? complete() : poll());
    return () => controller.abort();
  }, [phase, files]);

  const renamePhase = state.rename.phase;
  useEffect(() => {
    if (renamePhase !== 'saving') return undefined;
    const controller = new AbortController();
    const { state: start } = latest.current;
    if (!start.result) return undefined;
    files.renameFile(start.result.id, start.rename.name.trim(), controller.signal).then(
      (file) => {
        dispatch({ type: 'renamed', file });
        latest.current.options.onRenamed?.(file);
      },
      () => {
        if (!controller.signal.aborted) dispatch({ type: 'renameFail' });
      },
    );
    return () => controller.abort();
  }, [renamePhase, files]);

  return {
    state,
    pick,
    retry: useCallback(() => dispatch({ type: 'retry' }), []),
    cancel: useCallback(() => dispatch({ type: 'cancel' }), []),
    startRename: useCallback(() => dispatch({ type: 'renameStart' }), []),
    typeName: useCallback((name: string) => dispatch({ type: 'renameType', name }), []),
    saveName: useCallback(() => dispatch({ type: 'renameSubmit' }), []),
    cancelRename: useCallback(() => dispatch({ type: 'renameCancel' }), []),
  };
}
