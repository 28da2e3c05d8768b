/**
 * Reads a product out of template data. Site templates see a product as a content item whose
 * `structuredContent` holds the commerce fields (rendering spec, entities); the library's rules in
 * logic/shopper/product take the flat {@link Product}. This adapter only maps fields, it decides nothing.
 */
import type { MerchandisingContext, MerchandisingView, RestockNotificationView } from '../shopper/merchandising.ts';
import { readMoneyValue, type Money } from '../shopper/money.ts';
import { PRODUCT_TYPE, variantPrices, type Product, type ProductType, type SubscriptionPlan, type Variant } from '../shopper/product.ts';
import { detached } from './cacheBudget.ts';
import * as valuesModule from './values.ts';
import type { JsonObject } from './values.ts';

// Imported names as module constants: the template bench renders 3–12% faster than through imported bindings.
const { asNumber, asString, isObject, isTruthy } = valuesModule;

const TYPES = new Set<number>(Object.values(PRODUCT_TYPE));

/**
 * A money object in minor units, read the one way logic/shopper/money.ts readMoneyValue reads money in data:
 * `{ value: '25.00' }` and `{ decimalValue, currencyCode }` in major units, `{ value: 2500 }` in minor
 * units; undefined when it is not money.
 */
export function moneyOf(value: unknown): Money | undefined {
  return readMoney(value, undefined);
}

/** {@link moneyOf}, remembering the readings of `{ value, currency }` texts in `readings` when given. */
function readMoney(value: unknown, readings: MoneyReadings | undefined): Money | undefined {
  if (!isObject(value)) return undefined;
  try {
    // Already the library's shape: used as it is, without a copy.
    if (isMoney(value)) return value as unknown as Money;
  } catch {
    // An object whose reads throw (a getter, a Proxy) is no money, as readMoneyValue reads it.
    return undefined;
  }
  let amount: unknown;
  let currency: unknown;
  try {
    amount = value['value'];
    currency = value['currency'];
  } catch {
    // Reads that throw: read (and reported) the usual way.
    return readMoneyValue(value) ?? undefined;
  }
  if (readings === undefined || typeof amount !== 'string' || typeof currency !== 'string' || amount.length > 40 || currency.length > 8) {
    return readMoneyValue(value) ?? undefined;
  }
  return readings.read(value, amount, currency) ?? undefined;
}

/**
 * Readings of money objects `{ value: amount text, currency }`, filed by currency then amount, so no
 * key string is built per read (site data carries each price as decimal text, and pages repeat
 * prices). Holds copies, never the data's strings (a slice keeps its whole source); holds at most
 * `size` readings, and starts over when full.
 */
export class MoneyReadings {
  private readonly byCurrency = new Map<string, Map<string, Money | null>>();
  private count = 0;
  private readonly size: number;

  constructor(size: number) {
    this.size = size;
  }

  /** readMoneyValue of `value`, whose fields are `amount` and `currency`: read once, then remembered. */
  read(value: JsonObject, amount: string, currency: string): Money | null {
    let amounts = this.byCurrency.get(currency);
    const known = amounts === undefined ? undefined : amounts.get(amount);
    if (known !== undefined) return known;
    const read = readMoneyValue(value);
    if (this.count >= this.size) {
      this.byCurrency.clear();
      this.count = 0;
      amounts = undefined;
    }
    if (amounts === undefined) {
      amounts = new Map();
      this.byCurrency.set(detached(currency), amounts);
    }
    amounts.set(detached(amount), read);
    this.count += 1;
    return read;
  }
}

const EMPTY: Record<string, string> = {};

function attributesOf(value: unknown): Record<string, string> {
  if (!isObject(value)) return EMPTY;
  let copy: Record<string, string> | null = null;
  for (const name in value) {
    const text = value[name];
    if (typeof text === 'string' && copy === null) continue;
    if (copy === null) {
      // No prototype: a `__proto__` name in the data is an attribute like any other.
      copy = Object.create(null) as Record<string, string>;
      for (const earlier in value) {
        if (earlier === name) break;
        copy[earlier] = asString(value[earlier]);
      }
    }
    copy[name] = asString(text);
  }
  return copy ?? (value as Record<string, string>);
}

/** True when no character of the text is a lower-case letter (currency codes are ASCII letters). */
function isUpperCase(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code >= 97 && code <= 122) || code > 127) return text === text.toUpperCase();
  }
  return true;
}

/** True when a money object is already `{ value: integer, currency: 'UPPER' }`. */
function isMoney(value: unknown): boolean {
  if (!isObject(value)) return false;
  const minor = value['value'];
  const currency = value['currency'];
  return typeof minor === 'number' && Number.isSafeInteger(minor) && typeof currency === 'string' && isUpperCase(currency);
}

