import { describe, expect, it } from 'vitest';
import { isAndroidUserAgent, positionDiagnostic, templateErrorDiagnostics, templateTokens } from './codeEditor.ts';
import { CODE_FIELD_STRINGS } from './codeEditorStrings.ts';

const spans = (source: string) => templateTokens(source).map((token) => [source.slice(token.from, token.to), token.kind]);

describe('templateTokens (docs/template-language.md "Text and tags", read by the engine scanner)', () => {
  it('finds instructions, variables with their formatters, comments and literals', () => {
    expect(spans('<h1>{title|html}</h1>{.section item}{# note}{.space}{.end}')).toEqual([
      ['{title', 'variable'],
      ['|html}', 'formatter'],
      ['{.section item}', 'instruction'],
      ['{# note}', 'comment'],
      ['{.space}', 'literal'],
      ['{.end}', 'instruction'],
    ]);
  });

  it('reads repeated sections, alternates, predicates with .or, and multi-line comments over lines', () => {
    expect(spans('{.repeated section a}\n{@}{.alternates with},{.end}\n{.sold-out?}x{.or}y{.end}{##\nlong\n##}')).toEqual([
      ['{.repeated section a}', 'instruction'],
      ['{@}', 'variable'],
      ['{.alternates with}', 'instruction'],
      ['{.end}', 'instruction'],
      ['{.sold-out?}', 'instruction'],
      ['{.or}', 'instruction'],
      ['{.end}', 'instruction'],
      ['{##\nlong\n##}', 'comment'],
    ]);
  });

  it('gives text that is not a tag no token, as the engine outputs it verbatim', () => {
    expect(spans('a { b } {} c')).toEqual([]);
    expect(templateTokens('')).toEqual([]);
  });

  it('does not throw on hostile input', () => {
    expect(templateTokens(null as unknown as string)).toEqual([]);
    const throwing = { hasFormatter: () => { throw new Error('x'); }, hasPredicate: () => true };
    expect(() => templateTokens('{a|b}', throwing)).not.toThrow();
  });
});

describe('positionDiagnostic (rendering spec, error catalogue: errors with line and column)', () => {
  it('covers the whole tag at the line and column', () => {
    expect(positionDiagnostic('ok\nx {title|shout}', { line: 2, column: 3 }, 'bad')).toEqual({ from: 5, to: 18, message: 'bad', severity: 'error' });
  });
  it('covers one character when no tag starts there, and clamps positions outside the text', () => {
    expect(positionDiagnostic('abc', { line: 1, column: 2 }, 'm', 'warning')).toEqual({ from: 1, to: 2, message: 'm', severity: 'warning' });
    expect(positionDiagnostic('abc\nd', { line: 9, column: 9 }, 'm')).toMatchObject({ from: 5, to: 5 });
    expect(positionDiagnostic('abc\nd', { line: 1, column: 40 }, 'm')).toMatchObject({ from: 3, to: 4 });
  });
});

describe('isAndroidUserAgent (rendering spec, error catalogue: Code editing is not available on Android)', () => {
  it('tells Android user agents apart', () => {
    expect(isAndroidUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131 Mobile Safari/537.36')).toBe(true);
    expect(isAndroidUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131 Safari/537.36')).toBe(false);
    expect(isAndroidUserAgent(undefined)).toBe(false);
  });
  it('words the keyboard hint', () => {
    expect(CODE_FIELD_STRINGS.codeFieldKeyboardHint).toBe('Press Escape, then Tab, to leave the editor.');
  });
});

describe('templateErrorDiagnostics (rendering spec, error catalogue: the engine errors at their line and column)', () => {
  it('places each error at its tag, in order', () => {
    const source = 'ok {title|shout}\n{.section missing}never';
    expect(
      templateErrorDiagnostics(source, [
        { kind: 'syntax', message: "Formatter 'shout' is unknown.", line: 1, column: 4 },
        { kind: 'syntax', message: 'Reached EOF in the middle of SECTION', line: 2, column: 1 },
      ]),
    ).toEqual([
      { from: 3, to: 16, message: "Formatter 'shout' is unknown.", severity: 'error' },
      { from: 17, to: 35, message: 'Reached EOF in the middle of SECTION', severity: 'error' },
    ]);
  });
  it('gives nothing for what is not a list of errors', () => {
    expect(templateErrorDiagnostics('x', null as never)).toEqual([]);
    expect(templateErrorDiagnostics('x', [null, 3] as never)).toEqual([]);
  });
});
