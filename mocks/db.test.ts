/**
 * The fixtures and the in-memory store: enough products for a collection grid, forms with every field
 * kind, a site and a member; `resetDb` puts everything back; unhandled calls are errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_FIELD_TYPES } from '../logic/forms/forms.ts';
import { isSoldOut, productStatus, hasVariedPrices } from '../logic/shopper/product.ts';
import { db, nextId, resetDb } from './db.ts';
import * as mocks from './index.ts';
import { createMockServer } from './node.ts';

describe('fixtures', () => {
  it('the USD catalogue lists at least 24 products, plain, on sale, sold out and varied in price', () => {
    const { catalogue } = mocks;
    expect(catalogue.length).toBeGreaterThanOrEqual(24);
    for (const product of catalogue) {
      for (const variant of product.variants) expect(variant.priceMoney.currency).toBe('USD');
    }
    const statuses = catalogue.map(productStatus);
    expect(statuses.filter((status) => status === null).length).toBeGreaterThanOrEqual(8);
    expect(statuses.filter((status) => status === 'on-sale').length).toBeGreaterThanOrEqual(4);
    expect(catalogue.filter(isSoldOut).length).toBeGreaterThanOrEqual(4);
    expect(catalogue.filter(hasVariedPrices).length).toBeGreaterThanOrEqual(4);
    expect(new Set(catalogue.map((product) => product.id)).size).toBe(catalogue.length);
  });

  it('keeps the original product exports', () => {
    expect(mocks.linenShirt.id).toBe('prod-linen-shirt');
    expect(mocks.catalogue.slice(0, 9).map((product) => product.id)).toEqual([
      'prod-linen-shirt',
      'prod-canvas-tote',
      'prod-wool-scarf',
      'prod-ceramic-mug-set',
      'prod-leather-journal',
      'prod-field-guide-ebook',
      'prod-gift-card',
      'prod-styling-session',
      'prod-coffee-subscription',
    ]);
    expect(mocks.matchaTin.variants[0]?.priceMoney.currency).toBe('JPY');
  });

  it('has a form with every field kind, and field ids unique across forms', () => {
    expect(new Set(mocks.everyFieldForm.fields.map((field) => field.type))).toEqual(new Set(FORM_FIELD_TYPES));
    const ids = mocks.forms.flatMap((form) => form.fields.map((field) => field.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has a product whose additional-fields form exists', () => {
    const withForm = mocks.catalogue.filter((product) => product.additionalFieldsFormId);
    expect(withForm.length).toBeGreaterThan(0);
    for (const product of withForm) expect(mocks.forms.map((form) => form.id)).toContain(product.additionalFieldsFormId);
  });

  it('has a site with a main navigation, header and footer, languages with one default, and a member', () => {
    expect(mocks.siteLayout.navigations[0]?.links.length).toBeGreaterThan(2);
    expect(Object.keys(mocks.headerFooter)).toEqual(['header', 'footer']);
    expect(mocks.siteLanguages.filter((language) => language.isDefault)).toHaveLength(1);
    expect(mocks.memberAccount.email).toContain('@');
  });
});

describe('db', () => {
  it('starts from the fixtures and resetDb drops every change, keeping the same object', () => {
    const same = db;
    db.cart.entries.push({
      id: nextId('entry'),
      itemId: 'prod-canvas-tote',
      quantity: 1,
      chosenVariant: { sku: 'CT-1', attributes: {} },
      title: 'Canvas Tote',
      purchasePriceCents: 2900,
      subTotal: 2900,
      productType: 1,
      additionalFields: null,
    });
    db.products.get('prod-canvas-tote')?.variants.forEach((variant) => (variant.qtyInStock = 0));
    db.layout.navigations = [];
    resetDb();
    expect(db).toBe(same);
    expect(db.cart.entries).toEqual([]);
    expect(db.products.get('prod-canvas-tote')?.variants[0]?.qtyInStock).toBe(30);
    expect(mocks.canvasTote.variants[0]?.qtyInStock).toBe(30);
    expect(db.layout).toEqual(mocks.siteLayout);
    expect(nextId('x')).toBe('x-1');
  });
});

describe('the node server', () => {
  const serverPromise = createMockServer();

  beforeAll(async () => (await serverPromise).listen({ onUnhandledFrame: 'error' }));
  afterAll(async () => (await serverPromise).close());

  it('treats a call it has no handler for as an error', async () => {
    await expect(fetch('http://shop.test/api/nothing-here')).rejects.toThrow();
  });

  it('vitrine/mocks exports the handlers and the scenarios, and neither starter (each imports its own half of msw)', () => {
    expect(typeof mocks.scenario).toBe('function');
    expect(mocks.handlers.length).toBeGreaterThanOrEqual(40);
    expect(mocks).not.toHaveProperty('createMockServer');
    expect(mocks).not.toHaveProperty('startMockWorker');
  });
});
