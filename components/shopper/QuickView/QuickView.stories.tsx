import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { hold } from '../../../mocks/hold.ts';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { CartProvider } from '../../../hooks/shopper/useCart.tsx';
import { db } from '../../../mocks/db.ts';
import { canvasTote, fieldGuideEbook, linenShirt, woolScarf } from '../../../mocks/fixtures/catalogue.ts';
import { quickViewHtml } from '../../../mocks/handlers/rendering.ts';
import { scenario } from '../../../mocks/scenarios.ts';
import { AddedToCartPopover } from '../AddedToCartPopover/AddedToCartPopover.tsx';
import { CartIndicator } from '../CartIndicator/CartIndicator.tsx';
import { QuickViewProvider, type QuickViewProviderProps } from './QuickView.tsx';
import { QuickViewButton } from './QuickViewButton.tsx';
import { overlay } from './QuickView.css.ts';

const products = [linenShirt, canvasTote, woolScarf, fieldGuideEbook];
const GROUP = 'shop';

/** A small listing: the page's cart indicator with its added-to-cart popover, and each product's title with its quick-view button. */
function QuickViewPage(props: Omit<QuickViewProviderProps, 'children'>) {
  return (
    <CartProvider>
      <QuickViewProvider groups={{ [GROUP]: products.map((product) => product.id) }} {...props}>
        <CartIndicator />
        <AddedToCartPopover />
        <ul>
          {products.map((product) => (
            <li key={product.id}>
              <span id={`title-${product.id}`}>{product.title}</span>{' '}
              <QuickViewButton productId={product.id} group={GROUP} aria-describedby={`title-${product.id}`} />
            </li>
          ))}
        </ul>
      </QuickViewProvider>
    </CartProvider>
  );
}

const meta = {
  title: 'Shopper/QuickView',
  component: QuickViewPage,
  subcomponents: { QuickViewProvider, QuickViewButton },
  args: {},
} satisfies Meta<typeof QuickViewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const slowly = { timeout: 20_000 };
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const buttonOf = (canvasElement: HTMLElement, id: string) => {
  const button = canvasElement.querySelector<HTMLButtonElement>(`[data-vitrine="quick-view-button"][data-product-id="${id}"]`);
  if (!button) throw new Error(`No quick-view button for ${id}.`);
  return button;
};
const lightbox = (canvasElement: HTMLElement, name: string) => page(canvasElement).findByRole('dialog', { name }, slowly);
const openAt = (id: string) => ({ initialProduct: { id, group: GROUP } });

