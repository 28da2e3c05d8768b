/**
 * Loads the network half of an add to cart (hooks/addToCartSubmit.ts) for a button on a page with no
 * cart: once, when the shopper first points at, focuses or presses the button. A page with a
 * CartProvider already has it, so a product card's button never bundles it.
 */
import type { ApiClient } from '../api/client.ts';
import type { AddToCartOutcome, AddToCartSubmission } from './addToCartSubmit.ts';

/** What the loader needs of the loaded module. */
export interface SubmissionModule {
  submitWithoutCart(submission: AddToCartSubmission, client: ApiClient | null): Promise<AddToCartOutcome>;
}

/** A loader of the submission module: loads it once, and again after a failed load. */
export interface SubmissionLoader {
  /** Starts loading, if not started; a failure is met again, and told, at the press. */
  prepare(): void;
  /** Submits a press on a page with no cart; a press whose code cannot be loaded is refused with `unavailable`. */
  submit(submission: AddToCartSubmission, client: ApiClient | null, unavailable: string): Promise<AddToCartOutcome>;
}

function ignore(): void {}

/** A loader calling `load` for the module (a test passes one that fails). */
export function createSubmissionLoader(load: () => Promise<SubmissionModule>): SubmissionLoader {
  let loading: Promise<SubmissionModule> | undefined;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      // A failed load (the shopper went offline) is tried again next time.
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    prepare() {
      loaded().catch(ignore);
    },
    async submit(submission, client, unavailable) {
      let module: SubmissionModule;
      try {
        module = await loaded();
      } catch {
        return { type: 'refused', message: unavailable };
      }
      return module.submitWithoutCart(submission, client);
    },
  };
}

/** The page's loader: the module is split from the button's bundle by the consumer's bundler. */
export const submissionLoader = createSubmissionLoader(() => import('./addToCartSubmit.ts'));
