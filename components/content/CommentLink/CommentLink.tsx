import type { AnchorHTMLAttributes, Ref } from 'react';
import { commentCountText, commentLinkUrl, type LinkableItem } from '../../../logic/content/content.ts';
import { COMMENT_LINK_STRINGS } from '../../../logic/visitor/socialStrings.ts';
import { useStrings, type LocalizedStringOverrides } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { cx } from '../../primitives/cx.ts';
import { root } from './CommentLink.css.ts';

/** The item fields the comment link reads. */
export interface CommentLinkItem extends LinkableItem {
  publicCommentCount?: number | null;
}

/** Props of {@link CommentLink}: its own, and any DOM props of its `<a>`. */
export interface CommentLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> {
  /** The item (a blog post): its id, fullUrl and publicCommentCount. */
  item: CommentLinkItem;
  /** Its wording, over the site's (LocalizedStringsProvider): in a Server Component, the only way to word it. */
  strings?: LocalizedStringOverrides;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * The comment-link anchor (rendering spec, screens): the item's full URL plus the comments anchor
 * (`#comments-<id>`, the id of its {@link Comments} container), worded as the comment count label.
 */
export function CommentLink({ item, className, strings: givenStrings, ...props }: CommentLinkProps) {
  const strings = useStrings(COMMENT_LINK_STRINGS, givenStrings);
  return (
    <a data-vitrine="comment-link" href={commentLinkUrl(item)} {...props} className={cx(root, className)}>
      {commentCountText(item.publicCommentCount ?? 0, strings)}
    </a>
  );
}
