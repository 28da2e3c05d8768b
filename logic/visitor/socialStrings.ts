/**
 * The social fragments' localized-string defaults (rendering spec, screens "Rendered fragments": the
 * comment-link anchor, the comments container, the like widget, the share buttons and the follow
 * button), one object per component so a component's bundle carries only the wording it shows. The
 * comment count's words are the spec's rule (rendering spec, states, logic/content/content.ts); every other string
 * is the library's own ("Library string"). DEFAULT_LOCALIZED_STRINGS (strings.ts) gathers them.
 */
import { COMMENT_COUNT_WORDS } from '../content/content.ts';

/** The comment count label (rendering spec, states): 'No Comments', '1 Comment', '2 Comments'. */
export const COMMENT_COUNT_STRINGS = { ...COMMENT_COUNT_WORDS } as const;

/** The comment link's wording: its text is the comment count label. */
export const COMMENT_LINK_STRINGS = {
  ...COMMENT_COUNT_STRINGS,
} as const;

/** The comments container's wording (the native list and its form, and the Disqus-style container). */
export const COMMENTS_STRINGS = {
  ...COMMENT_COUNT_STRINGS,
  /** Library string: while the item's comments are being read. */
  commentsLoadingText: 'Loading comments…',
  /** Library string: the comments could not be read. */
  commentsLoadFailedText: 'The comments could not be loaded.',
  /** Library string: the button that reads them again. */
  commentsRetryText: 'Try again',
  /** Library string: an item with no comment yet. */
  commentsEmptyText: 'Be the first to comment.',
  /** Library string: the heading of the form. */
  commentFormTitle: 'Leave a comment',
  /** Library string: the name field. */
  commentAuthorLabel: 'Name',
  /** Library string: the comment field. */
  commentTextLabel: 'Comment',
  /** Library string: the name was left empty. */
  commentAuthorRequiredText: 'Please enter your name.',
  /** Library string: the comment was left empty. */
  commentTextRequiredText: 'Please write a comment.',
  /** Library string: the post button. */
  commentPostText: 'Post Comment',
  /** Library string: the post button while the comment is on its way. */
  commentPostingText: 'Posting…',
  /** Library string: announced once a comment is posted. */
  commentPostedText: 'Your comment was posted.',
  /** Library string: who wrote a comment, before the name. */
  commentByText: '{author} wrote:',
  /** Library string: the Disqus-style container's note while its script loads. */
  disqusNoticeText: 'Comments are provided by Disqus.',
} as const;

/** The like button's wording. */
export const LIKE_BUTTON_STRINGS = {
  /** Library string: the button's name. */
  likeButtonLabel: 'Like',
  /** Library string: the count of likes (announced after a change), one. */
  likeCountOneText: '{count} Like',
  /** Library string: the count of likes, any other number. */
  likeCountManyText: '{count} Likes',
  /** Library string: the like could not be saved (the count goes back). */
  likeFailedText: 'Your like could not be saved. Please try again.',
} as const;

/** The share buttons' wording; `{service}` is the service's proper name (SHARE_SERVICE_NAMES). */
export const SHARE_BUTTONS_STRINGS = {
  /** Library string: the name of the list of share links. */
  shareListLabel: 'Share',
  /** Library string: a block share button. */
  shareOnServiceText: 'Share on {service}',
  /** Library string: an inline share button's visible text (its name is the block text). */
  shareServiceText: '{service}',
  /** Library string: spoken after a share link's name, since it opens a new tab. */
  shareOpensNewTabText: '(opens in a new tab)',
} as const;

/** The follow button's wording. */
export const FOLLOW_BUTTON_STRINGS = {
  /** Library string: the follow link, `{username}` the handle without its @. */
  followButtonText: 'Follow @{username}',
} as const;

/** The one/many form of a like count, filled. */
export function likeCountText(count: number, strings: { likeCountOneText: string; likeCountManyText: string } = LIKE_BUTTON_STRINGS): string {
  const whole = typeof count === 'number' && Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  return String(whole === 1 ? strings.likeCountOneText : strings.likeCountManyText).split('{count}').join(String(whole));
}

/** Every social fragment's wording, for DEFAULT_LOCALIZED_STRINGS. */
export const SOCIAL_STRINGS = {
  ...COMMENTS_STRINGS,
  ...LIKE_BUTTON_STRINGS,
  ...SHARE_BUTTONS_STRINGS,
  ...FOLLOW_BUTTON_STRINGS,
} as const;
