/**
 * What the engine's module-level caches may hold ("Memory"). A cache lives as long as the
 * page or server, so it is bounded by the size of what it holds, not only by its count: one long tag
 * or expression counts as much as many short ones. And it holds copies: a string cut from a template
 * with `slice` is, in V8, a view that keeps the whole template alive, so a cache of slices would keep
 * every template it ever read.
 */

/** The byte bounds of the caches (a string counts two bytes per UTF-16 code unit). */
export const CACHE_LIMITS = {
  /** Tags read, by their text, per registry (tagCache.ts). */
  tagCacheBytes: 2 * 1024 * 1024,
  /** `.eval` expressions read, by their text (instructions.ts). */
  expressionCacheBytes: 1024 * 1024,
  /** Variable paths, by their dotted text (tags.ts). */
  pathCacheBytes: 512 * 1024,
  /** Messages of the message formatter, by their text (formatters/message.ts). */
  messageCacheBytes: 256 * 1024,
  /**
   * The longest message kept: a message is a sentence or two. A longer text from the data is read
   * again at each use (reading is linear), so a page of long texts fills no cache.
   */
  largestMessageBytes: 1024,
  /** The longest entry any of them keeps: longer text is read again at each use rather than cached. */
  largestEntryBytes: 16 * 1024,
} as const;

/** The bytes a string counts for in a cache. */
export function bytesOf(text: string): number {
  return bytesOfUnits(text.length);
}

/** The bytes a string of `units` UTF-16 code units counts for (a tag measured where it stands, before it is cut). */
export function bytesOfUnits(units: number): number {
  return 2 * units;
}

/**
 * A copy of `text` that shares no storage with the string it was cut from. Joining forces a new
 * string (V8 flattens the pair into fresh storage before it cuts the first character off again), so
 * the result keeps at most one character more than itself alive, never its source.
 */
export function detached(text: string): string {
  return ` ${text}`.slice(1);
}
