import { errorMessage } from '../../../api/errors.ts';
import type { LocalizedStrings } from '../../../logic/strings.ts';

/** The message of a failed cart call in the site's words (shopper.md §8); anything else asks to try again. */
export function cartFailureMessage(error: unknown, strings: LocalizedStrings): string {
  return errorMessage(error, strings, strings.cartPleaseTryAgainText);
}
