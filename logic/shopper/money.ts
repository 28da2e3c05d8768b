/**
 * Money as the store shows it (shopper spec, constants and limits, rendering spec, entities). Inside the library an amount is an
 * integer number of minor units (cents); decimal strings are handled as text, never as floats, so 15
 * integer places format without loss.
 */
import { CACHE_DEFAULT_CAPACITY } from '../shared/constants.ts';
import { decimalOfMinor, decimalOfNumber, parseDecimal, readDecimal, readMinor, roundDecimal, type Decimal } from './decimal.ts';

/** An amount in integer minor units (cents for USD, yen for JPY). */
export interface Money {
  value: number;
  currency: string;
}

/** The other shape the spec uses: a decimal string in major units. */
export interface DecimalMoney {
  decimalValue: string;
  currencyCode: string;
}

/** Default store currency (shopper spec, constants and limits). */
export const DEFAULT_CURRENCY = 'USD';

/** Maximum integer places of a formatted amount (shopper spec, constants and limits). */
export const MAX_INTEGER_PLACES = 15;

/** Currencies with two decimals (shopper spec, constants and limits). */
export const TWO_DECIMAL_CURRENCIES = [
  'EUR', 'USD', 'AUD', 'NOK', 'CAD', 'NZD', 'DKK', 'GBP', 'HKD', 'CHF', 'MXN', 'SGD', 'SEK',
  'CZK', 'ILS', 'PHP', 'RUB', 'PLN', 'THB', 'MYR', 'ARS', 'BRL', 'COP', 'IDR', 'INR', 'ZAR',
] as const;

/** Currencies with no decimals (shopper spec, constants and limits). */
export const ZERO_DECIMAL_CURRENCIES = ['JPY'] as const;

/**
 * The 27 currencies the store sells in, in the spec's order. Joined with a call marked pure, not a
 * spread: a bundler keeps an unused spread (it may run an iterator) and drops an unused pure call, so
 * a price's bundle, which reads the symbol table instead, carries neither list (0.13 KB gzip).
 */
export const STORE_CURRENCIES: readonly string[] = /* @__PURE__ */ (TWO_DECIMAL_CURRENCIES as readonly string[]).concat(ZERO_DECIMAL_CURRENCIES);

/** Thousands separator of the native format (shopper spec, constants and limits). */
export const MONEY_THOUSANDS_SEPARATOR = ',';
/** Decimal separator of the native format (shopper spec, constants and limits). */
export const MONEY_DECIMAL_SEPARATOR = '.';
/** The one space money text uses (no-break), so server and browser output compare equal. */
export const MONEY_SPACE = '\u00A0';

/** How a currency's symbol sits next to the number in the native format. */
export interface CurrencySymbol {
  symbol: string;
  position: 'before' | 'after';
  /** A no-break space between symbol and number (always so after the number). @default false */
  spaced?: boolean;
}

const before = (symbol: string, spaced = false): CurrencySymbol => ({ symbol, position: 'before', spaced });
const after = (symbol: string): CurrencySymbol => ({ symbol, position: 'after', spaced: true });

/**
 * Symbol and placement of each store currency in the native format. Dollars and pesos other than
 * USD carry their country prefix, so a visitor from elsewhere cannot mistake them for USD.
 */
export const CURRENCY_SYMBOLS: Readonly<Record<string, CurrencySymbol>> = {
  EUR: before('€'), USD: before('$'), AUD: before('A$'), NOK: after('kr'), CAD: before('CA$'),
  NZD: before('NZ$'), DKK: after('kr.'), GBP: before('£'), HKD: before('HK$'), CHF: before('CHF', true),
  MXN: before('MX$'), SGD: before('S$'), SEK: after('kr'), CZK: after('Kč'), ILS: before('₪'),
  PHP: before('₱'), RUB: after('₽'), PLN: after('zł'), THB: before('฿'), MYR: before('RM'),
  ARS: before('AR$'), BRL: before('R$'), COP: before('COL$'), IDR: before('Rp'), INR: before('₹'),
  ZAR: before('R'), JPY: before('¥'),
};

