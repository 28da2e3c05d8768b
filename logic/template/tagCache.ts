/**
 * Tags read once: reading a tag depends only on its text and on which formatter and predicate names
 * exist, so a registry keeps the readings of the tags it has seen (TEMPLATE-LANGUAGE.md "Text and
 * tags"). `{.end}` and a bare `{.or}` are recognised in place, without a lookup.
 */
import * as cacheBudget from './cacheBudget.ts';
import type { Position } from './errors.ts';
import type { TemplateNode } from './syntax.ts';
import * as tagsModule from './tags.ts';
import type { Tag, TagEnvironment } from './tags.ts';

// Imports bound once: a module runner may read imported names through a getter on every call.
const { readTag } = tagsModule;
const { bytesOf, bytesOfUnits, CACHE_LIMITS, detached } = cacheBudget;

/** Which formatter and predicate names exist, and optionally a cache of tags already read against them. */
export interface NameSet {
  hasFormatter(name: string): boolean;
  /** The known formatter name spelled at `[from, to)` of `text`, without cutting it out (see TagEnvironment). */
  formatterNameAt?(text: string, from: number, to: number): string | undefined;
  hasPredicate(name: string): boolean;
  readonly tagCache?: TagCache;
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
  /**
   * What compiling the tag works out (variables.ts: its recipe), kept with the reading and dropped with
   * it: the one lookup of the tag finds both (a second Map, by the tag's variables, cost as much again).
   */
  recipe: unknown;
}

const ORIGIN: Position = { line: 0, column: 0 };
const NO_ERRORS: readonly string[] = [];
const BLOCK_TYPES: ReadonlySet<TemplateNode['type']> = new Set(['section', 'repeated', 'predicate', 'if', 'macro']);

function entryOf(content: string, tag: Tag, errors: readonly string[]): ReadTag {
  const block = tag !== null && tag.kind === 'node' && BLOCK_TYPES.has(tag.node.type);
  return { content, tag, errors, block, recipe: null };
}

/**
 * What reading one tag asks of the names, collecting the unknown-name errors: one object per tag read,
 * where an object of three closures and an error list cost four allocations more (issue 17 §4).
 */
class Reading implements TagEnvironment {
  errors: string[] | null = null;
  readonly names: NameSet;
  readonly transient: boolean;
  constructor(names: NameSet, transient: boolean) {
    this.names = names;
    this.transient = transient;
  }
  hasFormatter(name: string): boolean {
    return this.names.hasFormatter(name);
  }
  formatterName(text: string, from: number, to: number): string | undefined {
    return this.names.formatterNameAt?.(text, from, to);
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
 * template's repeated tags, and tags shared by a site's templates, are read once. A tag is kept from its
 * second sighting on: a tag seen once only (a server compiling many distinct templates) is read for that
 * one use and kept nowhere, where filling the cache with tags never seen again made most of such a
 * compile's cost garbage collection (issue 17 §4).
 *
 * Two fixed tables filed by a hash of the tag's text (its low bits pick the slot): `seen` holds the hash
 * (plus one: 0 is empty) of the last tag sighted in each slot, `kept` the reading kept there. A lookup
 * hashes the tag where it stands in the template and compares the kept reading's text in place: no slice
 * of the template is hashed again, and a first sighting, the common case of a server, costs no lookup by
 * text at all. A tag whose slot another tag took is read once more, never read wrong: the reading
 * depends only on the text. Bounded by slot count and by bytes (CACHE_LIMITS.tagCacheBytes: it starts
 * over when full); it keeps a copy of each tag's text, never a slice of the template (which would keep
 * the template alive), and no tag longer than CACHE_LIMITS.largestEntryBytes.
 */
export class TagCache {
  // Made at the first read: a registry made for one render (`with`) may never read a tag.
  private seen: Int32Array | null = null;
  private kept: Array<ReadTag | undefined> | null = null;
  private held = 0;

  /** Reads the tag at `[from, to)` of `source` once per cache. */
  read(source: string, from: number, to: number, names: NameSet): ReadTag {
    const size = to - from;
    if (bytesOfUnits(size) > CACHE_LIMITS.largestEntryBytes) return readEntry(source.slice(from, to), names, true);
    const hash = hashOf(source, from, to);
    const slot = hash & (SLOTS - 1);
    const seen = (this.seen ??= new Int32Array(SLOTS));
    const table = (this.kept ??= new Array<ReadTag | undefined>(SLOTS).fill(undefined));
    const kept = table[slot];
    if (kept !== undefined && kept.content.length === size && source.startsWith(kept.content, from)) return kept;
    if (seen[slot] !== hash + 1) {
      seen[slot] = hash + 1;
      return readEntry(source.slice(from, to), names, true);
    }
    // Read from a copy: the tag's text and every name and argument cut from it share the copy's storage, not the template's.
    const entry = readEntry(detached(source.slice(from, to)), names);
    const bytes = bytesOf(entry.content);
    if (kept !== undefined) this.held -= bytesOf(kept.content);
    if (this.held + bytes > CACHE_LIMITS.tagCacheBytes) this.clear();
    table[slot] = entry;
    this.held += bytes;
    return entry;
  }

  /** The bytes of tag text held now (at most CACHE_LIMITS.tagCacheBytes). */
  get bytes(): number {
    return this.held;
  }

  /** Forgets every tag (names were added). */
  clear(): void {
    this.kept?.fill(undefined);
    this.seen?.fill(0);
    this.held = 0;
  }
}

/** The slots of {@link TagCache}'s tables (a power of two). */
const SLOTS = 65_536;

/** A 32-bit FNV-1a hash of `text` from `from` to `to` (a collision only means a tag is kept at its first sighting). */
function hashOf(text: string, from: number, to: number): number {
  let hash = 0x811c9dc5;
  for (let i = from; i < to; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  // 30 bits: a small integer V8 keeps unboxed, where half of all 32-bit hashes were a heap number to allocate.
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
