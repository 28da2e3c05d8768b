/**
 * The one error type of the API: every failed call, whatever went wrong, rejects with an ApiError
 * carrying the HTTP status, the server's data and the spec's user-facing message.
 */
import { apiErrorMessage, type ApiDomain, type ApiFailureKind } from '../logic/apiErrors.ts';
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

/** A failed call; `message` is what the shopper or site owner reads (shopper.md §8). */
export class ApiError extends Error {
  /** The call that failed. */
  readonly endpoint: EndpointId;
  /** No answer, no answer in time, an error status, or an answer of the wrong shape. */
  readonly kind: ApiFailureKind;
  /** The HTTP status, 0 when no answer came. */
  readonly status: number;
  /** The server's answer (parsed JSON, text, or null). */
  readonly data: unknown;

  constructor(init: ApiErrorInit) {
    super(apiErrorMessage(init), init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.endpoint = init.endpoint;
    this.kind = init.kind;
    this.status = init.status;
    this.data = init.data;
  }
}

/** True for an {@link ApiError}. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
