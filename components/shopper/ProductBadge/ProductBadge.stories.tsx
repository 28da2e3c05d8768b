import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { canvasTote, ceramicMugSet, linenShirt, woolScarf } from '../../../mocks/fixtures/catalogue.ts';
import { ProductBadge } from './ProductBadge.tsx';
import { drawsNothing } from '../../../stories/shared/storyNote.tsx';

const meta = {
  title: 'Shopper/ProductBadge',
  component: ProductBadge,
  args: { product: canvasTote },
} satisfies Meta<typeof ProductBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On sale. */
export const Sale: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('sale')).toBeVisible();
  },
};

/** Sold out. */
export const SoldOut: Story = {
  args: { product: woolScarf },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('sold out')).toBeVisible();
  },
};

/** Sold out wins over sale. */
export const SoldOutWinsOverSale: Story = {
  args: { product: ceramicMugSet },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('sold out')).toBeVisible();
  },
};

/** Neither sold out nor on sale: nothing is rendered. */
export const NoBadge: Story = {
  decorators: [drawsNothing('the product is neither sold out nor on sale.')],
  args: { product: linenShirt },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-vitrine="product-badge"]')).toBeNull();
  },
};
