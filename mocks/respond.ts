/**
 * Small helpers the handlers share: reading a request body without trusting it, and answering an
 * error in the one shape the backend uses (`{ error }`, plus `errors` or `crumbFail` where needed).
 */
import { HttpResponse } from 'msw';

/** A JSON object from a request, or null when the body is not one. */
export async function jsonBody(request: Request): Promise<Record<string, unknown> | null> {
  try {
    return asRecord(await request.json());
  } catch {
    return null;
  }
}

/** A form-encoded body as an object of strings, or null when it cannot be read. */
export async function formBody(request: Request): Promise<Record<string, string> | null> {
  try {
    return Object.fromEntries(new URLSearchParams(await request.text()));
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
