import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RATE_LIMITED_MESSAGE, SESSION_EXPIRED_MESSAGE } from '../../../logic/shared/apiErrors.ts';
import {
  CART_CHECK_CONNECTION,
  CART_PLEASE_TRY_AGAIN,
  GIFT_CARD_DENOMINATION_MESSAGE,
  INSUFFICIENT_STOCK_MESSAGE,
  QUANTITY_NOT_A_NUMBER_MESSAGE,
  UNABLE_TO_ADD_ITEM_TITLE as ADD,
  UNABLE_TO_PURCHASE_GIFT_CARD_TITLE as GIFT_CARD,
  UNABLE_TO_PURCHASE_ITEM_TITLE as PURCHASE,
  VARIANT_UNAVAILABLE_MESSAGE,
} from '../../../logic/shopper/cart.ts';
import { AdditionalFieldsFormsContext, type AdditionalFieldsForms } from '../../../hooks/shopper/useAdditionalFieldsForm.ts';
import { CartProvider } from '../../../hooks/shopper/useCart.tsx';
import { useProductSelection } from '../../../hooks/shopper/useProductSelection.ts';
import { canvasTote, coffeeSubscription, giftCard, linenShirt, woolScarf } from '../../../mocks/fixtures/catalogue.ts';
import { leatherTravelKit } from '../../../mocks/fixtures/collection.ts';
import { monogramForm } from '../../../mocks/fixtures/forms.ts';
import { scenario, type ScenarioName } from '../../../mocks/scenarios.ts';
import { vars } from '../../theme/contract.css.ts';
import { QuantityInput } from '../QuantityInput/QuantityInput.tsx';
import { VariantSelector, type VariantSelectorAppearance } from '../VariantSelector/VariantSelector.tsx';
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

