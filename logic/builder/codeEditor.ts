/**
 * What the builder's code field needs to know of the text it edits, as pure functions:
 * where the template language's tags are (read by the engine's own scanner, so the highlighting
 * agrees with what renders), where an engine error sits in the text, and whether the browser is
 * Android (rendering spec, error catalogue: 'Code editing is not available on Android').
 */
import type { Position, TemplateError } from '../template/errors.ts';
import { scan, Structure } from '../template/scanner.ts';
import type { BlockNode, PredicateCall, TemplateNode } from '../template/syntax.ts';
import type { NameSet } from '../template/tagCache.ts';

/** The languages the code field edits. */
export type CodeLanguage = 'html' | 'css' | 'json' | 'template';

/** How a piece of a template is highlighted. */
export type TemplateTokenKind = 'instruction' | 'variable' | 'formatter' | 'comment' | 'literal';

/** A highlighted span of a template: offsets into the text, `to` exclusive. */
export interface TemplateToken {
  from: number;
  to: number;
  kind: TemplateTokenKind;
}

/** A problem shown in the code at its place: offsets into the text, `to` exclusive. */
export interface CodeDiagnostic {
  from: number;
  to: number;
  message: string;
  severity: 'error' | 'warning';
}

/** Every name is known: highlighting shows the shape of a tag, the engine reports unknown names. */
const ANY_NAME: NameSet = { hasFormatter: () => true, hasPredicate: () => true };

/** Offsets where each line starts (line 1 at index 0). */
function lineStarts(source: string): number[] {
  const starts = [0];
  for (let index = source.indexOf('\n'); index !== -1; index = source.indexOf('\n', index + 1)) starts.push(index + 1);
  return starts;
}

/** The offset of a 1-based line and column, clamped into the text. */
function offsetIn(starts: readonly number[], length: number, line: number, column: number): number {
  const lineIndex = Math.min(Math.max(Math.trunc(line) || 1, 1), starts.length) - 1;
  const start = starts[lineIndex] ?? 0;
  const lineEnd = lineIndex + 1 < starts.length ? (starts[lineIndex + 1] ?? length) - 1 : length;
  return Math.min(start + Math.max(Math.trunc(column) || 1, 1) - 1, lineEnd);
}

/** Where the tag opening at `start` ends (exclusive), as the scanner reads it. */
function tagEnd(source: string, start: number): number {
  if (source.startsWith('{##', start)) {
    const close = source.indexOf('##}', start + 3);
    return close === -1 ? source.length : close + 3;
  }
  const close = source.indexOf('}', start + 1);
  return close === -1 ? source.length : close + 1;
}

const KIND_OF_NODE: Partial<Record<TemplateNode['type'], TemplateTokenKind>> = {
  comment: 'comment',
  literal: 'literal',
  variable: 'variable',
};

/** Records where each tag the scanner reads starts and what it is; builds nothing. */
class TokenRecorder extends Structure<null> {
  readonly tags: Array<{ line: number; column: number; kind: TemplateTokenKind }> = [];
  text(): void {}
  leaf(node: TemplateNode, line: number, column: number): void {
    this.tags.push({ line, column, kind: KIND_OF_NODE[node.type] ?? 'instruction' });
  }
  protected openBlock(): null {
    return null;
  }
  protected addOr(): void {}
  protected addAlternates(): void {}
  protected closeBlock(): void {}
  override open(node: BlockNode, line: number, column: number): boolean {
    const opened = super.open(node, line, column);
    if (opened) this.tags.push({ line, column, kind: 'instruction' });
    return opened;
  }
  override or(predicate: PredicateCall | null, line: number, column: number): void {
    this.tags.push({ line, column, kind: 'instruction' });
    super.or(predicate, line, column);
  }
  override alternates(line: number, column: number): void {
    this.tags.push({ line, column, kind: 'instruction' });
    super.alternates(line, column);
  }
  override end(line: number, column: number): void {
    this.tags.push({ line, column, kind: 'instruction' });
    super.end(line, column);
  }
}

/**
 * The tags of a template in order, read by the engine's scanner (docs/template-language.md "Text and tags"):
 * instructions, variables (the formatters after the first `|` apart), comments and literals. Text that
 * is not a tag gets no token. `names` tells formatter and predicate names apart (@default every name).
 */
export function templateTokens(source: string, names: NameSet = ANY_NAME): TemplateToken[] {
  if (typeof source !== 'string' || source === '') return [];
  try {
    const recorder = new TokenRecorder();
    scan(source, names, recorder);
    const starts = lineStarts(source);
    const tokens: TemplateToken[] = [];
    for (const tag of recorder.tags) {
      const from = offsetIn(starts, source.length, tag.line, tag.column);
      const to = tagEnd(source, from);
      const bar = tag.kind === 'variable' ? source.indexOf('|', from) : -1;
      if (bar !== -1 && bar < to) {
        tokens.push({ from, to: bar, kind: 'variable' }, { from: bar, to, kind: 'formatter' });
      } else tokens.push({ from, to, kind: tag.kind });
    }
    return tokens;
  } catch {
    // A names object of a JavaScript caller that throws: the text is shown unhighlighted.
    return [];
  }
}

/**
 * An engine error (1-based line and column of the tag's brace) as a place in the text: the whole tag
 * when one starts there, else the character there (an empty range at the very end).
 */
export function positionDiagnostic(source: string, at: Position, message: string, severity: CodeDiagnostic['severity'] = 'error'): CodeDiagnostic {
  const text = typeof source === 'string' ? source : '';
  let line = 1;
  let column = 1;
  try {
    line = typeof at?.line === 'number' ? at.line : 1;
    column = typeof at?.column === 'number' ? at.column : 1;
  } catch {
    // A position whose reads throw is placed at the start.
  }
  const from = offsetIn(lineStarts(text), text.length, line, column);
  const to = text.charCodeAt(from) === 123 ? tagEnd(text, from) : Math.min(from + 1, text.length);
  return { from, to, message: String(message), severity };
}

/** True for an Android browser's user agent (rendering spec, error catalogue: the code editor is not offered there). */
export function isAndroidUserAgent(userAgent: unknown): boolean {
  return typeof userAgent === 'string' && /android/i.test(userAgent);
}

/**
 * The engine's errors (rendering spec, error catalogue, each at its line and column) as problems in the template's
 * text, in the engine's order; anything that is not a list of errors gives none.
 */
export function templateErrorDiagnostics(source: string, errors: readonly TemplateError[]): CodeDiagnostic[] {
  if (!Array.isArray(errors)) return [];
  const diagnostics: CodeDiagnostic[] = [];
  for (const error of errors as readonly unknown[]) {
    try {
      if (typeof error !== 'object' || error === null) continue;
      const { message } = error as TemplateError;
      diagnostics.push(positionDiagnostic(source, error as TemplateError, typeof message === 'string' ? message : ''));
    } catch {
      // An error object whose reads throw is left out.
    }
  }
  return diagnostics;
}
