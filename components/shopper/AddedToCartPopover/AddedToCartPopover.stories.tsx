import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AddCartEntryRequest } from '../../../api/cart.ts';
import { CART_PATH, VIEW_CART_TEXT } from '../../../logic/shopper/cart.ts';
import { ADDED_POPOVER } from '../../../logic/shared/constants.ts';
import { CartProvider, useCartActions } from '../../../hooks/shopper/useCart.tsx';
import { canvasTote, linenShirt } from '../../../mocks/fixtures/catalogue.ts';
import { Button } from '../../primitives/Button/Button.tsx';
import { CART_INDICATOR_LINK, CartIndicator } from '../CartIndicator/CartIndicator.tsx';
import { AddedToCartPopover, type AddedToCartPopoverProps } from './AddedToCartPopover.tsx';

/** Story scaffolding: a button that adds a variant to the page's cart, as an add-to-cart button would. */
function AddButton({ label, entry }: { label: string; entry: AddCartEntryRequest }) {
  const { addEntry } = useCartActions();
  return (
    <Button variant="secondary" onClick={() => void addEntry(entry).catch(() => undefined)}>
      {label}
    </Button>
  );
}

const ADD_TOTE = 'Add a Canvas Tote';
const ADD_SHIRT = 'Add a Linen Shirt (Medium, Sand)';

const popover = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Added to Cart' });
const noPopover = (canvasElement: HTMLElement) =>
  waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());

/** The page's one polite announcer (LiveAnnouncer), which the popover announces the add through. */
function announcer(canvasElement: HTMLElement): HTMLElement {
  const region = canvasElement.querySelector<HTMLElement>('[data-vitrine="live-announcer"]');
  if (!region) throw new Error('No live announcer on the page.');
  return region;
}

function cartLink(canvasElement: HTMLElement): HTMLElement {
  const link = canvasElement.querySelector<HTMLElement>(`[data-vitrine="${CART_INDICATOR_LINK}"]`);
  if (!link) throw new Error('No cart indicator link on the page.');
  return link;
}

async function addTote(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvasElement.querySelector('[data-vitrine="cart-indicator"]')).toHaveAttribute('data-state', 'ready'));
  await userEvent.click(canvas.getByRole('button', { name: ADD_TOTE }));
  return popover(canvasElement);
}

/**
 * Points at the popover, which holds it open past its 3 s (hooks/shopper/useAddedToCartPopover.test.tsx), so
 * the story's picture shows it open however long the play took.
 */
async function staysOpenWhilePointedAt(dialog: HTMLElement) {
  await userEvent.hover(dialog);
}

/** A header with the cart indicator and the popover, and add buttons further down a page tall enough to scroll. */
function Page(props: AddedToCartPopoverProps) {
  return (
    <CartProvider>
      <div style={{ minHeight: '250vh' }}>
        <header style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: '1rem' }}>
          <CartIndicator />
          <AddedToCartPopover {...props} />
        </header>
        <main style={{ display: 'flex', gap: '1rem', marginTop: '12rem' }}>
          <AddButton label={ADD_TOTE} entry={{ itemId: canvasTote.id, sku: 'CT-1', quantity: 1 }} />
          <AddButton label={ADD_SHIRT} entry={{ itemId: linenShirt.id, sku: 'LS-M-SAND', quantity: 2 }} />
        </main>
      </div>
    </CartProvider>
  );
}

const meta = {
  title: 'Shopper/AddedToCartPopover',
  component: AddedToCartPopover,
  render: (args) => <Page {...args} />,
} satisfies Meta<typeof AddedToCartPopover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before any add: nothing shows and nothing is announced. */
export const BeforeAnAdd: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-vitrine="cart-indicator"]')).toHaveAttribute('data-state', 'ready'));
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
    await expect(announcer(canvasElement)).toBeEmptyDOMElement();
  },
};

/**
 * Open after an add: the entry, its quantity and price, and View Cart; announced through the page's
 * announcer while focus stays on the add button. Pointed at, it stays open while it is read.
 */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await addTote(canvasElement);
    const inside = within(dialog);
    await expect(inside.getByText('Canvas Tote')).toBeVisible();
    await expect(inside.getByText('Qty 1')).toBeVisible();
    await expect(inside.getByText('$29.00')).toBeVisible();
    await expect(inside.getByRole('link', { name: VIEW_CART_TEXT })).toHaveAttribute('href', CART_PATH);
    await expect(within(canvasElement).getByRole('button', { name: ADD_TOTE })).toHaveFocus();
    await waitFor(() => expect(announcer(canvasElement)).toHaveTextContent('Canvas Tote added to cart.'));
    await expect(dialog.querySelectorAll('[role="status"]')).toHaveLength(0);
    await staysOpenWhilePointedAt(dialog);
  },
};

