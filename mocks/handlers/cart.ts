/**
 * The cart backend (shopper spec, calls): adds check the variant and the stock with logic/shopper/cart.ts and answer
 * its messages; every change recomputes the totals with computeCart. A handler reads and writes the
 * cart in one synchronous step after its body is read, so concurrent calls never lose an entry, and a
 * refused call changes nothing.
 */
import { http, HttpResponse } from 'msw';
import type { CartEntry, ShoppingCart } from '../../api/cart.ts';
import type { JsonObject } from '../../api/parse.ts';
import { entryJoinedBy, validateAddToCart, VARIANT_UNAVAILABLE_MESSAGE } from '../../logic/shopper/cart.ts';
import { computeCart } from '../../logic/shopper/cartTotals.ts';
import { validateForm, type FormValues } from '../../logic/forms/forms.ts';
import { effectivePrice, isSubscribableProduct, type Product } from '../../logic/shopper/product.ts';
import { db, nextId } from '../db.ts';
import { cartEntryImage } from '../fixtures/images.ts';
import { asRecord, asText, badRequest, errorAnswer, jsonBody } from '../respond.ts';

/** The cart as the API answers it: the stored entries and settings plus the totals computed now. */
export function cartAnswer(): ShoppingCart {
  const { cart } = db;
  const totals = computeCart(cart.entries, cart.rules);
  return {
    id: cart.id,
    websiteId: cart.websiteId,
    orderId: null,
    created: cart.created,
    isPurchased: false,
    entries: structuredClone(cart.entries),
    shippingOptions: [...(cart.rules.shippingOptions ?? [])],
    selectedShippingOption: totals.selectedShippingOption,
    shippingLocation: cart.rules.shippingLocation ?? null,
    applicableTaxRules: totals.applicableTaxRules,
    coupons: [...(cart.rules.coupons ?? [])],
    validCoupons: totals.validCoupons,
    invalidCoupons: totals.invalidCoupons,
    subtotalCents: totals.subtotalCents,
    taxCents: totals.taxCents,
    shippingCostCents: totals.shippingCostCents,
    discountCents: totals.discountCents,
    grandTotalCents: totals.grandTotalCents,
    totalQuantity: totals.totalQuantity,
    hasDigital: totals.hasDigital,
    purelyDigital: totals.purelyDigital,
    requiresShipping: totals.requiresShipping,
  };
}

/** Units of a sku already in the cart, leaving out one entry (the one being changed). */
function quantityInCart(sku: string, exceptEntryId?: string): number {
  return db.cart.entries
    .filter((entry) => entry.chosenVariant.sku === sku && entry.id !== exceptEntryId)
    .reduce((sum, entry) => sum + entry.quantity, 0);
}

type Checked = { ok: true; product: Product; price: number; attributes: Record<string, string> } | { ok: false; answer: Response };

/** Checks an item, sku and quantity against the catalogue and the stock with validateAddToCart. */
function checkPurchase(itemId: unknown, sku: unknown, quantity: unknown, exceptEntryId?: string, entryQuantity = 0): Checked {
  const product = typeof itemId === 'string' ? db.products.get(itemId) : undefined;
  if (!product) return { ok: false, answer: errorAnswer(404, 'Product not found.') };
  const variant = product.variants.find((candidate) => candidate.sku === sku);
  if (!variant) {
    // No such sku: a gift card asked without one gets the denomination message, anything else is unavailable.
    const refused = validateAddToCart({ product, denomination: sku, quantity });
    const message = !refused.ok && refused.reason === 'missing-denomination' ? refused.message : VARIANT_UNAVAILABLE_MESSAGE;
    return { ok: false, answer: errorAnswer(400, message) };
  }
  const result = validateAddToCart({
    product,
    attributes: variant.attributes,
    quantity,
    denomination: variant.sku,
    quantityInCart: quantityInCart(variant.sku, exceptEntryId),
    entryQuantity,
  });
  if (!result.ok) return { ok: false, answer: errorAnswer(400, result.message) };
  return { ok: true, product, price: effectivePrice(result.variant).value, attributes: { ...result.variant.attributes } };
}

/** The additional-fields answers checked against the product's form, or an answer with errors keyed by field id. */
function checkAdditionalFields(product: Product, value: unknown): { ok: true; fields: JsonObject | null } | { ok: false; answer: Response } {
  if (value === undefined || value === null) return { ok: true, fields: null };
  const fields = asRecord(value);
  if (!fields) return { ok: false, answer: badRequest('additionalFields must be an object') };
  const form = product.additionalFieldsFormId ? db.forms.get(product.additionalFieldsFormId) : undefined;
  if (form) {
    const validation = validateForm(form.fields, fields as FormValues);
    if (!validation.valid) return { ok: false, answer: HttpResponse.json({ errors: validation.errors }, { status: 400 }) };
  }
  return { ok: true, fields: fields as JsonObject };
}