const KNOWN_SYMBOLS = new Map(Object.entries(CURRENCY_SYMBOLS));
const CURRENCY_CODE = /^[A-Za-z]{3}$/;

/** Looks up a memo, filling it on a miss; drops the oldest entry past {@link CACHE_DEFAULT_CAPACITY} (shopper spec, constants and limits). */
function memo<T>(cache: Map<string, T>, key: string, make: () => T): T {
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const value = make();
  if (cache.size >= CACHE_DEFAULT_CAPACITY) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(key, value);
  return value;
}

const intlCurrencies = new Map<string, Intl.NumberFormat | null>();
const cldrFormatters = new Map<string, Intl.NumberFormat>();

/**
 * What Intl knows of a currency outside the store's (its digits and narrow symbol), one formatter per
 * code; null when Intl does not take the code. One memo for both questions, so a price's bundle
 * carries one Intl fallback, not two.
 */
function intlCurrency(code: string): Intl.NumberFormat | null {
  return memo(intlCurrencies, code.toUpperCase(), () => {
    try {
      return new Intl.NumberFormat('en', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' });
    } catch {
      return null;
    }
  });
}

/**
 * Decimal places of a currency: the spec's table, else what Intl knows, else 2. Any case. A store
 * currency is a key of the symbol table, whose keys are exactly {@link STORE_CURRENCIES}
 * (logic/shopper/money.test.ts checks it), so a price's bundle carries one list of codes, not three.
 */
export function currencyDigits(code: string): number {
  const upper = code.toUpperCase();
  if (KNOWN_SYMBOLS.has(upper)) return (ZERO_DECIMAL_CURRENCIES as readonly string[]).includes(upper) ? 0 : 2;
  return intlCurrency(code)?.resolvedOptions().maximumFractionDigits ?? 2;
}

/** The upper-case code, or a TypeError when the text is not a three-letter currency code. */
function currencyCode(code: unknown): string {
  if (typeof code === 'string' && KNOWN_SYMBOLS.has(code)) return code;
  if (typeof code !== 'string' || !CURRENCY_CODE.test(code)) {
    throw new TypeError(`Currency must be a three-letter code such as "USD", received ${typeof code === 'string' ? `"${code}"` : typeof code}.`);
  }
  return code.toUpperCase();
}

/** Symbol and placement of a currency: the table, else Intl's narrow symbol, else the code itself. */
export function currencySymbol(code: string): CurrencySymbol {
  return symbolOf(currencyCode(code));
}

/** {@link currencySymbol} of a code already read as one (upper case): formatMoney's, without the check and its message. */
function symbolOf(upper: string): CurrencySymbol {
  const known = KNOWN_SYMBOLS.get(upper);
  if (known !== undefined) return known;
  // Outside the store's currencies: Intl's narrow symbol (its formatter memoised), else the code, spaced.
  const symbol = intlCurrency(upper)?.formatToParts(0).find((part) => part.type === 'currency')?.value ?? upper;
  return before(symbol, symbol === upper);
}

/** Minor units of a decimal amount, exactly: `toMinorUnits('19.99', 'USD')` is 1999. Extra decimals must be zeros. */
export function toMinorUnits(decimal: string | number, currency: string): number {
  const amount = typeof decimal === 'string' ? parseDecimal(decimal) : decimalOfNumber(decimal);
  const digits = currencyDigits(currency);
  if (/[1-9]/.test(amount.fraction.slice(digits))) {
    throw new RangeError(`Money amount ${String(decimal)} has more than the ${digits} decimals of ${currency}.`);
  }
  const minor = Number(amount.whole + amount.fraction.slice(0, digits).padEnd(digits, '0'));
  if (!Number.isSafeInteger(minor)) {
    throw new RangeError(`Money amount ${String(decimal)} is more minor units of ${currency} than a safe integer holds.`);
  }
  return amount.negative && minor !== 0 ? -minor : minor;
}

/** The decimal string of an integer number of minor units: 123456 USD is "1234.56", JPY "123456". */
export function fromMinorUnits(minor: number, currency: string): string {
  const { negative, whole, fraction } = decimalOfMinor(minor, currencyDigits(currency));
  return `${negative ? '-' : ''}${whole}${fraction === '' ? '' : `.${fraction}`}`;
}

function groupThousands(whole: string): string {
  const head = whole.length % 3 || 3;
  let grouped = whole.slice(0, head);
  for (let index = head; index < whole.length; index += 3) grouped += MONEY_THOUSANDS_SEPARATOR + whole.slice(index, index + 3);
  return grouped;
}

/** Options of {@link formatMoney}. */
export interface FormatMoneyOptions {
  /** Currency of a plain number of minor units. @default 'USD' */
  currency?: string;
  /** Locale-aware (CLDR) output through Intl, the website's `useCLDRMoneyFormat` flag. @default false */
  cldr?: boolean;
  /** BCP 47 locale of the CLDR style. @default 'en-US' */
  locale?: string;
}

/** The amount and code of well-formed money; throws, naming what is wrong, on anything else. */
function readMoneyStrictly(money: unknown, options: FormatMoneyOptions): Decimal {
  let amount: Decimal | null = null;
  if (typeof money === 'number') {
    amount = decimalOfMinor(money, currencyDigits(currencyCode(options.currency ?? DEFAULT_CURRENCY)));
  } else if (money !== null && typeof money === 'object') {
    if ('value' in money && 'currency' in money) amount = decimalOfMinor(money.value, currencyDigits(currencyCode(money.currency)));
    else if ('decimalValue' in money && 'currencyCode' in money && typeof money.decimalValue === 'string') {
      amount = roundDecimal(parseDecimal(money.decimalValue), currencyDigits(currencyCode(money.currencyCode)));
    }
  }
  if (amount === null) throw new TypeError('Money must be { value, currency } in minor units, { decimalValue, currencyCode }, or a number of minor units.');
  if (amount.whole.length > MAX_INTEGER_PLACES) {
    throw new RangeError(`Money amount has ${amount.whole.length} integer places; money allows at most ${MAX_INTEGER_PLACES} integer places.`);
  }
  return amount;
}

/**
 * Why {@link formatMoney} shows a money value as less than a price (empty, no currency, or rounded),
 * for developers and the catalogue: the problem in English, or null for well-formed money.
 */
export function moneyProblem(money: unknown, options: FormatMoneyOptions = {}): string | null {
  try {
    readMoneyStrictly(money, options);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** A currency code as formatMoney reads it from data: the upper-case code, or null when it is not one. */
function readCurrency(code: unknown): string | null {
  if (typeof code !== 'string') return null;
  if (KNOWN_SYMBOLS.has(code)) return code;
  return CURRENCY_CODE.test(code) ? code.toUpperCase() : null;
}

/** Decimal places when the currency is unknown or malformed: the store's default currency's. */
const FALLBACK_DIGITS = 2;

/**
 * The amount, rounded to the currency's digits, and its code (null when the code is malformed);
 * null when there is no amount to show. Money comes from the server, so nothing here throws.
 */
function readMoney(money: unknown, options: FormatMoneyOptions): { amount: Decimal; currency: string | null } | null {
  const digitsOf = (currency: string | null) => (currency === null ? FALLBACK_DIGITS : currencyDigits(currency));
  if (typeof money === 'number') {
    const currency = readCurrency(options.currency ?? DEFAULT_CURRENCY);
    const amount = readMinor(money, digitsOf(currency));
    return amount && { amount, currency };
  }
  if (money !== null && typeof money === 'object') {
    if ('value' in money) {
      const currency = readCurrency('currency' in money ? money.currency : undefined);
      // The one reading (see readMoneyValue): text is a decimal in major units, a number minor units.
      const amount = typeof money.value === 'string' ? readDecimal(money.value, digitsOf(currency)) : readMinor(money.value, digitsOf(currency));
      return amount && { amount, currency };
    }
    if ('decimalValue' in money) {
      const currency = readCurrency('currencyCode' in money ? money.currencyCode : undefined);
      const amount = readDecimal(money.decimalValue, digitsOf(currency));
      return amount && { amount, currency };
    }
  }
  return null;
}

/**
 * The locale's NumberFormat for the currency, kept in this module's bounded memo rather than the shared
 * logic/shared/intlCache.ts: importing that cache would add 0.11 KB gzip to ProductPrice, the smallest component.
 */
function cldrFormatter(locale: string, currency: string | null, digits: number): Intl.NumberFormat {
  return memo(cldrFormatters, `${locale}|${currency ?? ''}|${digits}`, () =>
    new Intl.NumberFormat(locale, {
      ...(currency === null ? {} : { style: 'currency', currency }),
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      signDisplay: 'negative',
    }),
  );
}

/** The CLDR text of an amount, or null when the locale is not one Intl takes (the caller falls back to the native style). */
function cldrText(text: Intl.StringNumericLiteral, locale: string, currency: string | null, digits: number): string | null {
  try {
    return cldrFormatter(locale, currency, digits).format(text).replace(/[\u0020\u00A0\u202F]/g, MONEY_SPACE);
  } catch {
    return null;
  }
}

/**
 * Formats money. Native style (default): symbol placed per currency, `,` thousands, `.` decimals,
 * exactly the currency's digits: `formatMoney({ value: 123456, currency: 'USD' })` is `$1,234.56`.
 * With `cldr: true`, the locale's own format through a cached Intl.NumberFormat, spaces folded to
 * {@link MONEY_SPACE} (the native style when the locale is malformed).
 *
 * Money comes from the server, so a malformed one never throws (it must not take the page
 * down): fractional minor units are rounded, a malformed currency code gives the number alone
 * (`1,234.56`), and no amount at all — null, NaN, Infinity, an unsafe integer, text that is not a
 * decimal, more than 15 integer places — gives the empty string. {@link toMinorUnits} and
 * {@link fromMinorUnits} stay strict.
 */
export function formatMoney(money: Money | DecimalMoney | LooseMoney | number, options: FormatMoneyOptions = {}): string {
  const read = readMoney(money, options);
  if (read === null) return '';
  const { amount, currency } = read;
  const { whole, fraction } = amount;
  if (whole.length > MAX_INTEGER_PLACES) return '';
  const negative = amount.negative && /[1-9]/.test(whole + fraction);
  if (options.cldr === true) {
    const text = `${negative ? '-' : ''}${whole}${fraction === '' ? '' : `.${fraction}`}` as Intl.StringNumericLiteral;
    const formatted = cldrText(text, typeof options.locale === 'string' ? options.locale : 'en-US', currency, fraction.length);
    if (formatted !== null) return formatted;
  }
  return nativeText(amount, currency, negative);
}

/** The native style of a rounded amount: symbol placed per currency, `,` thousands, `.` decimals; the number alone without a currency. */
function nativeText({ whole, fraction }: Decimal, currency: string | null, negative: boolean): string {
  const number = fraction === '' ? groupThousands(whole) : groupThousands(whole) + MONEY_DECIMAL_SEPARATOR + fraction;
  if (currency === null) return negative ? `-${number}` : number;
  const { symbol, position, spaced } = symbolOf(currency);
  const gap = spaced === true ? MONEY_SPACE : '';
  const body = position === 'before' ? symbol + gap + number : number + gap + symbol;
  return negative ? `-${body}` : body;
}

/**
 * {@link formatMoney} of the library's own {@link Money} (what {@link readMoneyValue} and logic/shopper/product.ts
 * give) in the native style, without formatMoney's other shapes and CLDR style: the one a price on a
 * product card uses, so the smallest components carry only this. The same text as
 * `formatMoney(money)` for every `{ value: number, currency }`; never throws (no amount gives '').
 */
export function formatMinorUnits(money: Money): string {
  const currency = readCurrency(money?.currency);
  const amount = readMinor(money?.value, currency === null ? FALLBACK_DIGITS : currencyDigits(currency));
  if (amount === null || amount.whole.length > MAX_INTEGER_PLACES) return '';
  return nativeText(amount, currency, amount.negative);
}

/** Money as site data carries it: `value` a decimal string in major units ('25.00') or a number of minor units. */
export interface LooseMoney {
  value: string | number;
  currency?: string;
}

/**
 * THE reading of money in data (rendering spec, entities Money), used by every
 * money formatter, the template's price formatters, the product fragments and the components (through
 * logic/shopper/product.ts): the amount's JavaScript type tells its unit, so no shape is ambiguous.
 * - A number is minor units, as the spec says ("amounts are in minor units"), rounded half away from
 *   zero to a whole unit: `{ value: 2500, currency: 'USD' }` is $25.00. (The incumbent engine reads
 *   a number as major units; that difference is a written test in logic/template/registry.differential.test.ts.)
 * - Text is a decimal in major units, what the server's JSON carries (`{ value: '25.00' }`, and
 *   `decimalValue`): its point says where the units are, so '25.00' is $25.00 and '25' is $25.00.
 *   It is read as text, rounded half away from zero to the currency's digits, never through a float.
 * - Shapes: a bare number or decimal string (in `currency`), `{ value, currency }`,
 *   `{ decimalValue, currencyCode }`; a missing or malformed currency code reads as `currency`.
 * Anything else, an amount that is not finite, or one past the safe integer range, is null: nothing
 * here throws (money comes from the server and must not take a page down).
 */
export function readMoneyValue(money: unknown, currency: string = DEFAULT_CURRENCY): Money | null {
  try {
    const fallback = readCurrency(currency) ?? DEFAULT_CURRENCY;
    let amount: unknown = money;
    let code: unknown = fallback;
    if (money !== null && typeof money === 'object') {
      if ('value' in money) {
        amount = money.value;
        code = 'currency' in money ? money.currency : fallback;
      } else if ('decimalValue' in money) {
        amount = typeof money.decimalValue === 'string' ? money.decimalValue : null;
        code = 'currencyCode' in money ? money.currencyCode : fallback;
      } else return null;
    }
    const known = readCurrency(code) ?? fallback;
    // Whole minor units, the library's own Money: already the answer (-0 read as 0), without the round
    // trip through decimal text that fractions and strings need (a listing reads thousands of prices).
    if (typeof amount === 'number' && Number.isSafeInteger(amount)) return { value: amount === 0 ? 0 : amount, currency: known };
    const digits = currencyDigits(known);
    const decimal = typeof amount === 'string' ? readDecimal(amount, digits) : readMinor(amount, digits);
    if (decimal === null) return null;
    const minor = Number(decimal.whole + decimal.fraction);
    if (!Number.isSafeInteger(minor)) return null;
    return { value: decimal.negative && minor !== 0 ? -minor : minor, currency: known };
  } catch {
    // A getter of a JavaScript caller's object threw: no money.
    return null;
  }
}

/** What a website's settings say of its money format (rendering spec, entities Website). */
export interface MoneyFormatSettings {
  /** The website's `useCLDRMoneyFormat` flag: money in the locale's own format when true. */
  useCLDRMoneyFormat?: unknown;
}

/**
 * The money format a website picks (rendering spec, entities Website `useCLDRMoneyFormat`): the
 * locale's own (CLDR) format in `locale` when its flag is `true`, else the native style. Anything
 * but `true` (absent, 'true', 1) keeps the native style; a blank or non-text locale is en-US.
 */
export function websiteMoneyFormat(website: MoneyFormatSettings | null | undefined, locale?: string): FormatMoneyOptions {
  let flag: unknown;
  try {
    flag = website !== null && typeof website === 'object' ? website.useCLDRMoneyFormat : undefined;
  } catch {
    // Settings whose read throws pick nothing: the native style.
    flag = undefined;
  }
  if (flag !== true) return {};
  return { cldr: true, locale: typeof locale === 'string' && locale.trim() !== '' ? locale : 'en-US' };
}

/** Formats the library's own {@link Money} in the given format: {@link formatMinorUnits} for the native style, else {@link formatMoney}. */
export function moneyFormatter(options: FormatMoneyOptions): (money: Money) => string {
  return options.cldr === true ? (money) => formatMoney(money, options) : formatMinorUnits;
}
