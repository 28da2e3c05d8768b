import type { HTMLAttributes, Ref } from 'react';
import { commentCountText } from '../../../logic/content/content.ts';
import { COMMENT_COUNT_STRINGS } from '../../../logic/visitor/socialStrings.ts';
import { useStrings, type LocalizedStringOverrides } from '../../../hooks/shared/useLocalizedStrings.tsx';

/** Props of {@link CommentCount}: its own, and any DOM props of its `<span>`. */
export interface CommentCountProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The item's publicCommentCount; a negative or non-number count reads as none. */
  count: number;
  /** Its wording, over the site's (LocalizedStringsProvider): in a Server Component, the only way to word it. */
  strings?: LocalizedStringOverrides;
  ref?: Ref<HTMLSpanElement>;
}

/** The comment count label (rendering spec, states): 'No Comments', '1 Comment', '2 Comments', in the site's words. */
export function CommentCount({ count, strings: givenStrings, ...props }: CommentCountProps) {
  const strings = useStrings(COMMENT_COUNT_STRINGS, givenStrings);
  return (
    <span data-vitrine="comment-count" data-count={Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0} {...props}>
      {commentCountText(count, strings)}
    </span>
  );
}
