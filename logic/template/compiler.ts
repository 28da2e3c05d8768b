/**
 * Compiles a syntax tree into closures (TEMPLATE-LANGUAGE.md "Instructions"): each node becomes a
 * function of (render state, scope) that appends its output. Lookups, formatter chains and
 * expressions are resolved once here, so rendering walks no tree.
 */
import * as errors from './errors.ts';
import type { Position } from './errors.ts';
import * as evaluation from './expressions/evaluate.ts';
import * as formattersModule from './formatters/index.ts';
import type { Program } from './expressions/evaluate.ts';
import * as lexer from './expressions/lexer.ts';
import * as expressionParser from './expressions/parser.ts';
import type { Formatter, Predicate, Registry } from './registry.ts';
import * as scope from './scope.ts';
import type { Frame as FrameType, Lookup } from './scope.ts';
import * as renderState from './state.ts';
import type { Exec, RenderState } from './state.ts';
import * as syntax from './syntax.ts';
import type { FormatterCall, OrNode, PredicateCall, TemplateNode } from './syntax.ts';
import * as values from './values.ts';

// Imports bound once: a module runner (Vitest's, a bundler's interop) may read each imported name
// through a getter on every use, and these are used once per tag compiled or rendered.
const { expressionParse, expressionReduce, partialMissing, tooManyTokens, unexpectedError } = errors;
const { EvaluationEnvironment, EvaluationFailure, compileProgram } = evaluation;
const { tokenize } = lexer;
const { parseTokens } = expressionParser;
const { compileLocalLookup, compileLookup, Frame, plainKey, readKey } = scope;
const { Context, RenderStop, UNUSED_CONTEXT } = renderState;
const { CONTEXT_FREE_FORMATTERS } = formattersModule;
const { INSTRUCTION_NAMES } = syntax;
const { isTruthy, toOutput } = values;

const NOTHING: Exec = () => undefined;

const LITERALS = { 'meta-left': '{', 'meta-right': '}', space: ' ', tab: '\t', newline: '\n' } as const;

/** Turns an exception from a plugin into a runtime error (render stops pass through). */
function report(state: RenderState, failure: unknown, instruction: string, at: Position): void {
  if (failure instanceof RenderStop) throw failure;
  const name = failure instanceof Error ? failure.name : 'Error';
  const message = failure instanceof Error ? failure.message : String(failure);
  state.error(unexpectedError(name, instruction, message), at);
}

/** A formatter chain applied to the first variable; throws what a formatter throws. */
type Chain = (state: RenderState, frame: FrameType, value: unknown, at: Position) => unknown;

/** A chain's formatters and their arguments, and whether none of them reads its context. */
interface ChainParts {
  formatters: Formatter[];
  args: Array<readonly string[]>;
  contextFree: boolean;
}

function chainParts(calls: readonly FormatterCall[], registry: Registry): ChainParts {
  const parts: ChainParts = { formatters: [], args: [], contextFree: true };
  for (const call of calls) {
    const formatter = registry.formatter(call.name);
    if (formatter === undefined) continue;
    parts.formatters.push(formatter);
    parts.args.push(call.args.values);
    if (!CONTEXT_FREE_FORMATTERS.has(formatter)) parts.contextFree = false;
  }
  return parts;
}

function compileChain(parts: ChainParts, others: readonly Lookup[]): Chain {
  const { formatters, args } = parts;
  const rest = others.length === 0 ? null : others;
  const count = formatters.length;
  if (parts.contextFree) {
    return (_state, _frame, first) => {
      let value = first;
      for (let i = 0; i < count; i++) value = (formatters[i] as Formatter)(value, args[i] as readonly string[], UNUSED_CONTEXT);
      return value;
    };
  }
  return (state, frame, first, at) => {
    const context = new Context(state, frame, null, first, rest, at);
    let value = first;
    for (let i = 0; i < count; i++) value = (formatters[i] as Formatter)(value, args[i] as readonly string[], context);
    return value;
  };
}

const NO_LOOKUPS: readonly Lookup[] = [];
const NO_ARGUMENTS: readonly string[] = [];

