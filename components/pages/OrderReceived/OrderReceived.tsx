import { OrderPage, type OrderPageProps } from '../OrderPage/OrderPage.tsx';

/** Props of {@link OrderReceived}: the order page's (its order id, the server's order, the link on, wording), and any DOM props of its root. */
export type OrderReceivedProps = OrderPageProps;

/**
 * The order-received page (shopper spec, screens, page type 207): the order the store has received, and the Purchase event. The order is read by its id
 * (shopper spec, entities Order) and shown in an OrderSummary; a failed read shows the spec's message with Try again.
 */
export function OrderReceived(props: OrderReceivedProps) {
  return <OrderPage kind="orderReceived" {...props} />;
}