/**
 * A variant: its chosen options are listed. The link points at the cart indicator: the popover sits
 * just below it. Pointed at, it stays open while the options are read.
 */
export const WithVariantOptions: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-vitrine="cart-indicator"]')).toHaveAttribute('data-state', 'ready'));
    await userEvent.click(within(canvasElement).getByRole('button', { name: ADD_SHIRT }));
    const dialog = await popover(canvasElement);
    await expect(within(dialog).getByText('Medium')).toBeVisible();
    await expect(within(dialog).getByText('Sand')).toBeVisible();
    await expect(within(dialog).getByText('Qty 2')).toBeVisible();
    const link = cartLink(canvasElement);
    await waitFor(() => expect(Math.abs(dialog.getBoundingClientRect().top - (link.getBoundingClientRect().bottom + 8))).toBeLessThan(2));
    await staysOpenWhilePointedAt(dialog);
  },
};

/** Its close button (the one CloseButton) closes it. */
export const ClosedByItsButton: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await addTote(canvasElement);
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await expect(close).toHaveAttribute('data-part', 'close');
    await userEvent.click(close);
    await noPopover(canvasElement);
  },
};

/** Escape closes it, wherever focus is. */
export const ClosedByEscape: Story = {
  play: async ({ canvasElement }) => {
    await addTote(canvasElement);
    await userEvent.keyboard('{Escape}');
    await noPopover(canvasElement);
  },
};

/** By keyboard: Tab goes from the cart link into the popover, its parts show their focus, Enter on Close closes it and focus returns to the cart link. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await addTote(canvasElement);
    cartLink(canvasElement).focus();
    await userEvent.tab();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await expect(close).toHaveFocus();
    await expect(getComputedStyle(close).outlineStyle).toBe('solid');
    await userEvent.tab();
    await expect(within(dialog).getByRole('link', { name: VIEW_CART_TEXT })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await noPopover(canvasElement);
    await waitFor(() => expect(cartLink(canvasElement)).toHaveFocus());
  },
};

/**
 * It does not trap focus (it is not modal): Tab from its last control moves on to the page and closes
 * it, and so does Shift+Tab from its first control, back to the cart link.
 */
export const TabLeavesIt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    let dialog = await addTote(canvasElement);
    within(dialog).getByRole('link', { name: VIEW_CART_TEXT }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: ADD_TOTE })).toHaveFocus();
    // Closed on leaving, not 3 s later: waitFor gives up after 1 s.
    await noPopover(canvasElement);

    dialog = await addTote(canvasElement);
    within(dialog).getByRole('button', { name: 'Close' }).focus();
    await userEvent.tab({ shift: true });
    await expect(cartLink(canvasElement)).toHaveFocus();
    await noPopover(canvasElement);
  },
};

/**
 * It vanishes by itself after the add, when neither pointed at nor focused (3000 ms, shopper spec, states;
 * the exact timing is checked on a fake clock in hooks/shopper/useAddedToCartPopover.test.tsx).
 */
export const ClosesByItself: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await addTote(canvasElement);
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(dialog).toBeVisible();
    await expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(false);
    await expect(dialog.matches(':hover')).toBe(false);
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(), {
      timeout: ADDED_POPOVER.timeoutMs + 1500,
    });
  },
};

/**
 * It follows the cart link when the page scrolls: open, 8 px below the link; after a scroll that moves
 * the link, open and 8 px below it again (the 100 ms throttle is checked on a fake clock in
 * hooks/shopper/useAddedToCartPopover.test.tsx).
 */
export const FollowsTheCartLinkOnScroll: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await addTote(canvasElement);
    const link = cartLink(canvasElement);
    const gap = () => dialog.getBoundingClientRect().top - link.getBoundingClientRect().bottom;
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await waitFor(() => expect(Math.abs(gap() - 8)).toBeLessThan(2));
    const linkBefore = link.getBoundingClientRect().bottom;
    const before = dialog.getBoundingClientRect().top;
    const view = canvasElement.ownerDocument.defaultView;
    view?.scrollBy(0, 40);
    await waitFor(() => expect(link.getBoundingClientRect().bottom).toBeLessThan(linkBefore - 30));
    await waitFor(() => expect(dialog.getBoundingClientRect().top).toBeLessThan(before - 30));
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await waitFor(() => expect(Math.abs(gap() - 8)).toBeLessThan(2));
    view?.scrollTo(0, 0);
    await waitFor(() => expect(Math.abs(gap() - 8)).toBeLessThan(2));
    await staysOpenWhilePointedAt(dialog);
  },
};
