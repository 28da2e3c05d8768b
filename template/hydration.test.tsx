/**
 * Markup rendered by the fragment formatters hydrates into the live component: in Chromium,
 * each fragment's markup from the template engine is put in the page and hydrated with the same tree
 * (fragmentTree, the same identifier prefix). React must report no mismatch (no recoverable error, no
 * console error), keep every server-rendered node, and the component must then be live.
 */
import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PLEASE_ENTER_VALID_EMAIL } from '../logic/builder/builder.ts';
import { UNABLE_TO_PURCHASE_ITEM_TITLE } from '../logic/shopper/cart.ts';
import type { MerchandisingContext } from '../logic/shopper/merchandising.ts';
import { PRODUCT_TYPE, type Product, type Variant } from '../logic/shopper/product.ts';
import { DEFAULT_LOCALIZED_STRINGS, type LocalizedStrings } from '../logic/shared/strings.ts';
import { Image } from '../components/content/Image/Image.tsx';
import { AddToCartButton } from '../components/shopper/AddToCartButton/AddToCartButton.tsx';
import { ProductBadge } from '../components/shopper/ProductBadge/ProductBadge.tsx';
import { ProductPrice } from '../components/shopper/ProductPrice/ProductPrice.tsx';
import { QuantityInput } from '../components/shopper/QuantityInput/QuantityInput.tsx';
import { RestockForm } from '../components/shopper/RestockForm/RestockForm.tsx';
import { ScarcityMessage } from '../components/shopper/ScarcityMessage/ScarcityMessage.tsx';
import { VariantSelector } from '../components/shopper/VariantSelector/VariantSelector.tsx';
import { createFragmentTemplateEngine, fragmentIdentifierPrefix, fragmentTree } from './fragmentFormatters.tsx';
import { hydrationHarness } from './testing.tsx';


const usd = (value: number) => ({ value, currency: 'USD' });
const variant = (sku: string, attributes: Record<string, string>, qtyInStock: number, rest: Partial<Variant> = {}): Variant => ({
  sku,
  attributes,
  priceMoney: usd(4200),
  onSale: false,
  qtyInStock,
  unlimited: false,
  ...rest,
});

/** Two options; Large in Navy is sold out, so choosing Large disables Navy. */
const shirtVariants = [
  variant('S-SAND', { Size: 'Small', Color: 'Sand' }, 4, { onSale: true, salePriceMoney: usd(2900) }),
  variant('S-NAVY', { Size: 'Small', Color: 'Navy' }, 3),
  variant('L-SAND', { Size: 'Large', Color: 'Sand' }, 2),
  variant('L-NAVY', { Size: 'Large', Color: 'Navy' }, 0),
];

/** The product as a site template sees it (commerce fields in structuredContent)… */
const shirtItem = {
  id: 'shirt',
  title: 'Linen Shirt',
  fullUrl: '/shop/p/shirt',
  structuredContent: { productType: PRODUCT_TYPE.physical, variants: shirtVariants, variantOptionOrdering: ['Size', 'Color'] },
};

/** …and as the page's client code holds it. */
const shirt: Product = {
  id: 'shirt',
  title: 'Linen Shirt',
  fullUrl: '/shop/p/shirt',
  productType: PRODUCT_TYPE.physical,
  variants: shirtVariants,
  onSale: false,
  isSubscribable: false,
  variantOptionOrdering: ['Size', 'Color'],
  useCustomAddButtonText: false,
  customAddButtonText: '',
};

const soldOutVariants = [variant('S-SAND', { Size: 'Small' }, 0), variant('L-SAND', { Size: 'Large' }, 0)];
const soldOutItem = { ...shirtItem, structuredContent: { ...shirtItem.structuredContent, variants: soldOutVariants } };
const soldOut: Product = { ...shirt, variants: soldOutVariants };

const scarcity: MerchandisingContext = { scarcityEnabled: true, scarcityShownByDefault: true, scarcityText: 'Only {quantity} left!' };
const restock: MerchandisingContext = { mailingListSignUpEnabled: true, restockNotificationMessages: { title: 'Tell me when it is back' } };
const picture = { assetUrl: 'https://img.example/shirt.jpg', originalSize: '800x600', altText: 'A linen shirt' };
const pictureAttributes = { 'data-image-id': '', 'data-image-dimensions': '800x600', 'data-image-focal-point': '0.5,0.5', 'data-type': 'image' };
const strings: Partial<LocalizedStrings> = { productAddToCartText: 'Add to bag' };

