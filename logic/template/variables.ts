/**
 * Compiles variable tags (`{a.b|f x|g}`) and bindings (`{.var @x a|f}`) into closures
 * (docs/template-language.md "Variables", "Formatters"). What a tag needs besides its position and the
 * text around it (lookups, formatters, whether they read a context) is worked out once per tag read
 * and kept as a recipe: a template's repeated tags, and tags shared by templates, are worked out once.
 */
import * as errors from './errors.ts';
import type { Position } from './errors.ts';
import { isContextFree, type Formatter, type Registry } from './registry.ts';
import * as scope from './scope.ts';
import type { Frame as FrameType, Lookup } from './scope.ts';
import * as renderState from './state.ts';
import type { Exec, RenderState } from './state.ts';
import * as syntax from './syntax.ts';
import type { BindNode, FormatterCall, VariableNode, VariablePath } from './syntax.ts';
import type { ReadTag } from './tagCache.ts';
import * as values from './values.ts';

// Imported names as module constants: the template bench renders 3–12% faster than through imported bindings.
const { TemplateFailure, unexpectedError } = errors;
const { compileLookup, plainKeys, readIndex, readKey, readKeys } = scope;
const { Context, RenderStop, UNUSED_CONTEXT } = renderState;
const { INSTRUCTION_NAMES } = syntax;
const { toOutput } = values;

/** Turns an exception from a plugin into a runtime error (render stops pass through). */
export function report(state: RenderState, failure: unknown, instruction: string, at: Position): void {
  if (failure instanceof RenderStop) throw failure;
  if (failure instanceof TemplateFailure) {
    state.error(failure.message, at);
    return;
  }
  const name = failure instanceof Error ? failure.name : 'Error';
  const message = failure instanceof Error ? failure.message : String(failure);
  state.error(unexpectedError(name, instruction, message), at);
}

/** A formatter chain applied to the first variable; throws what a formatter throws. */
type Chain = (state: RenderState, frame: FrameType, value: unknown, at: Position) => unknown;

/** What compiling a tag's variables and formatters needs, worked out once per tag read. */
export interface Recipe {
  /** The registry the formatters were found in. */
  registry: Registry;
  /** The lookup of the first variable. */
  first: Lookup;
  /** The first variable's key when it is one plain key (read in place with readKey), else null. */
  key: string | null;
  /** The first variable's keys when they are all plain keys (read in place with readKeys), else null. */
  keys: readonly string[] | null;
  /** True when the first variable is `@`. */
  current: boolean;
  /** For `@index` 1 and for `@index0` 0 (added to the 0-based position); -1 for any other variable. */
  offset: number;
  /** The lookups of the further variables (formatters read them), or null when there are none. */
  rest: readonly Lookup[] | null;
  formatters: readonly Formatter[];
  args: ReadonlyArray<readonly string[]>;
  /** True when every formatter of the chain declares `usesContext: false` (see Formatter). */
  contextFree: boolean;
  /** The chain, for two formatters or more. */
  chain: Chain | null;
}

const NO_FORMATTERS: readonly Formatter[] = [];
const NO_FORMATTER_ARGUMENTS: ReadonlyArray<readonly string[]> = [];

/** The lookup of a tag's first variable: a path of plain keys is read in place, as its compiled lookup would read it. */
function firstOf(path: VariablePath, key: string | null, keys: readonly string[] | null, registry: Registry): Lookup {
  if (key !== null) return (frame) => readKey(frame, key);
  if (keys !== null) return (frame) => readKeys(frame, keys);
  return compileLookup(path, registry.caches.lookups);
}

/**
 * The recipe of a tag's variables and formatters, kept with the tag's reading (`read`: a tag cache
 * keeps it as long as it keeps the reading, so it is worked out once per tag read).
 */
