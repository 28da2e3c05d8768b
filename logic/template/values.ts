/**
 * How template values behave (docs/template-language.md "Variables"): truth, output, and the string and
 * number readings formatters and predicates use. A missing value is `undefined`; JSON null is `null`.
 */
import { TemplateFailure, VALUE_TOO_DEEP } from './errors.ts';

/** A plain JSON object as the context holds it. */
export type JsonObject = { [key: string]: unknown };

/** True for a non-null, non-array object. */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Truth: non-empty strings (so "0" and "false"), non-zero numbers, `true`, non-empty arrays and
 * objects with keys are true; everything else (null, missing, NaN, 0, "", [], {}) is false.
 */
export function isTruthy(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
      return value !== '';
    case 'number':
      return value !== 0 && !Number.isNaN(value);
    case 'boolean':
      return value;
    case 'object':
      if (value === null) return false;
      if (Array.isArray(value)) return value.length > 0;
      for (const key in value) if (Object.hasOwn(value, key)) return true;
      return false;
    default:
      return false;
  }
}

/** The printed small non-negative integers (positions, counts, quantities): printed once, not per output. */
const SMALL_INTEGERS: readonly string[] = Array.from({ length: 1024 }, (_, n) => String(n));

/**
 * Output: strings, numbers and booleans as `String()` prints them, arrays joined with `,`, and
 * nothing for null, missing and objects.
 */
export function toOutput(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
      return value >= 0 && value < 1024 && (value | 0) === value ? (SMALL_INTEGERS[value] ?? String(value)) : String(value);
    case 'boolean':
      return String(value);
    case 'object':
      return Array.isArray(value) ? value.join(',') : '';
    default:
      return '';
  }
}

/** The string reading of a value: strings as is, numbers and booleans printed, anything else empty. */
export function asString(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'boolean':
      return String(value);
    default:
      return '';
  }
}

/** The number reading of a value: numbers as is, strings parsed (NaN when not a number), booleans 1 / 0, else 0. */
export function asNumber(value: unknown): number {
  switch (typeof value) {
    case 'number':
      return value;
    case 'string':
      return value.includes('.') ? Number.parseFloat(value) : Number.parseInt(value, 10);
    case 'boolean':
      return value ? 1 : 0;
    default:
      return 0;
  }
}

/** The strict boolean reading predicates compare with: only `true`, "true" and non-zero integers. */
export function asBoolean(value: unknown): boolean {
  switch (typeof value) {
    case 'boolean':
      return value;
    case 'string':
      return value === 'true';
    case 'number':
      return Number.isInteger(value) && value !== 0;
    default:
      return false;
  }
}

/** How deep {@link deepEquals} walks: past it (or in two distinct cycles) it reports VALUE_TOO_DEEP. */
export const MAX_COMPARE_DEPTH = 1000;

/** Deep equality of JSON values; throws a TemplateFailure past {@link MAX_COMPARE_DEPTH} levels. */
export function deepEquals(a: unknown, b: unknown, depth = 0): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (depth >= MAX_COMPARE_DEPTH) throw new TemplateFailure(VALUE_TOO_DEEP);
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => deepEquals(item, b[index], depth + 1));
  }
  const left = a as JsonObject;
  const right = b as JsonObject;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => Object.hasOwn(right, key) && deepEquals(left[key], right[key], depth + 1));
}

/** Compares `a` with `b` read the way `a` is: numbers numerically, strings by UTF-16 code units, booleans false < true. */
export function compare(a: unknown, b: unknown): number {
  switch (typeof a) {
    case 'number': {
      const n = asNumber(b);
      return a < n ? -1 : a === n ? 0 : 1;
    }
    case 'string': {
      const s = asString(b);
      return a < s ? -1 : a === s ? 0 : 1;
    }
    case 'boolean': {
      const other = asBoolean(b);
      return a === other ? 0 : a ? 1 : -1;
    }
    default:
      return deepEquals(a, b) ? 0 : -1;
  }
}

const JSON_START = /^["\d[{]|^-\d|^(?:true|false|null)$/;

/** True when an argument looks like JSON (a quote, a digit, a bracket, `-1`, true, false, null). */
export function looksLikeJson(text: string): boolean {
  return JSON_START.test(text);
}

/** The own property `key` of an object, or the element at a digit key of an array; else undefined. */
export function member(container: unknown, key: string): unknown {
  if (typeof container !== 'object' || container === null) return undefined;
  if (Array.isArray(container)) {
    return /^\d+$/.test(key) ? container[Number(key)] : undefined;
  }
  return Object.hasOwn(container, key) ? (container as JsonObject)[key] : undefined;
}

/** Follows a path from a value; a missing or null step makes the whole path missing. */
export function followPath(start: unknown, path: readonly string[]): unknown {
  let value = start;
  for (const key of path) {
    if (value === null || value === undefined) return undefined;
    value = member(value, key);
  }
  return value;
}
