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
import { INSTRUCTION_NAMES, type BlockNode, type OrNode, type TemplateNode, type TemplateTree } from './syntax.ts';
import * as tagsModule from './tags.ts';
import type { Tag, TagEnvironment } from './tags.ts';

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
  tag: Tag;
  /** The unknown-name errors reading it reported, reported again at each use. */
  errors: string[];
}

const ORIGIN: Position = { line: 0, column: 0 };

/**
 * Tags already read, by their text. Reading a tag depends only on its text and on which names exist,
 * so a registry keeps one cache (emptied when names are added): a template's repeated tags, and tags
 * shared by a site's templates, are read once. Bounded: it starts over when full.
 */
export class TagCache {
  private readonly entries = new Map<string, CachedTag>();
  private readonly size: number;

  constructor(size = 8192) {
    this.size = size;
  }

  /** Reads `content` once per cache. */
  read(content: string, names: NameSet): CachedTag {
    const known = this.entries.get(content);
    if (known !== undefined) return known;
    const errors: string[] = [];
    const tag = readTag(content, ORIGIN, {
      hasFormatter: (name) => names.hasFormatter(name),
      hasPredicate: (name) => names.hasPredicate(name),
      error: (message) => errors.push(message),
    });
    const entry = { tag, errors };
    if (this.entries.size >= this.size) this.entries.clear();
    this.entries.set(content, entry);
    return entry;
  }

  /** Forgets every tag (names were added). */
  clear(): void {
    this.entries.clear();
  }
}

/** A cached tag at a position: its own node, with fresh block bodies. */
function placed(tag: Tag, at: Position): Tag {
  if (tag === null || tag.kind !== 'node') return tag;
  const node = { ...tag.node, line: at.line, column: at.column } as TemplateNode;
  switch (node.type) {
    case 'section':
    case 'predicate':
    case 'if':
      node.body = [];
      node.alternate = null;
      break;
    case 'repeated':
      node.body = [];
      node.alternate = null;
      node.alternatesWith = null;
      break;
    case 'macro':
      node.body = [];
      break;
    default:
      break;
  }
  return { kind: 'node', node };
}

/** How deep blocks may nest: far beyond any real template, well within what the compiled closures can recurse. */
export const MAX_NESTING = 1000;

interface OpenBlock {
  node: BlockNode;
  target: TemplateNode[];
  state: 'body' | 'alternates' | 'or';
  lastOr: OrNode | null;
}

/** Turns offsets into 1-based lines and columns; offsets must be asked for in increasing order. */
class LineCounter {
  private line = 1;
  private lineStart = 0;
  /** The first line feed not yet counted (-1 when there is none left). */
  private nextNewline: number;
  private readonly source: string;
  constructor(source: string) {
    this.source = source;
    this.nextNewline = source.indexOf('\n');
  }
  at(offset: number): Position {
    while (this.nextNewline !== -1 && this.nextNewline < offset) {
      this.line += 1;
      this.lineStart = this.nextNewline + 1;
      this.nextNewline = this.source.indexOf('\n', this.lineStart);
    }
    return { line: this.line, column: offset - this.lineStart + 1 };
  }
}

class Assembler {
  readonly root: TemplateTree = { type: 'root', body: [] };
  readonly errors: TemplateError[] = [];
  private readonly stack: OpenBlock[] = [];
  /** Where the next node goes: the innermost open block's current list, or the root body. */
  private current: TemplateNode[] = this.root.body;

  error(message: string, at: Position): void {
    this.errors.push(templateError('syntax', message, at));
  }

  private retarget(): void {
    const top = this.stack[this.stack.length - 1];
    this.current = top === undefined ? this.root.body : top.target;
  }

  /** The instruction name of the innermost open block, as the messages print it. */
  private currentName(top: OpenBlock): string {
    return top.state === 'or' ? INSTRUCTION_NAMES.or : INSTRUCTION_NAMES[top.node.type];
  }

