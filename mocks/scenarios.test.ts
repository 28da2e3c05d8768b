/**
 * Each named failure scenario, on the wire: what it answers, which calls it covers, and that the
 * backend is itself again once its handlers are removed.
 */
import { describe, expect, it, vi } from 'vitest';
import { INSUFFICIENT_STOCK_MESSAGE } from '../logic/shopper/cart.ts';
import { REQUIRED_MESSAGE } from '../logic/forms/forms.ts';
import { db, resetDb } from './db.ts';
import { heldAnswers } from './hold.ts';
import { handlers } from './handlers/index.ts';
import { startMockBackend } from './testing.ts';
import { isScenarioName, scenario, SCENARIO_NAMES, scenarioCoverage, SCENARIOS, SLOW_DELAY_MS } from './scenarios.ts';

const server = await startMockBackend();

const BASE = 'http://shop.test';

function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${BASE}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

const addTote = () => post('/api/commerce/shopping-cart/entries', { itemId: 'prod-canvas-tote', sku: 'CT-1', quantity: 1 });

describe('the scenario list', () => {
  it('has the named scenarios, each described', () => {
    expect(SCENARIO_NAMES).toEqual([
      'rate-limited',
      'server-error',
      'offline',
      'session-expired',
      'form-not-configured',
      'form-unauthorized',
      'field-errors',
      'slow',
      'out-of-stock',
      'form-error-text',
      'form-unknown-error',
      'form-key-failure',
      'form-parse-failure',
      'form-processing-error',
      'wrong-password',
      'sign-out-crumb-fail-once',
      'preferences-save-failure',
      'analytics-down',
      'comments-down',
      'comment-post-failure',
      'like-failure',
      'no-mailing-lists',
      'mailing-lists-down',
      'mailing-lists-fail-once',
      'upload-failure',
      'upload-incomplete',
      'processing-failure',
      'processing-cancelled',
      'processing-poll-failure',
      'job-no-data',
      'rename-failure',
      'upload-stalls',
      'processing-held',
      'store-collections-down',
      'store-collection-failure',
      'store-root-category-failure-once',
      'navigation-update-failure',
      'navigation-update-failure-once',
      'layout-without-navigation',
      'fonts-down',
      'fonts-fail-once',
      'time-zone-down',
      'time-zone-fail-once',
      'header-footer-down',
      'header-footer-save-failure',
      'languages-down',
      'languages-save-failure',
      'multilingual-disconnect-failure',
      'template-schema-down',
      'places-down',
      'orders-down', 'order-fail-once',
    ]);
    for (const name of SCENARIO_NAMES) expect(SCENARIOS[name].length).toBeGreaterThan(10);
    expect(isScenarioName('offline')).toBe(true);
    expect(isScenarioName('toString')).toBe(false);
    expect(isScenarioName(undefined)).toBe(false);
  });

  it('lists every mocked call with the scenarios covering it', () => {
    const coverage = scenarioCoverage();
    expect(coverage).toHaveLength(handlers.length);
    const row = (method: string, path: string) => coverage.find((entry) => entry.method === method && entry.path === path)?.scenarios;
    expect(row('POST', '/api/commerce/shopping-cart/entries')).toEqual(['rate-limited', 'server-error', 'offline', 'session-expired', 'slow', 'out-of-stock']);
    expect(row('GET', '/api/commerce/shopping-cart')).toEqual(['rate-limited', 'server-error', 'offline', 'slow']);
    expect(row('POST', '/api/form/SaveFormSubmission')).toEqual([
      'rate-limited',
      'server-error',
      'offline',
      'session-expired',
      'form-not-configured',
      'form-unauthorized',
      'field-errors',
      'slow',
      'form-error-text',
      'form-unknown-error',
      'form-parse-failure',
      'form-processing-error',
    ]);
    expect(row('POST', '/api/form/FormSubmissionKey')).toContain('form-key-failure');
  });
});

