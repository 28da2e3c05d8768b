/**
 * Evaluation of `.eval` expressions: the syntax tree is compiled once into closures. Values are
 * numbers, strings, booleans and null; a variable holding an object or array is not a value. `&&`
 * and `||` give booleans; `+` concatenates when either side is a string, within the maximum string
 * length; `=` binds an `@name` and outputs nothing.
 */
import { concatenationTooLong, EXPRESSION_PROBLEMS } from '../errors.ts';
import * as scopeModule from '../scope.ts';
import type { Frame } from '../scope.ts';
import { hexEnd, decimalEnd, type Primitive } from './lexer.ts';
import { OPERATOR_NAMES, type Expression, type FunctionName } from './parser.ts';

// Imports bound once: a module runner may read imported names through a getter on every call.
const { compileLookup, plainKey, readKey } = scopeModule;

/** What a failing evaluation throws; the `.eval` instruction turns it into a reduce error. */
export class EvaluationFailure {
  readonly message: string;
  constructor(message: string) {
    this.message = message;
  }
}

/** A variable whose value is an object or an array: not usable in an expression. */
const NOT_A_VALUE: unique symbol = Symbol('not a value');
/** The result of an assignment, or of an operator applied to something that was not a value. */
const NOTHING: unique symbol = Symbol('nothing');

type Result = Primitive | typeof NOT_A_VALUE | typeof NOTHING;

/** How many names an evaluation keeps in a list before it files them in a Map. */
const LOCALS_IN_LIST = 8;

/** The state of one evaluation: the scope, the `@variables` bound so far, the string limit. */
export class EvaluationEnvironment {
  readonly frame: Frame;
  readonly maxStringLength: number;
  /** The value so far of a long operator chain (see compileBinary). */
  carry: Result = null;
  /** What this evaluation bound, in order, as name and value one after the other (expressions bind a few names). */
  private locals: Array<string | Primitive> | null = null;
  /** The same, once more than {@link LOCALS_IN_LIST} names are bound (a Map keeps long expressions linear). */
  private many: Map<string, Primitive> | null = null;

  constructor(frame: Frame, maxStringLength: number) {
    this.frame = frame;
    this.maxStringLength = maxStringLength;
  }

  /** Binds `@name` for the rest of this evaluation. */
  bind(name: string, value: Primitive): void {
    if (this.many !== null) {
      this.many.set(name, value);
      return;
    }
    const locals = this.locals;
    if (locals === null) {
      // A list of two, not an empty one grown by push (which takes room for sixteen more).
      this.locals = [name, value];
      return;
    }
    for (let i = 0; i < locals.length; i += 2) {
      if (locals[i] === name) {
        locals[i + 1] = value;
        return;
      }
    }
    locals.push(name, value);
    if (locals.length > 2 * LOCALS_IN_LIST) {
      this.many = new Map();
      for (let i = 0; i < locals.length; i += 2) this.many.set(locals[i] as string, locals[i + 1] as Primitive);
    }
  }

  /** What this evaluation bound to `@name`, or undefined. */
  local(name: string): Primitive | undefined {
    if (this.many !== null) return this.many.get(name);
    const locals = this.locals;
    if (locals !== null) for (let i = 0; i < locals.length; i += 2) if (locals[i] === name) return locals[i + 1];
    return undefined;
  }

  /** Binds in the scope, in order, what this evaluation bound: called once it has succeeded. */
  commit(): void {
    const { locals, many, frame } = this;
    if (many !== null) many.forEach((value, name) => frame.setVar(name, value));
    else if (locals !== null) for (let i = 0; i < locals.length; i += 2) frame.setVar(locals[i] as string, locals[i + 1] as Primitive);
  }
}

type Compiled = (env: EvaluationEnvironment) => Result;

function isValue(result: Result): result is Primitive {
  return result !== NOT_A_VALUE && result !== NOTHING;
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

function lessThan(a: Primitive, b: Primitive): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a < b;
  return Number(a) < Number(b);
}

