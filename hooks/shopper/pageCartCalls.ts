/**
 * The cart calls of a page with no ApiClientProvider, loaded apart: no module imports them statically
 * (hooks/shopper/pageCartApi.ts), so a consumer's bundler splits the cart's answer readers, the transport and
 * the failure wording off the page's first load. The page's CartProvider starts the load
 * when it mounts; each call waits for it, and a failed load (the shopper is offline) rejects that call
 * and is tried again at the next.
 */
import type { CartApi } from '../../api/cart.ts';
import { createModuleLoader, type ModuleLoader } from '../shared/moduleLoader.ts';

/** The cart calls the page's cart store makes. */
export type CartCalls = Pick<CartApi, 'getCart' | 'addEntry' | 'updateEntryQuantity' | 'removeEntry' | 'updateAdditionalFields'>;

/** Cart calls that load `loader`'s module first, each call waiting for it (a test passes a loader that fails). */
export function lazyCartCalls(loader: ModuleLoader<CartCalls>): CartCalls {
  const { load } = loader;
  return {
    getCart: (query, signal) => load().then((api) => api.getCart(query, signal)),
    addEntry: (request) => load().then((api) => api.addEntry(request)),
    updateEntryQuantity: (entryId, quantity) => load().then((api) => api.updateEntryQuantity(entryId, quantity)),
    removeEntry: (entryId) => load().then((api) => api.removeEntry(entryId)),
    updateAdditionalFields: (entryId, request) => load().then((api) => api.updateAdditionalFields(entryId, request)),
  };
}

/** The loader of the page's own cart calls. */
export const pageCartLoader = createModuleLoader<CartCalls>(() => import('./pageCartApi.ts').then((module) => module.pageCartApi()));

/** The page's own cart calls, each loading them first if they have not loaded. */
export const pageCartCalls = lazyCartCalls(pageCartLoader);
