/**
 * Parses a template into its syntax tree (TEMPLATE-LANGUAGE.md "Text and tags", "Instructions";
 * rendering.md §4 "Template blocks": root, section, repeated, predicate, if, macro). Scanning and
 * block assembly happen in one pass; structural errors are reported and the tree keeps whatever
 * was assembled, so it still renders.
 */
import {
  deadCode,
  EOF_INSTRUCTION,
  eofInBlock,
  nestingTooDeep,
  notAllowedAtRoot,
  notAllowedInBlock,
  templateError,
  type Position,
  type TemplateError,
} from './errors.ts';
import { INSTRUCTION_NAMES, type BlockNode, type OrNode, type TemplateNode, type TemplateTree, type TextNode } from './syntax.ts';
import * as tagsModule from './tags.ts';
import type { Tag } from './tags.ts';

// Imports bound once: a module runner may read imported names through a getter on every call.
const { readTag } = tagsModule;

/** The result of {@link parseSource}. */
export interface ParseResult {
  tree: TemplateTree;
  errors: TemplateError[];
}

/** Which formatter and predicate names exist, and optionally a cache of tags already read against them. */
export interface NameSet {
  hasFormatter(name: string): boolean;
  hasPredicate(name: string): boolean;
  readonly tagCache?: TagCache;
}

interface CachedTag {
  /** The tag's text, between the braces. */
  content: string;
  tag: Tag;
  /** The unknown-name errors reading it reported, reported again at each use. */
  errors: readonly string[];
  /** The node's type when the tag is a node (read here once: nodes come in many shapes). */
  type: TemplateNode['type'] | null;
  /** True when the tag opens a block. */
  block: boolean;
  /** The next tag of the same key (a short chain: see {@link TagCache}). */
  next: CachedTag | null;
}

const BLOCK_TYPES: ReadonlySet<string> = new Set(['section', 'repeated', 'predicate', 'if', 'macro']);

function entryOf(content: string, tag: Tag, errors: readonly string[]): CachedTag {
  const type = tag !== null && tag.kind === 'node' ? tag.node.type : null;
  return { content, tag, errors, type, block: type !== null && BLOCK_TYPES.has(type), next: null };
}

const ORIGIN: Position = { line: 0, column: 0 };
const NO_ERRORS: readonly string[] = [];

/** Reads a tag's inside, collecting the unknown-name errors instead of reporting them at a position. */
function readEntry(content: string, names: NameSet): CachedTag {
  const errors: string[] = [];
  const tag = readTag(content, ORIGIN, {
    hasFormatter: (name) => names.hasFormatter(name),
    hasPredicate: (name) => names.hasPredicate(name),
    error: (message) => errors.push(message),
  });
  return entryOf(content, tag, errors.length === 0 ? NO_ERRORS : errors);
}

/** How many tags of one key a cache keeps: bounds the walk when many tags share a key. */
const CHAIN_LIMIT = 8;

/**
 * Tags already read, by their text. Reading a tag depends only on its text and on which names exist,
 * so a registry keeps one cache (emptied when names are added): a template's repeated tags, and tags
 * shared by a site's templates, are read once. Tags are filed under a small number made of their
 * length and three of their characters (hashing a whole sliced string costs more than reading a short
 * chain and comparing); a chain holds at most {@link CHAIN_LIMIT} tags. Bounded: it starts over when full.
 */
export class TagCache {
  private readonly entries = new Map<number, CachedTag>();
  private count = 0;
  private readonly size: number;

  constructor(size = 8192) {
    this.size = size;
  }

  /** Reads the tag at `[from, to)` of `source` once per cache. */
  read(source: string, from: number, to: number, names: NameSet): CachedTag {
    const size = to - from;
    const key = (((size * 257 + source.charCodeAt(from)) * 257 + source.charCodeAt(to - 1)) * 257 + source.charCodeAt(from + (size >> 1))) & 0x3fffffff;
    const content = source.slice(from, to);
    let depth = 0;
    for (let entry = this.entries.get(key) ?? null; entry !== null; entry = entry.next) {
      if (entry.content === content) return entry;
      depth += 1;
      if (depth === CHAIN_LIMIT - 1) entry.next = null;
    }
    const entry = readEntry(content, names);
    if (this.count >= this.size) this.clear();
    entry.next = this.entries.get(key) ?? null;
    this.entries.set(key, entry);
    this.count += 1;
    return entry;
  }

  /** Forgets every tag (names were added). */
  clear(): void {
    this.entries.clear();
    this.count = 0;
  }
}

/**
 * A read tag's node at a position: a node of its own (a cached reading is shared), with fresh block
 * bodies. Written out per type: a literal of known shape costs far less than a spread copy.
 */
