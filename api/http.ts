/**
 * The transport every API module uses: builds the URL from the call's row of the call table (each
 * module passes its own rows, so a bundle carries only the rows of the modules it uses), sends the crumb cookie as
 * the CSRF value and the login's xsrfToken as the XSRF header, applies credentials and timeouts, reads
 * the answer and turns every failure into an ApiError.
 */
import { isCrumbFailure } from '../logic/shared/apiErrors.ts';
import { COOKIE_NAMES } from '../logic/visitor/cookies.ts';
import type { Endpoint, EndpointFields, EndpointId } from './endpoints.ts';
import { ApiError } from './errors.ts';

/** Header carrying the crumb cookie as the CSRF value (shopper spec, entities "crumb", calls). */
export const CSRF_HEADER = 'X-CSRF-Token';

/** Header carrying the xsrfToken the login answered (shopper spec, calls). */
export const XSRF_HEADER = 'X-XSRF-Token';

/**
 * True when a credential (the crumb cookie, the login's xsrfToken) can be sent as a header value as
 * it is: one or more visible ASCII characters. Both are tokens the server issued, so anything else —
 * a non-ASCII letter, a control, a line break that would start another header, a space — is a
 * damaged or planted value: it is not sent (a `Headers` would throw a TypeError on some of them, and
 * send others as bytes the server never issued). A write that needed the crumb then gets the server's
 * crumb failure, worded 'Your session has expired…' (shopper spec, error catalogue).
 */
export function isSendableCredential(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^[\x21-\x7E]+$/.test(value);
}

/** Where a report of a failure comes from, for the error service. */
export interface ErrorReportContext {
  endpoint: EndpointId;
}

/** What {@link createApiClient} needs from its surroundings; everything but the first three has a browser default. */
export interface ApiClientOptions {
  /** The fetch to call (the browser's, or a test's). */
  fetch: typeof fetch;
  /** The site's origin, e.g. `https://shop.example.com`; `''` for the page's own origin. */
  baseUrl: string;
  /** Reads a cookie of the page by name (crumb, ss_cvr); undefined when absent. */
  getCookie: (name: string) => string | undefined;
  /** Whether the browser accepts cookies. @default navigator.cookieEnabled, else true */
  cookiesEnabled?: () => boolean;
  /** The error service: commerce-preferences failures are reported here before they are rethrown. @default console.error */
  reportError?: (error: ApiError, context: ErrorReportContext) => void;
  /** Where swallowed analytics failures are warned about. @default console.warn */
  warn?: (message: string, error: unknown) => void;
  /** The browser's beacon. @default navigator.sendBeacon when there is one */
  sendBeacon?: (url: string, data: Blob) => boolean;
  /** Makes the signal that aborts a call after `ms` (tests pass their own). @default AbortSignal.timeout */
  timeoutSignal?: (ms: number) => AbortSignal;
}

/** The request side of one call. */
export interface CallRequest {
  /** Values of the path's `:name` placeholders. */
  params?: Readonly<Record<string, string>>;
  /** Query parameters; undefined values are left out. */
  query?: Readonly<Record<string, string | number | boolean | undefined>>;
  /** A JSON body. */
  json?: unknown;
  /** A form-encoded body. */
  form?: Readonly<Record<string, string>>;
  /** A plain-text body. */
  text?: string;
  /** Send cookies cross-origin too (`credentials: 'include'`). */
  withCredentials?: boolean;
  /** Abort after this many milliseconds. */
  timeoutMs?: number;
  /**
   * The caller's abort signal (a component that went away): the call is aborted with it, and rejects
   * with the signal's reason, not an ApiError, since nothing failed. Combined with the timeout's.
   */
  signal?: AbortSignal;
  /** Statuses that count as success. @default any 2xx */
  successStatuses?: readonly number[];
}

