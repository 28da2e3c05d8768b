/**
 * Small readers that check the shape of an answer before the library trusts it. Each throws a
 * {@link ResponseShapeError} naming the place that did not match; the transport turns it into an
 * ApiError of kind `invalid-response`.
 */

/** Any JSON value. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A JSON object. */
export type JsonObject = { [key: string]: JsonValue };

/** An answer that does not have the documented shape. */
export class ResponseShapeError extends Error {
  constructor(where: string, expected: string) {
    super(`Unexpected answer: ${where} should be ${expected}.`);
    this.name = 'ResponseShapeError';
  }
}

/** The value as an object (not null, not an array). */
export function readObject(value: unknown, where: string): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new ResponseShapeError(where, 'an object');
  return value as Record<string, unknown>;
}

/** The value as a string. */
export function readString(value: unknown, where: string): string {
  if (typeof value !== 'string') throw new ResponseShapeError(where, 'a string');
  return value;
}

/** The value as a finite number. */
export function readNumber(value: unknown, where: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new ResponseShapeError(where, 'a number');
  return value;
}

/** The value as a whole number of at least 0 (amounts in minor units, quantities). */
export function readCount(value: unknown, where: string): number {
  const number = readNumber(value, where);
  if (!Number.isSafeInteger(number) || number < 0) throw new ResponseShapeError(where, 'a whole number of at least 0');
  return number;
}

/** The value as a boolean. */
export function readBoolean(value: unknown, where: string): boolean {
  if (typeof value !== 'boolean') throw new ResponseShapeError(where, 'true or false');
  return value;
}

/** The value as an array, each item read by `item`. */
export function readArray<T>(value: unknown, where: string, item: (value: unknown, where: string) => T): T[] {
  if (!Array.isArray(value)) throw new ResponseShapeError(where, 'a list');
  return value.map((entry, index) => item(entry, `${where}[${index}]`));
}

/** The value read by `read`, or undefined when it is absent (undefined or null). */
export function readOptional<T>(value: unknown, where: string, read: (value: unknown, where: string) => T): T | undefined {
  return value === undefined || value === null ? undefined : read(value, where);
}

/** The value as an object of strings. */
export function readStringRecord(value: unknown, where: string): Record<string, string> {
  const object = readObject(value, where);
  return Object.fromEntries(Object.entries(object).map(([key, entry]) => [key, readString(entry, `${where}.${key}`)]));
}

/**
 * How deeply an answer read as any JSON may nest. Real answers (schemas, preferences, form fields) nest
 * a few levels; a deeper one is refused as the wrong shape rather than read by recursion until the
 * stack runs out (a RangeError is not an ApiError).
 */
export const MAX_JSON_DEPTH = 200;

function readJsonAt(value: unknown, where: string, depth: number): JsonValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return readNumber(value, where);
  if (depth >= MAX_JSON_DEPTH) throw new ResponseShapeError(where, `nested at most ${MAX_JSON_DEPTH} levels deep`);
  if (Array.isArray(value)) return value.map((entry, index) => readJsonAt(entry, `${where}[${index}]`, depth + 1));
  return readJsonObjectAt(value, where, depth);
}

function readJsonObjectAt(value: unknown, where: string, depth: number): JsonObject {
  const object = readObject(value, where);
  return Object.fromEntries(Object.entries(object).map(([key, entry]) => [key, readJsonAt(entry, `${where}.${key}`, depth + 1)]));
}

/** The value as any JSON, nested at most {@link MAX_JSON_DEPTH} levels. */
export function readJson(value: unknown, where: string): JsonValue {
  return readJsonAt(value, where, 0);
}

/** The value as a JSON object, nested at most {@link MAX_JSON_DEPTH} levels. */
export function readJsonObject(value: unknown, where: string): JsonObject {
  return readJsonObjectAt(value, where, 0);
}

/** Ignores the answer: for calls whose answer the spec does not show. */
export function ignoreAnswer(): void {}