  text(value: string, at: Position): void {
    const target = this.current;
    const last = target[target.length - 1];
    if (last !== undefined && last.type === 'text') last.value += value;
    else target.push({ type: 'text', value, line: at.line, column: at.column });
  }

  /** Adds a node; false when it would open a block beyond {@link MAX_NESTING} (then nothing was added). */
  node(node: TemplateNode): boolean {
    if (node.type === 'section' || node.type === 'repeated' || node.type === 'predicate' || node.type === 'if' || node.type === 'macro') {
      if (this.stack.length >= MAX_NESTING) {
        this.error(nestingTooDeep(MAX_NESTING), node);
        return false;
      }
      this.current.push(node);
      this.stack.push({ node, target: node.body, state: 'body', lastOr: null });
      this.current = node.body;
      return true;
    }
    this.current.push(node);
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
  }

  alternates(at: Position): void {
    const top = this.stack[this.stack.length - 1];
    if (top === undefined) return this.error(notAllowedAtRoot(INSTRUCTION_NAMES.alternates), at);
    if (top.node.type === 'repeated' && top.state === 'body') {
      top.node.alternatesWith = [];
      top.target = top.node.alternatesWith;
      top.state = 'alternates';
      this.current = top.target;
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

/** Parses `source`; unknown formatter and predicate names are reported against `names`. */
export function parseSource(source: string, names: NameSet): ParseResult {
  const assembler = new Assembler();
  const lines = new LineCounter(source);
  let tagAt: Position = { line: 1, column: 1 };
  const env: TagEnvironment = {
    hasFormatter: (name) => names.hasFormatter(name),
    hasPredicate: (name) => names.hasPredicate(name),
    error: (message) => assembler.error(message, tagAt),
  };
  const cache = names.tagCache;
  const length = source.length;
  let index = 0;
  scan: while (index < length) {
    let start = source.indexOf('{', index);
    if (start === -1) break;
    if (source.charCodeAt(start + 1) === 35 && source.charCodeAt(start + 2) === 35) {
      if (start > index) assembler.text(source.slice(index, start), lines.at(index));
      const at = lines.at(start);
      const close = source.indexOf('##}', start + 3);
      const value = source.slice(start + 3, close === -1 ? length : close);
      assembler.node({ type: 'comment', value, multiline: true, ...at });
      index = close === -1 ? length : close + 3;
      continue;
    }
    const end = source.indexOf('}', start + 1);
    if (end === -1) break;
    // Tags do not nest: a later `{` before the `}` starts the tag there.
    start = source.lastIndexOf('{', end);
    if (start > index) assembler.text(source.slice(index, start), lines.at(index));
    tagAt = lines.at(start);
    index = end + 1;
    const content = source.slice(start + 1, end);
    if (content.charCodeAt(0) === 35) {
      assembler.node({ type: 'comment', value: content.slice(1), multiline: false, ...tagAt });
      continue;
    }
    let tag: Tag;
    if (cache === undefined) tag = readTag(content, tagAt, env);
    else {
      const entry = cache.read(content, names);
      for (const message of entry.errors) assembler.error(message, tagAt);
      tag = placed(entry.tag, tagAt);
    }
    if (tag === null) assembler.text(source.slice(start, end + 1), tagAt);
    else if (tag.kind === 'node') {
      if (!assembler.node(tag.node)) assembler.text(source.slice(start, end + 1), tagAt);
    }
    else if (tag.kind === 'or') assembler.or(tag.predicate, tagAt);
    else if (tag.kind === 'end') assembler.end(tagAt);
    else if (tag.kind === 'alternates') assembler.alternates(tagAt);
    else {
      assembler.node({ type: 'eof', ...tagAt });
      assembler.error(EOF_INSTRUCTION, tagAt);
      index = length;
      break scan;
    }
  }
  if (index < length) assembler.text(source.slice(index), lines.at(index));
  assembler.finish();
  return { tree: assembler.root, errors: assembler.errors };
}
