import { OrderPage, type OrderPageProps } from '../OrderPage/OrderPage.tsx';

/** Props of {@link SubscriptionConfirmed}: the order page's (its order id, the server's order, the link on, wording), and any DOM props of its root. */
export type SubscriptionConfirmedProps = OrderPageProps;

/**
 * The subscription-confirmed page (shopper spec, screens, page type 206): the subscription the shopper started, and the Purchase event. The order is read by its id
 * (shopper spec, entities Order) and shown in an OrderSummary; a failed read shows the spec's message with Try again.
 */
export function SubscriptionConfirmed(props: SubscriptionConfirmedProps) {
  return <OrderPage kind="subscriptionConfirmed" {...props} />;
}
