import { http, HttpResponse, type HttpHandler } from 'msw';
import { db, nextId } from '../db.ts';
import { hold } from '../hold.ts';
import { badRequest, errorAnswer, jsonBody } from '../respond.ts';

/** How many times a processing job answers "processing" before it is done (so a page sees the state). */
export const FILE_JOB_POLLS_BEFORE_DONE = 1;

/** Bytes in a base64 text, without decoding it. */
function base64Bytes(text: string): number | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) return null;
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return (text.length / 4) * 3 - padding;
}

/**
 * The builder's file calls the library added (not in the spec, api/files.ts): an upload started with
 * the file's name, size and type, sent in chunks at the offset the server has (a chunk elsewhere is a
 * 409 with what it has), completed into a job that answers "processing" once and then "done" with the
 * stored file, and renaming a stored file (a blank name is refused).
 */
export const fileHandlers = [
  http.post('*/api/files/uploads', async ({ request }) => {
    const body = await jsonBody(request);
    if (!body || typeof body.name !== 'string' || typeof body.size !== 'number' || typeof body.type !== 'string') return badRequest('name, size, type');
    if (!Number.isInteger(body.size) || body.size < 0) return errorAnswer(400, 'The size must be a whole number of bytes.');
    const uploadId = nextId('upload');
    db.uploads.set(uploadId, { name: body.name, size: body.size, type: body.type, received: 0 });
    return HttpResponse.json({ uploadId });
  }),

  http.put('*/api/files/uploads/:uploadId', async ({ params, request }) => {
    const upload = db.uploads.get(String(params.uploadId));
    if (!upload) return errorAnswer(404, 'No such upload.');
    const body = await jsonBody(request);
    if (!body || typeof body.offset !== 'number' || typeof body.data !== 'string') return badRequest('offset, data');
    const bytes = base64Bytes(body.data);
    if (bytes === null) return errorAnswer(400, 'The data is not base64.');
    if (body.offset !== upload.received) return HttpResponse.json({ error: 'Wrong offset.', received: upload.received }, { status: 409 });
    if (upload.received + bytes > upload.size) return errorAnswer(400, 'More bytes than the file has.');
    upload.received += bytes;
    return HttpResponse.json({ received: upload.received });
  }),

  http.post('*/api/files/uploads/:uploadId/complete', ({ params }) => {
    const uploadId = String(params.uploadId);
    const upload = db.uploads.get(uploadId);
    if (!upload) return errorAnswer(404, 'No such upload.');
    if (upload.received !== upload.size) return errorAnswer(400, 'The upload is incomplete.');
    const jobId = nextId('job');
    db.fileJobs.set(jobId, { uploadId, polls: 0 });
    return HttpResponse.json({ jobId });
  }),

  http.get('*/api/files/jobs/:jobId', ({ params }) => {
    const job = db.fileJobs.get(String(params.jobId));
    const upload = job ? db.uploads.get(job.uploadId) : undefined;
    if (!job || !upload) return errorAnswer(404, 'No such job.');
    job.polls += 1;
    if (job.polls <= FILE_JOB_POLLS_BEFORE_DONE) return HttpResponse.json({ status: 'processing' });
    const id = `file-${job.uploadId}`;
    const file = db.files.get(id) ?? { id, name: upload.name, size: upload.size, type: upload.type };
    db.files.set(id, file);
    return HttpResponse.json({ status: 'done', file });
  }),

  http.put('*/api/files/:fileId/name', async ({ params, request }) => {
    const file = db.files.get(String(params.fileId));
    if (!file) return errorAnswer(404, 'No such file.');
    const body = await jsonBody(request);
    if (!body || typeof body.name !== 'string') return badRequest('name');
    if (body.name.trim() === '') return errorAnswer(400, 'A file needs a name.');
    const renamed = { ...file, name: body.name.trim() };
    db.files.set(file.id, renamed);
    return HttpResponse.json({ file: renamed });
  }),
];

/** The file scenarios of mocks/scenarios.ts, with what each does. */
export const FILE_SCENARIOS = {
  'upload-failure': '500 on the first upload chunk past the start (once per installation; the retry goes through): Error uploading.',
  'upload-incomplete': '400 on completing an upload, once; the retry goes through: File upload failed to complete.',
  'processing-failure': "The first processing job answers 'failed'; the next job goes through: File processing failed.",
  'processing-cancelled': "The first processing job answers 'cancelled'; the next job goes through: File processing cancelled.",
  'processing-poll-failure': '500 on the first processing-job poll; the next poll goes through: File processing failed to complete.',
  'job-no-data': 'The first processing-job poll answers an empty body; the next goes through: No response data from job request.',
  'rename-failure': '500 on the first file rename; the retry goes through: There was a problem while renaming your file.',
  'upload-stalls': 'Upload chunks from the middle of the file on are never answered: the progress stays at half.',
  'processing-held': "Every processing-job poll answers 'processing': the upload stays in processing.",
} as const satisfies Record<string, string>;

/** The name of a file scenario. */
export type FileScenarioName = keyof typeof FILE_SCENARIOS;

type Resolver = Parameters<typeof http.get>[1];

/** Handlers over one file call, answering with `resolver` (answering nothing lets the normal handler answer). */
function overFile(method: string, pathEnd: string, resolver: Resolver): HttpHandler[] {
  return fileHandlers
    .filter((target) => target.info.method === method && String(target.info.path).endsWith(pathEnd))
    .map((target) => (method === 'GET' ? http.get : method === 'PUT' ? http.put : http.post)(target.info.path, resolver));
}

/** Answers with `answer` the first time only: each installation of the scenario fails once, then recovers. */
function once(answer: () => Response | Promise<Response>): Resolver {
  let done = false;
  return () => {
    if (done) return undefined;
    done = true;
    return answer();
  };
}

/** The handlers of a file scenario; they go in front of the normal ones. */
export function fileScenario(name: FileScenarioName): HttpHandler[] {
  switch (name) {
    case 'upload-failure': {
      let failed = false;
      return overFile('PUT', '/uploads/:uploadId', async ({ request }) => {
        const body = await jsonBody(request.clone());
        if (failed || !body || body.offset === 0) return undefined;
        failed = true;
        return HttpResponse.json({}, { status: 500 });
      });
    }
    case 'upload-incomplete':
      return overFile('POST', '/complete', once(() => errorAnswer(400, 'The upload is incomplete.')));
    case 'processing-failure':
      return overFile('GET', '/jobs/:jobId', once(() => HttpResponse.json({ status: 'failed' })));
    case 'processing-cancelled':
      return overFile('GET', '/jobs/:jobId', once(() => HttpResponse.json({ status: 'cancelled' })));
    case 'processing-poll-failure':
      return overFile('GET', '/jobs/:jobId', once(() => HttpResponse.json({}, { status: 500 })));
    case 'job-no-data':
      return overFile('GET', '/jobs/:jobId', once(() => new HttpResponse(null, { status: 200 })));
    case 'rename-failure':
      return overFile('PUT', '/name', once(() => HttpResponse.json({}, { status: 500 })));
    case 'upload-stalls':
      return overFile('PUT', '/uploads/:uploadId', async ({ request, params }) => {
        const upload = db.uploads.get(String(params.uploadId));
        const body = await jsonBody(request.clone());
        if (!upload || !body || typeof body.offset !== 'number' || body.offset < upload.size / 2) return undefined;
        await hold('infinite');
        return undefined;
      });
    case 'processing-held':
      return overFile('GET', '/jobs/:jobId', () => HttpResponse.json({ status: 'processing' }));
  }
}
