export { ProductDetail, type ProductDetailProps } from './ProductDetail.tsx';
