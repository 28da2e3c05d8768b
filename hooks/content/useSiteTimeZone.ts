'use client';

import { useCallback } from 'react';
import { createBuilderSettingsApi } from '../../api/builderSettings.ts';
import { BUILDER_MESSAGE_STRINGS } from '../../logic/builder/builderMessages.ts';
import { DEFAULT_TIME_ZONE, isValidTimeZone } from '../../logic/shared/dates.ts';
import { useApiModule } from '../shared/useApiClient.tsx';
import { useBuilderRead } from '../builder/useBuilderCall.ts';
import { useStrings } from '../shared/useLocalizedStrings.tsx';

/** What {@link useSiteTimeZone} gives. */
export interface SiteTimeZone {
  status: 'loading' | 'ready' | 'failed';
  /** The site's zone once read; America/New_York (rendering spec, constants and limits) until then, after a failure, or for a zone the browser does not know. */
  timeZone: string;
  /** 'Failed to load timezone' in the site's words when the read failed (rendering spec, error catalogue), else null. */
  error: string | null;
  /** Reads the zone again. */
  reload(): void;
}

/** The site's time zone (library call builderSettings.getSiteTimeZone), read after the first render. */
export function useSiteTimeZone(): SiteTimeZone {
  const api = useApiModule('builderSettings', createBuilderSettingsApi);
  const strings = useStrings(BUILDER_MESSAGE_STRINGS);
  const read = useCallback(() => api.getSiteTimeZone(), [api]);
  const { status, data, reload } = useBuilderRead(read);
  const timeZone = data !== null && isValidTimeZone(data) ? data : DEFAULT_TIME_ZONE;
  return { status, timeZone, error: status === 'failed' ? strings.builderTimeZoneLoadFailedMessage : null, reload };
}
