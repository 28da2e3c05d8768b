/**
 * The quick view's answer (shopper spec, calls "html inserted into the modal, its scripts re-executed"): the
 * quick-view engine marks every product fragment and writes the product's data block; the page reads
 * the answer inert, keeps only the library's data, and revives each marked fragment with the same
 * component, so the revived markup is the server's, alive. Runs in Chromium.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCT_TYPE, type Product } from '../logic/shopper/product.ts';
import { CartProvider } from '../hooks/shopper/useCart.tsx';
import { cartAnswer } from '../mocks/handlers/cart.ts';
import { CART_FRAGMENTS, PRODUCT_FRAGMENTS } from '../components/shopper/QuickView/productFragments.tsx';
import { prepareQuickView, quickViewFragmentMarkers } from '../hooks/shopper/prepareQuickView.ts';
import { quickViewProductData } from '../logic/shopper/quickViewData.ts';
import { QuickViewMarkup } from '../components/shopper/QuickView/QuickViewMarkup.tsx';
import { createFragmentTemplateEngine } from './fragmentFormatters.tsx';
import { createQuickViewTemplateEngine, scriptSafeJson } from './quickView.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const usd = (value: number) => ({ value, currency: 'USD' });
const shirt: Product = {
  id: 'shirt',
  title: 'Linen Shirt',
  fullUrl: '/shop/p/shirt',
  productType: PRODUCT_TYPE.physical,
  variantOptionOrdering: ['Size'],
  variants: [
    { sku: 'S', attributes: { Size: 'Small' }, priceMoney: usd(4200), onSale: false, qtyInStock: 3, unlimited: false },
    { sku: 'L', attributes: { Size: 'Large' }, priceMoney: usd(4200), onSale: false, qtyInStock: 0, unlimited: false },
  ],
};

const TEMPLATE = [
  '<article>',
  '<h2 class="product-title">{item.title|html}</h2>',
  '{item|product-price}{item|variants-select}{item|quantity-input}{item|add-to-cart-btn}{item|product-scarcity quickView}',
  '{item|quick-view-data}',
  '</article>',
].join('');

const context = { item: shirt, productMerchandisingContext: { shirt: { scarcityEnabled: true, scarcityShownByDefault: true } } };
const engine = createQuickViewTemplateEngine();
const render = (template: string, given: object = context) => {
  const result = engine.renderTemplate(template, given);
  expect(result.errors).toEqual([]);
  return result.html;
};

const roots: Root[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.replaceChildren();
});

const IGNORED = new Set(['id', 'for', 'aria-controls', 'aria-describedby', 'aria-labelledby', 'selected']);

/**
 * What a piece of markup is, as a comparison needs it: tags, attributes (in any order) and text,
 * without useId's ids (a fragment revived in the page's root gets that root's ids) and without
 * `selected` (the server marks the chosen option; React in the page sets the select's value: the same choice).
 */
function shape(node: Node): unknown {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (!(node instanceof Element)) return null;
  const attributes = [...node.attributes].filter((attribute) => !IGNORED.has(attribute.name)).map((attribute) => `${attribute.name}=${attribute.value}`);
  return { tag: node.tagName, attributes: attributes.sort(), children: [...node.childNodes].map(shape) };
}

describe('the quick-view engine', () => {
  it('wraps each product fragment, as the fragment formatter renders it, in a marker naming it, the product and the arguments', () => {
    const html = render('{item|add-to-cart-btn listing}');
    const plain = createFragmentTemplateEngine().renderTemplate('{item|add-to-cart-btn listing}', context).html;
    const container = document.createElement('div');
    container.innerHTML = html;
    const [marker] = quickViewFragmentMarkers(container);
    expect(marker).toMatchObject({ name: 'add-to-cart-btn', productId: 'shirt', args: ['listing'] });
    const expected = document.createElement('div');
    expected.innerHTML = plain;
    expect(marker?.element.innerHTML).toBe(expected.innerHTML);
    expect(marker?.element.querySelector('[data-vitrine="add-to-cart-button"]')?.textContent).toBe('Add To Cart');
  });

  it('marks every fragment the quick view revives, and the data block carries the product and what its fragments read', () => {
    const { products } = prepareQuickView(render(TEMPLATE));
    // The product as the page holds it: the shape's optional flags filled in.
    const held = { ...shirt, onSale: false, isSubscribable: false, useCustomAddButtonText: false, customAddButtonText: '' };
    expect(products.get('shirt')).toEqual({ product: held, merchandising: { scarcityEnabled: true, scarcityShownByDefault: true }, settings: {} });
    const names = Object.keys(PRODUCT_FRAGMENTS);
    const marked = render(names.map((name) => `{item|${name}}`).join(''), { item: { ...shirt, isSubscribable: true } });
    const container = document.createElement('div');
    container.innerHTML = marked;
    expect(new Set(quickViewFragmentMarkers(container).map((marker) => marker.name))).toEqual(new Set(names));
  });

  it('writes data no markup can end early: the product comes back as it was, and no script is added', () => {
    const hostile: Product = { ...shirt, title: '</script><script>window.quickViewInjected = true</script><!--' };
    expect(scriptSafeJson({ title: hostile.title })).not.toContain('<');
    const cycle: Record<string, unknown> = {};
    cycle['self'] = cycle;
    expect(scriptSafeJson(cycle)).toBe('null');
    expect(scriptSafeJson(10n)).toBe('null');
    const html = render('{item|quick-view-data}', { item: hostile });
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    expect(parsed.querySelectorAll('script')).toHaveLength(1);
    expect(prepareQuickView(html).products.get('shirt')?.product.title).toBe(hostile.title);
  });
});

