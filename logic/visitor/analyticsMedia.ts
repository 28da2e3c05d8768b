/**
 * Audio and video analytics events (shopper spec, calls: "audio 20, video 21", sent as census hits with the
 * older event fields of entities). The spec gives the numbers only; when one is sent and what it says of the
 * media are the library's:
 * - an event marks a start: the first play of a track, or the first press into a video, not every
 *   resume after a pause or every click inside the provider's player;
 * - it names the media (title, author, provider, position in an album) and its address when that is a
 *   web address (a data: or blob: address is the file itself, not a name for it, and is left out).
 */

/** The two media the analytics event numbers name (ANALYTICS_EVENT.audio, ANALYTICS_EVENT.video). */
export type MediaKind = 'audio' | 'video';

/** What moves a player's start rule: playback of `media` started, or the media ended (or was unloaded). */
export type MediaPlaybackAction = { type: 'start'; media: string } | { type: 'ended' };

/** Where a player's start rule is: the media whose start was recorded, or null. */
export type MediaPlaybackState = string | null;

/**
 * One step of a player's start rule: a start of media other than the one last recorded is recorded
 * (a first play, another track, another video); a start of the same media is a resume and is not; once
 * the media ends (or is unloaded) its next start is recorded again.
 */
export function mediaPlaybackStep(state: MediaPlaybackState, action: MediaPlaybackAction): { state: MediaPlaybackState; record: boolean } {
  const recorded = typeof state === 'string' ? state : null;
  if (action?.type === 'ended') return { state: null, record: false };
  if (action?.type !== 'start' || typeof action.media !== 'string') return { state: recorded, record: false };
  return action.media === recorded ? { state: recorded, record: false } : { state: action.media, record: true };
}

/** What a player knows of the media that started. */
export interface MediaEventInput {
  /** The file's (audio) or the player's (video) address. */
  url?: string | null;
  title?: string | null;
  /** Who made it (audio). */
  author?: string | null;
  /** The video's provider ("YouTube"). */
  provider?: string | null;
  /** The track's position in its album, from 0. */
  trackIndex?: number | null;
  /** How many tracks the album plays. */
  trackCount?: number | null;
}

/** The media part of an audio (20) or video (21) hit; the rest is the older event data of entities. */
export interface MediaEventData {
  mediaType: MediaKind;
  /** An http(s) address, else null. */
  mediaUrl: string | null;
  mediaTitle: string | null;
  mediaAuthor: string | null;
  mediaProvider: string | null;
  /** The track's number in its album, from 1; null outside an album. */
  trackNumber: number | null;
  trackCount: number | null;
}

/** Longest text kept of a title, author or provider: a name, not a document. */
const MAX_TEXT = 300;
/** Longest address kept (what browsers and servers reliably carry). */
const MAX_URL = 2048;

function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim().slice(0, MAX_TEXT);
  return trimmed === '' ? null : trimmed;
}

function webAddress(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_URL) return null;
  return /^https?:\/\/\S+$/i.test(value) ? value : null;
}

function whole(value: unknown, min: number): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min ? value : null;
}

/** Builds the media part of an audio or video hit: every field present (null when unknown). */
export function mediaEventData(kind: MediaKind, input: MediaEventInput | null | undefined): MediaEventData {
  const count = whole(input?.trackCount, 1);
  const index = whole(input?.trackIndex, 0);
  // A position is an album's: a single track, or one outside the count, has none.
  const inAlbum = count !== null && count > 1 && index !== null && index < count;
  return {
    mediaType: kind === 'video' ? 'video' : 'audio',
    mediaUrl: webAddress(input?.url),
    mediaTitle: text(input?.title),
    mediaAuthor: text(input?.author),
    mediaProvider: text(input?.provider),
    trackNumber: inAlbum ? index + 1 : null,
    trackCount: inAlbum ? count : null,
  };
}
