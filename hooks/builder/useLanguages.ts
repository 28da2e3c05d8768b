'use client';

import { useCallback } from 'react';
import type { JsonObject } from '../../api/parse.ts';
import { createSiteApi, type SiteLanguage } from '../../api/site.ts';
import { useApiModule } from '../shared/useApiClient.tsx';
import { useBuilderRead, useBuilderSave } from './useBuilderCall.ts';
import type { SiteSettingsLoadStatus, SiteSettingsSaveStatus } from './useHeaderFooter.ts';

/** What {@link useLanguages} gives. */
export interface LanguagesState {
  status: SiteSettingsLoadStatus;
  settings: JsonObject | null;
  multilingualStatus: JsonObject | null;
  /** The languages as last read or saved. */
  saved: readonly SiteLanguage[];
  /** A new number each time `saved` comes from the backend or a save. */
  version: number;
  error: string | null;
  reload(): void;
  saveStatus: SiteSettingsSaveStatus;
  saveError: string | null;
  /** PUT /api/multilingual/languages; true when saved. Never rejects. */
  save(languages: readonly SiteLanguage[]): Promise<boolean>;
  /** DELETE /api/multilingual/connection, then reads the status again; true when disconnected. Never rejects. */
  disconnect(): Promise<boolean>;
  /** Why the last disconnect failed, in the site's words, else null. */
  disconnectError: string | null;
}

/** One empty list for every render before the languages are read. */
const NO_LANGUAGES: readonly SiteLanguage[] = [];

/** What the three multilingual reads give together. */
interface Multilingual {
  settings: JsonObject;
  status: JsonObject;
  languages: readonly SiteLanguage[];
}

/** The multilingual settings, status and languages (rendering spec, entities, calls), read together; saving and disconnecting never throw. */
export function useLanguages(): LanguagesState {
  const api = useApiModule('site', createSiteApi);
  const read = useBuilderRead(
    useCallback(
      async (): Promise<Multilingual> => {
        const [settings, status, languages] = await Promise.all([api.getMultilingualSettings(), api.getMultilingualStatus(), api.getLanguages()]);
        return { settings, status, languages };
      },
      [api],
    ),
  );
  const { update } = read;
  const saving = useBuilderSave(
    useCallback(
      async (languages: readonly SiteLanguage[]) => {
        await api.putLanguages(languages);
        update((current) => current && { ...current, languages: languages.map((language) => ({ ...language })) });
      },
      [api, update],
    ),
  );
  const disconnecting = useBuilderSave(
    useCallback(async () => {
      await api.deleteMultilingualConnection();
      const status = await api.getMultilingualStatus().catch(() => ({ connected: false }));
      update((current) => current && { ...current, status });
    }, [api, update]),
    'builderUnableToDisconnectMessage',
  );
  return {
    status: read.status,
    settings: read.data?.settings ?? null,
    multilingualStatus: read.data?.status ?? null,
    saved: read.data?.languages ?? NO_LANGUAGES,
    version: read.version,
    error: read.error,
    reload: read.reload,
    saveStatus: saving.status,
    saveError: saving.error,
    save: saving.run,
    disconnect: disconnecting.run,
    disconnectError: disconnecting.error,
  };
}
