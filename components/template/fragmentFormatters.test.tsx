import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LocalizedStringsProvider } from '../../hooks/useLocalizedStrings.tsx';
import { PRODUCT_TYPE, type Product } from '../../logic/product.ts';
import { renderTemplate } from '../../logic/template/index.ts';
import { Image } from '../content/Image/Image.tsx';
import { ProductBadge } from '../shopper/ProductBadge/ProductBadge.tsx';
import { ProductPrice } from '../shopper/ProductPrice/ProductPrice.tsx';
import { QuantityInput } from '../shopper/QuantityInput/QuantityInput.tsx';
import { SubscriptionPrice } from '../shopper/SubscriptionPrice/SubscriptionPrice.tsx';
import { VariantSelector } from '../shopper/VariantSelector/VariantSelector.tsx';
import { createFragmentTemplateEngine, FRAGMENT_FORMATTERS, registerFragmentFormatters } from './fragmentFormatters.tsx';
import { createTemplateEngine } from '../../logic/template/index.ts';

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
const markup = (element: ReactElement, strings = {}) =>
  renderToString(<LocalizedStringsProvider strings={strings}>{element}</LocalizedStringsProvider>);

describe('Fragment formatters render the library\'s components (TEMPLATE-LANGUAGE.md "Fragment formatters")', () => {
  it('product-price gives the same markup as <ProductPrice>', () => {
    const result = render('{item|product-price}', { item: tote });
    expect(result.errors).toEqual([]);
    expect(result.html).toBe(markup(<ProductPrice product={toteProduct} />));
    expect(result.html).toContain('data-vitrine="product-price"');
    expect(result.html).toContain('$29.00');
  });

  it('product-status gives the same markup as <ProductBadge>, with the merchant\'s sold-out text and the site\'s strings', () => {
    const soldOut = { ...tote, structuredContent: { ...tote.structuredContent, variants: [variant('T-S', 4200, { qtyInStock: 0 })] } };
    const context = { item: soldOut, productMerchandisingContext: { tote: { customSoldOutText: 'Back soon' } } };
    expect(render('{item|product-status}', context).html).toBe(
      markup(<ProductBadge product={{ ...toteProduct, variants: soldOut.structuredContent.variants as Product['variants'] }} customSoldOutText="Back soon" />),
    );
    const sale = render('{item|product-status}', { item: tote, localizedStrings: { productSaleText: 'soldes' } }).html;
    expect(sale).toBe(markup(<ProductBadge product={toteProduct} />, { productSaleText: 'soldes' }));
    expect(sale).toContain('soldes');
  });

  it('variants-select and quantity-input give the same markup as their components', () => {
    expect(render('{item|variants-select}', { item: tote }).html).toBe(markup(<VariantSelector product={toteProduct} appearance="dropdown" />));
    expect(render('{item|quantity-input}', { item: tote }).html).toBe(markup(<QuantityInput product={toteProduct} settings={{}} />));
  });

  it('subscription-price renders only for a subscribable product', () => {
    const plan = { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 };
    const subscribable = { ...tote, structuredContent: { ...tote.structuredContent, isSubscribable: true, subscriptionPlan: plan } };
    const expected = markup(<SubscriptionPrice product={{ ...toteProduct, isSubscribable: true, subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 } }} keepUnit={false} />);
    expect(render('{item|subscription-price}', { item: subscribable }).html).toBe(expected);
    expect(render('[{item|subscription-price}]', { item: tote }).html).toBe('[]');
  });

  it('image renders <Image> of an asset, with name:value arguments', () => {
    const image = { assetUrl: 'https://img.example/a.jpg', originalSize: '800x600', altText: 'A tote' };
    expect(render('{img|image priority:high sizes:50vw}', { img: image }).html).toBe(markup(<Image image={image} priority="high" sizes="50vw" />));
  });

  it('add-to-cart-btn renders the button with the product\'s label', () => {
    const html = render('{item|add-to-cart-btn}', { item: tote, localizedStrings: { productAddToCartText: 'Ajouter' } }).html;
    expect(html).toContain('data-vitrine="add-to-cart"');
    expect(html).toContain('Ajouter');
  });

  it('renders nothing for a value that is not a product or an image', () => {
    expect(render('[{x|product-price}][{x|variants-select}][{x|image}]', { x: 'text' }).html).toBe('[][][]');
  });

  it('leaves fragment names whose component does not exist yet unregistered: reported as unknown', () => {
    const result = render('{item|product-scarcity}', { item: tote });
    expect(result.html).toBe('{item|product-scarcity}');
    expect(result.errors.map((e) => e.message)).toEqual(["Formatter 'product-scarcity' is unknown."]);
    expect(Object.keys(FRAGMENT_FORMATTERS).sort()).toEqual([
      'add-to-cart-btn', 'image', 'product-price', 'product-status', 'quantity-input', 'subscription-price', 'variants-select',
    ]);
  });

  it('registers into any engine; the core engine alone does not know them', () => {
    expect(renderTemplate('{item|product-status}', { item: tote }).errors).toHaveLength(1);
    const custom = registerFragmentFormatters(createTemplateEngine());
    expect(custom.renderTemplate('{item|product-status}', { item: tote }).html).toContain('data-vitrine="product-badge"');
  });
});
