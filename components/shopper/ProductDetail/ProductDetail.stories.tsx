import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CartProvider } from '../../../hooks/shopper/useCart.tsx';
import { LocalizedStringsProvider } from '../../../hooks/shared/LocalizedStringsProvider.tsx';
import type { Product } from '../../../logic/shopper/product.ts';
import { db } from '../../../mocks/db.ts';
import { canvasTote, coffeeSubscription, fieldGuideEbook, giftCard, linenShirt, woolScarf } from '../../../mocks/fixtures/catalogue.ts';
import { enamelMug, glassCarafe, handThrownVase, leatherTravelKit, stonewareBowls } from '../../../mocks/fixtures/collection.ts';
import { monogramForm } from '../../../mocks/fixtures/forms.ts';
import { productImages, withImages } from '../../../mocks/fixtures/images.ts';
import { website } from '../../../mocks/fixtures/site.ts';
import { fakeCaptcha } from '../../../mocks/fixtures/captcha.ts';
import { Button } from '../../primitives/Button/Button.tsx';
import { ProductDetail, type ProductDetailProps } from './ProductDetail.tsx';

/** Opens the monogram form, answers it (initials ADA, gold thread) and saves it, as a shopper would. */
async function addMonogram(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add Details' }));
  const dialog = within(await body.findByRole('dialog', { name: 'Monogram' }));
  await userEvent.type(dialog.getByRole('textbox', { name: /Initials/ }), 'ADA');
  await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Thread/ }), 'Gold');
  await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
}

const meta = {
  title: 'Shopper/ProductDetail',
  component: ProductDetail,
  args: { product: withImages(linenShirt) },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <CartProvider>
        <div style={{ padding: 16, maxWidth: 1100 }}>{Story()}</div>
      </CartProvider>
    ),
  ],
} satisfies Meta<typeof ProductDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Long enough to wait out the add-to-cart button's 1 s delay on the real clock. */
const slowly = { timeout: 20_000 };

const addButton = (canvasElement: HTMLElement) => {
  const button = canvasElement.querySelector<HTMLButtonElement>('[data-vitrine="add-to-cart-button"]');
  if (!button) throw new Error('No add-to-cart button.');
  return button;
};
const restockForm = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-vitrine="restock-form"]');
const choose = async (canvasElement: HTMLElement, option: string, value: string) =>
  userEvent.selectOptions(within(canvasElement).getByRole('combobox', { name: option }), value);

/** A product with options: gallery, title, price, a picker per option, quantity and the add button; nothing else. */
export const WithOptions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Linen Shirt' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Linen Shirt' })).toHaveAttribute('data-vitrine', 'product-gallery');
    await expect(canvas.getByText('$68.00')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Size' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Color' })).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
    await expect(canvas.getByRole('button', { name: 'Add To Cart' })).toBeEnabled();
    await expect(restockForm(canvasElement)).toBeNull();
    await expect(canvasElement.querySelector('[data-part="scarcity"]')).toBeNull();
  },
};

/** Pick every option and add: the button reads "Added!" and the cart holds that variant. */
export const ChooseAndAdd: Story = {
  // Pictured at rest (scripts/visual/story-images.ts): the play ends amid the add's timed feedback ("Adding…", "Added!", the added-to-cart popover), which a loaded machine may or may not have reached.
  tags: ['looks-at-rest'],
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'Size', 'Medium');
    await choose(canvasElement, 'Color', 'Sand');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add To Cart' }));
    await waitFor(() => expect(addButton(canvasElement)).toHaveTextContent('Added!'), slowly);
    await expect(db.cart.entries.map((entry) => [entry.chosenVariant.sku, entry.quantity])).toEqual([['LS-M-SAND', 1]]);
  },
};

/** Added without choosing: the spec's message in the alert, nothing added. */
export const OptionsMissing: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add To Cart' }));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Unable to Add Item');
    await expect(alert).toHaveTextContent('Please select the Size and Color options.');
    await expect(db.cart.entries).toHaveLength(0);
  },
};

/** Radio buttons instead of dropdowns. */
export const RadioButtons: Story = {
  args: { variantAppearance: 'radio' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup', { name: 'Size' })).toBeVisible();
  },
};

/** On sale: the sale price, the original struck through, the sale badge. */
export const OnSale: Story = {
  args: { product: withImages(canvasTote) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$29.00')).toBeVisible();
    await expect(canvas.getByText('sale')).toHaveAttribute('data-status', 'on-sale');
  },
};

