/**
 * The builder side of the store (rendering spec, validation rules, constants and limits; shopper spec, constants and limits): the url id of a new store
 * collection and the interest-free installment text.
 */
import { formatMoney, type FormatMoneyOptions, type Money } from './money.ts';
import { interpolate } from '../shared/interpolate.ts';

/** Shortest url id made from a store title before the fallback title is used (rendering spec, constants and limits). */
export const STORE_URL_ID_MIN_LENGTH = 3;

/** Lower-case ASCII slug: accents dropped, every other run of non-alphanumerics one dash, no edge dashes. */
function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  // Edge dashes by index, not `/^-+|-+$/g`: the second branch tried from every dash of a run in the
  // middle, quadratic on titles full of punctuation. After the collapse above there is at most one.
  const start = slug.startsWith('-') ? 1 : 0;
  const end = slug.length > start && slug.endsWith('-') ? slug.length - 1 : slug.length;
  return slug.slice(start, end);
}

/**
 * The url id of a new store (rendering spec, validation rules): the slug of its title, or of the fallback title when
 * that is shorter than 3; `-1`, `-2`, … appended while the id is taken (compared case-insensitively).
 */
export function storeUrlId(title: string, taken: Iterable<string>, fallbackTitle: string): string {
  let base = slugify(title);
  if (base.length < STORE_URL_ID_MIN_LENGTH) base = slugify(fallbackTitle);
  if (base.length < STORE_URL_ID_MIN_LENGTH) {
    throw new RangeError(`The fallback title "${fallbackTitle}" must give a url id of at least ${STORE_URL_ID_MIN_LENGTH} characters.`);
  }
  const used = new Set([...taken].map((id) => id.toLowerCase()));
  let candidate = base;
  for (let suffix = 1; used.has(candidate); suffix += 1) candidate = `${base}-${suffix}`;
  return candidate;
}

/** Library string (the spec quotes none): an order the installment plan accepts. */
export const INSTALLMENT_TEXT = 'or {count} interest-free payments of {amount}';
/** Library string (the spec quotes none): an order outside the plan's limits. */
export const INSTALLMENT_RANGE_TEXT = 'Interest-free payments available for orders from {minimum} to {maximum}';

/** An interest-free installment plan; amounts in minor units of the order's currency. */
export interface InstallmentPlan {
  /** Number of payments, a whole number of at least 2. */
  installments: number;
  /** Smallest order total the plan accepts, inclusive. */
  minimum: number;
  /** Largest order total the plan accepts, inclusive. */
  maximum: number;
}

/**
 * The installment line under a price (shopper spec, constants and limits): within the plan's limits the amount of each
 * payment (rounded up to the minor unit, so no payment is more than shown); outside them, the limits.
 */
export function installmentText(
  total: Money,
  plan: InstallmentPlan,
  options: Omit<FormatMoneyOptions, 'currency'> = {},
): string {
  const { installments, minimum, maximum } = plan;
  if (!Number.isSafeInteger(installments) || installments < 2) {
    throw new RangeError(`An installment plan needs a whole number of at least 2 payments, received ${String(installments)}.`);
  }
  if (!Number.isSafeInteger(minimum) || !Number.isSafeInteger(maximum) || minimum < 0 || maximum < minimum) {
    throw new RangeError(`Installment limits must be whole minor units with 0 ≤ minimum ≤ maximum, received ${String(minimum)} and ${String(maximum)}.`);
  }
  const money = (value: number) => formatMoney({ value, currency: total.currency }, options);
  if (total.value < minimum || total.value > maximum) {
    return interpolate(INSTALLMENT_RANGE_TEXT, { minimum: money(minimum), maximum: money(maximum) });
  }
  // Integer division with the remainder kept apart: exact for every safe integer, unlike Math.ceil(a / b).
  const remainder = total.value % installments;
  const each = (total.value - remainder) / installments + (remainder > 0 ? 1 : 0);
  return interpolate(INSTALLMENT_TEXT, { count: installments, amount: money(each) });
}
