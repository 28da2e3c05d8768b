import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { hold } from '../../../mocks/hold.ts';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ShoppingCart } from '../../../api/cart.ts';
import type { JsonObject } from '../../../api/parse.ts';
import { RATE_LIMITED_MESSAGE } from '../../../logic/shared/apiErrors.ts';
import { CART_CHECK_CONNECTION, CART_PLEASE_TRY_AGAIN, CART_UNABLE_TO_REMOVE_ITEM, CART_UNABLE_TO_UPDATE_FORM, CART_UNABLE_TO_UPDATE_QUANTITY, CART_UPDATE_MISSING_INFORMATION, INSUFFICIENT_STOCK_MESSAGE, QUANTITY_NOT_A_NUMBER_MESSAGE } from '../../../logic/shopper/cart.ts';
import { type CartRules } from '../../../logic/shopper/cartTotals.ts';
import { REQUIRED_MESSAGE } from '../../../logic/forms/forms.ts';
import { effectivePrice, type Product } from '../../../logic/shopper/product.ts';
import { CartProvider } from '../../../hooks/shopper/useCart.tsx';
import { db, nextId } from '../../../mocks/db.ts';
import { canvasTote, fieldGuideEbook, leatherJournal, linenShirt } from '../../../mocks/fixtures/catalogue.ts';
import { leatherTravelKit } from '../../../mocks/fixtures/collection.ts';
import { cartEntryImage } from '../../../mocks/fixtures/images.ts';
import { monogramForm } from '../../../mocks/fixtures/forms.ts';
import { cartAnswer } from '../../../mocks/handlers/cart.ts';
import { CartPage } from './CartPage.tsx';

interface Line {
  product: Product;
  sku: string;
  quantity: number;
  additionalFields?: JsonObject;
}

/**
 * A loader that puts entries straight into the mock backend's cart and hands the page that cart, so
 * the page needs no first call and opens even on a failing backend (features switch one on).
 */
const cartWith =
  (lines: Line[], rules: Partial<CartRules> = {}) =>
  async () => {
    for (const { product, sku, quantity, additionalFields } of lines) {
      const variant = product.variants.find((candidate) => candidate.sku === sku);
      if (!variant) throw new Error(`${product.title} has no variant ${sku}.`);
      const price = effectivePrice(variant).value;
      db.cart.entries.push({
        id: nextId('entry'),
        itemId: product.id,
        quantity,
        chosenVariant: { sku, attributes: { ...variant.attributes } },
        title: product.title,
        purchasePriceCents: price,
        subTotal: price * quantity,
        productType: product.productType,
        additionalFields: additionalFields ?? null,
        image: cartEntryImage(product, sku),
      });
    }
    Object.assign(db.cart.rules, rules);
    return { cart: cartAnswer() };
  };

const tote: Line = { product: canvasTote, sku: 'CT-1', quantity: 1 };
const kit: Line = { product: leatherTravelKit, sku: 'LTK-1', quantity: 1, additionalFields: { 'monogram-initials': 'ADA', 'monogram-thread': 'Gold' } };

const fails = (method: 'put' | 'delete', path: string, answer: () => Response | Promise<Response | undefined>) => ({
  msw: { handlers: { failure: [http[method](`*/api/commerce/shopping-cart/entries/${path}`, answer)] } },
});

const page = (canvasElement: HTMLElement) => {
  const root = canvasElement.querySelector<HTMLElement>('[data-vitrine="cart-page"]');
  if (!root) throw new Error('No cart page.');
  return root;
};
const row = (canvasElement: HTMLElement, title: string) => {
  const heading = within(canvasElement).getByRole('heading', { name: title, level: 2 });
  const item = heading.closest<HTMLElement>('[data-vitrine="cart-entry"]');
  if (!item) throw new Error(`No cart entry "${title}".`);
  return within(item);
};

