/**
 * shopper spec, entities Order (its fields, "Money values carry value or decimalValue") read from an answer,
 * and calls's advertising-pixel Purchase event of one.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalOrderAnswer, malformedOrderAnswer, orderAnswer, testModeOrderAnswer } from '../../mocks/fixtures/orders.ts';
import { formatMoney } from './money.ts';
import { purchaseEvent, readOrder, type Order } from './order.ts';

const usd = (value: number) => ({ value, currency: 'USD' });

describe('shopper spec, entities Order: reading an order answer', () => {
  it('reads every field the spec names', () => {
    expect(readOrder(orderAnswer)).toEqual({
      id: '1001',
      purchasedCartId: 'cart-purchased-1001',
      testMode: false,
      websiteId: 'site-vitrine',
      items: [
        { sku: 'LS-M-SAND', productName: 'Linen Shirt', quantity: 1, unitPrice: usd(6800) },
        { sku: 'CT-1', productName: 'Canvas Tote', quantity: 2, unitPrice: usd(2900) },
      ],
      shippingTotal: usd(800),
      taxTotal: usd(1134),
      grandTotal: usd(14534),
    } satisfies Order);
  });

  it('money as value (minor units) or decimalValue (major units) reads the same', () => {
    expect(readOrder(decimalOrderAnswer)).toEqual({ ...readOrder(orderAnswer), id: '2001' });
    const eur = readOrder({ grandTotal: { decimalValue: '1234.5', currencyCode: 'EUR' }, taxTotal: { value: '12.30', currency: 'eur' } });
    expect(eur?.grandTotal).toEqual({ value: 123450, currency: 'EUR' });
    expect(eur?.taxTotal).toEqual({ value: 1230, currency: 'EUR' });
    expect(formatMoney(eur?.grandTotal ?? 0)).toBe('€1,234.50');
  });

  it('a zero-decimal currency keeps its own digits', () => {
    expect(readOrder({ grandTotal: { decimalValue: '3240', currencyCode: 'JPY' } })?.grandTotal).toEqual({ value: 3240, currency: 'JPY' });
  });

  it('both fields at once: value first, decimalValue when value gives no amount, and either currency field counts', () => {
    expect(readOrder({ grandTotal: { value: null, decimalValue: '4.50', currencyCode: 'EUR' } })?.grandTotal).toEqual({ value: 450, currency: 'EUR' });
    expect(readOrder({ grandTotal: { value: 450, decimalValue: '9.99', currencyCode: 'GBP' } })?.grandTotal).toEqual({ value: 450, currency: 'GBP' });
    expect(readOrder({ grandTotal: { value: 'n/a', decimalValue: '9.99' } })?.grandTotal).toEqual({ value: 999, currency: 'USD' });
  });

  it("money that states no currency is in the order's (the first one its money states), else USD (constants and limits)", () => {
    const order = readOrder(malformedOrderAnswer);
    expect(order?.items[0]?.unitPrice).toEqual({ value: 3200, currency: 'EUR' });
    expect(readOrder({ items: [{ unitPrice: { value: 100 } }] })?.items[0]?.unitPrice).toEqual(usd(100));
    expect(readOrder({ items: [{ unitPrice: 250 }], shippingTotal: { value: 5, currency: 'CAD' } })?.items[0]?.unitPrice).toEqual({ value: 250, currency: 'CAD' });
  });

  it('test mode is marked only when the answer says so', () => {
    expect(readOrder(testModeOrderAnswer)?.testMode).toBe(true);
    expect(readOrder({ testMode: 'true' })?.testMode).toBe(true);
    for (const testMode of [false, 'false', 'no', 1, 'TRUE', null, undefined, {}]) expect(readOrder({ testMode })?.testMode).toBe(false);
  });

  it('missing or malformed fields read as null or empty, never as a guess; unknown fields are left out', () => {
    expect(readOrder({})).toEqual({
      id: null, purchasedCartId: null, testMode: false, websiteId: null, items: [], grandTotal: null, shippingTotal: null, taxTotal: null,
    } satisfies Order);
    const order = readOrder(malformedOrderAnswer);
    expect(order?.id).toBe('1007');
    expect(order?.items).toEqual([
      { sku: 'LJ-A5', productName: 'Leather Journal', quantity: 3, unitPrice: { value: 3200, currency: 'EUR' } },
      { sku: 'WS-RUST', productName: 'Wool Scarf', quantity: null, unitPrice: null },
      { sku: 'GC-25', productName: 'Gift Card', quantity: 1, unitPrice: null },
    ]);
    expect(order?.taxTotal).toBeNull();
    expect(order?.shippingTotal).toEqual({ value: 450, currency: 'EUR' });
    expect(order).not.toHaveProperty('fulfilmentNote');
    expect(readOrder({ items: { sku: 'x' }, id: '', websiteId: 4.5 })).toMatchObject({ items: [], id: null, websiteId: null });
    expect(readOrder({ items: [{ quantity: -1 }, { quantity: 2.5 }, { quantity: ' 4 ' }, { quantity: '1e3' }] })?.items.map((item) => item.quantity)).toEqual([null, null, 4, null]);
  });

  it('only the answer\'s own fields count, never a prototype\'s', () => {
    const inherited = Object.create({ testMode: true, id: 'from-prototype', items: [{ sku: 'x' }] }) as object;
    expect(readOrder(inherited)).toMatchObject({ testMode: false, id: null, items: [] });
    expect(readOrder(JSON.parse('{"__proto__": {"testMode": true}, "id": "1"}'))).toMatchObject({ testMode: false, id: '1' });
  });

  it('what is not an object is no order, and nothing throws', () => {
    const throwing = new Proxy({}, { has: () => true, getOwnPropertyDescriptor: () => { throw new Error('boom'); } });
    for (const answer of [null, undefined, 'order', 42, [], [orderAnswer], true, throwing]) expect(readOrder(answer)).toBeNull();
  });
});

/** Any JSON value: what an answer may hold anywhere. */
const jsonValue = fc.jsonValue({ maxDepth: 3 });

