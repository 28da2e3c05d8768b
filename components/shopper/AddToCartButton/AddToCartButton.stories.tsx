import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RATE_LIMITED_MESSAGE, SESSION_EXPIRED_MESSAGE } from '../../../logic/apiErrors.ts';
import {
  CART_CHECK_CONNECTION,
  CART_PLEASE_TRY_AGAIN,
  GIFT_CARD_DENOMINATION_MESSAGE,
  INSUFFICIENT_STOCK_MESSAGE,
  QUANTITY_NOT_A_NUMBER_MESSAGE,
  UNABLE_TO_ADD_ITEM_TITLE,
  UNABLE_TO_PURCHASE_GIFT_CARD_TITLE,
  UNABLE_TO_PURCHASE_ITEM_TITLE,
  VARIANT_UNAVAILABLE_MESSAGE,
} from '../../../logic/cart.ts';
import { CartProvider } from '../../../hooks/useCart.tsx';
import { canvasTote, coffeeSubscription, giftCard, linenShirt, woolScarf } from '../../../mocks/fixtures/catalogue.ts';
import { scenario, type ScenarioName } from '../../../mocks/scenarios.ts';
import { AddToCartButton, type AddToCartButtonProps } from './AddToCartButton.tsx';

/** Story scaffolding: the button, and where it sent the shopper (stories never leave the page). */
function ButtonShowingDestination(props: AddToCartButtonProps) {
  const [destination, setDestination] = useState<string | null>(null);
  const navigate = (url: string) => {
    props.navigate?.(url);
    setDestination(url);
  };
  return (
    <>
      <AddToCartButton {...props} navigate={navigate} />
      {destination ? <output data-navigated-to={destination}>{destination}</output> : null}
    </>
  );
}

const meta = {
  title: 'Shopper/AddToCartButton',
  component: AddToCartButton,
  render: (args) => <ButtonShowingDestination {...args} />,
  args: { product: canvasTote, navigate: fn() },
  decorators: [
    (Story) => (
      <CartProvider>
        <Story />
      </CartProvider>
    ),
  ],
} satisfies Meta<typeof AddToCartButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const button = (canvasElement: HTMLElement) => {
  const found = canvasElement.querySelector<HTMLButtonElement>('[data-vitrine="add-to-cart-button"]');
  if (!found) throw new Error('No add-to-cart button on the page.');
  return found;
};

/** Units in the mock backend's cart, read the way the page reads them. */
async function cartQuantity(): Promise<number> {
  const cart = (await (await fetch('/api/commerce/shopping-cart')).json()) as { totalQuantity: number };
  return cart.totalQuantity;
}

const slowly = { timeout: 4000 };
const backend = (name: ScenarioName) => ({ msw: { handlers: { scenario: scenario(name) } } });

/** Presses the button and checks the alert that follows, then that the button is idle again after 1 s. */
function expectAlert(title: string, message: string): Story['play'] {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(button(canvasElement));
    const alert = await canvas.findByRole('alert', {}, slowly);
    await expect(alert).toHaveTextContent(title);
    await expect(alert).toHaveTextContent(message);
    await expect(button(canvasElement)).toHaveAttribute('data-state', 'error');
    await waitFor(() => expect(button(canvasElement)).toHaveAttribute('data-state', 'idle'), slowly);
    await expect(canvas.getByRole('alert')).toHaveTextContent(message);
  };
}

/** Ready to add: the product's label, full width on a product page. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add To Cart' })).toHaveAttribute('data-state', 'idle');
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** While the add is on its way (a slow backend): "Adding…", announced, presses ignored. */
export const Adding: Story = {
  parameters: backend('slow'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add To Cart' }));
    const busy = canvas.getByRole('button', { name: 'Adding…' });
    await expect(busy).toHaveAttribute('data-state', 'adding');
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(busy).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('Adding…');
  },
};

