/**
 * The audio player's rules: an album's track limit (rendering spec, constants and limits "Max tracks in an album 60",
 * BUILDER_LIMITS.albumTracks) and the time a player shows.
 */
import { BUILDER_LIMITS } from '../builder/builder.ts';

/** An album's tracks as it plays them: the first BUILDER_LIMITS.albumTracks (60, rendering spec, constants and limits); a non-array holds none. */
export function albumTracks<T>(tracks: readonly T[] | null | undefined): readonly T[] {
  if (!Array.isArray(tracks)) return [];
  return tracks.length > BUILDER_LIMITS.albumTracks ? tracks.slice(0, BUILDER_LIMITS.albumTracks) : tracks;
}

/** How many tracks of an album the limit leaves out (0 when all fit). */
export function albumTracksLeftOut(count: number): number {
  return Number.isFinite(count) && count > BUILDER_LIMITS.albumTracks ? Math.floor(count) - BUILDER_LIMITS.albumTracks : 0;
}

/** A playing time in seconds as a player shows it: m:ss, or h:mm:ss from an hour; 0:00 for anything not a time. */
export function mediaTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(Math.min(seconds, 359_999_999)) : 0;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}

/** A duration given in milliseconds (a track's `durationInMs`) as seconds; undefined when it is not a positive number. */
export function durationSeconds(milliseconds: unknown): number | undefined {
  return typeof milliseconds === 'number' && Number.isFinite(milliseconds) && milliseconds > 0 ? milliseconds / 1000 : undefined;
}

/** One track as a player holds it (components/content/AudioPlayer). */
export interface MediaTrack {
  /** The audio file's address. */
  url: string;
  /** The track's title. */
  title?: string;
  /** Who made it. */
  author?: string;
  /** Its length in ms, when the item gives it. */
  durationMs?: number;
}

/** A video block as a wrapper draws it (components/content/VideoWrapper). */
export interface MediaVideo {
  /** The oEmbed answer's html (hostile: only its provider's iframe is ever drawn). */
  html: string;
  /** The oEmbed answer's provider name ('' when none). */
  providerName: string;
  /** The video's title ('' when none). */
  title: string;
  /** Show the main image and a play button until pressed. */
  overlay: boolean;
  /** The item's main image, for the overlay. */
  image?: { assetUrl: string; originalSize?: string; altText?: string };
}

function record(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function text(...values: unknown[]): string | undefined {
  for (const value of values) if (typeof value === 'string' && value.trim() !== '') return value;
  return undefined;
}

/** A track from a template value: the item's `structuredContent` or itself (audioAssetUrl, assetUrl or url; title; author; durationInMs). */
function trackOf(value: unknown): MediaTrack | null {
  const item = record(value);
  if (item === null) return null;
  const content = record(item['structuredContent']) ?? {};
  const url = text(content['audioAssetUrl'], item['audioAssetUrl'], item['assetUrl'], item['url']);
  if (url === undefined) return null;
  const title = text(item['title'], content['title']);
  const author = text(content['author'], item['author']);
  const duration = [content['durationInMs'], item['durationInMs'], item['durationMs']].find((ms) => durationSeconds(ms) !== undefined);
  return { url, ...(title === undefined ? {} : { title }), ...(author === undefined ? {} : { author }), ...(typeof duration === 'number' ? { durationMs: duration } : {}) };
}

/**
 * The tracks of an `audio-player` template value: an album's `tracks` (or `items`), else the item as
 * one track. The template language does not give the field names; the library reads a track's file from
 * `structuredContent.audioAssetUrl`, `audioAssetUrl`, `assetUrl` or `url`, and `title`, `author`,
 * `durationInMs`. Tracks without a file are dropped; the album limit is the player's. Never throws.
 */
export function audioTracksOf(value: unknown): MediaTrack[] {
  try {
    const item = record(value);
    if (item === null) return [];
    const list = Array.isArray(item['tracks']) ? item['tracks'] : Array.isArray(item['items']) ? item['items'] : null;
    if (list === null) {
      const one = trackOf(item);
      return one === null ? [] : [one];
    }
    return list.map(trackOf).filter((track): track is MediaTrack => track !== null);
  } catch {
    // An item whose reads throw has no tracks, like a missing one.
    return [];
  }
}

/**
 * A video block from a `video` template value (rendering spec, entities "Video": oembed html and
 * providerName, overlay, mainImageId): `oembed.html`, `oembed.providerName` (or `provider_name`, as
 * oEmbed answers spell it), `oembed.title` or the item's title, `overlay`, and the item's
 * `mainImage` asset. Null without an oembed; never throws.
 */
export function videoOf(value: unknown): MediaVideo | null {
  try {
    const item = record(value);
    const oembed = record(item?.['oembed']);
    if (item === null || oembed === null) return null;
    const image = record(item['mainImage']);
    const assetUrl = text(image?.['assetUrl']);
    const size = text(image?.['originalSize']);
    const alt = text(image?.['altText']);
    return {
      html: text(oembed['html']) ?? '',
      providerName: text(oembed['providerName'], oembed['provider_name']) ?? '',
      title: text(oembed['title'], item['title']) ?? '',
      overlay: item['overlay'] === true,
      ...(assetUrl === undefined ? {} : { image: { assetUrl, ...(size === undefined ? {} : { originalSize: size }), ...(alt === undefined ? {} : { altText: alt }) } }),
    };
  } catch {
    // An item whose reads throw is no video, like one without an oembed.
    return null;
  }
}