/** Story scaffolding: a product page's purchase controls, wired through useProductSelection. */
function PurchaseControls({ appearance, ...props }: AddToCartButtonProps & { appearance: VariantSelectorAppearance }) {
  const selection = useProductSelection(props.product);
  return (
    <div style={{ display: 'grid', gap: vars.space.md }}>
      <VariantSelector
        product={props.product}
        appearance={appearance}
        attributes={selection.attributes}
        onAttributesChange={selection.setAttributes}
        denomination={selection.denomination}
        onDenominationChange={selection.setDenomination}
      />
      <QuantityInput product={props.product} value={selection.quantity} onValueChange={selection.setQuantity} />
      <ButtonShowingDestination {...props} choice={selection} />
    </div>
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

const slowly = { timeout: 20_000 };

/** The page's one polite announcer (LiveAnnouncer), which every button announces its progress through. */
function announcer(canvasElement: HTMLElement): HTMLElement {
  const region = canvasElement.querySelector<HTMLElement>('[data-vitrine="live-announcer"]');
  if (!region) throw new Error('No live announcer on the page.');
  return region;
}
const backend = (name: ScenarioName) => ({ msw: { handlers: { scenario: scenario(name) } } });

/**
 * A starting state: the button reads `label`, idle, with no alert. Its play function only looks, so
 * a feature that opens the story starts from exactly this.
 */
function ready(args: Story['args'], label: string): Story {
  return {
    args,
    play: async ({ canvasElement }) => {
      await expect(within(canvasElement).getByRole('button', { name: label })).toHaveAttribute('data-state', 'idle');
      await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    },
  };
}

/** An alert state: pressing the button shows `title` and `message`; the button is idle again after 1 s, the alert stays. */
function refused(args: Story['args'], title: string, message: string, name?: ScenarioName): Story {
  return {
    args,
    ...(name ? { parameters: backend(name) } : {}),
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.click(button(canvasElement));
      const alert = await canvas.findByRole('alert', {}, slowly);
      await expect(alert).toHaveTextContent(title);
      await expect(alert).toHaveTextContent(message);
      await expect(button(canvasElement)).toHaveAttribute('data-state', 'error');
      await waitFor(() => expect(button(canvasElement)).toHaveAttribute('data-state', 'idle'), slowly);
      await expect(canvas.getByRole('alert')).toHaveTextContent(message);
      // With a failing backend the cart itself cannot be read; the refusal is enough there.
      if (!name) await expect(await cartQuantity()).toBe(0);
    },
  };
}

/** Ready to add: the product's label, full width on a product page. */
export const Idle = ready({}, 'Add To Cart');

/** While the add is on its way (a slow backend): "Adding…", announced through the page's announcer (no live region of its own), presses ignored, focus kept. */
export const Adding: Story = {
  // Pictured at rest (scripts/visual/story-images.ts): the play ends amid the add's timed feedback ("Adding…", "Added!", the added-to-cart popover), which a loaded machine may or may not have reached.
  tags: ['looks-at-rest'],
  parameters: backend('slow'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add To Cart' }));
    // The first add of a page loads the add's checks and calls before it starts: wait for the state.
    const busy = await canvas.findByRole('button', { name: 'Adding…' }, slowly);
    await expect(busy).toHaveAttribute('data-state', 'adding');
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(busy).toHaveFocus();
    await waitFor(() => expect(announcer(canvasElement)).toHaveTextContent('Adding…'));
    await expect(canvasElement.querySelectorAll('[data-vitrine="add-to-cart"] [role="status"], [data-vitrine="add-to-cart"][role="status"]')).toHaveLength(0);
    // The add is still on its way: let it land here, not in the cart of the story that runs next.
    await waitFor(() => expect(button(canvasElement)).toHaveAttribute('data-state', 'added'), { timeout: 20_000 });
  },
};

/** In the cart: "Added!" for 2 s after a 1 s delay, then ready again. */
export const Added: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add To Cart' }));
    await waitFor(() => expect(button(canvasElement)).toHaveAttribute('data-state', 'added'), slowly);
    await expect(button(canvasElement)).toHaveTextContent('Added!');
    await waitFor(() => expect(announcer(canvasElement)).toHaveTextContent('Added!'));
    await expect(await cartQuantity()).toBe(1);
    await waitFor(() => expect(button(canvasElement)).toHaveAttribute('data-state', 'idle'), slowly);
    await expect(button(canvasElement)).toHaveTextContent('Add To Cart');
  },
};

