import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPE, type Product } from '../logic/shopper/product.ts';
import { renderTemplate } from '../logic/template/index.ts';
import { Image } from '../components/content/Image/Image.tsx';
import { AddToCartButton } from '../components/shopper/AddToCartButton/AddToCartButton.tsx';
import { ProductBadge } from '../components/shopper/ProductBadge/ProductBadge.tsx';
import { ProductPrice } from '../components/shopper/ProductPrice/ProductPrice.tsx';
import { QuantityInput } from '../components/shopper/QuantityInput/QuantityInput.tsx';
import { RestockForm } from '../components/shopper/RestockForm/RestockForm.tsx';
import { ScarcityMessage } from '../components/shopper/ScarcityMessage/ScarcityMessage.tsx';
import { SubscriptionPrice } from '../components/shopper/SubscriptionPrice/SubscriptionPrice.tsx';
import { VariantSelector } from '../components/shopper/VariantSelector/VariantSelector.tsx';
import { MoneyFormatProvider } from '../hooks/shopper/MoneyFormatProvider.tsx';
import {
  createFragmentTemplateEngine,
  FRAGMENT_FORMATTERS,
  fragmentIdentifierPrefix,
  fragmentTree,
  registerFragmentFormatters,
} from './fragmentFormatters.tsx';
import { createTemplateEngine } from '../logic/template/index.ts';

const usd = (value: number) => ({ value, currency: 'USD' });
const variant = (sku: string, price: number, rest: Record<string, unknown> = {}) => ({
  sku,
  attributes: {},
  priceMoney: usd(price),
  onSale: false,
  qtyInStock: 5,
  unlimited: false,
  ...rest,
});

/** A product as site templates see it: an item with its commerce fields in structuredContent. */
const tote = {
  id: 'tote',
  title: 'Canvas Tote',
  fullUrl: '/shop/p/tote',
  structuredContent: {
    productType: PRODUCT_TYPE.physical,
    variants: [variant('T-S', 4200, { attributes: { Size: 'S' }, onSale: true, salePriceMoney: usd(2900) }), variant('T-L', 4200, { attributes: { Size: 'L' } })],
    variantOptionOrdering: ['Size'],
  },
};

/** The same product in the library's shape, as a React page would hold it. */
const toteProduct: Product = {
  id: 'tote',
  title: 'Canvas Tote',
  fullUrl: '/shop/p/tote',
  productType: PRODUCT_TYPE.physical,
  variants: tote.structuredContent.variants as Product['variants'],
  onSale: false,
  isSubscribable: false,
  variantOptionOrdering: ['Size'],
  useCustomAddButtonText: false,
  customAddButtonText: '',
};

const engine = createFragmentTemplateEngine();
const render = (source: string, context: unknown) => engine.renderTemplate(source, context);
/** The markup of `element` as the formatter `name` renders it for the product `key`: same tree, same id prefix. */
const markup = (name: string, element: ReactElement, strings = {}, key = 'tote') =>
  renderToString(fragmentTree(element, strings), { identifierPrefix: fragmentIdentifierPrefix(name, key) });

