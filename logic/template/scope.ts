/**
 * Scopes and variable lookup (docs/template-language.md "Variables"). The first segment of a path is
 * looked up in the current scope, then outward to the root, stopping at a private scope; the rest
 * must match exactly from there. Lookups are compiled once per tag into small closures.
 */
import { detached, type BoundedMap } from './cacheBudget.ts';
import type { VariablePath } from './syntax.ts';
import type { JsonObject } from './values.ts';

/** How many further `@variables` a scope keeps in a list before it files them in a Map. */
const VARS_IN_LIST = 8;

/** A macro as a scope holds it: its compiled body. */
export interface MacroDefinition {
  name: string;
  run: (state: never, frame: Frame) => void;
}

/** One scope: its value (`@`), its bound `@variables` and macros, and the repeated-section position. */
export class Frame {
  /** Changes only through {@link Frame.enter}, for the next item of a repeated section. */
  value: unknown;
  readonly parent: Frame | null;
  /** 0-based position while this scope's array is repeated; -1 otherwise. */
  index = -1;
  /** A private scope: lookups do not walk past it. */
  stop = false;
  /** The first `@variable` bound here, in fields of its own (most scopes bind one at most). */
  private varName: string | null = null;
  private varValue: unknown = undefined;
  /** Further `@variables`, name and value one after the other (up to {@link VARS_IN_LIST} of them). */
  private vars: unknown[] | null = null;
  /** All further `@variables`, once there are more than {@link VARS_IN_LIST} (a Map keeps lookups constant). */
  private many: Map<string, unknown> | null = null;
  macros: Map<string, unknown> | null = null;
  /**
   * True when the value is a plain object (its prototype is Object's or none): then any key found on
   * it that no object inherits is its own, and lookups skip the own-property check. Settled once per
   * scope, where a lookup would pay it at every read.
   */
  plain: boolean;
  constructor(value: unknown, parent: Frame | null) {
    this.value = value;
    this.parent = parent;
    this.plain = isPlainObject(value);
  }
  /** Makes this scope the scope of `value`, with nothing bound (a repeated section's next item). */
  enter(value: unknown): void {
    this.value = value;
    this.plain = isPlainObject(value);
    this.varName = null;
    this.varValue = undefined;
    this.vars = null;
    this.many = null;
    this.macros = null;
  }
  /** Binds `@name` in this scope. */
  setVar(name: string, value: unknown): void {
    if (this.varName === null || this.varName === name) {
      this.varName = name;
      this.varValue = value;
      return;
    }
    if (this.many !== null) {
      this.many.set(name, value);
      return;
    }
    const vars = this.vars;
    if (vars === null) {
      this.vars = [name, value];
      return;
    }
    for (let i = 0; i < vars.length; i += 2) {
      if (vars[i] === name) {
        vars[i + 1] = value;
        return;
      }
    }
    vars.push(name, value);
    if (vars.length > 2 * VARS_IN_LIST) {
      const many = new Map<string, unknown>();
      for (let i = 0; i < vars.length; i += 2) many.set(vars[i] as string, vars[i + 1]);
      this.many = many;
      this.vars = null;
    }
  }
  /** The value bound to `@name` in this scope (undefined when none is). */
  getVar(name: string): unknown {
    if (this.varName === name) return this.varValue;
    if (this.many !== null) return this.many.get(name);
    const vars = this.vars;
    if (vars !== null) for (let i = 0; i < vars.length; i += 2) if (vars[i] === name) return vars[i + 1];
    return undefined;
  }
}

/** True for an object (not an array) whose prototype is Object's or none. */
function isPlainObject(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  try {
    const prototype: unknown = Object.getPrototypeOf(value);
    return prototype === Object.prototype || prototype === null;
  } catch {
    // A Proxy that refuses: not plain, so every read of it is checked (and reported where it throws).
    return false;
  }
}

/** Reads a path from a scope. */
export type Lookup = (frame: Frame) => unknown;

/** Keys that every object inherits: looked up as own properties only, so a template cannot reach them. */
const INHERITED = new Set(Object.getOwnPropertyNames(Object.prototype));

type Step = (value: unknown) => unknown;

/**
 * The own property `key` of an object, else undefined: nothing is read from a prototype, so a
 * context built with an odd prototype (or an object a formatter built from data) leaks nothing
 * into a lookup. Read first, checked only when found: a miss costs no extra call.
 */
export function ownValue(object: object, key: string): unknown {
  const value = (object as JsonObject)[key];
  return value !== undefined && Object.hasOwn(object, key) ? value : undefined;
}

/**
 * {@link ownValue} for a key no object inherits (not in INHERITED): when the object's prototype is
 * Object's or none, a key found on it can only be its own, so the own-property check (3–18% of a
 * lookup) is skipped; any other object is checked as ownValue does.
 */
