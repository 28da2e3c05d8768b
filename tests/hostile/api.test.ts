/**
 * The API client: whatever the server (or the network, or the page's cookies) does, a call
 * rejects with an ApiError carrying a spec message (shopper spec, error catalogue) — never a RangeError or TypeError.
 */
import { describe, expect, it } from 'vitest';
import { endpoint } from '../../api/endpoints.ts';
import { createApiClient } from '../../api/client.ts';
import { createTransport, type ApiClientOptions } from '../../api/http.ts';
import { failureOf } from '../../api/testing.ts';
import { CART_CHECK_CONNECTION, CART_PLEASE_TRY_AGAIN } from '../../logic/shopper/cart.ts';
import { SOMETHING_WENT_WRONG_MESSAGE, UNABLE_TO_LOAD_RESULTS_MESSAGE } from '../../logic/shared/apiErrors.ts';
import { deepArrayJson, deepObjectJson } from './support/index.ts';

/** A client whose fetch answers `body` with `status` to every call. */
function answering(body: string, status = 200, options: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    fetch: () => Promise.resolve(new Response(body, { status, headers: { 'Content-Type': 'application/json' } })),
    baseUrl: 'https://shop.example.com',
    getCookie: () => undefined,
    reportError: () => undefined,
    ...options,
  });
}

describe('deeply nested answers', () => {
  it.each([
    ['objects', deepObjectJson(100_000)],
    ['arrays in an object', `{"a":${deepArrayJson(100_000)}}`],
  ])('100,000 nested %s: an ApiError with the spec message, not a RangeError', async (_name, body) => {
    const client = answering(body);
    const schema = await failureOf(client.rendering.getTemplateSchema('page'));
    expect(schema).toMatchObject({ kind: 'invalid-response', message: UNABLE_TO_LOAD_RESULTS_MESSAGE });
    const preferences = await failureOf(client.preferences.get('shop'));
    expect(preferences).toMatchObject({ kind: 'invalid-response', message: SOMETHING_WENT_WRONG_MESSAGE });
  });

  it('an answer nested as deep as a real one is still read', async () => {
    const client = answering(deepObjectJson(50));
    await expect(client.rendering.getTemplateSchema('page')).resolves.toHaveProperty('a');
  });
});

/** Everything a hostile page cookie or login answer can hold that a header cannot carry as sent. */
const UNSENDABLE = ['é', '€', 'crumb\nX-Injected: 1', 'crumb\u0000', 'crumb\r\n', '\uD800', ' ', 'a b'];

describe('credentials that cannot be a header', () => {
  /** A client whose fetch records the headers it was given and answers `answer`. */
  function recording(cookies: Record<string, string>, answer: () => Response = () => Response.json({})) {
    const sent: Headers[] = [];
    const client = createApiClient({
      fetch: (_input, init) => {
        sent.push(new Headers(init?.headers));
        return Promise.resolve(answer());
      },
      baseUrl: 'https://shop.example.com',
      getCookie: (name) => cookies[name],
      warn: () => undefined,
    });
    return { client, sent };
  }

  it.each(UNSENDABLE.map((value) => [JSON.stringify(value), value]))('a crumb cookie of %s is not sent, and the call still goes', async (_name, crumb) => {
    const { client, sent } = recording({ crumb });
    await expect(client.forms.validate('form-1', { name: 'Ada' })).resolves.toBeUndefined();
    await expect(client.session.setLocale('fr')).resolves.toBeUndefined();
    expect(sent).toHaveLength(2);
    for (const headers of sent) expect(headers.has('X-CSRF-Token')).toBe(false);
  });

  it('a well-formed crumb is still sent as it is', async () => {
    const { client, sent } = recording({ crumb: 'BYf3nJk-x_9.~+/=' });
    await client.forms.validate('form-1', {});
    expect(sent[0]?.get('X-CSRF-Token')).toBe('BYf3nJk-x_9.~+/=');
  });

  it.each(UNSENDABLE.map((value) => [JSON.stringify(value), value]))(
    'a login answering an xsrfToken of %s fails with an ApiError, and later calls still go without it',
    async (_name, xsrfToken) => {
      const { client, sent } = recording({}, () => Response.json({ xsrfToken, siteUserId: 'u1' }));
      const error = await failureOf(client.session.login({ email: 'a@example.com', password: 'x', rememberMe: false }));
      expect(error).toMatchObject({ kind: 'invalid-response', message: SOMETHING_WENT_WRONG_MESSAGE });
      await expect(client.session.setLocale('fr')).resolves.toBeUndefined();
      expect(sent.at(-1)?.has('X-XSRF-Token')).toBe(false);
    },
  );
});

describe('every failure of a call is an ApiError', () => {
  const options = (overrides: Partial<ApiClientOptions>): ApiClientOptions => ({
    fetch: () => Promise.resolve(Response.json({ html: '<p>x</p>' })),
    baseUrl: 'https://shop.example.com',
    getCookie: () => undefined,
    reportError: () => undefined,
    warn: () => undefined,
    ...overrides,
  });

  it('a reader that throws something else than a shape error: an ApiError with it as the cause', async () => {
    const transport = createTransport(options({}));
    const bug = new RangeError('a bug in the reader');
    const error = await failureOf(
      transport.call(endpoint('cart.getCart'), {}, () => {
        throw bug;
      }),
    );
    expect(error).toMatchObject({ kind: 'invalid-response', message: CART_PLEASE_TRY_AGAIN });
    expect(error.cause).toBe(bug);
  });

  it('a body that cannot be written as JSON (a cycle, a BigInt): an ApiError, nothing sent', async () => {
    let sent = 0;
    const client = createApiClient(options({ fetch: () => ((sent += 1), Promise.resolve(Response.json({}))) }));
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const put = await failureOf(client.preferences.put('shop', cyclic as never));
    expect(put).toMatchObject({ kind: 'invalid-request', status: 0, message: SOMETHING_WENT_WRONG_MESSAGE });
    const validate = await failureOf(client.forms.validate('form-1', { big: 1n } as never));
    expect(validate.kind).toBe('invalid-request');
    expect(sent).toBe(0);
  });

  it('a path parameter left out by a JavaScript caller: an ApiError', async () => {
    const client = createApiClient(options({}));
    const error = await failureOf(client.rendering.getQuickView(undefined as never));
    expect(error).toMatchObject({ kind: 'invalid-request', endpoint: 'rendering.getQuickView' });
  });

  it('a cookie reader that throws counts as no cookie: the call still goes', async () => {
    const client = createApiClient(
      options({
        fetch: () => Promise.resolve(Response.json({})),
        getCookie: () => {
          throw new URIError('URI malformed');
        },
      }),
    );
    await expect(client.forms.validate('form-1', {})).resolves.toBeUndefined();
    await expect(client.events.recordEvent('visit', {})).resolves.toBe(true);
  });

  it('an error service or warning hook that throws never replaces the failure', async () => {
    const throwing = () => {
      throw new Error('the error service is down');
    };
    const client = createApiClient(
      options({ fetch: () => Promise.reject(new TypeError('Failed to fetch')), reportError: throwing, warn: throwing, cookiesEnabled: throwing }),
    );
    const error = await failureOf(client.preferences.get('shop'));
    expect(error).toMatchObject({ kind: 'network', message: CART_CHECK_CONNECTION });
    await expect(client.census.recordQuickView('p1')).resolves.toBe(false);
  });
});
