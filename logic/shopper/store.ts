/**
 * The builder side of the store (rendering spec, validation rules, constants and limits; shopper spec, constants and limits): the url id of a new store
 * collection and the interest-free installment text.
 */
import { formatMinorUnits, type Money } from './money.ts';
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

/** The installment line's wording, as localized-string defaults (library strings: the spec names the rule, not the words). */
export const INSTALLMENT_STRINGS = {
  /** Library string: within the plan's limits; {count} payments of {amount} each. */
  installmentText: INSTALLMENT_TEXT,
  /** Library string: outside the plan's limits; {minimum} and {maximum} are the order amounts it accepts. */
  installmentRangeText: INSTALLMENT_RANGE_TEXT,
} as const;

/** The strings the installment line is worded with. */
export type InstallmentStrings = Readonly<Record<keyof typeof INSTALLMENT_STRINGS, string>>;

/** An interest-free installment plan; amounts in minor units of the order's currency. */
export interface InstallmentPlan {
  /** Number of payments, a whole number of at least 2. */
  installments: number;
  /** Smallest order total the plan accepts, inclusive. */
  minimum: number;
  /** Largest order total the plan accepts, inclusive. */
  maximum: number;
}

/** Where an order total sits against a plan's limits: the line words each case its own way. */
export type InstallmentPlacement = 'below' | 'within' | 'above';

/** `'below'` the plan's minimum, `'above'` its maximum, else `'within'` (both limits included). */
export function installmentPlacement(total: Money, plan: InstallmentPlan): InstallmentPlacement {
  if (total.value < plan.minimum) return 'below';
  return total.value > plan.maximum ? 'above' : 'within';
}

/** A plan that makes sense: a whole number of at least 2 payments and whole limits with 0 ≤ minimum ≤ maximum. */
export function isInstallmentPlan(plan: InstallmentPlan): boolean {
  const { installments, minimum, maximum } = plan;
  return Number.isSafeInteger(installments) && installments >= 2 && Number.isSafeInteger(minimum) && Number.isSafeInteger(maximum) && minimum >= 0 && maximum >= minimum;
}

/**
 * The installment line under a price (shopper spec, constants and limits): within the plan's limits the amount of each
 * payment (rounded up to the minor unit, so no payment is more than shown); outside them, the limits.
 * Amounts through `format` (the page's money format: `moneyFormatter(websiteMoneyFormat(website, locale))`),
 * the native style by default.
 */
export function installmentText(
  total: Money,
  plan: InstallmentPlan,
  format: (money: Money) => string = formatMinorUnits,
  strings: InstallmentStrings = INSTALLMENT_STRINGS,
): string {
  const { installments, minimum, maximum } = plan;
  if (!Number.isSafeInteger(installments) || installments < 2) {
    throw new RangeError(`An installment plan needs a whole number of at least 2 payments, received ${String(installments)}.`);
  }
  if (!isInstallmentPlan(plan)) {
    throw new RangeError(`Installment limits must be whole minor units with 0 ≤ minimum ≤ maximum, received ${String(minimum)} and ${String(maximum)}.`);
  }
  const money = (value: number) => format({ value, currency: total.currency });
  if (installmentPlacement(total, plan) !== 'within') {
    return interpolate(strings.installmentRangeText, { minimum: money(minimum), maximum: money(maximum) });
  }
  // Integer division with the remainder kept apart: exact for every safe integer, unlike Math.ceil(a / b).
  const remainder = total.value % installments;
  const each = (total.value - remainder) / installments + (remainder > 0 ? 1 : 0);
  return interpolate(strings.installmentText, { count: installments, amount: money(each) });
}
