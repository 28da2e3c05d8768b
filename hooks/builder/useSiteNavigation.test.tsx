// @vitest-environment jsdom
/** The site's navigations (rendering spec, calls GetSiteLayout, UpdateNavigation) against the mock backend: what a save sends, and what it never sends. */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { testClient } from '../../api/testing.ts';
import { db } from '../../mocks/db.ts';
import { scenario } from '../../mocks/scenarios.ts';
import { startMockBackend } from '../../mocks/testing.ts';
import { ApiClientProvider } from '../shared/useApiClient.tsx';
import { useSiteNavigation } from './useSiteNavigation.ts';

const server = await startMockBackend();
afterEach(() => server.events.removeAllListeners());
const wrapper = ({ children }: { children: ReactNode }) => <ApiClientProvider client={testClient()}>{children}</ApiClientProvider>;

/** Counts the UpdateNavigation calls the page sends from here on. */
function countUpdates(): { readonly count: number } {
  const sent = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/UpdateNavigation')) sent.count += 1;
  });
  return sent;
}

describe('useSiteNavigation', () => {
  it('saves a navigation of the layout with UpdateNavigation', async () => {
    const sent = countUpdates();
    const { result } = renderHook(() => useSiteNavigation(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    let saved = false;
    await act(async () => {
      saved = await result.current.save('mainNav', [{ title: 'Shop', collectionId: 'col-shop' }]);
    });
    expect(saved).toBe(true);
    expect(sent.count).toBe(1);
    expect(db.layout.navigations[0]?.links).toEqual([{ title: 'Shop', collectionId: 'col-shop' }]);
  });

  it('on a layout with no navigation, sends nothing: no fieldName could be saved', async () => {
    server.use(...scenario('layout-without-navigation'));
    const sent = countUpdates();
    const { result } = renderHook(() => useSiteNavigation(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.layout?.navigations).toEqual([]);
    let saved = true;
    await act(async () => {
      saved = await result.current.save('', [{ title: 'Shop', collectionId: 'col-shop' }]);
    });
    expect(saved).toBe(false);
    expect(sent.count).toBe(0);
    expect(result.current.saveStatus).toBe('idle');
  });

  it('never sends a navigation the layout does not have', async () => {
    const sent = countUpdates();
    const { result } = renderHook(() => useSiteNavigation(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    let saved = true;
    await act(async () => {
      saved = await result.current.save('footerNav', []);
    });
    expect(saved).toBe(false);
    expect(sent.count).toBe(0);
  });
});
