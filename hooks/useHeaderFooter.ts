import { useCallback, useEffect, useState } from 'react';
import { createSiteApi, type HeaderFooter } from '../api/site.ts';
import { BUILDER_MESSAGE_STRINGS, builderLoadErrorMessage } from '../logic/builderMessages.ts';
import { useApiModule } from './useApiClient.tsx';
import { useStrings } from './useLocalizedStrings.tsx';

/** Where a builder read is: being read, read, or not readable. */
export type SiteSettingsLoadStatus = 'loading' | 'ready' | 'failed';

/** Where a builder save is. */
export type SiteSettingsSaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/** What {@link useHeaderFooter} gives. */
export interface HeaderFooterState {
  status: SiteSettingsLoadStatus;
  /** The header and footer as last read or saved; null until read. */
  saved: HeaderFooter | null;
  /** A new number each time `saved` comes from the backend or a save, so an editor knows to start afresh. */
  version: number;
  /** Why the read failed, in the site's words (rendering.md §8), else null. */
  error: string | null;
  /** Reads again (Try again). */
  reload(): void;
  saveStatus: SiteSettingsSaveStatus;
  /** Why the last save failed, in the site's words, else null. */
  saveError: string | null;
  /** Saves with PUT /api/site-header-footer; true when saved. Never rejects. */
  save(headerFooter: HeaderFooter): Promise<boolean>;
}

/** The site's header and footer (rendering.md §3, §7): read after the first render, saved on demand; failures worded, never thrown. */
export function useHeaderFooter(): HeaderFooterState {
  const api = useApiModule('site', createSiteApi);
  const strings = useStrings(BUILDER_MESSAGE_STRINGS);
  const [status, setStatus] = useState<SiteSettingsLoadStatus>('loading');
  const [saved, setSaved] = useState<HeaderFooter | null>(null);
  const [version, setVersion] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const [saveStatus, setSaveStatus] = useState<SiteSettingsSaveStatus>('idle');
  const [saveFailure, setSaveFailure] = useState<unknown>(null);

  useEffect(() => {
    let current = true;
    api.getHeaderFooter().then(
      (read) => {
        if (!current) return;
        setSaved(read);
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
    async (headerFooter: HeaderFooter) => {
      setSaveStatus('saving');
      setSaveFailure(null);
      try {
        await api.putHeaderFooter(headerFooter);
        setSaved(structuredClone(headerFooter));
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

  return {
    status,
    saved,
    version,
    error: status === 'failed' ? builderLoadErrorMessage(failure, strings) : null,
    reload,
    saveStatus,
    saveError: saveStatus === 'failed' ? builderLoadErrorMessage(saveFailure, strings) : null,
    save,
  };
}
