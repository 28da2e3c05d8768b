/**
 * The audio player's rules: an album's track limit (rendering.md §9 "Max tracks in an album 60",
 * BUILDER_LIMITS.albumTracks) and the time a player shows.
 */
import { BUILDER_LIMITS } from './builder.ts';

/** An album's tracks as it plays them: the first BUILDER_LIMITS.albumTracks (60, rendering.md §9); a non-array holds none. */
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
