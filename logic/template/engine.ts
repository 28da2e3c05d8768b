/**
 * The public face of the template engine: compile, render, parse, and engines with extra plugins.
 * Nothing here throws: every problem comes back as a {@link TemplateError} next to the output.
 */
import { DEFAULT_TIME_ZONE } from '../shared/dates.ts';
import { internalError, NOT_A_TEMPLATE, templateError, type TemplateError } from './errors.ts';
import { compileSource } from './compiler.ts';
import { CORE_FORMATTERS } from './formatters/index.ts';
import { parseSource, type ParseResult } from './parser.ts';
import { CORE_PREDICATES } from './predicates/index.ts';
import { Registry, type TemplatePlugins } from './registry.ts';
import { Frame } from './scope.ts';
import { RenderState, RenderStop, type CompiledTemplate, type Exec, type RenderSettings } from './state.ts';
import type { TemplateTree } from './syntax.ts';
import { isObject, member } from './values.ts';

/** The limits a render applies unless told otherwise. */
export const DEFAULT_LIMITS = {
  /** Nesting of partials and macros through apply / include (rendering spec, constants and limits). */
  maxPartialDepth: 16,
  /** Tokens in one `.eval` expression. */
  maxTokens: 1000,
  /** Characters a string concatenation in an expression may produce. */
  maxStringLength: 100_000,
  /** Instructions one render may execute: bounds the work of any template, however it loops or recurses. */
  maxSteps: 1_000_000,
  /** Characters of output one render may produce. */
  maxOutputLength: 10_000_000,
} as const;

/** Options of a compile. */
export interface CompileOptions {
  /** Extra formatters and predicates for this template. */
  plugins?: TemplatePlugins;
}

/** Options of a render. */
export interface RenderOptions extends CompileOptions {
  /** Partials by name, as source text (compiled once per render) or compiled templates. */
  partials?: Readonly<Record<string, string | CompiledTemplate>>;
  /** Resources `{.inject @x path}` binds, by path. */
  injects?: Readonly<Record<string, unknown>>;
  /** BCP 47 locale of the locale-aware formatters. @default 'en-US' */
  locale?: string;
  /** "Now" in epoch milliseconds, for relative times. */
  now?: number;
  /** Time zone of dates. @default the context's website.timeZone, else America/New_York */
  timeZone?: string;
  /** Run `{.eval}` expressions. @default false */
  enableExpressions?: boolean;
  /** Run `{.include}` instructions. @default false */
  enableIncludes?: boolean;
  /** @default 16 */
  maxPartialDepth?: number;
  /** Tokens in one expression (0: no limit). @default 1000 */
  maxTokens?: number;
  /** Length of a concatenated string in an expression (0: no limit). @default 100000 */
  maxStringLength?: number;
  /** Instructions one render may execute. @default 1000000 */
  maxSteps?: number;
  /** Characters of output one render may produce. @default 10000000 */
  maxOutputLength?: number;
}

/** What {@link TemplateEngine.compileTemplate} returns. */
export interface CompileResult {
  template: CompiledTemplate;
  errors: TemplateError[];
}

/** What {@link TemplateEngine.renderTemplate} returns. */
export interface RenderResult {
  html: string;
  errors: TemplateError[];
}

/** A template engine: a registry of formatters and predicates, and the operations over it. */
export interface TemplateEngine {
  /** Compiles a template to closures; syntax errors are reported, and whatever parsed still renders. */
  compileTemplate(source: string, options?: CompileOptions): CompileResult;
  /**
   * Renders a template (compiled, or source compiled on the spot) against a context. Rendering a
   * source reports its syntax errors too; rendering a compiled template reports render errors only.
   */
  renderTemplate(template: CompiledTemplate | string, context: unknown, options?: RenderOptions): RenderResult;
  /** Parses a template into its syntax tree (for tooling). */
  parseTemplate(source: string): ParseResult;
  /** Adds formatters and predicates; templates compiled afterwards see them. */
  register(plugins: TemplatePlugins): void;
  /** The registry templates compile against. */
  readonly registry: Registry;
}

const NOTHING: Exec = () => undefined;

function limit(value: number | undefined, fallback: number): number {
  if (value === undefined || Number.isNaN(value)) return fallback;
  return value <= 0 ? Number.POSITIVE_INFINITY : value;
}

