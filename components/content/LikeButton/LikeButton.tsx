'use client';

import type { HTMLAttributes, Ref } from 'react';
import { LIKE_BUTTON_STRINGS, likeCountText } from '../../../logic/visitor/socialStrings.ts';
import { useAnnounce } from '../../../hooks/shared/useAnnounce.tsx';
import { useLike } from '../../../hooks/content/useLike.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { cx } from '../../primitives/cx.ts';
import { heart, root } from './LikeButton.css.ts';

/** Props of {@link LikeButton}: its own, and any DOM props of its root `<div>`. */
export interface LikeButtonProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The item's id, which the like is saved against. */
  itemId: string;
  /** The item's likeCount. @default 0 */
  likeCount?: number;
  /** Whether this visitor already likes it. @default false */
  liked?: boolean;
  /** The site's simpleLikingEnabled: off (or absent) renders nothing. @default false */
  enabled?: boolean;
  /** Called once a press has settled: the like as saved (or as it was again, after a failure). */
  onLikeSettled?: (liked: boolean, likeCount: number) => void;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The like widget (rendering spec, screens), shown when the site's simpleLikingEnabled is on: a toggle button
 * with the likeCount. A press counts at once and is saved through the library's like call (not in the
 * spec); the new count is announced, and a failure puts the count back and says so.
 */
export function LikeButton({ itemId, likeCount = 0, liked = false, enabled = false, onLikeSettled, className, ...props }: LikeButtonProps) {
  const strings = useStrings(LIKE_BUTTON_STRINGS);
  const announce = useAnnounce();
  const like = useLike(itemId, likeCount, liked);
  if (!enabled) return null;
  const press = () => {
    void like.toggle().then(({ liked: settled, likeCount: count }) => {
      announce(likeCountText(count, strings));
      onLikeSettled?.(settled, count);
    });
  };
  return (
    <div data-vitrine="like-button" data-state={like.liked ? 'liked' : 'not-liked'} {...props} className={cx(root, className)}>
      <Button variant="secondary" size="small" aria-pressed={like.liked} aria-busy={like.pending || undefined} onClick={press}>
        <span aria-hidden="true" className={heart} />
        {strings.likeButtonLabel}
      </Button>
      <span data-part="count">{likeCountText(like.likeCount, strings)}</span>
      {like.failed ? <Alert tone="error">{strings.likeFailedText}</Alert> : null}
    </div>
  );
}