describe('each scenario', () => {
  it('rate-limited: 429 on every call', async () => {
    server.use(...scenario('rate-limited'));
    expect((await addTote()).status).toBe(429);
    expect((await fetch(`${BASE}/api/site-header-footer`)).status).toBe(429);
  });

  it('server-error: 500 on every call', async () => {
    server.use(...scenario('server-error'));
    expect((await fetch(`${BASE}/api/commerce/shopping-cart`)).status).toBe(500);
    expect((await post('/api/census/overlay', {})).status).toBe(500);
  });

  it('offline: a network error on every call', async () => {
    server.use(...scenario('offline'));
    await expect(fetch(`${BASE}/api/commerce/shopping-cart`)).rejects.toThrow(TypeError);
    await expect(addTote()).rejects.toThrow(TypeError);
  });

  it('session-expired: a crumb failure on every change, reads still answer', async () => {
    server.use(...scenario('session-expired'));
    const answer = await addTote();
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({ crumbFail: true });
    expect((await fetch(`${BASE}/api/commerce/shopping-cart`)).status).toBe(200);
  });

  it('wrong-password: 401 on the member sign-in only, even with the right password', async () => {
    server.use(...scenario('wrong-password'));
    const answer = await post('/api/site-users/account/session', { email: 'ada@example.com', password: 'correct horse battery', rememberMe: false });
    expect(answer.status).toBe(401);
    expect((await addTote()).status).toBe(200);
  });

  it('sign-out-crumb-fail-once: the first sign-out is a crumb failure, the second goes through', async () => {
    server.use(...scenario('sign-out-crumb-fail-once'));
    const signOut = () => fetch(`${BASE}/api/site-users/account/session?cloneCart=false`, { method: 'DELETE' });
    const first = await signOut();
    expect(first.status).toBe(401);
    expect(await first.json()).toEqual({ crumbFail: true });
    expect((await signOut()).status).toBe(200);
  });

  it('preferences-save-failure: 500 on saving preferences, reading them still answers', async () => {
    server.use(...scenario('preferences-save-failure'));
    const put = await fetch(`${BASE}/api/v1/commerce-preferences/currency`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: '{"selectedCurrency":"EUR"}' });
    expect(put.status).toBe(500);
    expect(await (await fetch(`${BASE}/api/v1/commerce-preferences/currency`)).json()).toEqual({ selectedCurrency: 'USD' });
  });

  it('analytics-down: 500 on the census and events calls only', async () => {
    server.use(...scenario('analytics-down'));
    const hit = await fetch(`${BASE}/api/census/RecordHit`, { method: 'POST', body: new URLSearchParams({ event: '1', data: '{}', ss_cvr: '' }) });
    expect(hit.status).toBe(500);
    const pipeline = await fetch(`${BASE}/api/events/pipeline`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(pipeline.status).toBe(500);
    expect((await fetch(`${BASE}/api/commerce/shopping-cart`)).status).toBe(200);
    expect(db.telemetry).toEqual([]);
  });

  it('form-not-configured: 404 on the form calls only', async () => {
    server.use(...scenario('form-not-configured'));
    expect((await post('/api/form/FormSubmissionKey', {})).status).toBe(404);
    expect((await post('/api/rest/forms/validate/form-contact', {})).status).toBe(404);
    expect((await addTote()).status).toBe(200);
  });

  it('form-unauthorized: 401 on the form calls only', async () => {
    server.use(...scenario('form-unauthorized'));
    expect((await post('/api/form/SaveFormSubmission', {})).status).toBe(401);
    expect((await fetch(`${BASE}/api/commerce/shopping-cart`)).status).toBe(200);
  });

  it('field-errors: 400 with every required field of the form flagged', async () => {
    server.use(...scenario('field-errors'));
    const answer = await post('/api/rest/forms/validate/form-newsletter', { 'newsletter-email': 'ada@example.com' });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ errors: { 'newsletter-email': REQUIRED_MESSAGE } });
    const saved = await post('/api/form/SaveFormSubmission', { key: 'k', form: JSON.stringify({ 'monogram-initials': 'AL' }) });
    expect(await saved.json()).toEqual({ errors: { 'monogram-initials': REQUIRED_MESSAGE, 'monogram-thread': REQUIRED_MESSAGE } });
  });

  it('the form submission failures of shopper spec, error catalogue: error text, neither, parse message, no answer; the key failing alone', async () => {
    const save = () => post('/api/form/SaveFormSubmission', { key: 'k', form: '{}' });
    server.use(...scenario('form-error-text'));
    let answer = await save();
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: 'This form is no longer accepting submissions.' });
    server.resetHandlers();
    server.use(...scenario('form-unknown-error'));
    answer = await save();
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({});
    server.resetHandlers();
    server.use(...scenario('form-parse-failure'));
    answer = await save();
    expect(await answer.json()).toEqual({ error: 'Could not parse the form fields, please check your entries.' });
    server.resetHandlers();
    server.use(...scenario('form-processing-error'));
    await expect(save()).rejects.toThrow(TypeError);
    expect((await post('/api/form/FormSubmissionKey', {})).status).toBe(200);
    server.resetHandlers();
    server.use(...scenario('form-key-failure'));
    expect((await post('/api/form/FormSubmissionKey', {})).status).toBe(500);
    expect((await post('/api/rest/forms/validate/form-contact', {})).status).toBe(400);
  });

  it('slow: every call answers as usual, after the delay', async () => {
    expect(SLOW_DELAY_MS).toBeGreaterThanOrEqual(1000);
    server.use(...scenario('slow', { delayMs: 120 }));
    const started = performance.now();
    const answer = await addTote();
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
    expect(answer.status).toBe(200);
    expect(db.cart.entries).toHaveLength(1);
  });

  it('slow: a call still held when the store is reset (its story or test ended) fails, and the new store stays as seeded', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      server.use(...scenario('slow', { delayMs: 5000 }));
      const answer = addTote().then(
        (response) => response.status,
        (error: unknown) => error,
      );
      // Waits for the state (the answer held), not for a length of time.
      while (heldAnswers() === 0) await new Promise((next) => setImmediate(next));
      resetDb();
      await vi.advanceTimersByTimeAsync(5000);
      expect(await answer).toBeInstanceOf(TypeError);
      expect(db.cart.entries).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('out-of-stock: adds, quantity changes and subscriptions answer the stock message; stock reads 0', async () => {
    const added = (await (await addTote()).json()) as { newlyAdded: { id: string } };
    server.use(...scenario('out-of-stock'));
    for (const answer of [
      await addTote(),
      await fetch(`${BASE}/api/commerce/shopping-cart/entries/${added.newlyAdded.id}/quantity`, { method: 'PUT', body: JSON.stringify({ quantity: 1 }) }),
      await post('/api/3/commerce/cart/subscription', { itemId: 'prod-coffee-subscription', sku: 'COF-GROUND', qty: 1 }),
    ]) {
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ error: INSUFFICIENT_STOCK_MESSAGE });
    }
    const stock = (await (await fetch(`${BASE}/api/commerce/inventory/stock/?itemId=prod-gift-card`)).json()) as { results: unknown[] };
    expect(stock.results).toEqual([
      { sku: 'GC-25', unlimited: false, qtyInStock: 0 },
      { sku: 'GC-50', unlimited: false, qtyInStock: 0 },
      { sku: 'GC-100', unlimited: false, qtyInStock: 0 },
    ]);
    expect(db.cart.entries.map((entry) => entry.quantity)).toEqual([1]);
  });

  describe('store creation and navigation (rendering spec, states, calls)', () => {
    const products = `${BASE}/api/content-service/product/1.1/websites/site-vitrine/products`;
    const collection = { navigationTitle: 'Prints', title: 'Prints', urlId: 'prints', description: '', enabled: true };
    const rootCategory = { displayName: 'Prints', parentCategoryId: null, type: 'ROOT', pageRendering: 'LIST_VIEW', displayIndex: 1 };
    const navigation = { fieldName: 'mainNav', templateId: 'tpl-vitrine', navigation: { items: [] } };

    it('store-collections-down: 500 on the collections list only', async () => {
      server.use(...scenario('store-collections-down'));
      expect((await fetch(products)).status).toBe(500);
      expect((await post('/api/content-service/product/1.1/websites/site-vitrine/products', collection)).status).toBe(201);
    });

    it('store-collection-failure: 500 on every new collection; the list still answers', async () => {
      server.use(...scenario('store-collection-failure'));
      expect((await post('/api/content-service/product/1.1/websites/site-vitrine/products', collection)).status).toBe(500);
      expect((await post('/api/content-service/product/1.1/websites/site-vitrine/products', collection)).status).toBe(500);
      expect((await fetch(products)).status).toBe(200);
      expect(db.collections.map((one) => one.urlId)).toEqual(['shop']);
    });

    it('store-root-category-failure-once: the first root category fails, the retry is created', async () => {
      server.use(...scenario('store-root-category-failure-once'));
      const created = (await (await post('/api/content-service/product/1.1/websites/site-vitrine/products', collection)).json()) as { id: string };
      const path = `/api/content-service/product/1.1/websites/site-vitrine/products/${created.id}/categories`;
      expect((await post(path, rootCategory)).status).toBe(500);
      expect((await post(path, rootCategory)).status).toBe(201);
      expect(db.categories).toHaveLength(1);
    });

    it('navigation-update-failure and -once: UpdateNavigation fails always, or once', async () => {
      server.use(...scenario('navigation-update-failure'));
      expect((await post('/api/widget/UpdateNavigation', navigation)).status).toBe(500);
      expect((await post('/api/widget/UpdateNavigation', navigation)).status).toBe(500);
      expect((await fetch(`${BASE}/api/commondata/GetSiteLayout`)).status).toBe(200);
      server.resetHandlers();
      server.use(...scenario('navigation-update-failure-once'));
      expect((await post('/api/widget/UpdateNavigation', navigation)).status).toBe(500);
      expect((await post('/api/widget/UpdateNavigation', navigation)).status).toBe(200);
      expect(db.layout.navigations[0]?.links).toEqual([]);
    });

    it('layout-without-navigation: the layout has no navigation', async () => {
      server.use(...scenario('layout-without-navigation'));
      expect(await (await fetch(`${BASE}/api/commondata/GetSiteLayout`)).json()).toEqual({ templateId: 'tpl-vitrine', navigations: [] });
    });
  });

  it('removing the scenario handlers brings the normal backend back', async () => {
    server.use(...scenario('server-error'));
    server.resetHandlers();
    expect((await addTote()).status).toBe(200);
  });
});