/** The lookups of a tag's variables after the first (most tags have none). */
function otherLookups(variables: readonly (readonly string[])[]): readonly Lookup[] {
  return variables.length < 2 ? NO_LOOKUPS : variables.slice(1).map(compileLookup);
}

type VariableNode = Extract<TemplateNode, { type: 'variable' }>;

/** A variable tag with the text around it (`prefix` before, `suffix` after): one closure writes all three. */
function compileVariable(node: VariableNode, registry: Registry, prefix: string, suffix: string): Exec {
  const path = node.variables[0] ?? ['@'];
  const first = compileLookup(path);
  // `@` and a plain key are read in place (readKey is a direct call), the others through their lookup.
  const key = plainKey(path);
  const current = path.length === 1 && path[0] === '@';
  if (node.formatters.length === 0) {
    if (current) {
      return (state, frame) => {
        const value = frame.value;
        state.out += prefix + (typeof value === 'string' ? value : toOutput(value)) + suffix;
      };
    }
    if (key !== null) {
      return (state, frame) => {
        const value = readKey(frame, key);
        state.out += prefix + (typeof value === 'string' ? value : toOutput(value)) + suffix;
      };
    }
    return (state, frame) => {
      const value = first(frame);
      state.out += prefix + (typeof value === 'string' ? value : toOutput(value)) + suffix;
    };
  }
  const parts = chainParts(node.formatters, registry);
  const at: Position = node;
  const [formatter] = parts.formatters;
  const [args = NO_ARGUMENTS] = parts.args;
  if (parts.formatters.length === 1 && formatter !== undefined) {
    // One formatter, called in place: the common tag.
    const rest = node.variables.length < 2 ? null : otherLookups(node.variables);
    const contextFree = parts.contextFree;
    return (state, frame) => {
      if (prefix !== '') state.out += prefix;
      try {
        const input = current ? frame.value : key !== null ? readKey(frame, key) : first(frame);
        const value = formatter(input, args, contextFree ? UNUSED_CONTEXT : new Context(state, frame, null, input, rest, at));
        state.out += typeof value === 'string' ? value : toOutput(value);
      } catch (failure) {
        report(state, failure, INSTRUCTION_NAMES.variable, at);
      }
      if (suffix !== '') state.out += suffix;
    };
  }
  const chain = compileChain(parts, otherLookups(node.variables));
  return (state, frame) => {
    if (prefix !== '') state.out += prefix;
    try {
      const value = chain(state, frame, first(frame), at);
      state.out += typeof value === 'string' ? value : toOutput(value);
    } catch (failure) {
      report(state, failure, INSTRUCTION_NAMES.variable, at);
    }
    if (suffix !== '') state.out += suffix;
  };
}

function compileBind(node: Extract<TemplateNode, { type: 'bind' }>, registry: Registry): Exec {
  const first = compileLookup(node.variables[0] ?? ['@']);
  const chain = node.formatters.length === 0 ? null : compileChain(chainParts(node.formatters, registry), otherLookups(node.variables));
  const { name } = node;
  const at: Position = node;
  return (state, frame) => {
    try {
      frame.setVar(name, chain === null ? first(frame) : chain(state, frame, first(frame), at));
    } catch (failure) {
      report(state, failure, INSTRUCTION_NAMES.bind, at);
    }
  };
}

