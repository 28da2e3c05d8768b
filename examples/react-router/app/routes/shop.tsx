import { ErrorBoundary, ProductGrid } from 'vitrine/components';
import { products } from '../products.server';
import type { Route } from './+types/shop';

export function loader() {
  return { products };
}

export function meta() {
  return [{ title: 'Shop · Vitrine Goods' }];
}

export default function Shop({ loaderData }: Route.ComponentProps) {
  return (
    <ErrorBoundary>
      <ProductGrid products={loaderData.products} label="Shop" columns={3} />
    </ErrorBoundary>
  );
}