/** Sold out: the badge, 'Sold Out' disabled, and the back-in-stock form. */
export const SoldOut: Story = {
  args: { product: withImages(woolScarf) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('sold out')).toHaveAttribute('data-status', 'sold-out');
    await expect(canvas.getByRole('button', { name: 'Sold Out' })).toBeDisabled();
    await expect(canvas.getByRole('region', { name: "Notify me when it's back in stock" })).toBeVisible();
  },
};

/** Sold out with the merchant's restock settings: the mailing-list box checked by default, the captcha to solve, their sold-out wording. */
export const SoldOutWithMailingListAndCaptcha: Story = {
  args: {
    product: withImages(woolScarf),
    merchandising: { mailingListSignUpEnabled: true, mailingListOptInByDefault: true, customSoldOutText: 'Back in autumn' },
    captchaSiteKey: website.captchaSettings.siteKey,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Back in autumn')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Sign up for news and updates' })).toBeChecked();
    // The site's key draws the captcha provider's widget (the mock backend's stand-in) in the form's area.
    await expect(await within(canvas.getByRole('group', { name: 'CAPTCHA' })).findByRole('checkbox', { name: fakeCaptcha.checkboxLabel })).not.toBeChecked();
  },
};

/** Sold out, but the merchant hides the restock form by default: no form. */
export const RestockHiddenByDefault: Story = {
  args: { product: withImages(woolScarf), merchandising: { restockNotificationViews: { productDetail: { hiddenByDefault: true } } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sold Out' })).toBeDisabled();
    await expect(restockForm(canvasElement)).toBeNull();
  },
};

/** Scarcity enabled, shown by default: the merchant's message with the units left. */
export const Scarcity: Story = {
  args: {
    product: withImages(handThrownVase),
    merchandising: { scarcityEnabled: true, scarcityShownByDefault: true, scarcityText: 'Only {quantity} left — each one is thrown by hand' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Only 1 left — each one is thrown by hand')).toBeVisible();
  },
};

/** Scarcity once a variant is chosen: no message until then, then the chosen variant's units (the library's wording). */
export const ScarcityAfterChoice: Story = {
  args: { merchandising: { scarcityEnabled: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-part="scarcity"]')).toBeNull();
    await choose(canvasElement, 'Size', 'Large');
    await choose(canvasElement, 'Color', 'Sand');
    await expect(canvas.getByText('Only 2 left in stock')).toBeVisible();
  },
};

/** Scarcity not enabled: no message, even for the last unit. */
export const ScarcityNotEnabled: Story = {
  args: { product: withImages(handThrownVase), merchandising: { scarcityText: 'Only {quantity} left!', scarcityShownByDefault: true } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="scarcity"]')).toBeNull();
  },
};

/** A product with an additional-fields form: the add waits for the details, which then go with the add. */
export const AdditionalFields: Story = {
  // Pictured at rest (scripts/visual/story-images.ts): the play ends amid the add's timed feedback ("Adding…", "Added!", the added-to-cart popover), which a loaded machine may or may not have reached.
  tags: ['looks-at-rest'],
  args: { product: withImages(leatherTravelKit), additionalFieldsForm: monogramForm },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add To Cart' })).toBeDisabled();
    await expect(canvas.getByText('Add your details to add this item to your cart.')).toBeVisible();
    await addMonogram(canvasElement);
    await expect(canvas.getByText('Your details will be added with the item.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit Details' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add To Cart' }));
    await waitFor(() => expect(db.cart.entries[0]?.additionalFields).toEqual({ 'monogram-initials': 'ADA', 'monogram-thread': 'Gold' }), slowly);
  },
};

/** A subscribable product: the price with its billing wording, and the Subscribe button. */
export const Subscription: Story = {
  args: { product: withImages(coffeeSubscription), addToCart: { navigate: fn() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-vitrine="subscription-price"]')).toHaveTextContent('every 2 weeks');
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeVisible();
    await expect(canvas.queryByRole('spinbutton')).toBeNull();
  },
};

/** A gift card: its value to choose among its denominations, no quantity. */
export const GiftCard: Story = {
  args: { product: withImages(giftCard) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const value = canvas.getByRole('combobox', { name: 'Value' });
    await expect(value).toBeVisible();
    // The prompt, then one choice per denomination.
    await expect(within(value).getAllByRole('option')).toHaveLength(giftCard.variants.length + 1);
    await expect(canvas.queryByRole('spinbutton')).toBeNull();
  },
};

/** A digital product: nothing to choose. */
export const Digital: Story = {
  args: { product: withImages(fieldGuideEbook) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.queryByRole('spinbutton')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Add To Cart' })).toBeEnabled();
  },
};

/** With related products under it. */
export const WithRelatedProducts: Story = {
  args: { relatedProducts: [stonewareBowls, enamelMug, glassCarafe].map(withImages) },
  play: async ({ canvasElement }) => {
    const related = within(within(canvasElement).getByRole('region', { name: 'You might also like' }));
    await expect(related.getAllByRole('article')).toHaveLength(3);
  },
};

const shirtImages = productImages[linenShirt.id] ?? [];
/** The shirt with an image per colour: Navy variants point at the "in use" picture. */
const shirtWithColourImages: Product = {
  ...withImages(linenShirt),
  variants: linenShirt.variants.map((variant) => ({
    ...variant,
    mainImageId: (variant.attributes.Color === 'Navy' ? shirtImages[2] : shirtImages[0])?.id ?? '',
  })),
};

/** Choosing a variant with its own image shows that image in the gallery. */
export const VariantImage: Story = {
  args: { product: shirtWithColourImages },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, 'Size', 'Large');
    await choose(canvasElement, 'Color', 'Navy');
    await expect(canvas.getByRole('group', { name: 'Image 3 of 4' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }));
    await expect(canvas.getByRole('group', { name: 'Image 4 of 4' })).toBeVisible();
  },
};

