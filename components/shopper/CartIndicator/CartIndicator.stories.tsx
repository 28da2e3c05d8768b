import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { hold } from '../../../mocks/hold.ts';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AddCartEntryRequest } from '../../../api/cart.ts';
import { createApiClient } from '../../../api/client.ts';
import { CART_BADGE_OVERFLOW_LABEL, CART_PATH, VIEW_CART_TEXT } from '../../../logic/shopper/cart.ts';
import { CartProvider, useCartActions } from '../../../hooks/shopper/useCart.tsx';
import { canvasTote, giftCard, leatherJournal, linenShirt } from '../../../mocks/fixtures/catalogue.ts';
import { Button } from '../../primitives/Button/Button.tsx';
import { CartIndicator } from './CartIndicator.tsx';

const client = createApiClient({ fetch: (input, init) => fetch(input, init), baseUrl: '', getCookie: () => undefined });

/** A loader that puts entries in the mock backend's cart through the API before the story renders. */
const cartWith =
  (...entries: AddCartEntryRequest[]) =>
  async () => {
    for (const entry of entries) await client.cart.addEntry(entry);
    return {};
  };

const tote: AddCartEntryRequest = { itemId: canvasTote.id, sku: 'CT-1', quantity: 1 };

/** Story scaffolding: a button that adds one Canvas Tote to the page's cart, as an add-to-cart button would. */
function AddATote() {
  const { addEntry } = useCartActions();
  return (
    <Button variant="secondary" onClick={() => void addEntry(tote).catch(() => undefined)}>
      Add a Canvas Tote
    </Button>
  );
}

const indicator = (canvasElement: HTMLElement) => {
  const root = canvasElement.querySelector<HTMLElement>('[data-vitrine="cart-indicator"]');
  if (!root) throw new Error('No cart indicator on the page.');
  return root;
};

const badgeText = (canvasElement: HTMLElement) => indicator(canvasElement).querySelector('[data-part="badge"]')?.textContent;

const meta = {
  title: 'Shopper/CartIndicator',
  component: CartIndicator,
  decorators: [
    (Story) => (
      <CartProvider>
        <Story />
      </CartProvider>
    ),
  ],
} satisfies Meta<typeof CartIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty cart: count 0, marked empty, a link to the cart page reading View Cart. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(indicator(canvasElement)).toHaveAttribute('data-state', 'ready'));
    await expect(indicator(canvasElement)).toHaveAttribute('data-empty', 'true');
    const link = canvas.getByRole('link', { name: new RegExp(`^${VIEW_CART_TEXT}`) });
    await expect(link).toHaveAttribute('href', CART_PATH);
    await expect(link).toHaveAccessibleDescription('0 items in cart');
    await expect(badgeText(canvasElement)).toBe('0');
    await expect(canvas.getByText('$0.00')).toBeVisible();
  },
};

/** While the cart loads: not yet counted, a spinner turns. */
export const Loading: Story = {
  parameters: { msw: { handlers: { cart: [http.get('*/api/commerce/shopping-cart', () => hold('infinite'))] } } },
  play: async ({ canvasElement }) => {
    await expect(indicator(canvasElement)).toHaveAttribute('data-state', 'loading');
    await expect(indicator(canvasElement).querySelector('[data-part="spinner"]')).not.toBeNull();
  },
};

/** The cart could not load: shown empty, without a spinner. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { cart: [http.get('*/api/commerce/shopping-cart', () => HttpResponse.json({}, { status: 500 }))] } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(indicator(canvasElement)).toHaveAttribute('data-state', 'failed'));
    await expect(indicator(canvasElement)).toHaveAttribute('data-empty', 'true');
    await expect(indicator(canvasElement).querySelector('[data-part="spinner"]')).toBeNull();
  },
};

/** One item: the count, the subtotal and the spoken count. */
export const OneItem: Story = {
  loaders: [cartWith(tote)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(badgeText(canvasElement)).toBe('1'));
    await expect(indicator(canvasElement)).not.toHaveAttribute('data-empty');
    await expect(canvas.getByText('$29.00')).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAccessibleDescription('1 item in cart');
  },
};

/** Several entries: the count is their total quantity. */
export const ManyItems: Story = {
  loaders: [
    cartWith(
      tote,
      { itemId: linenShirt.id, sku: 'LS-M-SAND', quantity: 2 },
      { itemId: leatherJournal.id, sku: 'LJ-A5', quantity: 3 },
    ),
  ],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(badgeText(canvasElement)).toBe('6'));
    await expect(within(canvasElement).getByText('$261.00')).toBeVisible();
    await expect(within(canvasElement).getByRole('link')).toHaveAccessibleDescription('6 items in cart');
  },
};

/** Exactly 100 items: still counted. */
export const HundredItems: Story = {
  name: '100 Items',
  loaders: [cartWith({ itemId: giftCard.id, sku: 'GC-25', quantity: 100 })],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(badgeText(canvasElement)).toBe('100'));
    await expect(within(canvasElement).getByRole('link')).toHaveAccessibleDescription('100 items in cart');
  },
};

/** Above 100: the badge caps at 100+ and the spoken message says more than 100 (shopper spec, states). */
export const HundredAndOneItems: Story = {
  name: '101 Items',
  loaders: [cartWith({ itemId: giftCard.id, sku: 'GC-25', quantity: 101 })],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(badgeText(canvasElement)).toBe('100+'));
    await expect(within(canvasElement).getByRole('link')).toHaveAccessibleDescription(CART_BADGE_OVERFLOW_LABEL);
    await expect(within(canvasElement).getByText('$2,525.00')).toBeVisible();
  },
};

/** After an add the count, subtotal and spoken count change. The link is reached with Tab and shows its focus ring. */
export const UpdatesAfterAnAdd: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      <CartIndicator {...args} />
      <AddATote />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(indicator(canvasElement)).toHaveAttribute('data-state', 'ready'));
    await userEvent.click(canvas.getByRole('button', { name: 'Add a Canvas Tote' }));
    await waitFor(() => expect(badgeText(canvasElement)).toBe('1'));
    await expect(within(indicator(canvasElement)).getByRole('status')).toHaveTextContent('1 item in cart');
    await expect(canvas.getByText('$29.00')).toBeVisible();
    await expect(indicator(canvasElement)).not.toHaveAttribute('data-empty');
    await userEvent.tab({ shift: true });
    const link = canvas.getByRole('link');
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
  },
};

/** While a change is being applied: busy, with a spinner. */
export const Recalculating: Story = {
  parameters: { msw: { handlers: { cart: [http.post('*/api/commerce/shopping-cart/entries', () => hold('infinite'))] } } },
  render: UpdatesAfterAnAdd.render,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(indicator(canvasElement)).toHaveAttribute('data-state', 'ready'));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add a Canvas Tote' }));
    await waitFor(() => expect(indicator(canvasElement)).toHaveAttribute('data-state', 'recalculating'));
    await expect(indicator(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(indicator(canvasElement).querySelector('[data-part="spinner"]')).not.toBeNull();
  },
};
