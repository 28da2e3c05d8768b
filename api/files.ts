/**
 * The builder's file calls (not in the spec: rendering spec, calls lists none for uploads). Library calls,
 * so the file upload works in the catalogue; a host site maps them onto its own backend. An upload is
 * started, sent in chunks the server acknowledges (so progress is what the server has, and a failed
 * upload resumes where the server stopped), completed into a processing job that is polled, and the
 * stored file may then be renamed.
 */
import type { StoredFile } from '../logic/forms/fileUpload.ts';
import { callsOf, type Transport } from './http.ts';
import { readCount, readObject, readString } from './parse.ts';
import type { EndpointFields } from './endpoints.ts';

/** The files rows of the call table (api/endpoints.ts): what the transport needs to make each call. */
export const FILES_CALLS = {
  /** Not from the spec: starts a builder file upload (library call, see api/files.ts). */
  'files.startUpload': { method: 'POST', path: '/api/files/uploads', domain: 'builder' },
  /** Not from the spec: sends one chunk of an upload (library call). */
  'files.sendChunk': { method: 'PUT', path: '/api/files/uploads/:uploadId', domain: 'builder' },
  /** Not from the spec: completes an upload into a processing job (library call). */
  'files.completeUpload': { method: 'POST', path: '/api/files/uploads/:uploadId/complete', domain: 'builder' },
  /** Not from the spec: polls a file processing job (library call). */
  'files.getJob': { method: 'GET', path: '/api/files/jobs/:jobId', domain: 'builder' },
  /** Not from the spec: renames a stored file (library call). */
  'files.renameFile': { method: 'PUT', path: '/api/files/:fileId/name', domain: 'builder' },
} as const satisfies Record<string, EndpointFields>;

/** What the processing job says. `none` when it answered no data at all. */
export type FileJobStatus = 'pending' | 'processing' | 'done' | 'failed' | 'cancelled' | 'none';

/** A processing job's answer. */
export interface FileJob {
  status: FileJobStatus;
  /** The stored file, once done. */
  file?: StoredFile;
}

const JOB_STATUSES: readonly FileJobStatus[] = ['pending', 'processing', 'done', 'failed', 'cancelled'];

function readStoredFile(value: unknown, where: string): StoredFile {
  const object = readObject(value, where);
  return {
    id: readString(object.id, `${where}.id`),
    name: readString(object.name, `${where}.name`),
    size: readCount(object.size, `${where}.size`),
    type: readString(object.type, `${where}.type`),
  };
}

function readJob(data: unknown): FileJob {
  // An empty answer is the job saying nothing: the caller words it 'No response data from job request'.
  if (data === null || data === undefined || data === '') return { status: 'none' };
  const object = readObject(data, 'answer');
  const status = readString(object.status, 'status');
  if (!JOB_STATUSES.includes(status as FileJobStatus)) throw new TypeError(`status: unknown job status "${status}"`);
  if (status === 'done') return { status, file: readStoredFile(object.file, 'file') };
  return { status: status as FileJobStatus };
}

/** The bytes of a blob as base64 (the transport sends JSON; a chunk is small enough that this costs little). */
async function base64Of(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

/** The file calls of one client. */
export function createFilesApi(transport: Transport) {
  const call = callsOf(transport, FILES_CALLS);
  return {
    /** Not in the spec: starts an upload of a file of this name, size and type; answers its id. */
    startUpload(file: { name: string; size: number; type: string }, signal?: AbortSignal): Promise<string> {
      return call('files.startUpload', { json: { name: file.name, size: file.size, type: file.type }, signal }, (data) =>
        readString(readObject(data, 'answer').uploadId, 'uploadId'),
      );
    },
    /** Not in the spec: sends the bytes of `chunk` at `offset`; answers how many bytes the server now has. */
    async sendChunk(uploadId: string, offset: number, chunk: Blob, signal?: AbortSignal): Promise<number> {
      const data = await base64Of(chunk);
      return call('files.sendChunk', { params: { uploadId }, json: { offset, data }, signal }, (answer) =>
        readCount(readObject(answer, 'answer').received, 'received'),
      );
    },
    /** Not in the spec: says every byte was sent; answers the id of the processing job. */
    completeUpload(uploadId: string, signal?: AbortSignal): Promise<string> {
      return call('files.completeUpload', { params: { uploadId }, signal }, (data) => readString(readObject(data, 'answer').jobId, 'jobId'));
    },
    /** Not in the spec: asks the processing job how it is going. */
    getJob(jobId: string, signal?: AbortSignal): Promise<FileJob> {
      return call('files.getJob', { params: { jobId }, signal }, readJob);
    },
    /** Not in the spec: renames a stored file; answers the file as stored. */
    renameFile(fileId: string, name: string, signal?: AbortSignal): Promise<StoredFile> {
      return call('files.renameFile', { params: { fileId }, json: { name }, signal }, (data) => readStoredFile(readObject(data, 'answer').file, 'file'));
    },
  };
}

/** The file calls {@link createFilesApi} makes. */
export type FilesApi = ReturnType<typeof createFilesApi>;