/** Closed: every product has its 'Quick View' button; nothing is shown. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: 'Quick View' })).toHaveLength(4);
    await expect(buttonOf(canvasElement, canvasTote.id)).toHaveAttribute('data-state', 'closed');
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** Loading: the product's view is on its way (a backend slow to answer); the button is busy and nothing opens yet. */
export const Loading: Story = {
  args: openAt(canvasTote.id),
  parameters: { msw: { handlers: { scenario: scenario('slow', { delayMs: 60_000 }) } } },
  play: async ({ canvasElement }) => {
    await expect(buttonOf(canvasElement, canvasTote.id)).toHaveAttribute('data-state', 'loading');
    await expect(buttonOf(canvasElement, canvasTote.id)).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-vitrine="live-announcer"]')).toHaveTextContent('Loading product…'));
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/**
 * Open on a product in the middle of its group: the product as the server rendered it, alive, with
 * previous and next; the add button appears once the page's cart has loaded.
 */
export const Open: Story = {
  args: openAt(canvasTote.id),
  play: async ({ canvasElement }) => {
    const dialog = await lightbox(canvasElement, canvasTote.title);
    await expect(dialog.querySelector('.product-title')).toHaveTextContent(canvasTote.title);
    await expect(within(dialog).getByRole('button', { name: 'Previous product' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Next product' })).toBeVisible();
    await expect(await within(dialog).findByRole('button', { name: 'Add To Cart' }, slowly)).toBeEnabled();
    await expect(dialog).toHaveAttribute('data-tall', 'false');
    // Evenly spaced details: a fragment with nothing to show here (no options, no scarcity) leaves no gap.
    const shown = Array.from(dialog.querySelector('.product-quick-view-details')?.children ?? []).filter((part) => part.getBoundingClientRect().height > 0);
    const gaps = shown.slice(1).map((part, index) => Math.round(part.getBoundingClientRect().top - (shown[index]?.getBoundingClientRect().bottom ?? 0)));
    await expect(gaps.length).toBeGreaterThan(2);
    await expect(new Set(gaps).size).toBe(1);
  },
};

/** Open on the first product of the group: no previous. */
export const FirstOfGroup: Story = {
  args: openAt(linenShirt.id),
  play: async ({ canvasElement }) => {
    const dialog = await lightbox(canvasElement, linenShirt.title);
    await expect(within(dialog).queryByRole('button', { name: 'Previous product' })).toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'Next product' })).toBeVisible();
    await expect(within(dialog).getByRole('combobox', { name: 'Size' })).toBeVisible();
  },
};

/** Open on the last product of the group: no next. */
export const LastOfGroup: Story = {
  args: openAt(fieldGuideEbook.id),
  play: async ({ canvasElement }) => {
    const dialog = await lightbox(canvasElement, fieldGuideEbook.title);
    await expect(within(dialog).getByRole('button', { name: 'Previous product' })).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Next product' })).toBeNull();
  },
};

/** A product taller than the viewport: the lightbox sits 50 px from the top (shopper spec, constants and limits). */
export const TallProduct: Story = {
  args: openAt(fieldGuideEbook.id),
  play: async ({ canvasElement }) => {
    const dialog = await lightbox(canvasElement, fieldGuideEbook.title);
    await waitFor(() => expect(dialog).toHaveAttribute('data-tall', 'true'));
    await expect(dialog.getBoundingClientRect().top).toBe(50);
  },
};

/** The load failed and the server said why: its title after 'Error: ', and its text. */
export const LoadFailedWithMessage: Story = {
  args: { initialProduct: { id: 'prod-no-longer-sold', group: GROUP } },
  play: async ({ canvasElement }) => {
    const alert = await page(canvasElement).findByRole('alertdialog', { name: 'Error: Product not found' }, slowly);
    await expect(alert).toHaveAccessibleDescription('This product is no longer available.');
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** The load failed without a word from the server: the spec's fallback message. */
export const LoadFailedWithoutMessage: Story = {
  args: openAt(canvasTote.id),
  parameters: { msw: { handlers: { scenario: scenario('server-error') } } },
  play: async ({ canvasElement }) => {
    const alert = await page(canvasElement).findByRole('alertdialog', { name: 'Error: Something went wrong' }, slowly);
    await expect(alert).toHaveAccessibleDescription(
      "There was an issue loading the quick view of this product. Please see the product's page for full product details.",
    );
  },
};

/** A slow backend: the button stays busy until the product's view arrives, then the lightbox opens. */
export const SlowBackend: Story = {
  args: openAt(canvasTote.id),
  parameters: { msw: { handlers: { scenario: scenario('slow', { delayMs: 1500 }) } } },
  play: async ({ canvasElement }) => {
    await expect(buttonOf(canvasElement, canvasTote.id)).toHaveAttribute('data-state', 'loading');
    await expect(await lightbox(canvasElement, canvasTote.title)).toBeVisible();
    await expect(buttonOf(canvasElement, canvasTote.id)).toHaveAttribute('data-state', 'open');
  },
};

/** Pressed: opens once loaded, with focus inside; Escape closes it and focus returns to the button. */
export const OpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    const button = buttonOf(canvasElement, woolScarf.id);
    await userEvent.click(button);
    const dialog = await lightbox(canvasElement, woolScarf.title);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await waitFor(() => expect(db.telemetry.filter((record) => record.endpoint === 'census.recordQuickView')).toHaveLength(1));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/** The arrow keys move within the group while it is open, and do nothing at its ends. */
export const ArrowKeys: Story = {
  args: openAt(woolScarf.id),
  play: async ({ canvasElement }) => {
    await lightbox(canvasElement, woolScarf.title);
    await userEvent.keyboard('{ArrowRight}');
    await lightbox(canvasElement, fieldGuideEbook.title);
    await userEvent.keyboard('{ArrowRight}');
    await expect(await lightbox(canvasElement, fieldGuideEbook.title)).toHaveAttribute('data-product-id', fieldGuideEbook.id);
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(await lightbox(canvasElement, canvasTote.title)).toBeVisible();
  },
};

/** A click inside a product form does not close it; a click outside does. */
export const ClickOutside: Story = {
  args: openAt(canvasTote.id),
  play: async ({ canvasElement }) => {
    await lightbox(canvasElement, canvasTote.title);
    const form = canvasElement.ownerDocument.createElement('form');
    form.dataset['vitrine'] = 'product-form';
    canvasElement.append(form);
    // The overlay keeps the pointer from the page: a whole click is dispatched where a product form on top would get it.
    for (const press of [fireEvent.pointerDown, fireEvent.mouseDown, fireEvent.pointerUp, fireEvent.mouseUp, fireEvent.click]) press(form);
    // Still open: the arrow keys still move it on, twice (a closed one would have nothing to move).
    await userEvent.keyboard('{ArrowRight}');
    await lightbox(canvasElement, woolScarf.title);
    await userEvent.keyboard('{ArrowRight}');
    await lightbox(canvasElement, fieldGuideEbook.title);
    form.remove();
    const behind = canvasElement.ownerDocument.querySelector<HTMLElement>(`.${overlay}`);
    if (!behind) throw new Error('No overlay.');
    await userEvent.click(behind);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** The add button in the quick view adds to the page's cart: the cart indicator counts it. */
export const AddsToThePageCart: Story = {
  // Pictured at rest (scripts/visual/story-images.ts): the play ends amid the add's timed feedback ("Adding…", "Added!", the added-to-cart popover), which a loaded machine may or may not have reached.
  tags: ['looks-at-rest'],
  args: openAt(canvasTote.id),
  play: async ({ canvasElement }) => {
    const dialog = await lightbox(canvasElement, canvasTote.title);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add To Cart' }, slowly));
    const indicator = canvasElement.querySelector('[data-vitrine="cart-indicator"]');
    await waitFor(() => expect(indicator?.querySelector('[data-part="badge"]')).toHaveTextContent('1'), slowly);
    await expect(db.cart.entries.map((entry) => entry.chosenVariant.sku)).toEqual(['CT-1']);
  },
};

/**
 * Added from the quick view: the added-to-cart popover shows inside the lightbox, under the add button,
 * where a screen reader reads it (the page behind is hidden from it while the lightbox is open) and Tab
 * reaches its View Cart link next; the add is announced. Pointed at, it stays open while it is read.
 */
export const AddedToCart: Story = {
  // Pictured at rest (scripts/visual/story-images.ts): the add button's "Adding…" and "Added!" run out; the popover, pointed at, stays.
  tags: ['looks-at-rest'],
  args: openAt(canvasTote.id),
  play: async ({ canvasElement }) => {
    const dialog = await lightbox(canvasElement, canvasTote.title);
    const add = await within(dialog).findByRole('button', { name: 'Add To Cart' }, slowly);
    await userEvent.click(add);
    const popover = await page(canvasElement).findByRole('dialog', { name: 'Added to Cart' }, slowly);
    await expect(dialog.contains(popover)).toBe(true);
    await expect(popover.closest('[aria-hidden="true"]')).toBeNull();
    await expect(within(popover).getByText('Canvas Tote')).toBeVisible();
    await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-vitrine="live-announcer"]')).toHaveTextContent('Canvas Tote added to cart.'), slowly);
    // Next after the add button in the keyboard order: its Close, then View Cart.
    add.focus();
    await userEvent.tab();
    await expect(within(popover).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(popover).getByRole('link', { name: 'View Cart' })).toHaveFocus();
    add.focus();
    await userEvent.hover(popover);
    await expect(popover).toBeVisible();
  },
};

/** The page's cart has not loaded yet: the quick view opens, without its add button until the cart is there (shopper spec, states). */
export const CartNotLoadedYet: Story = {
  args: openAt(canvasTote.id),
  parameters: { msw: { handlers: { cart: [http.get('*/api/commerce/shopping-cart', () => hold('infinite'))] } } },
  play: async ({ canvasElement }) => {
    const dialog = await lightbox(canvasElement, canvasTote.title);
    await expect(dialog.querySelector('[data-vitrine="quick-view-markup"]')).toHaveAttribute('data-cart-ready', 'false');
    await expect(within(dialog).queryByRole('button', { name: 'Add To Cart' })).toBeNull();
  },
};

/** Open on a logged-in editor's page: the view is torn down before the page unloads. */
export const OpenForAnEditor: Story = {
  args: { ...openAt(canvasTote.id), editing: true },
  play: async ({ canvasElement }) => {
    await expect(await lightbox(canvasElement, canvasTote.title)).toBeVisible();
  },
};

/** What a tampered answer might carry besides the product: a script and an inline handler. */
const HOSTILE_EXTRAS = '<script>window.quickViewScriptRan = true;</script><img alt="" src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7" onload="window.quickViewScriptRan = true">';

/**
 * An answer carrying a script and an inline handler besides the product: only the library's own
 * fragments come alive; nothing else in it runs.
 */
export const HostileAnswer: Story = {
  args: openAt(canvasTote.id),
  parameters: {
    msw: {
      handlers: {
        quickView: [
          http.get('*/api/rendering/product-quick-view/:productId', async ({ params }) => {
            const product = db.products.get(String(params['productId']));
            return product ? HttpResponse.json({ html: (await quickViewHtml(product)) + HOSTILE_EXTRAS }) : HttpResponse.json({}, { status: 404 });
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await lightbox(canvasElement, canvasTote.title);
    await expect(await within(dialog).findByRole('button', { name: 'Add To Cart' }, slowly)).toBeEnabled();
    await expect(dialog.querySelector('script')).toBeNull();
    await expect(dialog.querySelector('[onload]')).toBeNull();
    await expect((window as { quickViewScriptRan?: boolean }).quickViewScriptRan).toBeUndefined();
  },
};
