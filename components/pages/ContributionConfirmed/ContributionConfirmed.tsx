import { OrderPage, type OrderPageProps } from '../OrderPage/OrderPage.tsx';

/** Props of {@link ContributionConfirmed}: the order page's (its order id, the server's order, the link on, wording), and any DOM props of its root. */
export type ContributionConfirmedProps = OrderPageProps;

/**
 * The contribution-confirmed page (shopper spec, screens, page type 204): the contribution the shopper gave, and the Purchase event. The order is read by its id
 * (shopper spec, entities Order) and shown in an OrderSummary; a failed read shows the spec's message with Try again.
 */
export function ContributionConfirmed(props: ContributionConfirmedProps) {
  return <OrderPage kind="contributionConfirmed" {...props} />;
}
