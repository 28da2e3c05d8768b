/**
 * Loads the network half of an add to cart (hooks/shopper/addToCartSubmit.ts) once, when the page's
 * CartProvider mounts or a button on a page with no cart is first pointed at, focused or pressed. No
 * module imports it statically, so a consumer's bundler splits it off: neither a product card's
 * button nor the first load of a page carries it (a thin button).
 */
import type { AddToCartOutcome, AddToCartPressContext } from './addToCartSubmit.ts';
import type { UseAddToCartOptions } from './useAddToCart.ts';
import { createModuleLoader } from '../shared/moduleLoader.ts';

/** What the loader needs of the loaded module. */
export interface SubmissionModule {
  pressAddToCart(options: UseAddToCartOptions, press: AddToCartPressContext): Promise<AddToCartOutcome>;
}

/** A loader of the submission module: loads it once, and again after a failed load. */
export interface SubmissionLoader {
  /** Starts loading, if not started or loaded; a failure is met again, and told, at the press. */
  prepare(): void;
  /** The module, loaded if it is not yet. */
  load(): Promise<SubmissionModule>;
  /**
   * Runs one press. Once the module has loaded, the check and "Adding…" happen within the call,
   * before it returns; before that, after the load. Rejects when the module cannot be loaded.
   */
  press(options: UseAddToCartOptions, press: AddToCartPressContext): Promise<AddToCartOutcome>;
}

/** A loader calling `load` for the module (a test passes one that fails). */
export function createSubmissionLoader(load: () => Promise<SubmissionModule>): SubmissionLoader {
  const module = createModuleLoader(load);
  return {
    prepare: module.prepare,
    load: module.load,
    press(options, press) {
      const loaded = module.loaded();
      if (loaded) return loaded.pressAddToCart(options, press);
      return module.load().then((ready) => ready.pressAddToCart(options, press));
    },
  };
}

/** The page's loader. */
export const submissionLoader = createSubmissionLoader(() => import('./addToCartSubmit.ts'));
