'use client';

import { useEffect, useId, type HTMLAttributes, type Ref } from 'react';
import type { ItemComment } from '../../../api/content.ts';
import { absoluteItemUrl, commentCountText, commentsAnchorId, disqusShortname, showsComments, type LinkableItem } from '../../../logic/content/content.ts';
import { COMMENTS_STRINGS } from '../../../logic/visitor/socialStrings.ts';
import { useComments } from '../../../hooks/content/useComments.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { cx } from '../../primitives/cx.ts';
import { CommentList } from './CommentList.tsx';
import { disqus, heading, root } from './Comments.css.ts';

/** The item fields the comments container reads (rendering spec, entities, "Content items"). */
export interface CommentsItem extends LinkableItem {
  id: string;
  commentState?: number | null;
  publicCommentCount?: number | null;
}

/**
 * The site settings the comments container reads: commentsEnabled, and the Disqus shortname under the
 * spec's name `disqusShortname` or the incumbent's `disqusShortName` (either is accepted).
 */
export interface CommentsSettings {
  commentsEnabled?: boolean | null;
  disqusShortname?: string | null;
  disqusShortName?: string | null;
}

/** Props of {@link Comments}: its own, and any DOM props of its `<section>`. */
export interface CommentsProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'id'> {
  item: CommentsItem;
  /** The site's comment settings. @default {} */
  settings?: CommentsSettings | null;
  /** Comments the page already has: shown at once instead of being read. */
  initialComments?: readonly ItemComment[];
  /** The site's origin, for the Disqus thread's address. */
  siteUrl?: string | null;
  /** The level of the container's heading (the form's is one below). @default 2 */
  headingLevel?: 2 | 3 | 4;
  /**
   * Called with the number of comments the native list holds once read, and again when one is posted: a
   * comment link elsewhere on the page (CommentLink) can say the same number.
   */
  onCountChange?: (count: number) => void;
  ref?: Ref<HTMLElement>;
}

/** The native list: its own component, so the Disqus-style container never reads comments. */
function NativeComments({
  item,
  initialComments,
  headingId,
  headingLevel,
  onCountChange,
}: {
  item: CommentsItem;
  initialComments: readonly ItemComment[] | undefined;
  headingId: string;
  headingLevel: 2 | 3 | 4;
  onCountChange: ((count: number) => void) | undefined;
}) {
  const strings = useStrings(COMMENTS_STRINGS);
  const state = useComments(item.id, initialComments ? { initial: initialComments } : {});
  const Heading = `h${headingLevel}` as const;
  // Once read, the list itself is counted (a comment posted here counts at once).
  const listed = state.status === 'ready' ? state.comments.length : null;
  const count = listed ?? item.publicCommentCount ?? 0;
  useEffect(() => {
    if (listed !== null) onCountChange?.(listed);
  }, [listed, onCountChange]);
  return (
    <>
      <Heading id={headingId} className={heading}>
        {commentCountText(count, strings)}
      </Heading>
      <CommentList state={state} headingLevel={(headingLevel + 1) as 3 | 4 | 5} />
    </>
  );
}

/**
 * The comments container (rendering spec, screens, states), id `comments-<item id>` (what the comment link points
 * at). Shown when the item's commentState is 1 or its publicCommentCount is above 0, never when the
 * site's commentsEnabled is present and off. A site with a Disqus shortname (`disqusShortname`, the
 * spec's spelling, or `disqusShortName`, the incumbent's) gets the Disqus-style container, which the
 * site's Disqus script fills (`data-disqus-*` carry the shortname, the item's id and address);
 * otherwise the library's native list with a form to post a comment (library calls, not in the spec).
 */
export function Comments({ item, settings, initialComments, siteUrl, headingLevel = 2, onCountChange, className, ...props }: CommentsProps) {
  const strings = useStrings(COMMENTS_STRINGS);
  const headingId = useId();
  if (!showsComments(item, settings ?? {})) return null;
  const shortname = disqusShortname(settings);
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      id={commentsAnchorId(item)}
      aria-labelledby={headingId}
      data-vitrine="comments"
      data-kind={shortname === '' ? 'native' : 'disqus'}
      {...props}
      className={cx(root, className)}
    >
      {shortname === '' ? (
        <NativeComments item={item} initialComments={initialComments} headingId={headingId} headingLevel={headingLevel} onCountChange={onCountChange} />
      ) : (
        <>
          <Heading id={headingId} className={heading}>
            {commentCountText(item.publicCommentCount ?? 0, strings)}
          </Heading>
          <div
            id="disqus_thread"
            className={disqus}
            data-disqus-shortname={shortname}
            data-disqus-identifier={item.id}
            data-disqus-url={absoluteItemUrl(item, siteUrl)}
          >
            <p>{strings.disqusNoticeText}</p>
          </div>
        </>
      )}
    </section>
  );
}