function place(node: TemplateNode, line: number, column: number): TemplateNode {
  switch (node.type) {
    case 'variable':
      return { type: 'variable', variables: node.variables, formatters: node.formatters, line, column };
    case 'section':
      return { type: 'section', path: node.path, body: [], alternate: null, line, column };
    case 'repeated':
      return { type: 'repeated', path: node.path, body: [], alternatesWith: null, alternate: null, line, column };
    case 'predicate':
      return { type: 'predicate', predicate: node.predicate, viaIf: node.viaIf, body: [], alternate: null, line, column };
    case 'if':
      return { type: 'if', variables: node.variables, operators: node.operators, body: [], alternate: null, line, column };
    case 'macro':
      return { type: 'macro', name: node.name, body: [], line, column };
    default:
      return { ...node, line, column };
  }
}

/** How deep blocks may nest: far beyond any real template, well within what the compiled closures can recurse. */
export const MAX_NESTING = 1000;

interface OpenBlock {
  node: BlockNode;
  target: TemplateNode[];
  state: 'body' | 'alternates' | 'or';
  lastOr: OrNode | null;
}

/**
 * Turns offsets into 1-based lines and columns without allocating: after `seek(offset)`, `line` is
 * the offset's line and `offset - lineStart + 1` its column. Offsets must be sought in increasing order.
 */
class LineCounter {
  line = 1;
  lineStart = 0;
  /** The first line feed not yet counted (-1 when there is none left). */
  private nextNewline: number;
  private readonly source: string;
  constructor(source: string) {
    this.source = source;
    this.nextNewline = source.indexOf('\n');
  }
  seek(offset: number): void {
    while (this.nextNewline !== -1 && this.nextNewline < offset) {
      this.line += 1;
      this.lineStart = this.nextNewline + 1;
      this.nextNewline = this.source.indexOf('\n', this.lineStart);
    }
  }
}

class Assembler {
  readonly root: TemplateTree = { type: 'root', body: [] };
  readonly errors: TemplateError[] = [];
  private readonly stack: OpenBlock[] = [];
  /** Where the next node goes: the innermost open block's current list, or the root body. */
  private current: TemplateNode[] = this.root.body;
  /** The text node ending the current list, which further text joins; null when the list ends otherwise. */
  private lastText: TextNode | null = null;

  error(message: string, at: Position): void {
    this.errors.push(templateError('syntax', message, at));
  }

  /** Back to the enclosing list after a block ends: it ends with that block, so no text is open. */
  private retarget(): void {
    const top = this.stack[this.stack.length - 1];
    this.current = top === undefined ? this.root.body : top.target;
    this.lastText = null;
  }

  /** The instruction name of the innermost open block, as the messages print it. */
  private currentName(top: OpenBlock): string {
    return top.state === 'or' ? INSTRUCTION_NAMES.or : INSTRUCTION_NAMES[top.node.type];
  }

  text(value: string, line: number, column: number): void {
    if (this.lastText !== null) this.lastText.value += value;
    else {
      const node: TextNode = { type: 'text', value, line, column };
      this.current.push(node);
      this.lastText = node;
    }
  }

  /** Adds a leaf node. */
  leaf(node: TemplateNode): void {
    this.current.push(node);
    this.lastText = null;
  }

  /** Opens a block; false when it would nest beyond {@link MAX_NESTING} (then nothing was added). */
  open(node: BlockNode): boolean {
    if (this.stack.length >= MAX_NESTING) {
      this.error(nestingTooDeep(MAX_NESTING), node);
      return false;
    }
    this.current.push(node);
    this.stack.push({ node, target: node.body, state: 'body', lastOr: null });
    this.current = node.body;
    this.lastText = null;
    return true;
  }

  or(predicate: OrNode['predicate'], at: Position): void {
    const top = this.stack[this.stack.length - 1];
    if (top === undefined) return this.error(notAllowedAtRoot(INSTRUCTION_NAMES.or), at);
    if (top.node.type === 'macro') return this.error(notAllowedInBlock(INSTRUCTION_NAMES.or, INSTRUCTION_NAMES.macro), at);
    if (top.state === 'or' && top.lastOr !== null && top.lastOr.predicate === null) {
      return this.error(deadCode(INSTRUCTION_NAMES.or), at);
    }
    const branch: OrNode = { type: 'or', predicate, body: [], alternate: null, line: at.line, column: at.column };
    if (top.lastOr !== null) top.lastOr.alternate = branch;
    else top.node.alternate = branch;
    top.lastOr = branch;
    top.state = 'or';
    top.target = branch.body;
    this.current = branch.body;
    this.lastText = null;
  }

  alternates(at: Position): void {
    const top = this.stack[this.stack.length - 1];
    if (top === undefined) return this.error(notAllowedAtRoot(INSTRUCTION_NAMES.alternates), at);
    if (top.node.type === 'repeated' && top.state === 'body') {
      top.node.alternatesWith = [];
      top.target = top.node.alternatesWith;
      top.state = 'alternates';
      this.current = top.target;
      this.lastText = null;
      return;
    }
    this.error(notAllowedInBlock(INSTRUCTION_NAMES.alternates, this.currentName(top)), at);
  }