function recipeOf(variables: readonly VariablePath[], calls: readonly FormatterCall[], registry: Registry, read: ReadTag | null): Recipe {
  const known = read === null ? null : (read.recipe as Recipe | null);
  if (known !== null) return known;
  const path = variables[0] ?? ['@'];
  const keys = plainKeys(path);
  // One plain key is a path of plain keys of length one (plainKey would check its key a second time).
  const key = keys !== null && keys.length === 1 ? (keys[0] as string) : null;
  const recipe: Recipe = {
    registry,
    first: firstOf(path, key, keys, registry),
    key,
    keys,
    current: path.length === 1 && path[0] === '@',
    offset: path.length !== 1 ? -1 : path[0] === '@index' ? 1 : path[0] === '@index0' ? 0 : -1,
    rest: variables.length < 2 ? null : variables.slice(1).map((other) => compileLookup(other, registry.caches.lookups)),
    formatters: NO_FORMATTERS,
    args: NO_FORMATTER_ARGUMENTS,
    contextFree: true,
    chain: null,
  };
  const only = calls.length === 1 ? registry.formatter((calls[0] as FormatterCall).name) : undefined;
  if (only !== undefined) {
    recipe.formatters = [only];
    recipe.args = [(calls[0] as FormatterCall).args.values];
    recipe.contextFree = isContextFree(only);
  } else if (calls.length > 1) {
    const formatters: Formatter[] = [];
    const args: Array<readonly string[]> = [];
    for (const call of calls) {
      const formatter = registry.formatter(call.name);
      if (formatter === undefined) continue;
      formatters.push(formatter);
      args.push(call.args.values);
      if (!isContextFree(formatter)) recipe.contextFree = false;
    }
    recipe.formatters = formatters;
    recipe.args = args;
  }
  if (recipe.formatters.length > 1) recipe.chain = compileChain(recipe);
  if (read !== null) read.recipe = recipe;
  return recipe;
}

/**
 * The formatter chain of a recipe. In a variable tag the formatters' `@` is the value being formatted,
 * inside the tag's scope; with `inScope` (a `.var` binding) it is the tag's scope itself, as in the
 * incumbent, so `{.var @x one.two|get @.id}` in a repeated section reads the item's id.
 */
function compileChain(recipe: Recipe, inScope = false): Chain {
  const { formatters, args, rest } = recipe;
  const count = formatters.length;
  if (recipe.contextFree) {
    return (_state, _frame, first) => {
      let value = first;
      for (let i = 0; i < count; i++) value = (formatters[i] as Formatter)(value, args[i] as readonly string[], UNUSED_CONTEXT);
      return value;
    };
  }
  return (state, frame, first, at) => {
    const context = new Context(state, frame, inScope ? frame : null, first, rest, at);
    let value = first;
    for (let i = 0; i < count; i++) value = (formatters[i] as Formatter)(value, args[i] as readonly string[], context);
    return value;
  };
}

const NO_ARGUMENTS: readonly string[] = [];

/** The recipe of a variable tag read as `read` (worked out once per reading; a tag without formatters found in the registry is plain). */
export function recipeFor(node: VariableNode, registry: Registry, read: ReadTag | null): Recipe {
  return recipeOf(node.variables, node.formatters, registry, read);
}

/** A plain variable of a run (see {@link compileRun}) with the text before and after it. */
export interface RunItem {
  prefix: string;
  recipe: Recipe;
  suffix: string;
  /** Where the tag is: a read that throws is reported there. */
  at: Position;
}

/**
 * A run of plain variables (no formatters) and the text between them, as one closure (`wholeBody`: the
 * closure of a body that is nothing else): the values are read in place where they can be (`@`,
 * `@index`, plain keys) and the run's output is appended once.
 */
export function compileRun(items: readonly RunItem[], wholeBody: boolean): Exec {
  const count = items.length;
  // Only the last variable of a run has text after it (the text between two is the prefix of the second).
  const suffix = items[count - 1]?.suffix ?? '';
  // What each read needs, in flat lists worked out once: the loop reads no recipe at run time.
  // kind: 0 `@`, 1 `@index` / `@index0` (offset), 2 plain keys, 3 any other lookup.
  const kinds = items.map(({ recipe }) => (recipe.current ? 0 : recipe.offset >= 0 ? 1 : recipe.keys !== null ? 2 : 3));
  const offsets = items.map(({ recipe }) => recipe.offset);
  const prefixes = items.map(({ prefix }) => prefix);
  const keyLists = items.map(({ recipe }) => recipe.keys);
  const lookups = items.map(({ recipe }) => recipe.first);
  return (state, frame) => {
    // A run that is a whole body checks the bounds as a body does; else its body counted it as one step.
    if (!wholeBody) state.steps += count - 1;
    else if ((state.steps += count) > state.maxSteps || state.out.length > state.maxOutputLength) state.overrun();
    let out = '';
    let i = 0;
    // A context's read may throw (a getter, a Proxy): reported at the tag, and the run goes on after it.
    // The try is around the loop, not in it: the loop stays as tight as without it.
    for (;;) {
      try {
        for (; i < count; i++) {
          const kind = kinds[i];
          let value: unknown;
          if (kind === 0) value = frame.value;
          else if (kind === 1) value = readIndex(frame, offsets[i] as number);
          else if (kind === 2) value = readKeys(frame, keyLists[i] as readonly string[]);
          else value = (lookups[i] as Lookup)(frame);
          // Appended piece by piece: joining prefix, value and suffix first copied each short piece once more.
          const prefix = prefixes[i] as string;
          if (prefix !== '') out += prefix;
          out += typeof value === 'string' ? value : toOutput(value);
        }
        break;
      } catch (failure) {
        report(state, failure, INSTRUCTION_NAMES.variable, (items[i] as RunItem).at);
        out += prefixes[i] as string;
        i += 1;
      }
    }
    state.out += suffix === '' ? out : out + suffix;
  };
}

