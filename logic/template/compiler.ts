/**
 * Compiles a template into closures (docs/template-language.md "Instructions") while it is scanned: each
 * tag becomes a function of (render state, scope) that appends its output as soon as the scanner
 * reads it, and each block becomes one when its `{.end}` is read. No syntax tree is built on the way
 * (parser.ts builds one for tooling, from the same scan and with the same errors).
 */
import type { Position, TemplateError } from './errors.ts';
import { branchesExec, ctxExec, evalExec, ifExec, includeExec, injectExec, macroExec, predicateExec, repeatedExec, sectionExec, testOf } from './instructions.ts';
import type { Registry } from './registry.ts';
import type { ReadTag } from './tagCache.ts';
import { scan, Structure } from './scanner.ts';
import type { Exec } from './state.ts';
import type { BlockNode, PredicateCall, TemplateNode, VariableNode } from './syntax.ts';
import { compileBind, compilePlain, compileRun, compileVariable, recipeFor, type Recipe, type RunItem } from './variables.ts';

const NOTHING: Exec = () => undefined;

const LITERALS = { 'meta-left': '{', 'meta-right': '}', space: ' ', tab: '\t', newline: '\n' } as const;

function appendText(text: string): Exec {
  return (state) => {
    state.out += text;
  };
}

/**
 * The closures of one body, made as its tags arrive. Text is joined and written by the closure next
 * to it: plain variables (no formatters) in a row, with the text around them, make one closure (a
 * run); a formatted variable writes the text before and after it. The body's closure counts its steps.
 */
class Body {
  /** The closures so far (null until the first: most bodies of a small template have one or none). */
  private parts: Exec[] | null = null;
  private text = '';
  /** The plain variables read since the last closure, each with the text before it (null when none). */
  private run: RunItem[] | null = null;
  /** The last formatted variable read, not compiled yet: the text after it may still join it. */
  private variable: Recipe | null = null;
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

  addVariable(node: VariableNode, line: number, column: number, read: ReadTag | null): void {
    const recipe = recipeFor(node, this.registry, read);
    if (recipe.formatters.length === 0) {
      this.flushVariable('');
      const item: RunItem = { prefix: this.text, recipe, suffix: '', at: { line, column } };
      if (this.run === null) this.run = [item];
      else this.run.push(item);
      this.text = '';
      return;
    }
    this.flushRun('');
    this.flushVariable('');
    this.variable = recipe;
    this.line = line;
    this.column = column;
    this.before = this.text;
    this.text = '';
  }

  addExec(exec: Exec): void {
    if (!this.flushRun(this.text) && !this.flushVariable(this.text) && this.text !== '') this.push(appendText(this.text));
    this.text = '';
    this.push(exec);
  }

  private push(exec: Exec): void {
    if (this.parts === null) this.parts = [exec];
    else this.parts.push(exec);
  }

  /** Closes the run with `suffix` after its last variable; false when there was none. */
  private flushRun(suffix: string): boolean {
    const { run } = this;
    if (run === null) return false;
    const last = run[run.length - 1];
    if (last === undefined) return false;
    last.suffix = suffix;
    this.push(run.length === 1 ? compilePlain(last.recipe, last.prefix, suffix, last.at) : compileRun(run, false));
    this.run = null;
    return true;
  }

  /** Compiles the waiting formatted variable with `suffix` after it; false when there was none. */
  private flushVariable(suffix: string): boolean {
    const recipe = this.variable;
    if (recipe === null) return false;
    this.push(compileVariable(recipe, { line: this.line, column: this.column }, this.before, suffix));
    this.variable = null;
    return true;
  }

  build(): Exec {
    const { text, run } = this;
    if (this.parts === null && run !== null && run.length > 1) {
      const last = run[run.length - 1];
      if (last !== undefined) last.suffix = text;
      return compileRun(run, true);
    }
    if (!this.flushRun(text) && !this.flushVariable(text) && text !== '') {
      if (this.parts === null) {
        return (state) => {
          if ((state.steps += 1) > state.maxSteps || state.out.length > state.maxOutputLength) state.overrun();
          state.out += text;
        };
      }
      this.push(appendText(text));
    }
    const parts = this.parts;
    if (parts === null) return NOTHING;
    const count = parts.length;
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

/** The branches of a block without `.or` (shared, never added to: a block's first branch makes its list). */
const NO_BRANCHES: Branch[] = [];

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

  leaf(node: TemplateNode, line: number, column: number, read: ReadTag | null): void {
    switch (node.type) {
      case 'variable':
        this.current.addVariable(node, line, column, read);
        break;
      case 'literal':
        this.current.addText(LITERALS[node.name]);
        break;
      case 'bind':
        this.current.addExec(compileBind(node, { line, column }, this.registry, read));
        break;
      case 'ctx':
        this.current.addExec(ctxExec(node, { line, column }, this.registry.caches));
        break;
      case 'inject':
        this.current.addExec(injectExec(node, { line, column }));
        break;
      case 'eval':
        this.current.addExec(evalExec(node, { line, column }, this.registry.caches));
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
    return { node, at, main, between: null, branches: NO_BRANCHES, current: main };
  }

  protected addOr(block: Block, predicate: PredicateCall | null, at: Position): void {
    const body = new Body(this.registry);
    const branch = { predicate, at, body };
    if (block.branches === NO_BRANCHES) block.branches = [branch];
    else block.branches.push(branch);
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
        return sectionExec(node.path, body, alternate, at, this.registry.caches);
      case 'repeated':
        return repeatedExec(node.path, body, block.between === null ? null : block.between.build(), alternate, at, this.registry.caches);
      case 'predicate':
        return predicateExec(testOf(node.predicate, this.registry, at), body, alternate);
      case 'if':
        return ifExec(node.variables, node.operators, body, alternate, at, this.registry.caches);
      case 'macro':
        return macroExec(node.name, body);
    }
  }

  /**
   * The `.or` branches from `index` on, as one closure (null when there are none). A loop over the
   * branches, not a closure per branch calling the next: a block may have any number of them.
   */
  private branches(branches: readonly Branch[], index: number): Exec | null {
    if (branches.length <= index) return null;
    const list = branches.slice(index).map((branch) => ({
      test: branch.predicate === null ? null : testOf(branch.predicate, this.registry, branch.at),
      body: branch.body.build(),
    }));
    if (list.length === 0) return null;
    const [only] = list;
    if (list.length === 1 && only !== undefined) return only.test === null ? only.body : predicateExec(only.test, only.body, null);
    return branchesExec(list);
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
