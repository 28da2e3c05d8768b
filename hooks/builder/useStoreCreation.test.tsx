// @vitest-environment jsdom
/** Store creation (rendering spec, states, validation rules, calls) against the mock backend: the steps in order, and a retry that makes nothing twice. */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../api/testing.ts';
import { db } from '../../mocks/db.ts';
import { website } from '../../mocks/fixtures/site.ts';
import { scenario } from '../../mocks/scenarios.ts';
import { startMockBackend } from '../../mocks/testing.ts';
import { ApiClientProvider } from '../shared/useApiClient.tsx';
import { useSiteNavigation } from './useSiteNavigation.ts';
import { useStoreCreation } from './useStoreCreation.ts';

const server = await startMockBackend();
const client = testClient();
const wrapper = ({ children }: { children: ReactNode }) => <ApiClientProvider client={client}>{children}</ApiClientProvider>;
const request = { title: 'Prints', urlId: 'prints', description: 'Posters', addToNavigation: true };

describe('useStoreCreation (rendering spec, states Store creation order)', () => {
  it("reads the url ids in use, then makes the collection, its root category and the navigation's first item", async () => {
    const { result } = renderHook(() => useStoreCreation(website.id), { wrapper });
    await waitFor(() => expect(result.current.taken).toEqual({ status: 'ready', urlIds: ['shop'], error: null }));
    act(() => result.current.start(request));
    await waitFor(() => expect(result.current.state.status).toBe('done'));
    const made = db.collections.find((collection) => collection.title === 'Prints');
    expect(made).toMatchObject({ urlId: 'prints', description: 'Posters' });
    expect(db.categories).toEqual([{ id: result.current.state.categoryId, collectionId: made?.id, displayName: 'Prints', parentCategoryId: null }]);
    expect(db.layout.navigations[0]?.links[0]).toEqual({ title: 'Prints', collectionId: made?.id });
  });

  it('a failed root category is retried under the same collection: no second collection', async () => {
    server.use(...scenario('store-root-category-failure-once'));
    const { result } = renderHook(() => useStoreCreation(website.id), { wrapper });
    act(() => result.current.start(request));
    await waitFor(() => expect(result.current.state.status).toBe('failed'));
    expect(result.current.state.failure).toMatchObject({ step: 'createRootCategory', reason: 'call' });
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state.status).toBe('done'));
    expect(db.collections.filter((collection) => collection.title === 'Prints')).toHaveLength(1);
    expect(db.categories).toHaveLength(1);
  });

  it('a layout without navigation fails the last step with no-main-navigation', async () => {
    server.use(...scenario('layout-without-navigation'));
    const { result } = renderHook(() => useStoreCreation(website.id), { wrapper });
    act(() => result.current.start(request));
    await waitFor(() => expect(result.current.state.status).toBe('failed'));
    expect(result.current.state.failure).toEqual({ step: 'addToMainNavigation', reason: 'no-main-navigation' });
  });

  it('the collections list failing is reported, and read again on demand', async () => {
    server.use(...scenario('store-collections-down'));
    const { result } = renderHook(() => useStoreCreation(website.id), { wrapper });
    await waitFor(() => expect(result.current.taken.status).toBe('failed'));
    server.resetHandlers();
    act(() => result.current.reloadTaken());
    await waitFor(() => expect(result.current.taken.status).toBe('ready'));
  });
});

describe('useSiteNavigation (rendering spec, calls GetSiteLayout, UpdateNavigation)', () => {
  it('reads the layout and saves one navigation, which the layout then holds', async () => {
    const { result } = renderHook(() => useSiteNavigation(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.version).toBe(1);
    let saved = false;
    await act(async () => {
      saved = await result.current.save('secondaryNav', [{ title: 'Contact', collectionId: 'col-contact' }]);
    });
    expect(saved).toBe(true);
    expect(db.layout.navigations[1]?.links).toEqual([{ title: 'Contact', collectionId: 'col-contact' }]);
    expect(result.current.layout?.navigations[1]?.links).toEqual([{ title: 'Contact', collectionId: 'col-contact' }]);
    expect(result.current.version).toBe(1);
  });

  it('a failed save says so and changes nothing', async () => {
    server.use(...scenario('navigation-update-failure'));
    const { result } = renderHook(() => useSiteNavigation(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    let saved = true;
    await act(async () => {
      saved = await result.current.save('mainNav', []);
    });
    expect(saved).toBe(false);
    expect(result.current.saveStatus).toBe('failed');
    expect(result.current.saveError).toMatchObject({ status: 500 });
    expect(db.layout.navigations[0]?.links).toHaveLength(5);
  });
});
