import { errorMessage } from '../../../api/errors.ts';
import type { ApiErrorStrings } from '../../../logic/shared/apiErrors.ts';

/** The message of a failed cart call in the site's words (shopper spec, error catalogue); anything else asks to try again. */
export function cartFailureMessage(error: unknown, strings: ApiErrorStrings): string {
  return errorMessage(error, strings, strings.cartPleaseTryAgainText);
}
