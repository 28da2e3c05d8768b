/**
 * What a shopper or site owner reads when a call fails (shopper spec, error catalogue "Session and network" and
 * "Generic strings", rendering spec, error catalogue builder messages): the session and network messages, and the
 * pure rule that picks one for a failed call. The cart strings live in `cart.ts` and the form
 * statuses in `formErrors.ts`; this module reuses them. It also holds the store-creation failure.
 */
import { CART_STRINGS } from '../shopper/cart.ts';
import { FORM_ERROR_STRINGS, submissionErrorMessage, type SubmissionErrorStrings } from '../forms/formErrors.ts';
import type { LocalizedStrings } from './strings.ts';

/** Crumb failure while cookies are enabled (shopper spec, error catalogue). */
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please reload the page and try again.';

/** Crumb failure while cookies are disabled (shopper spec, error catalogue). */
export const COOKIES_DISABLED_MESSAGE = 'Please enable cookies in your browser, reload the page, and try again.';

/** Status 429 on a cart call (shopper spec, error catalogue). */
export const RATE_LIMITED_MESSAGE = 'Please try again in a few seconds.';

/** Generic string: a builder call got no answer (shopper spec, error catalogue, rendering spec, error catalogue). */
export const NETWORK_ERROR_MESSAGE = 'Network error';

/** Generic string: a builder read failed (shopper spec, error catalogue, rendering spec, error catalogue). */
export const UNABLE_TO_LOAD_RESULTS_MESSAGE = 'Unable to load results';

/** Generic string: any other failure (shopper spec, error catalogue, rendering spec, error catalogue). */
export const SOMETHING_WENT_WRONG_MESSAGE = 'Something went wrong';

/** Store creation found no main navigation to put the new store in (rendering spec, error catalogue, "Other"). */
export const MAIN_NAVIGATION_NOT_FOUND_MESSAGE = 'Unable to find site main navigation';

/**
 * Which family a call belongs to, since each family words its failures differently: cart calls,
 * form calls, other shopper calls, builder (site owner) calls, and analytics (never shown).
 */
export type ApiDomain = 'cart' | 'form' | 'shopper' | 'builder' | 'analytics';

/**
 * How a call failed: no answer, no answer in time, an error status, an answer of the wrong shape, or
 * a request that could not be made as asked (a body that is not JSON, a missing path parameter); the
 * last two are worded like any other failure of their family.
 */
export type ApiFailureKind = 'network' | 'timeout' | 'status' | 'invalid-response' | 'invalid-request';

/** A failed call as {@link apiErrorMessage} reads it. */
export interface ApiFailure {
  kind: ApiFailureKind;
  /** The HTTP status, 0 when no answer came. */
  status: number;
  /** The parsed body of the answer (JSON, text or null). */
  data: unknown;
  domain: ApiDomain;
  /** The HTTP method of the call. @default 'GET' */
  method?: string;
  /** Whether the browser accepts cookies: a crumb failure means something else without them. @default true */
  cookiesEnabled?: boolean;
}

function record(data: unknown): Record<string, unknown> | null {
  return data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
}

/** True when an answer carries `crumbFail` (the crumb, the CSRF value, was refused). */
export function isCrumbFailure(data: unknown): boolean {
  const crumbFail = record(data)?.crumbFail;
  return crumbFail === true || crumbFail === 'true';
}

/** The server's own error text (`data.error`, else `data.message`) when it sent a non-blank one, else null. */
export function serverErrorText(data: unknown): string | null {
  const body = record(data);
  for (const key of ['error', 'message']) {
    const text = body?.[key];
    if (typeof text === 'string' && text.trim() !== '') return text;
  }
  return null;
}

function isRead(method: string | undefined): boolean {
  return (method ?? 'GET').toUpperCase() === 'GET';
}

/** The strings {@link apiErrorMessage} words a failure with (the form ones for form calls). */
export type ApiErrorStrings = SubmissionErrorStrings &
  Pick<
    LocalizedStrings,
    | 'sessionExpiredMessage'
    | 'cookiesDisabledMessage'
    | 'rateLimitedMessage'
    | 'networkErrorMessage'
    | 'unableToLoadResultsMessage'
    | 'somethingWentWrongMessage'
    | 'cartCheckConnectionText'
    | 'cartPleaseTryAgainText'
  >;

/**
 * The message a failed call shows (shopper spec, error catalogue): a crumb failure says the session expired (or asks
 * for cookies when they are off); no answer asks to check the connection (builder calls: "Network
 * error"); a form call answers with the form status table; a cart call says 429 means "try again in a
 * few seconds", else the server's text or "Please try again."; builder reads "Unable to load
 * results"; anything else the server's text or "Something went wrong". Worded with `strings` (the
 * site's localized strings; the spec's wording by default); the server's own text is data and stays as sent.
 */
export function apiErrorMessage(failure: ApiFailure, strings: ApiErrorStrings = API_ERROR_MESSAGE_STRINGS): string {
  const { kind, status, data, domain } = failure;
  if (isCrumbFailure(data)) {
    return failure.cookiesEnabled === false ? strings.cookiesDisabledMessage : strings.sessionExpiredMessage;
  }
  if (kind === 'network' || kind === 'timeout') {
    return domain === 'builder' ? strings.networkErrorMessage : strings.cartCheckConnectionText;
  }
  switch (domain) {
    case 'form':
      return submissionErrorMessage(status, data, strings);
    case 'cart':
      if (status === 429) return strings.rateLimitedMessage;
      return (kind === 'status' ? serverErrorText(data) : null) ?? strings.cartPleaseTryAgainText;
    case 'builder':
      return isRead(failure.method) ? strings.unableToLoadResultsMessage : strings.somethingWentWrongMessage;
    default:
      return (kind === 'status' ? serverErrorText(data) : null) ?? strings.somethingWentWrongMessage;
  }
}

/**
 * The session, network and generic messages as localized-string defaults (shopper spec, error catalogue, the rendering spec
 * error catalogue). Components read them through the localized strings, never these constants.
 */
export const API_ERROR_STRINGS = {
  sessionExpiredMessage: SESSION_EXPIRED_MESSAGE,
  cookiesDisabledMessage: COOKIES_DISABLED_MESSAGE,
  rateLimitedMessage: RATE_LIMITED_MESSAGE,
  networkErrorMessage: NETWORK_ERROR_MESSAGE,
  unableToLoadResultsMessage: UNABLE_TO_LOAD_RESULTS_MESSAGE,
  somethingWentWrongMessage: SOMETHING_WENT_WRONG_MESSAGE,
  mainNavigationNotFoundMessage: MAIN_NAVIGATION_NOT_FOUND_MESSAGE,
} as const;

/** Every string {@link apiErrorMessage} may need, in the spec's wording: its default. */
export const API_ERROR_MESSAGE_STRINGS = { ...CART_STRINGS, ...FORM_ERROR_STRINGS, ...API_ERROR_STRINGS } satisfies ApiErrorStrings;
