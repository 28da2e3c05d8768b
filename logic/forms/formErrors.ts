/**
 * A form submission's failures (shopper spec, validation rules, error catalogue): the status table, the overall invalid message,
 * the per-field errors of a 400 answer, and the message a failed submission shows. Apart from
 * forms.ts (which re-exports all of it) because the API's error wording needs these and nothing else
 * of the forms: a bundle with an add-to-cart button need not carry the validation.
 */
import type { LocalizedStrings } from '../shared/strings.ts';

/** The overall message when any field is invalid (shopper spec, validation rules). */
export const FORM_INVALID_MESSAGE = 'One or more fields is invalid, please check your entries.';

/** Form submission answers by HTTP status (shopper spec, error catalogue). */
export const FORM_STATUS_MESSAGES = {
  401: 'Unable to submit form. Please try again later.',
  404: 'This form has not been configured yet.',
  429: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  500: 'Unable to send form. Please try again later.',
} as const;

/** A 400 answer with neither field errors nor an error text (shopper spec, error catalogue). */
export const FORM_UNKNOWN_ERROR_MESSAGE = 'Unknown error, please try again later.';

function recordOf(data: unknown): Record<string, unknown> | null {
  return data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
}

/** The per-field messages of a 400 answer (`data.errors`, field id → message); empty when there are none. */
export function fieldErrors(data: unknown): Record<string, string> {
  const errors = recordOf(recordOf(data)?.errors);
  if (errors === null) return {};
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
  );
}

/** The strings {@link submissionErrorMessage} words its messages with. */
export type SubmissionErrorStrings = Pick<
  LocalizedStrings,
  | 'formUnauthorizedMessage'
  | 'formNotConfiguredMessage'
  | 'formRateLimitedMessage'
  | 'formServerErrorMessage'
  | 'formInvalidMessage'
  | 'formUnknownErrorMessage'
>;

/**
 * The message of a failed submission (shopper spec, error catalogue): 401, 404, 429 and 500 by the table; a 400 with
 * field errors gives the overall invalid message, otherwise data.error or the unknown-error text; any other status the 500 text.
 * Worded with `strings` (the site's localized strings; the spec's wording by default); the server's
 * own `data.error` is data and stays as sent.
 */
export function submissionErrorMessage(status: number, data: unknown, strings: SubmissionErrorStrings = FORM_ERROR_STRINGS): string {
  switch (status) {
    case 401:
      return strings.formUnauthorizedMessage;
    case 404:
      return strings.formNotConfiguredMessage;
    case 429:
      return strings.formRateLimitedMessage;
    case 400: {
      if (Object.keys(fieldErrors(data)).length > 0) return strings.formInvalidMessage;
      const error = recordOf(data)?.error;
      return typeof error === 'string' && error.trim() !== '' ? error : strings.formUnknownErrorMessage;
    }
    default:
      return strings.formServerErrorMessage;
  }
}

/** The submission failures' strings as localized-string defaults (part of FORM_STRINGS). */
export const FORM_ERROR_STRINGS = {
  formInvalidMessage: FORM_INVALID_MESSAGE,
  formUnauthorizedMessage: FORM_STATUS_MESSAGES[401],
  formNotConfiguredMessage: FORM_STATUS_MESSAGES[404],
  formRateLimitedMessage: FORM_STATUS_MESSAGES[429],
  formServerErrorMessage: FORM_STATUS_MESSAGES[500],
  formUnknownErrorMessage: FORM_UNKNOWN_ERROR_MESSAGE,
} as const;