function timeZoneOf(context: unknown, option: string | undefined): string {
  if (option !== undefined && option !== '') return option;
  try {
    const website = isObject(context) ? member(context, 'website') : undefined;
    const zone = isObject(website) ? member(website, 'timeZone') : undefined;
    return typeof zone === 'string' && zone !== '' ? zone : DEFAULT_TIME_ZONE;
  } catch {
    // A context whose reads throw: its tags report that where they read it.
    return DEFAULT_TIME_ZONE;
  }
}

const ORIGIN = { line: 1, column: 1 };

const NO_OPTIONS: RenderOptions = {};

/**
 * The options a JavaScript caller passed, each of the right type or left out (null, a number, an
 * object with a getter that throws: whatever comes, a render gets usable options and never throws).
 * Options of the right types, the usual case, are used as they are: a render pays only the checks.
 */
function settle(options: unknown): RenderOptions {
  if (options === undefined || typeof options !== 'object' || options === null) return NO_OPTIONS;
  try {
    const o = options as Record<keyof RenderOptions, unknown>;
    const wrongType =
      !optional(o.plugins, 'object') || !optional(o.partials, 'object') || !optional(o.injects, 'object') ||
      !optional(o.locale, 'string') || !optional(o.timeZone, 'string') || !optional(o.now, 'number') ||
      !optional(o.maxPartialDepth, 'number') || !optional(o.maxTokens, 'number') || !optional(o.maxStringLength, 'number') ||
      !optional(o.maxSteps, 'number') || !optional(o.maxOutputLength, 'number');
    if (!wrongType) return options as RenderOptions;
    const settled: Record<string, unknown> = {};
    for (const key of OPTION_KEYS) if (optional(o[key], OPTION_TYPES[key])) settled[key] = o[key];
    settled['enableExpressions'] = o.enableExpressions === true;
    settled['enableIncludes'] = o.enableIncludes === true;
    return settled as RenderOptions;
  } catch {
    return NO_OPTIONS;
  }
}

/** True when an option is left out or of its type (an object option is not null). */
function optional(value: unknown, type: 'object' | 'string' | 'number'): boolean {
  return value === undefined || (typeof value === type && value !== null);
}

const OPTION_TYPES = {
  plugins: 'object',
  partials: 'object',
  injects: 'object',
  locale: 'string',
  timeZone: 'string',
  now: 'number',
  maxPartialDepth: 'number',
  maxTokens: 'number',
  maxStringLength: 'number',
  maxSteps: 'number',
  maxOutputLength: 'number',
} as const;

const OPTION_KEYS = Object.keys(OPTION_TYPES) as Array<keyof typeof OPTION_TYPES>;

/** True for a template this engine compiled (a JavaScript caller may pass anything). */
function isCompiled(value: unknown): value is CompiledTemplate {
  if (typeof value !== 'object' || value === null) return false;
  try {
    const template = value as CompiledTemplate;
    return typeof template.run === 'function' && template.registry instanceof Registry && Array.isArray(template.errors);
  } catch {
    return false;
  }
}

/** What a compile or render of something that is not a template gives: nothing, and the reason. */
function notATemplate(registry: Registry): CompiledTemplate {
  return { source: '', tree: { type: 'root', body: [] }, errors: [templateError('syntax', NOT_A_TEMPLATE, ORIGIN)], registry, run: NOTHING };
}

/** A compiled template whose tree, for tooling, is parsed when first asked for: compiling does not need one. */
class Compiled implements CompiledTemplate {
  readonly source: string;
  readonly errors: readonly TemplateError[];
  readonly registry: Registry;
  readonly run: Exec;
  private parsed: TemplateTree | null = null;
  constructor(source: string, errors: readonly TemplateError[], registry: Registry, run: Exec) {
    this.source = source;
    this.errors = errors;
    this.registry = registry;
    this.run = run;
  }
  get tree(): TemplateTree {
    return (this.parsed ??= parseSource(this.source, this.registry).tree);
  }
}

function compileWith(source: string, registry: Registry): CompiledTemplate {
  try {
    const { run, errors } = compileSource(source, registry);
    return new Compiled(source, errors, registry, run);
  } catch (failure) {
    const message = failure instanceof Error ? failure.message : String(failure);
    const errors = [templateError('syntax', internalError(message), { line: 1, column: 1 })];
    return { source, tree: { type: 'root', body: [] }, errors, registry, run: NOTHING };
  }
}

