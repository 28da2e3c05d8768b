export { OrderReceived, type OrderReceivedProps } from './OrderReceived.tsx';
