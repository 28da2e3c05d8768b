/**
 * Reads the inside of one tag (the text between `{` and `}`) into an instruction, following
 * docs/template-language.md "Text and tags", "Variables", "Formatters" and "Instructions". A tag that
 * does not read completely is not a tag: the caller outputs it verbatim as text.
 */
import { bytesOf, CACHE_LIMITS, detached, type BoundedMap } from './cacheBudget.ts';
import { unknownFormatter, unknownPredicate } from './errors.ts';
import type {
  Arguments,
  FormatterCall,
  PredicateCall,
  TemplateNode,
  VariablePath,
} from './syntax.ts';

const WORD = /[a-zA-Z][a-zA-Z0-9_-]*/y;
const PREDICATE = /[a-zA-Z][a-zA-Z0-9_-]*\?/y;
const WHITESPACE = /[ \f\n\r\t\v]+/y;
const DEFINITION = /@[a-zA-Z][a-zA-Z0-9_-]*/y;
const FILE_PATH = /[./a-zA-Z0-9_-]+/y;
const OPERATOR = /&&|\|\|/y;

/** What a tag reads as. `null` means it is not a tag (output it as text). */
export type Tag =
  | { kind: 'node'; node: TemplateNode }
  | { kind: 'or'; predicate: PredicateCall | null }
  | { kind: 'end' }
  | { kind: 'alternates' }
  | { kind: 'eof' }
  | null;

/** Which formatter and predicate names exist, and where to report the unknown ones. */
export interface TagEnvironment {
  hasFormatter(name: string): boolean;
  hasPredicate(name: string): boolean;
  error(message: string): void;
  /**
   * A reading for one use (a tag seen for the first time): its paths are plain arrays, not interned
   * (nor frozen), so no cache keeps them or what is compiled from them.
   */
  readonly transient?: boolean;
  /** Where paths are shared (an engine's: see internPath); without it each path read is its own. */
  readonly paths?: PathCache;
}

/** Frozen paths by their dotted text (see {@link internPath}). */
export type PathCache = BoundedMap<string, VariablePath>;

const NO_ARGS: Arguments = { values: [], delimiter: '' };

class Reader {
  index = 0;
  readonly text: string;
  readonly transient: boolean;
  readonly paths: PathCache | undefined;
  constructor(text: string, transient: boolean, paths: PathCache | undefined) {
    this.text = text;
    this.transient = transient;
    this.paths = paths;
  }
  match(pattern: RegExp): string | null {
    pattern.lastIndex = this.index;
    const found = pattern.exec(this.text);
    if (found === null) return null;
    this.index = pattern.lastIndex;
    return found[0];
  }
  char(): string {
    return this.text.charAt(this.index);
  }
  done(): boolean {
    return this.index === this.text.length;
  }
  rest(): string {
    const value = this.text.slice(this.index);
    this.index = this.text.length;
    return value;
  }
  space(): boolean {
    if (this.char() !== ' ') return false;
    this.index += 1;
    return true;
  }
}

/** Splits raw arguments on their first character, the delimiter. */
export function splitArguments(raw: string, dropLoneEmpty: boolean): Arguments {
  if (raw === '') return NO_ARGS;
  const delimiter = raw.charAt(0);
  const values = raw.slice(1).split(delimiter);
  if (dropLoneEmpty && values.length === 1 && values[0] === '') return { values: [], delimiter };
  return { values, delimiter };
}

const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const isLetter = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
const isWordChar = (c: number): boolean => isLetter(c) || isDigit(c) || c === 95 || c === 45;

/** The end of one path segment at `i` (digits, a word optionally after `@` or `$`, or a bare `@`); -1 when none. */
function segmentEnd(text: string, i: number): number {
  const c = text.charCodeAt(i);
  let j = i;
  if (isDigit(c)) {
    do j += 1;
    while (isDigit(text.charCodeAt(j)));
    return j;
  }
  if (c === 64 || c === 36) j += 1;
  if (isLetter(text.charCodeAt(j))) {
    do j += 1;
    while (isWordChar(text.charCodeAt(j)));
    return j;
  }
  return c === 64 ? i + 1 : -1;
}

