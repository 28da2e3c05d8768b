/**
 * The calls a scenario's page sent, matched to the call table (api/endpoints.ts), so a step can say
 * what was sent in the product owner's words ("a page view was recorded", "nothing was sent") and
 * check it against the requests themselves, beacons included, not against the mock's memory.
 */
import type { Request } from 'playwright';
import { ENDPOINTS, type EndpointId } from '../../api/endpoints.ts';

/** One request the page sent. */
export interface SentCall {
  /** The call-table row it matches, or null for any other request (a script, an image). */
  id: EndpointId | null;
  method: string;
  /** Path without the origin and query. */
  path: string;
  query: URLSearchParams;
  /** The body as text ('' when it has none). */
  body: string;
  headers: Record<string, string>;
}

const PATTERNS = (Object.entries(ENDPOINTS) as Array<[EndpointId, (typeof ENDPOINTS)[EndpointId]]>).map(([id, row]) => ({
  id,
  method: row.method as string,
  // `:name` is one path segment; the rest is literal.
  pattern: new RegExp(`^${row.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
}));

/** The call-table id of a request, or null. */
export function endpointOf(method: string, path: string): EndpointId | null {
  return PATTERNS.find((row) => row.method === method && row.pattern.test(path))?.id ?? null;
}

/** Reads one request the page sent. */
export function readSentCall(request: Request): SentCall {
  const url = new URL(request.url());
  const method = request.method();
  return {
    id: endpointOf(method, url.pathname),
    method,
    path: url.pathname,
    query: url.searchParams,
    body: request.postData() ?? '',
    headers: request.headers(),
  };
}

/** The body of a sent call read as JSON, form fields, or null when it is neither. */
export function sentBody(call: SentCall): unknown {
  if (!call.body) return null;
  try {
    return JSON.parse(call.body) as unknown;
  } catch {
    const form = new URLSearchParams(call.body);
    return [...form.keys()].length > 0 ? Object.fromEntries(form) : null;
  }
}
