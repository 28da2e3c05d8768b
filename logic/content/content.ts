/**
 * Content items as templates and views show them (rendering spec, entities "Content items", states "Comments and
 * events", validation rules sort helper, constants and limits truncate): comments, links, the follow button, autolinked text,
 * truncation and sorting.
 */
import { FOLDER_BEHAVIOR } from '../shared/enums.ts';
import { encodeUriComponent } from '../shared/uri.ts';

/** commentState of an item open for comments (rendering spec, states). */
export const COMMENT_STATE_OPEN = 1;

/** The fields of an item that decide whether it shows comments. */
export interface CommentableItem {
  commentState?: number | null;
  publicCommentCount?: number | null;
}

/** The site's comment settings; `commentsEnabled` absent means "not set". */
export interface CommentSettings {
  commentsEnabled?: boolean | null;
}

/**
 * A comment area shows when commentState is 1 or publicCommentCount is above 0, but never when the
 * site's comments setting is present and off (rendering spec, states).
 */
export function showsComments(item: CommentableItem, settings?: CommentSettings | null): boolean {
  if (settings?.commentsEnabled === false) return false;
  return item.commentState === COMMENT_STATE_OPEN || (item.publicCommentCount ?? 0) > 0;
}

/** The word of the comment count label (rendering spec, states). */
export const COMMENT_COUNT_NOUN = 'Comment';

/** What the comment count label says instead of 0 (rendering spec, states). */
export const COMMENT_COUNT_NONE = 'No';

/**
 * The comment count label's wording as localized strings (rendering spec, states): the word for 0 and the
 * one/many forms, whose `{count}` is the number (or the word for 0). A site may word them its own way.
 */
export const COMMENT_COUNT_WORDS = {
  commentCountNoneText: COMMENT_COUNT_NONE,
  commentCountOneText: `{count} ${COMMENT_COUNT_NOUN}`,
  commentCountManyText: `{count} ${COMMENT_COUNT_NOUN}s`,
} as const;

/** The wording {@link commentCountText} reads: {@link COMMENT_COUNT_WORDS} or a site's own. */
export type CommentCountWords = { readonly [K in keyof typeof COMMENT_COUNT_WORDS]: string };

