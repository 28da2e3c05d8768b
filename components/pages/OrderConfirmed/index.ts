export { OrderConfirmed, type OrderConfirmedProps } from './OrderConfirmed.tsx';