/** True when a variant already has the library's shape, so it can be used without a copy. */
function isVariant(value: JsonObject): boolean {
  return (
    typeof value['sku'] === 'string' &&
    typeof value['onSale'] === 'boolean' &&
    typeof value['unlimited'] === 'boolean' &&
    typeof value['qtyInStock'] === 'number' &&
    isMoney(value['priceMoney']) &&
    (value['salePriceMoney'] === undefined || isMoney(value['salePriceMoney'])) &&
    attributesOf(value['attributes']) === value['attributes']
  );
}

/** A legacy minor-unit price field: the number, else null. */
function legacyAmount(amount: unknown): number | null {
  return typeof amount === 'number' ? amount : null;
}

/**
 * A variant from template data. Its prices come in either shape rendering spec, entities lists: `priceMoney` /
 * `salePriceMoney`, or the legacy minor-unit `price` / `salePrice`, in the currency the product's other
 * prices carry (`currency`), read as logic/shopper/product.ts variantPrices reads them.
 */
function variantOf(value: JsonObject, index: number, currency: string | undefined, readings: MoneyReadings | undefined): Variant {
  if (isVariant(value)) return value as unknown as Variant;
  const rawPrice = value['priceMoney'];
  const rawSale = value['salePriceMoney'];
  const price = readMoney(rawPrice, readings);
  const sale = readMoney(rawSale, readings);
  let priceMoney: Money;
  let salePriceMoney: Money | undefined;
  if (price !== undefined && sale !== undefined && price !== rawPrice && sale !== rawSale) {
    // Both prices read by readMoneyValue (not the data's own objects): their currencies are already
    // read, so variantPrices would answer each as it is; they are copied as it would copy them.
    priceMoney = { value: price.value, currency: price.currency };
    salePriceMoney = { value: sale.value, currency: sale.currency };
  } else {
    const prices = variantPrices(
      { priceMoney: price ?? null, salePriceMoney: sale ?? null, price: legacyAmount(value['price']), salePrice: legacyAmount(value['salePrice']) },
      currency,
    );
    priceMoney = prices.price;
    salePriceMoney = prices.salePrice;
  }
  const variant: Variant = {
    sku: asString(value['sku']) || `variant-${index + 1}`,
    attributes: attributesOf(value['attributes']),
    priceMoney,
    onSale: isTruthy(value['onSale']),
    qtyInStock: asNumber(value['qtyInStock']),
    unlimited: isTruthy(value['unlimited']),
  };
  if (salePriceMoney !== undefined) variant.salePriceMoney = salePriceMoney;
  return variant;
}

const UNITS = new Set(['WEEK', 'MONTH', 'YEAR', 'week', 'month', 'year']);

/** A billing plan: `{ billingPeriod: { value, unit }, numBillingCycles }`; undefined when it is not one. */
function planOf(value: unknown): SubscriptionPlan | undefined {
  if (!isObject(value) || !isObject(value['billingPeriod'])) return undefined;
  const unit = value['billingPeriod']['unit'];
  if (typeof unit !== 'string' || !UNITS.has(unit)) return undefined;
  return {
    billingPeriod: { value: asNumber(value['billingPeriod']['value']), unit: unit as SubscriptionPlan['billingPeriod']['unit'] },
    numBillingCycles: asNumber(value['numBillingCycles']),
  };
}

/** The product a template value describes (an item with `structuredContent`, or a flat product); null when it is none. */
export function productOf(value: unknown): Product | null {
  return productWith(value, undefined);
}

/** {@link productOf}, remembering its money readings in `readings` (an engine's) when given. */
export function productWith(value: unknown, readings: MoneyReadings | undefined): Product | null {
  try {
    return readProduct(value, readings);
  } catch {
    // Data whose reads throw (a getter, a Proxy) describes no product.
    return null;
  }
}