/** In the cart: "Added!" for 2 s after a 1 s delay, then ready again. */
export const Added: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add To Cart' }));
    await waitFor(() => expect(button(canvasElement)).toHaveAttribute('data-state', 'added'), slowly);
    await expect(button(canvasElement)).toHaveTextContent('Added!');
    await expect(canvas.getByRole('status')).toHaveTextContent('Added!');
    await expect(await cartQuantity()).toBe(1);
    await waitFor(() => expect(button(canvasElement)).toHaveAttribute('data-state', 'idle'), slowly);
    await expect(button(canvasElement)).toHaveTextContent('Add To Cart');
  },
};

/** From the keyboard: Enter adds; a double click adds once. */
export const KeyboardAndDoubleClick: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(button(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.dblClick(button(canvasElement));
    await waitFor(() => expect(button(canvasElement)).toHaveAttribute('data-state', 'added'), slowly);
    await expect(await cartQuantity()).toBe(1);
  },
};

/** Linen Shirt with nothing chosen: both options named. */
export const MissingOptions: Story = {
  args: { product: linenShirt },
  play: expectAlert(UNABLE_TO_ADD_ITEM_TITLE, 'Please select the Size and Color options.'),
};

/** Size chosen, Color not. */
export const MissingOneOption: Story = {
  args: { product: linenShirt, choice: { attributes: { Size: 'Large' } } },
  play: expectAlert(UNABLE_TO_ADD_ITEM_TITLE, 'Please select the Color option.'),
};

/** Small Navy was never made. */
export const VariantUnavailable: Story = {
  args: { product: linenShirt, choice: { attributes: { Size: 'Small', Color: 'Navy' } } },
  play: expectAlert(UNABLE_TO_ADD_ITEM_TITLE, VARIANT_UNAVAILABLE_MESSAGE),
};

/** 3 Large Sand asked, 2 in stock. */
export const NotEnoughStock: Story = {
  args: { product: linenShirt, choice: { attributes: { Size: 'Large', Color: 'Sand' }, quantity: '3' } },
  play: expectAlert(UNABLE_TO_ADD_ITEM_TITLE, INSUFFICIENT_STOCK_MESSAGE),
};

/** A quantity that is not a number is never sent. */
export const QuantityNotANumber: Story = {
  args: { choice: { quantity: 'two' } },
  play: expectAlert(UNABLE_TO_ADD_ITEM_TITLE, QUANTITY_NOT_A_NUMBER_MESSAGE),
};

/** A quantity out of 1..9999 is never sent. */
export const QuantityOutOfRange: Story = {
  args: { choice: { quantity: '0' } },
  play: expectAlert(UNABLE_TO_ADD_ITEM_TITLE, 'Quantity must be a whole number from 1 to 9999.'),
};

/** A gift card without a value: its own alert title. */
export const GiftCardWithoutValue: Story = {
  args: { product: giftCard },
  play: expectAlert(UNABLE_TO_PURCHASE_GIFT_CARD_TITLE, GIFT_CARD_DENOMINATION_MESSAGE),
};

/** A gift card with its value chosen is added. */
export const GiftCard: Story = {
  args: { product: giftCard, choice: { denomination: 'GC-50' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(button(canvasElement));
    await waitFor(() => expect(button(canvasElement)).toHaveAttribute('data-state', 'added'), slowly);
    await expect(await cartQuantity()).toBe(1);
  },
};

/** Express checkout: the item goes in the cart and the shopper straight to checkout. */
export const ExpressCheckout: Story = {
  args: { expressCheckout: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(button(canvasElement));
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/checkout'), slowly);
    await expect(button(canvasElement)).toHaveAttribute('data-state', 'adding');
    await expect(await cartQuantity()).toBe(1);
  },
};

/** Express checkout refused: "Unable to Purchase Item", and the shopper stays. */
export const ExpressCheckoutRefused: Story = {
  args: { product: linenShirt, expressCheckout: true, choice: { attributes: { Color: 'Sand' } } },
  play: expectAlert(UNABLE_TO_PURCHASE_ITEM_TITLE, 'Please select the Size option.'),
};

/** A subscribable product reads "Subscribe" and goes to the subscription page with the cart token. */
export const Subscription: Story = {
  args: { product: coffeeSubscription, choice: { attributes: { Grind: 'Ground' } } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(args.navigate).toHaveBeenCalledOnce(), slowly);
    await expect(args.navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/commerce\/subscription\?cartToken=subscription-cart-\d+$/));
    await expect(await cartQuantity()).toBe(0);
  },
};

