/**
 * What an engine's caches (caches.ts) may hold ("Memory"). A cache lives as long as its engine, often
 * the page or server, so it is bounded by the size of what it holds, not only by its count: one long
 * tag or expression counts as much as many short ones. And it holds copies: a string cut from a
 * template with `slice` is, in V8, a view that keeps the whole template alive, so a cache of slices
 * would keep every template it ever read.
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

/** How many entries each cache holds at most (each also within its bytes above, where it has a bound). */
export const CACHE_SIZES = {
  /** Variable paths, by their dotted text. */
  paths: 4096,
  /** Compiled lookups, of each kind (a scope outward, the current scope only, paths written at run time). */
  lookups: 4096,
  /** `.eval` expressions. */
  expressions: 2048,
  /** Locales (a site renders in a few) and time zones (a site has one, a server a few). */
  locales: 64,
  /** Primitive JSON arguments of the comparison predicates, by their text. */
  jsonArguments: 1024,
  /** The longest JSON argument kept (a number, a word: longer text is parsed at each use). */
  largestJsonArgument: 64,
  /** Formatted dates, formatted money and calendar days (each a memo of its own). */
  formattedTexts: 1024,
  /** Money objects read from template data, by currency and amount text. */
  moneyReadings: 1024,
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

/**
 * A Map bounded by how many entries it holds and by the bytes its entries count for (see
 * {@link bytesOf}): an entry that would pass either bound empties it first. Callers keep copies as
 * text keys (see {@link detached}) and leave out entries longer than they keep.
 */
export class BoundedMap<K, V> {
  private readonly entries = new Map<K, V>();
  private held = 0;
  private readonly maxCount: number;
  private readonly maxBytes: number;

  constructor(maxCount: number, maxBytes = Number.POSITIVE_INFINITY) {
    this.maxCount = maxCount;
    this.maxBytes = maxBytes;
  }

  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  /** Keeps `value` under `key` (not held yet), counting `bytes` for it. */
  set(key: K, value: V, bytes = 0): void {
    if (this.entries.size >= this.maxCount || this.held + bytes > this.maxBytes) {
      this.entries.clear();
      this.held = 0;
    }
    this.entries.set(key, value);
    this.held += bytes;
  }

  /** How many entries it holds. */
  get size(): number {
    return this.entries.size;
  }

  /** The bytes its entries count for. */
  get bytes(): number {
    return this.held;
  }
}
