export { SubscriptionPrice, type SubscriptionPriceProps } from './SubscriptionPrice.tsx';