/** A count of comments as a whole number: a negative, fractional-below-1 or non-number count is 0. */
function wholeCount(count: unknown): number {
  return typeof count === 'number' && Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

/**
 * The comment count label in `words` (rendering spec, states): the none word for 0, else the number, in the
 * one form for 1 and the many form otherwise. A negative or non-number count reads as none.
 */
export function commentCountText(count: number, words: CommentCountWords = COMMENT_COUNT_WORDS): string {
  const whole = wholeCount(count);
  const form = whole === 1 ? words.commentCountOneText : words.commentCountManyText;
  const shown = whole === 0 ? words.commentCountNoneText : String(whole);
  // Replaced once, by hand: the count is never read as a placeholder pattern itself.
  return String(form).split('{count}').join(shown);
}

/** `No Comments`, `1 Comment`, `2 Comments`; a negative or non-number count reads as none. */
export function commentCountLabel(count: number): string {
  return commentCountText(count);
}

/** Folder behaviours index and redirect make an item clickable (rendering spec, states). */
const CLICKABLE_FOLDER_BEHAVIORS: readonly number[] = [FOLDER_BEHAVIOR.index, FOLDER_BEHAVIOR.redirect];

/** True for folder behaviour index (1) or redirect (2): the item links somewhere (rendering spec, states). */
export function isClickable(folderBehavior: number | null | undefined): boolean {
  return typeof folderBehavior === 'number' && CLICKABLE_FOLDER_BEHAVIORS.includes(folderBehavior);
}

/** The fields of an item that decide where it links. */
export interface LinkableItem {
  id?: string | null;
  fullUrl?: string | null;
  passthrough?: boolean | null;
  sourceUrl?: string | null;
}

/** Where an item's title links: its source for a passthrough item that has one, else its full URL ('' if none). */
export function itemUrl(item: LinkableItem): string {
  if (item.passthrough === true && item.sourceUrl) return item.sourceUrl;
  return item.fullUrl ?? '';
}

/** The id of an item's comments container, which the comment link points at: `comments-<id>`. */
export function commentsAnchorId(item: Pick<LinkableItem, 'id'>): string {
  return `comments-${item.id ?? ''}`;
}

/** The comment-link address: the item's full URL (any hash dropped) plus the comments anchor (rendering spec, screens). */
export function commentLinkUrl(item: LinkableItem): string {
  const base = (item.fullUrl ?? '').split('#')[0] ?? '';
  return `${base}#${commentsAnchorId(item)}`;
}

/** The follow button's user name: `userName`, else the last path segment of `profileUrl` (rendering spec, states). */
export function followUsername(userName: string | null | undefined, profileUrl: string | null | undefined): string {
  const name = (userName ?? '').trim();
  if (name !== '') return name;
  const path = (profileUrl ?? '').trim().split(/[?#]/)[0] ?? '';
  const withoutOrigin = path.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  const segment = withoutOrigin.split('/').filter((part) => part !== '').pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The microblogging service handles and hashtags point at (X, formerly Twitter). */
export const MICROBLOG_URL = 'https://x.com';

/** The profile page of a handle on the microblogging service. */
export function handleUrl(handle: string): string {
  return `${MICROBLOG_URL}/${encodeUriComponent(handle)}`;
}

/** The page of a hashtag on the microblogging service. */
export function hashtagUrl(tag: string): string {
  return `${MICROBLOG_URL}/hashtag/${encodeUriComponent(tag)}`;
}

/** A piece of autolinked text; `text` is exactly the characters of the input it covers. */
export type AutolinkToken =
  | { type: 'text'; text: string }
  | { type: 'url'; text: string; href: string }
  | { type: 'handle'; text: string; handle: string; href: string }
  | { type: 'hashtag'; text: string; tag: string; href: string };

/**
 * A URL (scheme http(s) or starting with www.), a handle (@ and 1–15 letters, digits or _) or a
 * hashtag (# and word characters, at least one a letter). Handles and hashtags must not follow a
 * word character, @, # or & (so e-mail addresses, `C#` and `&#39;` stay text).
 */
const LINKABLE =
  /(?<url>\b(?:https?:\/\/|www\.)[^\s<>"']+)|(?<![\p{L}\p{N}_@#&])@(?<handle>[A-Za-z0-9_]{1,15})(?![A-Za-z0-9_@])|(?<![\p{L}\p{N}_@#&])#(?<tag>[\p{L}\p{N}_]*\p{L}[\p{L}\p{N}_]*)/gu;

const count = (text: string, char: string): number => text.split(char).length - 1;

/**
 * A URL without the punctuation that ends the sentence around it (and a `)` it did not open). The
 * parentheses are counted once and updated as characters come off: counting them again for every `)`
 * removed was quadratic on a long run of `)`.
 */
function trimUrl(candidate: string): string {
  const opened = count(candidate, '(');
  let closed = count(candidate, ')');
  let end = candidate.length;
  for (;;) {
    const last = candidate.charAt(end - 1);
    if (last !== '' && '.,;:!?*'.includes(last)) end -= 1;
    else if (last === ')' && opened < closed) {
      end -= 1;
      closed -= 1;
    } else return candidate.slice(0, end);
  }
}

/**
 * Splits text into plain text, URLs, @handles and #hashtags so a view renders links without raw HTML.
 * Joining every token's `text` gives the input back. URLs starting with www. link over https.
 */
export function autolink(text: string): AutolinkToken[] {
  const tokens: AutolinkToken[] = [];
  const pushText = (piece: string): void => {
    if (piece === '') return;
    const last = tokens.at(-1);
    if (last?.type === 'text') last.text += piece;
    else tokens.push({ type: 'text', text: piece });
  };
  let position = 0;
  for (const match of text.matchAll(LINKABLE)) {
    const start = match.index;
    const whole = match[0];
    const { url, handle, tag } = match.groups ?? {};
    pushText(text.slice(position, start));
    position = start + whole.length;
    if (url !== undefined) {
      const trimmed = trimUrl(url);
      if (/^(?:https?:\/\/|www\.)[\p{L}\p{N}]/u.test(trimmed)) {
        tokens.push({ type: 'url', text: trimmed, href: trimmed.startsWith('www.') ? `https://${trimmed}` : trimmed });
        pushText(url.slice(trimmed.length));
      } else {
        pushText(url);
      }
    } else if (handle !== undefined) {
      tokens.push({ type: 'handle', text: whole, handle, href: handleUrl(handle) });
    } else if (tag !== undefined) {
      tokens.push({ type: 'hashtag', text: whole, tag, href: hashtagUrl(tag) });
    }
  }
  pushText(text.slice(position));
  return tokens;
}

/**
 * Removes every `<…>` (an unclosed `<` stays), in one pass: the `safe` template formatter and the
 * event excerpt's text (logic/content/calendar.ts) both read markup this way.
 */
export function stripTags(text: string): string {
  let open = text.indexOf('<');
  if (open === -1) return text;
  let out = '';
  let last = 0;
  while (open !== -1) {
    const close = text.indexOf('>', open + 1);
    if (close === -1) break;
    out += text.slice(last, open);
    last = close + 1;
    open = text.indexOf('<', last);
  }
  return out + text.slice(last);
}

/** Default length of {@link truncate} (rendering spec, constants and limits). */
export const TRUNCATE_LENGTH = 100;

/** Default ellipsis of {@link truncate} (rendering spec, constants and limits). */
export const TRUNCATE_ELLIPSIS = '...';

/**
 * Text of at most `length` characters (code points, so an emoji is never cut in half) plus the
 * ellipsis: cut after the last whitespace within the limit, keeping that whitespace, or at the limit
 * when there is none; text within the limit is returned as it is. This is the incumbent template
 * engine's boundary (a trailing partial word is dropped), so the `truncate` formatter and a component
 * cut the same text alike. Linear: two scans over at most `length` characters.
 */
export function truncate(text: string, length: number = TRUNCATE_LENGTH, ellipsis: string = TRUNCATE_ELLIPSIS): string {
  const count = Number.isFinite(length) ? Math.max(0, Math.floor(length)) : TRUNCATE_LENGTH;
  if (text.length <= count) return text;
  const limit = characterEnd(text, count);
  if (limit >= text.length) return text;
  let end = limit;
  for (let index = limit - 1; index >= 0; index--) {
    if (isCutSpace(text.charCodeAt(index))) {
      end = index + 1;
      break;
    }
  }
  return text.slice(0, end) + ellipsis;
}

/** The whitespace a truncation may cut after (the incumbent's six: space, \n, \t, \v, \r, \f). */
function isCutSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13);
}

/** A high surrogate: the first code unit of a character that takes two. */
const HIGH_SURROGATE = /[\ud800-\udbff]/;

/**
 * The code-unit index after the first `count` characters (code points) of the text. Before the first
 * high surrogate every code unit is a character, so that stretch is found by one native search, not
 * counted a code unit at a time: counting was most of what a page's `truncate` cost.
 */
function characterEnd(text: string, count: number): number {
  const length = text.length;
  const high = text.search(HIGH_SURROGATE);
  if (high === -1 || high >= count) return Math.min(count, length);
  let index = high;
  for (let seen = high; seen < count && index < length; seen++) {
    const code = text.charCodeAt(index);
    index += code >= 0xd800 && code <= 0xdbff && (text.charCodeAt(index + 1) & 0xfc00) === 0xdc00 ? 2 : 1;
  }
  return index;
}

const collator = new Intl.Collator('en', { sensitivity: 'accent' });

const label = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** A new array of strings in alphabetical order, ignoring case; equal names keep their order (rendering spec, validation rules). */
export function sortAlphabetically(items: readonly string[]): string[];
/** A new array of objects in alphabetical order of `key`, ignoring case; a missing value sorts as ''. */
export function sortAlphabetically<T extends object>(items: readonly T[], key: keyof T): T[];
export function sortAlphabetically(items: readonly unknown[], key?: PropertyKey): unknown[] {
  const name = (item: unknown): string =>
    key === undefined ? label(item) : label((item as Record<PropertyKey, unknown> | null)?.[key]);
  return [...items].sort((a, b) => collator.compare(name(a), name(b)));
}

/**
 * The site's Disqus shortname, when it has one. The spec names the setting `disqusShortname`
 * (rendering spec, entities); the incumbent's templates read `disqusShortName` (the `disqus?` predicate does
 * too): either spelling is accepted, the spec's first. Blank or non-text is no shortname ('').
 */
export function disqusShortname(settings: unknown): string {
  if (typeof settings !== 'object' || settings === null) return '';
  try {
    const record = settings as Record<string, unknown>;
    for (const key of ['disqusShortname', 'disqusShortName']) {
      const value = record[key];
      if (typeof value === 'string' && value.trim() !== '') return value.trim();
    }
  } catch {
    // Settings whose reads throw have no shortname.
  }
  return '';
}

/** An item's address made absolute against the site's origin (`siteUrl`), when it is relative and one is given. */
export function absoluteItemUrl(item: LinkableItem, siteUrl?: string | null): string {
  const url = itemUrl(item);
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || !siteUrl) return url;
  try {
    return new URL(url, siteUrl).href;
  } catch {
    return url;
  }
}

/** The services the share buttons know, in the order they are shown (a library list: the spec names none). */
export const SHARE_SERVICES = ['facebook', 'x', 'linkedin', 'pinterest', 'reddit', 'tumblr', 'email'] as const;

/** A service of {@link SHARE_SERVICES}. */
export type ShareService = (typeof SHARE_SERVICES)[number];

/** The proper name each service is shown by. */
export const SHARE_SERVICE_NAMES: Readonly<Record<ShareService, string>> = {
  facebook: 'Facebook',
  x: 'X',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
  reddit: 'Reddit',
  tumblr: 'Tumblr',
  email: 'Email',
};

/** Older names a site's options may use for a service. */
const SHARE_SERVICE_ALIASES: Readonly<Record<string, ShareService>> = { twitter: 'x', mail: 'email' };

function shareServiceOf(name: unknown): ShareService | null {
  if (typeof name !== 'string') return null;
  const key = name.trim().toLowerCase();
  const known = (SHARE_SERVICES as readonly string[]).includes(key) ? (key as ShareService) : SHARE_SERVICE_ALIASES[key];
  return known ?? null;
}

/**
 * The services a site's `shareButtonOptions` turns on (rendering spec, entities names the setting, not its
 * shape): a list of service names, or an object of service name to on/off. Unknown names, repeats and
 * anything else are left out; the order is {@link SHARE_SERVICES}'.
 */
export function shareServices(options: unknown): ShareService[] {
  const on = new Set<ShareService>();
  try {
    if (Array.isArray(options)) {
      for (const name of options) {
        const service = shareServiceOf(name);
        if (service) on.add(service);
      }
    } else if (typeof options === 'object' && options !== null) {
      for (const [name, enabled] of Object.entries(options)) {
        const service = shareServiceOf(name);
        if (service && enabled === true) on.add(service);
      }
    }
  } catch {
    // Options whose reads throw turn nothing on.
  }
  return SHARE_SERVICES.filter((service) => on.has(service));
}

/** The address that shares `url` titled `title` on a service (opened in a new tab; email opens the mail app). */
export function shareUrl(service: ShareService, url: string, title: string): string {
  const u = encodeUriComponent(url);
  const t = encodeUriComponent(title);
  switch (service) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'x':
      return `${MICROBLOG_URL}/intent/post?url=${u}&text=${t}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'pinterest':
      return `https://www.pinterest.com/pin/create/button/?url=${u}&description=${t}`;
    case 'reddit':
      return `https://www.reddit.com/submit?url=${u}&title=${t}`;
    case 'tumblr':
      return `https://www.tumblr.com/widgets/share/tool?canonicalUrl=${u}&title=${t}`;
    case 'email':
      return `mailto:?subject=${t}&body=${u}`;
  }
}

/** The longest name a visitor's comment keeps (a library limit: the spec shows no comment call). */
export const COMMENT_AUTHOR_MAX_LENGTH = 100;

/** The longest comment a visitor can post (a library limit). */
export const COMMENT_TEXT_MAX_LENGTH = 5000;
