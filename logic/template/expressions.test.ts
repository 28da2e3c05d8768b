import { describe, expect, it } from 'vitest';
import { renderTemplate, type RenderOptions } from './index.ts';

const options: RenderOptions = { enableExpressions: true };
const evaluate = (expression: string, context: unknown = {}, extra: RenderOptions = {}) =>
  renderTemplate(`{.eval ${expression}}`, context, { ...options, ...extra });
const value = (expression: string, context: unknown = {}) => evaluate(expression, context).html;
const problem = (expression: string, context: unknown = {}, extra: RenderOptions = {}) =>
  evaluate(expression, context, extra).errors.map((error) => error.message);

describe('docs/template-language.md "Expressions": operators and precedence', () => {
  it('does arithmetic with JavaScript precedence', () => {
    expect(value('1 + 2 * 3')).toBe('7');
    expect(value('(1 + 2) * 3')).toBe('9');
    expect(value('10 - 4 - 3')).toBe('3');
    expect(value('7 % 4 + 8 / 2')).toBe('7');
  });

  it('makes ** right-associative and binds unary operators tighter', () => {
    expect(value('2 ** 3 ** 2')).toBe('512');
    expect(value('-2 ** 2')).toBe('4');
    expect(value('2 ** -1')).toBe('0.5');
  });

  it('has unary + - ! ~', () => {
    expect(value('-5 + +"3"')).toBe('-2');
    expect(value('!0')).toBe('true');
    expect(value('~5')).toBe('-6');
    expect(value('- -1')).toBe('1');
  });

  it('shifts, compares and tests equality, loose and strict', () => {
    expect(value('1 << 4 >> 2')).toBe('4');
    expect(value('1 < 2 == 2 > 1')).toBe('true');
    expect(value('1 == "1"')).toBe('true');
    expect(value('1 === "1"')).toBe('false');
    expect(value('1 != "1"')).toBe('false');
    expect(value('1 !== "1"')).toBe('true');
    expect(value('null == 0')).toBe('false');
    expect(value('"b" > "a"')).toBe('true');
    expect(value('NaN <= NaN')).toBe('false');
  });

  it('has bitwise & ^ | below equality, and && || giving booleans', () => {
    expect(value('6 & 3 | 8 ^ 1')).toBe('11');
    expect(value('1 && 2')).toBe('true');
    expect(value('0 || ""')).toBe('false');
    expect(value('1 || 0 && 0')).toBe('true');
  });

  it('concatenates when either side of + is a string', () => {
    expect(value('"a" + 1 + 2')).toBe('a12');
    expect(value('1 + 2 + "a"')).toBe('3a');
    expect(value('"x" + null + true')).toBe('xnulltrue');
  });

  it('separates expressions with ; and outputs the last value', () => {
    expect(value('1; 2; 3')).toBe('3');
    expect(value('1;;2;')).toBe('2');
  });
});

describe('docs/template-language.md "Expressions": values', () => {
  it('reads decimal and hex numbers', () => {
    expect(value('0x1F + 1.5e1 + 0.25')).toBe('46.25');
    expect(value('007')).toBe('7');
  });

  it('reads strings in either quote with \\n \\t \\f \\r \\xHH \\uHHHH \\UHHHHHHHH escapes', () => {
    expect(value(String.raw`"a\tb" + 'c\nd'`)).toBe('a\tbc\nd');
    expect(value(String.raw`"\x41\u00e9\U0001F600\q\"\\"`)).toBe('Aé😀q"\\');
    expect(value(String.raw`"\x01|\u0002"`)).toBe(' | ');
  });

  it('has the constants null true false PI E Infinity NaN', () => {
    expect(value('null')).toBe('');
    expect(value('true + 1')).toBe('2');
    expect(value('PI > 3.14 && E < 2.72')).toBe('true');
    expect(value('Infinity')).toBe('Infinity');
    expect(value('NaN')).toBe('NaN');
  });

  it('reads variables from the scope, walking outward', () => {
    expect(value('price * qty', { price: 3, qty: 2 })).toBe('6');
    expect(value('a.b + 1', { a: { b: 41 } })).toBe('42');
    expect(value('missing == null')).toBe('true');
    expect(renderTemplate('{.section s}{.eval x + y}{.end}', { x: 1, s: { y: 2 } }, options).html).toBe('3');
  });

  it('has the functions max min abs num str bool', () => {
    expect(value('max(1, 5, 3) + min(4, 2)')).toBe('7');
    expect(value('abs(-3) + num("0x10") + num("2.5")')).toBe('21.5');
    expect(value('num("12abc")')).toBe('NaN');
    expect(value('str(1) + str(true) + str(null)')).toBe('1truenull');
    expect(value('bool("") + "" + bool("0")')).toBe('falsetrue');
  });
});

