/**
 * A precedence-climbing (Pratt) parser for `.eval` expressions, with JavaScript's precedence except
 * that unary operators bind tighter than `**` (so `-2 ** 2` is 4, as site templates expect).
 * Statements are separated by `;` (or a comma, or nothing: see `statements`).
 */
import { EXPRESSION_PROBLEMS, invalidFunction } from '../errors.ts';
import type { Primitive, Token } from './lexer.ts';

/** The functions an expression may call. */
export const FUNCTION_NAMES = ['max', 'min', 'abs', 'num', 'str', 'bool'] as const;

/** One of {@link FUNCTION_NAMES}. */
export type FunctionName = (typeof FUNCTION_NAMES)[number];

/** A node of an expression's syntax tree. */
export type Expression =
  | { kind: 'value'; value: Primitive }
  | { kind: 'variable'; path: string[] }
  | { kind: 'unary'; operator: string; operand: Expression }
  | { kind: 'binary'; operator: string; left: Expression; right: Expression }
  | { kind: 'assign'; name: string; value: Expression }
  | { kind: 'call'; name: FunctionName; args: Expression[] };

interface BinaryRule {
  precedence: number;
  right: boolean;
}

const BINARY: Readonly<Record<string, BinaryRule>> = {
  '**': { precedence: 16, right: true },
  '*': { precedence: 15, right: false },
  '/': { precedence: 15, right: false },
  '%': { precedence: 15, right: false },
  '+': { precedence: 14, right: false },
  '-': { precedence: 14, right: false },
  '<<': { precedence: 13, right: false },
  '>>': { precedence: 13, right: false },
  '<': { precedence: 12, right: false },
  '>': { precedence: 12, right: false },
  '<=': { precedence: 12, right: false },
  '>=': { precedence: 12, right: false },
  '==': { precedence: 11, right: false },
  '!=': { precedence: 11, right: false },
  '===': { precedence: 11, right: false },
  '!==': { precedence: 11, right: false },
  '&': { precedence: 10, right: false },
  '^': { precedence: 9, right: false },
  '|': { precedence: 8, right: false },
  '&&': { precedence: 7, right: false },
  '||': { precedence: 6, right: false },
  '=': { precedence: 3, right: true },
};

const UNARY_PRECEDENCE = 17;

/**
 * How deep an expression may nest (parentheses, unary operators, operator chains): compiling and
 * evaluating walk the tree recursively, so a deeper one is refused with a clear error instead of
 * overflowing the stack. A left-leaning chain (`1+1+…`) does not count: it is compiled
 * as a loop.
 */
export const MAX_EXPRESSION_DEPTH = 1000;
const UNARY = new Set(['+', '-', '!', '~']);

/** How operators are named in messages. */
export const OPERATOR_NAMES: Readonly<Record<string, string>> = {
  'u+': 'unary plus', 'u-': 'unary minus', '!': 'logical not', '~': 'bitwise not', '**': 'exponent',
  '*': 'multiply', '/': 'divide', '%': 'modulus', '+': 'add', '-': 'subtract', '<<': 'left shift',
  '>>': 'right shift', '<': 'less than', '>': 'greater than', '<=': 'less than or equal',
  '>=': 'greater than or equal', '==': 'equality', '!=': 'inequality', '===': 'strict equality',
  '!==': 'strict inequality', '&': 'bitwise and', '^': 'bitwise xor', '|': 'bitwise or',
  '&&': 'logical and', '||': 'logical or', '=': 'assign',
};

class ParseFailure {
  readonly message: string;
  constructor(message: string) {
    this.message = message;
  }
}

function describe(token: Token | undefined): string {
  if (token === undefined) return 'end of expression';
  switch (token.kind) {
    case 'value':
      return JSON.stringify(token.value);
    case 'name':
      return token.path.join('.');
    case 'operator':
      return token.symbol;
    case 'open':
      return '(';
    case 'close':
      return ')';
    case 'comma':
      return ',';
    default:
      return ';';
  }
}

class Parser {
  private index = 0;
  /** Open calls of {@link Parser.expression}: bounds the parser's own recursion. */
  private depth = 0;
  private readonly tokens: readonly Token[];
  constructor(tokens: readonly Token[]) {
    this.tokens = tokens;
  }

  /**
   * The statements, separated by `;`. Outside a call's parentheses a comma separates them too
   * (JavaScript's comma operator: `3, 2, 1` is 1), and so does nothing at all: `1 2 3` is three
   * statements and prints 3, as the incumbent prints the last of the values it stacks.
   */
  statements(): Expression[] {
    const list: Expression[] = [];
    while (this.index < this.tokens.length) {
      const kind = this.peek()?.kind;
      if (kind === 'semicolon' || kind === 'comma') {
        this.index += 1;
        continue;
      }
      list.push(this.expression(0));
      if (this.peek()?.kind === 'close') throw new ParseFailure(EXPRESSION_PROBLEMS.mismatched('right paren'));
    }
    return list;
  }

  private peek(): Token | undefined {
    return this.tokens[this.index];
  }

  private expression(minimum: number): Expression {
    if (this.depth >= MAX_EXPRESSION_DEPTH) throw new ParseFailure(EXPRESSION_PROBLEMS.tooDeep);
    this.depth += 1;
    try {
      return this.chain(minimum);
    } finally {
      this.depth -= 1;
    }
  }

