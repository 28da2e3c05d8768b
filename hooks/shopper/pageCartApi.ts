'use client';

/**
 * The page's own cart calls (its origin, the browser's fetch and cookies), the same module the rest of
 * the page's hooks share. Loaded only through hooks/shopper/pageCartCalls.ts.
 */
import { createCartApi, type CartApi } from '../../api/cart.ts';
import { apiModuleOf } from '../shared/useApiClient.tsx';

export function pageCartApi(): CartApi {
  return apiModuleOf(null, 'cart', createCartApi);
}
