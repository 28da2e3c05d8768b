/**
 * Decimal amounts as text (rendering spec, entities Money: amounts are exact, never floats): a sign, the integer
 * digits and the fraction digits, read from decimal text or from integer minor units, rounded half away
 * from zero in text. Currency-free: logic/shopper/money.ts says how many digits a currency has and how it shows.
 */

/** A decimal amount split into sign, integer digits (no leading zeros) and fraction digits. */
export interface Decimal {
  negative: boolean;
  whole: string;
  fraction: string;
}

const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** A decimal text's sign and digits, or null when it is not one. */
export function matchDecimal(text: string): Decimal | null {
  const match = DECIMAL_TEXT.exec(text.trim());
  const whole = match?.[2] ?? '';
  const fraction = match?.[3] ?? '';
  if (!match || whole + fraction === '') return null;
  return { negative: match[1] === '-', whole: whole.replace(/^0+/, '') || '0', fraction };
}

/** {@link matchDecimal}, throwing (naming the text) when it is not a decimal: for the strict conversions. */
export function parseDecimal(text: string): Decimal {
  const amount = matchDecimal(text);
  if (amount === null) throw new TypeError(`Money amount "${text}" is not a decimal number.`);
  return amount;
}

/** The decimal of a finite number as JavaScript prints it; throws on NaN, Infinity and exponent notation. */
export function decimalOfNumber(amount: number): Decimal {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) {
    throw new TypeError(`Money amount must be a finite number, received ${String(amount)}.`);
  }
  const text = String(amount);
  if (text.includes('e')) throw new RangeError(`Money amount ${text} is too large or too precise to be money.`);
  return parseDecimal(text);
}

/** The sign and digits of a safe integer of minor units, split at the currency's decimal point. */
export function decimalOfMinor(minor: unknown, digits: number): Decimal {
  if (typeof minor !== 'number' || !Number.isInteger(minor)) {
    throw new TypeError(`Money value must be a whole number of minor units, received ${String(minor)}.`);
  }
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Money value ${String(minor)} is beyond the safe integer range.`);
  return splitMinor(minor, digits);
}

/** {@link decimalOfMinor} of a number already known to be a safe integer (formatMoney's reading, without the checks' messages). */
export function splitMinor(minor: number, digits: number): Decimal {
  const negative = minor < 0;
  let text = String(negative ? -minor : minor);
  if (text.length <= digits) text = text.padStart(digits + 1, '0');
  const cut = text.length - digits;
  return { negative, whole: text.slice(0, cut), fraction: text.slice(cut) };
}

/** Rounds to `digits` decimals, half away from zero, in text (a carry may add an integer place). */
export function roundDecimal(amount: Decimal, digits: number): Decimal {
  const { negative, whole, fraction } = amount;
  if (fraction.length <= digits) return { negative, whole, fraction: fraction.padEnd(digits, '0') };
  const kept = whole + fraction.slice(0, digits);
  const rounded = fraction.charCodeAt(digits) >= 53 ? (BigInt(kept) + 1n).toString().padStart(kept.length, '0') : kept;
  const cut = rounded.length - digits;
  return { negative, whole: rounded.slice(0, cut).replace(/^0+(?=\d)/, ''), fraction: rounded.slice(cut) };
}

/** Minor units as formatMoney reads them from data: a fraction rounds half away from zero; NaN, Infinity and unsafe integers are no amount. */
export function readMinor(value: unknown, digits: number): Decimal | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const whole = Math.sign(value) * Math.round(Math.abs(value));
  return Number.isSafeInteger(whole) ? splitMinor(whole, digits) : null;
}

/** A decimal amount as formatMoney reads it from data (text, or a plain finite number), rounded to `digits`; null when it is not one. */
export function readDecimal(value: unknown, digits: number): Decimal | null {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string') return null;
  const amount = matchDecimal(text);
  return amount && roundDecimal(amount, digits);
}
