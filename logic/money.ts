/**
 * Money as the store shows it. Inside the library an amount is an integer number of minor units
 * (cents); the store's native format is built by hand from the decimal string so that 15 integer
 * places format without floating-point loss.
 */

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

/** Default store currency (shopper.md §9). */
export const DEFAULT_CURRENCY = 'USD';

/** Maximum integer places of the native format (shopper.md §9). */
export const MAX_INTEGER_PLACES = 15;

/** Currencies with two decimals (shopper.md §9). */
export const TWO_DECIMAL_CURRENCIES = [
  'EUR', 'USD', 'AUD', 'NOK', 'CAD', 'NZD', 'DKK', 'GBP', 'HKD', 'CHF', 'MXN', 'SGD', 'SEK',
  'CZK', 'ILS', 'PHP', 'RUB', 'PLN', 'THB', 'MYR', 'ARS', 'BRL', 'COP', 'IDR', 'INR', 'ZAR',
] as const;

/** Currencies with no decimals (shopper.md §9). */
export const ZERO_DECIMAL_CURRENCIES = ['JPY'] as const;

/** Symbol and placement of each currency in the store's native format. */
export const CURRENCY_SYMBOLS: Readonly<Record<string, { symbol: string; position: 'before' | 'after' }>> = {
  USD: { symbol: '$', position: 'before' },
  EUR: { symbol: '€', position: 'before' },
  GBP: { symbol: '£', position: 'before' },
  JPY: { symbol: '¥', position: 'before' },
};

/** Decimal places of a currency: the spec's table, else what Intl knows, else 2. */
export function currencyDigits(code: string): number {
  const upper = code.toUpperCase();
  if ((ZERO_DECIMAL_CURRENCIES as readonly string[]).includes(upper)) return 0;
  if ((TWO_DECIMAL_CURRENCIES as readonly string[]).includes(upper)) return 2;
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency: upper }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** Options of {@link formatMoney}. */
export interface FormatMoneyOptions {
  /** Currency of a plain number of minor units. @default 'USD' */
  currency?: string;
}

/** The decimal string of an integer number of minor units, e.g. 123456 USD → "1234.56". */
export function fromMinorUnits(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor)) {
    throw new TypeError(`Money value must be a safe integer number of minor units, received ${String(minor)}.`);
  }
  const digits = currencyDigits(currency);
  const negative = minor < 0;
  const text = Math.abs(minor).toString().padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const fraction = text.slice(text.length - digits);
  return `${negative ? '-' : ''}${whole}${digits > 0 ? `.${fraction}` : ''}`;
}

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

function groupThousands(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function symbolFor(currency: string): { symbol: string; position: 'before' | 'after' } {
  return CURRENCY_SYMBOLS[currency] ?? { symbol: currency, position: 'before' };
}

function normalise(money: Money | DecimalMoney | number, options: FormatMoneyOptions): { decimal: string; currency: string } {
  if (typeof money === 'number') {
    const currency = (options.currency ?? DEFAULT_CURRENCY).toUpperCase();
    return { decimal: fromMinorUnits(money, currency), currency };
  }
  if (money !== null && typeof money === 'object') {
    if ('value' in money && typeof money.value === 'number' && typeof money.currency === 'string') {
      const currency = money.currency.toUpperCase();
      return { decimal: fromMinorUnits(money.value, currency), currency };
    }
    if ('decimalValue' in money && typeof money.decimalValue === 'string' && typeof money.currencyCode === 'string') {
      return { decimal: money.decimalValue.trim(), currency: money.currencyCode.toUpperCase() };
    }
  }
  throw new TypeError('Money must be { value, currency } in minor units, { decimalValue, currencyCode }, or a number of minor units.');
}

/**
 * Formats money in the store's native style: symbol placed per currency, `,` thousands, `.` decimals,
 * exactly the currency's digits, at most 15 integer places. `formatMoney({ value: 123456, currency: 'USD' })` is `$1,234.56`.
 */
export function formatMoney(money: Money | DecimalMoney | number, options: FormatMoneyOptions = {}): string {
  const { decimal, currency } = normalise(money, options);
  const match = DECIMAL.exec(decimal);
  if (!match) throw new TypeError(`Money amount "${decimal}" is not a decimal number.`);
  const [, sign, rawWhole = '0', rawFraction = ''] = match;
  const digits = currencyDigits(currency);
  const fraction = rawFraction.padEnd(digits, '0').slice(0, digits);
  const whole = rawWhole.replace(/^0+(?=\d)/, '');
  if (whole.length > MAX_INTEGER_PLACES) {
    throw new RangeError(`Money amount "${decimal}" has more than ${MAX_INTEGER_PLACES} integer places.`);
  }
  const isZero = /^0*$/.test(whole + fraction);
  const number = `${groupThousands(whole)}${digits > 0 ? `.${fraction}` : ''}`;
  const { symbol, position } = symbolFor(currency);
  const body = position === 'before' ? `${symbol}${number}` : `${number} ${symbol}`;
  return sign && !isZero ? `-${body}` : body;
}
