/**
 * Inventory calls: the stock of an item's variants (shopper spec, calls) and the restock-notification
 * signup, whose target the spec does not show (rendering spec, calls: the form submits email and
 * isJoinMailingList), added by the library.
 */
import { callsOf, type Transport } from './http.ts';
import { ignoreAnswer, readArray, readBoolean, readCount, readObject, readString } from './parse.ts';
import type { EndpointFields } from './endpoints.ts';

/** The inventory rows of the call table (api/endpoints.ts): what the transport needs to make each call. */
export const INVENTORY_CALLS = {
  'inventory.getStock': { method: 'GET', path: '/api/commerce/inventory/stock/', domain: 'cart' },
  'inventory.signUpForRestock': { method: 'POST', path: '/api/commerce/inventory/restock-notifications', domain: 'shopper' },
} as const satisfies Record<string, EndpointFields>;

/** The stock of one variant (shopper spec, entities, Stock result). */
export interface StockResult {
  sku: string;
  unlimited: boolean;
  qtyInStock: number;
}

/** Body of the restock signup: the product and variant, the visitor's email, the mailing-list opt-in. */
export interface RestockSignupRequest {
  itemId: string;
  sku: string;
  email: string;
  isJoinMailingList: boolean;
}

function readStock(value: unknown, where: string): StockResult {
  const object = readObject(value, where);
  return {
    sku: readString(object.sku, `${where}.sku`),
    unlimited: readBoolean(object.unlimited, `${where}.unlimited`),
    qtyInStock: readCount(object.qtyInStock, `${where}.qtyInStock`),
  };
}

/** The inventory calls of one client. */
export function createInventoryApi(transport: Transport) {
  const call = callsOf(transport, INVENTORY_CALLS);
  return {
    /** GET commerce/inventory/stock/?itemId=: the stock of each variant of an item. */
    getStock(itemId: string): Promise<StockResult[]> {
      return call('inventory.getStock', { query: { itemId } }, (data) =>
        readArray(readObject(data, 'answer').results, 'results', readStock),
      );
    },
    /** Not in the spec: asks to be emailed when a sold-out variant is back in stock. */
    signUpForRestock(request: RestockSignupRequest): Promise<void> {
      return call('inventory.signUpForRestock', { json: request }, ignoreAnswer);
    },
  };
}
