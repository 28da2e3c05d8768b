/**
 * Reading an order, for the order pages (shopper spec, screens page types 202, 204, 206, 207, 208, 211). The
 * spec defines the Order (entities) but lists no call that reads one (calls), so this is a library call,
 * marked so in the call table (endpointDocs.ts). It is a shopper call: a failure reads as the spec's
 * error catalogue messages ('Please check your internet connection.' with no answer, else the server's text or
 * 'Something went wrong').
 *
 * The answer is checked to be an object and handed on as sent: logic/shopper/order.ts readOrder reads its
 * fields (useOrder does), so the client of every page does not carry the money reading that needs.
 */
import { callsOf, type Transport } from './http.ts';
import { readObject } from './parse.ts';
import type { EndpointFields } from './endpoints.ts';

/** The order rows of the call table (api/endpoints.ts): what the transport needs to make each call. */
export const ORDERS_CALLS = {
  /** Not from the spec: an order by its id (library call, see api/orders.ts). */
  'orders.getOrder': { method: 'GET', path: '/api/commerce/orders/:orderId', domain: 'shopper' },
} as const satisfies Record<string, EndpointFields>;

/** An order answer as the server sent it: an object whose fields are not read yet (read them with logic/shopper/order.ts readOrder). */
export type OrderAnswer = Readonly<Record<string, unknown>>;

/** The order calls of one client. */
export function createOrdersApi(transport: Transport) {
  const call = callsOf(transport, ORDERS_CALLS);
  return {
    /**
     * GET /api/commerce/orders/{orderId} (not from the spec, a library call): the order answer.
     * Rejects with an ApiError when the call fails or the answer is not an object; with the
     * signal's reason when `signal` aborts it.
     */
    getOrder(orderId: string, signal?: AbortSignal): Promise<OrderAnswer> {
      return call('orders.getOrder', { params: { orderId }, ...(signal ? { signal } : {}) }, (data) => readObject(data, 'order'));
    },
  };
}