/** One plain variable (a recipe without formatters) at `at` with the text around it; a read that throws is reported there. */
export function compilePlain(recipe: Recipe, prefix: string, suffix: string, at: Position): Exec {
  const { first, key, current, offset } = recipe;
  // `@`, `@index`, `@index0` and a plain key are read in place (direct calls), the others through their lookup.
  if (offset >= 0) {
    return (state, frame) => {
      const value = readIndex(frame, offset);
      state.out += prefix + (value === undefined ? '' : toOutput(value)) + suffix;
    };
  }
  if (current) {
    return (state, frame) => {
      let text = '';
      try {
        const value = frame.value;
        text = typeof value === 'string' ? value : toOutput(value);
      } catch (failure) {
        report(state, failure, INSTRUCTION_NAMES.variable, at);
      }
      state.out += prefix + text + suffix;
    };
  }
  if (key !== null) {
    return (state, frame) => {
      let text = '';
      try {
        const value = readKey(frame, key);
        text = typeof value === 'string' ? value : toOutput(value);
      } catch (failure) {
        report(state, failure, INSTRUCTION_NAMES.variable, at);
      }
      state.out += prefix + text + suffix;
    };
  }
  return (state, frame) => {
    let text = '';
    try {
      const value = first(frame);
      text = typeof value === 'string' ? value : toOutput(value);
    } catch (failure) {
      report(state, failure, INSTRUCTION_NAMES.variable, at);
    }
    state.out += prefix + text + suffix;
  };
}

/**
 * A variable tag at `at` with the text around it (`prefix` before, `suffix` after): one closure
 * writes all three. `recipe` is the tag's (see {@link recipeFor}): taken, not worked out again, since a
 * tag seen once has no kept recipe to find.
 */
export function compileVariable(recipe: Recipe, at: Position, prefix: string, suffix: string): Exec {
  if (recipe.formatters.length === 0) return compilePlain(recipe, prefix, suffix, at);
  const { first, key, current, offset } = recipe;
  const { chain } = recipe;
  if (chain !== null) {
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
  // One formatter, called in place: the common tag.
  const [formatter] = recipe.formatters;
  const [args = NO_ARGUMENTS] = recipe.args;
  const { rest, contextFree, keys } = recipe;
  return (state, frame) => {
    if (prefix !== '') state.out += prefix;
    try {
      const input = current
        ? frame.value
        : key !== null
          ? readKey(frame, key)
          : keys !== null
            ? readKeys(frame, keys)
            : offset >= 0
              ? readIndex(frame, offset)
              : first(frame);
      const context = contextFree ? UNUSED_CONTEXT : new Context(state, frame, null, input, rest, at);
      const value = formatter === undefined ? input : formatter(input, args, context);
      state.out += typeof value === 'string' ? value : toOutput(value);
    } catch (failure) {
      report(state, failure, INSTRUCTION_NAMES.variable, at);
    }
    if (suffix !== '') state.out += suffix;
  };
}

/** `{.var @x a|f}` at `at`: binds the first variable, formatted, in the current scope. */
export function compileBind(node: BindNode, at: Position, registry: Registry, read: ReadTag | null): Exec {
  const recipe = recipeOf(node.variables, node.formatters, registry, read);
  const { first, formatters } = recipe;
  const chain = formatters.length === 0 ? null : recipe.contextFree && recipe.chain !== null ? recipe.chain : compileChain(recipe, true);
  const { name } = node;
  return (state, frame) => {
    try {
      frame.setVar(name, chain === null ? first(frame) : chain(state, frame, first(frame), at));
    } catch (failure) {
      report(state, failure, INSTRUCTION_NAMES.bind, at);
    }
  };
}
