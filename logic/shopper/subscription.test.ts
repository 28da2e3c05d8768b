import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SubscriptionPlan } from './product.ts';
import { subscriptionPrice, subscriptionWording } from './subscription.ts';

type Unit = SubscriptionPlan['billingPeriod']['unit'];
const plan = (value: number, unit: Unit, numBillingCycles = 0): SubscriptionPlan => ({ billingPeriod: { value, unit }, numBillingCycles });

describe('rendering spec, states Subscription price wording: the period', () => {
  it('says one unit without a number and several with one', () => {
    expect(subscriptionWording(plan(1, 'WEEK'))).toBe('every week');
    expect(subscriptionWording(plan(2, 'WEEK'))).toBe('every 2 weeks');
    expect(subscriptionWording(plan(1, 'MONTH'))).toBe('every month');
    expect(subscriptionWording(plan(3, 'MONTH'))).toBe('every 3 months');
    expect(subscriptionWording(plan(1, 'YEAR'))).toBe('every year');
    expect(subscriptionWording(plan(2, 'YEAR'))).toBe('every 2 years');
  });

  it('reads the unit in lower case as well (rendering spec, entities)', () => {
    expect(subscriptionWording(plan(1, 'week'))).toBe('every week');
    expect(subscriptionWording(plan(6, 'month', 2))).toBe('every 6 months for 1 year');
    expect(subscriptionWording(plan(1, 'year', 3))).toBe('every year for 3 years');
  });

  it('is indefinite at 0 cycles', () => {
    expect(subscriptionWording(plan(1, 'MONTH', 0))).toBe('every month');
  });
});

describe('rendering spec, states Subscription price wording: the duration', () => {
  it('follows a finite plan with value × cycles', () => {
    expect(subscriptionWording(plan(1, 'MONTH', 6))).toBe('every month for 6 months');
    expect(subscriptionWording(plan(1, 'WEEK', 1))).toBe('every week for 1 week');
    expect(subscriptionWording(plan(1, 'MONTH', 1))).toBe('every month for 1 month');
    expect(subscriptionWording(plan(2, 'WEEK', 13))).toBe('every 2 weeks for 26 weeks');
  });

  it('says a whole number of years in years: 12 months and 52 weeks a year (shopper spec, constants and limits)', () => {
    expect(subscriptionWording(plan(1, 'MONTH', 12))).toBe('every month for 1 year');
    expect(subscriptionWording(plan(1, 'MONTH', 11))).toBe('every month for 11 months');
    expect(subscriptionWording(plan(1, 'MONTH', 13))).toBe('every month for 13 months');
    expect(subscriptionWording(plan(3, 'MONTH', 8))).toBe('every 3 months for 2 years');
    expect(subscriptionWording(plan(1, 'WEEK', 52))).toBe('every week for 1 year');
    expect(subscriptionWording(plan(2, 'WEEK', 52))).toBe('every 2 weeks for 2 years');
    expect(subscriptionWording(plan(1, 'WEEK', 53))).toBe('every week for 53 weeks');
  });

  it('keeps the billing unit when asked', () => {
    expect(subscriptionWording(plan(2, 'WEEK', 52), { keepUnit: true })).toBe('every 2 weeks for 104 weeks');
    expect(subscriptionWording(plan(1, 'MONTH', 12), { keepUnit: true })).toBe('every month for 12 months');
    expect(subscriptionWording(plan(1, 'YEAR', 2), { keepUnit: true })).toBe('every year for 2 years');
  });
});

describe('rendering spec, states Subscription price wording: no pattern', () => {
  it('gives Unavailable for zero, negative or fractional values, unknown units and bad cycles', () => {
    const bad: unknown[] = [
      plan(0, 'WEEK'),
      plan(-1, 'MONTH'),
      plan(1.5, 'MONTH'),
      plan(1, 'DAY' as Unit),
      plan(1, '' as Unit),
      plan(1, 'MONTH', 2.5),
      plan(1, 'MONTH', -1),
      plan(1, 'MONTH', Number.NaN),
      plan(Number.POSITIVE_INFINITY, 'MONTH'),
      plan(2 ** 40, 'WEEK', 2 ** 20),
      { billingPeriod: { value: 1, unit: 'MONTH' } },
      { billingPeriod: null, numBillingCycles: 0 },
      { numBillingCycles: 0 },
      null,
      undefined,
      'every week',
    ];
    for (const value of bad) expect(subscriptionWording(value as SubscriptionPlan)).toBe('Unavailable');
  });

  it('never throws, and says Unavailable or starts with "every"', () => {
    const anyPlan = fc.oneof(
      fc.anything(),
      fc.record({
        billingPeriod: fc.record({ value: fc.oneof(fc.integer(), fc.double()), unit: fc.oneof(fc.constantFrom('WEEK', 'month', 'Year', 'DAY'), fc.string()) }),
        numBillingCycles: fc.oneof(fc.integer(), fc.double(), fc.constant(0)),
      }),
    );
    fc.assert(
      fc.property(anyPlan, fc.boolean(), (value, keepUnit) => {
        const wording = subscriptionWording(value as SubscriptionPlan, { keepUnit });
        expect(wording === 'Unavailable' || wording.startsWith('every ')).toBe(true);
      }),
    );
  });
});

describe('rendering spec, states Subscription price line', () => {
  it('joins the formatted price and the wording', () => {
    expect(subscriptionPrice({ value: 1800, currency: 'USD' }, plan(2, 'WEEK', 26))).toBe('$18.00 every 2 weeks for 1 year');
    expect(subscriptionPrice(500, plan(1, 'MONTH'), { currency: 'JPY' })).toBe('¥500 every month');
    expect(subscriptionPrice({ decimalValue: '9.5', currencyCode: 'EUR' }, plan(1, 'MONTH', 12), { keepUnit: true })).toBe('€9.50 every month for 12 months');
  });

  it('shows Unavailable alone for a plan with no wording', () => {
    expect(subscriptionPrice(1800, plan(0, 'WEEK'))).toBe('Unavailable');
  });
});
