/**
 * The mock backend: every handler that reads a body, fed a malformed one, answers 4xx with
 * a clear `{ error }` and changes nothing (the whole db compared before and after); and 50 concurrent
 * cart changes end in exact totals.
 */
import { getResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { testClient } from '../../api/testing.ts';
import { db, resetDb } from '../../mocks/db.ts';
import { handlers } from '../../mocks/handlers/index.ts';
import { startMockBackend } from '../../mocks/testing.ts';
import { deepObjectJson, longText } from './support/index.ts';

await startMockBackend();
afterEach(() => resetDb());

/** Bodies no client of the spec sends. */
const MALFORMED: ReadonlyArray<[string, string, string]> = [
  ['empty', '', 'application/json'],
  ['not JSON', 'itemId=prod-canvas-tote&quantity=1', 'application/json'],
  ['truncated JSON', '{"itemId": "prod-canvas-tote", "quantity": ', 'application/json'],
  ['a JSON array', '[1, 2, 3]', 'application/json'],
  ['JSON null', 'null', 'application/json'],
  ['a JSON number', '42', 'application/json'],
  ['a JSON string', '"hello"', 'application/json'],
  ['deeply nested', deepObjectJson(20_000), 'application/json'],
  ['prototype keys', '{"__proto__": {"quantity": 5}, "constructor": {"prototype": {"x": 1}}}', 'application/json'],
  ['wrong types', '{"itemId": 7, "sku": [], "quantity": "lots", "email": {}, "key": null, "form": 3, "language": false}', 'application/json'],
  ['huge', JSON.stringify({ junk: longText(1_000_000) }), 'application/json'],
  ['form garbage', '%E0%A4%A&&==&%', 'application/x-www-form-urlencoded'],
];

/** A JSON-safe copy of the db to compare (Maps and Sets as entries). */
function snapshot(): string {
  return JSON.stringify(db, (_key, value: unknown) => (value instanceof Map || value instanceof Set ? [...value] : value));
}

/**
 * Handlers that take no body, or accept any body by contract: what they do with one is not a refusal
 * to test here. Telemetry calls record what they are sent ("response: not shown; failures ignored").
 */
const TAKES_NO_BODY_OR_ANY: Readonly<Record<string, string>> = {
  'POST */api/census/RecordQuickView/:id': 'payload: none (shopper spec, calls)',
  'POST */api/form/FormSubmissionKey': 'empty body (shopper spec, calls)',
};

/** Handlers whose body is any JSON object by contract: a well-formed object with odd keys is data, not malformed. */
const ANY_OBJECT: Readonly<Record<string, string>> = {
  'PUT */api/v1/commerce-preferences/:namespace': "a namespace's preferences are any JSON object (shopper spec, calls)",
};

const WITH_BODY = handlers.filter((handler) => {
  const method = String(handler.info.method);
  const key = `${method} ${String(handler.info.path)}`;
  // DELETE and GET calls carry no body.
  return (method === 'POST' || method === 'PUT') && !(key in TAKES_NO_BODY_OR_ANY);
});

describe('malformed bodies: 4xx with a clear error, nothing changed', () => {
  it.each(WITH_BODY.map((handler) => [`${String(handler.info.method)} ${String(handler.info.path)}`, handler] as const))('%s', async (name, handler) => {
    const method = String(handler.info.method);
    const path = String(handler.info.path).replace(/^\*/, '').replace(':formId', 'form-contact').replace(/:(\w+)/g, 'sample');
    const telemetry = /census|events|performance/.test(name);
    for (const [label, body, type] of MALFORMED) {
      // Telemetry keeps what it accepts in db.telemetry by design, so only its answer is checked.
      const before = telemetry ? '' : snapshot();
      const response = await getResponse(handlers, new Request(`http://shop.test${path}`, { method, body, headers: { 'Content-Type': type } }));
      expect(response, `${name} with ${label}`).toBeInstanceOf(Response);
      const status = response?.status ?? 0;
      // Whatever was accepted, nothing reached Object.prototype.
      expect(({} as Record<string, unknown>).quantity, `${name} with ${label} polluted Object.prototype`).toBeUndefined();
      expect(({} as Record<string, unknown>).x, `${name} with ${label} polluted Object.prototype`).toBeUndefined();
      if (status >= 200 && status < 300) {
        // Telemetry records what it is sent, a preference object is any object; nothing else accepts such a body.
        const anyObject = name in ANY_OBJECT && ['prototype keys', 'wrong types'].includes(label);
        expect(telemetry || anyObject, `${name} accepted ${label}`).toBe(true);
        continue;
      }
      expect(status, `${name} with ${label}`).toBeGreaterThanOrEqual(400);
      expect(status, `${name} with ${label}`).toBeLessThan(500);
      // A clear error: `{ error }` in words, or a form's `{ errors }` keyed by field id (shopper spec, error catalogue, 400 with data.errors).
      const answer = (await response?.json()) as { error?: unknown; errors?: unknown };
      const worded = typeof answer.error === 'string' && answer.error.trim() !== '';
      const byField = answer.errors !== null && typeof answer.errors === 'object' && Object.values(answer.errors).every((text) => typeof text === 'string' && text !== '');
      expect(worded || byField, `${name} with ${label}: ${JSON.stringify(answer)}`).toBe(true);
      if (!telemetry) expect(snapshot(), `${name} with ${label} changed the db`).toBe(before);
    }
  });
});

describe('50 concurrent cart changes end in exact totals', () => {
  it('50 adds of 1 to 50 units of one variant make one entry of 1,275 units, priced exactly', async () => {
    const client = testClient();
    const adds = Array.from({ length: 50 }, (_, index) => client.cart.addEntry({ itemId: 'prod-field-guide-ebook', sku: 'FG-PDF', quantity: index + 1 }));
    await Promise.all(adds);
    const cart = await client.cart.getCart({ calculateSubtotal: true });
    expect(cart.entries.map((entry) => entry.quantity)).toEqual([1275]);
    expect(cart.totalQuantity).toBe(1275);
    expect(cart.subtotalCents).toBe(1275 * 1500);
  });

  it('50 concurrent adds, quantity changes and removals over two variants keep every unit accounted for', async () => {
    const client = testClient();
    const first = await client.cart.addEntry({ itemId: 'prod-gift-card', sku: 'GC-25', quantity: 1 });
    const changes: Array<Promise<unknown>> = [];
    for (let index = 0; index < 50; index += 1) {
      if (index % 5 === 0) changes.push(client.cart.updateEntryQuantity(first.entry.id, 10));
      else changes.push(client.cart.addEntry({ itemId: 'prod-gift-card', sku: 'GC-50', quantity: 2 }));
    }
    await Promise.all(changes);
    const cart = await client.cart.getCart({ calculateSubtotal: true });
    const bySku = Object.fromEntries(cart.entries.map((entry) => [entry.chosenVariant.sku, entry.quantity]));
    expect(bySku).toEqual({ 'GC-25': 10, 'GC-50': 80 });
    expect(cart.subtotalCents).toBe(10 * 2500 + 80 * 5000);
    expect(cart.totalQuantity).toBe(90);
  });
});
