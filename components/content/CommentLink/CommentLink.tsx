import type { AnchorHTMLAttributes, Ref } from 'react';
import { commentCountText, commentLinkUrl, showsComments, type CommentSettings, type LinkableItem } from '../../../logic/content/content.ts';
import { COMMENT_LINK_STRINGS } from '../../../logic/visitor/socialStrings.ts';
import { useStrings, type LocalizedStringOverrides } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { cx } from '../../primitives/cx.ts';
import { root } from './CommentLink.css.ts';

/** The item fields the comment link reads. */
export interface CommentLinkItem extends LinkableItem {
  commentState?: number | null;
  publicCommentCount?: number | null;
}

/** Props of {@link CommentLink}: its own, and any DOM props of its `<a>`. */
export interface CommentLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> {
  /** The item (a blog post): its id, fullUrl and publicCommentCount. */
  item: CommentLinkItem;
  /**
   * The site's comment settings: where they turn comments off, or the item shows no comment area, there
   * is nothing to link to and the link is not drawn. Without them the link is always drawn.
   */
  settings?: CommentSettings | null;
  /** Its wording, over the site's (LocalizedStringsProvider): in a Server Component, the only way to word it. */
  strings?: LocalizedStringOverrides;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * The comment-link anchor (rendering spec, screens): the item's full URL plus the comments anchor
 * (`#comments-<id>`, the id of its {@link Comments} container), worded as the comment count label.
 * Given the site's settings, it is drawn only where that container is (rendering spec, comments and events).
 * A page that also shows the comments passes the count their list reports (`Comments`' onCountChange) as
 * the item's publicCommentCount, so both say the same number.
 */
export function CommentLink({ item, settings, className, strings: givenStrings, ...props }: CommentLinkProps) {
  const strings = useStrings(COMMENT_LINK_STRINGS, givenStrings);
  if (settings !== undefined && !showsComments(item, settings)) return null;
  return (
    <a data-vitrine="comment-link" href={commentLinkUrl(item)} {...props} className={cx(root, className)}>
      {commentCountText(item.publicCommentCount ?? 0, strings)}
    </a>
  );
}
