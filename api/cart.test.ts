/**
 * The cart calls (shopper spec, calls) against the mock backend: each call's success, the documented
 * add-to-cart messages (validation rules), the cart failures of error catalogue, concurrent adds, and no entry ever lost.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { RATE_LIMITED_MESSAGE, SESSION_EXPIRED_MESSAGE } from '../logic/shared/apiErrors.ts';
import { CART_CHECK_CONNECTION, CART_PLEASE_TRY_AGAIN, GIFT_CARD_DENOMINATION_MESSAGE, INSUFFICIENT_STOCK_MESSAGE, QUANTITY_NOT_A_NUMBER_MESSAGE, VARIANT_UNAVAILABLE_MESSAGE } from '../logic/shopper/cart.ts';
import { REQUIRED_MESSAGE } from '../logic/forms/forms.ts';
import { canvasTote, coffeeSubscription, fieldGuideEbook, giftCard, leatherJournal, linenShirt, woolScarf } from '../mocks/fixtures/catalogue.ts';
import { leatherTravelKit } from '../mocks/fixtures/collection.ts';
import { startMockBackend } from '../mocks/testing.ts';
import { scenario } from '../mocks/scenarios.ts';
import { readCartEntry, type ShoppingCart } from './cart.ts';
import { failureOf, testClient } from './testing.ts';

const server = await startMockBackend();

const client = testClient();

/**
 * The totals the mock's shop (standard shipping $8.00, New York tax 8.875 % rounded half up) must
 * answer for a cart of physical items, worked out by hand: the expected values are literals, never
 * computed by the function the mock itself uses.
 */
function expectTotals(cart: ShoppingCart, expected: { subtotal: number; tax: number; grandTotal: number; quantity: number }) {
  expect(cart).toMatchObject({
    subtotalCents: expected.subtotal,
    taxCents: expected.tax,
    shippingCostCents: 800,
    discountCents: 0,
    grandTotalCents: expected.grandTotal,
    totalQuantity: expected.quantity,
    hasDigital: false,
    purelyDigital: false,
    requiresShipping: true,
  });
  for (const entry of cart.entries) expect(entry.subTotal).toBe(entry.purchasePriceCents * entry.quantity);
}

describe('GET shopping-cart', () => {
  it('answers the empty cart with zero totals', async () => {
    const cart = await client.cart.getCart({ calculateSubtotal: true, timecode: 1 });
    expect(cart).toMatchObject({ id: 'cart-visitor', entries: [], subtotalCents: 0, grandTotalCents: 0, totalQuantity: 0 });
    expect(cart.shippingOptions.map((option) => option.id)).toEqual(['standard', 'express']);
  });

  it('is aborted by the signal it is given, rejecting with its reason (a provider that went away)', async () => {
    const reason = new Error('gone');
    await expect(client.cart.getCart({}, AbortSignal.abort(reason))).rejects.toBe(reason);
    server.use(...scenario('slow', { delayMs: 300 }));
    const controller = new AbortController();
    const loading = client.cart.getCart({}, controller.signal);
    controller.abort(reason);
    await expect(loading).rejects.toBe(reason);
  });

  it('rejects a cart of the wrong shape as an invalid response', async () => {
    server.use(http.get('*/api/commerce/shopping-cart', () => HttpResponse.json({ id: 'c', entries: 'none' })));
    const error = await failureOf(client.cart.getCart());
    expect(error).toMatchObject({ kind: 'invalid-response', status: 200, message: CART_PLEASE_TRY_AGAIN });
  });
});

