/**
 * The one error type of the API: every failed call, whatever went wrong, rejects with an ApiError
 * carrying the HTTP status, the server's data, the facts its message is worded from, and the spec's
 * user-facing message in English. A component words it in the site's strings with {@link errorMessage}.
 */
import {
  API_ERROR_MESSAGE_STRINGS,
  apiErrorMessage,
  type ApiDomain,
  type ApiErrorStrings,
  type ApiFailure,
  type ApiFailureKind,
} from '../logic/shared/apiErrors.ts';
import type { EndpointId } from './endpoints.ts';

/** What an {@link ApiError} is made from. */
export interface ApiErrorInit {
  endpoint: EndpointId;
  kind: ApiFailureKind;
  /** 0 when no answer came. */
  status: number;
  data: unknown;
  domain: ApiDomain;
  method: string;
  cookiesEnabled: boolean;
  cause?: unknown;
}

/**
 * A failed call; `message` is what the shopper or site owner reads (shopper spec, error catalogue), in the spec's
 * English. Show {@link errorMessage}`(error, strings)` to word it in the site's localized strings.
 */
export class ApiError extends Error {
  /** The call that failed. */
  readonly endpoint: EndpointId;
  /** No answer, no answer in time, an error status, or an answer of the wrong shape. */
  readonly kind: ApiFailureKind;
  /** The HTTP status, 0 when no answer came. */
  readonly status: number;
  /** The server's answer (parsed JSON, text, or null). */
  readonly data: unknown;
  /** What the message is worded from (kind, status, data, domain, method, cookies), for {@link apiErrorMessage} with a site's strings. */
  readonly failure: Readonly<ApiFailure>;

  constructor(init: ApiErrorInit) {
    const failure: ApiFailure = {
      kind: init.kind,
      status: init.status,
      data: init.data,
      domain: init.domain,
      method: init.method,
      cookiesEnabled: init.cookiesEnabled,
    };
    super(apiErrorMessage(failure), init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.endpoint = init.endpoint;
    this.kind = init.kind;
    this.status = init.status;
    this.data = init.data;
    this.failure = Object.freeze(failure);
  }
}

/** True for an {@link ApiError}. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * What to show for any caught error, in the site's words: a failed call's message worded with
 * `strings` (shopper spec, error catalogue; the server's own text stays as sent), anything else `otherwise` — the
 * cart's 'Please try again.' or the generic 'Something went wrong', as the caller says.
 * @param otherwise the text for an error that is not a failed call. @default strings.somethingWentWrongMessage
 */
export function errorMessage(error: unknown, strings: ApiErrorStrings = API_ERROR_MESSAGE_STRINGS, otherwise?: string): string {
  if (isApiError(error)) return apiErrorMessage(error.failure, strings);
  return otherwise ?? strings.somethingWentWrongMessage;
}
