import { useCallback, useEffect, useState } from 'react';
import { createMailingListsApi, type MailingList } from '../api/mailingLists.ts';
import { BUILDER_MESSAGE_STRINGS, builderLoadErrorMessage } from '../logic/builderMessages.ts';
import { useApiModule } from './useApiClient.tsx';
import { useStrings } from './useLocalizedStrings.tsx';

/** Where the owner's mailing lists are: being read, read, or not readable. */
export type MailingListsStatus = 'loading' | 'ready' | 'failed';

/** What {@link useMailingLists} gives. */
export interface MailingLists {
  status: MailingListsStatus;
  /** The lists read (empty until read, and when the owner has none). */
  lists: readonly MailingList[];
  /** Why the read failed, in the site's words (rendering.md §8 builder messages), else null. */
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
  const strings = useStrings(BUILDER_MESSAGE_STRINGS);
  const [status, setStatus] = useState<MailingListsStatus>('loading');
  const [lists, setLists] = useState<readonly MailingList[]>([]);
  const [failure, setFailure] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    api.list().then(
      (read) => {
        if (!current) return;
        setLists(read);
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

  return { status, lists, error: status === 'failed' ? builderLoadErrorMessage(failure, strings) : null, reload };
}
