/**
 * The transport under every call: URL and headers (the crumb as CSRF value), bodies, credentials,
 * and how each kind of failure becomes one ApiError.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CART_CHECK_CONNECTION, CART_PLEASE_TRY_AGAIN } from '../logic/shopper/cart.ts';
import { startMockBackend } from '../mocks/testing.ts';
import { scenario } from '../mocks/scenarios.ts';
import { endpoint } from './endpoints.ts';
import { createApiClient } from './client.ts';
import { createTransport, CSRF_HEADER, type ApiClientOptions } from './http.ts';
import { ResponseShapeError } from './parse.ts';
import { failureOf } from './testing.ts';

const server = await startMockBackend();

interface Sent {
  url: string;
  init: RequestInit;
}

function recorder(cookies: Record<string, string> = {}, options: Partial<ApiClientOptions> = {}) {
  const sent: Sent[] = [];
  const client = createApiClient({
    fetch: (input, init = {}) => {
      sent.push({ url: String(input), init });
      return fetch(input, init);
    },
    baseUrl: 'https://shop.example.com',
    getCookie: (name) => cookies[name],
    ...options,
  });
  return { client, sent };
}

describe('requests', () => {
  it('joins the base URL and the path, fills path parameters encoded, leaves out undefined query values', async () => {
    const { client, sent } = recorder();
    await client.cart.getCart({ calculateSubtotal: true });
    await client.preferences.get('a b/c').catch(() => undefined);
    expect(sent.map((call) => call.url)).toEqual([
      'https://shop.example.com/api/commerce/shopping-cart?calculateSubtotal=true',
      'https://shop.example.com/api/v1/commerce-preferences/a%20b%2Fc',
    ]);
  });

  it('sends the crumb cookie as the CSRF value on calls that change something, not on reads', async () => {
    const { client, sent } = recorder({ crumb: 'crumb-abc' });
    await client.cart.getCart();
    await client.cart.addEntry({ itemId: 'prod-canvas-tote', sku: 'CT-1', quantity: 1 });
    const headers = sent.map((call) => new Headers(call.init.headers));
    expect(headers[0]?.get(CSRF_HEADER)).toBeNull();
    expect(headers[1]?.get(CSRF_HEADER)).toBe('crumb-abc');
    expect(headers[1]?.get('content-type')).toBe('application/json');
  });

  it('sends no CSRF header without a crumb cookie', async () => {
    const { client, sent } = recorder();
    await client.cart.addEntry({ itemId: 'prod-canvas-tote', sku: 'CT-1', quantity: 1 });
    expect(new Headers(sent[0]?.init.headers).has(CSRF_HEADER)).toBe(false);
  });

  it('sends credentials only where the spec says so (the form key and submission)', async () => {
    const { client, sent } = recorder();
    await client.cart.getCart();
    await client.forms.getSubmissionKey();
    expect(sent.map((call) => call.init.credentials)).toEqual([undefined, 'include']);
  });

  it('form-encodes and plain-text-encodes the bodies that ask for it', async () => {
    const { client, sent } = recorder({ ss_cvr: 'v1' });
    await client.census.recordHit(1, {});
    await client.performance.sendRecords([]);
    expect(new Headers(sent[0]?.init.headers).get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(String(sent[0]?.init.body)).toBe('event=1&data=%7B%7D&ss_cvr=v1');
    expect(new Headers(sent[1]?.init.headers).get('content-type')).toBe('text/plain;charset=UTF-8');
    expect(sent[1]?.init.body).toBe('[]');
  });

  it('calls the fetch it was given without a `this` (the browser fetch throws otherwise)', async () => {
    const receivers: unknown[] = [];
    const client = createApiClient({
      fetch: function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
        receivers.push(this);
        return fetch(input, init);
      },
      baseUrl: '',
      getCookie: () => undefined,
    });
    await client.inventory.getStock('prod-canvas-tote').catch(() => undefined);
    expect(receivers).toEqual([undefined]);
  });
});

describe('failures become ApiError', () => {
  it('an error status carries the status, the parsed data and the call', async () => {
    server.use(http.get('*/api/commerce/shopping-cart', () => HttpResponse.json({ error: 'Cart locked.' }, { status: 423 })));
    const error = await failureOf(recorder().client.cart.getCart());
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'ApiError', endpoint: 'cart.getCart', kind: 'status', status: 423, data: { error: 'Cart locked.' } });
    expect(error.message).toBe('Cart locked.');
  });

  it('a text answer is kept as text', async () => {
    server.use(http.get('*/api/commerce/shopping-cart', () => HttpResponse.text('Bad gateway', { status: 502 })));
    const error = await failureOf(recorder().client.cart.getCart());
    expect(error).toMatchObject({ status: 502, data: 'Bad gateway', message: CART_PLEASE_TRY_AGAIN });
  });

  it('no answer: kind network, status 0, with the cause', async () => {
    server.use(...scenario('offline'));
    const error = await failureOf(recorder().client.cart.getCart());
    expect(error).toMatchObject({ kind: 'network', status: 0, data: null, message: CART_CHECK_CONNECTION });
    expect(error.cause).toBeInstanceOf(Error);
  });

  it('an answer of the wrong shape: kind invalid-response, the shape error as the cause', async () => {
    server.use(http.post('*/api/form/FormSubmissionKey', () => HttpResponse.json({ key: 7 })));
    const error = await failureOf(recorder().client.forms.getSubmissionKey());
    expect(error).toMatchObject({ kind: 'invalid-response', status: 200, data: { key: 7 } });
    expect(error.cause).toBeInstanceOf(ResponseShapeError);
  });

  it('a reader that throws something else is still an ApiError, the error kept as its cause', async () => {
    const transport = createTransport({ fetch: (input, init) => fetch(input, init), baseUrl: 'http://shop.test', getCookie: () => undefined });
    const bug = new RangeError('a bug in the reader');
    const error = await failureOf(
      transport.call(endpoint('cart.getCart'), {}, () => {
        throw bug;
      }),
    );
    expect(error).toMatchObject({ kind: 'invalid-response', status: 200 });
    expect(error.cause).toBe(bug);
  });

  /** A transport that gives up after 10 ms, in front of a backend that answers after 300 ms. */
  const slowTransport = () => {
    server.use(...scenario('slow', { delayMs: 300 }));
    return createTransport({
      fetch: (input, init) => fetch(input, init),
      baseUrl: 'http://shop.test',
      getCookie: () => undefined,
      timeoutSignal: () => AbortSignal.timeout(10),
    });
  };

  it('a call given up after its timeout: kind timeout', async () => {
    const transport = slowTransport();
    const error = await failureOf(transport.call(endpoint('cart.getCart'), { timeoutMs: 10 }, () => null));
    expect(error).toMatchObject({ kind: 'timeout', status: 0, message: CART_CHECK_CONNECTION });
  });

  it("a call given up after its timeout while the caller's signal is still live: kind timeout", async () => {
    const transport = slowTransport();
    const caller = new AbortController();
    const error = await failureOf(transport.call(endpoint('cart.getCart'), { timeoutMs: 10, signal: caller.signal }, () => null));
    expect(error).toMatchObject({ kind: 'timeout', status: 0 });
    expect(caller.signal.aborted).toBe(false);
  });
});