async function setQuantity(canvasElement: HTMLElement, title: string, quantity: string) {
  const entry = row(canvasElement, title);
  const input = entry.getByRole('spinbutton', { name: `Quantity, ${title}` });
  await userEvent.clear(input);
  await userEvent.type(input, `${quantity}{Enter}`);
}

async function expectEntryAlert(canvasElement: HTMLElement, title: string, alertTitle: string, message: string) {
  const alert = await row(canvasElement, title).findByRole('alert');
  await expect(alert).toHaveTextContent(alertTitle);
  await expect(alert).toHaveTextContent(message);
}

const meta = {
  title: 'Shopper/CartPage',
  component: CartPage,
  args: { additionalFieldsForms: { [leatherTravelKit.id]: monogramForm } },
  render: (args, { loaded }) => {
    const cart = (loaded as { cart?: ShoppingCart }).cart;
    return (
      <CartProvider {...(cart ? { initialCart: cart } : {})}>
        <CartPage {...args} />
      </CartProvider>
    );
  },
} satisfies Meta<typeof CartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the cart loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: { cart: [http.get('*/api/commerce/shopping-cart', () => hold('infinite'))] } } },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement)).toHaveAttribute('data-state', 'loading');
    await expect(within(canvasElement).getByText('Loading your cart…')).toBeVisible();
    // The outlines of entries are drawn for the eye only.
    await expect(canvasElement.querySelector('[data-part="placeholder"]')).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).queryAllByRole('listitem')).toHaveLength(0);
  },
};

/** The cart's first read fails once: the stories below show the failure, and the retry that mends it. */
const loadFailsOnce: Pick<Story, 'loaders' | 'render' | 'parameters'> = {
  loaders: [cartWith([tote])],
  render: (args) => (
    <CartProvider>
      <CartPage {...args} />
    </CartProvider>
  ),
  parameters: {
    msw: { handlers: { cart: [http.get('*/api/commerce/shopping-cart', () => HttpResponse.json({}, { status: 500 }), { once: true })] } },
  },
};

/** The cart could not load: why, in an alert, and a button that tries again; no entries and no checkout. */
export const LoadFailed: Story = {
  ...loadFailsOnce,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Unable to load cart');
    await expect(alert).toHaveTextContent(CART_PLEASE_TRY_AGAIN);
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
    await expect(canvas.queryByRole('heading', { name: 'Canvas Tote' })).toBeNull();
    await expect(canvas.queryByText('Check out')).toBeNull();
  },
};

