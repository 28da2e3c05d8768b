'use client';

import { useCallback } from 'react';
import { createMailingListsApi, type MailingList } from '../../api/mailingLists.ts';
import { useApiModule } from '../shared/useApiClient.tsx';
import { type BuilderReadStatus, useBuilderRead } from '../builder/useBuilderCall.ts';

/** Where the owner's mailing lists are: being read, read, or not readable. */
export type MailingListsStatus = BuilderReadStatus;

/** One empty list for every render before the lists are read. */
const NO_LISTS: readonly MailingList[] = [];

/** What {@link useMailingLists} gives. */
export interface MailingLists {
  status: MailingListsStatus;
  /** The lists read (empty until read, and when the owner has none). */
  lists: readonly MailingList[];
  /** Why the read failed, in the site's words (rendering spec, error catalogue builder messages), else null. */
  error: string | null;
  /** Reads the lists again (the Try again of a failed read). */
  reload(): void;
}

/**
 * The site owner's mailing lists for the form builder's storage fieldset (library call, see
 * api/mailingLists.ts), read after the first render; a failure is worded by builderLoadErrorMessage
 * ('Unable to load. Try again.' and its siblings) and never thrown. `enabled: false` reads nothing.
 */
export function useMailingLists({ enabled = true }: { enabled?: boolean } = {}): MailingLists {
  const api = useApiModule('mailingLists', createMailingListsApi);
  const readLists = useCallback(() => api.list(), [api]);
  const read = useBuilderRead(enabled ? readLists : null);
  return { status: read.status, lists: read.data ?? NO_LISTS, error: read.error, reload: read.reload };
}
