// @vitest-environment jsdom
/** A builder editor's read and save (rendering spec, error catalogue builder messages): worded failures, Try again, never a throw. */
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { useBuilderRead, useBuilderSave } from './useBuilderCall.ts';

afterEach(cleanup);

/** A promise the test settles when it wants. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('useBuilderRead', () => {
  it('is loading, then holds the answer with a first version', async () => {
    const read = vi.fn(() => Promise.resolve({ title: 'Shop' }));
    const { result } = renderHook(() => useBuilderRead(read));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data).toEqual({ title: 'Shop' });
    expect(result.current.version).toBe(1);
    expect(result.current.error).toBeNull();
  });

  it("words a failure 'Unable to load. Try again.', and Try again reads anew", async () => {
    let fail = true;
    const read = vi.fn(() => (fail ? Promise.reject(new Error('boom')) : Promise.resolve(7)));
    const { result } = renderHook(() => useBuilderRead(read));
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.error).toBe('Unable to load. Try again.');
    fail = false;
    act(() => result.current.reload());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data).toBe(7);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("words a call that got no answer 'Unable to connect. Please try again'", async () => {
    const offline = new ApiError({ endpoint: 'site.getHeaderFooter', kind: 'network', status: 0, data: null, domain: 'builder', method: 'GET', cookiesEnabled: true });
    const { result } = renderHook(() => useBuilderRead(() => Promise.reject(offline)));
    await waitFor(() => expect(result.current.error).toBe('Unable to connect. Please try again'));
  });

  it('drops an answer that arrives after a newer read began', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const answers = [first, second];
    const read = vi.fn(() => (answers.shift() ?? second).promise);
    const { result } = renderHook(() => useBuilderRead(read));
    act(() => result.current.reload());
    await act(async () => second.resolve('new'));
    await act(async () => first.resolve('old'));
    expect(result.current.data).toBe('new');
    expect(result.current.version).toBe(1);
  });

  it('reads nothing when given no read', () => {
    const { result } = renderHook(() => useBuilderRead<string>(null));
    expect(result.current.status).toBe('loading');
    expect(result.current.data).toBeNull();
  });
});

describe('useBuilderSave', () => {
  it('resolves true when saved, false with the worded failure when not, and never rejects', async () => {
    let fail = true;
    const save = vi.fn((value: string) => (fail ? Promise.reject(new Error(value)) : Promise.resolve()));
    const { result } = renderHook(() => useBuilderSave(save));
    expect(result.current.status).toBe('idle');
    let outcome: boolean | undefined;
    await act(async () => {
      outcome = await result.current.run('draft');
    });
    expect(outcome).toBe(false);
    expect(result.current.status).toBe('failed');
    expect(result.current.error).toBe('Unable to save your changes');
    fail = false;
    await act(async () => {
      outcome = await result.current.run('draft');
    });
    expect(outcome).toBe(true);
    expect(result.current.status).toBe('saved');
    expect(result.current.error).toBeNull();
    expect(save).toHaveBeenCalledWith('draft');
  });

  it('words a failed disconnect as one, and no answer as the spec\'s connection message', async () => {
    const { result } = renderHook(() => useBuilderSave(() => Promise.reject(new Error('refused')), 'builderUnableToDisconnectMessage'));
    await act(async () => {
      await result.current.run();
    });
    expect(result.current.error).toBe('Unable to disconnect');
    const offline = renderHook(() => useBuilderSave(() => Promise.reject(new TypeError('Failed to fetch'))));
    await act(async () => {
      await offline.result.current.run();
    });
    expect(offline.result.current.error).toBe('Unable to connect. Please try again');
  });
});
