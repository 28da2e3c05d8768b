import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '../../mocks/db.ts';
import { fakeCaptcha } from '../../mocks/fixtures/captcha.ts';
import { Storefront } from './Storefront.tsx';
import { storefrontArgs, withCart, slowly, cartIndicator, cartBadgeOf } from './storefront.setup.tsx';

/** The collection the product pages belong to (the collection page's 24 products). */
const meta = {
  title: 'Pages/Product page',
  component: Storefront,
  args: storefrontArgs('/shop/p/linen-shirt'),
  decorators: [withCart],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Storefront>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The product's own purchase controls (the related products have add buttons too). */
const purchase = (canvasElement: HTMLElement) => {
  const column = canvasElement.querySelector<HTMLElement>('[data-vitrine="product-detail"] [data-part="purchase"]');
  if (!column) throw new Error('No purchase column.');
  return within(column);
};

/** The Linen Shirt's page: gallery, options, quantity, add button, related products, and the cart indicator. */
export const ProductPage: Story = {
  name: 'Product page',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Linen Shirt' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Linen Shirt' })).toHaveAttribute('data-vitrine', 'product-gallery');
    await expect(within(canvas.getByRole('region', { name: 'You might also like' })).getAllByRole('article')).toHaveLength(4);
    await waitFor(() => expect(cartIndicator(canvasElement)).toHaveAttribute('data-empty', 'true'));
  },
};

/** End to end: pick a size and colour and two of them, add, see the popover and the indicator count 2, then open the cart page. */
export const PickAddAndOpenTheCart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(cartIndicator(canvasElement)).toHaveAttribute('data-state', 'ready'));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Size' }), 'Large');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Color' }), 'Navy');
    await expect(canvas.getByText('Only 7 left in stock')).toBeVisible();
    const quantity = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await userEvent.click(purchase(canvasElement).getByRole('button', { name: 'Add To Cart' }));
    await expect(await body.findByRole('dialog', {}, slowly)).toHaveTextContent('Linen Shirt');
    await waitFor(() => expect(cartBadgeOf(canvasElement)).toHaveTextContent('2'));
    await expect(db.cart.entries.map((entry) => [entry.chosenVariant.sku, entry.quantity])).toEqual([['LS-L-NAVY', 2]]);
    await userEvent.click(within(cartIndicator(canvasElement)).getByRole('link', { name: /View Cart/ }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Linen Shirt' }, slowly)).toBeVisible();
    await expect(canvasElement.querySelector('[data-vitrine="storefront"]')).toHaveAttribute('data-path', '/cart');
  },
};

/** A sold-out product's page: the merchant's sold-out wording, 'Sold Out' disabled, the restock form with the opt-in checked and the captcha to solve. */
export const SoldOutProductPage: Story = {
  args: { initialPath: '/shop/p/wool-scarf' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Sold Out' })).toBeDisabled();
    await expect(canvas.getByText('Back in autumn')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Sign up for news and updates' })).toBeChecked();
    const captcha = canvas.getByRole('group', { name: 'CAPTCHA' });
    await expect(captcha).toBeVisible();
    // The site's captcha key draws the provider's widget (the mock backend's stand-in), not solved yet.
    await expect(await within(captcha).findByRole('checkbox', { name: fakeCaptcha.checkboxLabel }, slowly)).not.toBeChecked();
  },
};

/** A product with a form to fill in first (the monogram), added with its answers. */
export const ProductWithDetails: Story = {
  // Pictured at rest (scripts/visual/story-images.ts): the play ends amid the add's timed feedback ("Adding…", "Added!", the added-to-cart popover), which a loaded machine may or may not have reached.
  tags: ['looks-at-rest'],
  args: { initialPath: '/shop/p/leather-travel-kit' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(purchase(canvasElement).getByRole('button', { name: 'Add To Cart' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Details' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Monogram' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Initials/ }), 'AL');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Thread/ }), 'Silver');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(purchase(canvasElement).getByRole('button', { name: 'Add To Cart' })).toBeEnabled());
    await userEvent.click(purchase(canvasElement).getByRole('button', { name: 'Add To Cart' }));
    await waitFor(() => expect(db.cart.entries[0]?.additionalFields).toEqual({ 'monogram-initials': 'AL', 'monogram-thread': 'Silver' }), slowly);
  },
};

/** The last one of a hand-made vase: the merchant's scarcity message. */
export const LastOneLeft: Story = {
  args: { initialPath: '/shop/p/hand-thrown-vase' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Only 1 left — each one is thrown by hand')).toBeVisible();
  },
};
