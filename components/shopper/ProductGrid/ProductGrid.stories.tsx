import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CartProvider } from '../../../hooks/shopper/useCart.tsx';
import { imagedCatalogue } from '../../../mocks/fixtures/images.ts';
import { QuickViewProvider } from '../QuickView/QuickView.tsx';
import { QuickViewButton } from '../QuickView/QuickViewButton.tsx';
import { ProductGrid, type ProductGridProps, type ProductGridStatus } from './ProductGrid.tsx';

/** A grid whose products failed to load, and load when Try again is pressed. */
function RetriedGrid(props: ProductGridProps) {
  const [status, setStatus] = useState<ProductGridStatus>('failed');
  return <ProductGrid {...props} status={status} onRetry={() => setStatus('ready')} />;
}

const meta = {
  title: 'Shopper/ProductGrid',
  component: ProductGrid,
  args: { products: imagedCatalogue.slice(0, 8), label: 'Shop' },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <CartProvider>
        <div style={{ padding: 16 }}>{Story()}</div>
      </CartProvider>
    ),
  ],
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 200 cards: the catalogue over and over, the copies numbered (only the first round is in the mock shop). */
const twoHundredProducts = Array.from({ length: 200 }, (_, index) => {
  const product = imagedCatalogue[index % imagedCatalogue.length] ?? imagedCatalogue[0];
  const round = Math.floor(index / imagedCatalogue.length);
  return round === 0 || !product ? product : { ...product, id: `${product.id}-${round + 1}`, title: `${product.title} ${round + 1}` };
}).filter((product) => product !== undefined);

const columnCount = (list: HTMLElement) => getComputedStyle(list).gridTemplateColumns.split(' ').length;
const isMobile = () => window.matchMedia('(max-width: 432px)').matches;

/** A listing: a named list of cards, four across on desktop and two up to 432 px; the first row's pictures load at once. */
export const Listing: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Shop' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    await expect(columnCount(list)).toBe(isMobile() ? 2 : 4);
    const pictures = Array.from(list.querySelectorAll('img'));
    await expect(pictures.map((picture) => picture.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy', 'lazy', 'lazy']);
    await expect(pictures[0]).toHaveAttribute('sizes', '(max-width: 432px) 50vw, 25vw');
  },
};

/** Every state side by side: in stock, on sale, sold out ('Sold Out', disabled), options ('Add To Cart' until pressed), a "from" price. */
export const MixedStates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = (title: string) => within(canvas.getByRole('article', { name: title }));
    await expect(card('Wool Scarf').getByRole('button', { name: 'Sold Out' })).toBeDisabled();
    await expect(card('Linen Shirt').getByRole('button', { name: 'Add To Cart' })).toBeEnabled();
    await expect(card('Canvas Tote').getByText('sale')).toBeVisible();
    await expect(card('Leather Journal').getByText('from $24.00')).toBeVisible();
  },
};

/** Three columns, one on phones. */
export const ThreeColumns: Story = {
  args: { columns: 3, mobileColumns: 1, products: imagedCatalogue.slice(9, 15) },
  play: async ({ canvasElement }) => {
    await expect(columnCount(within(canvasElement).getByRole('list'))).toBe(isMobile() ? 1 : 3);
  },
};

const quickViewProducts = imagedCatalogue.slice(0, 4);

/**
 * The quick-view button in every card's slot, each showing its product in the page's one quick view;
 * previous and next move along the grid.
 */
export const WithQuickView: Story = {
  args: {
    products: quickViewProducts,
    renderQuickView: (product) => <QuickViewButton productId={product.id} group="shop" />,
  },
  decorators: [(Story) => <QuickViewProvider groups={{ shop: quickViewProducts.map((product) => product.id) }}>{Story()}</QuickViewProvider>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: 'Quick View' })).toHaveLength(4);
    const tote = within(canvas.getByRole('article', { name: 'Canvas Tote' })).getByRole('button', { name: 'Quick View' });
    await userEvent.click(tote);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Canvas Tote' }, { timeout: 20_000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next product' }));
    await expect(await body.findByRole('dialog', { name: 'Wool Scarf' }, { timeout: 20_000 })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(tote).toHaveFocus();
  },
};

/** Merchandising contexts by product id: the merchant's sold-out wording and a scarcity message on their cards only. */
export const WithMerchandising: Story = {
  args: {
    products: imagedCatalogue.filter((product) => ['prod-wool-scarf', 'prod-hand-thrown-vase', 'prod-oak-serving-board'].includes(product.id)),
    merchandising: {
      'prod-wool-scarf': { customSoldOutText: 'Back in autumn' },
      'prod-hand-thrown-vase': { scarcityEnabled: true, scarcityShownByDefault: true, scarcityText: 'Only {quantity} left!' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Back in autumn')).toBeVisible();
    await expect(canvas.getAllByText(/^Only \d+ left!$/)).toHaveLength(1);
    await expect(within(canvas.getByRole('article', { name: 'Hand-Thrown Vase' })).getByText('Only 1 left!')).toBeVisible();
  },
};

/** No products: the listing says so where the cards would be. */
export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
    const grid = canvasElement.querySelector('[data-vitrine="product-grid"]');
    await expect(grid).toHaveAttribute('role', 'status');
    await expect(grid).toHaveTextContent('There are no products here yet.');
  },
};

/** While the products load: two rows of card outlines, hidden from screen readers, which hear 'Loading products…'. */
export const Loading: Story = {
  args: { products: [], status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading products…')).toHaveAttribute('role', 'status');
    const outlines = canvasElement.querySelectorAll('[data-vitrine="product-grid"] > li');
    await expect(outlines).toHaveLength(8);
    await expect(canvasElement.querySelector('[data-vitrine="product-grid"]')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

/** The products could not be loaded: what failed, the reason, and Try again, which here brings the cards. */
export const LoadFailed: Story = {
  args: { failureMessage: 'Please check your internet connection.' },
  render: (args) => <RetriedGrid {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Unable to load products');
    await expect(alert).toHaveTextContent('Please check your internet connection.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findAllByRole('article')).toHaveLength(8);
  },
};

/** The failure as first shown, before Try again. */
export const Failed: Story = {
  args: { products: [], status: 'failed', failureMessage: 'Please check your internet connection.', onRetry: () => undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/**
 * A 200-card page: every card with its add-to-cart button, and no live
 * region of its own on any card: the page's one announcer speaks for all 200. That one add renders
 * only its own card is proven with React's Profiler in ProductGrid.renders.test.tsx.
 */
export const TwoHundredCards: Story = {
  args: { products: twoHundredProducts },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Shop' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(200);
    await expect(within(list).getAllByRole('article')).toHaveLength(200);
    await expect(list.querySelectorAll('[data-vitrine="add-to-cart-button"]')).toHaveLength(200);
    await expect(list.querySelectorAll('[role="status"], [aria-live]')).toHaveLength(0);
    await expect(canvasElement.querySelectorAll('[data-vitrine="live-announcer"]')).toHaveLength(1);
  },
};
