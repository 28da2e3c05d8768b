// @vitest-environment jsdom
/** The like widget's state (rendering spec, screens "a like widget"; the call is the library's) against the mock backend. */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../api/testing.ts';
import { db } from '../../mocks/db.ts';
import { harbourPost } from '../../mocks/fixtures/blog.ts';
import { scenario } from '../../mocks/scenarios.ts';
import { startMockBackend } from '../../mocks/testing.ts';
import { ApiClientProvider } from '../shared/useApiClient.tsx';
import { useLike } from './useLike.ts';

const server = await startMockBackend();
const client = testClient();
const wrapper = ({ children }: { children: ReactNode }) => <ApiClientProvider client={client}>{children}</ApiClientProvider>;

describe('useLike', () => {
  it('counts a like at once, saves it and takes the count the server answers', async () => {
    const { result } = renderHook(() => useLike(harbourPost.id, 12), { wrapper });
    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = result.current.toggle();
    });
    expect(result.current.likeCount).toBe(13);
    expect(result.current.liked).toBe(true);
    expect(result.current.pending).toBe(true);
    await act(async () => {
      await pending;
    });
    expect(result.current.pending).toBe(false);
    expect(db.likes.get(harbourPost.id)).toEqual({ likeCount: 13, liked: true });
  });

  it('un-likes on a second press', async () => {
    const { result } = renderHook(() => useLike(harbourPost.id, 12), { wrapper });
    await act(async () => {
      await result.current.toggle();
    });
    await act(async () => {
      await result.current.toggle();
    });
    expect(result.current.likeCount).toBe(12);
    expect(result.current.liked).toBe(false);
  });

  it('rolls back and says so when the like cannot be saved', async () => {
    server.use(...scenario('like-failure'));
    const { result } = renderHook(() => useLike(harbourPost.id, 12), { wrapper });
    let settled: unknown = null;
    await act(async () => {
      settled = await result.current.toggle();
    });
    expect(settled).toEqual({ likeCount: 12, liked: false });
    expect(result.current.likeCount).toBe(12);
    expect(result.current.liked).toBe(false);
    expect(result.current.failed).toBe(true);
  });

  it('starts from 0 for a count that is not one', () => {
    const { result } = renderHook(() => useLike('x', Number.NaN), { wrapper });
    expect(result.current.likeCount).toBe(0);
  });
});