describe('Fragment formatters render the library\'s components (docs/template-language.md "Fragment formatters")', () => {
  it('product-price gives the same markup as <ProductPrice>', () => {
    const result = render('{item|product-price}', { item: tote });
    expect(result.errors).toEqual([]);
    expect(result.html).toBe(markup('product-price', <ProductPrice product={toteProduct} />));
    expect(result.html).toContain('data-vitrine="product-price"');
    expect(result.html).toContain('$29.00');
  });

  it('product-price reads the website\'s useCLDRMoneyFormat: the locale\'s money format when true (rendering spec, entities Website)', () => {
    const german = (flag: unknown) => engine.renderTemplate('{item|product-price}', { item: tote, website: { useCLDRMoneyFormat: flag } }, { locale: 'de-DE' }).html;
    expect(german(true)).toBe(
      markup('product-price', <MoneyFormatProvider website={{ useCLDRMoneyFormat: true }} locale="de-DE"><ProductPrice product={toteProduct} /></MoneyFormatProvider>),
    );
    expect(german(true)).toContain('29,00\u00a0$');
    expect(german(false)).toBe(markup('product-price', <ProductPrice product={toteProduct} />));
    expect(german(false)).toContain('$29.00');
    expect(german('true')).toContain('$29.00');
  });

  it('product-status gives the same markup as <ProductBadge>, with the merchant\'s sold-out text and the site\'s strings', () => {
    const soldOut = { ...tote, structuredContent: { ...tote.structuredContent, variants: [variant('T-S', 4200, { qtyInStock: 0 })] } };
    const context = { item: soldOut, productMerchandisingContext: { tote: { customSoldOutText: 'Back soon' } } };
    expect(render('{item|product-status}', context).html).toBe(
      markup('product-status', <ProductBadge product={{ ...toteProduct, variants: soldOut.structuredContent.variants as Product['variants'] }} customSoldOutText="Back soon" />),
    );
    const sale = render('{item|product-status}', { item: tote, localizedStrings: { productSaleText: 'soldes' } }).html;
    expect(sale).toBe(markup('product-status', <ProductBadge product={toteProduct} />, { productSaleText: 'soldes' }));
    expect(sale).toContain('soldes');
  });

  it('variants-select and quantity-input give the same markup as their components', () => {
    expect(render('{item|variants-select}', { item: tote }).html).toBe(markup('variants-select', <VariantSelector product={toteProduct} appearance="dropdown" />));
    expect(render('{item|quantity-input}', { item: tote }).html).toBe(markup('quantity-input', <QuantityInput product={toteProduct} settings={{}} />));
  });

  it('subscription-price renders only for a subscribable product', () => {
    const plan = { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 };
    const subscribable = { ...tote, structuredContent: { ...tote.structuredContent, isSubscribable: true, subscriptionPlan: plan } };
    const expected = markup('subscription-price', <SubscriptionPrice product={{ ...toteProduct, isSubscribable: true, subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 } }} keepUnit={false} />);
    expect(render('{item|subscription-price}', { item: subscribable }).html).toBe(expected);
    expect(render('[{item|subscription-price}]', { item: tote }).html).toBe('[]');
    // Only physical and service products are subscribable (rendering spec, entities Subscription): a digital one carrying the flag is not.
    const digital = { ...subscribable, structuredContent: { ...subscribable.structuredContent, productType: PRODUCT_TYPE.digital } };
    expect(render('[{item|subscription-price}]', { item: digital }).html).toBe('[]');
  });

  it('image renders <Image> of an asset, with name:value arguments', () => {
    const image = { assetUrl: 'https://img.example/a.jpg', originalSize: '800x600', altText: 'A tote' };
    expect(render('{img|image priority:high sizes:50vw}', { img: image }).html).toBe(
      markup(
        'image',
        <Image
          image={image}
          priority="high"
          sizes="50vw"
          className="thumb-image"
          passthrough={{ 'data-image-id': '', 'data-image-dimensions': '800x600', 'data-image-focal-point': '0.5,0.5', 'data-type': 'image' }}
        />,
        {},
        '',
      ),
    );
  });

  it('add-to-cart-btn renders the button with the product\'s label', () => {
    const html = render('{item|add-to-cart-btn}', { item: tote, localizedStrings: { productAddToCartText: 'Ajouter' } }).html;
    expect(html).toBe(markup('add-to-cart-btn', <AddToCartButton product={toteProduct} context="detail" />, { productAddToCartText: 'Ajouter' }));
    expect(html).toContain('data-vitrine="add-to-cart"');
    expect(html).toContain('Ajouter');
  });

  it('product-checkout gives the same markup as the express-checkout <AddToCartButton>', () => {
    const result = render('{item|product-checkout}', { item: tote });
    expect(result.errors).toEqual([]);
    expect(result.html).toBe(markup('product-checkout', <AddToCartButton product={toteProduct} expressCheckout />));
    expect(result.html).toContain('data-vitrine="add-to-cart-button"');
  });

  it('product-scarcity gives the same markup as <ScarcityMessage>, from the product\'s merchandising context and the view named', () => {
    const merchandising = { scarcityEnabled: true, scarcityShownByDefault: true, scarcityText: 'Only {quantity} left!' };
    const context = { item: tote, productMerchandisingContext: { tote: merchandising } };
    const html = render('{item|product-scarcity}', context).html;
    expect(html).toBe(markup('product-scarcity', <ScarcityMessage product={toteProduct} merchandising={merchandising} view="productDetail" />));
    expect(html).toContain('Only 10 left!');
    const listed = { item: tote, productMerchandisingContext: { tote: { ...merchandising, scarcityTemplateViews: ['productItem'] } } };
    expect(render('[{item|product-scarcity}]', listed).html).toBe('[]');
    expect(render('{item|product-scarcity productItem}', listed).html).toContain('data-view="productItem"');
    expect(render('[{item|product-scarcity}]', { item: tote }).html).toBe('[]');
  });

  it('product-restock-notification gives the same markup as <RestockForm> for a sold-out product, with the site\'s captcha key', () => {
    const soldOut = { ...tote, structuredContent: { ...tote.structuredContent, variants: [variant('T-S', 4200, { qtyInStock: 0 })] } };
    const merchandising = { mailingListSignUpEnabled: true, mailingListOptInByDefault: true, restockNotificationMessages: { title: 'Tell me when it is back' } };
    const context = { item: soldOut, productMerchandisingContext: { tote: merchandising }, website: { captchaSettings: { siteKey: 'site-key' } } };
    const html = render('{item|product-restock-notification}', context).html;
    const product = { ...toteProduct, variants: soldOut.structuredContent.variants as Product['variants'] };
    expect(html).toBe(markup('product-restock-notification', <RestockForm product={product} merchandising={merchandising} view="productDetail" captchaSiteKey="site-key" />));
    expect(html).toContain('Tell me when it is back');
    expect(html).toContain('data-sitekey="site-key"');
    expect(render('[{item|product-restock-notification}]', { item: tote }).html).toBe('[]');
    const hidden = { item: soldOut, productMerchandisingContext: { tote: { restockNotificationViews: { productDetail: { hiddenByDefault: true } } } } };
    expect(render('[{item|product-restock-notification}]', hidden).html).toBe('[]');
  });

  it('gives each fragment its own ids: by formatter and product, and again for the same product\'s second one', () => {
    const other = { ...tote, id: 'bag / 2' };
    const html = render('{a|quantity-input}{b|quantity-input}{a|quantity-input}{a|variants-select}', { a: tote, b: other }).html;
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
    expect(ids[0]).toContain(fragmentIdentifierPrefix('quantity-input', 'tote'));
    expect(ids[1]).toContain('vitrine-quantity-input-bag_0020_002f_00202-');
    expect(ids[2]).toContain(fragmentIdentifierPrefix('quantity-input', 'tote', 1));
    expect(ids[3]).toContain(fragmentIdentifierPrefix('variants-select', 'tote'));
    // Every render counts afresh: the same template renders the same markup again.
    expect(render('{a|quantity-input}{b|quantity-input}{a|quantity-input}{a|variants-select}', { a: tote, b: other }).html).toBe(html);
  });

  it('renders nothing for a value that is not a product or an image', () => {
    expect(render('[{x|product-price}][{x|variants-select}][{x|image}]', { x: 'text' }).html).toBe('[][][]');
  });

  it('leaves fragment names whose component does not exist yet unregistered: reported as unknown', () => {
    // Not a fragment of any area (the content areas register theirs one by one, so a real name here would go stale).
    const result = render('{item|no-such-fragment}', { item: tote });
    expect(result.html).toBe('{item|no-such-fragment}');
    expect(result.errors.map((e) => e.message)).toEqual(["Formatter 'no-such-fragment' is unknown."]);
    expect(Object.keys(FRAGMENT_FORMATTERS)).toEqual(
      expect.arrayContaining([
        'add-to-cart-btn', 'image', 'product-checkout', 'product-price', 'product-quick-view', 'product-restock-notification',
        'product-scarcity', 'product-status', 'quantity-input', 'subscription-price', 'variants-select',
      ]),
    );
  });

  it('registers into any engine; the core engine alone does not know them', () => {
    expect(renderTemplate('{item|product-status}', { item: tote }).errors).toHaveLength(1);
    const custom = registerFragmentFormatters(createTemplateEngine());
    expect(custom.renderTemplate('{item|product-status}', { item: tote }).html).toContain('data-vitrine="product-badge"');
  });
});