function findEntry(entryId: unknown): CartEntry | undefined {
  return db.cart.entries.find((entry) => entry.id === entryId);
}

const ENTRY_NOT_FOUND = 'That item is no longer in your cart.';

/** Handlers of the cart calls, including the two the spec does not list (quantity, remove). */
export const cartHandlers = [
  http.post('*/api/commerce/shopping-cart/entries', async ({ request }) => {
    const body = await jsonBody(request);
    if (!body) return badRequest('itemId, sku, quantity');
    // The limit 1..9999 applies to the entry this add joins, not to the add alone.
    const same = entryJoinedBy(db.cart.entries, body.sku, body.additionalFields);
    const checked = checkPurchase(body.itemId, body.sku, body.quantity, undefined, same?.quantity ?? 0);
    if (!checked.ok) return checked.answer;
    const extra = checkAdditionalFields(checked.product, body.additionalFields);
    if (!extra.ok) return extra.answer;
    const quantity = Number(body.quantity);
    const sku = String(body.sku);
    let entry: CartEntry;
    if (same) {
      same.quantity += quantity;
      same.subTotal = same.purchasePriceCents * same.quantity;
      entry = same;
    } else {
      entry = {
        id: nextId('entry'),
        itemId: checked.product.id,
        quantity,
        chosenVariant: { sku, attributes: checked.attributes },
        title: checked.product.title,
        purchasePriceCents: checked.price,
        subTotal: checked.price * quantity,
        productType: checked.product.productType,
        additionalFields: extra.fields,
        image: cartEntryImage(checked.product, sku),
      };
      db.cart.entries.push(entry);
    }
    return HttpResponse.json({ shoppingCart: cartAnswer(), newlyAdded: structuredClone(entry) });
  }),

  http.put('*/api/commerce/shopping-cart/entries/:entryId/additionalFields', async ({ request, params }) => {
    const body = await jsonBody(request);
    if (!body) return badRequest('itemId, sku, additionalFields');
    const entry = findEntry(params.entryId);
    if (!entry) return errorAnswer(404, ENTRY_NOT_FOUND);
    const product = db.products.get(entry.itemId);
    if (!product) return errorAnswer(404, 'Product not found.');
    const extra = checkAdditionalFields(product, body.additionalFields ?? {});
    if (!extra.ok) return extra.answer;
    entry.additionalFields = extra.fields;
    return HttpResponse.json({ shoppingCart: cartAnswer(), updatedEntry: structuredClone(entry) });
  }),

  http.put('*/api/commerce/shopping-cart/entries/:entryId/quantity', async ({ request, params }) => {
    const body = await jsonBody(request);
    if (!body) return badRequest('quantity');
    const entry = findEntry(params.entryId);
    if (!entry) return errorAnswer(404, ENTRY_NOT_FOUND);
    const checked = checkPurchase(entry.itemId, entry.chosenVariant.sku, body.quantity, entry.id);
    if (!checked.ok) return checked.answer;
    entry.quantity = Number(body.quantity);
    entry.subTotal = entry.purchasePriceCents * entry.quantity;
    return HttpResponse.json({ shoppingCart: cartAnswer(), updatedEntry: structuredClone(entry) });
  }),

  http.delete('*/api/commerce/shopping-cart/entries/:entryId', ({ params }) => {
    const entry = findEntry(params.entryId);
    if (!entry) return errorAnswer(404, ENTRY_NOT_FOUND);
    db.cart.entries = db.cart.entries.filter((candidate) => candidate !== entry);
    return HttpResponse.json({ shoppingCart: cartAnswer() });
  }),

  http.get('*/api/commerce/shopping-cart', () => HttpResponse.json(cartAnswer())),

  http.post('*/api/3/commerce/cart/subscription', async ({ request }) => {
    const body = await jsonBody(request);
    if (!body) return badRequest('itemId, sku, qty');
    const product = asText(body.itemId) ? db.products.get(String(body.itemId)) : undefined;
    if (product && !isSubscribableProduct(product)) return errorAnswer(400, 'This product cannot be subscribed to.');
    const checked = checkPurchase(body.itemId, body.sku, body.qty);
    if (!checked.ok) return checked.answer;
    const extra = checkAdditionalFields(checked.product, body.additionalFields);
    if (!extra.ok) return extra.answer;
    return HttpResponse.json({ cartToken: nextId('subscription-cart') });
  }),
];
