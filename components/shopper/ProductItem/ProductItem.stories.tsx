import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CartProvider } from '../../../hooks/shopper/useCart.tsx';
import { DEFAULT_LOCALIZED_STRINGS } from '../../../logic/shared/strings.ts';
import { db } from '../../../mocks/db.ts';
import { canvasTote, fieldGuideEbook, giftCard, leatherJournal, linenShirt, woolScarf } from '../../../mocks/fixtures/catalogue.ts';
import { handThrownVase, oakServingBoard } from '../../../mocks/fixtures/collection.ts';
import { withImages } from '../../../mocks/fixtures/images.ts';
import { QuickViewProvider } from '../QuickView/QuickView.tsx';
import { QuickViewButton } from '../QuickView/QuickViewButton.tsx';
import { ProductItem } from './ProductItem.tsx';

const meta = {
  title: 'Shopper/ProductItem',
  component: ProductItem,
  args: { product: withImages(oakServingBoard) },
  decorators: [
    (Story) => (
      <CartProvider>
        <div style={{ width: 260 }}>{Story()}</div>
      </CartProvider>
    ),
  ],
} satisfies Meta<typeof ProductItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Long enough to wait out the add-to-cart button's timings (1 s delay, 2 s shown) on the real clock. */
const slowly = { timeout: 20_000 };

const card = (canvasElement: HTMLElement) => within(canvasElement).getByRole('article');
const addButton = (canvasElement: HTMLElement) => {
  const button = canvasElement.querySelector<HTMLButtonElement>('[data-vitrine="add-to-cart-button"]');
  if (!button) throw new Error('No add-to-cart button.');
  return button;
};

/** A product with one variant in stock: picture, title linking to its page, price and the add button. */
export const InStock: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(card(canvasElement)).toHaveAccessibleName('Oak Serving Board');
    await expect(canvas.getByRole('link', { name: 'Oak Serving Board' })).toHaveAttribute('href', '/shop/p/oak-serving-board');
    await expect(canvas.getByText('$54.00')).toBeVisible();
    // In a grid of identical "Add To Cart" buttons, each is described by its product's title.
    await expect(canvas.getByRole('button', { name: 'Add To Cart' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Add To Cart' })).toHaveAccessibleDescription('Oak Serving Board');
    await expect(canvasElement.querySelector('[data-vitrine="product-badge"]')).toBeNull();
    const picture = canvasElement.querySelector('img');
    await expect(picture).toHaveAttribute('alt', '');
    await expect(picture).toHaveStyle({ objectFit: 'cover', objectPosition: '35% 50%' });
  },
};

/** Added from the listing at once (no choice to make): the button reads "Added!" and the cart holds it. */
export const AddedFromTheListing: Story = {
  // Pictured at rest (scripts/visual/story-images.ts): the play ends amid the add's timed feedback ("Adding…", "Added!", the added-to-cart popover), which a loaded machine may or may not have reached.
  tags: ['looks-at-rest'],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add To Cart' }));
    await waitFor(() => expect(addButton(canvasElement)).toHaveTextContent(DEFAULT_LOCALIZED_STRINGS.addToCartAddedText), slowly);
    await expect(db.cart.entries.map((entry) => entry.chosenVariant.sku)).toEqual(['OSB-1']);
  },
};

/** A product with options: the button reads Add To Cart until pressed. */
export const WithOptions: Story = {
  args: { product: withImages(linenShirt) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add To Cart' })).toBeEnabled();
  },
};

/** A product with options pressed on the listing: 'Select Option' for 2 s, then restored; nothing is added. */
export const SelectOption: Story = {
  args: { product: withImages(linenShirt) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add To Cart' }));
    await expect(addButton(canvasElement)).toHaveTextContent('Select Option');
    await waitFor(() => expect(addButton(canvasElement)).toHaveTextContent('Add To Cart'), slowly);
    await expect(db.cart.entries).toHaveLength(0);
  },
};

/** On sale: the sale badge on the picture, the sale price and the original struck through. */
export const OnSale: Story = {
  args: { product: withImages(canvasTote) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('sale')).toHaveAttribute('data-status', 'on-sale');
    await expect(canvas.getByText('$29.00')).toBeVisible();
    await expect(canvas.getByText('$42.00').closest('s')).not.toBeNull();
  },
};

/** Sold out: the sold-out badge, and the button reads 'Sold Out' and stays disabled. */
export const SoldOut: Story = {
  args: { product: withImages(woolScarf) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('sold out')).toHaveAttribute('data-status', 'sold-out');
    const button = canvas.getByRole('button', { name: 'Sold Out' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(button).toHaveTextContent('Sold Out');
  },
};

/** The merchant's own sold-out wording from the merchandising context. */
export const CustomSoldOutText: Story = {
  args: { product: withImages(woolScarf), merchandising: { customSoldOutText: 'Back in autumn' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Back in autumn')).toHaveAttribute('data-status', 'sold-out');
  },
};

/** Variants at different prices: a "from" price. */
export const VariedPrices: Story = {
  args: { product: withImages(leatherJournal) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('from $24.00')).toBeVisible();
  },
};

/** Scarcity enabled by the merchant: the message with the units left. */
export const Scarcity: Story = {
  args: {
    product: withImages(handThrownVase),
    merchandising: { scarcityEnabled: true, scarcityShownByDefault: true, scarcityText: 'Only {quantity} left — made by hand' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Only 1 left — made by hand')).toBeVisible();
  },
};

/** Scarcity not enabled: no message, even with one unit left. */
export const ScarcityNotEnabled: Story = {
  args: { product: withImages(handThrownVase), merchandising: { scarcityText: 'Only {quantity} left — made by hand' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="scarcity"]')).toBeNull();
  },
};

/** With the quick-view button in its slot, before the add button: it shows the product in the page's quick view. */
export const WithQuickView: Story = {
  args: { quickView: <QuickViewButton productId={oakServingBoard.id} /> },
  decorators: [(Story) => <QuickViewProvider>{Story()}</QuickViewProvider>],
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual(['Quick View', 'Add To Cart']);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Quick View' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: oakServingBoard.title }, slowly)).toBeVisible();
  },
};

/** Without the add button (a catalogue that only links to product pages). */
export const WithoutAddButton: Story = {
  args: { showAddButton: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** A product without pictures keeps an empty square, so the grid stays even. */
export const WithoutPicture: Story = {
  args: { product: oakServingBoard },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(within(canvasElement).getByRole('link', { name: 'Oak Serving Board' })).toBeVisible();
  },
};

/** A digital product: never sold out, added at once. */
export const Digital: Story = {
  args: { product: withImages(fieldGuideEbook) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$15.00')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Add To Cart' })).toBeEnabled();
  },
};

/** A gift card: priced from its smallest value; its value must be chosen on its page. */
export const GiftCard: Story = {
  args: { product: withImages(giftCard) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('from $25.00')).toBeVisible();
  },
};