describe('POST shopping-cart/entries', () => {
  it('adds the variant, answers the cart and the newly added entry, totals from logic/shopper/cart.ts', async () => {
    const { shoppingCart, entry } = await client.cart.addEntry({ itemId: linenShirt.id, sku: 'LS-M-SAND', quantity: 2 });
    expect(entry).toMatchObject({ itemId: linenShirt.id, quantity: 2, title: 'Linen Shirt', purchasePriceCents: 6800, subTotal: 13600 });
    expect(entry.chosenVariant).toEqual({ sku: 'LS-M-SAND', attributes: { Size: 'Medium', Color: 'Sand' } });
    expect(shoppingCart.entries).toEqual([entry]);
    expect(shoppingCart.subtotalCents).toBe(13600);
    expect(shoppingCart.shippingCostCents).toBe(800);
    expect(shoppingCart.requiresShipping).toBe(true);
    // 2 × $68.00; tax 8.875 % of $136.00 = $12.07; + $8.00 shipping.
    expectTotals(shoppingCart, { subtotal: 13600, tax: 1207, grandTotal: 15607, quantity: 2 });
  });

  it("carries the entry's picture when the answer has one, and reads an entry without one as having none", async () => {
    const { entry } = await client.cart.addEntry({ itemId: linenShirt.id, sku: 'LS-M-SAND', quantity: 1 });
    expect(entry.image).toMatchObject({ assetUrl: expect.stringMatching(/^https:\/\/images\.test\/products\/linen-shirt\//), originalSize: '1600x2000' });
    const { image: _image, ...withoutImage } = entry;
    expect(readCartEntry(withoutImage)).not.toHaveProperty('image');
    expect(() => readCartEntry({ ...withoutImage, image: { assetUrl: 7 } })).toThrow(/entry\.image\.assetUrl/);
  });

  it('charges the sale price of a variant on sale', async () => {
    const { entry } = await client.cart.addEntry({ itemId: canvasTote.id, sku: 'CT-1', quantity: 1 });
    expect(entry.purchasePriceCents).toBe(2900);
  });

  it('adds the same variant twice as one entry', async () => {
    await client.cart.addEntry({ itemId: leatherJournal.id, sku: 'LJ-A5', quantity: 1 });
    const { shoppingCart, entry } = await client.cart.addEntry({ itemId: leatherJournal.id, sku: 'LJ-A5', quantity: 3 });
    expect(shoppingCart.entries).toHaveLength(1);
    expect(entry.quantity).toBe(4);
    // 4 × $32.00; tax 8.875 % of $128.00 = $11.36; + $8.00 shipping.
    expectTotals(shoppingCart, { subtotal: 12800, tax: 1136, grandTotal: 14736, quantity: 4 });
  });

  it('a purely digital cart ships nothing', async () => {
    const { shoppingCart } = await client.cart.addEntry({ itemId: fieldGuideEbook.id, sku: 'FG-PDF', quantity: 1 });
    expect(shoppingCart).toMatchObject({ hasDigital: true, purelyDigital: true, requiresShipping: false, shippingCostCents: 0 });
  });

  it('a variant that is not one of the product: the unavailable message (shopper spec, validation rules)', async () => {
    const error = await failureOf(client.cart.addEntry({ itemId: linenShirt.id, sku: 'LS-S-NAVY', quantity: 1 }));
    expect(error).toMatchObject({ status: 400, message: VARIANT_UNAVAILABLE_MESSAGE });
  });

  it('more than the stock, counting what is already in the cart: not enough available (shopper spec, validation rules)', async () => {
    await client.cart.addEntry({ itemId: linenShirt.id, sku: 'LS-S-SAND', quantity: 3 });
    const error = await failureOf(client.cart.addEntry({ itemId: linenShirt.id, sku: 'LS-S-SAND', quantity: 2 }));
    expect(error).toMatchObject({ status: 400, message: INSUFFICIENT_STOCK_MESSAGE });
    const sold = await failureOf(client.cart.addEntry({ itemId: woolScarf.id, sku: 'WS-GREY', quantity: 1 }));
    expect(sold.message).toBe(INSUFFICIENT_STOCK_MESSAGE);
  });

  it('a quantity that is not a number: the quantity message (shopper spec, validation rules)', async () => {
    const response = await fetch('http://shop.test/api/commerce/shopping-cart/entries', {
      method: 'POST',
      body: JSON.stringify({ itemId: canvasTote.id, sku: 'CT-1', quantity: 'two' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: QUANTITY_NOT_A_NUMBER_MESSAGE });
  });

  it('a gift card without a denomination: the denomination message (shopper spec, validation rules)', async () => {
    const error = await failureOf(client.cart.addEntry({ itemId: giftCard.id, sku: '', quantity: 1 }));
    expect(error).toMatchObject({ status: 400, message: GIFT_CARD_DENOMINATION_MESSAGE });
    expect((await failureOf(client.cart.addEntry({ itemId: giftCard.id, sku: 'GC-75', quantity: 1 }))).message).toBe(
      VARIANT_UNAVAILABLE_MESSAGE,
    );
    const { entry } = await client.cart.addEntry({ itemId: giftCard.id, sku: 'GC-50', quantity: 1 });
    expect(entry.purchasePriceCents).toBe(5000);
  });

  it('an unknown product: 404', async () => {
    const error = await failureOf(client.cart.addEntry({ itemId: 'prod-nope', sku: 'X', quantity: 1 }));
    expect(error.status).toBe(404);
  });

  it("checks the product's additional-fields form and keeps the answers", async () => {
    const missing = await failureOf(
      client.cart.addEntry({ itemId: leatherTravelKit.id, sku: 'LTK-1', quantity: 1, additionalFields: { 'monogram-initials': 'AL' } }),
    );
    expect(missing.status).toBe(400);
    expect(missing.data).toEqual({ errors: { 'monogram-thread': REQUIRED_MESSAGE } });
    const additionalFields = { 'monogram-initials': 'AL', 'monogram-thread': 'Gold' };
    const { entry } = await client.cart.addEntry({ itemId: leatherTravelKit.id, sku: 'LTK-1', quantity: 1, additionalFields });
    expect(entry.additionalFields).toEqual(additionalFields);
  });

  it('429: please try again in a few seconds (shopper spec, error catalogue)', async () => {
    server.use(...scenario('rate-limited'));
    const error = await failureOf(client.cart.addEntry({ itemId: canvasTote.id, sku: 'CT-1', quantity: 1 }));
    expect(error).toMatchObject({ status: 429, kind: 'status', message: RATE_LIMITED_MESSAGE });
  });

  it('no network: check your internet connection (shopper spec, error catalogue)', async () => {
    server.use(...scenario('offline'));
    const error = await failureOf(client.cart.addEntry({ itemId: canvasTote.id, sku: 'CT-1', quantity: 1 }));
    expect(error).toMatchObject({ status: 0, kind: 'network', message: CART_CHECK_CONNECTION });
  });

  it('crumb failure: the session has expired (shopper spec, error catalogue)', async () => {
    server.use(...scenario('session-expired'));
    const error = await failureOf(client.cart.addEntry({ itemId: canvasTote.id, sku: 'CT-1', quantity: 1 }));
    expect(error).toMatchObject({ status: 401, message: SESSION_EXPIRED_MESSAGE });
  });
});

describe('the cart never loses an entry', () => {
  it('two adds in flight end with both entries and consistent totals', async () => {
    const [first, second] = await Promise.all([
      client.cart.addEntry({ itemId: linenShirt.id, sku: 'LS-L-NAVY', quantity: 2 }),
      client.cart.addEntry({ itemId: canvasTote.id, sku: 'CT-1', quantity: 1 }),
    ]);
    const cart = await client.cart.getCart();
    expect(cart.entries.map((entry) => entry.chosenVariant.sku).sort()).toEqual(['CT-1', 'LS-L-NAVY']);
    expect(cart.entries.map((entry) => entry.id).sort()).toEqual([first.entry.id, second.entry.id].sort());
    expect(cart.totalQuantity).toBe(3);
    // 2 × $68.00 + $29.00; tax 8.875 % of $165.00 = $14.64375, rounded to $14.64; + $8.00 shipping.
    expectTotals(cart, { subtotal: 16500, tax: 1464, grandTotal: 18764, quantity: 3 });
  });

  it('ten adds in flight of one variant add up to one entry of ten', async () => {
    await Promise.all(Array.from({ length: 10 }, () => client.cart.addEntry({ itemId: canvasTote.id, sku: 'CT-1', quantity: 1 })));
    const cart = await client.cart.getCart();
    expect(cart.entries).toHaveLength(1);
    expect(cart.entries[0]?.quantity).toBe(10);
    // 10 × $29.00; tax 8.875 % of $290.00 = $25.7375, rounded half up to $25.74; + $8.00 shipping.
    expectTotals(cart, { subtotal: 29000, tax: 2574, grandTotal: 32374, quantity: 10 });
  });

  it('an add, quantity change or removal that is refused leaves the cart as it was', async () => {
    const { shoppingCart: before, entry } = await client.cart.addEntry({ itemId: linenShirt.id, sku: 'LS-L-SAND', quantity: 1 });
    await failureOf(client.cart.addEntry({ itemId: linenShirt.id, sku: 'LS-L-SAND', quantity: 5 }));
    await failureOf(client.cart.updateEntryQuantity(entry.id, 3));
    for (const name of ['rate-limited', 'server-error', 'offline', 'session-expired'] as const) {
      server.use(...scenario(name));
      await failureOf(client.cart.addEntry({ itemId: canvasTote.id, sku: 'CT-1', quantity: 1 }));
      await failureOf(client.cart.updateEntryQuantity(entry.id, 1));
      await failureOf(client.cart.removeEntry(entry.id));
      server.resetHandlers();
    }
    server.use(...scenario('out-of-stock'));
    await failureOf(client.cart.addEntry({ itemId: canvasTote.id, sku: 'CT-1', quantity: 1 }));
    await failureOf(client.cart.updateEntryQuantity(entry.id, 1));
    server.resetHandlers();
    expect(await client.cart.getCart()).toEqual(before);
  });
});

describe('PUT entries/{entryId}/additionalFields', () => {
  it('saves the answers and answers the updated entry', async () => {
    const added = await client.cart.addEntry({
      itemId: leatherTravelKit.id,
      sku: 'LTK-1',
      quantity: 1,
      additionalFields: { 'monogram-initials': 'AL', 'monogram-thread': 'Gold' },
    });
    const additionalFields = { 'monogram-initials': 'AB', 'monogram-thread': 'Tonal' };
    const { entry, shoppingCart } = await client.cart.updateAdditionalFields(added.entry.id, { itemId: leatherTravelKit.id, sku: 'LTK-1', additionalFields });
    expect(entry.additionalFields).toEqual(additionalFields);
    expect(shoppingCart.entries[0]?.additionalFields).toEqual(additionalFields);
  });

  it('answers 400 with errors keyed by field id, and 404 for an entry not in the cart', async () => {
    const added = await client.cart.addEntry({
      itemId: leatherTravelKit.id,
      sku: 'LTK-1',
      quantity: 1,
      additionalFields: { 'monogram-initials': 'AL', 'monogram-thread': 'Gold' },
    });
    const invalid = await failureOf(
      client.cart.updateAdditionalFields(added.entry.id, { itemId: leatherTravelKit.id, sku: 'LTK-1', additionalFields: { 'monogram-initials': '' } }),
    );
    expect(invalid.data).toEqual({ errors: { 'monogram-initials': REQUIRED_MESSAGE, 'monogram-thread': REQUIRED_MESSAGE } });
    const gone = await failureOf(client.cart.updateAdditionalFields('entry-404', { itemId: 'x', sku: 'x', additionalFields: {} }));
    expect(gone.status).toBe(404);
  });
});

describe('not from the spec: quantity and removal', () => {
  it('changes a quantity within the stock and recomputes the totals', async () => {
    const { entry } = await client.cart.addEntry({ itemId: leatherJournal.id, sku: 'LJ-A6', quantity: 1 });
    const { shoppingCart, entry: updated } = await client.cart.updateEntryQuantity(entry.id, 20);
    expect(updated.quantity).toBe(20);
    // 20 × $24.00; tax 8.875 % of $480.00 = $42.60; + $8.00 shipping.
    expectTotals(shoppingCart, { subtotal: 48000, tax: 4260, grandTotal: 53060, quantity: 20 });
    const error = await failureOf(client.cart.updateEntryQuantity(entry.id, 21));
    expect(error.message).toBe(INSUFFICIENT_STOCK_MESSAGE);
  });

  it('removes an entry; removing it again is 404', async () => {
    const { entry } = await client.cart.addEntry({ itemId: canvasTote.id, sku: 'CT-1', quantity: 1 });
    await client.cart.addEntry({ itemId: leatherJournal.id, sku: 'LJ-A4', quantity: 1 });
    const cart = await client.cart.removeEntry(entry.id);
    expect(cart.entries.map((candidate) => candidate.chosenVariant.sku)).toEqual(['LJ-A4']);
    // 1 × $45.00; tax 8.875 % of $45.00 = $3.99375, rounded to $3.99; + $8.00 shipping.
    expectTotals(cart, { subtotal: 4500, tax: 399, grandTotal: 5699, quantity: 1 });
    expect((await failureOf(client.cart.removeEntry(entry.id))).status).toBe(404);
  });
});

describe('POST /api/3/commerce/cart/subscription', () => {
  it('answers a cart token for a subscribable product', async () => {
    const { cartToken } = await client.cart.createSubscriptionCart({ itemId: coffeeSubscription.id, sku: 'COF-GROUND', qty: 1 });
    expect(cartToken).toMatch(/^subscription-cart-\d+$/);
    expect((await client.cart.getCart()).entries).toEqual([]);
  });

  it('refuses a product that cannot be subscribed to, and a rate limit', async () => {
    expect((await failureOf(client.cart.createSubscriptionCart({ itemId: canvasTote.id, sku: 'CT-1', qty: 1 }))).status).toBe(400);
    server.use(...scenario('rate-limited'));
    const error = await failureOf(client.cart.createSubscriptionCart({ itemId: coffeeSubscription.id, sku: 'COF-GROUND', qty: 1 }));
    expect(error.message).toBe(RATE_LIMITED_MESSAGE);
  });
});
