/**
 * Tags read once: reading a tag depends only on its text and on which formatter and predicate names
 * exist, so a registry keeps the readings of the tags it has seen (docs/template-language.md "Text and
 * tags"). `{.end}` and a bare `{.or}` are recognised in place, without a lookup.
 */
import { bytesOf, bytesOfUnits, CACHE_LIMITS, detached } from './cacheBudget.ts';
import type { Position } from './errors.ts';
import type { TemplateNode } from './syntax.ts';
import { readTag, type PathCache, type Tag, type TagEnvironment } from './tags.ts';
import type { TemplateCaches } from './caches.ts';

/**
 * Which formatter and predicate names exist, and optionally a cache of tags already read against
 * them and the engine's caches (where the paths read are shared).
 */
export interface NameSet {
  hasFormatter(name: string): boolean;
  hasPredicate(name: string): boolean;
  readonly tagCache?: TagCache;
  readonly caches?: TemplateCaches;
}

/** A tag as read: shared by every place the same text appears, so never changed once made. */
export interface ReadTag {
  /** The tag's text, between the braces. */
  readonly content: string;
  readonly tag: Tag;
  /** The unknown-name errors reading it reported, reported again at each use. */
  readonly errors: readonly string[];
  /** True when the tag opens a block. */
  readonly block: boolean;
  /** What compiling the tag works out (variables.ts: its recipe), kept with the reading and dropped with it. */
  recipe: unknown;
}

const ORIGIN: Position = { line: 0, column: 0 };
const NO_ERRORS: readonly string[] = [];
const BLOCK_TYPES: ReadonlySet<TemplateNode['type']> = new Set(['section', 'repeated', 'predicate', 'if', 'macro']);

function entryOf(content: string, tag: Tag, errors: readonly string[]): ReadTag {
  const block = tag !== null && tag.kind === 'node' && BLOCK_TYPES.has(tag.node.type);
  return { content, tag, errors, block, recipe: null };
}

/** What reading one tag asks of the names and the engine's path cache, collecting the unknown-name errors. */
class Reading implements TagEnvironment {
  errors: string[] | null = null;
  readonly names: NameSet;
  readonly transient: boolean;
  readonly paths: PathCache | undefined;
  constructor(names: NameSet, transient: boolean) {
    this.names = names;
    this.transient = transient;
    this.paths = names.caches?.paths;
  }
  hasFormatter(name: string): boolean {
    return this.names.hasFormatter(name);
  }
  hasPredicate(name: string): boolean {
    return this.names.hasPredicate(name);
  }
  error(message: string): void {
    (this.errors ??= []).push(message);
  }
}

/** Reads a tag's inside, collecting the unknown-name errors instead of reporting them at a position (`transient`: for one use). */
export function readEntry(content: string, names: NameSet, transient = false): ReadTag {
  const reading = new Reading(names, transient);
  const tag = readTag(content, ORIGIN, reading);
  return entryOf(content, tag, reading.errors ?? NO_ERRORS);
}

/**
 * Tags already read, by their text. A registry keeps one cache (emptied when names are added): a
 * template's repeated tags, and tags shared by a site's templates, are read once. Bounded by count and
 * by bytes (CACHE_LIMITS.tagCacheBytes): it starts over when full. It keeps a copy of each tag's text,
 * never a slice of the template (which would keep the template alive), and does not keep a tag longer
 * than CACHE_LIMITS.largestEntryBytes.
 *
 * Readings are filed by a hash of the tag's text, computed where the tag stands in the template, so a
 * lookup cuts nothing out of the template. A kept reading is compared with the template in place
 * before it is used: of two tags of one hash the later one is kept and the other read again at its
 * next sighting, and no tag is ever answered with another's reading.
 */
export class TagCache {
  private readonly entries = new Map<number, ReadTag>();
  private held = 0;
  private readonly size: number;
  /**
   * Hashes of the tags seen once: a tag is kept from its second sighting on, so a tag seen once only
   * (a server compiling many distinct templates) is read for that one use and kept nowhere. A fixed
   * table filed by the hash's low bits, each slot holding the last hash filed there plus one (0 is
   * empty): it never grows, and a tag pushed out by another of its slot is read once more before it is kept.
   */
  private readonly seen = new Int32Array(SEEN_SLOTS);

  constructor(size = 8192) {
    this.size = size;
  }

  /** Reads the tag at `[from, to)` of `source` once per cache. */
  read(source: string, from: number, to: number, names: NameSet): ReadTag {
    const size = to - from;
    const bytes = bytesOfUnits(size);
    if (bytes > CACHE_LIMITS.largestEntryBytes) return readEntry(source.slice(from, to), names, true);
    const hash = hashOf(source, from, to);
    const found = this.entries.get(hash);
    if (found !== undefined && found.content.length === size && source.startsWith(found.content, from)) return found;
    const slot = hash & (SEEN_SLOTS - 1);
    if (this.seen[slot] !== hash + 1) {
      this.seen[slot] = hash + 1;
      return readEntry(source.slice(from, to), names, true);
    }
    // Read from a copy: the tag's text and every name and argument cut from it share the copy's storage, not the template's.
    const entry = readEntry(detached(source.slice(from, to)), names);
    if (found !== undefined) this.held -= bytesOf(found.content);
    if (this.entries.size >= this.size || this.held + bytes > CACHE_LIMITS.tagCacheBytes) this.clear();
    this.entries.set(hash, entry);
    this.held += bytes;
    return entry;
  }

  /** The bytes of tag text held now (at most CACHE_LIMITS.tagCacheBytes). */
  get bytes(): number {
    return this.held;
  }

  /** Forgets every tag (names were added). */
  clear(): void {
    this.entries.clear();
    this.seen.fill(0);
    this.held = 0;
  }
}

/** How many first sightings {@link TagCache} remembers (numbers only, a power of two: no text is kept). */
const SEEN_SLOTS = 65_536;

/**
 * A 30-bit FNV-1a hash of `text` from `from` to `to`. A collision costs a reading, never a wrong one: two
 * tags of one hash share a Map entry (each compared in place before use) and a slot of `seen`.
 */
function hashOf(text: string, from: number, to: number): number {
  let hash = 0x811c9dc5;
  for (let i = from; i < to; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  // 30 bits: a small integer (a Smi) on every platform, never a heap number.
  return hash & 0x3fffffff;
}

const END_TAG = entryOf('.end', { kind: 'end' }, NO_ERRORS);
const BARE_OR_TAG = entryOf('.or', { kind: 'or', predicate: null }, NO_ERRORS);

/** The tag at `[from, to)` of `source` when it is `.end` or a bare `.or`, compared in place; else undefined. */
export function keywordTag(source: string, from: number, to: number): ReadTag | undefined {
  if (source.charCodeAt(from) !== 46) return undefined;
  const size = to - from;
  if (size === 4 && source.charCodeAt(from + 1) === 101 && source.charCodeAt(from + 2) === 110 && source.charCodeAt(from + 3) === 100) {
    return END_TAG;
  }
  if (size === 3 && source.charCodeAt(from + 1) === 111 && source.charCodeAt(from + 2) === 114) return BARE_OR_TAG;
  return undefined;
}
