/**
 * The incumbent's legacy price formatters: `from-price`, `normal-price` and
 * `sale-price` print a product item's lowest, highest and lowest sale price as an integer of minor
 * units (the legacy price), and `bookkeeper-money-format` prints a number of minor units as money
 * in the locale's format. Money is read the one way logic/shopper/money.ts readMoneyValue reads it.
 */
import * as moneyModule from '../../shopper/money.ts';
import * as productModule from '../../shopper/product.ts';
import * as intlCacheModule from '../../shared/intlCache.ts';
import { contextFree, type Formatter } from '../registry.ts';
import * as valuesModule from '../values.ts';

// Imported names as module constants: the template bench renders 3–12% faster than through imported bindings.
const { PRODUCT_TYPE } = productModule;
const { DEFAULT_CURRENCY, readMoneyValue } = moneyModule;
const { numberFormat } = intlCacheModule;
const { asNumber, isTruthy, member } = valuesModule;

/** The price a product without one shows: 0 in the default currency (rendering spec, constants and limits). */
const ZERO = 0;

/** Minor units of a money field; 0 when it is not money (the incumbent's reading of a missing amount). */
function minorOf(money: unknown): number {
  return money !== null && typeof money === 'object' ? (readMoneyValue(money)?.value ?? ZERO) : ZERO;
}

type Pick = 'lowest' | 'highest' | 'sale';

/** The minor units of the price `pick` names, over a product item's variants (or its own prices). */
function legacyPrice(item: unknown, pick: Pick): number {
  const content = member(item, 'structuredContent');
  const type = asNumber(member(content, 'productType'));
  if (type === PRODUCT_TYPE.digital) {
    return minorOf(member(content, pick === 'sale' ? 'salePriceMoney' : 'priceMoney'));
  }
  const variantTypes: readonly number[] =
    pick === 'sale' ? [PRODUCT_TYPE.physical, PRODUCT_TYPE.service] : [PRODUCT_TYPE.physical, PRODUCT_TYPE.service, PRODUCT_TYPE.giftCard];
  const variants = member(content, 'variants');
  if (!variantTypes.includes(type) || !Array.isArray(variants) || variants.length === 0) return ZERO;
  let best: number | undefined;
  for (const variant of variants as unknown[]) {
    const onSale = isTruthy(member(variant, 'onSale'));
    if (pick === 'sale' && !onSale) continue;
    const field = pick === 'highest' ? 'priceMoney' : pick === 'sale' || onSale ? 'salePriceMoney' : 'priceMoney';
    const price = minorOf(member(variant, field));
    if (best === undefined || (pick === 'highest' ? price > best : price < best)) best = price;
  }
  return best ?? ZERO;
}

const priceFormatter = (pick: Pick): Formatter => contextFree((value) => String(legacyPrice(value, pick)));

/** `{item|from-price}`: the lowest current price of a product item, in minor units. */
export const fromPrice: Formatter = priceFormatter('lowest');
/** `{item|normal-price}`: the highest regular price of a product item, in minor units. */
export const normalPrice: Formatter = priceFormatter('highest');
/** `{item|sale-price}`: the lowest sale price of a product item on sale, in minor units (0 when none is). */
export const salePrice: Formatter = priceFormatter('sale');

/** A plain decimal number as text (what a bookkeeping amount is); anything else is no amount. */
const PLAIN_DECIMAL = /^[+-]?\d+(?:\.\d+)?$/;

/**
 * `{cents|bookkeeper-money-format}`: a number of minor units (a bookkeeping amount, not a money
 * object) as money in the locale's format, in the store's default currency (rendering spec, constants and limits), halves
 * rounded to even as the incumbent rounds them; anything that is not a number is 0.
 */
export const bookkeeperMoneyFormat: Formatter = (value, _args, context) => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const amount = PLAIN_DECIMAL.test(text) ? text : '0';
  // Moved two places by Intl's exponent, not a float division: 1234.5 cents is exactly 12.345.
  return numberFormat(context.locale, { style: 'currency', currency: DEFAULT_CURRENCY, roundingMode: 'halfEven' }).format(
    `${amount}E-2` as Intl.StringNumericLiteral,
  );
};

/** The legacy price formatters by name. */
export const PRICE_FORMATTERS: Readonly<Record<string, Formatter>> = {
  'from-price': fromPrice,
  'normal-price': normalPrice,
  'sale-price': salePrice,
  'bookkeeper-money-format': bookkeeperMoneyFormat,
};
