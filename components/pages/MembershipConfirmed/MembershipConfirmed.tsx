import { OrderPage, type OrderPageProps } from '../OrderPage/OrderPage.tsx';

/** Props of {@link MembershipConfirmed}: the order page's (its order id, the server's order, the link on, wording), and any DOM props of its root. */
export type MembershipConfirmedProps = OrderPageProps;

/**
 * The membership-confirmed page (shopper spec, screens, page type 208): the membership the shopper bought, and the Purchase event. The order is read by its id
 * (shopper spec, entities Order) and shown in an OrderSummary; a failed read shows the spec's message with Try again.
 */
export function MembershipConfirmed(props: MembershipConfirmedProps) {
  return <OrderPage kind="membershipConfirmed" {...props} />;
}