/** The merchant's own label. */
export const CustomLabel: Story = {
  args: { product: { ...canvasTote, useCustomAddButtonText: true, customAddButtonText: 'Take It Home' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Take It Home' })).toBeEnabled();
  },
};

/** The site's own words for the progress texts. */
export const LocalizedProgress: Story = {
  parameters: { localizedStrings: { productAddToCartText: 'In den Warenkorb', addToCartAddedText: 'Hinzugefügt' }, ...backend('slow') },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'In den Warenkorb' }));
    await waitFor(() => expect(button(canvasElement)).toHaveTextContent('Hinzugefügt'), { timeout: 5000 });
  },
};

/** Sold out: reads "Sold Out" and stays disabled. */
export const SoldOut: Story = {
  args: { product: woolScarf },
  play: async ({ canvasElement }) => {
    const soldOut = within(canvasElement).getByRole('button', { name: 'Sold Out' });
    await expect(soldOut).toBeDisabled();
    await expect(soldOut).toHaveAttribute('data-state', 'sold-out');
  },
};

/** Disabled by the page (e.g. until the cart loads): not pressable. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add To Cart' })).toBeDisabled();
  },
};

/** On a listing, a product with options: "Select Option" for 2 s, then restored; nothing added. */
export const ListingSelectOption: Story = {
  args: { product: linenShirt, context: 'listing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add To Cart' }));
    await expect(button(canvasElement)).toHaveTextContent('Select Option');
    await expect(button(canvasElement)).toHaveAttribute('data-state', 'select-option');
    await expect(canvas.getByRole('status')).toHaveTextContent('Select Option');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(button(canvasElement)).toHaveTextContent('Add To Cart'), slowly);
    await expect(await cartQuantity()).toBe(0);
  },
};

/** On a listing, a product without options is added at once. */
export const ListingAddsAtOnce: Story = {
  args: { context: 'listing' },
  play: async ({ canvasElement }) => {
    await userEvent.click(button(canvasElement));
    await waitFor(() => expect(button(canvasElement)).toHaveAttribute('data-state', 'added'), slowly);
  },
};

/** On a listing, a sold-out product. */
export const ListingSoldOut: Story = {
  args: { product: woolScarf, context: 'listing' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sold Out' })).toBeDisabled();
  },
};

/** The backend says 429: "Please try again in a few seconds." */
export const RateLimited: Story = {
  parameters: backend('rate-limited'),
  play: expectAlert(UNABLE_TO_ADD_ITEM_TITLE, RATE_LIMITED_MESSAGE),
};

/** The session expired (crumb failure). */
export const SessionExpired: Story = {
  parameters: backend('session-expired'),
  play: expectAlert(UNABLE_TO_ADD_ITEM_TITLE, SESSION_EXPIRED_MESSAGE),
};

/** No connection. */
export const Offline: Story = {
  parameters: backend('offline'),
  play: expectAlert(UNABLE_TO_ADD_ITEM_TITLE, CART_CHECK_CONNECTION),
};

/** The server failed without a message. */
export const ServerError: Story = {
  parameters: backend('server-error'),
  play: expectAlert(UNABLE_TO_ADD_ITEM_TITLE, CART_PLEASE_TRY_AGAIN),
};

/** The server says the stock ran out meanwhile. */
export const OutOfStockOnServer: Story = {
  parameters: backend('out-of-stock'),
  play: expectAlert(UNABLE_TO_ADD_ITEM_TITLE, INSUFFICIENT_STOCK_MESSAGE),
};

/** The alert's close button (keyboard) hides it. */
export const AlertDismissed: Story = {
  args: { product: giftCard },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(button(canvasElement));
    const close = await canvas.findByRole('button', { name: 'Close' });
    close.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
