/**
 * Reading an order (the library's call: shopper spec, entities defines the Order, calls shows no call) against the
 * mock backend: both money shapes, and each failure worded as error catalogue says for a shopper call.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { readOrder } from '../logic/shopper/order.ts';
import { malformedOrderAnswer, orderAnswer, orderIds } from '../mocks/fixtures/orders.ts';
import { scenario } from '../mocks/scenarios.ts';
import { startMockBackend } from '../mocks/testing.ts';
import { endpoint } from './endpoints.ts';
import { failureOf, testClient } from './testing.ts';

const server = await startMockBackend();
const client = testClient();

describe('orders.getOrder (library call)', () => {
  it('is a shopper call in the call table, marked as the library\'s', () => {
    expect(endpoint('orders.getOrder')).toEqual({ id: 'orders.getOrder', method: 'GET', path: '/api/commerce/orders/:orderId', domain: 'shopper' });
  });

  it('answers an order in minor units and the same order in decimal amounts, read alike', async () => {
    const order = readOrder(await client.orders.getOrder(orderIds.order.value));
    expect(order).toEqual(readOrder(orderAnswer));
    expect({ ...readOrder(await client.orders.getOrder(orderIds.order.decimal)), id: '1001' }).toEqual(order);
  });

  it('hands on a malformed order as sent, without refusing it: the reading is readOrder\'s', async () => {
    const answer = await client.orders.getOrder(orderIds.malformed);
    expect(answer).toEqual(malformedOrderAnswer);
    expect(readOrder(answer)?.items).toHaveLength(3);
  });

  it("words each failure as shopper spec, error catalogue does: no answer, an error status, the server's text, an answer that is no order", async () => {
    server.use(...scenario('offline'));
    expect((await failureOf(client.orders.getOrder('1001'))).message).toBe('Please check your internet connection.');
    server.resetHandlers();
    server.use(...scenario('orders-down'));
    expect((await failureOf(client.orders.getOrder('1001'))).message).toBe('Something went wrong');
    server.resetHandlers();
    expect((await failureOf(client.orders.getOrder('no-such-order'))).message).toBe('There is no such order.');
    server.use(http.get('*/api/commerce/orders/:orderId', () => HttpResponse.json(['not', 'an', 'order'])));
    const shape = await failureOf(client.orders.getOrder('1001'));
    expect(shape.kind).toBe('invalid-response');
    expect(shape.message).toBe('Something went wrong');
  });

  it('puts the id in the path as one segment', async () => {
    let asked = '';
    server.use(http.get('*/api/commerce/orders/:orderId', ({ params }) => {
      asked = String(params.orderId);
      return HttpResponse.json(orderAnswer);
    }));
    await client.orders.getOrder('a/b?c');
    expect(asked).toBe('a/b?c');
  });
});