/** From the keyboard: Tab reaches it, Enter adds; a double click meanwhile adds nothing more. */
export const KeyboardAndDoubleClick: Story = {
  // Pictured at rest (scripts/visual/story-images.ts): the play ends amid the add's timed feedback ("Adding…", "Added!", the added-to-cart popover), which a loaded machine may or may not have reached.
  tags: ['looks-at-rest'],
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
export const MissingOptions = refused({ product: linenShirt }, ADD, 'Please select the Size and Color options.');

/** Size chosen, Color not. */
export const MissingOneOption = refused({ product: linenShirt, choice: { attributes: { Size: 'Large' } } }, ADD, 'Please select the Color option.');

/** Small Navy was never made. */
export const VariantUnavailable = refused({ product: linenShirt, choice: { attributes: { Size: 'Small', Color: 'Navy' } } }, ADD, VARIANT_UNAVAILABLE_MESSAGE);

/** Starting state: Small Navy (never made) already chosen. */
export const UnavailableCombinationChosen = ready({ product: linenShirt, choice: { attributes: { Size: 'Small', Color: 'Navy' } } }, 'Add To Cart');

/** 3 Large Sand asked, 2 in stock. */
export const NotEnoughStock = refused({ product: linenShirt, choice: { attributes: { Size: 'Large', Color: 'Sand' }, quantity: '3' } }, ADD, INSUFFICIENT_STOCK_MESSAGE);

/** A quantity that is not a number is never sent. */
export const QuantityNotANumber = refused({ choice: { quantity: 'two' } }, ADD, QUANTITY_NOT_A_NUMBER_MESSAGE);

/** A quantity out of 1..9999 is never sent. */
export const QuantityOutOfRange = refused({ choice: { quantity: '0' } }, ADD, 'Quantity must be a whole number from 1 to 9999.');

/** A gift card without a value: its own alert title. */
export const GiftCardWithoutValue = refused({ product: giftCard }, GIFT_CARD, GIFT_CARD_DENOMINATION_MESSAGE);

/** A gift card with its value chosen is added. */
export const GiftCard: Story = {
  // Pictured at rest (scripts/visual/story-images.ts): the play ends amid the add's timed feedback ("Adding…", "Added!", the added-to-cart popover), which a loaded machine may or may not have reached.
  tags: ['looks-at-rest'],
  args: { product: giftCard, choice: { denomination: 'GC-50' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(button(canvasElement));
    await waitFor(() => expect(button(canvasElement)).toHaveAttribute('data-state', 'added'), slowly);
    await expect(await cartQuantity()).toBe(1);
  },
};

/** Starting state: a button with express checkout. */
export const ExpressCheckoutReady = ready({ expressCheckout: true }, 'Add To Cart');

/**
 * Express checkout: the item goes in the cart and the shopper straight to checkout. Here the page stays
 * (navigate only records where it went, as a single-page app's router returns), so the button is ready
 * again; it does not read "Adding…" for ever.
 */
export const ExpressCheckout: Story = {
  args: { expressCheckout: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(button(canvasElement));
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/checkout'), slowly);
    await waitFor(() => expect(button(canvasElement)).toHaveAttribute('data-state', 'idle'));
    await expect(button(canvasElement)).toHaveTextContent('Add To Cart');
    await expect(await cartQuantity()).toBe(1);
  },
};

/** Express checkout refused: "Unable to Purchase Item", and the shopper stays. */
export const ExpressCheckoutRefused = refused({ product: linenShirt, expressCheckout: true, choice: { attributes: { Color: 'Sand' } } }, PURCHASE, 'Please select the Size option.');

/** Starting state: a subscribable product, its option chosen; the button reads "Subscribe". */
export const SubscriptionReady = ready({ product: coffeeSubscription, choice: { attributes: { Grind: 'Ground' } } }, 'Subscribe');

/** A subscription goes to the subscription page with the returned cart token; nothing enters the cart. */
export const Subscription: Story = {
  args: { product: coffeeSubscription, choice: { attributes: { Grind: 'Ground' } } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(args.navigate).toHaveBeenCalledOnce(), slowly);
    await expect(args.navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/commerce\/subscription\?cartToken=subscription-cart-\d+$/));
    await expect(await cartQuantity()).toBe(0);
  },
};

/** A subscription the server refuses (stock ran out meanwhile). */
export const SubscriptionRefused = refused({ product: coffeeSubscription, choice: { attributes: { Grind: 'Ground' } } }, ADD, INSUFFICIENT_STOCK_MESSAGE, 'out-of-stock');

/** The merchant's own label. */
export const CustomLabel = ready({ product: { ...canvasTote, useCustomAddButtonText: true, customAddButtonText: 'Take It Home' } }, 'Take It Home');

/** The site's own words for the label and the progress texts. */
export const LocalizedProgress: Story = {
  // Pictured at rest (scripts/visual/story-images.ts): the play ends amid the add's timed feedback ("Adding…", "Added!", the added-to-cart popover), which a loaded machine may or may not have reached.
  tags: ['looks-at-rest'],
  parameters: { localizedStrings: { productAddToCartText: 'In den Warenkorb', addToCartAddedText: 'Hinzugefügt' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'In den Warenkorb' }));
    await waitFor(() => expect(button(canvasElement)).toHaveTextContent('Hinzugefügt'), slowly);
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

/** Starting state: a product with options on a listing. */
export const ListingWithOptions = ready({ product: linenShirt, context: 'listing' }, 'Add To Cart');