  end(at: Position): void {
    if (this.stack.length === 0) return this.error(notAllowedAtRoot(INSTRUCTION_NAMES.end), at);
    this.stack.pop();
    this.retarget();
  }

  /** The end of input: a block still open is reported once, naming the innermost. */
  finish(): void {
    const top = this.stack[this.stack.length - 1];
    if (top !== undefined) this.error(eofInBlock(this.currentName(top)), top.lastOr ?? top.node);
  }
}

/** The tags read without a lookup: `{.end}` and a bare `{.or}`, a third of a typical template's tags. */
const END_TAG = entryOf('.end', { kind: 'end' }, NO_ERRORS);
const BARE_OR_TAG = entryOf('.or', { kind: 'or', predicate: null }, NO_ERRORS);

/** The tag at `[from, to)` of `source` when it is `.end` or `.or`, compared in place; else undefined. */
function keywordTag(source: string, from: number, to: number): CachedTag | undefined {
  if (source.charCodeAt(from) !== 46) return undefined;
  const size = to - from;
  if (size === 4 && source.charCodeAt(from + 1) === 101 && source.charCodeAt(from + 2) === 110 && source.charCodeAt(from + 3) === 100) {
    return END_TAG;
  }
  if (size === 3 && source.charCodeAt(from + 1) === 111 && source.charCodeAt(from + 2) === 114) return BARE_OR_TAG;
  return undefined;
}

/**
 * Parses `source`; unknown formatter and predicate names are reported against `names`. One pass:
 * `indexOf` finds the braces, each brace is looked for once, and a tag's text is read once per
 * registry (see {@link TagCache}).
 */
export function parseSource(source: string, names: NameSet): ParseResult {
  const assembler = new Assembler();
  const lines = new LineCounter(source);
  const cache = names.tagCache;
  const length = source.length;
  let index = 0;
  /** The first `{` at or after `index` once known (-1: there is none), found by the previous tag's scan. */
  let open = source.indexOf('{');
  while (index < length) {
    let start = open >= index || open === -1 ? open : source.indexOf('{', index);
    if (start === -1) break;
    if (source.charCodeAt(start + 1) === 35 && source.charCodeAt(start + 2) === 35) {
      if (start > index) {
        lines.seek(index);
        assembler.text(source.slice(index, start), lines.line, index - lines.lineStart + 1);
      }
      lines.seek(start);
      const close = source.indexOf('##}', start + 3);
      const value = source.slice(start + 3, close === -1 ? length : close);
      assembler.leaf({ type: 'comment', value, multiline: true, line: lines.line, column: start - lines.lineStart + 1 });
      index = close === -1 ? length : close + 3;
      continue;
    }
    const end = source.indexOf('}', start + 1);
    if (end === -1) break;
    // Tags do not nest: a later `{` before the `}` starts the tag there.
    open = source.indexOf('{', start + 1);
    while (open !== -1 && open < end) {
      start = open;
      open = source.indexOf('{', start + 1);
    }
    if (start > index) {
      lines.seek(index);
      assembler.text(source.slice(index, start), lines.line, index - lines.lineStart + 1);
    }
    lines.seek(start);
    const line = lines.line;
    const column = start - lines.lineStart + 1;
    index = end + 1;
    if (source.charCodeAt(start + 1) === 35) {
      assembler.leaf({ type: 'comment', value: source.slice(start + 2, end), multiline: false, line, column });
      continue;
    }
    let entry = keywordTag(source, start + 1, end);
    if (entry === undefined) {
      entry = cache === undefined ? readEntry(source.slice(start + 1, end), names) : cache.read(source, start + 1, end, names);
      if (entry.errors.length > 0) for (const message of entry.errors) assembler.error(message, { line, column });
    }
    const tag = entry.tag;
    if (tag === null) {
      assembler.text(source.slice(start, end + 1), line, column);
      continue;
    }
    switch (tag.kind) {
      case 'node': {
        const node = place(tag.node, line, column);
        if (!entry.block) assembler.leaf(node);
        else if (!assembler.open(node as BlockNode)) assembler.text(source.slice(start, end + 1), line, column);
        break;
      }
      case 'or':
        assembler.or(tag.predicate, { line, column });
        break;
      case 'end':
        assembler.end({ line, column });
        break;
      case 'alternates':
        assembler.alternates({ line, column });
        break;
      case 'eof':
        assembler.leaf({ type: 'eof', line, column });
        assembler.error(EOF_INSTRUCTION, { line, column });
        index = length;
        break;
    }
  }
  if (index < length) {
    lines.seek(index);
    assembler.text(source.slice(index), lines.line, index - lines.lineStart + 1);
  }
  assembler.finish();
  return { tree: assembler.root, errors: assembler.errors };
}
