/**
 * The values of `.eval` expressions and what operators and functions do with them (evaluate.ts
 * compiles expressions into closures that call these): numbers, strings, booleans and null, read as
 * numbers, booleans or text the way the incumbent engine reads them.
 */
import { concatenationTooLong } from '../errors.ts';
import { hexEnd, decimalEnd, type Primitive } from './lexer.ts';
import type { FunctionName } from './parser.ts';

/** What a failing evaluation throws; the `.eval` instruction turns it into a reduce error. */
export class EvaluationFailure {
  readonly message: string;
  constructor(message: string) {
    this.message = message;
  }
}

/** The number reading of a value: strings must be wholly a decimal or hex number, else NaN. */
export function toNumber(value: Primitive): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value === null || value === '') return 0;
  const signed = value.charAt(0) === '-' || value.charAt(0) === '+' ? 1 : 0;
  if (signed === value.length) return Number.NaN;
  const first = value.charAt(signed);
  if (first === '0' && (value.charAt(signed + 1) === 'x' || value.charAt(signed + 1) === 'X')) {
    const digits = value.slice(signed + 2);
    if (digits === '' || hexEnd(digits, 0, digits.length) !== digits.length) return Number.NaN;
    const magnitude = Number.parseInt(digits, 16);
    return value.charAt(0) === '-' ? -magnitude : magnitude;
  }
  if (first < '0' || first > '9') return Number.NaN;
  return decimalEnd(value, signed) === value.length ? Number.parseFloat(value) : Number.NaN;
}

/** The boolean reading of a value. */
export function toBoolean(value: Primitive): boolean {
  return typeof value === 'boolean' ? value : value === null ? false : Boolean(value);
}

/** The string reading of a value (null is "null"). */
export function toText(value: Primitive): string {
  return value === null ? 'null' : String(value);
}

export function lessThan(a: Primitive, b: Primitive): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a < b;
  return Number(a) < Number(b);
}

export function looseEquals(a: Primitive, b: Primitive): boolean {
  if (a === null || b === null) return a === b;
  if (typeof a === typeof b) return a === b;
  return Number(a) === Number(b);
}

/** What an operator needs of the evaluation: the string limit `+` keeps to. */
export interface Limits {
  readonly maxStringLength: number;
}

type Binary = (a: Primitive, b: Primitive, env: Limits) => Primitive;

/** `+`: numbers add; when either side is a string, both are joined, within the maximum string length. */
export function plus(a: Primitive, b: Primitive, env: Limits): Primitive {
  if (typeof a !== 'string' && typeof b !== 'string') return toNumber(a) + toNumber(b);
  const left = toText(a);
  const right = toText(b);
  if (env.maxStringLength > 0 && left.length + right.length > env.maxStringLength) {
    throw new EvaluationFailure(concatenationTooLong(env.maxStringLength));
  }
  return left + right;
}

export const BINARY: Readonly<Record<string, Binary>> = {
  '*': (a, b) => toNumber(a) * toNumber(b),
  '/': (a, b) => toNumber(a) / toNumber(b),
  '%': (a, b) => toNumber(a) % toNumber(b),
  '**': (a, b) => toNumber(a) ** toNumber(b),
  '-': (a, b) => toNumber(a) - toNumber(b),
  '+': (a, b, env) => plus(a, b, env),
  '<<': (a, b) => toNumber(a) << toNumber(b),
  '>>': (a, b) => toNumber(a) >> toNumber(b),
  '<': (a, b) => lessThan(a, b),
  '>': (a, b) => lessThan(b, a),
  '<=': (a, b) => (comparable(a, b) ? !lessThan(b, a) : false),
  '>=': (a, b) => (comparable(a, b) ? !lessThan(a, b) : false),
  '==': (a, b) => looseEquals(a, b),
  '!=': (a, b) => !looseEquals(a, b),
  '===': (a, b) => a === b,
  '!==': (a, b) => a !== b,
  '&': (a, b) => toNumber(a) & toNumber(b),
  '^': (a, b) => toNumber(a) ^ toNumber(b),
  '|': (a, b) => toNumber(a) | toNumber(b),
  '&&': (a, b) => toBoolean(a) && toBoolean(b),
  '||': (a, b) => toBoolean(a) || toBoolean(b),
};

/** False when a relational comparison involves NaN (then `<=` and `>=` are false, as in JavaScript). */
function comparable(a: Primitive, b: Primitive): boolean {
  if (typeof a === 'string' && typeof b === 'string') return true;
  return !Number.isNaN(Number(a)) && !Number.isNaN(Number(b));
}

export const UNARY: Readonly<Record<string, (value: Primitive) => Primitive>> = {
  '-': (value) => -1 * toNumber(value),
  '+': (value) => toNumber(value),
  '!': (value) => !toBoolean(value),
  '~': (value) => ~toNumber(value),
};

export const FUNCTIONS: Readonly<Record<FunctionName, (args: Primitive[]) => Primitive | undefined>> = {
  max: (args) => pick(args, (a, b) => a > b),
  min: (args) => pick(args, (a, b) => a < b),
  abs: ([first]) => (first === undefined ? undefined : Math.abs(toNumber(first))),
  num: ([first]) => (first === undefined ? undefined : toNumber(first)),
  str: ([first]) => (first === undefined ? undefined : toText(first)),
  bool: ([first]) => (first === undefined ? undefined : toBoolean(first)),
};

function pick(args: Primitive[], keepLeft: (a: number, b: number) => boolean): number | undefined {
  if (args.length === 0) return undefined;
  let best = toNumber(args[0] ?? null);
  for (let i = 1; i < args.length; i++) {
    const n = toNumber(args[i] ?? null);
    if (!keepLeft(best, n)) best = n;
  }
  return best;
}

