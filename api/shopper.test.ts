/**
 * The other shopper calls (shopper spec, calls) against the mock backend: stock, the restock signup the
 * library added, the quick view html and its failure, template schemas and the address lookup.
 */
import { describe, expect, it } from 'vitest';
import { SOMETHING_WENT_WRONG_MESSAGE, UNABLE_TO_LOAD_RESULTS_MESSAGE } from '../logic/shared/apiErrors.ts';
import { CART_CHECK_CONNECTION } from '../logic/shopper/cart.ts';
import { EMAIL_FIELD_ERROR } from '../logic/forms/forms.ts';
import { db } from '../mocks/db.ts';
import { canvasTote, fieldGuideEbook, linenShirt, woolScarf } from '../mocks/fixtures/catalogue.ts';
import { places } from '../mocks/fixtures/shop.ts';
import { startMockBackend } from '../mocks/testing.ts';
import { scenario } from '../mocks/scenarios.ts';
import { quickViewFailure } from './rendering.ts';
import { failureOf, testClient } from './testing.ts';

const server = await startMockBackend();

const client = testClient();

describe('GET commerce/inventory/stock/', () => {
  it('answers the stock of each variant', async () => {
    const stock = await client.inventory.getStock(linenShirt.id);
    expect(stock).toHaveLength(5);
    expect(stock[2]).toEqual({ sku: 'LS-M-NAVY', unlimited: false, qtyInStock: 0 });
    expect(await client.inventory.getStock(fieldGuideEbook.id)).toEqual([{ sku: 'FG-PDF', unlimited: true, qtyInStock: 0 }]);
  });

  it('answers 404 for an unknown item, and fails offline', async () => {
    expect((await failureOf(client.inventory.getStock('prod-nope'))).status).toBe(404);
    server.use(...scenario('offline'));
    expect((await failureOf(client.inventory.getStock(canvasTote.id))).message).toBe(CART_CHECK_CONNECTION);
  });
});

describe('restock signup (not from the spec)', () => {
  it('keeps the email and the mailing-list choice', async () => {
    await client.inventory.signUpForRestock({ itemId: woolScarf.id, sku: 'WS-GREY', email: ' ada@example.com ', isJoinMailingList: true });
    expect(db.restockSignups).toEqual([{ itemId: woolScarf.id, sku: 'WS-GREY', email: 'ada@example.com', isJoinMailingList: true }]);
  });

  it('refuses an invalid email with the email message, and an unknown variant with 404', async () => {
    const invalid = await failureOf(client.inventory.signUpForRestock({ itemId: woolScarf.id, sku: 'WS-GREY', email: 'ada', isJoinMailingList: false }));
    expect(invalid).toMatchObject({ status: 400, message: EMAIL_FIELD_ERROR });
    const unknown = await failureOf(client.inventory.signUpForRestock({ itemId: woolScarf.id, sku: 'WS-BLUE', email: 'ada@example.com', isJoinMailingList: false }));
    expect(unknown.status).toBe(404);
    expect(db.restockSignups).toEqual([]);
  });
});

describe('GET /api/rendering/product-quick-view/{productId}', () => {
  it('answers the html of the product', async () => {
    const { html } = await client.rendering.getQuickView(linenShirt.id);
    expect(html).toContain('<h2 class="product-title">Linen Shirt</h2>');
    expect(html).toContain('$68.00');
    expect(html).toContain('href="/shop/p/linen-shirt"');
    expect((await client.rendering.getQuickView(woolScarf.id)).html).toContain('data-status="sold-out"');
  });

  it('a failure carries the title and error text for the alert (shopper spec, error catalogue)', async () => {
    const error = await failureOf(client.rendering.getQuickView('prod-nope'));
    expect(error.status).toBe(404);
    expect(quickViewFailure(error.data)).toEqual({ title: 'Product not found', error: 'This product is no longer available.' });
    server.use(...scenario('server-error'));
    const bare = await failureOf(client.rendering.getQuickView(linenShirt.id));
    expect(quickViewFailure(bare.data)).toEqual({ title: null, error: null });
    expect(bare.message).toBe(SOMETHING_WENT_WRONG_MESSAGE);
  });
});

describe('GET /api/template/GetTemplateSchema', () => {
  it('answers the schema of a template type', async () => {
    expect(await client.rendering.getTemplateSchema('product')).toMatchObject({ type: 'product' });
  });

  it('answers 404 for an unknown type: "Unable to load results"', async () => {
    const error = await failureOf(client.rendering.getTemplateSchema('nope'));
    expect(error).toMatchObject({ status: 404, message: UNABLE_TO_LOAD_RESULTS_MESSAGE });
  });
});

describe('GET /api/google-maps/places/autocomplete and /details', () => {
  it('suggests the addresses matching what was typed', async () => {
    expect(await client.places.autocomplete({ input: 'new york' })).toEqual([
      { placeId: 'place-broadway', description: '1633 Broadway, New York, NY 10019, USA' },
    ]);
    expect(await client.places.autocomplete({ input: 'NY 1', sessionToken: 's1' })).toHaveLength(2);
    expect((await failureOf(client.places.autocomplete({ input: ' ' }))).status).toBe(400);
  });

  it('answers the details of a place with the tracking context; 400 without it', async () => {
    const tracking = { productPage: 'pdp', productSection: 'shipping-estimate' };
    expect(await client.places.details({ placeId: 'place-portland' }, tracking)).toEqual(places[2]);
    expect((await failureOf(client.places.details({ placeId: 'place-nope' }, tracking))).status).toBe(404);
    const untracked = await failureOf(client.places.details({ placeId: 'place-portland' }, { productPage: '', productSection: '' }));
    expect(untracked.status).toBe(400);
  });
});
