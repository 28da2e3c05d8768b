/**
 * Small helpers the handlers share: reading a request body without trusting it, and answering an
 * error in the one shape the backend uses (`{ error }`, plus `errors` or `crumbFail` where needed).
 */
import { HttpResponse } from 'msw';
import { MAX_JSON_DEPTH } from '../api/parse.ts';

/**
 * The most a request body may hold, in characters: every body a client of the spec sends is far
 * smaller, and a backend caps what it reads (a 1 MB form-encoded body took Node's URLSearchParams
 * over 30 s to read).
 */
export const MAX_BODY_LENGTH = 100_000;

/** How deeply a JSON body may nest: the client's own limit for answers (api/parse.ts). */
export const MAX_BODY_DEPTH = MAX_JSON_DEPTH;

/** The body as text, or null when it cannot be read or is over {@link MAX_BODY_LENGTH}. */
async function bodyText(request: Request): Promise<string | null> {
  try {
    const text = await request.text();
    return text.length > MAX_BODY_LENGTH ? null : text;
  } catch {
    return null;
  }
}

/** Whether a parsed value nests at most `limit` levels (walked without recursion, so any depth is safe to ask about). */
function nestsWithin(value: unknown, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop() as [unknown, number];
    if (item === null || typeof item !== 'object') continue;
    if (depth >= limit) return false;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return true;
}

/** A JSON object from a request, or null when the body is not one (or is over the size or nesting limits). */
export async function jsonBody(request: Request): Promise<Record<string, unknown> | null> {
  const text = await bodyText(request);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return nestsWithin(value, MAX_BODY_DEPTH) ? asRecord(value) : null;
  } catch {
    return null;
  }
}

/** A form-encoded body as an object of strings, or null when it cannot be read (or is over the size limit). */
export async function formBody(request: Request): Promise<Record<string, string> | null> {
  const text = await bodyText(request);
  if (text === null) return null;
  try {
    return Object.fromEntries(new URLSearchParams(text));
  } catch {
    return null;
  }
}

/** The value as an object (not null, not an array), else null. */
export function asRecord(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** The value when it is a non-empty string, else null. */
export function asText(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** An error answer: `{ error }` (and any extra fields) with the status. */
export function errorAnswer(status: number, error: string, extra: Record<string, unknown> = {}) {
  return HttpResponse.json({ error, ...extra }, { status });
}

/** The 400 answer to a body that is missing or of the wrong shape. */
export function badRequest(what: string) {
  return errorAnswer(400, `The request body is not valid: ${what}.`);
}
