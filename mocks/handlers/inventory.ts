import { http, HttpResponse } from 'msw';
import { db } from '../db.ts';

/** GET commerce/inventory/stock/?itemId= (shopper.md §7): the stock of each variant of an item. */
export const inventoryHandlers = [
  http.get('*/api/commerce/inventory/stock/', ({ request }) => {
    const itemId = new URL(request.url).searchParams.get('itemId');
    const product = itemId ? db.products.get(itemId) : undefined;
    if (!product) return HttpResponse.json({ error: 'Product not found.' }, { status: 404 });
    return HttpResponse.json({
      results: product.variants.map((variant) => ({
        sku: variant.sku,
        unlimited: variant.unlimited,
        qtyInStock: variant.qtyInStock,
      })),
    });
  }),
];
