export { ProductItem, type ProductItemAddToCartOptions, type ProductItemProps } from './ProductItem.tsx';