/** The transport shared by the API modules of one client. */
export interface Transport {
  /** Makes the call of a call-table row (e.g. `CART_CALLS.addEntry`) and reads its answer with `parse`; rejects with an ApiError. */
  call<T>(endpoint: Endpoint, request: CallRequest, parse: (data: unknown) => T): Promise<T>;
  /** Sends a body by beacon to a call-table row's path; false when there is no beacon or the browser refused it. */
  beacon(endpoint: Endpoint, body: string, contentType: string): boolean;
  /** Remembers (or forgets, with null) the xsrfToken of the signed-in member. */
  setXsrfToken(token: string | null): void;
  /** The xsrfToken in use, or null. */
  xsrfToken(): string | null;
  /** Reads a cookie of the page. */
  cookie(name: string): string | undefined;
  /** Reports a failure to the error service. */
  report(error: ApiError, context: ErrorReportContext): void;
  /** Warns about a swallowed failure. */
  warn(message: string, error: unknown): void;
}

function defaultCookiesEnabled(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.cookieEnabled === 'boolean' ? navigator.cookieEnabled : true;
}

function defaultSendBeacon(): ((url: string, data: Blob) => boolean) | undefined {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return undefined;
  return (url, data) => navigator.sendBeacon(url, data);
}

function fillPath(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/:(\w+)/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`Missing path parameter "${name}" for ${path}.`);
    return encodeURIComponent(value);
  });
}

/** The base URL without trailing slashes (a loop: a `/\/+$/` pattern is quadratic on a long run of slashes). */
function trimTrailingSlashes(text: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === '/') end -= 1;
  return text.slice(0, end);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Builds the transport for one client. */