describe("the caller's abort signal", () => {
  it('reaches fetch: aborting it aborts the call in flight, which rejects with its reason, not an ApiError', async () => {
    server.use(...scenario('slow', { delayMs: 300 }));
    const seen: Array<AbortSignal | null | undefined> = [];
    const caller = new AbortController();
    const transport = createTransport({
      fetch: (input, init) => {
        seen.push(init?.signal);
        // Aborted once the request is on its way.
        queueMicrotask(() => caller.abort(new Error('the provider went away')));
        return fetch(input, init);
      },
      baseUrl: 'http://shop.test',
      getCookie: () => undefined,
    });
    const rejection = await transport.call(endpoint('cart.getCart'), { signal: caller.signal }, () => null).then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(rejection).toEqual(new Error('the provider went away'));
    expect(seen).toHaveLength(1);
    expect(seen[0]?.aborted).toBe(true);
  });

  it('is combined with the timeout: either one aborts the fetch', async () => {
    const seen: Array<AbortSignal | null | undefined> = [];
    const timeout = new AbortController();
    const caller = new AbortController();
    const transport = createTransport({
      fetch: (input, init) => {
        seen.push(init?.signal);
        return fetch(input, init);
      },
      baseUrl: 'http://shop.test',
      getCookie: () => undefined,
      timeoutSignal: () => timeout.signal,
    });
    await transport.call(endpoint('cart.getCart'), { timeoutMs: 1000, signal: caller.signal }, () => null);
    const combined = seen[0];
    expect(combined).not.toBe(caller.signal);
    expect(combined).not.toBe(timeout.signal);
    expect(combined?.aborted).toBe(false);
    caller.abort();
    expect(combined?.aborted).toBe(true);
  });

  it('already aborted: the call is never sent', async () => {
    let sent = 0;
    const transport = createTransport({
      fetch: (input, init) => {
        sent += 1;
        return fetch(input, init);
      },
      baseUrl: 'http://shop.test',
      getCookie: () => undefined,
    });
    const reason = new Error('gone');
    await expect(transport.call(endpoint('cart.getCart'), { signal: AbortSignal.abort(reason) }, () => null)).rejects.toBe(reason);
    expect(sent).toBe(0);
  });
});
