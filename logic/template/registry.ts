/**
 * Formatters and predicates: the plugin interface and the registry a template engine compiles
 * against (docs/template-language.md "Formatters"). Fragment formatters that render the library's React
 * components are registered from `template/fragmentFormatters.tsx` through the same interface.
 */

import { TemplateCaches } from './caches.ts';
import { TagCache } from './tagCache.ts';

/** What a formatter or predicate may read and do while a template renders. */
export interface TemplateContext {
  /** `@`: for a formatter, the value being formatted; for a predicate, the current scope's value. */
  readonly value: unknown;
  /** Every variable of the tag, resolved (`{a, b|f}` gives both a and b; formatters read the second). */
  readonly variables: readonly unknown[];
  /** Looks a dotted path up from `@` outward, as a variable tag would. */
  resolve(path: string): unknown;
  /** Looks a dotted path up from the scope the tag sits in (skipping the formatted value itself). */
  resolveInScope(path: string): unknown;
  /** The BCP 47 locale the template renders in. */
  readonly locale: string;
  /** The IANA time zone dates render in. */
  readonly timeZone: string;
  /** "Now" in epoch milliseconds, when the caller gave one. */
  readonly now: number | undefined;
  /** Reports a runtime error at the tag being rendered. */
  error(message: string): void;
  /** Renders a macro or partial with `value` as its scope and returns its output (the `apply` formatter). */
  applyTemplate(name: string, value: unknown, options?: ApplyOptions): string;
  /**
   * `read(value)`, computed once per object for the rest of this render (for costly readings of
   * template data, such as a product out of an item). `kind` keeps different readings apart.
   */
  remember<T>(kind: string, value: object, read: (value: object) => T): T;
}

/** Options of {@link TemplateContext.applyTemplate}. */
export interface ApplyOptions {
  /** Stop lookups from walking out of the applied template's scope. @default false */
  private?: boolean;
  /** Bound as `@args` inside the applied template. */
  args?: Readonly<Record<string, string>>;
}

/**
 * A formatter: takes the value, the tag's arguments and the render's context, and returns the new
 * value (undefined prints nothing). It gets the render's context unless it declares
 * `usesContext: false` (see {@link contextFree}); how many parameters it is written with does not matter.
 */
export interface Formatter {
  (value: unknown, args: readonly string[], context: TemplateContext): unknown;
  /**
   * False: the formatter never reads its context, so the engine builds none for it and hands it one
   * whose every member throws. Left out or true: it gets the render's context. @default true
   */
  readonly usesContext?: boolean;
}

/** Declares `format` a formatter that never reads its context (`usesContext: false`); returns it, marked. */
export function contextFree(format: (value: unknown, args: readonly string[]) => unknown): Formatter {
  return Object.assign(format, { usesContext: false });
}

/** True when a formatter declares `usesContext: false` (a declaration whose read throws counts as not made). */
export function isContextFree(formatter: Formatter): boolean {
  try {
    return formatter.usesContext === false;
  } catch {
    return false;
  }
}

/** A predicate: decides whether its block renders. */
export type Predicate = (args: readonly string[], context: TemplateContext) => boolean;

/** Extra formatters and predicates (names of predicates end with `?`). */
export interface TemplatePlugins {
  formatters?: Readonly<Record<string, Formatter>>;
  predicates?: Readonly<Record<string, Predicate>>;
}

/** The functions among a table's own entries (none when it is not an object or cannot be read). */
function functionsOf<T>(table: unknown): Array<[string, T]> {
  if (typeof table !== 'object' || table === null) return [];
  try {
    return Object.entries(table).filter((entry): entry is [string, T] => typeof entry[1] === 'function');
  } catch {
    return [];
  }
}

/** The formatters and predicates of plugins a caller passed, whatever it passed. */
function pluginTables(plugins: unknown): { formatters: Array<[string, Formatter]>; predicates: Array<[string, Predicate]> } {
  if (typeof plugins !== 'object' || plugins === null) return { formatters: [], predicates: [] };
  try {
    const { formatters, predicates } = plugins as TemplatePlugins;
    return { formatters: functionsOf<Formatter>(formatters), predicates: functionsOf<Predicate>(predicates) };
  } catch {
    return { formatters: [], predicates: [] };
  }
}

/** The formatters and predicates a template compiles against, and the caches of the engine it belongs to. */
export class Registry {
  private readonly formatters: Map<string, Formatter>;
  private readonly predicates: Map<string, Predicate>;
  /** Tags read against these names (emptied when names are added). */
  readonly tagCache = new TagCache();
  /** The engine's caches: shared with the registries made from this one by {@link Registry.with}. */
  readonly caches: TemplateCaches;

  constructor(formatters: Map<string, Formatter> = new Map(), predicates: Map<string, Predicate> = new Map(), caches = new TemplateCaches()) {
    this.formatters = formatters;
    this.predicates = predicates;
    this.caches = caches;
  }

  /** Adds (or replaces) formatters and predicates in place. */
  register(plugins: TemplatePlugins): void {
    // JavaScript callers may pass anything: only functions are registered, and nothing here throws.
    const { formatters, predicates } = pluginTables(plugins);
    for (const [name, formatter] of formatters) this.formatters.set(name, formatter);
    for (const [name, predicate] of predicates) this.predicates.set(name, predicate);
    this.tagCache.clear();
  }

  /** A new registry with these plugins on top of this one's, sharing its caches (not its tags read). */
  with(plugins: TemplatePlugins | undefined): Registry {
    const copy = new Registry(new Map(this.formatters), new Map(this.predicates), this.caches);
    if (plugins !== undefined) copy.register(plugins);
    return copy;
  }

  /** True when a formatter of that name exists. */
  hasFormatter(name: string): boolean {
    return this.formatters.has(name);
  }

  /** True when a predicate of that name exists. */
  hasPredicate(name: string): boolean {
    return this.predicates.has(name);
  }

  /** The formatter of that name. */
  formatter(name: string): Formatter | undefined {
    return this.formatters.get(name);
  }

  /** The predicate of that name. */
  predicate(name: string): Predicate | undefined {
    return this.predicates.get(name);
  }

  /** Every formatter name, sorted. */
  formatterNames(): string[] {
    return [...this.formatters.keys()].sort();
  }

  /** Every predicate name, sorted. */
  predicateNames(): string[] {
    return [...this.predicates.keys()].sort();
  }
}