function ownPlainKeyValue(object: object, key: string): unknown {
  const value = (object as JsonObject)[key];
  if (value === undefined) return undefined;
  const prototype: unknown = Object.getPrototypeOf(object);
  return prototype === Object.prototype || prototype === null || Object.hasOwn(object, key) ? value : undefined;
}

function stepFor(key: string): Step {
  if (/^\d+$/.test(key)) {
    const index = Number(key);
    return (value) => {
      if (typeof value !== 'object' || value === null) return undefined;
      if (Array.isArray(value)) return value[index];
      return Object.hasOwn(value, key) ? (value as JsonObject)[key] : undefined;
    };
  }
  if (INHERITED.has(key)) {
    return (value) =>
      typeof value === 'object' && value !== null && !Array.isArray(value) && Object.hasOwn(value, key)
        ? (value as JsonObject)[key]
        : undefined;
  }
  return (value) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? ownPlainKeyValue(value, key) : undefined);
}

function firstLookup(head: string): Lookup {
  if (head === '@') return (frame) => frame.value;
  if (head === '@index' || head === '@index0') {
    const offset = head === '@index' ? 1 : 0;
    return (frame) => readIndex(frame, offset);
  }
  if (head.charCodeAt(0) === 64) {
    return (frame) => {
      for (let f: Frame | null = frame; f !== null; f = f.parent) {
        const value = f.getVar(head);
        if (value !== undefined) return value;
        if (f.stop) break;
      }
      return undefined;
    };
  }
  if (!/^\d+$/.test(head) && !INHERITED.has(head)) {
    // A plain key of an object scope (the common case), read without a step function.
    return (frame) => {
      for (let f: Frame | null = frame; f !== null; f = f.parent) {
        const scope = f.value;
        if (f.plain) {
          const value = (scope as JsonObject)[head];
          if (value !== undefined) return value;
        } else if (typeof scope === 'object' && scope !== null && !Array.isArray(scope)) {
          const value = ownValue(scope, head);
          if (value !== undefined) return value;
        }
        if (f.stop) break;
      }
      return undefined;
    };
  }
  const step = stepFor(head);
  return (frame) => {
    for (let f: Frame | null = frame; f !== null; f = f.parent) {
      const value = step(f.value);
      if (value !== undefined) return value;
      if (f.stop) break;
    }
    return undefined;
  };
}

/**
 * The key of a path that is one plain key (a word that every object does not inherit), which
 * {@link readKey} reads as the path's compiled lookup would; null for any other path.
 */
export function plainKey(path: VariablePath): string | null {
  const [head] = path;
  if (path.length !== 1 || head === undefined || !isPlainKey(head)) return null;
  return head;
}

/** True for a key that is not `@…`, not all digits and not inherited by every object (checked by hand: this runs per tag compiled). */
function isPlainKey(key: string): boolean {
  const first = key.charCodeAt(0);
  if (first === 64) return false;
  if (first >= 48 && first <= 57) {
    let i = 1;
    while (i < key.length && key.charCodeAt(i) >= 48 && key.charCodeAt(i) <= 57) i += 1;
    if (i === key.length) return false;
  }
  return !mayBeInherited(key) || !INHERITED.has(key);
}

/** The shortest and longest names every object inherits, and the first letters they start with. */
const INHERITED_LENGTHS = { min: Math.min(...[...INHERITED].map((key) => key.length)), max: Math.max(...[...INHERITED].map((key) => key.length)) };
const INHERITED_FIRST = new Set([...INHERITED].map((key) => key.charCodeAt(0)));

/**
 * False for a key that cannot be an inherited name (too short, too long, or a first letter none of
 * them has): most keys are settled without hashing them, a new string at each tag read once.
 */
function mayBeInherited(key: string): boolean {
  return key.length >= INHERITED_LENGTHS.min && key.length <= INHERITED_LENGTHS.max && INHERITED_FIRST.has(key.charCodeAt(0));
}

/** Looks a plain key (see {@link plainKey}) up from a scope outward, as the lookup of its path does. */
export function readKey(frame: Frame, key: string): unknown {
  for (let f: Frame | null = frame; f !== null; f = f.parent) {
    const scope = f.value;
    if (f.plain) {
      const value = (scope as JsonObject)[key];
      if (value !== undefined) return value;
    } else if (typeof scope === 'object' && scope !== null && !Array.isArray(scope)) {
      const value = ownValue(scope, key);
      if (value !== undefined) return value;
    }
    if (f.stop) break;
  }
  return undefined;
}

/** The keys of a path made only of plain keys (words no object inherits, not `@…`, not digits), or null. */
export function plainKeys(path: VariablePath): readonly string[] | null {
  // An index loop: `for…of` here went through the array iterator, an object per key.
  for (let i = 0; i < path.length; i++) if (!isPlainKey(path[i] as string)) return null;
  return path.length === 0 ? null : path;
}

