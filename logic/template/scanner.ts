/**
 * Scans a template once (docs/template-language.md "Text and tags", "Instructions"): `indexOf` finds the
 * braces, each brace is looked for once, and each tag is read once per registry (tagCache.ts). What
 * it finds goes to a {@link Structure}, which checks how blocks open and close (rendering spec, error catalogue
 * structural errors) and hands the checked pieces to what it builds: the syntax tree (parser.ts) or
 * the closures of a compiled template (compiler.ts). Both see the same structure and the same errors.
 */
import { addError, deadCode, EOF_INSTRUCTION, eofInBlock, nestingTooDeep, notAllowedAtRoot, notAllowedInBlock, templateError, type Position, type TemplateError } from './errors.ts';
import { INSTRUCTION_NAMES, type BlockNode, type PredicateCall, type TemplateNode } from './syntax.ts';
import { keywordTag, readEntry, type NameSet, type ReadTag } from './tagCache.ts';

/** How deep blocks may nest: far beyond any real template, well within what the compiled closures can recurse. */
export const MAX_NESTING = 1000;

/** A block still open, as the structure tracks it; `data` is what the builder keeps for it. */
interface Open<B> {
  type: BlockNode['type'];
  state: 'body' | 'alternates' | 'or';
  /** The position of the block's tag, then of its last `.or`. */
  at: Position;
  /** True once a bare `.or` was read: a further `.or` can never run. */
  bare: boolean;
  data: B;
}

/**
 * The structure of a template as it is scanned: open blocks, their `.or` branches and
 * `.alternates with`, with the structural errors. Nodes come as read (shared, with no position of
 * their own): the position is given next to them. Subclasses build what they build through the hooks.
 */
export abstract class Structure<B> {
  readonly errors: TemplateError[] = [];
  /** The open blocks around the innermost one (which is {@link top}). */
  private readonly stack: Array<Open<B>> = [];
  /** The innermost open block (kept apart: reading `stack[-1]` of an empty stack is a slow property lookup). */
  private top: Open<B> | null = null;

  /** Records a syntax error. */
  error(message: string, at: Position, always = false): void {
    addError(this.errors, templateError('syntax', message, at), always);
  }

  /** Text of the template (and tags output as text). */
  abstract text(value: string, line: number, column: number): void;
  /** A tag that is not a block (variables, bindings, comments, literals, `.eof`…), with its reading when it was read. */
  abstract leaf(node: TemplateNode, line: number, column: number, read: ReadTag | null): void;
  /** A block opens inside the innermost open block (`parent`, null at the root). */
  protected abstract openBlock(node: BlockNode, at: Position, parent: B | null): B;
  /** An `.or` branch starts in a block. */
  protected abstract addOr(block: B, predicate: PredicateCall | null, at: Position): void;
  /** `.alternates with` starts in a repeated section. */
  protected abstract addAlternates(block: B): void;
  /** A block closes (at its `.end`, or at the end of input); `parent` is the block around it. */
  protected abstract closeBlock(block: B, parent: B | null): void;

  private push(open: Open<B>): void {
    if (this.top !== null) this.stack.push(this.top);
    this.top = open;
  }

  private pop(): Open<B> | null {
    const top = this.top;
    this.top = this.stack.pop() ?? null;
    return top;
  }

  /** The instruction name of an open block, as the messages print it. */
  private static nameOf(open: Open<unknown>): string {
    return open.state === 'or' ? INSTRUCTION_NAMES.or : INSTRUCTION_NAMES[open.type];
  }

  /** Opens a block; false when it would nest beyond {@link MAX_NESTING} (then nothing was opened). */
  open(node: BlockNode, line: number, column: number): boolean {
    const at = { line, column };
    if (this.top !== null && this.stack.length + 1 >= MAX_NESTING) {
      this.error(nestingTooDeep(MAX_NESTING), at);
      return false;
    }
    const data = this.openBlock(node, at, this.top === null ? null : this.top.data);
    this.push({ type: node.type, state: 'body', at, bare: false, data });
    return true;
  }

  /** `{.or}` or `{.or predicate? args}`. */
  or(predicate: PredicateCall | null, line: number, column: number): void {
    const at = { line, column };
    const top = this.top;
    if (top === null) return this.error(notAllowedAtRoot(INSTRUCTION_NAMES.or), at);
    if (top.type === 'macro') return this.error(notAllowedInBlock(INSTRUCTION_NAMES.or, INSTRUCTION_NAMES.macro), at);
    if (top.bare) return this.error(deadCode(INSTRUCTION_NAMES.or), at);
    top.state = 'or';
    top.at = at;
    top.bare = predicate === null;
    this.addOr(top.data, predicate, at);
  }

