/**
 * The page's own cart calls (its origin, the browser's fetch and cookies), the same module the rest of
 * the page's hooks share. Loaded only through hooks/pageCartCalls.ts.
 */
import { createCartApi } from '../api/cart.ts';
import type { ApiClient } from '../api/client.ts';
import { apiModuleOf } from './useApiClient.tsx';

export function pageCartApi(): ApiClient['cart'] {
  return apiModuleOf(null, 'cart', createCartApi);
}
