/**
 * The social fragment formatters (rendering spec, screens "Rendered fragments", docs/template-language.md "Fragment
 * formatters"): comment-link, comments, like-button, social-button, social-button-inline,
 * twitter-follow-button and activate-twitter-links, each the library's component. `comment-count` stays
 * the text formatter of logic/template/formatters/content.ts (the same rule, commentCountLabel): a
 * template prints it inside its own markup. Site settings come from `websiteSettings` (commentsEnabled,
 * disqusShortname or disqusShortName, simpleLikingEnabled, shareButtonOptions) and the site's origin
 * from `website.baseUrl`.
 */
import type { TemplateContext } from '../../logic/template/index.ts';
import { AutolinkedText } from '../../components/content/AutolinkedText/AutolinkedText.tsx';
import { CommentLink } from '../../components/content/CommentLink/CommentLink.tsx';
import { Comments, type CommentsSettings } from '../../components/content/Comments/Comments.tsx';
import { FollowButton } from '../../components/content/FollowButton/FollowButton.tsx';
import { LikeButton } from '../../components/content/LikeButton/LikeButton.tsx';
import { ShareButtons } from '../../components/content/ShareButtons/ShareButtons.tsx';
import type { FragmentRenderer } from '../fragmentFormatters.tsx';

/** The fields of a content item the social fragments read, each of its own type or left out. */
interface SocialItem {
  id: string;
  fullUrl?: string;
  title?: string;
  passthrough?: boolean;
  sourceUrl?: string;
  commentState?: number;
  publicCommentCount?: number;
  likeCount?: number;
  userName?: string;
  profileUrl?: string;
}

/** A field of a template value, or undefined when it is not an object or its read throws. */
function read(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  try {
    return (value as Record<string, unknown>)[key];
  } catch {
    return undefined;
  }
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;
}

function number(value: unknown): number | undefined {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** The item a formatted value describes; null when it is not an object. */
function itemOf(value: unknown): SocialItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const item: SocialItem = { id: text(read(value, 'id')) ?? '' };
  const fields: Array<[keyof SocialItem, unknown]> = [
    ['fullUrl', text(read(value, 'fullUrl'))],
    ['title', text(read(value, 'title'))],
    ['passthrough', read(value, 'passthrough') === true ? true : undefined],
    ['sourceUrl', text(read(value, 'sourceUrl'))],
    ['commentState', number(read(value, 'commentState'))],
    ['publicCommentCount', number(read(value, 'publicCommentCount'))],
    ['likeCount', number(read(value, 'likeCount'))],
    ['userName', text(read(value, 'userName'))],
    ['profileUrl', text(read(value, 'profileUrl'))],
  ];
  for (const [key, field] of fields) if (field !== undefined) Object.assign(item, { [key]: field });
  return item;
}

/** A setting of the site (`websiteSettings.<key>`), or undefined. */
function setting(context: TemplateContext, key: string): unknown {
  try {
    return read(context.resolve('websiteSettings'), key);
  } catch {
    return undefined;
  }
}

/** The site's comment settings: commentsEnabled only when it is a yes or no, the shortname under either spelling. */
function commentSettings(context: TemplateContext): CommentsSettings {
  const enabled = setting(context, 'commentsEnabled');
  const settings: CommentsSettings = typeof enabled === 'boolean' ? { commentsEnabled: enabled } : {};
  const spec = text(setting(context, 'disqusShortname'));
  const incumbent = text(setting(context, 'disqusShortName'));
  return { ...settings, ...(spec === undefined ? {} : { disqusShortname: spec }), ...(incumbent === undefined ? {} : { disqusShortName: incumbent }) };
}

/** The site's origin (`website.baseUrl`), which makes an item's address absolute. */
function siteUrl(context: TemplateContext): string | undefined {
  try {
    return text(context.resolve('website.baseUrl'));
  } catch {
    return undefined;
  }
}

const shareButtons =
  (variant: 'block' | 'inline'): FragmentRenderer =>
  (value, _args, context) => {
    const item = itemOf(value);
    const origin = siteUrl(context);
    return item === null ? null : <ShareButtons item={item} options={setting(context, 'shareButtonOptions')} variant={variant} {...(origin === undefined ? {} : { siteUrl: origin })} />;
  };

/** The social fragment formatters by name. */
export const SOCIAL_FRAGMENTS: Readonly<Record<string, FragmentRenderer>> = {
  /** `{item|comment-link}`: the comment count label linking to the item's comments, where the item shows them. */
  'comment-link': (value, _args, context) => {
    const item = itemOf(value);
    return item === null ? null : <CommentLink item={item} settings={commentSettings(context)} />;
  },
  /** `{item|comments}`: the comments container, when the item shows one (rendering spec, states). */
  comments: (value, _args, context) => {
    const item = itemOf(value);
    const origin = siteUrl(context);
    return item === null ? null : <Comments item={item} settings={commentSettings(context)} {...(origin === undefined ? {} : { siteUrl: origin })} />;
  },
  /** `{item|like-button}`: the like widget, when the site's simpleLikingEnabled is on. */
  'like-button': (value, _args, context) => {
    const item = itemOf(value);
    if (item === null || setting(context, 'simpleLikingEnabled') !== true) return null;
    return <LikeButton itemId={item.id} likeCount={item.likeCount ?? 0} enabled />;
  },
  /** `{item|social-button}`: a share button per service the site turns on, one under another. */
  'social-button': shareButtons('block'),
  /** `{item|social-button-inline}`: the same as small links in a row. */
  'social-button-inline': shareButtons('inline'),
  /** `{item|twitter-follow-button}`: follow the item's account (userName, else profileUrl's last segment). */
  'twitter-follow-button': (value) => {
    const item = itemOf(value);
    return item === null ? null : <FollowButton userName={item.userName ?? null} profileUrl={item.profileUrl ?? null} />;
  },
  /** `{text|activate-twitter-links}`: the text with URLs, @handles and #hashtags linked, as text otherwise. */
  'activate-twitter-links': (value) => {
    const given = text(value);
    return given === undefined ? null : <AutolinkedText text={given} />;
  },
};
