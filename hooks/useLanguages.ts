import { useCallback, useEffect, useState } from 'react';
import type { JsonObject } from '../api/parse.ts';
import { createSiteApi, type SiteLanguage } from '../api/site.ts';
import { BUILDER_MESSAGE_STRINGS, builderLoadErrorMessage } from '../logic/builderMessages.ts';
import { useApiModule } from './useApiClient.tsx';
import type { SiteSettingsLoadStatus, SiteSettingsSaveStatus } from './useHeaderFooter.ts';
import { useStrings } from './useLocalizedStrings.tsx';

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

/** The multilingual settings, status and languages (rendering.md §3, §7), read together; saving and disconnecting never throw. */
export function useLanguages(): LanguagesState {
  const api = useApiModule('site', createSiteApi);
  const strings = useStrings(BUILDER_MESSAGE_STRINGS);
  const [status, setStatus] = useState<SiteSettingsLoadStatus>('loading');
  const [settings, setSettings] = useState<JsonObject | null>(null);
  const [multilingualStatus, setMultilingualStatus] = useState<JsonObject | null>(null);
  const [saved, setSaved] = useState<readonly SiteLanguage[]>([]);
  const [version, setVersion] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const [saveStatus, setSaveStatus] = useState<SiteSettingsSaveStatus>('idle');
  const [saveFailure, setSaveFailure] = useState<unknown>(null);
  const [disconnectFailure, setDisconnectFailure] = useState<unknown>(null);

  useEffect(() => {
    let current = true;
    Promise.all([api.getMultilingualSettings(), api.getMultilingualStatus(), api.getLanguages()]).then(
      ([readSettings, readStatus, languages]) => {
        if (!current) return;
        setSettings(readSettings);
        setMultilingualStatus(readStatus);
        setSaved(languages);
        setVersion((count) => count + 1);
        setStatus('ready');
      },
      (error: unknown) => {
        if (!current) return;
        setFailure(error);
        setStatus('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [api, attempt]);

  const reload = useCallback(() => {
    setStatus('loading');
    setFailure(null);
    setAttempt((count) => count + 1);
  }, []);

  const save = useCallback(
    async (languages: readonly SiteLanguage[]) => {
      setSaveStatus('saving');
      setSaveFailure(null);
      try {
        await api.putLanguages(languages);
        setSaved(languages.map((language) => ({ ...language })));
        setSaveStatus('saved');
        return true;
      } catch (error) {
        setSaveFailure(error);
        setSaveStatus('failed');
        return false;
      }
    },
    [api],
  );

  const disconnect = useCallback(async () => {
    setDisconnectFailure(null);
    try {
      await api.deleteMultilingualConnection();
      setMultilingualStatus(await api.getMultilingualStatus().catch(() => ({ connected: false })));
      return true;
    } catch (error) {
      setDisconnectFailure(error);
      return false;
    }
  }, [api]);

  return {
    status,
    settings,
    multilingualStatus,
    saved,
    version,
    error: status === 'failed' ? builderLoadErrorMessage(failure, strings) : null,
    reload,
    saveStatus,
    saveError: saveStatus === 'failed' ? builderLoadErrorMessage(saveFailure, strings) : null,
    save,
    disconnect,
    disconnectError: disconnectFailure === null ? null : builderLoadErrorMessage(disconnectFailure, strings),
  };
}
