/**
 * Evaluation of `.eval` expressions: the syntax tree is compiled once into closures. Values are
 * numbers, strings, booleans and null; a variable holding an object or array is not a value. `&&`
 * and `||` give booleans; `+` concatenates when either side is a string, within the maximum string
 * length; `=` binds an `@name` and outputs nothing. What each operator and function does with its
 * values is in operators.ts.
 */
import { EXPRESSION_PROBLEMS } from '../errors.ts';
import * as scopeModule from '../scope.ts';
import type { Frame } from '../scope.ts';
import type { Primitive } from './lexer.ts';
import * as operators from './operators.ts';
import { OPERATOR_NAMES, type Expression } from './parser.ts';

// Imported names as module constants: the template bench renders 3–12% faster than through imported bindings.
const { buildLookup, plainKey, readKey } = scopeModule;
const { BINARY, EvaluationFailure, FUNCTIONS, lessThan, looseEquals, plus, toBoolean, toNumber, UNARY } = operators;

export { EvaluationFailure } from './operators.ts';

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
      const lookup = buildLookup(node.path);
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
      // Calls of one or two arguments (most) have closures of their own; longer ones map their list.
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
 * once per operator (`1+1+…` with thousands of terms).
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
