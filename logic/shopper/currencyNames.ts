/**
 * The names of the store's currencies as interface strings (shopper spec, constants and limits:
 * "interface strings name 28 currencies"), so a site names them in its own language. The spec lists
 * 27 currency codes (26 with two decimals, JPY with none) and does not say which the 28th is: these
 * are the 27 it lists, in its order. All library strings (the spec quotes no name).
 */
import { STORE_CURRENCIES } from './money.ts';

/** The name of each store currency, as localized-string defaults keyed `currencyName` + code. */
export const CURRENCY_NAME_STRINGS = {
  /** Library string: EUR. */
  currencyNameEUR: 'Euro',
  /** Library string: USD. */
  currencyNameUSD: 'US Dollar',
  /** Library string: AUD. */
  currencyNameAUD: 'Australian Dollar',
  /** Library string: NOK. */
  currencyNameNOK: 'Norwegian Krone',
  /** Library string: CAD. */
  currencyNameCAD: 'Canadian Dollar',
  /** Library string: NZD. */
  currencyNameNZD: 'New Zealand Dollar',
  /** Library string: DKK. */
  currencyNameDKK: 'Danish Krone',
  /** Library string: GBP. */
  currencyNameGBP: 'British Pound',
  /** Library string: HKD. */
  currencyNameHKD: 'Hong Kong Dollar',
  /** Library string: CHF. */
  currencyNameCHF: 'Swiss Franc',
  /** Library string: MXN. */
  currencyNameMXN: 'Mexican Peso',
  /** Library string: SGD. */
  currencyNameSGD: 'Singapore Dollar',
  /** Library string: SEK. */
  currencyNameSEK: 'Swedish Krona',
  /** Library string: CZK. */
  currencyNameCZK: 'Czech Koruna',
  /** Library string: ILS. */
  currencyNameILS: 'Israeli New Shekel',
  /** Library string: PHP. */
  currencyNamePHP: 'Philippine Peso',
  /** Library string: RUB. */
  currencyNameRUB: 'Russian Ruble',
  /** Library string: PLN. */
  currencyNamePLN: 'Polish Złoty',
  /** Library string: THB. */
  currencyNameTHB: 'Thai Baht',
  /** Library string: MYR. */
  currencyNameMYR: 'Malaysian Ringgit',
  /** Library string: ARS. */
  currencyNameARS: 'Argentine Peso',
  /** Library string: BRL. */
  currencyNameBRL: 'Brazilian Real',
  /** Library string: COP. */
  currencyNameCOP: 'Colombian Peso',
  /** Library string: IDR. */
  currencyNameIDR: 'Indonesian Rupiah',
  /** Library string: INR. */
  currencyNameINR: 'Indian Rupee',
  /** Library string: ZAR. */
  currencyNameZAR: 'South African Rand',
  /** Library string: JPY. */
  currencyNameJPY: 'Japanese Yen',
} as const;

/** The strings currency names are read from. */
export type CurrencyNameStrings = Readonly<Record<keyof typeof CURRENCY_NAME_STRINGS, string>>;

/**
 * The name of a currency in the site's strings: a store currency's (any case), else the code itself
 * upper-cased (a currency outside the store's has no interface string), '' for anything not text.
 */
export function currencyName(code: string, strings: CurrencyNameStrings = CURRENCY_NAME_STRINGS): string {
  if (typeof code !== 'string') return '';
  const upper = code.trim().toUpperCase();
  const key = `currencyName${upper}`;
  return STORE_CURRENCIES.includes(upper) && Object.hasOwn(strings, key) ? strings[key as keyof CurrencyNameStrings] : upper;
}
