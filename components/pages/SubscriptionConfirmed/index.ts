export { SubscriptionConfirmed, type SubscriptionConfirmedProps } from './SubscriptionConfirmed.tsx';
