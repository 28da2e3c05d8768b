/**
 * The state of one render: the output being built, the errors, the partials compiled so far, the
 * nesting depth of partials and macros, and the bounds that keep any template from running away
 * (steps and output length). A compiled template holds no render state, so it is reusable.
 */
import {
  addError,
  outputTooLong,
  partialMissing,
  partialParseFailed,
  partialRecursion,
  templateError,
  tooMuchWork,
  type Position,
  type TemplateError,
} from './errors.ts';
import { TemplateCaches } from './caches.ts';
import type { ApplyOptions, Registry, TemplateContext } from './registry.ts';
import * as scope from './scope.ts';
import type { Frame as FrameType } from './scope.ts';
import type { TemplateTree } from './syntax.ts';

// Imported names as module constants: the template bench renders 3–12% faster than through imported bindings.
const { Frame, lookupPath } = scope;

/** A compiled piece of template: appends its output for a scope. */
export type Exec = (state: RenderState, frame: FrameType) => void;

/** A template compiled to closures, reusable across renders. */
export interface CompiledTemplate {
  readonly source: string;
  /** The syntax tree, for tooling: parsed when first read (compiling does not build one). */
  readonly tree: TemplateTree;
  /** Syntax errors found while compiling (the rest still renders). */
  readonly errors: readonly TemplateError[];
  /** The registry the template was compiled against. */
  readonly registry: Registry;
  /** Runs the template; internal to the engine. */
  readonly run: Exec;
}

/** The settled options of one render. */
export interface RenderSettings {
  locale: string;
  timeZone: string;
  now: number | undefined;
  enableExpressions: boolean;
  enableIncludes: boolean;
  maxPartialDepth: number;
  maxTokens: number;
  maxStringLength: number;
  maxSteps: number;
  maxOutputLength: number;
  partials: Readonly<Record<string, string | CompiledTemplate>>;
  injects: Readonly<Record<string, unknown>>;
}

/** Thrown inside a render when a bound is reached; caught by the engine, never by the caller. */
export class RenderStop {
  readonly message: string;
  constructor(message: string) {
    this.message = message;
  }
}

const EMPTY: Exec = () => undefined;

/** The mutable state of a single render. */
export class RenderState {
  out = '';
  readonly errors: TemplateError[] = [];
  steps = 0;
  depth = 0;
  readonly settings: RenderSettings;
  readonly maxSteps: number;
  readonly maxOutputLength: number;
  private compiled: Map<string, Exec> | null = null;
  private memo: Map<string, Map<object, unknown>> | null = null;
  /** The readings of the kind last asked for (pages ask for one kind again and again). */
  private lastKind: string | null = null;
  private lastReadings: Map<object, unknown> | undefined = undefined;
  private readonly compile: (source: string) => CompiledTemplate;
  /** The caches of the engine of the template rendered. */
  readonly caches: TemplateCaches;

  constructor(settings: RenderSettings, compile: (source: string) => CompiledTemplate, caches: TemplateCaches) {
    this.settings = settings;
    this.maxSteps = settings.maxSteps;
    this.maxOutputLength = settings.maxOutputLength;
    this.compile = compile;
    this.caches = caches;
  }

  /** Records a runtime error at a tag (`always`: one that stops the render, listed even when the list is full). */
  error(message: string, at: Position, kind: TemplateError['kind'] = 'runtime', always = false): void {
    addError(this.errors, templateError(kind, message, at), always);
  }

  /** Called when `steps` passed `maxSteps` or the output grew too long: stops the render. */
  overrun(): void {
    if (this.steps > this.maxSteps) throw new RenderStop(tooMuchWork(this.maxSteps));
    if (this.out.length > this.maxOutputLength) throw new RenderStop(outputTooLong(this.maxOutputLength));
  }

  /** A macro bound in an enclosing scope, else a partial (compiled once per render), else undefined. */
  findTemplate(name: string, frame: FrameType, at: Position): Exec | undefined {
    for (let f: FrameType | null = frame; f !== null; f = f.parent) {
      const macro = f.macros?.get(name);
      if (macro !== undefined) return macro as Exec;
    }
    if (this.compiled === null) this.compiled = new Map();
    const cached = this.compiled.get(name);
    if (cached !== undefined) return cached;
    const partials = this.settings.partials;
    if (!Object.hasOwn(partials, name)) return undefined;
    const partial = partials[name];
    if (partial === undefined) return undefined;
    const template = typeof partial === 'string' ? this.compile(partial) : partial;
    let run = template.run;
    if (template.errors.length > 0) {
      for (const problem of template.errors) this.error(partialParseFailed(name, problem.message), at, 'syntax');
      run = EMPTY;
    }
    this.compiled.set(name, run);
    return run;
  }

