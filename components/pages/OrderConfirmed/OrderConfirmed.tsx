import { OrderPage, type OrderPageProps } from '../OrderPage/OrderPage.tsx';

/** Props of {@link OrderConfirmed}: the order page's (its order id, the server's order, the link on, wording), and any DOM props of its root. */
export type OrderConfirmedProps = OrderPageProps;

/**
 * The order-confirmed page (shopper spec, screens, page type 202): the shopper lands on it after checkout: the order they placed, and the Purchase event. The order is read by its id
 * (shopper spec, entities Order) and shown in an OrderSummary; a failed read shows the spec's message with Try again.
 */
export function OrderConfirmed(props: OrderConfirmedProps) {
  return <OrderPage kind="orderConfirmed" {...props} />;
}
