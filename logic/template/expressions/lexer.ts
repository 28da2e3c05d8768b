/**
 * The tokenizer of `.eval` expressions (docs/template-language.md "Expressions"): numbers (decimal and
 * hex), strings with `\n \t \f \r \xHH \uHHHH \UHHHHHHHH` escapes, constants, variable references,
 * and the JavaScript-like operators. It stops at the first problem and names it.
 */
import {
  bareCharacterInString,
  EXPRESSION_PROBLEMS,
  INVALID_HEX_ESCAPE,
  INVALID_UNICODE_ESCAPE,
  UNTERMINATED_STRING,
} from '../errors.ts';

/** A literal value of an expression. */
export type Primitive = number | string | boolean | null;

/** One token of an expression. */
export type Token =
  | { kind: 'value'; value: Primitive }
  | { kind: 'name'; path: string[] }
  | { kind: 'operator'; symbol: string }
  | { kind: 'open' }
  | { kind: 'close' }
  | { kind: 'comma' }
  | { kind: 'semicolon' };

/** The tokens of an expression, or the problem that stopped the tokenizer after `tokens`. */
export interface LexResult {
  tokens: Token[];
  error: string | null;
}

const CONSTANTS: Readonly<Record<string, Primitive>> = {
  null: null,
  true: true,
  false: false,
  PI: Math.PI,
  E: Math.E,
  Infinity: Number.POSITIVE_INFINITY,
  NaN: Number.NaN,
};

const SEGMENT = '(?:\\d+|[@$]?[a-zA-Z][a-zA-Z0-9_-]*|@)';
const REFERENCE = new RegExp(`${SEGMENT}(?:\\.${SEGMENT})*`, 'y');

/** Operators, longest first so that `===` wins over `==` and `=`. */
const OPERATORS = ['===', '!==', '**', '==', '!=', '<<', '>>', '<=', '>=', '&&', '||', '*', '/', '%', '+', '-', '=', '!', '<', '>', '~', '&', '|', '^'];

const WHITESPACE = new Set([' ', '\n', '\t', '\r', '\u00a0']);

const CHARACTER_NAMES: Readonly<Record<string, string>> = {
  '\b': 'backspace',
  '\f': 'form feed',
  '\n': 'line feed',
  '\r': 'carriage return',
  '\t': 'tab',
};

function characterName(c: string): string {
  return CHARACTER_NAMES[c] ?? (c <= '\u001f' ? 'control character' : 'character');
}

