import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AdditionalFieldsFormSource } from '../../../hooks/shopper/useAdditionalFieldsForm.ts';
import { CartProvider } from '../../../hooks/shopper/useCart.tsx';
import { INSUFFICIENT_STOCK_MESSAGE } from '../../../logic/shopper/cart.ts';
import { REQUIRED_MESSAGE } from '../../../logic/forms/forms.ts';
import { db } from '../../../mocks/db.ts';
import { glassCarafe, leatherTravelKit } from '../../../mocks/fixtures/collection.ts';
import { monogramForm } from '../../../mocks/fixtures/forms.ts';
import { withImages } from '../../../mocks/fixtures/images.ts';
import { scenario } from '../../../mocks/scenarios.ts';
import { AddedToCartPopover } from '../AddedToCartPopover/AddedToCartPopover.tsx';
import { CartIndicator } from '../CartIndicator/CartIndicator.tsx';
import { ProductGrid } from '../ProductGrid/ProductGrid.tsx';
import { QuickViewProvider } from '../QuickView/QuickView.tsx';
import { QuickViewButton } from '../QuickView/QuickViewButton.tsx';
import { AdditionalFieldsFormsProvider, type AdditionalFieldsFormsProviderProps } from './AdditionalFieldsFormsProvider.tsx';

const GROUP = 'shop';
const products = [withImages(leatherTravelKit), withImages(glassCarafe)];

/** A listing with quick views under the page's header (its cart indicator and added-to-cart popover), the forms given by the provider. */
function ListingPage({ forms, openQuickView = false }: { forms: AdditionalFieldsFormSource; openQuickView?: boolean }) {
  return (
    <CartProvider>
      <header style={{ display: 'flex', justifyContent: 'flex-end', padding: 16 }}>
        <CartIndicator />
        <AddedToCartPopover />
      </header>
      <AdditionalFieldsFormsProvider forms={forms}>
        <QuickViewProvider groups={{ [GROUP]: products.map((product) => product.id) }} {...(openQuickView ? { initialProduct: { id: leatherTravelKit.id, group: GROUP } } : {})}>
          <ProductGrid
            products={products}
            label="Shop"
            columns={3}
            style={{ padding: 16 }}
            renderQuickView={(product) => <QuickViewButton productId={product.id} group={GROUP} />}
          />
        </QuickViewProvider>
      </AdditionalFieldsFormsProvider>
    </CartProvider>
  );
}

/** Forms loaded by a function that fails the first time and gives the monogram after: one per page shown. */
function FailingOncePage() {
  const [forms] = useState<AdditionalFieldsFormSource>(() => {
    let asked = 0;
    return async () => {
      asked += 1;
      if (asked === 1) throw new TypeError('Failed to fetch');
      return monogramForm;
    };
  });
  return <ListingPage forms={forms} />;
}

type PageArgs = AdditionalFieldsFormsProviderProps & { openQuickView?: boolean };

const meta = {
  title: 'Shopper/AdditionalFieldsFormsProvider',
  component: AdditionalFieldsFormsProvider,
  render: ({ forms, openQuickView }: PageArgs) => <ListingPage forms={forms} {...(openQuickView ? { openQuickView } : {})} />,
  args: { forms: { [leatherTravelKit.id]: monogramForm } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<PageArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const slowly = { timeout: 20_000 };
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const card = (canvasElement: HTMLElement, title: string) => within(within(canvasElement).getByRole('article', { name: title }));
const kitButton = (canvasElement: HTMLElement) => card(canvasElement, leatherTravelKit.title).getByRole('button', { name: /Add To Cart|Adding…|Added!/ });
const formDialog = (canvasElement: HTMLElement, name = monogramForm.name) => page(canvasElement).findByRole('dialog', { name }, slowly);

/** Once the page's cart has loaded, presses the Leather Travel Kit's add button on its card. */
async function pressAddOnTheKit(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('[data-vitrine="cart-indicator"]')).toHaveAttribute('data-state', 'ready'), slowly);
  await userEvent.click(kitButton(canvasElement));
}

