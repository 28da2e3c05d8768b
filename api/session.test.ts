/**
 * Session and preference calls (shopper spec, calls) against the mock backend: login and its xsrfToken,
 * logout repeated once on crumbFail, the member's language, the session-recording id, and commerce
 * preferences reported to the error service and rethrown.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { COOKIES_DISABLED_MESSAGE, SESSION_EXPIRED_MESSAGE, SOMETHING_WENT_WRONG_MESSAGE } from '../logic/shared/apiErrors.ts';
import { CART_CHECK_CONNECTION } from '../logic/shopper/cart.ts';
import { db } from '../mocks/db.ts';
import { memberAccount } from '../mocks/fixtures/shop.ts';
import { FULLSTORY_ID } from '../mocks/handlers/session.ts';
import { startMockBackend } from '../mocks/testing.ts';
import { scenario } from '../mocks/scenarios.ts';
import { createApiClient } from './client.ts';
import { XSRF_HEADER, type ApiClientOptions } from './http.ts';
import { failureOf } from './testing.ts';

const server = await startMockBackend();

function makeClient(options: Partial<ApiClientOptions> = {}) {
  return createApiClient({ fetch: (input, init) => fetch(input, init), baseUrl: 'http://shop.test', getCookie: () => undefined, ...options });
}

const credentials = { email: memberAccount.email, password: memberAccount.password, rememberMe: true };

/** Counts the calls to a method and path, letting the normal handler answer them. */
function countCalls(method: 'get' | 'post' | 'put' | 'delete', path: string): { count: number; headers: Headers[] } {
  const seen = { count: 0, headers: [] as Headers[] };
  server.use(
    http[method](path, ({ request }) => {
      seen.count += 1;
      seen.headers.push(request.headers);
    }),
  );
  return seen;
}

describe('POST /api/site-users/account/session', () => {
  it('signs in with the right password and answers an xsrfToken', async () => {
    const answer = await makeClient().session.login(credentials);
    expect(answer).toEqual({ xsrfToken: db.session?.xsrfToken, siteUserId: memberAccount.id });
    expect(answer.xsrfToken).toMatch(/^xsrf-\d+$/);
  });

  it('sends the xsrfToken as the XSRF header on every later call of the same client', async () => {
    const client = makeClient();
    const before = countCalls('get', '*/api/commerce/shopping-cart');
    await client.cart.getCart();
    expect(before.headers[0]?.get(XSRF_HEADER)).toBeNull();
    const { xsrfToken } = await client.session.login(credentials);
    await client.cart.getCart();
    expect(before.headers[1]?.get(XSRF_HEADER)).toBe(xsrfToken);
  });

  it('refuses a wrong password with 401 and the server text, and keeps nobody signed in', async () => {
    const error = await failureOf(makeClient().session.login({ ...credentials, password: 'wrong' }));
    expect(error.status).toBe(401);
    expect(error.message).toBe('The email or password is incorrect.');
    expect(db.session).toBeNull();
  });

  it('fails on a 500 with the generic message', async () => {
    server.use(...scenario('server-error'));
    expect((await failureOf(makeClient().session.login(credentials))).message).toBe(SOMETHING_WENT_WRONG_MESSAGE);
  });
});

