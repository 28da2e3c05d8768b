'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../api/errors.ts';
import { createOrdersApi } from '../../api/orders.ts';
import { API_ERROR_MESSAGE_STRINGS } from '../../logic/shared/apiErrors.ts';
import { purchaseEvent, readOrder, type Order } from '../../logic/shopper/order.ts';
import { usePageAnalytics } from '../visitor/analytics/context.ts';
import { useApiModule } from '../shared/useApiClient.tsx';
import { useStrings } from '../shared/useLocalizedStrings.tsx';

/** Where an order is: being read, read, or not readable (shopper spec, states data fetches: pending, success, failed). */
export type OrderLoadStatus = 'loading' | 'ready' | 'failed';

/** What {@link useOrder} gives. */
export interface OrderLoad {
  status: OrderLoadStatus;
  /** The order once read, else null. */
  order: Order | null;
  /** Why the read failed, in the site's words (shopper spec, error catalogue), else null. */
  error: string | null;
  /** Reads the order again (after a failure). */
  reload(): void;
}

/** Options of {@link useOrder}. */
export interface UseOrderOptions {
  /** The order the server already read for this page: shown at once, and not read again (until `reload`). */
  order?: Order | null;
}

/** One read's outcome, for the order id and attempt it answered. */
interface Answer {
  orderId: string;
  attempt: number;
  order: Order | null;
  failure: unknown;
}

/**
 * The order an order page shows (shopper spec, screens, entities), asked for by its id through the library's order
 * call (api/orders.ts) and read with logic/shopper/order.ts readOrder, after the first render, so server markup and hydration agree on the loading state.
 * A read is cancelled when the page goes away or asks for another order; an answer for an older id or
 * attempt is never shown.
 */
export function useOrder(orderId: string, { order: given = null }: UseOrderOptions = {}): OrderLoad {
  const orders = useApiModule('orders', createOrdersApi);
  const strings = useStrings(API_ERROR_MESSAGE_STRINGS);
  const [initial] = useState(() => (given ? { orderId, order: given } : null));
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  // The server's order stands for its own id until the first reload.
  const shown = initial !== null && initial.orderId === orderId && attempt === 0 ? initial.order : null;

  useEffect(() => {
    if (shown !== null) return undefined;
    const controller = new AbortController();
    orders.getOrder(orderId, controller.signal).then(
      // The answer is an object (the call checked), so it always reads as an order.
      (order) => setAnswer({ orderId, attempt, order: readOrder(order), failure: null }),
      (failure: unknown) => {
        if (!controller.signal.aborted) setAnswer({ orderId, attempt, order: null, failure });
      },
    );
    return () => controller.abort();
  }, [orders, orderId, attempt, shown]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const current = shown !== null ? { order: shown, failure: null } : answer?.orderId === orderId && answer.attempt === attempt ? answer : null;
  if (current === null) return { status: 'loading', order: null, error: null, reload };
  if (current.order !== null) return { status: 'ready', order: current.order, error: null, reload };
  return { status: 'failed', order: null, error: errorMessage(current.failure, strings), reload };
}

/**
 * Sends the advertising pixel's Purchase event (shopper spec, calls) once the order is shown, through the
 * page's AnalyticsProvider, so every suppression rule of states applies (nothing without a provider).
 * Once per order for as long as the page shows it: a re-render, a new analytics page context or React
 * running the effect twice sends nothing more. An order placed in test mode sends nothing
 * (logic/shopper/order.ts purchaseEvent).
 */
export function usePurchaseEvent(order: Order | null, enabled = true): void {
  const analytics = usePageAnalytics();
  const sent = useRef<Order['id'] | undefined>(undefined);
  useEffect(() => {
    if (!enabled || order === null || sent.current === order.id) return;
    const event = purchaseEvent(order);
    if (event === null) return;
    sent.current = order.id;
    analytics.pixelEvent('Purchase', event);
  }, [analytics, order, enabled]);
}