/** Follows plain keys (see {@link plainKeys}): the first from a scope outward, the rest exactly, as the path's lookup does. */
export function readKeys(frame: Frame, keys: readonly string[]): unknown {
  let value = readKey(frame, keys[0] ?? '');
  for (let i = 1; i < keys.length; i++) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    value = ownPlainKeyValue(value, keys[i] ?? '');
  }
  return value;
}

/** `@index` (offset 1) or `@index0` (offset 0): the position in the nearest repeated section, read from a scope outward. */
export function readIndex(frame: Frame, offset: number): number | undefined {
  for (let f: Frame | null = frame; f !== null; f = f.parent) {
    if (f.index >= 0) return f.index + offset;
    if (f.stop) break;
  }
  return undefined;
}

/** The longest path (characters over its segments) whose lookup is kept: a longer one is compiled at each use. */
const LOOKUP_CACHED_LENGTH = 256;

/** Compiled lookups kept by their path (an engine's: see caches.ts). */
export type LookupCache = BoundedMap<VariablePath, Lookup>;

/**
 * The lookup `build` makes of `path`, kept in `cache` by the path object: lookups hold no state, and
 * the tag reader shares path objects (tags.ts internPath). Only shared (frozen) paths come again, so
 * only they are kept, and only short ones: the cache never holds much text.
 */
function kept(path: VariablePath, cache: LookupCache, build: (path: VariablePath) => Lookup): Lookup {
  let lookup = cache.get(path);
  if (lookup === undefined) {
    lookup = build(path);
    let length = 0;
    for (const segment of path) length += segment.length;
    if (length <= LOOKUP_CACHED_LENGTH && Object.isFrozen(path)) cache.set(path, lookup);
  }
  return lookup;
}

/** Compiles a path into a lookup from a scope (walking outward for the first segment), kept in `cache` (see kept). */
export function compileLookup(path: VariablePath, cache: LookupCache): Lookup {
  return kept(path, cache, buildLookup);
}

/** Compiles a path into a lookup from a scope, as {@link compileLookup} does, without keeping it. */
export function buildLookup(path: VariablePath): Lookup {
  const first = firstLookup(path[0] ?? '');
  if (path.length === 1) return first;
  const steps = path.slice(1).map(stepFor);
  if (steps.length === 1) {
    const [only] = steps as [Step];
    return (frame) => {
      const value = first(frame);
      return value === null || value === undefined ? undefined : only(value);
    };
  }
  return (frame) => {
    let value = first(frame);
    for (const step of steps) {
      if (value === null || value === undefined) return undefined;
      value = step(value);
    }
    return value;
  };
}

/** Compiles a path read in the current scope only, with no walking out (`.section` and `.repeated section`), kept in `cache`. */
export function compileLocalLookup(path: VariablePath, cache: LookupCache): Lookup {
  return kept(path, cache, buildLocalLookup);
}

function buildLocalLookup(path: VariablePath): Lookup {
  const [head = '', ...rest] = path;
  let first: Lookup;
  if (head === '@') first = (frame) => frame.value;
  else if (head.charCodeAt(0) !== 64 && !/^\d+$/.test(head) && !INHERITED.has(head)) {
    // A plain key of an object scope (the common case), read without a step function.
    first = (frame) => {
      const scope = frame.value;
      if (frame.plain) return (scope as JsonObject)[head];
      return typeof scope === 'object' && scope !== null && !Array.isArray(scope) ? ownValue(scope, head) : undefined;
    };
  } else if (head.charCodeAt(0) !== 64) {
    const step = stepFor(head);
    first = (frame) => step(frame.value);
  } else if (head === '@index' || head === '@index0') {
    const offset = head === '@index' ? 1 : 0;
    first = (frame) => (frame.index >= 0 ? frame.index + offset : undefined);
  } else {
    first = (frame) => frame.getVar(head);
  }
  if (rest.length === 0) return first;
  const steps = rest.map(stepFor);
  return (frame) => {
    let value = first(frame);
    for (const step of steps) {
      if (value === null || value === undefined) return undefined;
      value = step(value);
    }
    return value;
  };
}

/**
 * Resolves a dotted path written at run time (formatter and predicate arguments), its lookup kept in
 * `cache` by its text (a copy of it: the key must not keep alive the template it may be cut from).
 */
export function lookupPath(frame: Frame, text: string, cache: BoundedMap<string, Lookup>): unknown {
  let lookup = cache.get(text);
  if (lookup === undefined) {
    lookup = buildLookup(text.split('.'));
    if (text.length <= LOOKUP_CACHED_LENGTH) cache.set(detached(text), lookup);
  }
  return lookup(frame);
}
