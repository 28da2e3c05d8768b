'use client';

import { useCallback } from 'react';
import { createSiteApi, type HeaderFooter } from '../../api/site.ts';
import { useApiModule } from '../shared/useApiClient.tsx';
import { type BuilderReadStatus, type BuilderSaveStatus, useBuilderRead, useBuilderSave } from './useBuilderCall.ts';

/** Where a builder read is: being read, read, or not readable. */
export type SiteSettingsLoadStatus = BuilderReadStatus;

/** Where a builder save is. */
export type SiteSettingsSaveStatus = BuilderSaveStatus;

/** What {@link useHeaderFooter} gives. */
export interface HeaderFooterState {
  status: SiteSettingsLoadStatus;
  /** The header and footer as last read or saved; null until read. */
  saved: HeaderFooter | null;
  /** A new number each time `saved` comes from the backend or a save, so an editor knows to start afresh. */
  version: number;
  /** Why the read failed, in the site's words (rendering spec, error catalogue), else null. */
  error: string | null;
  /** Reads again (Try again). */
  reload(): void;
  saveStatus: SiteSettingsSaveStatus;
  /** Why the last save failed, in the site's words, else null. */
  saveError: string | null;
  /** Saves with PUT /api/site-header-footer; true when saved. Never rejects. */
  save(headerFooter: HeaderFooter): Promise<boolean>;
}

/** The site's header and footer (rendering spec, entities, calls): read after the first render, saved on demand; failures worded, never thrown. */
export function useHeaderFooter(): HeaderFooterState {
  const api = useApiModule('site', createSiteApi);
  const read = useBuilderRead(useCallback(() => api.getHeaderFooter(), [api]));
  const { update } = read;
  const saving = useBuilderSave(
    useCallback(
      async (headerFooter: HeaderFooter) => {
        await api.putHeaderFooter(headerFooter);
        update(() => structuredClone(headerFooter));
      },
      [api, update],
    ),
  );
  return {
    status: read.status,
    saved: read.data,
    version: read.version,
    error: read.error,
    reload: read.reload,
    saveStatus: saving.status,
    saveError: saving.error,
    save: saving.run,
  };
}