describe('site settings scenarios', () => {
  it('fail only their own calls', async () => {
    server.use(...scenario('header-footer-down'));
    expect((await fetch(`${BASE}/api/site-header-footer`)).status).toBe(500);
    expect((await fetch(`${BASE}/api/multilingual/languages`)).status).toBe(200);
    server.resetHandlers();
    server.use(...scenario('header-footer-save-failure'));
    expect((await fetch(`${BASE}/api/site-header-footer`)).status).toBe(200);
    expect((await fetch(`${BASE}/api/site-header-footer`, { method: 'PUT', body: '{}' })).status).toBe(500);
    server.resetHandlers();
    server.use(...scenario('languages-down'));
    expect((await fetch(`${BASE}/api/multilingual/status`)).status).toBe(500);
    expect((await fetch(`${BASE}/api/multilingual/settings`)).status).toBe(500);
    server.resetHandlers();
    server.use(...scenario('languages-save-failure'));
    expect((await fetch(`${BASE}/api/multilingual/languages`, { method: 'PUT', body: '{}' })).status).toBe(500);
    server.resetHandlers();
    server.use(...scenario('multilingual-disconnect-failure'));
    expect((await fetch(`${BASE}/api/multilingual/connection`, { method: 'DELETE' })).status).toBe(500);
    server.resetHandlers();
    server.use(...scenario('template-schema-down'));
    expect((await fetch(`${BASE}/api/template/GetTemplateSchema?type=style`)).status).toBe(500);
    server.resetHandlers();
    server.use(...scenario('places-down'));
    expect((await fetch(`${BASE}/api/google-maps/places/autocomplete?input=broadway`)).status).toBe(500);
    expect((await fetch(`${BASE}/api/google-maps/places/details?placeId=place-broadway&productPage=a&productSection=b`)).status).toBe(500);
    server.resetHandlers();
    expect((await fetch(`${BASE}/api/template/GetTemplateSchema?type=style`)).status).toBe(200);
  });
});
