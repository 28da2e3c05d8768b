'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { createSiteApi, type NavigationItem, type SiteLayout } from '../../api/site.ts';
import { useApiModule } from '../shared/useApiClient.tsx';

/** What {@link useSiteNavigation} gives the navigation editor. */
export interface SiteNavigationState {
  /** Reading the layout, read, or the read failed. */
  status: 'loading' | 'ready' | 'failed';
  /** The layout as last read or saved (navigations in order, the main one first). */
  layout: SiteLayout | null;
  /** What the read failed with (an ApiError), for the view to word. */
  loadError: unknown;
  /** Counts the successful reads (a save does not count): an editor starts its edits afresh when it changes. */
  version: number;
  /** Reads the layout again. */
  reload(): void;
  /** Saving a navigation, saved, or the save failed. */
  saveStatus: 'idle' | 'saving' | 'saved' | 'failed';
  /** What the save failed with. */
  saveError: unknown;
  /**
   * Saves one navigation's items with UpdateNavigation (rendering spec, calls: fieldName, templateId,
   * navigation.items); resolves true once saved (the layout then holds them), false on failure. A
   * navigation the layout does not have is never sent (the server could only refuse it): false at once.
   */
  save(fieldName: string, items: NavigationItem[]): Promise<boolean>;
}

/** The site layout's navigations (GetSiteLayout) and saving one of them (UpdateNavigation). */
export function useSiteNavigation(): SiteNavigationState {
  const site = useApiModule('site', createSiteApi);
  const [status, setStatus] = useState<SiteNavigationState['status']>('loading');
  const [layout, setLayout] = useState<SiteLayout | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [reads, setReads] = useState(0);
  const [version, setVersion] = useState(0);
  const [saveStatus, setSaveStatus] = useState<SiteNavigationState['saveStatus']>('idle');
  const [saveError, setSaveError] = useState<unknown>(null);
  const layoutRef = useRef<SiteLayout | null>(null);

  useEffect(() => {
    let current = true;
    site.getSiteLayout().then(
      (read) => {
        if (!current) return;
        layoutRef.current = read;
        setLayout(read);
        setVersion((count) => count + 1);
        setStatus('ready');
      },
      (error: unknown) => {
        if (!current) return;
        setLoadError(error);
        setStatus('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [site, reads]);

  const reload = useCallback(() => {
    setStatus('loading');
    setLoadError(null);
    setReads((count) => count + 1);
  }, []);

  const save = useCallback(
    async (fieldName: string, items: NavigationItem[]) => {
      const read = layoutRef.current;
      if (!read?.navigations.some((navigation) => navigation.identifier === fieldName)) return false;
      setSaveStatus('saving');
      setSaveError(null);
      try {
        await site.updateNavigation({ fieldName, templateId: read.templateId, navigation: { items } });
      } catch (error) {
        setSaveError(error);
        setSaveStatus('failed');
        return false;
      }
      const saved: SiteLayout = {
        ...read,
        navigations: read.navigations.map((navigation) => (navigation.identifier === fieldName ? { ...navigation, links: items } : navigation)),
      };
      layoutRef.current = saved;
      setLayout(saved);
      setSaveStatus('saved');
      return true;
    },
    [site],
  );

  return { status, layout, loadError, version, reload, saveStatus, saveError, save };
}
