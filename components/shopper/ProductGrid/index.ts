export { ProductGrid, type ProductGridProps } from './ProductGrid.tsx';
