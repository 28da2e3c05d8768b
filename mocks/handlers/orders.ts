/**
 * Reading an order (library call, api/orders.ts: the spec defines the Order, shopper spec, entities, but shows
 * no call for it): the fixtures' orders by id, and the order scenarios.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { orderAnswers } from '../fixtures/orders.ts';
import { errorAnswer } from '../respond.ts';

/** The server's text for an id it has no order for. */
export const ORDER_NOT_FOUND_TEXT = 'There is no such order.';

const ORDER_PATH = '*/api/commerce/orders/:orderId';

/** Handlers of the order calls. */
export const orderHandlers = [
  // Library call (not in the spec): an order by its id, as the server sends it.
  http.get(ORDER_PATH, ({ params }) => {
    const answer = orderAnswers.get(String(params.orderId));
    return answer ? HttpResponse.json(answer) : errorAnswer(404, ORDER_NOT_FOUND_TEXT);
  }),
];

/** The order scenarios (listed in mocks/scenarios.ts SCENARIOS). */
export const ORDER_SCENARIOS = {
  'orders-down': '500 on reading an order; everything else answers as usual.',
  'order-fail-once': 'The first read of an order answers 500 (once per installation); the next one answers as usual.',
} as const satisfies Record<string, string>;

/** The name of an order scenario. */
export type OrderScenarioName = keyof typeof ORDER_SCENARIOS;

/** The handlers that make an order scenario happen; put them in front of the normal ones. */
export function orderScenario(name: OrderScenarioName): HttpHandler[] {
  switch (name) {
    case 'orders-down':
      return [http.get(ORDER_PATH, () => HttpResponse.json({}, { status: 500 }))];
    case 'order-fail-once': {
      let failed = false;
      return [
        http.get(ORDER_PATH, () => {
          if (failed) return undefined;
          failed = true;
          return HttpResponse.json({}, { status: 500 });
        }),
      ];
    }
  }
}
