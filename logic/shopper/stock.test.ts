import { describe, expect, it } from 'vitest';
import type { Product } from './product.ts';
import { withLiveStock } from './stock.ts';

const money = { value: '10.00', currency: 'USD' };
const product: Product = {
  id: 'p1',
  title: 'Mug',
  productType: 1,
  variants: [
    { sku: 'A', attributes: {}, priceMoney: money, onSale: false, qtyInStock: 5, unlimited: false },
    { sku: 'B', attributes: {}, priceMoney: money, onSale: false, qtyInStock: 0, unlimited: false },
  ],
} as unknown as Product;

describe('withLiveStock (shopper spec, entities Stock result, calls GET commerce/inventory/stock/)', () => {
  it('takes each named variant’s unlimited and qtyInStock from the answer', () => {
    const live = withLiveStock(product, [
      { sku: 'A', unlimited: false, qtyInStock: 0 },
      { sku: 'B', unlimited: true, qtyInStock: 0 },
    ]);
    expect(live.variants.map((variant) => [variant.sku, variant.unlimited, variant.qtyInStock])).toEqual([
      ['A', false, 0],
      ['B', true, 0],
    ]);
    expect(product.variants[0]?.qtyInStock).toBe(5);
  });

  it('keeps the page’s stock for variants the answer does not name, and ignores unknown skus', () => {
    const live = withLiveStock(product, [{ sku: 'Z', unlimited: true, qtyInStock: 9 }, { sku: 'B', unlimited: false, qtyInStock: 3 }]);
    expect(live.variants.map((variant) => variant.qtyInStock)).toEqual([5, 3]);
  });

  it('returns the same product when nothing changes (no re-render for an unchanged answer)', () => {
    expect(withLiveStock(product, [{ sku: 'A', unlimited: false, qtyInStock: 5 }])).toBe(product);
    expect(withLiveStock(product, [])).toBe(product);
  });
});
