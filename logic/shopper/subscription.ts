/**
 * Subscription price wording (rendering spec, states, shopper spec, constants and limits): "every 2 weeks for 1 year" from a
 * billing plan, and the price line of a subscribable product.
 */
import { formatMoney, type DecimalMoney, type FormatMoneyOptions, type Money } from './money.ts';
import type { SubscriptionPlan } from './product.ts';
import { interpolate } from '../shared/interpolate.ts';
import type { LocalizedStrings } from '../shared/strings.ts';

/** The wording when a plan matches no pattern (rendering spec, states, error catalogue). */
export const SUBSCRIPTION_UNAVAILABLE = 'Unavailable';
/** How often the plan bills; `{period}` is "week" or "2 weeks". */
export const SUBSCRIPTION_EVERY = 'every {period}';
/** How long a finite plan lasts, after the period; `{duration}` is "6 months" or "1 year". */
export const SUBSCRIPTION_FOR = 'for {duration}';
/** A subscribable product's price line: the price, then the wording. */
export const SUBSCRIPTION_PRICE = '{price} {wording}';
/** Singular and plural names of the billing units. */
export const SUBSCRIPTION_UNIT_NAMES = {
  WEEK: { one: 'week', other: 'weeks' },
  MONTH: { one: 'month', other: 'months' },
  YEAR: { one: 'year', other: 'years' },
} as const;

/** Units in a year, to say a whole number of years in years (shopper spec, constants and limits: 52 weeks, 12 months). */
export const UNITS_PER_YEAR = { WEEK: 52, MONTH: 12, YEAR: 1 } as const;

type Unit = keyof typeof SUBSCRIPTION_UNIT_NAMES;

/** The strings a subscription is worded with: the templates and the units' singular and plural names. */
export type SubscriptionStrings = Pick<
  LocalizedStrings,
  | 'subscriptionUnavailableText'
  | 'subscriptionEveryText'
  | 'subscriptionForText'
  | 'subscriptionPriceText'
  | 'subscriptionWeekText'
  | 'subscriptionWeeksText'
  | 'subscriptionMonthText'
  | 'subscriptionMonthsText'
  | 'subscriptionYearText'
  | 'subscriptionYearsText'
>;

/** A unit's singular and plural names in the given strings. */
function unitNames(unit: Unit, strings: SubscriptionStrings): { one: string; other: string } {
  switch (unit) {
    case 'WEEK':
      return { one: strings.subscriptionWeekText, other: strings.subscriptionWeeksText };
    case 'MONTH':
      return { one: strings.subscriptionMonthText, other: strings.subscriptionMonthsText };
    case 'YEAR':
      return { one: strings.subscriptionYearText, other: strings.subscriptionYearsText };
  }
}

/** Options of {@link subscriptionWording}. */
export interface SubscriptionWordingOptions {
  /** Say the duration in the billing unit even when it is a whole number of years. @default false */
  keepUnit?: boolean;
}

function readUnit(unit: unknown): Unit | null {
  if (typeof unit !== 'string') return null;
  const upper = unit.toUpperCase();
  return upper === 'WEEK' || upper === 'MONTH' || upper === 'YEAR' ? upper : null;
}

function isPositiveWhole(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/** "week", "2 weeks" for the period; "1 week", "2 weeks" for a duration. */
function count(amount: number, names: { one: string; other: string }, sayOne: boolean): string {
  if (amount !== 1) return `${amount} ${names.other}`;
  return sayOne ? `1 ${names.one}` : names.one;
}

/** The plan's wording, or null when the plan matches no pattern. */
function planWording(plan: SubscriptionPlan | null | undefined, options: SubscriptionWordingOptions, strings: SubscriptionStrings): string | null {
  const period: unknown = plan !== null && typeof plan === 'object' ? plan.billingPeriod : undefined;
  if (period === null || typeof period !== 'object') return null;
  const value: unknown = 'value' in period ? period.value : undefined;
  const unit = readUnit('unit' in period ? period.unit : undefined);
  const cycles: unknown = plan?.numBillingCycles;
  if (!isPositiveWhole(value) || unit === null) return null;
  if (cycles !== 0 && !isPositiveWhole(cycles)) return null;

  const every = interpolate(strings.subscriptionEveryText, { period: count(value, unitNames(unit, strings), false) });
  if (cycles === 0) return every;
  const duration = value * cycles;
  if (!Number.isSafeInteger(duration)) return null;
  const perYear = UNITS_PER_YEAR[unit];
  const inYears = options.keepUnit !== true && duration % perYear === 0;
  const said = inYears ? count(duration / perYear, unitNames('YEAR', strings), true) : count(duration, unitNames(unit, strings), true);
  return `${every} ${interpolate(strings.subscriptionForText, { duration: said })}`;
}

/**
 * The wording of a billing plan: `every week`, `every 3 months`, and for a finite plan its duration,
 * in years when whole (`every month for 1 year`) unless `keepUnit`. `Unavailable` for anything else:
 * zero or negative or fractional values, an unknown unit, fractional or negative cycles. Worded with
 * `strings` (the site's localized strings; the spec's wording by default).
 */
export function subscriptionWording(
  plan: SubscriptionPlan | null | undefined,
  options: SubscriptionWordingOptions = {},
  strings: SubscriptionStrings = SUBSCRIPTION_STRINGS,
): string {
  return planWording(plan, options, strings) ?? strings.subscriptionUnavailableText;
}

/**
 * A subscribable product's price as its page shows it: `$18.00 every 2 weeks for 1 year`. A plan
 * that matches no pattern gives `Unavailable` alone, so a recurring price is never shown as one-off.
 */
export function subscriptionPrice(
  price: Money | DecimalMoney | number,
  plan: SubscriptionPlan | null | undefined,
  options: FormatMoneyOptions & SubscriptionWordingOptions = {},
  strings: SubscriptionStrings = SUBSCRIPTION_STRINGS,
): string {
  const wording = planWording(plan, options, strings);
  if (wording === null) return strings.subscriptionUnavailableText;
  return interpolate(strings.subscriptionPriceText, { price: formatMoney(price, options), wording });
}

/**
 * The subscription wording as localized-string defaults (rendering spec, states): a site may reword the
 * template and the unit names. Components read them through the localized strings.
 */
export const SUBSCRIPTION_STRINGS = {
  subscriptionUnavailableText: SUBSCRIPTION_UNAVAILABLE,
  subscriptionEveryText: SUBSCRIPTION_EVERY,
  subscriptionForText: SUBSCRIPTION_FOR,
  subscriptionPriceText: SUBSCRIPTION_PRICE,
  subscriptionWeekText: SUBSCRIPTION_UNIT_NAMES.WEEK.one,
  subscriptionWeeksText: SUBSCRIPTION_UNIT_NAMES.WEEK.other,
  subscriptionMonthText: SUBSCRIPTION_UNIT_NAMES.MONTH.one,
  subscriptionMonthsText: SUBSCRIPTION_UNIT_NAMES.MONTH.other,
  subscriptionYearText: SUBSCRIPTION_UNIT_NAMES.YEAR.one,
  subscriptionYearsText: SUBSCRIPTION_UNIT_NAMES.YEAR.other,
} as const;