describe('reading an answer (nothing runs but the library\'s own fragments)', () => {
  it('removes scripts, frames, inline handlers and javascript: addresses, and keeps the rest', () => {
    const { html } = prepareQuickView(
      [
        '<p class="kept">Hello</p>',
        '<script>window.quickViewScriptRan = true</script>',
        '<script type="application/json" data-vitrine-quick-view>{"product":{"id":"x","productType":1}}</script>',
        '<iframe src="https://elsewhere.example"></iframe>',
        '<img alt="" src="https://images.test/a" onerror="window.quickViewScriptRan = true">',
        '<a href=" java\tscript:alert(1)">link</a><a href="/shop">shop</a>',
        '<form action="javascript:alert(1)"><button formaction="JAVASCRIPT:alert(1)">Go</button></form>',
      ].join(''),
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(container.querySelector('.kept')?.textContent).toBe('Hello');
    expect(container.querySelectorAll('script, iframe')).toHaveLength(0);
    expect(container.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect([...container.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([null, '/shop']);
    expect(container.querySelector('form')?.hasAttribute('action')).toBe(false);
    expect(container.querySelector('button')?.hasAttribute('formaction')).toBe(false);
    expect((window as { quickViewScriptRan?: boolean }).quickViewScriptRan).toBeUndefined();
  });

  it('never throws on what is not the library\'s data', () => {
    expect(prepareQuickView(undefined)).toEqual({ html: '', products: new Map() });
    expect(prepareQuickView(42).html).toBe('');
    for (const json of ['', 'not json', 'null', '[]', '{"product":null}', '{"product":{"id":"p"}}', '{"product":{"id":"","productType":1}}']) {
      expect(quickViewProductData(json)).toBeNull();
    }
    const block = (json: string) => `<script type="application/json" data-vitrine-quick-view>${json}</script>`;
    expect(prepareQuickView(block('{oops') + block('{"product":{"id":"p","productType":2}}')).products.size).toBe(1);
  });
});

describe('reviving an answer in the page', () => {
  async function mount(html: string, cartLoaded: boolean): Promise<HTMLElement> {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    roots.push(root);
    await act(async () => {
      root.render(
        cartLoaded ? (
          <CartProvider initialCart={cartAnswer()}>
            <QuickViewMarkup html={html} />
          </CartProvider>
        ) : (
          <QuickViewMarkup html={html} />
        ),
      );
    });
    return host;
  }

  it('renders each fragment again with the same component: the same markup, but alive', async () => {
    const html = render(TEMPLATE);
    const server = document.createElement('div');
    server.innerHTML = prepareQuickView(html).html;
    const host = await mount(html, true);
    const serverMarkers = quickViewFragmentMarkers(server);
    const liveMarkers = quickViewFragmentMarkers(host);
    expect(liveMarkers.map((marker) => marker.name)).toEqual(serverMarkers.map((marker) => marker.name));
    for (const [index, marker] of liveMarkers.entries()) {
      expect(shape(marker.element), marker.name).toEqual(shape(serverMarkers[index]?.element ?? document.createElement('div')));
    }
    const input = host.querySelector<HTMLInputElement>('input[role="spinbutton"]');
    await act(async () => userEvent.click(host.querySelector('button[aria-label="Increase quantity"]') as HTMLElement));
    expect(input?.value).toBe('2');
    // The revived label points at the revived input.
    expect(host.querySelector('label')?.htmlFor).toBe(host.querySelector('select')?.id);
  });

  it('shows the add-to-cart fragments only once the page has a loaded cart, when it has a cart', async () => {
    const html = render(TEMPLATE);
    const withCart = await mount(html, true);
    expect(withCart.querySelectorAll('[data-vitrine="add-to-cart-button"]')).toHaveLength(1);
    const cartFragments = (host: HTMLElement) => quickViewFragmentMarkers(host).filter((marker) => CART_FRAGMENTS.has(marker.name));
    expect(cartFragments(withCart).every((marker) => marker.element.childElementCount === 1)).toBe(true);
    // A page without a cart: nothing to wait for.
    const withoutCart = await mount(html, false);
    expect(withoutCart.querySelectorAll('[data-vitrine="add-to-cart-button"]')).toHaveLength(1);
  });
});