/** What the template engine is given. */
const templateContext = {
  item: shirtItem,
  gone: soldOutItem,
  picture,
  localizedStrings: strings,
  productMerchandisingContext: { shirt: { ...scarcity, ...restock } },
  website: { captchaSettings: { siteKey: 'site-key' } },
};

const { serverRender, hydrate, only, consoleErrors, adopt } = hydrationHarness({ context: templateContext, strings });

describe('Fragment markup hydrates into the live component', () => {
  it('quantity-input: + and − step the hydrated input', async () => {
    const container = serverRender('{item|quantity-input}');
    await hydrate(container, 'quantity-input', 'shirt', <QuantityInput product={shirt} settings={{}} />);
    const input = only<HTMLInputElement>(container, 'input');
    const label = only<HTMLLabelElement>(container, 'label');
    expect(label.htmlFor).toBe(input.id);
    await act(async () => userEvent.click(only(container, `button[aria-label="${DEFAULT_LOCALIZED_STRINGS.quantityIncrementLabel}"]`)));
    await act(async () => userEvent.click(only(container, `button[aria-label="${DEFAULT_LOCALIZED_STRINGS.quantityIncrementLabel}"]`)));
    expect(input.value).toBe('3');
    await act(async () => userEvent.click(only(container, `button[aria-label="${DEFAULT_LOCALIZED_STRINGS.quantityDecrementLabel}"]`)));
    expect(input.value).toBe('2');
    expect(input).toHaveAttribute('aria-valuenow', '2');
  });

  it('variants-select: choosing a size disables the colour sold out in it', async () => {
    const container = serverRender('{item|variants-select}');
    await hydrate(container, 'variants-select', 'shirt', <VariantSelector product={shirt} appearance="dropdown" />);
    const size = only<HTMLSelectElement>(container, 'select[data-option="Size"]');
    const navy = only<HTMLOptionElement>(container, 'select[data-option="Color"] option[value="Navy"]');
    expect(navy.disabled).toBe(false);
    await act(async () => userEvent.selectOptions(size, 'Large'));
    expect(size.value).toBe('Large');
    expect(navy.disabled).toBe(true);
  });

  it('add-to-cart-btn: a press with nothing chosen shows the spec\'s alert', async () => {
    const container = serverRender('{item|add-to-cart-btn}');
    await hydrate(container, 'add-to-cart-btn', 'shirt', <AddToCartButton product={shirt} context="detail" />);
    const button = only<HTMLButtonElement>(container, '[data-vitrine="add-to-cart-button"]');
    expect(button.textContent).toBe('Add to bag');
    await act(async () => userEvent.click(button));
    // With no cart on the page, the press first loads the add's checks (hooks/shopper/addToCartLoader.ts).
    await expect.poll(() => container.textContent).toContain('Please select the Size and Color options.');
  });

  it('product-checkout: the express-checkout button refuses with the purchase alert', async () => {
    const container = serverRender('{item|product-checkout}');
    await hydrate(container, 'product-checkout', 'shirt', <AddToCartButton product={shirt} expressCheckout />);
    await act(async () => userEvent.click(only(container, '[data-vitrine="add-to-cart-button"]')));
    await expect.poll(() => container.textContent).toContain(UNABLE_TO_PURCHASE_ITEM_TITLE);
  });

  it('product-restock-notification: the form checks the email and the opt-in toggles', async () => {
    const container = serverRender('{gone|product-restock-notification}');
    await hydrate(container, 'product-restock-notification', 'shirt', (
      <RestockForm product={soldOut} merchandising={{ ...scarcity, ...restock }} view="productDetail" captchaSiteKey="site-key" />
    ));
    expect(container.textContent).toContain('Tell me when it is back');
    const optIn = only<HTMLButtonElement>(container, '[data-part="join-mailing-list"]');
    expect(optIn).toHaveAttribute('data-state', 'unchecked');
    await act(async () => userEvent.click(optIn));
    expect(optIn).toHaveAttribute('data-state', 'checked');
    await act(async () => userEvent.type(only(container, 'input[type="email"]'), 'not an email'));
    await act(async () => userEvent.click(only(container, 'button[type="submit"]')));
    expect(container.textContent).toContain(PLEASE_ENTER_VALID_EMAIL);
  });

  it('product-price, product-status, product-scarcity and image: the hydrated root updates the same nodes', async () => {
    const cases: Array<{ template: string; name: string; key: string; element: ReactElement; next: ReactElement; part: string; expected: string }> = [
      {
        template: '{item|product-price}',
        name: 'product-price',
        key: 'shirt',
        element: <ProductPrice product={shirt} />,
        next: <ProductPrice product={{ ...shirt, variants: [variant('ONE', {}, 1, { priceMoney: usd(1900) })] }} />,
        part: '[data-vitrine="product-price"]',
        expected: '$19.00',
      },
      {
        template: '{item|product-status}',
        name: 'product-status',
        key: 'shirt',
        element: <ProductBadge product={shirt} />,
        next: <ProductBadge product={soldOut} />,
        part: '[data-vitrine="product-badge"]',
        expected: DEFAULT_LOCALIZED_STRINGS.productSoldOutText,
      },
      {
        template: '{item|product-scarcity}',
        name: 'product-scarcity',
        key: 'shirt',
        element: <ScarcityMessage product={shirt} merchandising={{ ...scarcity, ...restock }} view="productDetail" />,
        next: <ScarcityMessage product={shirt} variant={shirtVariants[2]} merchandising={{ ...scarcity, ...restock }} view="productDetail" />,
        part: '[data-vitrine="scarcity-message"]',
        expected: 'Only 2 left!',
      },
      {
        template: '{picture|image sizes:50vw}',
        name: 'image',
        key: '',
        // The incumbent's class and data attributes, as the image fragment puts them (template/fragments/images.tsx).
        element: <Image image={picture} sizes="50vw" className="thumb-image" passthrough={pictureAttributes} />,
        next: <Image image={picture} sizes="50vw" alt="The shirt, folded" className="thumb-image" passthrough={pictureAttributes} />,
        part: 'img',
        expected: 'The shirt, folded',
      },
    ];
    for (const { template, name, key, element, next, part, expected } of cases) {
      const container = serverRender(template);
      const root = await hydrate(container, name, key, element);
      const node = only(container, part);
      await act(async () => root.render(fragmentTree(next, strings)));
      expect(only(container, part)).toBe(node);
      expect(part === 'img' ? node.getAttribute('alt') : node.textContent).toContain(expected);
      expect(consoleErrors()).not.toHaveBeenCalled();
    }
  });

  it('several fragments on one page keep their ids apart and each hydrates with its own prefix', async () => {
    const other = { ...shirtItem, id: 'other shirt' };
    const result = createFragmentTemplateEngine().renderTemplate(
      '<div>{item|quantity-input}</div><div>{other|quantity-input}</div><div>{item|quantity-input}</div>',
      { ...templateContext, other },
    );
    document.body.innerHTML = result.html;
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
    const [first, second, third] = [...document.body.children] as HTMLElement[];
    if (first === undefined || second === undefined || third === undefined) throw new Error('Three fragments expected.');
    await hydrate(first, 'quantity-input', 'shirt', <QuantityInput product={shirt} settings={{}} />);
    await hydrate(second, 'quantity-input', 'other shirt', <QuantityInput product={{ ...shirt, id: 'other shirt' }} settings={{}} />);
    await hydrate(third, 'quantity-input', 'shirt', <QuantityInput product={shirt} settings={{}} />, { occurrence: 1 });
    await act(async () => userEvent.click(only(second, `button[aria-label="${DEFAULT_LOCALIZED_STRINGS.quantityIncrementLabel}"]`)));
    expect(only<HTMLInputElement>(first, 'input').value).toBe('1');
    expect(only<HTMLInputElement>(second, 'input').value).toBe('2');
    expect(only<HTMLInputElement>(third, 'input').value).toBe('1');
  });

  it('hydrating without the fragment\'s id prefix is a mismatch React reports: the checks above can fail', async () => {
    const container = serverRender('{item|quantity-input}');
    const onRecoverableError = vi.fn();
    const errors = consoleErrors().mockImplementation(() => undefined);
    await act(async () => {
      adopt(hydrateRoot(container, fragmentTree(<QuantityInput product={shirt} settings={{}} />, strings), { onRecoverableError }));
    });
    const reported = [...onRecoverableError.mock.calls, ...errors.mock.calls].map((call) => call.map(String).join(' ')).join('\n');
    expect(reported).toMatch(/hydrat/i);
  });

  it('hydrating with other text than the server rendered (other strings) is a mismatch React reports', async () => {
    const container = serverRender('{item|add-to-cart-btn}');
    const onRecoverableError = vi.fn();
    const errors = consoleErrors().mockImplementation(() => undefined);
    await act(async () => {
      adopt(
        hydrateRoot(container, fragmentTree(<AddToCartButton product={shirt} context="detail" />, {}), {
          identifierPrefix: fragmentIdentifierPrefix('add-to-cart-btn', 'shirt'),
          onRecoverableError,
        }),
      );
    });
    expect(onRecoverableError.mock.calls.length + errors.mock.calls.length).toBeGreaterThan(0);
  });
});