/** On a listing, a product with options: "Select Option" for 2 s, announced, then restored; nothing added. */
export const ListingSelectOption: Story = {
  args: { product: linenShirt, context: 'listing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add To Cart' }));
    await expect(button(canvasElement)).toHaveTextContent('Select Option');
    await expect(button(canvasElement)).toHaveAttribute('data-state', 'select-option');
    await waitFor(() => expect(announcer(canvasElement)).toHaveTextContent('Select Option'));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(button(canvasElement)).toHaveTextContent('Add To Cart'), slowly);
    await expect(await cartQuantity()).toBe(0);
  },
};

/** On a listing, a product without options is added at once. */
export const ListingAddsAtOnce: Story = {
  // Pictured at rest (scripts/visual/story-images.ts): the play ends amid the add's timed feedback ("Adding…", "Added!", the added-to-cart popover), which a loaded machine may or may not have reached.
  tags: ['looks-at-rest'],
  args: { context: 'listing' },
  play: async ({ canvasElement }) => {
    await userEvent.click(button(canvasElement));
    await waitFor(() => expect(button(canvasElement)).toHaveAttribute('data-state', 'added'), slowly);
  },
};

/** The page's forms, with a dialog whose code cannot be loaded (the shopper went offline before the first form). */
const formsOffline: AdditionalFieldsForms = {
  forms: { [leatherTravelKit.id]: monogramForm },
  loadDialog: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
};

/**
 * On a listing, a product with an additional-fields form whose form cannot be opened (its code did not
 * load): 'Unable to open form' under the button, with Retry (which tries to load it again); nothing added.
 */
export const ListingFormCannotBeOpened: Story = {
  args: { product: leatherTravelKit, context: 'listing' },
  decorators: [
    (Story) => (
      <AdditionalFieldsFormsContext.Provider value={formsOffline}>
        <Story />
      </AdditionalFieldsFormsContext.Provider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add To Cart' }));
    let alert = await canvas.findByRole('alert', {}, slowly);
    await expect(alert).toHaveTextContent('Unable to open form');
    await expect(alert).toHaveTextContent(CART_PLEASE_TRY_AGAIN);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    alert = await canvas.findByRole('alert', {}, slowly);
    await expect(alert).toHaveTextContent('Unable to open form');
    await expect(button(canvasElement)).toHaveAttribute('data-state', 'idle');
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
    await expect(await cartQuantity()).toBe(0);
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
export const RateLimited = refused({}, ADD, RATE_LIMITED_MESSAGE, 'rate-limited');

/** The session expired (crumb failure). */
export const SessionExpired = refused({}, ADD, SESSION_EXPIRED_MESSAGE, 'session-expired');

/** No connection. */
export const Offline = refused({}, ADD, CART_CHECK_CONNECTION, 'offline');

/** The server failed without a message. */
export const ServerError = refused({}, ADD, CART_PLEASE_TRY_AGAIN, 'server-error');

/** The server says the stock ran out meanwhile. */
export const OutOfStockOnServer = refused({}, ADD, INSUFFICIENT_STOCK_MESSAGE, 'out-of-stock');

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

/** Starting state of a product page with dropdowns: options, quantity 1, the button. */
export const ProductPageWithDropdowns: Story = {
  args: { product: linenShirt },
  render: (args) => <PurchaseControls {...args} appearance="dropdown" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Size' })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Color' })).toHaveValue('');
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
    await expect(button(canvasElement)).toHaveAttribute('data-state', 'idle');
  },
};

/** Starting state of a product page with radio buttons. */
export const ProductPageWithRadioButtons: Story = {
  args: { product: linenShirt },
  render: (args) => <PurchaseControls {...args} appearance="radio" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radiogroup')).toHaveLength(2);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
  },
};

/** Starting state of a gift card page: its values as radio buttons, no quantity input. */
export const GiftCardPage: Story = {
  args: { product: giftCard },
  render: (args) => <PurchaseControls {...args} appearance="radio" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Value' })).toBeVisible();
    await expect(canvas.queryByRole('spinbutton')).toBeNull();
  },
};
