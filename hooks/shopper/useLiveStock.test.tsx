// @vitest-environment jsdom
/** The live stock read (shopper spec, calls) against the mock backend: it replaces the page's stock, and a failure keeps it. */
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Product, Variant } from '../../logic/shopper/product.ts';
import { db } from '../../mocks/db.ts';
import { startMockBackend } from '../../mocks/testing.ts';
import { useLiveStock } from './useLiveStock.ts';

const server = await startMockBackend();

function physicalProduct() {
  const product = [...db.products.values()].find((candidate) => candidate.productType === 1 && candidate.variants.length > 1);
  if (!product) throw new Error('The fixtures have no physical product with variants.');
  return structuredClone(product);
}

function firstVariant(product: Product): Variant {
  const variant = product.variants[0];
  if (!variant) throw new Error(`${product.id} has no variant.`);
  return variant;
}

describe('useLiveStock (shopper spec, calls GET commerce/inventory/stock/)', () => {
  it('shows the page’s stock first, then the store’s', async () => {
    const product = physicalProduct();
    const { sku, qtyInStock: pageStock } = firstVariant(product);
    // The store sold the first variant out after the page was built.
    const stored = firstVariant(db.products.get(product.id) ?? product);
    stored.qtyInStock = 0;
    stored.unlimited = false;
    const { result } = renderHook(() => useLiveStock(product));
    expect(firstVariant(result.current).qtyInStock).toBe(pageStock);
    await waitFor(() => expect(result.current.variants.find((variant) => variant.sku === sku)?.qtyInStock).toBe(0));
  });

  it('keeps the page’s stock when the read fails', async () => {
    const product = physicalProduct();
    let asked = 0;
    server.use(
      http.get('*/api/commerce/inventory/stock/', () => {
        asked += 1;
        return HttpResponse.json({ message: 'down' }, { status: 500 });
      }),
    );
    const { result } = renderHook(() => useLiveStock(product));
    await waitFor(() => expect(asked).toBe(1));
    // Vitest fails the file on an unhandled rejection: a failure that escaped the hook would show here.
    await waitFor(() => expect(result.current).toBe(product));
  });

  it('does not ask about a digital product', async () => {
    const physical = physicalProduct();
    const digital = { ...physicalProduct(), id: 'digital-copy', productType: 2 as const };
    const asked: Array<string | null> = [];
    server.use(
      http.get('*/api/commerce/inventory/stock/', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('itemId'));
        return HttpResponse.json({ results: [{ sku: firstVariant(physical).sku, unlimited: true, qtyInStock: 0 }] });
      }),
    );
    // Both mount together: once the physical product's answer is in, the digital one's read would have been too.
    const { result } = renderHook(() => [useLiveStock(physical), useLiveStock(digital)] as const);
    await waitFor(() => expect(firstVariant(result.current[0]).unlimited).toBe(true));
    expect(asked).toEqual([physical.id]);
    expect(result.current[1]).toBe(digital);
  });
});