function render(template: CompiledTemplate, context: unknown, options: RenderOptions, registry: Registry): RenderResult {
  const settings: RenderSettings = {
    locale: options.locale ?? 'en-US',
    timeZone: timeZoneOf(context, options.timeZone),
    now: options.now,
    enableExpressions: options.enableExpressions === true,
    enableIncludes: options.enableIncludes === true,
    maxPartialDepth: options.maxPartialDepth === undefined || Number.isNaN(options.maxPartialDepth) ? DEFAULT_LIMITS.maxPartialDepth : options.maxPartialDepth,
    maxTokens: limit(options.maxTokens, DEFAULT_LIMITS.maxTokens),
    maxStringLength: limit(options.maxStringLength, DEFAULT_LIMITS.maxStringLength),
    maxSteps: limit(options.maxSteps, DEFAULT_LIMITS.maxSteps),
    maxOutputLength: limit(options.maxOutputLength, DEFAULT_LIMITS.maxOutputLength),
    partials: options.partials ?? {},
    injects: options.injects ?? {},
  };
  const state = new RenderState(settings, (source) => compileWith(source, registry), registry.caches);
  try {
    template.run(state, new Frame(context, null));
    // The last pieces of text are appended after the last check: the bound holds to the character.
    state.overrun();
  } catch (failure) {
    const message =
      failure instanceof RenderStop ? failure.message : internalError(failure instanceof Error ? failure.message : String(failure));
    state.error(message, { line: 1, column: 1 }, 'runtime', true);
  }
  const html = state.out.length > settings.maxOutputLength ? state.out.slice(0, settings.maxOutputLength) : state.out;
  return { html, errors: state.errors };
}

/** Creates a template engine with the core formatters and predicates plus `plugins`. */
export function createTemplateEngine(plugins: TemplatePlugins = {}): TemplateEngine {
  const registry = new Registry(new Map(Object.entries(CORE_FORMATTERS)), new Map(Object.entries(CORE_PREDICATES)));
  registry.register(plugins);
  const registryFor = (extra: TemplatePlugins | undefined) => (extra === undefined ? registry : registry.with(extra));
  return {
    registry,
    compileTemplate(source, given) {
      const options = settle(given);
      let template: CompiledTemplate;
      try {
        template = typeof source === 'string' ? compileWith(source, registryFor(options.plugins)) : notATemplate(registry);
      } catch {
        // Plugins whose getters answer once and throw the next time: compiled with the engine's own names.
        template = compileWith(source, registry);
      }
      return { template, errors: [...template.errors] };
    },
    renderTemplate(template, context, given) {
      try {
        const options = settle(given);
        if (typeof template !== 'string' && !isCompiled(template)) return { html: '', errors: [...notATemplate(registry).errors] };
        const compiled = typeof template === 'string' ? compileWith(template, registryFor(options.plugins)) : template;
        const result = render(compiled, context, options, options.plugins === undefined ? compiled.registry : compiled.registry.with(options.plugins));
        return typeof template === 'string' ? { html: result.html, errors: [...compiled.errors, ...result.errors] } : result;
      } catch (failure) {
        // The last-resort net: options whose getters answer once and throw the next time, and the like.
        const message = internalError(failure instanceof Error ? failure.message : String(failure));
        return { html: '', errors: [templateError('runtime', message, ORIGIN)] };
      }
    },
    parseTemplate(source) {
      if (typeof source !== 'string') return { tree: { type: 'root', body: [] }, errors: [...notATemplate(registry).errors] };
      try {
        return parseSource(source, registry);
      } catch (failure) {
        const message = failure instanceof Error ? failure.message : String(failure);
        return { tree: { type: 'root', body: [] }, errors: [templateError('syntax', internalError(message), { line: 1, column: 1 })] };
      }
    },
    register(extra) {
      registry.register(extra);
    },
  };
}

/** The engine of compileTemplate, renderTemplate and parseTemplate, made on first use (it holds its caches). */
let defaultEngine: TemplateEngine | null = null;

function theDefaultEngine(): TemplateEngine {
  return (defaultEngine ??= createTemplateEngine());
}

/** Compiles a template with the core formatters and predicates (see {@link TemplateEngine.compileTemplate}). */
export function compileTemplate(source: string, options?: CompileOptions): CompileResult {
  return theDefaultEngine().compileTemplate(source, options);
}

/** Renders a template with the core formatters and predicates (see {@link TemplateEngine.renderTemplate}). */
export function renderTemplate(template: CompiledTemplate | string, context: unknown, options?: RenderOptions): RenderResult {
  return theDefaultEngine().renderTemplate(template, context, options);
}

/** Parses a template into its syntax tree, naming unknown core formatters and predicates. */
export function parseTemplate(source: string): ParseResult {
  return theDefaultEngine().parseTemplate(source);
}
