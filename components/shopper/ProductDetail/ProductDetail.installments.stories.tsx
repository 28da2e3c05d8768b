import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CartProvider } from '../../../hooks/shopper/useCart.tsx';
import { MoneyFormatProvider } from '../../../hooks/shopper/MoneyFormatProvider.tsx';
import { coffeeSubscription, linenShirt } from '../../../mocks/fixtures/catalogue.ts';
import { withImages } from '../../../mocks/fixtures/images.ts';
import { ProductDetail } from './ProductDetail.tsx';

/** Four interest-free payments on orders from $35.00 to $1,000.00. */
const plan = { installments: 4, minimum: 3500, maximum: 100000 };

const meta = {
  title: 'Shopper/ProductDetail/Installments',
  component: ProductDetail,
  args: { product: withImages(linenShirt), installmentPlan: plan },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <CartProvider>
        <div style={{ padding: 16, maxWidth: 1100 }}>{Story()}</div>
      </CartProvider>
    ),
  ],
} satisfies Meta<typeof ProductDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

const line = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-vitrine="installment-text"]');

/** The $68.00 shirt inside the plan's range: four payments of $17.00 under its price. */
export const InsideTheRange: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('or 4 interest-free payments of $17.00')).toBeVisible();
  },
};

/** A plan from $100.00: the shirt is below it, so the line names the plan's range. */
export const BelowTheRange: Story = {
  args: { installmentPlan: { installments: 4, minimum: 10000, maximum: 100000 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Interest-free payments available for orders from $100.00 to $1,000.00')).toBeVisible();
    await expect(line(canvasElement)).toHaveAttribute('data-placement', 'below');
  },
};

/** A plan up to $50.00: the shirt is above it. */
export const AboveTheRange: Story = {
  args: { installmentPlan: { installments: 4, minimum: 1000, maximum: 5000 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Interest-free payments available for orders from $10.00 to $50.00')).toBeVisible();
    await expect(line(canvasElement)).toHaveAttribute('data-placement', 'above');
  },
};

/** A subscription bills on its own schedule: no installment line. */
export const Subscription: Story = {
  args: { product: withImages(coffeeSubscription) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-vitrine="subscription-price"]')).not.toBeNull();
    await expect(line(canvasElement)).toBeNull();
  },
};

/** A German website with useCLDRMoneyFormat on (rendering spec, entities Website): price and payments in the locale's money format. */
export const LocaleMoneyFormat: Story = {
  decorators: [(Story) => <MoneyFormatProvider website={{ useCLDRMoneyFormat: true }} locale="de-DE">{Story()}</MoneyFormatProvider>],
  play: async ({ canvasElement }) => {
    const price = canvasElement.querySelector('[data-vitrine="product-price"] [data-part="amount"]');
    await expect(price?.textContent).toBe('68,00\u00a0$');
    await expect(line(canvasElement)?.textContent).toBe('or 4 interest-free payments of 17,00\u00a0$');
  },
};
