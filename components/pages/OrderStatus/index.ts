export { OrderStatus, type OrderStatusProps } from './OrderStatus.tsx';
