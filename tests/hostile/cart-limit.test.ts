/**
 * The quantity limit 1..9999 (shopper spec, validation rules, constants and limits) applies to the cart ENTRY, not to each add:
 * adding 9999 of an item twice must not make one entry of 19,998 — in the mock backend and in the
 * client's own check before it calls.
 */
import { describe, expect, it } from 'vitest';
import { failureOf, testClient } from '../../api/testing.ts';
import { QUANTITY, validateAddToCart } from '../../logic/shopper/cart.ts';
import { db } from '../../mocks/db.ts';
import { startMockBackend } from '../../mocks/testing.ts';

await startMockBackend();

const EBOOK = { itemId: 'prod-field-guide-ebook', sku: 'FG-PDF' };
const COFFEE = { itemId: 'prod-coffee-subscription', sku: 'COF-WHOLE' };
const OUT_OF_RANGE = 'Quantity must be a whole number from 1 to 9999.';

describe('the mock backend keeps each entry within 1..9999', () => {
  it.each([
    ['a digital item', EBOOK],
    ['an unlimited physical item', COFFEE],
  ])('adding 9999 of %s twice refuses the second add and leaves one entry of 9999', async (_name, item) => {
    const client = testClient();
    await client.cart.addEntry({ ...item, quantity: 9999 });
    const error = await failureOf(client.cart.addEntry({ ...item, quantity: 9999 }));
    expect(error).toMatchObject({ status: 400, message: OUT_OF_RANGE });
    const cart = await client.cart.getCart();
    expect(cart.entries.map((entry) => entry.quantity)).toEqual([9999]);
    expect(cart.totalQuantity).toBe(9999);
  });

  it('an add that brings the entry exactly to 9999 is accepted; one more unit is not', async () => {
    const client = testClient();
    await client.cart.addEntry({ ...EBOOK, quantity: 9000 });
    const joined = await client.cart.addEntry({ ...EBOOK, quantity: 999 });
    expect(joined.entry.quantity).toBe(9999);
    await failureOf(client.cart.addEntry({ ...EBOOK, quantity: 1 }));
    expect(db.cart.entries.map((entry) => entry.quantity)).toEqual([9999]);
  });
});

describe("the client's check (validateAddToCart) counts the entry the add joins", () => {
  const ebook = db.products.get(EBOOK.itemId);
  if (!ebook) throw new Error('the fixtures have no e-book');

  it('refuses an add that would take the joined entry past 9999, with the quantity message', () => {
    expect(validateAddToCart({ product: ebook, quantity: 1, entryQuantity: QUANTITY.max })).toEqual({
      ok: false,
      reason: 'quantity-out-of-range',
      message: OUT_OF_RANGE,
    });
    expect(validateAddToCart({ product: ebook, quantity: 9999, entryQuantity: 9999 }).ok).toBe(false);
  });

  it('accepts an add that fills the entry to exactly 9999, and ignores a malformed entry quantity', () => {
    expect(validateAddToCart({ product: ebook, quantity: 1, entryQuantity: 9998 }).ok).toBe(true);
    expect(validateAddToCart({ product: ebook, quantity: 5, entryQuantity: Number.NaN }).ok).toBe(true);
    expect(validateAddToCart({ product: ebook, quantity: 5, entryQuantity: -3 }).ok).toBe(true);
  });
});