describe('docs/template-language.md "Expressions": assignment', () => {
  it('assigns to @name only, outputs nothing, and later tags see the binding', () => {
    const result = renderTemplate('{.eval @x = 3; @y = @x * 2}{@x},{@y}', {}, options);
    expect(result.html).toBe('3,6');
    expect(value('@x = 1')).toBe('');
  });

  it('keeps every name an expression binds, however many, reassignments included', () => {
    const names = Array.from({ length: 12 }, (_, i) => `@n${i}`);
    const source = `{.eval ${names.map((name, i) => `${name} = ${i}`).join('; ')}; @n2 = @n11 + @n2; @total = @n0 + @n11}`;
    const result = renderTemplate(`${source}{@n2},{@n11},{@total},{@n5}`, {}, options);
    expect(result.html).toBe('13,11,11,5');
  });

  it('refuses to assign to anything but @name', () => {
    expect(problem('a = 1')).toEqual([
      'Error parsing expression: "a = 1": Invalid assignment: only @variables can be assigned',
    ]);
  });

  it('a failing expression outputs nothing and binds nothing', () => {
    const result = renderTemplate('{.eval @x = 5; @y = 1 + obj}[{@x}]', { obj: { a: 1 } }, options);
    expect(result.html).toBe('[]');
    expect(result.errors.map((e) => e.message)).toEqual(['Error reducing expression: @x = 5; @y = 1 + obj: Invalid arguments to operator add']);
  });
});

describe('docs/template-language.md "Expressions": errors name the problem (rendering spec, error catalogue)', () => {
  it('unterminated string', () => {
    expect(problem('"abc')).toEqual(['Error parsing expression: "\\"abc": Unterminated string']);
  });

  it('bare line feed in a string', () => {
    expect(problem('"a\nb"')).toEqual(['Error parsing expression: "\\"a\\nb\\"": Illegal bare line feed character in string literal']);
    expect(problem('"a\rb"')[0]).toContain('Illegal bare carriage return character in string literal');
  });

  it('bad hex or unicode escape', () => {
    expect(problem(String.raw`"\x4"`)[0]).toContain('Invalid 2-char hex escape found');
    expect(problem(String.raw`"\xZZ"`)[0]).toContain('Invalid 2-char hex escape found');
    expect(problem(String.raw`"\u12"`)[0]).toContain('Invalid unicode escape found');
    expect(problem(String.raw`"\U0001F6"`)[0]).toContain('Invalid unicode escape found');
  });

  it('invalid function', () => {
    expect(problem('foo(1)')).toEqual(['Error parsing expression: "foo(1)": Invalid function foo']);
  });

  it('too many tokens', () => {
    expect(problem('1 + 2 + 3', {}, { maxTokens: 4 })).toEqual([
      'Error parsing expression: "1 + 2 + 3": Expression exceeds the maximum number of allowed tokens: 4',
    ]);
    expect(evaluate('1 + 2 + 3', {}, { maxTokens: 5 }).html).toBe('6');
  });

  it('concatenation too long', () => {
    expect(problem('"ab" + "cd"', {}, { maxStringLength: 3 })).toEqual([
      'Error reducing expression: "ab" + "cd": Concatenation would exceed maximum string length 3',
    ]);
    expect(evaluate('"ab" + "c"', {}, { maxStringLength: 3 }).html).toBe('abc');
  });

  it('numbers, parentheses, operands and characters', () => {
    expect(problem('1.2.3')[0]).toContain('Duplicate decimal point in number');
    expect(problem('1e')[0]).toContain('Expected a digit after exponent in decimal number');
    expect(problem('1e5.5')[0]).toContain('Unexpected decimal point in exponent');
    expect(problem('0x')[0]).toContain('Expected digits after start of hex number');
    expect(problem('(1')[0]).toContain('Mismatched operator found: left paren');
    expect(problem('1)')[0]).toContain('Mismatched operator found: right paren');
    expect(problem('1 +')[0]).toContain('Invalid arguments to operator add');
    expect(problem('1 # 2')[0]).toContain('Unexpected character at 2: "#"');
    expect(problem('min()')).toEqual(['Error reducing expression: min(): Error calling function min']);
    expect(problem('obj', { obj: { a: 1 } })).toEqual(['Error reducing expression: obj: Reduce error: unexpected token on stack']);
  });

  it('reports parse errors as syntax errors and reduce errors as runtime errors, at the tag', () => {
    const result = renderTemplate('x\n {.eval (}{.eval 1 + o}', { o: [1] }, options);
    expect(result.errors.map((e) => [e.kind, e.line, e.column])).toEqual([
      ['syntax', 2, 2],
      ['runtime', 2, 11],
    ]);
  });
});
