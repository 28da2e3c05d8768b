/**
 * The closures of the instructions (docs/template-language.md "Instructions"): blocks, given their
 * compiled bodies, and the tags that do something other than output a variable. Lookups, tests and
 * expressions are resolved when the closure is made, so rendering walks no tree.
 */
import * as cacheBudget from './cacheBudget.ts';
import type { BoundedMap } from './cacheBudget.ts';
import type { TemplateCaches } from './caches.ts';
import * as errors from './errors.ts';
import type { Position } from './errors.ts';
import * as evaluation from './expressions/evaluate.ts';
import type { Program } from './expressions/evaluate.ts';
import * as lexer from './expressions/lexer.ts';
import * as expressionParser from './expressions/parser.ts';
import type { Predicate, Registry } from './registry.ts';
import * as scope from './scope.ts';
import type { Frame as FrameType } from './scope.ts';
import * as renderState from './state.ts';
import type { Exec, RenderState } from './state.ts';
import * as syntax from './syntax.ts';
import type { CtxNode, EvalNode, IncludeNode, InjectNode, PredicateCall, VariablePath } from './syntax.ts';
import * as values from './values.ts';
import * as variables from './variables.ts';

// Imported names as module constants: the template bench renders 3–12% faster than through imported bindings.
const { bytesOf, CACHE_LIMITS, detached } = cacheBudget;
const { EXPRESSION_PROBLEMS, expressionParse, expressionReduce, partialMissing, tooManyTokens } = errors;
const { EvaluationEnvironment, EvaluationFailure, compileProgram } = evaluation;
const { tokenize } = lexer;
const { parseTokens } = expressionParser;
const { compileLocalLookup, compileLookup, Frame } = scope;
const { Context } = renderState;
const { INSTRUCTION_NAMES } = syntax;
const { isTruthy, toOutput } = values;
const { report } = variables;

/** A predicate's test in a scope. */
export type Test = (state: RenderState, frame: FrameType) => boolean;

/** A predicate test at a tag; an unknown predicate counts as false. */
export function testOf(call: PredicateCall, registry: Registry, at: Position): Test {
  const predicate: Predicate | undefined = registry.predicate(call.name);
  if (predicate === undefined) return () => false;
  const args = call.args.values;
  return (state, frame) => {
    try {
      return predicate(args, new Context(state, frame, frame, frame.value, null, at));
    } catch (failure) {
      report(state, failure, INSTRUCTION_NAMES.predicate, at);
      return false;
    }
  };
}

/** Runs `body` when `test` passes, else `alternate` (an `.or` branch, or a chain of them). */
export function predicateExec(test: Test, body: Exec, alternate: Exec | null): Exec {
  return (state, frame) => {
    if (test(state, frame)) body(state, frame);
    else if (alternate !== null) alternate(state, frame);
  };
}

/** `.or` branches in order: the first whose test passes (or that has none: a bare `.or`) runs. */
export function branchesExec(branches: ReadonlyArray<{ readonly test: Test | null; readonly body: Exec }>): Exec {
  const count = branches.length;
  return (state, frame) => {
    for (let i = 0; i < count; i++) {
      const branch = branches[i] as { readonly test: Test | null; readonly body: Exec };
      if (branch.test === null || branch.test(state, frame)) {
        branch.body(state, frame);
        return;
      }
    }
  };
}

/**
 * `{.section path}` at `at`: the body in the scope of the value when it is truthy, else the alternate
 * in it. A value whose read or truth test throws (a getter, a Proxy) is reported at the tag, and the
 * block outputs nothing.
 */
export function sectionExec(path: VariablePath, body: Exec, alternate: Exec | null, at: Position, caches: TemplateCaches): Exec {
  const lookup = compileLocalLookup(path, caches.localLookups);
  return (state, frame) => {
    let value: unknown;
    let truthy: boolean;
    try {
      value = lookup(frame);
      truthy = isTruthy(value);
    } catch (failure) {
      report(state, failure, INSTRUCTION_NAMES.section, at);
      return;
    }
    const scope = new Frame(value, frame);
    if (truthy) body(state, scope);
    else if (alternate !== null) alternate(state, scope);
  };
}