export function createTransport(options: ApiClientOptions): Transport {
  const { fetch: fetchFn } = options;
  const base = trimTrailingSlashes(options.baseUrl);
  const cookiesEnabled = options.cookiesEnabled ?? defaultCookiesEnabled;
  const reportError = options.reportError ?? ((error, context) => console.error(`[vitrine/api] ${context.endpoint} failed:`, error));
  const warnHook = options.warn ?? ((message, error) => console.warn(`[vitrine/api] ${message}`, error));
  const sendBeacon = options.sendBeacon ?? defaultSendBeacon();
  const timeoutSignal = options.timeoutSignal ?? ((ms: number) => AbortSignal.timeout(ms));
  // The page's hooks are the integrator's code: one that throws (a malformed cookie, a broken error
  // service) must not turn a call's outcome into its exception.
  const getCookie = (name: string): string | undefined => {
    try {
      const value = options.getCookie(name);
      return typeof value === 'string' ? value : undefined;
    } catch {
      return undefined;
    }
  };
  const areCookiesEnabled = (): boolean => {
    try {
      return cookiesEnabled() !== false;
    } catch {
      return true;
    }
  };
  const report = (error: ApiError, context: ErrorReportContext): void => {
    try {
      reportError(error, context);
    } catch {
      // The error service failing is not the caller's failure: the call's own ApiError stands.
    }
  };
  const warn = (message: string, error: unknown): void => {
    try {
      warnHook(message, error);
    } catch {
      // A warning is best effort.
    }
  };
  let xsrfToken: string | null = null;

  function url(path: string, request: CallRequest = {}): string {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined) query.set(name, String(value));
    }
    const search = query.size > 0 ? `?${query.toString()}` : '';
    return `${base}${fillPath(path, request.params)}${search}`;
  }

  function headersFor(method: string, request: CallRequest): Headers {
    const headers = new Headers({ Accept: 'application/json' });
    if (request.json !== undefined) headers.set('Content-Type', 'application/json');
    if (request.form !== undefined) headers.set('Content-Type', 'application/x-www-form-urlencoded');
    if (request.text !== undefined) headers.set('Content-Type', 'text/plain;charset=UTF-8');
    const crumb = getCookie(COOKIE_NAMES.crumb);
    if (isSendableCredential(crumb) && method !== 'GET') headers.set(CSRF_HEADER, crumb);
    if (isSendableCredential(xsrfToken)) headers.set(XSRF_HEADER, xsrfToken);
    return headers;
  }

  function bodyOf(request: CallRequest): BodyInit | undefined {
    if (request.json !== undefined) return JSON.stringify(request.json);
    if (request.form !== undefined) return new URLSearchParams({ ...request.form });
    return request.text;
  }

  async function call<T>({ id, method, path, domain }: Endpoint, request: CallRequest, parse: (data: unknown) => T): Promise<T> {
    const fail = (kind: ApiError['kind'], status: number, data: unknown, cause?: unknown) =>
      new ApiError({ endpoint: id, kind, status, data, domain, method, cookiesEnabled: areCookiesEnabled(), cause });
    request.signal?.throwIfAborted();
    let target: string;
    const init: RequestInit = { method };
    let timeout: AbortSignal | undefined;
    try {
      target = url(path, request);
      init.headers = headersFor(method, request);
      const body = bodyOf(request);
      if (body !== undefined) init.body = body;
      if (request.withCredentials) init.credentials = 'include';
      timeout = request.timeoutMs === undefined ? undefined : timeoutSignal(request.timeoutMs);
      const signals = [request.signal, timeout].filter((one) => one !== undefined);
      const signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
      if (signal) init.signal = signal;
    } catch (cause) {
      // Nothing was sent: a body that is not JSON (a cycle, a BigInt), a path parameter left out.
      throw fail('invalid-request', 0, null, cause);
    }

    let response: Response;
    let data: unknown;
    try {
      response = await fetchFn(target, init);
      data = await readBody(response);
    } catch (cause) {
      if (request.signal?.aborted) throw request.signal.reason;
      throw fail(timeout?.aborted ? 'timeout' : 'network', 0, null, cause);
    }
    const ok = request.successStatuses ? request.successStatuses.includes(response.status) : response.ok;
    if (!ok || isCrumbFailure(data)) throw fail('status', response.status, data);
    try {
      return parse(data);
    } catch (cause) {
      // A shape error says where the answer did not match; anything else a reader throws on a hostile
      // answer (a RangeError, a TypeError) is still an answer the library could not read.
      throw fail('invalid-response', response.status, data, cause);
    }
  }

  return {
    call,
    beacon(endpoint, body, contentType) {
      if (!sendBeacon) return false;
      return sendBeacon(url(endpoint.path), new Blob([body], { type: contentType }));
    },
    setXsrfToken(token) {
      xsrfToken = isSendableCredential(token) ? token : null;
    },
    xsrfToken: () => xsrfToken,
    cookie: getCookie,
    report,
    warn,
  };
}

/** The row of call `id` in a module's own rows of the call table. */
export function endpointRow<Id extends EndpointId>(rows: Readonly<Record<Id, EndpointFields>>, id: Id): Endpoint {
  return { id, ...rows[id] };
}

/**
 * The call function of one API module over its own rows of the call table, e.g.
 * `callsOf(transport, CART_CALLS)('cart.addEntry', request, parse)`: each module passes only its own
 * rows, so a bundle carries the rows of the modules it uses, not the whole table.
 */
export function callsOf<Id extends EndpointId>(transport: Transport, rows: Readonly<Record<Id, EndpointFields>>) {
  return <T>(id: Id, request: CallRequest, parse: (data: unknown) => T): Promise<T> => transport.call(endpointRow(rows, id), request, parse);
}

/**
 * Runs a telemetry call whose failures must never reach the visitor (shopper spec, error catalogue, "Analytics
 * failures are ignored or warned about"): resolves true when sent, false after warning.
 */
export async function sendQuietly(transport: Transport, id: EndpointId, send: () => Promise<unknown>): Promise<boolean> {
  try {
    await send();
    return true;
  } catch (error) {
    transport.warn(`${id} failed; the event was dropped.`, error);
    return false;
  }
}