/** After a failed read, Try Again reads the cart again (which here works) and shows it. */
export const LoadFailedThenRetried: Story = {
  ...loadFailsOnce,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('alert');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByRole('heading', { name: 'Canvas Tote' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** An empty cart, loaded from the backend: what it says, the way back to the shop, and no checkout. */
export const Empty: Story = {
  args: { continueShoppingUrl: '/shop' },
  render: (args) => (
    <CartProvider>
      <CartPage {...args} />
    </CartProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your cart is empty.')).toBeVisible();
    await expect(page(canvasElement)).toHaveAttribute('data-state', 'empty');
    await expect(canvas.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/shop');
    await expect(canvas.queryByRole('link', { name: 'Check out' })).toBeNull();
  },
};

/** One entry: its picture, unit price, quantity and line total, the totals with New York tax and standard shipping, and checkout. */
export const OneItem: Story = {
  loaders: [cartWith([tote])],
  play: async ({ canvasElement }) => {
    const entry = row(canvasElement, 'Canvas Tote');
    await expect(canvasElement.querySelector('[data-part="thumbnail"] img')).toHaveAttribute('alt', '');
    await expect(within(canvasElement).getByRole('link', { name: 'Check out' })).toHaveAttribute('href', '/checkout');
    await expect(entry.getByRole('spinbutton', { name: 'Quantity, Canvas Tote' })).toHaveValue('1');
    await expect(entry.getByText('$29.00 each')).toBeVisible();
    const totals = within(within(canvasElement).getByRole('region', { name: 'Order summary' }));
    await expect(totals.getByText('Subtotal').nextSibling).toHaveTextContent('$29.00');
    await expect(totals.getByText('Tax').nextSibling).toHaveTextContent('$2.57');
    await expect(totals.getByText('Shipping').nextSibling).toHaveTextContent('$8.00');
    await expect(totals.getByText('Total').nextSibling).toHaveTextContent('$39.57');
  },
};

/** Several entries: variant options, a digital product, saved additional fields and "Edit Details". */
export const ManyItems: Story = {
  loaders: [
    cartWith([
      { product: linenShirt, sku: 'LS-M-SAND', quantity: 2 },
      tote,
      { product: leatherJournal, sku: 'LJ-A5', quantity: 3 },
      { product: fieldGuideEbook, sku: 'FG-PDF', quantity: 1 },
      kit,
    ]),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(5);
    const shirt = row(canvasElement, 'Linen Shirt');
    await expect(shirt.getByText('Medium')).toBeVisible();
    await expect(shirt.getByText('Sand')).toBeVisible();
    await expect(shirt.getByText('$136.00')).toBeVisible();
    const travelKit = row(canvasElement, 'Leather Travel Kit');
    await expect(travelKit.getByText('ADA')).toBeVisible();
    await expect(travelKit.getByRole('button', { name: 'Edit Details for Leather Travel Kit' })).toBeVisible();
    await expect(within(canvasElement).getByText('Subtotal').nextSibling).toHaveTextContent('$371.00');
  },
};

/** A valid coupon: the discount, named by its code, comes off before tax. */
export const WithDiscount: Story = {
  loaders: [cartWith([{ product: linenShirt, sku: 'LS-M-SAND', quantity: 1 }], { coupons: [{ code: 'SPRING10', type: 'percentage', percent: 10 }] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Discount (SPRING10)').nextSibling).toHaveTextContent('−$6.80');
    await expect(canvas.getByText('Tax').nextSibling).toHaveTextContent('$5.43');
    await expect(canvas.getByText('Total').nextSibling).toHaveTextContent('$74.63');
  },
};

/** Under the store's minimum subtotal: checkout is held back, described by the spec's message naming the minimum. */
export const BelowMinimumSubtotal: Story = {
  args: { minimumSubtotal: { value: 10000, currency: 'USD' } },
  loaders: [cartWith([tote])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkout = canvas.getByRole('button', { name: 'Check out' });
    await expect(checkout).toHaveAttribute('aria-disabled', 'true');
    await expect(checkout).toHaveAccessibleDescription('To check out, your order subtotal must be $100.00 or more.');
    await expect(canvas.queryByRole('link', { name: 'Check out' })).toBeNull();
  },
};

/** A quantity changed and sent with Update (or Enter): the line and the totals follow. */
export const QuantityChanged: Story = {
  loaders: [cartWith([tote])],
  play: async ({ canvasElement }) => {
    const entry = row(canvasElement, 'Canvas Tote');
    await userEvent.click(entry.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(entry.getByRole('button', { name: 'Update quantity of Canvas Tote' }));
    await waitFor(() => expect(entry.getByText('$58.00')).toBeVisible());
    await expect(entry.queryByRole('button', { name: /^Update/ })).toBeNull();
    await waitFor(() => expect(entry.getByRole('spinbutton', { name: 'Quantity, Canvas Tote' })).toHaveFocus());
    await expect(within(canvasElement).getByText('Subtotal').nextSibling).toHaveTextContent('$58.00');
  },
};

/** Text that is not a whole number shows the spec's message and is not sent. */
export const QuantityNotANumber: Story = {
  loaders: [cartWith([tote])],
  play: async ({ canvasElement }) => {
    await setQuantity(canvasElement, 'Canvas Tote', 'two');
    const entry = row(canvasElement, 'Canvas Tote');
    await expect(entry.getByText(QUANTITY_NOT_A_NUMBER_MESSAGE)).toBeVisible();
    await expect(entry.queryByRole('button', { name: /^Update/ })).toBeNull();
    await expect(page(canvasElement)).not.toHaveAttribute('data-recalculating');
  },
};

/** While a change is applied the page is busy and says so. */
export const Recalculating: Story = {
  loaders: [cartWith([tote])],
  parameters: fails('put', ':entryId/quantity', async () => {
    await hold('infinite');
    return undefined;
  }),
  play: async ({ canvasElement }) => {
    await setQuantity(canvasElement, 'Canvas Tote', '4');
    await waitFor(() => expect(page(canvasElement)).toHaveAttribute('data-recalculating', 'true'));
    await expect(page(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByText('Updating your cart…')).toBeVisible();
    await expect(canvasElement.querySelector('[data-vitrine="cart-entry"]')).toHaveAttribute('data-state', 'quantity');
  },
};

/** The server failed the change: "Unable to update quantity" and "Please try again." next to the entry; the typed quantity stays. */
export const QuantityUpdateFailed: Story = {
  loaders: [cartWith([tote])],
  parameters: fails('put', ':entryId/quantity', () => HttpResponse.json({}, { status: 500 })),
  play: async ({ canvasElement }) => {
    await setQuantity(canvasElement, 'Canvas Tote', '3');
    await expectEntryAlert(canvasElement, 'Canvas Tote', CART_UNABLE_TO_UPDATE_QUANTITY, CART_PLEASE_TRY_AGAIN);
    await expect(row(canvasElement, 'Canvas Tote').getByRole('spinbutton', { name: 'Quantity, Canvas Tote' })).toHaveValue('3');
    await expect(canvasElement.querySelector('[data-part="line-total"]')).toHaveTextContent('$29.00');
  },
};

/** No connection: the offline message. */
export const QuantityUpdateOffline: Story = {
  loaders: [cartWith([tote])],
  parameters: fails('put', ':entryId/quantity', () => HttpResponse.error()),
  play: async ({ canvasElement }) => {
    await setQuantity(canvasElement, 'Canvas Tote', '2');
    await expectEntryAlert(canvasElement, 'Canvas Tote', CART_UNABLE_TO_UPDATE_QUANTITY, CART_CHECK_CONNECTION);
  },
};

/** Too many calls: the rate-limit message. */
export const QuantityUpdateRateLimited: Story = {
  loaders: [cartWith([tote])],
  parameters: fails('put', ':entryId/quantity', () => HttpResponse.json({}, { status: 429 })),
  play: async ({ canvasElement }) => {
    await setQuantity(canvasElement, 'Canvas Tote', '2');
    await expectEntryAlert(canvasElement, 'Canvas Tote', CART_UNABLE_TO_UPDATE_QUANTITY, RATE_LIMITED_MESSAGE);
  },
};

/**
 * More than the stock: the store refuses it, so the quantity goes back to the one in the cart (the line
 * and the totals still agree with it) and the spec's not-enough-stock message shows under it.
 */
export const NotEnoughStock: Story = {
  loaders: [cartWith([tote])],
  play: async ({ canvasElement }) => {
    await setQuantity(canvasElement, 'Canvas Tote', '31');
    const entry = row(canvasElement, 'Canvas Tote');
    const said = await entry.findByRole('alert');
    await expect(said).toHaveTextContent(INSUFFICIENT_STOCK_MESSAGE);
    const input = entry.getByRole('spinbutton', { name: 'Quantity, Canvas Tote' });
    await waitFor(() => expect(input).toHaveValue('1'));
    await expect(input).toHaveAccessibleDescription(INSUFFICIENT_STOCK_MESSAGE);
    await expect(entry.queryByRole('button', { name: /^Update/ })).toBeNull();
    await expect(canvasElement.querySelector('[data-part="line-total"]')).toHaveTextContent('$29.00');
  },
};

/** A failure's alert closes with its button; the typed quantity stays to send again. */
export const FailureDismissed: Story = {
  loaders: [cartWith([tote])],
  parameters: fails('put', ':entryId/quantity', () => HttpResponse.json({}, { status: 500 })),
  play: async ({ canvasElement }) => {
    await setQuantity(canvasElement, 'Canvas Tote', '2');
    await expectEntryAlert(canvasElement, 'Canvas Tote', CART_UNABLE_TO_UPDATE_QUANTITY, CART_PLEASE_TRY_AGAIN);
    await userEvent.click(row(canvasElement, 'Canvas Tote').getByRole('button', { name: 'Close' }));
    await expect(row(canvasElement, 'Canvas Tote').queryByRole('alert')).toBeNull();
    await expect(row(canvasElement, 'Canvas Tote').getByRole('button', { name: 'Update quantity of Canvas Tote' })).toBeVisible();
  },
};

/** Removing the last entry empties the cart; focus goes to the page heading. */
export const Removed: Story = {
  loaders: [cartWith([tote])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    row(canvasElement, 'Canvas Tote').getByRole('button', { name: 'Remove Canvas Tote' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Your cart is empty.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Shopping Cart', level: 1 })).toHaveFocus();
  },
};

/** The server failed the removal: "Unable to remove item" and "Please try again." next to the entry, which stays. */
export const RemoveFailed: Story = {
  loaders: [cartWith([tote])],
  parameters: fails('delete', ':entryId', () => HttpResponse.json({}, { status: 500 })),
  play: async ({ canvasElement }) => {
    await userEvent.click(row(canvasElement, 'Canvas Tote').getByRole('button', { name: 'Remove Canvas Tote' }));
    await expectEntryAlert(canvasElement, 'Canvas Tote', CART_UNABLE_TO_REMOVE_ITEM, CART_PLEASE_TRY_AGAIN);
  },
};

/** Editing an entry's additional fields: the form opens with the saved answers and the new ones are saved. */
export const EditingAdditionalFields: Story = {
  loaders: [cartWith([kit])],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(row(canvasElement, 'Leather Travel Kit').getByRole('button', { name: 'Edit Details for Leather Travel Kit' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Monogram' }));
    const initials = dialog.getByRole('textbox', { name: /Initials/ });
    await expect(initials).toHaveValue('ADA');
    await userEvent.clear(initials);
    await userEvent.type(initials, 'JBL');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(row(canvasElement, 'Leather Travel Kit').getByText('JBL')).toBeVisible();
  },
};

/** The server failed the save: the form stays open with the typed answers, "Unable to update form" and "Please try again.". */
export const AdditionalFieldsUpdateFailed: Story = {
  loaders: [cartWith([kit])],
  parameters: fails('put', ':entryId/additionalFields', () => HttpResponse.json({}, { status: 500 })),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(row(canvasElement, 'Leather Travel Kit').getByRole('button', { name: /^Edit Details/ }));
    const dialog = within(await body.findByRole('dialog', { name: 'Monogram' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Initials/ }), 'X');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent(CART_UNABLE_TO_UPDATE_FORM);
    await expect(alert).toHaveTextContent(CART_PLEASE_TRY_AGAIN);
    await expect(dialog.getByRole('textbox', { name: /Initials/ })).toHaveValue('ADAX');
  },
};

/** The server refused a field: its message on the field and "Update the missing or invalid information above.". */
export const AdditionalFieldsRefused: Story = {
  loaders: [cartWith([kit])],
  parameters: fails('put', ':entryId/additionalFields', () =>
    HttpResponse.json({ errors: { 'monogram-initials': REQUIRED_MESSAGE } }, { status: 400 }),
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(row(canvasElement, 'Leather Travel Kit').getByRole('button', { name: /^Edit Details/ }));
    const dialog = within(await body.findByRole('dialog', { name: 'Monogram' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent(CART_UPDATE_MISSING_INFORMATION);
    await expect(dialog.getByRole('textbox', { name: /Initials/ })).toHaveAccessibleDescription(REQUIRED_MESSAGE);
  },
};