/**
 * `{.repeated section path}` at `at`: the body per item, `between` between items; the alternate when
 * there is none. A list whose read throws is reported at the tag (nothing is output); an item whose
 * read throws is reported and skipped.
 */
export function repeatedExec(
  path: VariablePath,
  body: Exec,
  between: Exec | null,
  alternate: Exec | null,
  at: Position,
  caches: TemplateCaches,
): Exec {
  const lookup = compileLocalLookup(path, caches.localLookups);
  return (state, frame) => {
    let value: unknown;
    let length: number;
    try {
      value = lookup(frame);
      length = Array.isArray(value) ? value.length : 0;
    } catch (failure) {
      report(state, failure, INSTRUCTION_NAMES.repeated, at);
      return;
    }
    if (length === 0) {
      if (alternate !== null) alternate(state, frame);
      return;
    }
    const items = value as readonly unknown[];
    const list = new Frame(value, frame);
    // One scope for every item, emptied between items: nothing keeps a scope past its item.
    const item = new Frame(undefined, list);
    const last = length - 1;
    for (let i = 0; i <= last; i++) {
      let entry: unknown;
      try {
        entry = items[i];
      } catch (failure) {
        report(state, failure, INSTRUCTION_NAMES.repeated, at);
        continue;
      }
      list.index = i;
      item.enter(entry);
      body(state, item);
      if (between !== null && i < last) between(state, item);
    }
  };
}

/** `{.if a && b || c}` at `at`: the variables' truth combined strictly left to right (a read that throws is reported there). */
export function ifExec(
  paths: readonly VariablePath[],
  operators: ReadonlyArray<'&&' | '||'>,
  body: Exec,
  alternate: Exec | null,
  at: Position,
  caches: TemplateCaches,
): Exec {
  const lookups = paths.map((path) => compileLookup(path, caches.lookups));
  const ands = operators.map((operator) => operator === '&&');
  return (state, frame) => {
    let result: boolean;
    try {
      result = isTruthy(lookups[0]?.(frame));
      for (let i = 1; i < lookups.length; i++) {
        const value = isTruthy(lookups[i]?.(frame));
        // Stopping once the running result settles it.
        if (ands[i - 1] === true) {
          result = result && value;
          if (!result) break;
        } else {
          result = result || value;
          if (result) break;
        }
      }
    } catch (failure) {
      report(state, failure, INSTRUCTION_NAMES.if, at);
      return;
    }
    if (result) body(state, frame);
    else if (alternate !== null) alternate(state, frame);
  };
}

/** `{.macro name}`: defines the macro in the current scope. */
export function macroExec(name: string, body: Exec): Exec {
  return (_state, frame) => {
    if (frame.macros === null) frame.macros = new Map();
    frame.macros.set(name, body);
  };
}

/** `{.ctx @x key=path}` at `at`: binds an object built from paths (a read that throws is reported there). */
export function ctxExec(node: CtxNode, at: Position, caches: TemplateCaches): Exec {
  const bindings = node.bindings.map(({ key, path }) => ({ key, lookup: compileLookup(path, caches.lookups) }));
  const { name } = node;
  return (state, frame) => {
    // A plain object: its keys are template words (a letter first), so never `__proto__`, the one key
    // whose assignment would change a prototype.
    const value: Record<string, unknown> = {};
    try {
      for (const binding of bindings) value[binding.key] = binding.lookup(frame);
    } catch (failure) {
      report(state, failure, INSTRUCTION_NAMES.ctx, at);
    }
    frame.setVar(name, value);
  };
}

/** `{.inject @x path}` at `at`: binds the resource injected under that path. */
export function injectExec(node: InjectNode, at: Position): Exec {
  const { name, path } = node;
  return (state, frame) => {
    const injects = state.settings.injects;
    let value: unknown;
    try {
      value = Object.hasOwn(injects, path) ? injects[path] : undefined;
    } catch (failure) {
      report(state, failure, INSTRUCTION_NAMES.inject, at);
    }
    frame.setVar(name, value);
  };
}

