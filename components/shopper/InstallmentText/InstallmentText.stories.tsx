import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LocalizedStringsProvider } from '../../../hooks/shared/LocalizedStringsProvider.tsx';
import { MoneyFormatProvider } from '../../../hooks/shopper/MoneyFormatProvider.tsx';
import { linenShirt } from '../../../mocks/fixtures/catalogue.ts';
import { ProductPrice } from '../ProductPrice/ProductPrice.tsx';
import { InstallmentText } from './InstallmentText.tsx';

/** Four interest-free payments on orders from $35.00 to $1,000.00. */
const plan = { installments: 4, minimum: 3500, maximum: 100000 };
const usd = (value: number) => ({ value, currency: 'USD' });

const meta = {
  title: 'Shopper/InstallmentText',
  component: InstallmentText,
  args: { total: usd(6800), plan },
} satisfies Meta<typeof InstallmentText>;

export default meta;
type Story = StoryObj<typeof meta>;

const line = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-vitrine="installment-text"]');

/** A price inside the plan's range: each payment, rounded up to the cent. */
export const InsideTheRange: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('or 4 interest-free payments of $17.00')).toBeVisible();
    await expect(line(canvasElement)).toHaveAttribute('data-placement', 'within');
  },
};

/** The plan's minimum and maximum are inside the range too. */
export const AtTheMinimum: Story = {
  args: { total: usd(3500) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('or 4 interest-free payments of $8.75')).toBeVisible();
  },
};

/** Below the minimum order amount: the amounts the plan accepts. */
export const BelowTheRange: Story = {
  args: { total: usd(2500) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Interest-free payments available for orders from $35.00 to $1,000.00')).toBeVisible();
    await expect(line(canvasElement)).toHaveAttribute('data-placement', 'below');
  },
};

/** Above the maximum order amount: the same limits. */
export const AboveTheRange: Story = {
  args: { total: usd(125000) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Interest-free payments available for orders from $35.00 to $1,000.00')).toBeVisible();
    await expect(line(canvasElement)).toHaveAttribute('data-placement', 'above');
  },
};

/** Under a product's price, as a product page shows it. */
export const UnderAPrice: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 4 }}>
      <ProductPrice product={linenShirt} showBadge={false} />
      <InstallmentText {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$68.00')).toBeVisible();
    await expect(canvas.getByText('or 4 interest-free payments of $17.00')).toBeVisible();
  },
};

/** A website with useCLDRMoneyFormat on, in German: the payments in the locale's money format. */
export const LocaleMoneyFormat: Story = {
  args: { total: { value: 6800, currency: 'EUR' } },
  decorators: [(Story) => <MoneyFormatProvider website={{ useCLDRMoneyFormat: true }} locale="de-DE">{Story()}</MoneyFormatProvider>],
  play: async ({ canvasElement }) => {
    // The locale's own format, its space a no-break one.
    await expect(line(canvasElement)?.textContent).toBe('or 4 interest-free payments of 17,00\u00a0€');
  },
};

/** The site words it its own way. */
export const Localized: Story = {
  args: { total: usd(2500) },
  decorators: [
    (Story) => (
      <LocalizedStringsProvider strings={{ installmentRangeText: 'Paiement en plusieurs fois sans frais de {minimum} à {maximum}' }}>
        {Story()}
      </LocalizedStringsProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(line(canvasElement)).toHaveTextContent('Paiement en plusieurs fois sans frais de $35.00 à $1,000.00');
  },
};

/** A plan that makes no sense (one payment): nothing shows. */
export const NoPlan: Story = {
  args: { plan: { installments: 1, minimum: 0, maximum: 100000 } },
  play: async ({ canvasElement }) => {
    await expect(line(canvasElement)).toBeNull();
  },
};
