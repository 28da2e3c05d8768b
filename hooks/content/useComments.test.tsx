// @vitest-environment jsdom
/** An item's comments and posting one (the library's content calls) against the mock backend. */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../api/testing.ts';
import { db } from '../../mocks/db.ts';
import { harbourPost, quietPost } from '../../mocks/fixtures/blog.ts';
import { scenario } from '../../mocks/scenarios.ts';
import { startMockBackend } from '../../mocks/testing.ts';
import { ApiClientProvider } from '../shared/useApiClient.tsx';
import { useComments } from './useComments.ts';

const server = await startMockBackend();
const client = testClient();
const wrapper = ({ children }: { children: ReactNode }) => <ApiClientProvider client={client}>{children}</ApiClientProvider>;

describe('useComments', () => {
  it("reads the item's comments after the first render", async () => {
    const { result } = renderHook(() => useComments(harbourPost.id), { wrapper });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.comments.map((comment) => comment.author)).toEqual(['Ana', 'Ben']);
  });

  it('posts a comment, trimmed, and adds it to the list', async () => {
    const { result } = renderHook(() => useComments(quietPost.id), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    let stored = false;
    await act(async () => {
      stored = await result.current.post(' Gus ', ' Hello #kiln ');
    });
    expect(stored).toBe(true);
    expect(result.current.postStatus).toBe('posted');
    expect(result.current.comments.map(({ author, text }) => ({ author, text }))).toEqual([{ author: 'Gus', text: 'Hello #kiln' }]);
    expect(db.comments.get(quietPost.id)?.map(({ author, text }) => ({ author, text }))).toEqual([{ author: 'Gus', text: 'Hello #kiln' }]);
  });

  it('keeps the list as it was and gives the reason when posting fails', async () => {
    server.use(...scenario('comment-post-failure'));
    const { result } = renderHook(() => useComments(harbourPost.id), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await act(async () => {
      await result.current.post('Gus', 'Hi');
    });
    expect(result.current.postStatus).toBe('failed');
    expect(result.current.postError).toEqual(expect.any(String));
    expect(result.current.postError).not.toBe('');
    expect(result.current.comments).toHaveLength(2);
  });

  it('fails to read, then reads again on reload', async () => {
    server.use(...scenario('comments-down'));
    const { result } = renderHook(() => useComments(harbourPost.id), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('failed'));
    server.resetHandlers();
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.comments).toHaveLength(2);
  });

  it('shows comments the page already has without reading them', () => {
    const { result } = renderHook(() => useComments(harbourPost.id, { initial: [] }), { wrapper });
    expect(result.current.status).toBe('ready');
    expect(result.current.comments).toEqual([]);
  });
});