  private chain(minimum: number): Expression {
    let left = this.prefix();
    for (;;) {
      const token = this.peek();
      if (token === undefined || token.kind !== 'operator') return left;
      const rule = BINARY[token.symbol];
      if (rule === undefined || rule.precedence < minimum) return left;
      this.index += 1;
      const right = this.operand(rule.right ? rule.precedence : rule.precedence + 1, token.symbol);
      if (token.symbol === '=') {
        const head = left.kind === 'variable' && left.path.length === 1 ? left.path[0] : undefined;
        if (head === undefined || !/^@[a-zA-Z]/.test(head)) throw new ParseFailure(EXPRESSION_PROBLEMS.assignmentTarget);
        left = { kind: 'assign', name: head, value: right };
      } else {
        left = { kind: 'binary', operator: token.symbol, left, right };
      }
    }
  }

  /** An operand after `operator`; a missing one names the operator. */
  private operand(minimum: number, operator: string): Expression {
    const next = this.peek();
    if (next === undefined || next.kind === 'close' || next.kind === 'comma' || next.kind === 'semicolon') {
      throw new ParseFailure(EXPRESSION_PROBLEMS.missingOperand(OPERATOR_NAMES[operator] ?? operator));
    }
    return this.expression(minimum);
  }

  private prefix(): Expression {
    const token = this.peek();
    if (token === undefined) throw new ParseFailure(EXPRESSION_PROBLEMS.unexpectedToken(describe(token)));
    this.index += 1;
    switch (token.kind) {
      case 'value':
        return { kind: 'value', value: token.value };
      case 'name':
        if (this.peek()?.kind === 'open') return this.call(token.path);
        return { kind: 'variable', path: token.path };
      case 'open': {
        if (this.peek()?.kind === 'close') throw new ParseFailure(EXPRESSION_PROBLEMS.unexpectedToken(')'));
        const inner = this.expression(0);
        if (this.peek()?.kind !== 'close') throw new ParseFailure(EXPRESSION_PROBLEMS.mismatched('left paren'));
        this.index += 1;
        return inner;
      }
      case 'operator':
        if (UNARY.has(token.symbol)) {
          const key = token.symbol === '+' || token.symbol === '-' ? `u${token.symbol}` : token.symbol;
          return { kind: 'unary', operator: token.symbol, operand: this.operand(UNARY_PRECEDENCE, key) };
        }
        throw new ParseFailure(EXPRESSION_PROBLEMS.missingOperand(OPERATOR_NAMES[token.symbol] ?? token.symbol));
      case 'close':
        throw new ParseFailure(EXPRESSION_PROBLEMS.mismatched('right paren'));
      default:
        throw new ParseFailure(EXPRESSION_PROBLEMS.unexpectedToken(describe(token)));
    }
  }

  private call(path: string[]): Expression {
    const [name = ''] = path;
    if (path.length !== 1 || !(FUNCTION_NAMES as readonly string[]).includes(name)) {
      throw new ParseFailure(invalidFunction(path.join('.')));
    }
    this.index += 1;
    const args: Expression[] = [];
    if (this.peek()?.kind === 'close') {
      this.index += 1;
      return { kind: 'call', name: name as FunctionName, args };
    }
    for (;;) {
      args.push(this.expression(0));
      const next = this.peek();
      if (next?.kind === 'comma') {
        this.index += 1;
        continue;
      }
      if (next?.kind === 'close') {
        this.index += 1;
        return { kind: 'call', name: name as FunctionName, args };
      }
      throw new ParseFailure(EXPRESSION_PROBLEMS.mismatched('left paren'));
    }
  }
}

function children(node: Expression): Expression[] {
  switch (node.kind) {
    case 'unary':
      return [node.operand];
    case 'binary':
      return [node.left, node.right];
    case 'assign':
      return [node.value];
    case 'call':
      return node.args;
    default:
      return [];
  }
}

/**
 * The depth of the deepest statement as compiling and evaluating recurse into it, walked without
 * recursion: the left side of a binary operator counts as no deeper (a left-leaning chain is
 * compiled as a loop), every other operand one deeper.
 */
export function expressionDepth(statements: readonly Expression[]): number {
  let deepest = 0;
  const stack: Array<[Expression, number]> = statements.map((statement) => [statement, 1]);
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const [node, depth] = top;
    if (depth > deepest) deepest = depth;
    if (node.kind === 'binary') {
      stack.push([node.left, depth], [node.right, depth + 1]);
      continue;
    }
    for (const child of children(node)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** Parses tokens into statements, or names the problem (an expression deeper than {@link MAX_EXPRESSION_DEPTH} is one). */
export function parseTokens(tokens: readonly Token[]): { statements: Expression[] } | { error: string } {
  try {
    const statements = new Parser(tokens).statements();
    if (expressionDepth(statements) > MAX_EXPRESSION_DEPTH) return { error: EXPRESSION_PROBLEMS.tooDeep };
    return { statements };
  } catch (failure) {
    if (failure instanceof ParseFailure) return { error: failure.message };
    if (failure instanceof RangeError) return { error: EXPRESSION_PROBLEMS.tooDeep };
    throw failure;
  }
}
