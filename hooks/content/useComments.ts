'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { createContentApi, type ItemComment } from '../../api/content.ts';
import { errorMessage } from '../../api/errors.ts';
import { API_ERROR_MESSAGE_STRINGS } from '../../logic/shared/apiErrors.ts';
import { useApiModule } from '../shared/useApiClient.tsx';
import { useStrings } from '../shared/useLocalizedStrings.tsx';

/** Where an item's comments are: being read, read, or not readable. */
export type CommentsStatus = 'loading' | 'ready' | 'failed';

/** Where posting a comment is. */
export type CommentPostStatus = 'idle' | 'posting' | 'posted' | 'failed';

/** What {@link useComments} gives. */
export interface Comments {
  status: CommentsStatus;
  /** The comments read so far (and those posted here), oldest first. */
  comments: readonly ItemComment[];
  /** Reads the comments again (after a failure). */
  reload(): void;
  postStatus: CommentPostStatus;
  /** Why the last post failed, in the visitor's words. */
  postError: string | null;
  /** Posts a comment; resolves true once it is stored. Ignored (false) while one is on its way. */
  post(author: string, text: string): Promise<boolean>;
}

/** Options of {@link useComments}. */
export interface UseCommentsOptions {
  /** Comments the page already has (a template's data): shown at once, and not read again. */
  initial?: readonly ItemComment[];
}

/**
 * An item's comments and posting one, through the library's content calls (not in the spec, see
 * api/content.ts). The comments are read after the first render (so server markup and hydration agree
 * on the loading state); a failed post keeps nothing of the list changed, and the form keeps what was typed.
 */
export function useComments(itemId: string, { initial }: UseCommentsOptions = {}): Comments {
  const content = useApiModule('content', createContentApi);
  const strings = useStrings(API_ERROR_MESSAGE_STRINGS);
  const [status, setStatus] = useState<CommentsStatus>(initial ? 'ready' : 'loading');
  const [comments, setComments] = useState<readonly ItemComment[]>(initial ?? []);
  const [attempt, setAttempt] = useState(initial ? -1 : 0);
  const [postStatus, setPostStatus] = useState<CommentPostStatus>('idle');
  const [postError, setPostError] = useState<string | null>(null);
  const posting = useRef(false);

  useEffect(() => {
    if (attempt < 0) return undefined;
    let current = true;
    content.listComments(itemId).then(
      (read) => {
        if (!current) return;
        setComments(read);
        setStatus('ready');
      },
      () => {
        if (current) setStatus('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [content, itemId, attempt]);

  const reload = useCallback(() => {
    setStatus('loading');
    setAttempt((count) => Math.max(0, count) + 1);
  }, []);

  const post = useCallback(
    async (author: string, text: string) => {
      if (posting.current) return false;
      posting.current = true;
      setPostStatus('posting');
      setPostError(null);
      try {
        const stored = await content.postComment({ itemId, author: author.trim(), text: text.trim() });
        setComments((list) => [...list, stored]);
        setPostStatus('posted');
        return true;
      } catch (failure) {
        setPostError(errorMessage(failure, strings));
        setPostStatus('failed');
        return false;
      } finally {
        posting.current = false;
      }
    },
    [content, itemId, strings],
  );

  return { status, comments, reload, postStatus, postError, post };
}
