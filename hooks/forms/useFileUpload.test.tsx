// @vitest-environment jsdom
/**
 * The builder file upload (rendering spec, validation rules, error catalogue; the calls are the library's, api/files.ts) against the
 * mock backend: progress from the chunks the server acknowledged, the job polled on a fake clock, each
 * failure resumed by Retry where it stopped, and renaming.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testClient } from '../../api/testing.ts';
import { uploadPercent } from '../../logic/forms/fileUpload.ts';
import { db } from '../../mocks/db.ts';
import { scenario } from '../../mocks/scenarios.ts';
import { startMockBackend } from '../../mocks/testing.ts';
import { ApiClientProvider } from '../shared/useApiClient.tsx';
import { useFileUpload, type FileUploadOptions } from './useFileUpload.ts';

const server = await startMockBackend();
const client = testClient();
const wrapper = ({ children }: { children: ReactNode }) => <ApiClientProvider client={client}>{children}</ApiClientProvider>;

/** A 30-byte file sent 10 bytes at a time: three chunks. */
const menu = () => new File(['0123456789abcdefghijABCDEFGHIJ'], 'menu.pdf', { type: 'application/pdf' });
const OPTIONS: FileUploadOptions = { chunkBytes: 10, pollIntervalMs: 5 };

function renderUpload(options: FileUploadOptions = OPTIONS) {
  const percents: number[] = [];
  const rendered = renderHook(
    () => {
      const upload = useFileUpload(options);
      percents.push(uploadPercent(upload.state));
      return upload;
    },
    { wrapper },
  );
  return { ...rendered, percents };
}

afterEach(() => {
  vi.useRealTimers();
});

/**
 * Under the fake clock: lets every answer in (runs what is due now, never moving the clock) until the
 * condition holds; the DOM's own zero-delay timers (reading a Blob) run, the poll timer does not.
 */
async function settle(condition: () => boolean): Promise<void> {
  for (let turn = 0; turn < 500 && !condition(); turn += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
      await new Promise((resolve) => setImmediate(resolve));
    });
  }
  expect(condition()).toBe(true);
}

describe('useFileUpload', () => {
  it('uploads in chunks with progress, then polls the job until the file is stored', async () => {
    const onUploaded = vi.fn();
    // The poll timer on a fake clock from the start; the calls themselves answer on real time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { result, percents } = renderUpload({ ...OPTIONS, pollIntervalMs: 1000, onUploaded });
    const chunks: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (request.method === 'PUT' && request.url.includes('/api/files/uploads/')) chunks.push(request.url);
    };
    server.events.on('request:start', listener);
    act(() => result.current.pick(menu()));
    await settle(() => result.current.state.phase === 'processing');
    server.events.removeListener('request:start', listener);
    expect(chunks).toHaveLength(3);
    expect(percents[0]).toBe(0);
    expect(percents.at(-1)).toBe(100);
    expect([...db.uploads.values()]).toEqual([{ name: 'menu.pdf', size: 30, type: 'application/pdf', received: 30 }]);
    // Not asked before the interval has passed.
    expect([...db.fileJobs.values()][0]?.polls).toBe(0);
    act(() => vi.advanceTimersByTime(999));
    expect([...db.fileJobs.values()][0]?.polls).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    await settle(() => [...db.fileJobs.values()][0]?.polls === 1);
    await settle(() => result.current.state.phase === 'processing');
    act(() => vi.advanceTimersByTime(1000));
    await settle(() => result.current.state.phase === 'done');
    expect(result.current.state.result).toMatchObject({ name: 'menu.pdf', size: 30, type: 'application/pdf' });
    expect(onUploaded).toHaveBeenCalledWith(result.current.state.result);
  });

  it('refuses a file too large or unsupported without a call', () => {
    const { result } = renderUpload({ ...OPTIONS, maxBytes: 20 });
    act(() => result.current.pick(menu()));
    expect(result.current.state).toMatchObject({ phase: 'rejected', rejection: 'too-large' });
    const typed = renderUpload({ ...OPTIONS, accept: 'image/*' });
    act(() => typed.result.current.pick(menu()));
    expect(typed.result.current.state.rejection).toBe('unsupported');
    expect(db.uploads.size).toBe(0);
  });

  it('a failed chunk keeps what the server has; Retry sends the rest of the same upload', async () => {
    server.use(...scenario('upload-failure'));
    // No poll within the test: the upload stays in 'processing' however slow the machine is.
    const { result, percents } = renderUpload({ ...OPTIONS, pollIntervalMs: 60_000 });
    act(() => result.current.pick(menu()));
    await waitFor(() => expect(result.current.state.failure).toBe('upload'));
    expect(result.current.state.sentBytes).toBe(10);
    const failedAt = percents.length;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state.phase).toBe('processing'));
    // Resumed from a third, never from zero, and the one upload the server knows is whole.
    expect(Math.min(...percents.slice(failedAt))).toBe(33);
    expect([...db.uploads.values()].map((upload) => upload.received)).toEqual([30]);
  });

  it.each([
    ['upload-incomplete', 'upload-incomplete'],
    ['processing-failure', 'processing-failed'],
    ['processing-cancelled', 'processing-cancelled'],
    ['processing-poll-failure', 'processing-incomplete'],
    ['job-no-data', 'job-no-data'],
  ] as const)('%s: fails as %s, and Retry ends with the stored file', async (name, failure) => {
    server.use(...scenario(name));
    const { result } = renderUpload();
    act(() => result.current.pick(menu()));
    await waitFor(() => expect(result.current.state.failure).toBe(failure));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state.phase).toBe('done'));
    expect(db.files.size).toBe(1);
  });

  it('cancel stops an upload on its way', async () => {
    server.use(...scenario('upload-stalls'));
    const { result } = renderUpload();
    act(() => result.current.pick(menu()));
    await waitFor(() => expect(result.current.state.sentBytes).toBe(20));
    expect(uploadPercent(result.current.state)).toBe(66);
    act(() => result.current.cancel());
    expect(result.current.state.phase).toBe('idle');
  });

  it("renames: a blank name is refused, a failed rename keeps the typed name and Retry saves it", async () => {
    server.use(...scenario('rename-failure'));
    const onRenamed = vi.fn();
    const { result } = renderUpload({ ...OPTIONS, onRenamed });
    act(() => result.current.pick(menu()));
    await waitFor(() => expect(result.current.state.phase).toBe('done'));
    act(() => result.current.startRename());
    act(() => result.current.typeName(' '));
    act(() => result.current.saveName());
    expect(result.current.state.rename).toMatchObject({ phase: 'editing', invalid: true });
    act(() => result.current.typeName('Dinner menu'));
    act(() => result.current.saveName());
    await waitFor(() => expect(result.current.state.rename.phase).toBe('failed'));
    expect(result.current.state.rename.name).toBe('Dinner menu');
    act(() => result.current.saveName());
    await waitFor(() => expect(result.current.state.result?.name).toBe('Dinner menu'));
    expect(onRenamed).toHaveBeenCalledWith(expect.objectContaining({ name: 'Dinner menu' }));
    expect([...db.files.values()].map((file) => file.name)).toEqual(['Dinner menu']);
  });
});
