/**
 * The image area's fragment markup hydrates into the live components: in Chromium, the
 * `image` and `product-quick-view` formatters' markup from the template engine is hydrated with the
 * same tree (fragmentTree, the same identifier prefix) with no mismatch and every server node kept;
 * the image then follows new props, and the quick-view button opens its quick view with the product
 * the (stubbed) rendering call answers.
 */
import { act } from 'react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { Image } from '../components/content/Image/Image.tsx';
import { QuickViewProvider } from '../components/shopper/QuickView/QuickView.tsx';
import { QuickViewButton } from '../components/shopper/QuickView/QuickViewButton.tsx';
import { fragmentTree } from './fragmentFormatters.tsx';
import { hydrationHarness } from './testing.tsx';


const picture = { id: 'pic-7', assetUrl: 'https://img.example/bowl.jpg', originalSize: '1200x900', altText: 'A stoneware bowl', mediaFocalPoint: { x: 0.3, y: 0.6 } };
const tote = { id: 'tote', title: 'Canvas Tote', fullUrl: '/shop/p/tote' };
const strings = { productQuickViewText: 'Peek inside' };
const templateContext = { picture, item: tote, localizedStrings: strings };
/** What the image fragment adds to the `<img>` (the incumbent's hooks), written out. */
const pictureAttributes = { 'data-image-id': 'pic-7', 'data-image-dimensions': '1200x900', 'data-image-focal-point': '0.3,0.6', 'data-type': 'image' };

const { serverRender, hydrate, outsideAct, consoleErrors } = hydrationHarness({ context: templateContext, strings });

let fetches: MockInstance<typeof fetch>;

beforeEach(() => {
  fetches = vi.spyOn(window, 'fetch').mockImplementation(async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes('/api/rendering/product-quick-view/tote')) {
      return new Response(JSON.stringify({ html: '<div class="quick-view-product"><h2>Canvas Tote</h2></div>' }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }
    if (url.includes('/api/census/')) return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    // Image renditions and anything else: not part of this test.
    return new Response('', { status: 404 });
  });
});

afterEach(() => {
  fetches.mockRestore();
});

describe('Image fragments hydrate into the live components', () => {
  it('image: the hydrated root updates the same <img> (its alt text, then its priority)', async () => {
    const container = serverRender('{picture|image sizes:50vw}');
    const element = (props: { alt?: string; priority?: 'high' }) => (
      <Image image={picture} sizes="50vw" className="thumb-image" passthrough={pictureAttributes} {...props} />
    );
    const root = await hydrate(container, 'image', 'pic-7', element({}));
    const img = container.querySelector('img');
    expect(img).not.toBeNull();
    expect(img).toHaveAttribute('alt', 'A stoneware bowl');
    expect(img).toHaveAttribute('data-image-focal-point', '0.3,0.6');
    await act(async () => root.render(fragmentTree(element({ alt: 'The bowl, glazed', priority: 'high' }), strings)));
    expect(container.querySelector('img')).toBe(img);
    expect(img).toHaveAttribute('alt', 'The bowl, glazed');
    expect(img).toHaveAttribute('loading', 'eager');
  });

  it('product-quick-view: the hydrated button opens the quick view with the product the rendering call answers', async () => {
    const container = serverRender('{item|product-quick-view}');
    await hydrate(
      container,
      'product-quick-view',
      'tote',
      <QuickViewProvider>
        <QuickViewButton productId="tote" group="default" />
      </QuickViewProvider>,
    );
    const button = container.querySelector('button[data-vitrine="quick-view-button"]');
    expect(button).not.toBeNull();
    expect(button).toHaveTextContent('Peek inside');
    expect(button).toHaveAttribute('data-state', 'closed');
    // The answer and the dialog's opening arrive on their own, after the click: waited for outside act().
    await outsideAct(async () => {
      await userEvent.click(button as HTMLElement);
      await vi.waitFor(() => expect(document.querySelector('[data-vitrine="quick-view"]')?.textContent).toContain('Canvas Tote'));
    });
    expect(fetches.mock.calls.some(([input]) => String(input instanceof Request ? input.url : input).includes('/product-quick-view/tote'))).toBe(true);
    expect(button).toHaveAttribute('data-state', 'open');
    expect(consoleErrors()).not.toHaveBeenCalled();
  });
});