/** An amount of money in either shape the spec allows, with its minor units. */
const money = fc
  .tuple(fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom('USD', 'EUR', 'GBP', 'CAD'), fc.boolean())
  .map(([minor, currency, decimal]) => ({
    minor,
    currency,
    answer: decimal
      ? { decimalValue: `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`, currencyCode: currency }
      : { value: minor, currency },
  }));

describe('shopper spec, entities Order: properties of the reading', () => {
  it('never throws, and gives an order for any object (null for anything else)', () => {
    fc.assert(
      fc.property(fc.oneof(jsonValue, fc.dictionary(fc.constantFrom('id', 'items', 'testMode', 'grandTotal', 'taxTotal', 'unitPrice', 'quantity'), jsonValue)), (answer) => {
        const order = readOrder(answer);
        const isObject = answer !== null && typeof answer === 'object' && !Array.isArray(answer);
        expect(order === null).toBe(!isObject);
      }),
    );
  });

  it('a well-formed amount in either shape reads as its minor units, in its currency', () => {
    fc.assert(
      fc.property(money, money, ({ minor, currency, answer }, shipping) => {
        const order = readOrder({ grandTotal: answer, shippingTotal: shipping.answer });
        expect(order?.grandTotal).toEqual({ value: minor, currency });
        expect(order?.shippingTotal).toEqual({ value: shipping.minor, currency: shipping.currency });
      }),
    );
  });

  it('every object in the items list is one item, in order; a quantity or price read is what was sent', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.record({ sku: fc.string(), quantity: fc.nat(), unitPrice: money.map((one) => one.answer) }), jsonValue), { maxLength: 12 }), (items) => {
        const read = readOrder({ items })?.items ?? [];
        const objects = items.filter((item) => item !== null && typeof item === 'object' && !Array.isArray(item));
        expect(read).toHaveLength(objects.length);
        read.forEach((item, index) => {
          const sent = objects[index] as Record<string, unknown>;
          if (typeof sent.quantity === 'number') expect(item.quantity).toBe(sent.quantity);
          if (item.unitPrice !== null) expect(Number.isSafeInteger(item.unitPrice.value)).toBe(true);
        });
      }),
    );
  });
});

describe('shopper spec, calls: the advertising pixel Purchase event of an order', () => {
  it('carries the skus, the grand total in minor units, its currency and the number of items', () => {
    expect(purchaseEvent(readOrder(orderAnswer))).toEqual({ contentIds: ['LS-M-SAND', 'CT-1'], value: 14534, currency: 'USD', quantity: 3 });
  });

  it('is the same event whichever money shape the order came in', () => {
    expect(purchaseEvent(readOrder(decimalOrderAnswer))).toEqual(purchaseEvent(readOrder(orderAnswer)));
  });

  it('an order placed in test mode is no purchase (the library\'s rule: states says nothing of test mode)', () => {
    expect(purchaseEvent(readOrder(testModeOrderAnswer))).toBeNull();
  });

  it('what the order lacks is null in the event, never a guess', () => {
    expect(purchaseEvent(readOrder({ items: [{ productName: 'Mystery' }] }))).toEqual({ contentIds: [], value: null, currency: null, quantity: null });
    expect(purchaseEvent(readOrder(malformedOrderAnswer))).toEqual({ contentIds: ['LJ-A5', 'WS-RUST', 'GC-25'], value: 10050, currency: 'EUR', quantity: 4 });
  });

  it('no order, no event', () => {
    expect(purchaseEvent(null)).toBeNull();
    expect(purchaseEvent(undefined)).toBeNull();
  });
});