function isHex(c: string): boolean {
  return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

/** The end of a run of hex digits from `i`, not beyond `limit`. */
export function hexEnd(text: string, i: number, limit: number): number {
  let j = i;
  while (j < limit && isHex(text.charAt(j))) j += 1;
  return j;
}

/**
 * The end of a decimal number starting at `i` (digits, one `.`, an exponent with an optional sign),
 * or a problem. A leading zero is just a digit: there are no octal numbers.
 */
export function decimalEnd(text: string, i: number): number | string {
  let j = i;
  let dot = false;
  let exponent = false;
  let wantDigit = false;
  let sign = false;
  for (; j < text.length; j++) {
    const c = text.charAt(j);
    if (c === '.') {
      if (dot) return EXPRESSION_PROBLEMS.duplicateDecimalPoint;
      if (exponent) return EXPRESSION_PROBLEMS.decimalPointInExponent;
      dot = true;
    } else if (c === 'e' || c === 'E') {
      if (exponent) break;
      exponent = true;
      wantDigit = true;
    } else if (c === '-' || c === '+') {
      if (!wantDigit || sign) break;
      sign = true;
    } else if (c >= '0' && c <= '9') {
      wantDigit = false;
    } else {
      break;
    }
  }
  return wantDigit ? EXPRESSION_PROBLEMS.exponentDigit : j;
}

/** Characters that an escape must not produce: replaced by a space. */
function isUnwanted(code: number): boolean {
  return code <= 0x08 || (code >= 0x0e && code < 0x20);
}

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = { n: '\n', t: '\t', f: '\f', r: '\r' };

/** Reads a string literal whose opening quote is at `start - 1`; returns its value and end, or a problem. */
function readString(text: string, start: number, quote: string): { value: string; end: number } | string {
  let value = '';
  let i = start;
  while (i < text.length) {
    const c = text.charAt(i);
    if (c === '\\' && i + 1 < text.length) {
      const e = text.charAt(i + 1);
      if (e === 'x') {
        const from = i + 2;
        if (from + 2 >= text.length || hexEnd(text, from, from + 2) !== from + 2) return INVALID_HEX_ESCAPE;
        const code = Number.parseInt(text.slice(from, from + 2), 16);
        value += isUnwanted(code) ? ' ' : String.fromCharCode(code);
        i = from + 2;
        continue;
      }
      if (e === 'u' || e === 'U') {
        const from = i + 2;
        const limit = from + (e === 'u' ? 4 : 8);
        if (hexEnd(text, from, Math.min(limit, text.length)) !== limit) return INVALID_UNICODE_ESCAPE;
        const code = Number.parseInt(text.slice(from, limit), 16);
        value += isUnwanted(code) || code > 0x10ffff ? ' ' : String.fromCodePoint(code);
        i = limit;
        continue;
      }
      value += SIMPLE_ESCAPES[e] ?? e;
      i += 2;
      continue;
    }
    if (c === quote) return { value, end: i + 1 };
    if (c === '\n') return bareCharacterInString('line feed');
    if (c === '\r') return bareCharacterInString('carriage return');
    value += c;
    i += 1;
  }
  return UNTERMINATED_STRING;
}

/** Tokenizes an expression. */
export function tokenize(text: string): LexResult {
  const tokens: Token[] = [];
  let i = 0;
  const fail = (error: string): LexResult => ({ tokens, error });
  while (i < text.length) {
    const c = text.charAt(i);
    if (WHITESPACE.has(c)) {
      i += 1;
      continue;
    }
    if (c >= '0' && c <= '9') {
      const next = text.charAt(i + 1);
      if (c === '0' && (next === 'x' || next === 'X')) {
        const end = hexEnd(text, i + 2, text.length);
        if (end === i + 2) return fail(EXPRESSION_PROBLEMS.hexDigits);
        tokens.push({ kind: 'value', value: Number.parseInt(text.slice(i + 2, end), 16) });
        i = end;
        continue;
      }
      const end = decimalEnd(text, i);
      if (typeof end === 'string') return fail(end);
      tokens.push({ kind: 'value', value: Number.parseFloat(text.slice(i, end)) });
      i = end;
      continue;
    }
    if (c === '"' || c === "'") {
      const read = readString(text, i + 1, c);
      if (typeof read === 'string') return fail(read);
      tokens.push({ kind: 'value', value: read.value });
      i = read.end;
      continue;
    }
    if (c === '(' || c === ')' || c === ',' || c === ';') {
      tokens.push(
        c === '(' ? { kind: 'open' } : c === ')' ? { kind: 'close' } : c === ',' ? { kind: 'comma' } : { kind: 'semicolon' },
      );
      i += 1;
      continue;
    }
    const symbol = OPERATORS.find((op) => text.startsWith(op, i));
    if (symbol !== undefined) {
      tokens.push({ kind: 'operator', symbol });
      i += symbol.length;
      continue;
    }
    REFERENCE.lastIndex = i;
    const found = REFERENCE.exec(text);
    if (found === null) return fail(EXPRESSION_PROBLEMS.unexpectedCharacter(characterName(c), i, c));
    const path = found[0].split('.');
    const [head = ''] = path;
    if (path.length === 1 && Object.hasOwn(CONSTANTS, head)) {
      tokens.push({ kind: 'value', value: CONSTANTS[head] ?? null });
    } else {
      tokens.push({ kind: 'name', path });
    }
    i = REFERENCE.lastIndex;
  }
  return { tokens, error: null };
}