  /** `{.alternates with}`. */
  alternates(line: number, column: number): void {
    const top = this.top;
    if (top === null) return this.error(notAllowedAtRoot(INSTRUCTION_NAMES.alternates), { line, column });
    if (top.type !== 'repeated' || top.state !== 'body') {
      return this.error(notAllowedInBlock(INSTRUCTION_NAMES.alternates, Structure.nameOf(top)), { line, column });
    }
    top.state = 'alternates';
    this.addAlternates(top.data);
  }

  /** `{.end}`. */
  end(line: number, column: number): void {
    const top = this.pop();
    if (top === null) return this.error(notAllowedAtRoot(INSTRUCTION_NAMES.end), { line, column });
    this.closeBlock(top.data, this.top === null ? null : this.top.data);
  }

  /** `{.eof}`: the rest of the input is dropped, with an error. */
  eof(line: number, column: number): void {
    this.leaf({ type: 'eof', line, column }, line, column, null);
    this.error(EOF_INSTRUCTION, { line, column }, true);
  }

  /** The end of input: a block still open is reported once, naming the innermost; every open block closes. */
  finish(): void {
    const top = this.top;
    if (top !== null) this.error(eofInBlock(Structure.nameOf(top)), top.at, true);
    for (let open = this.pop(); open !== null; open = this.pop()) this.closeBlock(open.data, this.top === null ? null : this.top.data);
  }
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

/** Scans `source` into `structure` (unknown formatter and predicate names reported against `names`), then finishes it. */
export function scan<B>(source: string, names: NameSet, structure: Structure<B>): void {
  const lines = new LineCounter(source);
  const cache = names.tagCache;
  const length = source.length;
  let index = 0;
  /** The first `{` at or after `index` once known (-1: there is none), found by the previous tag's scan. */
  let open = source.indexOf('{');
  while (index < length) {
    let start = open >= index || open === -1 ? open : source.indexOf('{', index);
    if (start === -1) break;
    if (start > index) {
      lines.seek(index);
      structure.text(source.slice(index, start), lines.line, index - lines.lineStart + 1);
    }
    if (source.charCodeAt(start + 1) === 35 && source.charCodeAt(start + 2) === 35) {
      lines.seek(start);
      const close = source.indexOf('##}', start + 3);
      const value = source.slice(start + 3, close === -1 ? length : close);
      const line = lines.line;
      const column = start - lines.lineStart + 1;
      structure.leaf({ type: 'comment', value, multiline: true, line, column }, line, column, null);
      index = close === -1 ? length : close + 3;
      continue;
    }
    const end = source.indexOf('}', start + 1);
    if (end === -1) {
      index = start;
      break;
    }
    // Tags do not nest: a later `{` before the `}` starts the tag there (what comes before it is text).
    open = source.indexOf('{', start + 1);
    if (open !== -1 && open < end) {
      const first = start;
      while (open !== -1 && open < end) {
        start = open;
        open = source.indexOf('{', start + 1);
      }
      lines.seek(first);
      structure.text(source.slice(first, start), lines.line, first - lines.lineStart + 1);
    }
    lines.seek(start);
    const line = lines.line;
    const column = start - lines.lineStart + 1;
    index = end + 1;
    if (source.charCodeAt(start + 1) === 35) {
      structure.leaf({ type: 'comment', value: source.slice(start + 2, end), multiline: false, line, column }, line, column, null);
      continue;
    }
    let entry: ReadTag | undefined = keywordTag(source, start + 1, end);
    if (entry === undefined) {
      entry = cache === undefined ? readEntry(source.slice(start + 1, end), names) : cache.read(source, start + 1, end, names);
      if (entry.errors.length > 0) for (const message of entry.errors) structure.error(message, { line, column });
    }
    const tag = entry.tag;
    if (tag === null) {
      structure.text(source.slice(start, end + 1), line, column);
      continue;
    }
    switch (tag.kind) {
      case 'node':
        if (!entry.block) structure.leaf(tag.node, line, column, entry);
        else if (!structure.open(tag.node as BlockNode, line, column)) structure.text(source.slice(start, end + 1), line, column);
        break;
      case 'or':
        structure.or(tag.predicate, line, column);
        break;
      case 'end':
        structure.end(line, column);
        break;
      case 'alternates':
        structure.alternates(line, column);
        break;
      case 'eof':
        structure.eof(line, column);
        index = length;
        break;
    }
  }
  if (index < length) {
    lines.seek(index);
    structure.text(source.slice(index, length), lines.line, index - lines.lineStart + 1);
  }
  structure.finish();
}
