'use client';

import { useCallback } from 'react';
import { createRenderingApi } from '../../api/rendering.ts';
import { TWEAK_PAGE_TYPE } from '../../logic/shared/enums.ts';
import { readSiteStyles, type SiteStyles } from '../../logic/builder/siteStyles.ts';
import { useApiModule } from '../shared/useApiClient.tsx';
import { useBuilderRead } from './useBuilderCall.ts';
import type { SiteSettingsLoadStatus } from './useHeaderFooter.ts';

/** What {@link useSiteStyles} gives. */
export interface SiteStylesState {
  status: SiteSettingsLoadStatus;
  /** The site aesthetics of the style tweak schema; null until read (or when the schema has none). */
  styles: SiteStyles | null;
  error: string | null;
  reload(): void;
}

/**
 * The style tweak page's schema (GetTemplateSchema, type `style`: rendering spec, screens tweak page types,
 * calls) read into the site aesthetics the editor starts from. `enabled: false` reads nothing (the
 * caller gives the styles). A failure is worded (rendering spec, error catalogue), never thrown.
 */
export function useSiteStyles({ enabled = true }: { enabled?: boolean } = {}): SiteStylesState {
  const api = useApiModule('rendering', createRenderingApi);
  const readStyles = useCallback(async () => readSiteStyles(await api.getTemplateSchema(TWEAK_PAGE_TYPE.style)), [api]);
  const read = useBuilderRead(enabled ? readStyles : null);
  return { status: read.status, styles: read.data, error: read.error, reload: read.reload };
}