/**
 * The frozen path of a dotted reference, shared through `paths` when given: every tag that names it
 * gets the same object, so its lookup is compiled once (scope.ts). A path longer than
 * CACHE_LIMITS.largestEntryBytes is not kept; a kept one is keyed by a copy of its text.
 */
export function internPath(raw: string, paths: PathCache | undefined): VariablePath {
  const known = paths?.get(raw);
  if (known !== undefined) return known;
  const bytes = bytesOf(raw);
  if (paths === undefined || bytes > CACHE_LIMITS.largestEntryBytes) return Object.freeze(raw.split('.'));
  // A copy, not a slice of the template the path was read from (that would keep the template alive).
  const key = detached(raw);
  const path = Object.freeze(key.split('.'));
  paths.set(key, path, bytes);
  return path;
}

/**
 * A dotted variable reference at the reader's position, scanned by hand (the hot path of parsing). A
 * reading for one use cuts its segments as it finds them, where splitting the whole reference again
 * scanned it twice.
 */
function reference(reader: Reader): VariablePath | null {
  const text = reader.text;
  const start = reader.index;
  let end = segmentEnd(text, start);
  if (end === -1) return null;
  if (reader.transient) {
    // One or two segments (the usual paths) are returned at once; longer paths are collected.
    const head = text.slice(start, end);
    let next = text.charCodeAt(end) === 46 ? segmentEnd(text, end + 1) : -1;
    if (next === -1) {
      reader.index = end;
      return [head];
    }
    const second = text.slice(end + 1, next);
    end = next;
    next = text.charCodeAt(end) === 46 ? segmentEnd(text, end + 1) : -1;
    if (next === -1) {
      reader.index = end;
      return [head, second];
    }
    const segments = [head, second];
    do {
      segments.push(text.slice(end + 1, next));
      end = next;
      next = text.charCodeAt(end) === 46 ? segmentEnd(text, end + 1) : -1;
    } while (next !== -1);
    reader.index = end;
    return segments;
  }
  while (text.charCodeAt(end) === 46) {
    const next = segmentEnd(text, end + 1);
    if (next === -1) break;
    end = next;
  }
  reader.index = end;
  return internPath(start === 0 && end === text.length ? text : text.slice(start, end), reader.paths);
}

/** Skips ` *, *`; false (reader unmoved) when there is no comma. */
function separator(reader: Reader): boolean {
  const text = reader.text;
  let i = reader.index;
  while (text.charCodeAt(i) === 32) i += 1;
  if (text.charCodeAt(i) !== 44) return false;
  i += 1;
  while (text.charCodeAt(i) === 32) i += 1;
  reader.index = i;
  return true;
}

function variables(reader: Reader): VariablePath[] | null {
  const first = reference(reader);
  if (first === null) return null;
  const list = [first];
  while (separator(reader)) {
    const next = reference(reader);
    if (next === null) return null;
    list.push(next);
  }
  return list;
}

/** The formatter chain after the variables; `null` when it is malformed (then the tag is text). */
function formatters(reader: Reader, env: TagEnvironment): FormatterCall[] | null {
  if (reader.char() !== '|') return [];
  reader.index += 1;
  // `{a||b}` is minified JavaScript, never a tag.
  if (reader.char() === '|') return null;
  // Each call: a name (a letter, then letters, digits, `_` and `-`), then arguments up to the next `|` or `}`.
  const first = formatterCall(reader);
  if (first === null) return null;
  const chain: FormatterCall[] = [first];
  while (reader.text.charCodeAt(reader.index) === 124) {
    reader.index += 1;
    const call = formatterCall(reader);
    if (call === null) return null;
    chain.push(call);
  }
  for (const call of chain) {
    if (!env.hasFormatter(call.name)) {
      env.error(unknownFormatter(call.name));
      return null;
    }
  }
  return chain;
}

