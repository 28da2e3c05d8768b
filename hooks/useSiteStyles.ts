import { useCallback, useEffect, useState } from 'react';
import { createRenderingApi } from '../api/rendering.ts';
import { BUILDER_MESSAGE_STRINGS, builderLoadErrorMessage } from '../logic/builderMessages.ts';
import { TWEAK_PAGE_TYPE } from '../logic/enums.ts';
import { readSiteStyles, type SiteStyles } from '../logic/siteStyles.ts';
import { useApiModule } from './useApiClient.tsx';
import type { SiteSettingsLoadStatus } from './useHeaderFooter.ts';
import { useStrings } from './useLocalizedStrings.tsx';

/** What {@link useSiteStyles} gives. */
export interface SiteStylesState {
  status: SiteSettingsLoadStatus;
  /** The site aesthetics of the style tweak schema; null until read (or when the schema has none). */
  styles: SiteStyles | null;
  error: string | null;
  reload(): void;
}

/**
 * The style tweak page's schema (GetTemplateSchema, type `style`: rendering.md §2 tweak page types,
 * §7) read into the site aesthetics the editor starts from. `enabled: false` reads nothing (the
 * caller gives the styles). A failure is worded (rendering.md §8), never thrown.
 */
export function useSiteStyles({ enabled = true }: { enabled?: boolean } = {}): SiteStylesState {
  const api = useApiModule('rendering', createRenderingApi);
  const strings = useStrings(BUILDER_MESSAGE_STRINGS);
  const [status, setStatus] = useState<SiteSettingsLoadStatus>('loading');
  const [styles, setStyles] = useState<SiteStyles | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    api.getTemplateSchema(TWEAK_PAGE_TYPE.style).then(
      (schema) => {
        if (!current) return;
        setStyles(readSiteStyles(schema));
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
  }, [api, enabled, attempt]);

  const reload = useCallback(() => {
    setStatus('loading');
    setFailure(null);
    setAttempt((count) => count + 1);
  }, []);

  return { status, styles, error: status === 'failed' ? builderLoadErrorMessage(failure, strings) : null, reload };
}
