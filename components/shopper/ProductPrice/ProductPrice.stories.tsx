import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  canvasTote,
  ceramicMugSet,
  fieldGuideEbook,
  giftCard,
  leatherJournal,
  linenShirt,
  matchaTin,
  woolScarf,
} from '../../../mocks/fixtures/catalogue.ts';
import { ProductPrice } from './ProductPrice.tsx';

const meta = {
  title: 'Shopper/ProductPrice',
  component: ProductPrice,
  args: { product: linenShirt },
} satisfies Meta<typeof ProductPrice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In stock, not on sale, one price: just the price. */
export const Regular: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$68.00')).toBeVisible();
    await expect(canvasElement.querySelector('[data-vitrine="product-badge"]')).toBeNull();
  },
};

/** One price on sale: the sale price, the original struck through, and the sale badge. */
export const OnSale: Story = {
  args: { product: canvasTote },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$29.00')).toBeVisible();
    await expect(canvas.getByText('$42.00').closest('s')).not.toBeNull();
    await expect(canvas.getByText('sale')).toHaveAttribute('data-status', 'on-sale');
  },
};

/** Every variant at zero stock: the sold-out badge. */
export const SoldOut: Story = {
  args: { product: woolScarf },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('sold out')).toHaveAttribute('data-status', 'sold-out');
  },
};

/** Sold out and on sale at once: sold out wins, the sale price still shows. */
export const SoldOutAndOnSale: Story = {
  args: { product: ceramicMugSet },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('sold out')).toBeVisible();
    await expect(canvas.queryByText('sale')).toBeNull();
    await expect(canvas.getByText('$36.00')).toBeVisible();
  },
};

/** The merchant's own sold-out wording replaces the site string. */
export const CustomSoldOutText: Story = {
  args: { product: woolScarf, customSoldOutText: 'Back in autumn' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Back in autumn')).toBeVisible();
  },
};

/** Variants at different prices: a "from" price with the lowest one. */
export const VariedPrices: Story = {
  args: { product: leatherJournal },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('from $24.00')).toBeVisible();
  },
};

/** A digital product: priced by itself, never sold out. */
export const Digital: Story = {
  args: { product: fieldGuideEbook },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$15.00')).toBeVisible();
    await expect(canvasElement.querySelector('[data-vitrine="product-badge"]')).toBeNull();
  },
};

/** A gift card: its denominations make a "from" price; never a badge. */
export const GiftCard: Story = {
  args: { product: giftCard },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('from $25.00')).toBeVisible();
    await expect(canvasElement.querySelector('[data-vitrine="product-badge"]')).toBeNull();
  },
};

/** A zero-decimal currency. */
export const Yen: Story = {
  name: 'JPY',
  args: { product: matchaTin },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('¥3,240')).toBeVisible();
  },
};

/** The site's localized strings replace the badge wording. */
export const LocalizedBadge: Story = {
  args: { product: canvasTote },
  parameters: { localizedStrings: { productSaleText: 'soldes' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('soldes')).toBeVisible();
  },
};
