/**
 * The Order of shopper spec, entities (id, purchasedCartId, testMode, websiteId, items with sku, productName,
 * quantity and unitPrice, grandTotal, shippingTotal, taxTotal; "Money values carry value or
 * decimalValue") as the order pages show it (screens page types 202, 204, 206, 207, 208, 211), and the
 * advertising pixel's Purchase event of one (calls). An order answer comes from the server, so reading it
 * never throws and runs in linear time; money goes through the one money reading (readMoneyValue).
 */
import type { AdPixelEventInput } from '../visitor/analyticsEvents.ts';
import { DEFAULT_CURRENCY, readMoneyValue, type Money } from './money.ts';

export { ORDER_PAGE_STRINGS, ORDER_SUMMARY_STRINGS } from './orderStrings.ts';

/** One line of an order (shopper spec, entities, Order items). */
export interface OrderItem {
  /** '' when the answer gave none. */
  sku: string;
  /** '' when the answer gave none. */
  productName: string;
  /** A whole number of at least 0, or null when the answer gave none. */
  quantity: number | null;
  /** In minor units, or null when the answer gave no readable amount. */
  unitPrice: Money | null;
}

/** An order as read (shopper spec, entities, Order): what the answer did not give is null (or empty), never a guess. */
export interface Order {
  id: string | null;
  purchasedCartId: string | null;
  /** True only when the answer says so (`true` or `'true'`): an order placed while the store was in test mode. */
  testMode: boolean;
  websiteId: string | null;
  items: OrderItem[];
  grandTotal: Money | null;
  shippingTotal: Money | null;
  taxTotal: Money | null;
}

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A field the answer itself holds: an inherited one (a prototype's) is not the server's data. */
function own(fields: Fields, key: string): unknown {
  return Object.hasOwn(fields, key) ? fields[key] : undefined;
}

/** An identifier: text, or a whole number written as text; null for anything else or empty text. */
function readId(value: unknown): string | null {
  if (typeof value === 'string') return value === '' ? null : value;
  return typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : null;
}

const WHOLE_NUMBER = /^\d{1,15}$/;

/** A quantity: a whole number of at least 0, as a number or as digits; null for anything else. */
function readQuantity(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  if (typeof value !== 'string') return null;
  const digits = value.trim();
  return WHOLE_NUMBER.test(digits) ? Number(digits) : null;
}

const CURRENCY_CODE = /^[A-Za-z]{3}$/;

/** The currency code a money value states (`currency`, else the decimal shape's `currencyCode`), or null. */
function statedCurrency(money: unknown): string | null {
  if (!isFields(money)) return null;
  for (const key of ['currency', 'currencyCode']) {
    const code = own(money, key);
    if (typeof code === 'string' && CURRENCY_CODE.test(code)) return code.toUpperCase();
  }
  return null;
}

/**
 * A money value of the order in either shape, through readMoneyValue: `{ value, currency }` (a number
 * is minor units, text a decimal in major units) or `{ decimalValue, currencyCode }`. A value that
 * states no currency is in the order's. Both fields may come at once (a serializer writes every field,
 * `{ value: null, decimalValue: '25.00' }`): `value` is read first, `decimalValue` when it gives no
 * amount, and either shape's currency field counts.
 */
function readOrderMoney(money: unknown, orderCurrency: string): Money | null {
  if (!isFields(money)) return readMoneyValue(money, orderCurrency);
  const currency = statedCurrency(money) ?? orderCurrency;
  const value = own(money, 'value');
  const read = value === undefined || value === null ? null : readMoneyValue({ value, currency }, orderCurrency);
  return read ?? readMoneyValue({ decimalValue: own(money, 'decimalValue'), currencyCode: currency }, orderCurrency);
}

/** The answer's items as objects (anything else in the list is no item). */
function itemFields(items: unknown): Fields[] {
  return Array.isArray(items) ? items.filter(isFields) : [];
}

/**
 * The order's currency: the first one its money states (the grand total's, else shipping, tax, the
 * items' prices), else the store's default (shopper spec, constants and limits USD). A money value that states none is
 * read in it, so an item priced without a currency in a euro order is not shown in dollars.
 */
function orderCurrency(fields: Fields, items: readonly Fields[]): string {
  const values = [own(fields, 'grandTotal'), own(fields, 'shippingTotal'), own(fields, 'taxTotal'), ...items.map((item) => own(item, 'unitPrice'))];
  for (const money of values) {
    const code = statedCurrency(money);
    if (code !== null) return code;
  }
  return DEFAULT_CURRENCY;
}

/**
 * Reads an order answer (shopper spec, entities, Order). Never throws, and runs in time linear in the answer:
 * - a field the answer lacks, or holds in the wrong type, reads as null (an id, a total, a quantity, a
 *   unit price) or empty (sku, productName, items); fields the spec does not name are left out;
 * - money in either shape (see readOrderMoney), each in its stated currency, else the order's;
 * - `testMode` is true only for `true` or `'true'`: anything else is a real order;
 * - only the answer's own fields count (never a prototype's); a list entry that is not an object is no item.
 * Null when the answer is not an object at all (or a JavaScript caller's getter threw).
 */
export function readOrder(answer: unknown): Order | null {
  try {
    if (!isFields(answer)) return null;
    const items = itemFields(own(answer, 'items'));
    const currency = orderCurrency(answer, items);
    const testMode = own(answer, 'testMode');
    return {
      id: readId(own(answer, 'id')),
      purchasedCartId: readId(own(answer, 'purchasedCartId')),
      testMode: testMode === true || testMode === 'true',
      websiteId: readId(own(answer, 'websiteId')),
      items: items.map((item) => {
        const name = own(item, 'productName');
        return {
          sku: readId(own(item, 'sku')) ?? '',
          productName: typeof name === 'string' ? name : '',
          quantity: readQuantity(own(item, 'quantity')),
          unitPrice: readOrderMoney(own(item, 'unitPrice'), currency),
        };
      }),
      grandTotal: readOrderMoney(own(answer, 'grandTotal'), currency),
      shippingTotal: readOrderMoney(own(answer, 'shippingTotal'), currency),
      taxTotal: readOrderMoney(own(answer, 'taxTotal'), currency),
    };
  } catch {
    return null;
  }
}

/**
 * The advertising pixel's Purchase event of an order (shopper spec, calls lists Purchase; its fields are
 * the library's, as for every pixel event): the items' skus, the grand total in minor units and its
 * currency, the number of items. Null for an order placed in test mode: no money changed hands, and a
 * test purchase counted by the site's ad service would skew what it measures (the spec's suppression
 * rules, states, say nothing of test mode: this is the library's rule). Never throws.
 */
export function purchaseEvent(order: Order | null | undefined): AdPixelEventInput | null {
  try {
    if (!order || order.testMode === true) return null;
    const items = Array.isArray(order.items) ? order.items : [];
    const quantities = items.map((item) => item?.quantity).filter((quantity): quantity is number => typeof quantity === 'number');
    const currency = order.grandTotal?.currency ?? items.find((item) => item?.unitPrice)?.unitPrice?.currency;
    return {
      contentIds: items.map((item) => item?.sku).filter((sku): sku is string => typeof sku === 'string' && sku !== ''),
      value: typeof order.grandTotal?.value === 'number' ? order.grandTotal.value : null,
      currency: typeof currency === 'string' ? currency : null,
      quantity: quantities.length > 0 ? quantities.reduce((sum, quantity) => sum + quantity, 0) : null,
    };
  } catch {
    // A getter of a JavaScript caller's object threw: no event.
    return null;
  }
}
