import { OrderPage, type OrderPageProps } from '../OrderPage/OrderPage.tsx';

/** Props of {@link OrderStatus}: the order page's (its order id, the server's order, the link on, wording), and any DOM props of its root. */
export type OrderStatusProps = OrderPageProps;

/**
 * The order-status page (shopper spec, screens, page type 211): an order bought earlier, as the shopper
 * comes back to see it; no Purchase event (it was reported when confirmed). The order is read by its
 * id (shopper spec, entities Order) and shown in an OrderSummary; a failed read shows the spec's message with Try again.
 */
export function OrderStatus(props: OrderStatusProps) {
  return <OrderPage kind="orderStatus" {...props} />;
}