function looseEquals(a: Primitive, b: Primitive): boolean {
  if (a === null || b === null) return a === b;
  if (typeof a === typeof b) return a === b;
  return Number(a) === Number(b);
}

type Binary = (a: Primitive, b: Primitive, env: EvaluationEnvironment) => Primitive;

/** `+`: numbers add; when either side is a string, both are joined, within the maximum string length. */
function plus(a: Primitive, b: Primitive, env: EvaluationEnvironment): Primitive {
  if (typeof a !== 'string' && typeof b !== 'string') return toNumber(a) + toNumber(b);
  const left = toText(a);
  const right = toText(b);
  if (env.maxStringLength > 0 && left.length + right.length > env.maxStringLength) {
    throw new EvaluationFailure(concatenationTooLong(env.maxStringLength));
  }
  return left + right;
}

const BINARY: Readonly<Record<string, Binary>> = {
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

const UNARY: Readonly<Record<string, (value: Primitive) => Primitive>> = {
  '-': (value) => -1 * toNumber(value),
  '+': (value) => toNumber(value),
  '!': (value) => !toBoolean(value),
  '~': (value) => ~toNumber(value),
};

const FUNCTIONS: Readonly<Record<FunctionName, (args: Primitive[]) => Primitive | undefined>> = {
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

function fromContext(value: unknown): Result {
  switch (typeof value) {
    case 'number':
    case 'string':
    case 'boolean':
      return value;
    case 'undefined':
      return null;
    default:
      return value === null ? null : NOT_A_VALUE;
  }
}

/** Throws the missing-operand failure when an operand is not a value. */
function need(value: Result, operator: string): asserts value is Primitive {
  if (!isValue(value)) throw new EvaluationFailure(EXPRESSION_PROBLEMS.missingOperand(OPERATOR_NAMES[operator] ?? operator));
}

/**
 * A binary operator's closure: both operands, then the operation. The common operators get a closure
 * of their own, which runs the operation in place; the others look it up in {@link BINARY}.
 */
function binaryOf(operator: string, left: Compiled, right: Compiled): Compiled {
  switch (operator) {
    case '*':
      return (env) => {
        const a = left(env);
        const b = right(env);
        need(a, operator);
        need(b, operator);
        return toNumber(a) * toNumber(b);
      };
    case '-':
      return (env) => {
        const a = left(env);
        const b = right(env);
        need(a, operator);
        need(b, operator);
        return toNumber(a) - toNumber(b);
      };
    case '+':
      return (env) => {
        const a = left(env);
        const b = right(env);
        need(a, operator);
        need(b, operator);
        return plus(a, b, env);
      };
    case '<':
    case '>':
      return (env) => {
        const a = left(env);
        const b = right(env);
        need(a, operator);
        need(b, operator);
        return operator === '<' ? lessThan(a, b) : lessThan(b, a);
      };
    case '==':
    case '!=':
      return (env) => {
        const a = left(env);
        const b = right(env);
        need(a, operator);
        need(b, operator);
        return looseEquals(a, b) === (operator === '==');
      };
    case '&&':
    case '||':
      return (env) => {
        const a = left(env);
        const b = right(env);
        need(a, operator);
        need(b, operator);
        return operator === '&&' ? toBoolean(a) && toBoolean(b) : toBoolean(a) || toBoolean(b);
      };
    default: {
      const apply = BINARY[operator];
      if (apply === undefined) throw new TypeError(`Unknown operator ${operator}`);
      return (env) => {
        const a = left(env);
        const b = right(env);
        need(a, operator);
        need(b, operator);
        return apply(a, b, env);
      };
    }
  }
}

function compileNode(node: Expression): Compiled {
  switch (node.kind) {
    case 'value': {
      const value = node.value;
      return () => value;
    }
    case 'variable': {
      const lookup = compileLookup(node.path);
      const [head = ''] = node.path;
      const key = plainKey(node.path);
      if (key !== null) return (env) => fromContext(readKey(env.frame, key));
      if (head.startsWith('@') && head !== '@' && node.path.length === 1) {
        return (env) => {
          const local = env.local(head);
          return local !== undefined ? local : fromContext(lookup(env.frame));
        };
      }
      return (env) => fromContext(lookup(env.frame));
    }
    case 'unary': {
      const operand = compileNode(node.operand);
      const apply = UNARY[node.operator];
      if (apply === undefined) throw new TypeError(`Unknown unary operator ${node.operator}`);
      return (env) => {
        const value = operand(env);
        return isValue(value) ? apply(value) : NOTHING;
      };
    }
    case 'binary':
      return compileBinary(node);
    case 'assign': {
      const value = compileNode(node.value);
      const name = node.name;
      return (env) => {
        const result = value(env);
        if (isValue(result)) env.bind(name, result);
        return NOTHING;
      };
    }
    case 'call': {
      const args = node.args.map(compileNode);
      const fn = FUNCTIONS[node.name];
      const name = node.name;
      const call = (values: Primitive[]): Primitive => {
        const result = fn(values);
        if (result === undefined) throw new EvaluationFailure(EXPRESSION_PROBLEMS.callFailed(name));
        return result;
      };
      // Calls of one or two arguments (most) make their list at its size: a list grown from empty by
      // push takes room for sixteen more, garbage at every call.
      if (args.length === 1) {
        const [only] = args as [Compiled];
        return (env) => {
          const value = only(env);
          return call(isValue(value) ? [value] : []);
        };
      }
      if (args.length === 2) {
        const [first, second] = args as [Compiled, Compiled];
        return (env) => {
          const a = first(env);
          const b = second(env);
          return call(isValue(a) ? (isValue(b) ? [a, b] : [a]) : isValue(b) ? [b] : []);
        };
      }
      return (env) => {
        const values: Primitive[] = [];
        for (const arg of args) {
          const value = arg(env);
          if (isValue(value)) values.push(value);
        }
        return call(values);
      };
    }
  }
}

/** A chain this long or longer (`a + b + c …`, leaning left) is compiled as a loop rather than nested closures. */
const LONG_CHAIN = 16;

/**
 * A binary operator. A long left-leaning chain becomes a loop over its operators, each applied to
 * the value so far (handed over in `env.carry`), so neither compiling nor evaluating it recurses
 * once per operator (issue 18: `1+1+…` with thousands of terms).
 */
function compileBinary(node: Extract<Expression, { kind: 'binary' }>): Compiled {
  const spine: Array<Extract<Expression, { kind: 'binary' }>> = [];
  let leftmost: Expression = node;
  while (leftmost.kind === 'binary') {
    spine.push(leftmost);
    leftmost = leftmost.left;
  }
  if (spine.length < LONG_CHAIN) return binaryOf(node.operator, compileNode(node.left), compileNode(node.right));
  const first = compileNode(leftmost);
  const carried: Compiled = (env) => env.carry;
  const steps = spine.reverse().map((link) => binaryOf(link.operator, carried, compileNode(link.right)));
  return (env) => {
    let value = first(env);
    // Each step reads its left side (the carry) before it evaluates its right, which may carry for itself.
    for (const step of steps) {
      env.carry = value;
      value = step(env);
    }
    return value;
  };
}

/** A compiled program: runs every statement and gives the last one's value (undefined when it outputs nothing). */
export type Program = (env: EvaluationEnvironment) => Primitive | undefined;

/** Compiles parsed statements into a program. */
export function compileProgram(statements: readonly Expression[]): Program {
  const compiled = statements.map(compileNode);
  return (env) => {
    let last: Result = NOTHING;
    for (const statement of compiled) last = statement(env);
    if (last === NOT_A_VALUE) throw new EvaluationFailure(EXPRESSION_PROBLEMS.notAValue);
    return last === NOTHING ? undefined : last;
  };
}