describe('DELETE /api/site-users/account/session', () => {
  it('signs out with the XSRF header and forgets the token', async () => {
    const client = makeClient();
    await client.session.login(credentials);
    const calls = countCalls('delete', '*/api/site-users/account/session');
    await client.session.logout({ cloneCart: true });
    expect(db.session).toBeNull();
    expect(calls.count).toBe(1);
    const cart = countCalls('get', '*/api/commerce/shopping-cart');
    await client.cart.getCart();
    expect(cart.headers[0]?.get(XSRF_HEADER)).toBeNull();
  });

  it('refuses a logout without the token while a member is signed in', async () => {
    await makeClient().session.login(credentials);
    expect((await failureOf(makeClient().session.logout())).status).toBe(403);
  });

  it('clears the cart unless cloneCart', async () => {
    const client = makeClient();
    await client.cart.addEntry({ itemId: 'prod-canvas-tote', sku: 'CT-1', quantity: 1 });
    await client.session.logout({ cloneCart: true });
    expect(db.cart.entries).toHaveLength(1);
    await client.session.logout();
    expect(db.cart.entries).toHaveLength(0);
  });

  it('is repeated once when the answer carries crumbFail, and then succeeds', async () => {
    server.use(http.delete('*/api/site-users/account/session', () => HttpResponse.json({ crumbFail: true }), { once: true }));
    const calls = countCalls('delete', '*/api/site-users/account/session');
    await makeClient().session.logout({ cloneCart: false });
    expect(calls.count).toBe(2);
  });

  it('a 200 answer carrying crumbFail counts as a crumb failure too', async () => {
    server.use(http.delete('*/api/site-users/account/session', () => HttpResponse.json({ crumbFail: true }, { status: 200 })));
    const calls = countCalls('delete', '*/api/site-users/account/session');
    const error = await failureOf(makeClient().session.logout());
    expect(calls.count).toBe(2);
    expect(error.message).toBe(SESSION_EXPIRED_MESSAGE);
  });

  it('is repeated only once: a second crumbFail rejects with the session message, or the cookie message', async () => {
    server.use(...scenario('session-expired'));
    const calls = countCalls('delete', '*/api/site-users/account/session');
    expect((await failureOf(makeClient().session.logout())).message).toBe(SESSION_EXPIRED_MESSAGE);
    expect(calls.count).toBe(2);
    expect((await failureOf(makeClient({ cookiesEnabled: () => false }).session.logout())).message).toBe(COOKIES_DISABLED_MESSAGE);
  });

  it('is not repeated on other failures', async () => {
    server.use(...scenario('server-error'));
    const calls = countCalls('delete', '*/api/site-users/account/session');
    expect((await failureOf(makeClient().session.logout())).status).toBe(500);
    expect(calls.count).toBe(1);
  });
});

describe('POST /api/site-users/account/locale', () => {
  it("stores a language of the site; refuses one it doesn't have", async () => {
    const client = makeClient();
    await client.session.setLocale('fr-FR');
    expect(db.memberLocale).toBe('fr-FR');
    expect((await failureOf(client.session.setLocale('xx-XX'))).status).toBe(400);
  });

  it('fails offline with the connection message', async () => {
    server.use(...scenario('offline'));
    expect((await failureOf(makeClient().session.setLocale('fr-FR'))).message).toBe(CART_CHECK_CONNECTION);
  });
});

describe('GET /api/commerce/fullstory/getId', () => {
  it('answers the id', async () => {
    expect(await makeClient().session.getFullstoryId()).toBe(FULLSTORY_ID);
  });

  it('logs an error and answers null', async () => {
    const warn = vi.fn();
    server.use(...scenario('server-error'));
    expect(await makeClient({ warn }).session.getFullstoryId()).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('GET and PUT /api/v1/commerce-preferences/{namespace}', () => {
  it('reads the stored namespace, and an empty one', async () => {
    const client = makeClient();
    expect(await client.preferences.get('currency')).toEqual({ selectedCurrency: 'USD' });
    expect(await client.preferences.get('unknown')).toEqual({});
  });

  it('stores per namespace', async () => {
    const client = makeClient();
    await client.preferences.put('currency', { selectedCurrency: 'EUR' });
    await client.preferences.put('wishlist', { items: ['prod-canvas-tote'] });
    expect(await client.preferences.get('currency')).toEqual({ selectedCurrency: 'EUR' });
    expect(await client.preferences.get('wishlist')).toEqual({ items: ['prod-canvas-tote'] });
    expect(await client.preferences.get('cart-display')).toEqual({ showRecommendations: true, recommendationCount: 4 });
  });

  it.each(['server-error', 'offline'] as const)('%s: reported to the error service, then rethrown', async (name) => {
    const reportError = vi.fn();
    const client = makeClient({ reportError });
    server.use(...scenario(name));
    const read = await failureOf(client.preferences.get('currency'));
    const write = await failureOf(client.preferences.put('currency', { selectedCurrency: 'EUR' }));
    expect(reportError.mock.calls).toEqual([
      [read, { endpoint: 'preferences.get' }],
      [write, { endpoint: 'preferences.put' }],
    ]);
  });

  it('reports an answer of the wrong shape too', async () => {
    const reportError = vi.fn();
    server.use(http.get('*/api/v1/commerce-preferences/:namespace', () => HttpResponse.json(['not', 'an', 'object'])));
    const error = await failureOf(makeClient({ reportError }).preferences.get('currency'));
    expect(error.kind).toBe('invalid-response');
    expect(reportError).toHaveBeenCalledWith(error, { endpoint: 'preferences.get' });
  });
});
