import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Product } from '../../../logic/shopper/product.ts';
import { LocalizedStringsProvider } from '../../../hooks/shared/LocalizedStringsProvider.tsx';
import { coffeeSubscription } from '../../../mocks/fixtures/catalogue.ts';
import { SubscriptionPrice } from './SubscriptionPrice.tsx';

const meta = {
  title: 'Shopper/SubscriptionPrice',
  component: SubscriptionPrice,
  args: { product: coffeeSubscription },
} satisfies Meta<typeof SubscriptionPrice>;

export default meta;
type Story = StoryObj<typeof meta>;

function withPlan(value: number, unit: 'WEEK' | 'MONTH' | 'YEAR', numBillingCycles: number): Product {
  return { ...coffeeSubscription, subscriptionPlan: { billingPeriod: { value, unit }, numBillingCycles } };
}

const text = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-vitrine="subscription-price"]')?.textContent;

/** Every 2 weeks for 13 cycles: the price, then how often and how long (26 weeks is not whole years). */
export const EveryTwoWeeks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$18.00')).toHaveAttribute('data-part', 'amount');
    await expect(canvas.getByText('every 2 weeks for 26 weeks')).toHaveAttribute('data-part', 'wording');
    await expect(text(canvasElement)).toBe('$18.00 every 2 weeks for 26 weeks');
  },
};

/** Monthly for 12 cycles: a whole number of years is said in years. */
export const MonthlyForAYear: Story = {
  args: { product: withPlan(1, 'MONTH', 12) },
  play: async ({ canvasElement }) => {
    await expect(text(canvasElement)).toBe('$18.00 every month for 1 year');
  },
};

/** The same plan with the unit kept: "for 12 months". */
export const KeepUnit: Story = {
  args: { product: withPlan(1, 'MONTH', 12), keepUnit: true },
  play: async ({ canvasElement }) => {
    await expect(text(canvasElement)).toBe('$18.00 every month for 12 months');
  },
};

/** 0 billing cycles: indefinite, no duration. */
export const Indefinite: Story = {
  args: { product: withPlan(1, 'WEEK', 0) },
  play: async ({ canvasElement }) => {
    await expect(text(canvasElement)).toBe('$18.00 every week');
  },
};

/** Every 2 years for 3 cycles: "for 6 years". */
export const Yearly: Story = {
  args: { product: withPlan(2, 'YEAR', 3) },
  play: async ({ canvasElement }) => {
    await expect(text(canvasElement)).toBe('$18.00 every 2 years for 6 years');
  },
};

/** A plan that matches no pattern: "Unavailable" alone, never a bare one-off price. */
export const Unavailable: Story = {
  args: { product: withPlan(0, 'MONTH', 1) },
  play: async ({ canvasElement }) => {
    await expect(text(canvasElement)).toBe('Unavailable');
    await expect(within(canvasElement).queryByText('$18.00')).toBeNull();
  },
};

const priced: Product = {
  ...coffeeSubscription,
  variants: coffeeSubscription.variants.map((variant, index) => ({ ...variant, priceMoney: { value: 1800 + index * 400, currency: 'USD' } })),
};

/** Variants at different prices and none chosen: a "from" price. */
export const VariedPrices: Story = {
  args: { product: priced },
  play: async ({ canvasElement }) => {
    await expect(text(canvasElement)).toBe('from $18.00 every 2 weeks for 26 weeks');
  },
};

/** A chosen variant: its own price. */
export const ChosenVariant: Story = {
  args: { product: priced, variant: priced.variants[1] },
  play: async ({ canvasElement }) => {
    await expect(text(canvasElement)).toBe('$22.00 every 2 weeks for 26 weeks');
  },
};

/** The site's own wording of the plan and of the price line (here the wording first): "tous les 2 semaines pendant 26 semaines : $18.00". */
export const Localized: Story = {
  decorators: [
    (Story) => (
      <LocalizedStringsProvider
        strings={{
          subscriptionEveryText: 'tous les {period}',
          subscriptionForText: 'pendant {duration}',
          subscriptionWeekText: 'semaine',
          subscriptionWeeksText: 'semaines',
          subscriptionPriceText: '{wording} : {price}',
        }}
      >
        {Story()}
      </LocalizedStringsProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(text(canvasElement)).toBe('tous les 2 semaines pendant 26 semaines : $18.00');
    await expect(within(canvasElement).getByText('$18.00')).toHaveAttribute('data-part', 'amount');
  },
};

/** A plan that matches no pattern, in the site's words. */
export const LocalizedUnavailable: Story = {
  args: { product: { ...coffeeSubscription, subscriptionPlan: { billingPeriod: { value: 0, unit: 'WEEK' }, numBillingCycles: 0 } } },
  decorators: [
    (Story) => <LocalizedStringsProvider strings={{ subscriptionUnavailableText: 'Indisponible' }}>{Story()}</LocalizedStringsProvider>,
  ],
  play: async ({ canvasElement }) => {
    await expect(text(canvasElement)).toBe('Indisponible');
    await expect(canvasElement.querySelector('[data-vitrine="subscription-price"]')).toHaveAttribute('data-available', 'false');
  },
};
