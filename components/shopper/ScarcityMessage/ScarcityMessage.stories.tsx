import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Variant } from '../../../logic/shopper/product.ts';
import { fieldGuideEbook, linenShirt } from '../../../mocks/fixtures/catalogue.ts';
import { handThrownVase } from '../../../mocks/fixtures/collection.ts';
import { ScarcityMessage } from './ScarcityMessage.tsx';
import { drawsNothing } from '../../../stories/shared/storyNote.tsx';

const meta = {
  title: 'Shopper/ScarcityMessage',
  component: ScarcityMessage,
  args: {
    product: handThrownVase,
    merchandising: { scarcityEnabled: true, scarcityShownByDefault: true, scarcityText: 'Only {quantity} left — each one is thrown by hand' },
  },
} satisfies Meta<typeof ScarcityMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

function variantOf(sku: string): Variant {
  const found = linenShirt.variants.find((variant) => variant.sku === sku);
  if (!found) throw new Error(`No variant ${sku} in the fixture.`);
  return found;
}

const message = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-vitrine="scarcity-message"]');

/** Enabled and shown by default: the merchant's text with the units left. */
export const MerchantText: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Only 1 left — each one is thrown by hand')).toBeVisible();
    await expect(message(canvasElement)).toHaveAttribute('data-view', 'productDetail');
  },
};

/** The merchant gave no text: the library's wording, counting every unit of the product. */
export const LibraryText: Story = {
  args: { product: linenShirt, merchandising: { scarcityEnabled: true, scarcityShownByDefault: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Only 25 left in stock')).toBeVisible();
  },
};

/** A variant is chosen: its own units are counted. */
export const ChosenVariant: Story = {
  args: { product: linenShirt, variant: variantOf('LS-L-SAND'), merchandising: { scarcityEnabled: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Only 2 left in stock')).toBeVisible();
  },
};

/** The site's own wording of the message (localized strings). */
export const SiteWording: Story = {
  args: { product: linenShirt, variant: variantOf('LS-S-SAND'), merchandising: { scarcityEnabled: true } },
  parameters: { localizedStrings: { productScarcityText: 'Plus que {quantity} en stock' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Plus que 4 en stock')).toBeVisible();
  },
};

/** In a product list, when the merchant shows scarcity there. */
export const InList: Story = {
  args: {
    view: 'productItem',
    merchandising: { scarcityEnabled: true, scarcityShownByDefault: true, scarcityTemplateViews: ['productItem'], scarcityText: 'Last one!' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Last one!')).toBeVisible();
    await expect(message(canvasElement)).toHaveAttribute('data-view', 'productItem');
  },
};

/** Scarcity not enabled: nothing, even for the last unit. */
export const NotEnabled: Story = {
  decorators: [drawsNothing('the store has not turned the low-stock message on.')],
  args: { merchandising: { scarcityShownByDefault: true, scarcityText: 'Only {quantity} left!' } },
  play: async ({ canvasElement }) => {
    await expect(message(canvasElement)).toBeNull();
  },
};

/** Nothing chosen and not shown by default: nothing until the shopper picks a variant. */
export const NotShownByDefault: Story = {
  decorators: [drawsNothing('no variant is chosen yet and the message is not shown by default.')],
  args: { product: linenShirt, merchandising: { scarcityEnabled: true } },
  play: async ({ canvasElement }) => {
    await expect(message(canvasElement)).toBeNull();
  },
};

/** A view the merchant left out: nothing. */
export const OtherView: Story = {
  decorators: [drawsNothing('the store shows the message on other views than this one.')],
  args: { view: 'quickView', merchandising: { scarcityEnabled: true, scarcityShownByDefault: true, scarcityTemplateViews: ['productDetail'] } },
  play: async ({ canvasElement }) => {
    await expect(message(canvasElement)).toBeNull();
  },
};

/** Unlimited stock (a digital product), or a sold-out choice: no count to show, so nothing. */
export const NoCount: Story = {
  decorators: [drawsNothing('the stock has no count to show (unlimited, or the choice is sold out).')],
  args: { product: fieldGuideEbook, merchandising: { scarcityEnabled: true, scarcityShownByDefault: true } },
  play: async ({ canvasElement }) => {
    await expect(message(canvasElement)).toBeNull();
  },
};