/** One formatter call at the reader (a name, then arguments up to the next `|` or `}`); null when there is no name. */
function formatterCall(reader: Reader): FormatterCall | null {
  const text = reader.text;
  const start = reader.index;
  if (!isLetter(text.charCodeAt(start))) return null;
  let end = start + 1;
  while (isWordChar(text.charCodeAt(end))) end += 1;
  const name = text.slice(start, end);
  let after = end;
  for (let c = text.charCodeAt(after); after < text.length && c !== 124 && c !== 125; c = text.charCodeAt(after)) after += 1;
  reader.index = after;
  if (after === end) return { name, args: NO_ARGS };
  // As splitArguments would, without cutting the delimiter off a slice of its own.
  const delimiter = text.charAt(end);
  return { name, args: { values: text.slice(end + 1, after).split(delimiter), delimiter } };
}

function predicate(reader: Reader, env: TagEnvironment): PredicateCall | null {
  const name = reader.match(PREDICATE);
  if (name === null) return null;
  if (!env.hasPredicate(name)) env.error(unknownPredicate(name));
  return { name, args: splitArguments(reader.rest(), true) };
}

/** Instruction keywords in the order they are tried; the first prefix that matches wins. */
const KEYWORDS = [
  'alternates with', 'ctx', 'end', 'eof', 'eval', 'if', 'include', 'inject', 'macro', 'meta-left',
  'meta-right', 'newline', 'or', 'repeated section', 'section', 'space', 'tab', 'var',
] as const;

type Keyword = (typeof KEYWORDS)[number];

const LITERALS = new Set<Keyword>(['meta-left', 'meta-right', 'newline', 'space', 'tab']);

function keyword(reader: Reader): Keyword | null {
  for (const word of KEYWORDS) {
    if (reader.text.startsWith(word, reader.index)) {
      reader.index += word.length;
      return word;
    }
  }
  return null;
}

/** Reads a tag's inside (`content` excludes the braces); `at` is the tag's position. */
export function readTag(content: string, at: { line: number; column: number }, env: TagEnvironment): Tag {
  const reader = new Reader(content, env.transient === true, env.paths);
  if (content.charAt(0) !== '.') return readVariable(reader, at, env);
  reader.index = 1;
  const found = predicate(reader, env);
  if (found !== null) {
    return { kind: 'node', node: { type: 'predicate', predicate: found, viaIf: false, body: [], alternate: null, ...at } };
  }
  reader.index = 1;
  const word = keyword(reader);
  if (word === null) return null;
  if (LITERALS.has(word)) {
    return reader.done() ? { kind: 'node', node: { type: 'literal', name: word as 'space', ...at } } : null;
  }
  switch (word) {
    case 'alternates with':
      return reader.done() ? { kind: 'alternates' } : null;
    case 'end':
      return reader.done() ? { kind: 'end' } : null;
    case 'eof':
      return reader.done() ? { kind: 'eof' } : null;
    case 'or':
      return readOr(reader, env);
    case 'section':
    case 'repeated section':
      return readSection(reader, word, at);
    case 'if':
      return readIf(reader, at, env);
    case 'var':
      return readBind(reader, at, env);
    case 'ctx':
      return readCtx(reader, at);
    case 'eval':
      if (reader.match(WHITESPACE) === null) return null;
      return { kind: 'node', node: { type: 'eval', expression: reader.rest(), ...at } };
    case 'include':
      return readInclude(reader, at);
    case 'inject':
      return readInject(reader, at);
    case 'macro': {
      if (!reader.space()) return null;
      const name = reader.match(FILE_PATH);
      if (name === null || !reader.done()) return null;
      return { kind: 'node', node: { type: 'macro', name, body: [], ...at } };
    }
    default:
      return null;
  }
}

