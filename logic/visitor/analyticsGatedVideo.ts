/**
 * Gated-video events (shopper spec, calls "Gated-video events"; states "Visitor events for gated video collections
 * are sent only if a census cookie is present"): which page view a page of a gated video collection
 * sends, when any of the five events may be sent, and what each carries. Cookies and the page come in
 * as values; sending (RecordEvent) happens in hooks/.
 *
 * Where the spec leaves a choice, the library's:
 * - the access-denied events belong to the member-area access-denied page (page type 106). states lists that
 *   page among those that send no analytics, yet these two events exist only there, so for them the
 *   page-type rule is not applied; every other rule is (census off, a logged-in contributor);
 * - a video list is the collection's page (type 1), a video's detail page its content item (type 50);
 * - the viewer's access status is `granted` or `denied`, as the site says (a detail page may show a
 *   locked player to a visitor without access).
 */
import { GATED_VIDEO_EVENTS, trackingDecision, type GatedVideoEventKey } from './analytics.ts';
import { canSendGatedVideoEvent } from './cookies.ts';
import { PAGE_TYPE } from '../shared/enums.ts';

/** The access-denied events: sent from the member-area access-denied page only. */
const ACCESS_DENIED_KEYS: ReadonlySet<string> = new Set<GatedVideoEventKey>(['accessDeniedPageView', 'accessDeniedCtaClick']);

function isGatedVideoEventKey(key: unknown): key is GatedVideoEventKey {
  return typeof key === 'string' && Object.hasOwn(GATED_VIDEO_EVENTS, key);
}

/** The gated-video page view a page of a gated video collection sends when it opens, by page type; null for any other page. */
export function gatedVideoPageViewKey(pageType: number): GatedVideoEventKey | null {
  if (pageType === PAGE_TYPE.memberAreaAccessDenied) return 'accessDeniedPageView';
  if (pageType === PAGE_TYPE.mainContentOrCollection) return 'videoListPageView';
  if (pageType === PAGE_TYPE.contentItem) return 'videoDetailPageView';
  return null;
}

/** What decides whether a gated-video event is sent. */
export interface GatedVideoEventContext {
  /** The event, by its key in GATED_VIDEO_EVENTS. */
  key: GatedVideoEventKey;
  /** Whether the page belongs to a gated video collection (no other page sends these events). */
  gated: boolean;
  pageType: number;
  censusEnabled: boolean;
  user: { roles: readonly number[] } | null;
  path: string;
  /** The page's cookies, name → value, read when the event happens. */
  cookies: Readonly<Record<string, string | undefined>>;
}

/**
 * Whether a gated-video event is sent (shopper spec, states): on a gated video collection's page, with a census
 * cookie present, and under the analytics suppression rules; the access-denied events only on the
 * access-denied page (whose page type the rules would otherwise suppress), the others anywhere but there.
 */
export function gatedVideoEventAllowed(context: GatedVideoEventContext): boolean {
  if (context === null || typeof context !== 'object') return false;
  const { key, gated, pageType, censusEnabled, user, path, cookies } = context;
  if (gated !== true || !isGatedVideoEventKey(key)) return false;
  if (cookies === null || typeof cookies !== 'object' || !canSendGatedVideoEvent(cookies)) return false;
  const onDeniedPage = pageType === PAGE_TYPE.memberAreaAccessDenied;
  if (ACCESS_DENIED_KEYS.has(key) !== onDeniedPage) return false;
  const rules = { user: user !== null && typeof user === 'object' ? user : null, censusEnabled: censusEnabled === true, path: typeof path === 'string' ? path : '' };
  // On the access-denied page every rule but the page type's applies: judge it as an ordinary page.
  return trackingDecision({ ...rules, pageType: onDeniedPage ? PAGE_TYPE.page : pageType }).events;
}

/** A viewer's access to a gated video, as its detail page view reports it. */
export type ViewerAccessStatus = 'granted' | 'denied';

/** What a gated-video event says: the page's fields and the event's own. */
export interface GatedVideoEventInput {
  websiteId?: string | null;
  pagePath?: string | null;
  collectionId?: string | null;
  itemId?: string | null;
  /** Whether the viewer may watch the video (the detail page view). */
  viewerHasAccess?: boolean | null;
  /** The provider's player address (the third-party video click). */
  videoUrl?: string | null;
  /** The video's provider (the third-party video click). */
  provider?: string | null;
  /** Where the clicked link goes (the access-denied call to action); null for a button. */
  destinationUrl?: string | null;
}

/** The data of a gated-video RecordEvent; fields that do not belong to the event are left out. */
export interface GatedVideoEventData {
  websiteId: string | null;
  pagePath: string | null;
  collectionId: string | null;
  itemId: string | null;
  viewerAccessStatus?: ViewerAccessStatus | null;
  videoUrl?: string | null;
  videoProvider?: string | null;
  destinationUrl?: string | null;
}

const MAX_TEXT = 2048;

function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' || trimmed.length > MAX_TEXT ? null : trimmed;
}

/** Builds a gated-video event's data: the page's fields, and the access status, video or destination the event is about. */
export function gatedVideoEventData(key: GatedVideoEventKey, input: GatedVideoEventInput | null | undefined): GatedVideoEventData {
  const data: GatedVideoEventData = {
    websiteId: text(input?.websiteId),
    pagePath: text(input?.pagePath),
    collectionId: text(input?.collectionId),
    itemId: text(input?.itemId),
  };
  if (key === 'videoDetailPageView') {
    const access = input?.viewerHasAccess;
    data.viewerAccessStatus = access === true ? 'granted' : access === false ? 'denied' : null;
  }
  if (key === 'thirdPartyVideoClick') {
    data.videoUrl = text(input?.videoUrl);
    data.videoProvider = text(input?.provider);
  }
  if (key === 'accessDeniedCtaClick') data.destinationUrl = text(input?.destinationUrl);
  return data;
}