function readProduct(value: unknown, readings: MoneyReadings | undefined): Product | null {
  if (!isObject(value)) return null;
  const content = isObject(value['structuredContent']) ? value['structuredContent'] : value;
  const type = asNumber(content['productType']);
  if (!TYPES.has(type)) return null;
  const variants: Variant[] = [];
  const listed = content['variants'];
  if (Array.isArray(listed)) {
    // Plain loops, not filter/map/find: those made three lists per product read, and a listing's
    // `{.on-sale?}` reads every product on the page.
    const items = listed as unknown[];
    let currency: string | undefined;
    for (let i = 0; i < items.length && currency === undefined; i++) {
      const item = items[i];
      if (isObject(item)) currency = (readMoney(item['priceMoney'], readings) ?? readMoney(item['salePriceMoney'], readings))?.currency;
    }
    for (let i = 0; i < items.length; i++) {
      const item = items[i];
      if (isObject(item)) variants.push(variantOf(item, variants.length, currency, readings));
    }
  }
  const product: Product = {
    id: asString(value['id']),
    title: asString(value['title']),
    fullUrl: asString(value['fullUrl']),
    productType: type as ProductType,
    variants,
    onSale: isTruthy(content['onSale']),
    isSubscribable: isTruthy(content['isSubscribable']),
    useCustomAddButtonText: isTruthy(content['useCustomAddButtonText']),
    customAddButtonText: asString(content['customAddButtonText']),
  };
  // Optional fields are set only when present.
  const priceMoney = readMoney(content['priceMoney'], readings);
  if (priceMoney !== undefined) product.priceMoney = priceMoney;
  const salePriceMoney = readMoney(content['salePriceMoney'], readings);
  if (salePriceMoney !== undefined) product.salePriceMoney = salePriceMoney;
  const plan = planOf(content['subscriptionPlan']);
  if (plan !== undefined) product.subscriptionPlan = plan;
  const formId = content['additionalFieldsFormId'];
  if (typeof formId === 'string' && formId !== '') product.additionalFieldsFormId = formId;
  const ordering = content['variantOptionOrdering'];
  if (Array.isArray(ordering)) product.variantOptionOrdering = ordering.map(asString);
  return product;
}

const VIEWS: ReadonlySet<string> = new Set<MerchandisingView>(['productDetail', 'productItem', 'quickView']);

/** A merchandising view name (`productDetail`, `productItem`, `quickView`), or undefined for any other value. */
export function merchandisingViewOf(value: unknown): MerchandisingView | undefined {
  return typeof value === 'string' && VIEWS.has(value) ? (value as MerchandisingView) : undefined;
}

/**
 * A product's merchandising context (rendering spec, entities) as template data gives it (the page's
 * `productMerchandisingContext` keyed by product id): fields of the wrong type are left out, views
 * not known are dropped. Maps fields only; logic/shopper/merchandising decides.
 */
export function merchandisingContextOf(value: unknown): MerchandisingContext {
  try {
    return readMerchandisingContext(value);
  } catch {
    // Data whose reads throw (a getter, a Proxy) gives no settings.
    return {};
  }
}

function readMerchandisingContext(value: unknown): MerchandisingContext {
  const context: MerchandisingContext = {};
  if (!isObject(value)) return context;
  const flag = (key: string): boolean | undefined => (typeof value[key] === 'boolean' ? value[key] : undefined);
  const text = (key: string): string | undefined => (typeof value[key] === 'string' ? value[key] : undefined);
  const scarcityEnabled = flag('scarcityEnabled');
  if (scarcityEnabled !== undefined) context.scarcityEnabled = scarcityEnabled;
  const views = value['scarcityTemplateViews'];
  if (Array.isArray(views)) context.scarcityTemplateViews = views.flatMap((view) => merchandisingViewOf(view) ?? []);
  const scarcityText = text('scarcityText');
  if (scarcityText !== undefined) context.scarcityText = scarcityText;
  const shownByDefault = flag('scarcityShownByDefault');
  if (shownByDefault !== undefined) context.scarcityShownByDefault = shownByDefault;
  const soldOutText = text('customSoldOutText');
  if (soldOutText !== undefined) context.customSoldOutText = soldOutText;
  const restockViews = value['restockNotificationViews'];
  if (isObject(restockViews)) {
    const read: Partial<Record<MerchandisingView, RestockNotificationView>> = {};
    for (const view of VIEWS) {
      const settings = restockViews[view];
      if (isObject(settings) && typeof settings['hiddenByDefault'] === 'boolean') read[view as MerchandisingView] = { hiddenByDefault: settings['hiddenByDefault'] };
    }
    context.restockNotificationViews = read;
  }
  const messages = value['restockNotificationMessages'];
  if (isObject(messages)) {
    context.restockNotificationMessages = {
      ...(typeof messages['title'] === 'string' ? { title: messages['title'] } : {}),
      ...(typeof messages['success'] === 'string' ? { success: messages['success'] } : {}),
    };
  }
  const signUp = flag('mailingListSignUpEnabled');
  if (signUp !== undefined) context.mailingListSignUpEnabled = signUp;
  const optIn = flag('mailingListOptInByDefault');
  if (optIn !== undefined) context.mailingListOptInByDefault = optIn;
  return context;
}
