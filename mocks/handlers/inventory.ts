import { http, HttpResponse } from 'msw';
import { EMAIL_FIELD_ERROR, isValidEmail } from '../../logic/forms/forms.ts';
import { db } from '../db.ts';
import { badRequest, errorAnswer, jsonBody } from '../respond.ts';

/**
 * GET commerce/inventory/stock/?itemId= (shopper spec, calls): the stock of each variant of an item; and the
 * restock signup the library added (its target is not shown in the spec), which checks the email.
 */
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

  http.post('*/api/commerce/inventory/restock-notifications', async ({ request }) => {
    const body = await jsonBody(request);
    if (!body || typeof body.email !== 'string' || typeof body.isJoinMailingList !== 'boolean') {
      return badRequest('itemId, sku, email, isJoinMailingList');
    }
    const product = typeof body.itemId === 'string' ? db.products.get(body.itemId) : undefined;
    const variant = product?.variants.find((candidate) => candidate.sku === body.sku);
    if (!product || !variant) return errorAnswer(404, 'Product not found.');
    if (!isValidEmail(body.email)) return errorAnswer(400, EMAIL_FIELD_ERROR);
    db.restockSignups.push({ itemId: product.id, sku: variant.sku, email: body.email.trim(), isJoinMailingList: body.isJoinMailingList });
    return HttpResponse.json({});
  }),
];
