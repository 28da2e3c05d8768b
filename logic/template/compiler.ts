/**
 * Compiles a template into closures (TEMPLATE-LANGUAGE.md "Instructions") while it is scanned: each
 * tag becomes a function of (render state, scope) that appends its output as soon as the scanner
 * reads it, and each block becomes one when its `{.end}` is read. No syntax tree is built on the way
 * (parser.ts builds one for tooling, from the same scan and with the same errors).
 */
import type { Position, TemplateError } from './errors.ts';
import * as instructions from './instructions.ts';
import type { Registry } from './registry.ts';
import * as scanner from './scanner.ts';
import type { Exec } from './state.ts';
import type { BlockNode, PredicateCall, TemplateNode, VariableNode } from './syntax.ts';
import * as variables from './variables.ts';

// Imports bound once: a module runner may read imported names through a getter on every call.
const { ctxExec, evalExec, ifExec, includeExec, injectExec, macroExec, predicateExec, repeatedExec, sectionExec, testOf } = instructions;
const { scan, Structure } = scanner;
const { compileBind, compileVariable } = variables;

const NOTHING: Exec = () => undefined;

const LITERALS = { 'meta-left': '{', 'meta-right': '}', space: ' ', tab: '\t', newline: '\n' } as const;

function appendText(text: string): Exec {
  return (state) => {
    state.out += text;
  };
}

/**
 * The closures of one body, made as its tags arrive. Text is joined and written by the closure of the
 * variable next to it (before the first variable of a run, after the last one): one call instead of
 * two or three. The body's closure counts its steps.
 */
class Body {
  private readonly parts: Exec[] = [];
  private text = '';
  /** The last variable read, not compiled yet: the text after it may still join it. */
  private variable: VariableNode | null = null;
  private line = 0;
  private column = 0;
  private before = '';
  private readonly registry: Registry;

  constructor(registry: Registry) {
    this.registry = registry;
  }

  addText(value: string): void {
    this.text += value;
  }

  addVariable(node: VariableNode, line: number, column: number): void {
    this.flushVariable('');
    this.variable = node;
    this.line = line;
    this.column = column;
    this.before = this.text;
    this.text = '';
  }

  addExec(exec: Exec): void {
    if (this.variable !== null) this.flushVariable(this.text);
    else if (this.text !== '') this.parts.push(appendText(this.text));
    this.text = '';
    this.parts.push(exec);
  }

  private flushVariable(suffix: string): void {
    const node = this.variable;
    if (node === null) return;
    // Only a formatted variable can report an error: the others need no position.
    const at: Position = node.formatters.length === 0 ? node : { line: this.line, column: this.column };
    this.parts.push(compileVariable(node, at, this.registry, this.before, suffix));
    this.variable = null;
  }

  build(): Exec {
    const { parts, text } = this;
    if (this.variable !== null) this.flushVariable(text);
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
}

/** An `.or` branch of an open block. */
interface Branch {
  predicate: PredicateCall | null;
  at: Position;
  body: Body;
}

/** An open block: the tag as read, where it is, its bodies so far, and the body tags now go to. */
interface Block {
  node: BlockNode;
  at: Position;
  main: Body;
  between: Body | null;
  branches: Branch[];
  current: Body;
}

/** Builds the closures of a template from what the scanner finds. */
class ClosureBuilder extends Structure<Block> {
  readonly root: Body;
  private current: Body;
  private readonly registry: Registry;

  constructor(registry: Registry) {
    super();
    this.registry = registry;
    this.root = new Body(registry);
    this.current = this.root;
  }

  text(value: string): void {
    this.current.addText(value);
  }

  leaf(node: TemplateNode, line: number, column: number): void {
    switch (node.type) {
      case 'variable':
        this.current.addVariable(node, line, column);
        break;
      case 'literal':
        this.current.addText(LITERALS[node.name]);
        break;
      case 'bind':
        this.current.addExec(compileBind(node, { line, column }, this.registry));
        break;
      case 'ctx':
        this.current.addExec(ctxExec(node));
        break;
      case 'inject':
        this.current.addExec(injectExec(node));
        break;
      case 'eval':
        this.current.addExec(evalExec(node, { line, column }));
        break;
      case 'include':
        this.current.addExec(includeExec(node, { line, column }));
        break;
      default:
        // Comments and `{.eof}` output nothing (and text around a comment joins up).
        break;
    }
  }

  protected openBlock(node: BlockNode, at: Position): Block {
    const main = new Body(this.registry);
    this.current = main;
    return { node, at, main, between: null, branches: [], current: main };
  }

  protected addOr(block: Block, predicate: PredicateCall | null, at: Position): void {
    const body = new Body(this.registry);
    block.branches.push({ predicate, at, body });
    block.current = body;
    this.current = body;
  }

  protected addAlternates(block: Block): void {
    const body = new Body(this.registry);
    block.between = body;
    block.current = body;
    this.current = body;
  }

  protected closeBlock(block: Block, parent: Block | null): void {
    this.current = parent === null ? this.root : parent.current;
    this.current.addExec(this.blockExec(block));
  }

  private blockExec(block: Block): Exec {
    const { node, at } = block;
    const body = block.main.build();
    const alternate = this.branches(block.branches, 0);
    switch (node.type) {
      case 'section':
        return sectionExec(node.path, body, alternate);
      case 'repeated':
        return repeatedExec(node.path, body, block.between === null ? null : block.between.build(), alternate);
      case 'predicate':
        return predicateExec(testOf(node.predicate, this.registry, at), body, alternate);
      case 'if':
        return ifExec(node.variables, node.operators, body, alternate);
      case 'macro':
        return macroExec(node.name, body);
    }
  }

  /** The `.or` branches from `index` on, as one closure (null when there are none). */
  private branches(branches: readonly Branch[], index: number): Exec | null {
    const branch = branches[index];
    if (branch === undefined) return null;
    const body = branch.body.build();
    if (branch.predicate === null) return body;
    return predicateExec(testOf(branch.predicate, this.registry, branch.at), body, this.branches(branches, index + 1));
  }
}

/** What {@link compileSource} returns: the template's closure and its syntax errors. */
export interface Compiled {
  run: Exec;
  errors: TemplateError[];
}

/** Compiles `source` against a registry; whatever parses still renders. */
export function compileSource(source: string, registry: Registry): Compiled {
  const builder = new ClosureBuilder(registry);
  scan(source, registry, builder);
  return { run: builder.root.build(), errors: builder.errors };
}
