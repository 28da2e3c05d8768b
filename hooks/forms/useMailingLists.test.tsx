// @vitest-environment jsdom
/** The owner's mailing lists for the form builder's storage (rendering spec, entities, error catalogue; the call is the library's) against the mock backend. */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../api/testing.ts';
import { scenario } from '../../mocks/scenarios.ts';
import { startMockBackend } from '../../mocks/testing.ts';
import { ApiClientProvider } from '../shared/useApiClient.tsx';
import { useMailingLists } from './useMailingLists.ts';

const server = await startMockBackend();
const client = testClient();
const wrapper = ({ children }: { children: ReactNode }) => <ApiClientProvider client={client}>{children}</ApiClientProvider>;

describe('useMailingLists', () => {
  it('reads the lists after the first render', async () => {
    const { result } = renderHook(() => useMailingLists(), { wrapper });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.lists.map((list) => list.name)).toEqual(['Newsletter subscribers', 'Wholesale enquiries']);
    expect(result.current.error).toBeNull();
  });

  it('reads no list when the owner has none', async () => {
    server.use(...scenario('no-mailing-lists'));
    const { result } = renderHook(() => useMailingLists(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.lists).toEqual([]);
  });

  it("words a failed read 'Unable to load. Try again.' and reads again on reload", async () => {
    server.use(...scenario('mailing-lists-fail-once'));
    const { result } = renderHook(() => useMailingLists(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.error).toBe('Unable to load. Try again.');
    act(() => result.current.reload());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.lists).toHaveLength(2);
  });

  it("words no answer at all 'Unable to connect. Please try again'", async () => {
    server.use(...scenario('offline'));
    const { result } = renderHook(() => useMailingLists(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.error).toBe('Unable to connect. Please try again');
  });

});
