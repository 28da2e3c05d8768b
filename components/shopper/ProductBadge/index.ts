export { ProductBadge, type ProductBadgeProps } from './ProductBadge.tsx';
