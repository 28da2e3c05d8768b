import { isApiError } from '../../../api/errors.ts';
import { CART_PLEASE_TRY_AGAIN } from '../../../logic/cart.ts';

/** The message of a failed cart call (the spec's wording, shopper.md §8); anything else asks to try again. */
export function cartFailureMessage(error: unknown): string {
  return isApiError(error) ? error.message : CART_PLEASE_TRY_AGAIN;
}
