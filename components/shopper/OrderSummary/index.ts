export { OrderSummary, type OrderSummaryHeadingLevel, type OrderSummaryProps } from './OrderSummary.tsx';