/** Answers the monogram: initials and thread. */
async function answer(dialog: HTMLElement, initials: string, thread: string) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Initials/ }), initials);
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Thread/ }), thread);
}

/** A listing whose Leather Travel Kit has a monogram form: its card reads Add To Cart like any other; no form is open. */
export const Listing: Story = {
  play: async ({ canvasElement }) => {
    await expect(kitButton(canvasElement)).toHaveAttribute('data-state', 'idle');
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/**
 * Add To Cart on the kit's card opens its form (shopper spec, screens: a modal lightbox for the form attached to
 * the product), named after the form and the product, its button saying what it does; nothing is added
 * yet.
 */
export const FormAsked: Story = {
  play: async ({ canvasElement }) => {
    await pressAddOnTheKit(canvasElement);
    const dialog = await formDialog(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(leatherTravelKit.title);
    await expect(within(dialog).getByRole('textbox', { name: /Initials/ })).toBeVisible();
    await expect(within(dialog).getByRole('combobox', { name: /Thread/ })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Add To Cart' })).toBeVisible();
    await expect(db.cart.entries).toHaveLength(0);
  },
};

/**
 * Answered and sent with the keyboard: the kit goes into the cart with the answers, the form closes,
 * focus is back on the card's button, and the added-to-cart popover shows it (pointed at, it stays).
 */
export const AddedWithTheAnswers: Story = {
  // Pictured at rest (scripts/visual/story-images.ts): the button's "Adding…" and "Added!" run out; the popover, pointed at, stays.
  tags: ['looks-at-rest'],
  play: async ({ canvasElement }) => {
    await pressAddOnTheKit(canvasElement);
    const dialog = await formDialog(canvasElement);
    await answer(dialog, 'ADA', 'Gold');
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Initials/ }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog', { name: monogramForm.name })).toBeNull(), slowly);
    await expect(db.cart.entries.map((entry) => [entry.itemId, entry.additionalFields])).toEqual([[leatherTravelKit.id, { 'monogram-initials': 'ADA', 'monogram-thread': 'Gold' }]]);
    await waitFor(() => expect(kitButton(canvasElement)).toHaveFocus(), slowly);
    const popover = await page(canvasElement).findByRole('dialog', { name: 'Added to Cart' }, slowly);
    await expect(within(popover).getByText(leatherTravelKit.title)).toBeVisible();
    await userEvent.hover(popover);
  },
};

/** Cancelled with Escape: nothing is added, and focus is back on the card's button. */
export const Cancelled: Story = {
  play: async ({ canvasElement }) => {
    await pressAddOnTheKit(canvasElement);
    const dialog = await formDialog(canvasElement);
    await answer(dialog, 'AL', 'Silver');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull(), slowly);
    await waitFor(() => expect(kitButton(canvasElement)).toHaveFocus(), slowly);
    await expect(kitButton(canvasElement)).toHaveAttribute('data-state', 'idle');
    await expect(db.cart.entries).toHaveLength(0);
  },
};

/** Sent without its required answers: each says Required, nothing is added. */
export const AnswersRequired: Story = {
  play: async ({ canvasElement }) => {
    await pressAddOnTheKit(canvasElement);
    const dialog = await formDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add To Cart' }));
    await expect(within(dialog).getAllByText(REQUIRED_MESSAGE, { selector: '[data-part="error"]' })).toHaveLength(2);
    await expect(within(dialog).getByRole('textbox', { name: /Initials/ })).toHaveFocus();
    await expect(db.cart.entries).toHaveLength(0);
  },
};

/** The store refuses the add (not enough left): 'Unable to add item' and why, the form still open with the answers typed. */
export const AddRefused: Story = {
  parameters: { msw: { handlers: { scenario: scenario('out-of-stock') } } },
  play: async ({ canvasElement }) => {
    await pressAddOnTheKit(canvasElement);
    const dialog = await formDialog(canvasElement);
    await answer(dialog, 'ADA', 'Gold');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add To Cart' }));
    const alert = await within(dialog).findByRole('alert', {}, slowly);
    await expect(alert).toHaveTextContent('Unable to add item');
    await expect(alert).toHaveTextContent(INSUFFICIENT_STOCK_MESSAGE);
    await expect(within(dialog).getByRole('textbox', { name: /Initials/ })).toHaveValue('ADA');
    await expect(within(dialog).getByRole('combobox', { name: /Thread/ })).toHaveValue('Gold');
  },
};

/** The store refuses an answer: its message on that field, 'Update the missing or invalid information above.', the answers kept. */
export const AnswerRefusedByTheStore: Story = {
  parameters: {
    msw: {
      handlers: {
        cart: [
          http.post('*/api/commerce/shopping-cart/entries', () =>
            HttpResponse.json({ errors: { 'monogram-thread': 'Gold thread is no longer available.' } }, { status: 400 }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await pressAddOnTheKit(canvasElement);
    const dialog = await formDialog(canvasElement);
    await answer(dialog, 'ADA', 'Gold');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add To Cart' }));
    const alert = await within(dialog).findByRole('alert', {}, slowly);
    await expect(alert).toHaveTextContent('Unable to add item');
    await expect(alert).toHaveTextContent('Update the missing or invalid information above.');
    const thread = within(dialog).getByRole('combobox', { name: /Thread/ });
    await expect(thread).toHaveAttribute('aria-invalid', 'true');
    await expect(thread).toHaveAccessibleDescription('Gold thread is no longer available.');
    await expect(within(dialog).getByRole('textbox', { name: /Initials/ })).toHaveValue('ADA');
  },
};

/** The form is on its way (a page that loads its forms, slow to answer): the lightbox says so. */
export const FormLoading: Story = {
  args: { forms: () => new Promise(() => undefined) },
  play: async ({ canvasElement }) => {
    await pressAddOnTheKit(canvasElement);
    const dialog = await page(canvasElement).findByRole('dialog', { name: leatherTravelKit.title }, slowly);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Loading the form…');
    await expect(dialog).toHaveAttribute('data-state', 'loading');
  },
};

/** A page whose forms cannot be had at the first try (its form loader fails once): the listing looks as any other. */
export const FormsUnavailableAtFirst: Story = {
  render: () => <FailingOncePage />,
  play: async ({ canvasElement }) => {
    await expect(kitButton(canvasElement)).toHaveAttribute('data-state', 'idle');
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** The form cannot be loaded: 'Unable to open form' with Retry; nothing is added. (Retry brings it: the feature.) */
export const FormCannotBeOpened: Story = {
  render: () => <FailingOncePage />,
  play: async ({ canvasElement }) => {
    await pressAddOnTheKit(canvasElement);
    const dialog = await page(canvasElement).findByRole('dialog', { name: leatherTravelKit.title }, slowly);
    const alert = await within(dialog).findByRole('alert', {}, slowly);
    await expect(alert).toHaveTextContent('Unable to open form');
    await expect(alert).toHaveTextContent('Please try again.');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(db.cart.entries).toHaveLength(0);
  },
};

/** From the quick view: Add To Cart there opens the form over it, and sending it adds the kit with the answers, the quick view still open. */
export const FromTheQuickView: Story = {
  args: { openQuickView: true },
  play: async ({ canvasElement }) => {
    const quickView = await page(canvasElement).findByRole('dialog', { name: leatherTravelKit.title }, slowly);
    await userEvent.click(await within(quickView).findByRole('button', { name: 'Add To Cart' }, slowly));
    const dialog = await formDialog(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(leatherTravelKit.title);
    await expect(db.cart.entries).toHaveLength(0);
  },
};