function readVariable(reader: Reader, at: { line: number; column: number }, env: TagEnvironment): Tag {
  const list = variables(reader);
  if (list === null) return null;
  const chain = formatters(reader, env);
  if (chain === null || !reader.done()) return null;
  return { kind: 'node', node: { type: 'variable', variables: list, formatters: chain, line: at.line, column: at.column } };
}

function readOr(reader: Reader, env: TagEnvironment): Tag {
  if (reader.done()) return { kind: 'or', predicate: null };
  if (!reader.space()) return null;
  const found = predicate(reader, env);
  return found === null ? null : { kind: 'or', predicate: found };
}

function readSection(reader: Reader, word: 'section' | 'repeated section', at: { line: number; column: number }): Tag {
  if (reader.match(WHITESPACE) === null) return null;
  const path = reference(reader);
  if (path === null || !reader.done()) return null;
  if (word === 'section') return { kind: 'node', node: { type: 'section', path, body: [], alternate: null, ...at } };
  return { kind: 'node', node: { type: 'repeated', path, body: [], alternatesWith: null, alternate: null, ...at } };
}

function readIf(reader: Reader, at: { line: number; column: number }, env: TagEnvironment): Tag {
  if (reader.match(WHITESPACE) === null) return null;
  const start = reader.index;
  const found = predicate(reader, env);
  if (found !== null) {
    return { kind: 'node', node: { type: 'predicate', predicate: found, viaIf: true, body: [], alternate: null, ...at } };
  }
  reader.index = start;
  const list: VariablePath[] = [];
  const operators: Array<'&&' | '||'> = [];
  for (;;) {
    const path = reference(reader);
    if (path === null) {
      if (operators.length > 0 || list.length === 0) return null;
      break;
    }
    list.push(path);
    reader.match(WHITESPACE);
    const operator = reader.match(OPERATOR);
    if (operator === null) break;
    operators.push(operator as '&&' | '||');
    reader.match(WHITESPACE);
  }
  if (!reader.done()) return null;
  return { kind: 'node', node: { type: 'if', variables: list, operators, body: [], alternate: null, ...at } };
}

function readBind(reader: Reader, at: { line: number; column: number }, env: TagEnvironment): Tag {
  if (!reader.space()) return null;
  const name = reader.match(DEFINITION);
  if (name === null || !reader.space()) return null;
  const list = variables(reader);
  if (list === null) return null;
  const chain = formatters(reader, env);
  if (chain === null || !reader.done()) return null;
  return { kind: 'node', node: { type: 'bind', name, variables: list, formatters: chain, ...at } };
}

function readCtx(reader: Reader, at: { line: number; column: number }): Tag {
  if (!reader.space()) return null;
  const name = reader.match(DEFINITION);
  if (name === null || !reader.space()) return null;
  const bindings: Array<{ key: string; path: VariablePath }> = [];
  while (!reader.done()) {
    const key = reader.match(WORD);
    if (key === null || reader.char() !== '=') return null;
    reader.index += 1;
    const path = reference(reader);
    if (path === null) return null;
    bindings.push({ key, path });
    reader.match(WHITESPACE);
  }
  if (bindings.length === 0) return null;
  return { kind: 'node', node: { type: 'ctx', name, bindings, ...at } };
}

function readInclude(reader: Reader, at: { line: number; column: number }): Tag {
  if (reader.char() !== ' ') return null;
  const [name = '', ...args] = reader.rest().slice(1).split(' ');
  return { kind: 'node', node: { type: 'include', name, args, ...at } };
}

function readInject(reader: Reader, at: { line: number; column: number }): Tag {
  if (!reader.space()) return null;
  const name = reader.match(DEFINITION);
  if (name === null || !reader.space()) return null;
  const path = reader.match(FILE_PATH);
  if (path === null) return null;
  return { kind: 'node', node: { type: 'inject', name, path, args: splitArguments(reader.rest(), true), ...at } };
}