/**
 * An expression read once: its tokens' count, the problem that stopped the tokenizer, and the program
 * (or the parse problem). The tokens wait until an evaluation within the token limit needs the
 * program: the limit is checked before the parser and the compiler recurse into them.
 */
export interface ReadExpression {
  tokenCount: number;
  lexError: string | null;
  tokens: readonly lexer.Token[] | null;
  /** The compiled program, or the parse problem; null until first needed. */
  program: Program | string | null;
}

/**
 * An expression's reading, kept in `cache` by a copy of its text (readings hold no state, so templates
 * share them); a text longer than CACHE_LIMITS.largestEntryBytes is read again at each use.
 */
function readExpression(raw: string, cache: BoundedMap<string, ReadExpression>): ReadExpression {
  const known = cache.get(raw);
  if (known !== undefined) return known;
  const bytes = bytesOf(raw);
  const keep = bytes <= CACHE_LIMITS.largestEntryBytes;
  // A copy: the tokens are cut from the text they are read from, and a kept reading must not hold the template.
  const text = keep ? detached(raw) : raw;
  const lexed = tokenize(text);
  const read: ReadExpression = { tokenCount: lexed.tokens.length, lexError: lexed.error, tokens: lexed.error === null ? lexed.tokens : null, program: null };
  if (keep) cache.set(text, read, bytes);
  return read;
}

/** The program of an expression read within the token limit: parsed and compiled on first use. */
function programOf(read: ReadExpression): Program | string {
  if (read.program === null) {
    const parsed = parseTokens(read.tokens ?? []);
    read.program = 'error' in parsed ? parsed.error : compileProgram(parsed.statements);
    read.tokens = null;
  }
  return read.program;
}

/** `{.eval expression}`: read on first run (only when expressions are enabled); binds and outputs on success. */
export function evalExec(node: EvalNode, at: Position, caches: TemplateCaches): Exec {
  const raw = node.expression;
  let read: ReadExpression | null = null;
  return (state, frame) => {
    const settings = state.settings;
    if (!settings.enableExpressions) return;
    if (read === null) read = readExpression(raw, caches.expressions);
    if (read.tokenCount > settings.maxTokens) {
      state.error(expressionParse(raw, tooManyTokens(settings.maxTokens)), at, 'syntax');
      return;
    }
    const { lexError } = read;
    if (lexError !== null) {
      state.error(expressionParse(raw, lexError), at, 'syntax');
      return;
    }
    let program: Program | string;
    try {
      program = programOf(read);
    } catch (failure) {
      // The depth bound keeps the compiler's recursion short; this holds on whatever stack is left.
      if (!(failure instanceof RangeError)) throw failure;
      program = EXPRESSION_PROBLEMS.tooDeep;
    }
    if (typeof program === 'string') {
      state.error(expressionParse(raw, program), at, 'syntax');
      return;
    }
    const env = new EvaluationEnvironment(frame, settings.maxStringLength);
    try {
      const result = program(env);
      env.commit();
      if (result !== undefined) state.out += toOutput(result);
    } catch (failure) {
      if (failure instanceof EvaluationFailure) state.error(expressionReduce(raw, failure.message), at);
      else if (failure instanceof RangeError) state.error(expressionReduce(raw, EXPRESSION_PROBLEMS.tooDeep), at);
      else report(state, failure, INSTRUCTION_NAMES.eval, at);
    }
  };
}

/** `{.include name}` / `{.include name output}`: runs a macro or partial in the current scope. */
export function includeExec(node: IncludeNode, at: Position): Exec {
  const { name } = node;
  const output = node.args.includes('output');
  return (state, frame) => {
    if (!state.settings.enableIncludes) return;
    let run: Exec | undefined;
    try {
      run = state.findTemplate(name, frame, at);
    } catch (failure) {
      // A caller's partials table whose read throws.
      report(state, failure, INSTRUCTION_NAMES.include, at);
      return;
    }
    if (run === undefined) {
      state.error(partialMissing(name), at);
      return;
    }
    if (!state.enter(name, at)) return;
    const saved = state.out;
    if (!output) state.out = '';
    try {
      run(state, frame);
    } finally {
      if (!output) state.out = saved;
      state.depth -= 1;
    }
  };
}