/** A predicate test; an unknown predicate counts as false. */
function compileTest(call: PredicateCall, registry: Registry, at: Position): (state: RenderState, frame: FrameType) => boolean {
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

function compileOr(branch: OrNode | null, registry: Registry): Exec | null {
  if (branch === null) return null;
  const body = compileBody(branch.body, registry);
  if (branch.predicate === null) return body;
  const test = compileTest(branch.predicate, registry, branch);
  const alternate = compileOr(branch.alternate, registry);
  return (state, frame) => {
    if (test(state, frame)) body(state, frame);
    else if (alternate !== null) alternate(state, frame);
  };
}

function compileSection(node: Extract<TemplateNode, { type: 'section' }>, registry: Registry): Exec {
  const lookup = compileLocalLookup(node.path);
  const body = compileBody(node.body, registry);
  const alternate = compileOr(node.alternate, registry);
  return (state, frame) => {
    const value = lookup(frame);
    const scope = new Frame(value, frame);
    if (isTruthy(value)) body(state, scope);
    else if (alternate !== null) alternate(state, scope);
  };
}

function compileRepeated(node: Extract<TemplateNode, { type: 'repeated' }>, registry: Registry): Exec {
  const lookup = compileLocalLookup(node.path);
  const body = compileBody(node.body, registry);
  const between = node.alternatesWith === null ? null : compileBody(node.alternatesWith, registry);
  const alternate = compileOr(node.alternate, registry);
  return (state, frame) => {
    const value = lookup(frame);
    if (!Array.isArray(value) || value.length === 0) {
      if (alternate !== null) alternate(state, frame);
      return;
    }
    const list = new Frame(value, frame);
    // One scope for every item, emptied between items: nothing keeps a scope past its item.
    const item = new Frame(undefined, list);
    const last = value.length - 1;
    for (let i = 0; i <= last; i++) {
      list.index = i;
      item.enter(value[i]);
      body(state, item);
      if (between !== null && i < last) between(state, item);
    }
  };
}

function compileIf(node: Extract<TemplateNode, { type: 'if' }>, registry: Registry): Exec {
  const lookups = node.variables.map(compileLookup);
  const ands = node.operators.map((operator) => operator === '&&');
  const body = compileBody(node.body, registry);
  const alternate = compileOr(node.alternate, registry);
  return (state, frame) => {
    let result = isTruthy(lookups[0]?.(frame));
    for (let i = 1; i < lookups.length; i++) {
      const value = isTruthy(lookups[i]?.(frame));
      // Strictly left to right, stopping once the running result settles it.
      if (ands[i - 1] === true) {
        result = result && value;
        if (!result) break;
      } else {
        result = result || value;
        if (result) break;
      }
    }
    if (result) body(state, frame);
    else if (alternate !== null) alternate(state, frame);
  };
}

/** An expression read once: its tokens' count, the problem that stopped the tokenizer, the program when it parses. */
interface ReadExpression {
  tokenCount: number;
  lexError: string | null;
  /** The compiled program, or the parse problem; null until first needed. */
  program: Program | string | null;
}

/** Expressions read so far, by their text: they hold no state, so templates share them (bounded). */
const expressions = new Map<string, ReadExpression>();
const EXPRESSION_CACHE_SIZE = 2048;

function readExpression(raw: string): ReadExpression {
  let known = expressions.get(raw);
  if (known === undefined) {
    const lexed = tokenize(raw);
    known = { tokenCount: lexed.tokens.length, lexError: lexed.error, program: null };
    if (lexed.error === null) {
      const parsed = parseTokens(lexed.tokens);
      known.program = 'error' in parsed ? parsed.error : compileProgram(parsed.statements);
    }
    if (expressions.size >= EXPRESSION_CACHE_SIZE) expressions.clear();
    expressions.set(raw, known);
  }
  return known;
}

function compileEval(node: Extract<TemplateNode, { type: 'eval' }>): Exec {
  const raw = node.expression;
  const at: Position = node;
  let read: ReadExpression | null = null;
  return (state, frame) => {
    const settings = state.settings;
    if (!settings.enableExpressions) return;
    if (read === null) read = readExpression(raw);
    if (read.tokenCount > settings.maxTokens) {
      state.error(expressionParse(raw, tooManyTokens(settings.maxTokens)), at, 'syntax');
      return;
    }
    const { lexError, program } = read;
    if (lexError !== null || typeof program === 'string' || program === null) {
      state.error(expressionParse(raw, lexError ?? (typeof program === 'string' ? program : '')), at, 'syntax');
      return;
    }
    const env = new EvaluationEnvironment(frame, settings.maxStringLength);
    try {
      const result = program(env);
      env.commit();
      if (result !== undefined) state.out += toOutput(result);
    } catch (failure) {
      if (!(failure instanceof EvaluationFailure)) throw failure;
      state.error(expressionReduce(raw, failure.message), at);
    }
  };
}

function compileInclude(node: Extract<TemplateNode, { type: 'include' }>): Exec {
  const { name } = node;
  const output = node.args.includes('output');
  const at: Position = node;
  return (state, frame) => {
    if (!state.settings.enableIncludes) return;
    const run = state.findTemplate(name, frame, at);
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

/** An instruction node: what a body compiles to a closure of its own (text, literals and comments join the text). */
type InstructionNode = Exclude<TemplateNode, { type: 'text' | 'literal' | 'comment' | 'eof' | 'variable' }>;

function compileNode(node: InstructionNode, registry: Registry): Exec {
  switch (node.type) {
    case 'bind':
      return compileBind(node, registry);
    case 'section':
      return compileSection(node, registry);
    case 'repeated':
      return compileRepeated(node, registry);
    case 'predicate': {
      const test = compileTest(node.predicate, registry, node);
      const body = compileBody(node.body, registry);
      const alternate = compileOr(node.alternate, registry);
      return (state, frame) => {
        if (test(state, frame)) body(state, frame);
        else if (alternate !== null) alternate(state, frame);
      };
    }
    case 'if':
      return compileIf(node, registry);
    case 'ctx': {
      const bindings = node.bindings.map(({ key, path }) => ({ key, lookup: compileLookup(path) }));
      const { name } = node;
      return (_state, frame) => {
        const value: Record<string, unknown> = {};
        for (const binding of bindings) value[binding.key] = binding.lookup(frame);
        frame.setVar(name, value);
      };
    }
    case 'inject': {
      const { name, path } = node;
      return (state, frame) => {
        const injects = state.settings.injects;
        frame.setVar(name, Object.hasOwn(injects, path) ? injects[path] : undefined);
      };
    }
    case 'macro': {
      const body = compileBody(node.body, registry);
      const { name } = node;
      return (_state, frame) => {
        if (frame.macros === null) frame.macros = new Map();
        frame.macros.set(name, body);
      };
    }
    case 'eval':
      return compileEval(node);
    case 'include':
      return compileInclude(node);
  }
}

/**
 * Compiles a list of nodes into one closure; each run counts its steps. Text is joined and written by
 * the closure of the variable next to it (before the first variable of a run, after the last one):
 * one call instead of two or three.
 */
export function compileBody(nodes: readonly TemplateNode[], registry: Registry): Exec {
  const parts: Exec[] = [];
  let text = '';
  // The last variable seen, not compiled yet: the text after it may still join it.
  let variable: VariableNode | null = null;
  let before = '';
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i] as TemplateNode;
    switch (node.type) {
      case 'text':
        text += node.value;
        break;
      case 'literal':
        text += LITERALS[node.name];
        break;
      case 'comment':
      case 'eof':
        break;
      case 'variable':
        if (variable !== null) parts.push(compileVariable(variable, registry, before, ''));
        variable = node;
        before = text;
        text = '';
        break;
      default:
        if (variable !== null) parts.push(compileVariable(variable, registry, before, text));
        else if (text !== '') parts.push(appendText(text));
        variable = null;
        text = '';
        parts.push(compileNode(node, registry));
    }
  }
  if (variable !== null) parts.push(compileVariable(variable, registry, before, text));
  else if (text !== '') {
    if (parts.length === 0) {
      return (state) => {
        if ((state.steps += 1) > state.maxSteps || state.out.length > state.maxOutputLength) state.overrun();
        state.out += text;
      };
    }
    parts.push(appendText(text));
  }
  const count = parts.length;
  if (count === 0) return NOTHING;
  if (count === 1) {
    const [only] = parts as [Exec];
    return (state, frame) => {
      if ((state.steps += 1) > state.maxSteps || state.out.length > state.maxOutputLength) state.overrun();
      only(state, frame);
    };
  }
  if (count === 2) {
    const [a, b] = parts as [Exec, Exec];
    return (state, frame) => {
      if ((state.steps += 2) > state.maxSteps || state.out.length > state.maxOutputLength) state.overrun();
      a(state, frame);
      b(state, frame);
    };
  }
  return (state, frame) => {
    if ((state.steps += count) > state.maxSteps || state.out.length > state.maxOutputLength) state.overrun();
    for (let i = 0; i < count; i++) (parts[i] as Exec)(state, frame);
  };
}

function appendText(text: string): Exec {
  return (state) => {
    state.out += text;
  };
}
