import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '../../mocks/db.ts';
import { Storefront } from './Storefront.tsx';
import { storefrontArgs, withCart, slowly, cartIndicator } from './storefront.setup.tsx';

/** The storefront's collection page: the site's header with its cart indicator, and the collection's 24 products. */
const meta = {
  title: 'Pages/Collection page',
  component: Storefront,
  args: storefrontArgs('/shop'),
  decorators: [withCart],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Storefront>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement, title: string) => within(within(canvasElement).getByRole('article', { name: title }));

/** The collection page: the site's header with an empty cart indicator, the collection's heading and its 24 products. */
export const CollectionPage: Story = {
  name: 'Collection page',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Shop' })).getAllByRole('article')).toHaveLength(24);
    await waitFor(() => expect(cartIndicator(canvasElement)).toHaveAttribute('data-empty', 'true'));
    await expect(card(canvasElement, 'Wool Scarf').getByRole('button', { name: 'Sold Out' })).toBeDisabled();
    await expect(card(canvasElement, 'Wool Scarf').getByText('Back in autumn')).toBeVisible();
    await expect(card(canvasElement, 'Hand-Thrown Vase').getByText('Only 1 left — each one is thrown by hand')).toBeVisible();
  },
};

/** Added from the grid: the popover appears and the cart indicator counts the item and its price. */
export const AddedFromTheGrid: Story = {
  // Pictured at rest (scripts/visual/story-images.ts): the play ends amid the add's timed feedback ("Adding…", "Added!", the added-to-cart popover), which a loaded machine may or may not have reached.
  tags: ['looks-at-rest'],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(cartIndicator(canvasElement)).toHaveAttribute('data-state', 'ready'));
    await userEvent.click(card(canvasElement, 'Canvas Tote').getByRole('button', { name: 'Add To Cart' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', {}, slowly)).toHaveTextContent('Canvas Tote');
    await waitFor(() => expect(cartIndicator(canvasElement).querySelector('[data-part="badge"]')).toHaveTextContent('1'));
    await expect(cartIndicator(canvasElement).querySelector('[data-part="subtotal"]')).toHaveTextContent('$29.00');
    await expect(db.cart.entries.map((entry) => entry.chosenVariant.sku)).toEqual(['CT-1']);
  },
};

/** A product with options pressed on the grid: 'Select Option' on that card only. */
export const SelectOptionOnTheGrid: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(card(canvasElement, 'Linen Shirt').getByRole('button', { name: 'Add To Cart' }));
    await expect(card(canvasElement, 'Linen Shirt').getByRole('button', { name: 'Select Option' })).toBeVisible();
    await expect(card(canvasElement, 'Canvas Tote').getByRole('button', { name: 'Add To Cart' })).toBeVisible();
    await waitFor(() => expect(card(canvasElement, 'Linen Shirt').getByRole('button', { name: 'Add To Cart' })).toBeVisible(), slowly);
  },
};

/** A product's title opens its page, where reading starts. */
export const OpenAProduct: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Leather Journal' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Leather Journal' })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveFocus();
    await expect(canvas.getByRole('region', { name: 'You might also like' })).toBeVisible();
  },
};

/** Quick view on every card: each card's button shows its own product in the lightbox, and Escape closes it. */
export const QuickViewOnEveryCard: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const cards = within(within(canvasElement).getByRole('list', { name: 'Shop' })).getAllByRole('article');
    await expect(cards).toHaveLength(24);
    for (const article of cards) {
      const title = article.querySelector('h2')?.textContent ?? '';
      const button = within(article).getByRole('button', { name: 'Quick View' });
      await userEvent.click(button);
      await expect(await body.findByRole('dialog', { name: title }, slowly)).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
      await expect(button).toHaveFocus();
    }
  },
};

/** Added from a quick view: the add button inside it adds to the page's cart, and the cart indicator counts the item. */
export const AddedFromAQuickView: Story = {
  // Pictured at rest (scripts/visual/story-images.ts): the play ends amid the add's timed feedback ("Adding…", "Added!", the added-to-cart popover), which a loaded machine may or may not have reached.
  tags: ['looks-at-rest'],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(cartIndicator(canvasElement)).toHaveAttribute('data-state', 'ready'));
    await userEvent.click(card(canvasElement, 'Canvas Tote').getByRole('button', { name: 'Quick View' }));
    const dialog = await body.findByRole('dialog', { name: 'Canvas Tote' }, slowly);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add To Cart' }, slowly));
    await waitFor(() => expect(cartIndicator(canvasElement).querySelector('[data-part="badge"]')).toHaveTextContent('1'), slowly);
    await expect(db.cart.entries.map((entry) => entry.chosenVariant.sku)).toEqual(['CT-1']);
  },
};

/** A product with options added from its quick view: the sizes and colours chosen there are what goes in the cart. */
export const OptionsChosenInAQuickView: Story = {
  // Pictured at rest (scripts/visual/story-images.ts): the play ends amid the add's timed feedback ("Adding…", "Added!", the added-to-cart popover), which a loaded machine may or may not have reached.
  tags: ['looks-at-rest'],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(cartIndicator(canvasElement)).toHaveAttribute('data-state', 'ready'));
    await userEvent.click(card(canvasElement, 'Linen Shirt').getByRole('button', { name: 'Quick View' }));
    const dialog = await body.findByRole('dialog', { name: 'Linen Shirt' }, slowly);
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Size' }), 'Large');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Color' }), 'Navy');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add To Cart' }, slowly));
    await waitFor(() => expect(cartIndicator(canvasElement).querySelector('[data-part="badge"]')).toHaveTextContent('2'), slowly);
    await expect(db.cart.entries.map((entry) => [entry.chosenVariant.sku, entry.quantity])).toEqual([['LS-L-NAVY', 2]]);
  },
};
