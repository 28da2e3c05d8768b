'use client';

import { useCallback, useRef, useState } from 'react';
import { createContentApi } from '../../api/content.ts';
import { useApiModule } from '../shared/useApiClient.tsx';

/** What {@link useLike} gives. */
export interface Like {
  likeCount: number;
  liked: boolean;
  /** True while a change is on its way. */
  pending: boolean;
  /** True when the last change could not be saved (and was rolled back). */
  failed: boolean;
  /** Likes or un-likes; resolves the like then in effect (the rolled-back one after a failure). */
  toggle(): Promise<{ liked: boolean; likeCount: number }>;
}

/** The count a like changes to: one more or one fewer, never below 0. */
function counted(count: number, liked: boolean): number {
  return Math.max(0, count + (liked ? 1 : -1));
}

/**
 * An item's like, toggled optimistically through the library's like call (not in the spec, see
 * api/content.ts): the count and state change at once, take the server's count when it answers, and
 * go back to what they were when the call fails. A toggle while one is on its way is ignored.
 */
export function useLike(itemId: string, initialCount: number, initialLiked = false): Like {
  const content = useApiModule('content', createContentApi);
  const [state, setShown] = useState(() => ({ likeCount: Number.isFinite(initialCount) && initialCount > 0 ? Math.floor(initialCount) : 0, liked: initialLiked }));
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  // The state a toggle starts from, kept beside the shown one so a toggle reads it without a render.
  const latest = useRef(state);
  const sending = useRef(false);
  const setState = useCallback((next: { likeCount: number; liked: boolean }) => {
    latest.current = next;
    setShown(next);
  }, []);

  const toggle = useCallback(async () => {
    const before = latest.current;
    if (sending.current) return before;
    sending.current = true;
    const optimistic = { likeCount: counted(before.likeCount, !before.liked), liked: !before.liked };
    setState(optimistic);
    setPending(true);
    setFailed(false);
    try {
      const answer = await content.setLiked(itemId, optimistic.liked);
      setState(answer);
      return answer;
    } catch {
      setState(before);
      setFailed(true);
      return before;
    } finally {
      sending.current = false;
      setPending(false);
    }
  }, [content, itemId, setState]);

  return { ...state, pending, failed, toggle };
}