/** The site's gallery settings: stacked images with click zoom. */
export const StackedGallery: Story = {
  args: { gallery: { layout: 'stacked', zoom: 'click' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: /^Zoom image/ })).toHaveLength(4);
  },
};

/** Under a page heading of its own: the title an h2, the back-in-stock form and the related products one level below. */
export const HeadingLevelTwo: Story = {
  args: { product: withImages(woolScarf), headingLevel: 2, relatedProducts: [stonewareBowls, enamelMug].map(withImages) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Wool Scarf' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 3, name: "Notify me when it's back in stock" })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'You might also like' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 4 })).toHaveLength(2);
  },
};

/** The site's own wording: the badge, the quantity label, the back-in-stock form's texts. */
export const Localized: Story = {
  args: { product: withImages(woolScarf) },
  decorators: [
    (Story) => (
      <LocalizedStringsProvider
        strings={{
          productSoldOutText: 'épuisé',
          restockTitleText: 'Prévenez-moi du retour en stock',
          restockEmailLabel: 'Adresse e-mail',
          restockSubmitText: 'Me prévenir',
        }}
      >
        {Story()}
      </LocalizedStringsProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('épuisé')).toHaveAttribute('data-status', 'sold-out');
    const restock = within(canvas.getByRole('region', { name: 'Prévenez-moi du retour en stock' }));
    await expect(restock.getByRole('textbox', { name: /Adresse e-mail/ })).toBeVisible();
    await expect(restock.getByRole('button', { name: 'Me prévenir' })).toBeVisible();
  },
};

/** The travel kit again under another id and name, as a quick view's next product or a reused page would show it. */
const tanTravelKit: Product = { ...withImages(leatherTravelKit), id: 'prod-leather-travel-kit-tan', title: 'Leather Travel Kit, Tan' };

/** Shows the product given, then, at the press of a button, another one in the same ProductDetail (no `key`). */
function NextProductHarness(props: ProductDetailProps) {
  const [next, setNext] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setNext(true)}>
        Show the next product
      </Button>
      <ProductDetail {...props} product={next ? tanTravelKit : props.product} />
    </>
  );
}

/** Another product starts over: the details typed for the last one are not sent with it, its form is closed, its first image shows. */
export const AnotherProductStartsOver: Story = {
  args: { product: withImages(leatherTravelKit), additionalFieldsForm: monogramForm },
  render: (args) => <NextProductHarness {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }));
    await expect(canvas.getByRole('group', { name: 'Image 2 of 2' })).toBeVisible();
    await addMonogram(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add To Cart' })).toBeEnabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Show the next product' }));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Leather Travel Kit, Tan' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add To Cart' })).toBeDisabled();
    await expect(canvas.getByText('Add your details to add this item to your cart.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Details' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Image 1 of 2' })).toBeVisible();
  },
};
