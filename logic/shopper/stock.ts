/**
 * The live stock of a product's variants (shopper spec, entities Stock result, calls `GET commerce/inventory/stock/`):
 * the page's product data may be older than the store's stock, so the stock call's answer replaces
 * each variant's `unlimited` and `qtyInStock` by sku. Variants the answer does not name keep the
 * page's values; an answer for skus the product does not have changes nothing.
 */
import type { Product } from './product.ts';

/** The stock of one variant as the stock call answers it. */
export interface VariantStock {
  sku: string;
  unlimited: boolean;
  qtyInStock: number;
}

/** The product with each variant's stock taken from `results`; the same object when nothing changes. */
export function withLiveStock(product: Product, results: readonly VariantStock[]): Product {
  const bySku = new Map(results.map((result) => [result.sku, result]));
  let changed = false;
  const variants = product.variants.map((variant) => {
    const stock = bySku.get(variant.sku);
    if (!stock || (stock.unlimited === variant.unlimited && stock.qtyInStock === variant.qtyInStock)) return variant;
    changed = true;
    return { ...variant, unlimited: stock.unlimited, qtyInStock: stock.qtyInStock };
  });
  return changed ? { ...product, variants } : product;
}
