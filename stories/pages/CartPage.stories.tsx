import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createApiClient } from '../../api/client.ts';
import { canvasTote, linenShirt } from '../../mocks/fixtures/catalogue.ts';
import { leatherTravelKit } from '../../mocks/fixtures/collection.ts';
import { website } from '../../mocks/fixtures/site.ts';
import { Storefront } from './Storefront.tsx';
import { storefrontArgs, withCart, cartBadgeOf } from './storefront.setup.tsx';

const client = createApiClient({ fetch: (input, init) => fetch(input, init), baseUrl: '', getCookie: () => undefined });

/** A loader that fills the mock backend's cart through the API before the page opens: a shirt, two totes and a monogrammed kit. */
const filledCart = async () => {
  await client.cart.addEntry({ itemId: linenShirt.id, sku: 'LS-M-SAND', quantity: 1 });
  await client.cart.addEntry({ itemId: canvasTote.id, sku: 'CT-1', quantity: 2 });
  await client.cart.addEntry({ itemId: leatherTravelKit.id, sku: 'LTK-1', quantity: 1, additionalFields: { 'monogram-initials': 'AL', 'monogram-thread': 'Gold' } });
  return {};
};

const meta = {
  title: 'Pages/Cart page',
  component: Storefront,
  args: storefrontArgs('/cart'),
  decorators: [withCart],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Storefront>;

export default meta;
type Story = StoryObj<typeof meta>;


/** The cart page of a filled cart: its entries, the indicator counting 4 items, and the editable monogram. */
export const CartPage: Story = {
  name: 'Cart page',
  loaders: [filledCart],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const title of ['Linen Shirt', 'Canvas Tote', 'Leather Travel Kit']) {
      await expect(await canvas.findByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    await waitFor(() => expect(cartBadgeOf(canvasElement)).toHaveTextContent('4'));
    await expect(canvas.getByRole('button', { name: 'Edit Details for Leather Travel Kit' })).toBeVisible();
  },
};

/** An empty cart. */
export const EmptyCart: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your cart is empty.')).toBeVisible();
  },
};

/** Back to the shop through the site's name in the header. */
export const BackToTheShop: Story = {
  loaders: [filledCart],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: website.title }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    await waitFor(() => expect(cartBadgeOf(canvasElement)).toHaveTextContent('4'));
  },
};