  /** A reading of an object remembered for the rest of this render. */
  remember<T>(kind: string, value: object, read: (value: object) => T): T {
    // Plain Maps: they live only as long as this render, whose context holds the objects anyway.
    let readings = kind === this.lastKind ? this.lastReadings : undefined;
    if (readings === undefined) {
      if (this.memo === null) this.memo = new Map();
      readings = this.memo.get(kind);
      if (readings === undefined) {
        readings = new Map();
        this.memo.set(kind, readings);
      }
      this.lastKind = kind;
      this.lastReadings = readings;
    }
    const known = readings.get(value);
    if (known !== undefined || readings.has(value)) return known as T;
    const result = read(value);
    readings.set(value, result);
    return result;
  }

  /** Enters a partial or macro; false (with the error) when that would pass the depth limit. */
  enter(name: string, at: Position): boolean {
    if (this.depth >= this.settings.maxPartialDepth) {
      this.error(partialRecursion(name, this.settings.maxPartialDepth), at);
      return false;
    }
    this.depth += 1;
    return true;
  }

  /** Runs a macro or partial with `value` as its scope and returns its output (`apply`). */
  apply(name: string, value: unknown, parent: FrameType, options: ApplyOptions, at: Position): string {
    const run = this.findTemplate(name, parent, at);
    if (run === undefined) {
      this.error(partialMissing(name), at);
      return '';
    }
    if (!this.enter(name, at)) return '';
    const saved = this.out;
    this.out = '';
    try {
      const frame = new Frame(value, parent);
      frame.stop = options.private === true;
      if (options.args !== undefined) frame.setVar('@args', options.args);
      run(this, frame);
      return this.out;
    } finally {
      this.out = saved;
      this.depth -= 1;
    }
  }
}

/**
 * The {@link TemplateContext} a formatter or predicate receives. For a formatter, the scope of `@`
 * (the formatted value inside the tag's scope) is only built when a formatter looks something up.
 */
export class Context implements TemplateContext {
  readonly value: unknown;
  private readonly state: RenderState;
  private readonly parent: FrameType;
  private scope: FrameType | null;
  private readonly others: ReadonlyArray<(frame: FrameType) => unknown> | null;
  private all: unknown[] | null = null;
  private readonly at: Position;

  /**
   * `scope` is the scope lookups start from: a predicate's own scope, or a `.var` binding's (its
   * formatters read the tag's scope as `@`); null for the formatters of a variable tag (then `@` is
   * `value`, inside `parent`). `others` look up a formatted tag's further variables.
   */
  constructor(
    state: RenderState,
    parent: FrameType,
    scope: FrameType | null,
    value: unknown,
    others: ReadonlyArray<(frame: FrameType) => unknown> | null,
    at: Position,
  ) {
    this.state = state;
    this.parent = parent;
    this.scope = scope;
    this.value = value;
    this.others = others;
    this.at = at;
  }

  get variables(): readonly unknown[] {
    if (this.all === null) {
      this.all = [this.value];
      if (this.others !== null) for (const lookup of this.others) this.all.push(lookup(this.parent));
    }
    return this.all;
  }

  get locale(): string {
    return this.state.settings.locale;
  }

  get timeZone(): string {
    return this.state.settings.timeZone;
  }

  get now(): number | undefined {
    return this.state.settings.now;
  }

  private frame(): FrameType {
    if (this.scope === null) this.scope = new Frame(this.value, this.parent);
    return this.scope;
  }

  /** The caches of the engine rendering. */
  get caches(): TemplateCaches {
    return this.state.caches;
  }

  resolve(path: string): unknown {
    return lookupPath(this.frame(), path, this.state.caches.textLookups);
  }

  resolveInScope(path: string): unknown {
    const frame = this.frame();
    return lookupPath(frame.parent ?? frame, path, this.state.caches.textLookups);
  }

  error(message: string): void {
    this.state.error(message, this.at);
  }

  applyTemplate(name: string, value: unknown, options: ApplyOptions = {}): string {
    return this.state.apply(name, value, this.frame(), options, this.at);
  }

  remember<T>(kind: string, value: object, read: (value: object) => T): T {
    return this.state.remember(kind, value, read);
  }
}

/**
 * The caches of the engine that made `context`, for the core formatters and predicates that keep
 * what they work out; for a context no engine made, a set of its own (so nothing is kept for it).
 */
export function cachesOf(context: TemplateContext): TemplateCaches {
  return context instanceof Context ? context.caches : new TemplateCaches();
}

function unusable(): never {
  throw new Error('A formatter declared with usesContext: false read its context.');
}

/**
 * The context a formatter declared `usesContext: false` is handed instead of the render's: reading
 * any member throws, so a wrong declaration fails loudly where it is read.
 */
export const UNUSED_CONTEXT: TemplateContext = {
  get value() {
    return unusable();
  },
  get variables() {
    return unusable();
  },
  get locale() {
    return unusable();
  },
  get timeZone() {
    return unusable();
  },
  get now() {
    return unusable();
  },
  resolve: unusable,
  resolveInScope: unusable,
  error: unusable,
  applyTemplate: unusable,
  remember: unusable,
};
