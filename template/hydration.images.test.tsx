/**
 * The image area's fragment markup hydrates into the live components (issue 14): in Chromium, the
 * `image` and `product-quick-view` formatters' markup from the template engine is hydrated with the
 * same tree (fragmentTree, the same identifier prefix) with no mismatch and every server node kept;
 * the image then follows new props, and the quick-view button opens its quick view with the product
 * the (stubbed) rendering call answers.
 */
import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { Image } from '../components/content/Image/Image.tsx';
import { QuickViewProvider } from '../components/shopper/QuickView/QuickView.tsx';
import { QuickViewButton } from '../components/shopper/QuickView/QuickViewButton.tsx';
import { createFragmentTemplateEngine, fragmentIdentifierPrefix, fragmentTree } from './fragmentFormatters.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const picture = { id: 'pic-7', assetUrl: 'https://img.example/bowl.jpg', originalSize: '1200x900', altText: 'A stoneware bowl', mediaFocalPoint: { x: 0.3, y: 0.6 } };
const tote = { id: 'tote', title: 'Canvas Tote', fullUrl: '/shop/p/tote' };
const strings = { productQuickViewText: 'Peek inside' };
const templateContext = { picture, item: tote, localizedStrings: strings };
const engine = createFragmentTemplateEngine();
/** What the image fragment adds to the `<img>` (the incumbent's hooks), written out. */
const pictureAttributes = { 'data-image-id': 'pic-7', 'data-image-dimensions': '1200x900', 'data-image-focal-point': '0.3,0.6', 'data-type': 'image' };

let errors: MockInstance<typeof console.error>;
let fetches: MockInstance<typeof fetch>;
const roots: Root[] = [];

beforeEach(() => {
  errors = vi.spyOn(console, 'error');
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
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.replaceChildren();
  errors.mockRestore();
  fetches.mockRestore();
});

function serverRender(template: string): HTMLElement {
  const result = engine.renderTemplate(template, templateContext);
  expect(result.errors).toEqual([]);
  const container = document.createElement('div');
  container.innerHTML = result.html;
  document.body.append(container);
  return container;
}

/** Hydrates `container` with `element` as the formatter `name` rendered it for `key`; checks React kept the markup. */
async function hydrate(container: HTMLElement, name: string, key: string, element: ReactElement): Promise<Root> {
  const nodes = [...container.querySelectorAll('*')];
  expect(nodes.length).toBeGreaterThan(0);
  const onRecoverableError = vi.fn();
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, fragmentTree(element, strings), { identifierPrefix: fragmentIdentifierPrefix(name, key), onRecoverableError });
  });
  if (root === undefined) throw new Error('Not hydrated.');
  roots.push(root);
  expect(onRecoverableError).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
  // A mismatch makes React throw the server's nodes away and render its own: every one must still be there.
  for (const node of nodes) expect(container.contains(node)).toBe(true);
  return root;
}

/** Runs `wait` with React's act() environment off, for updates that arrive on their own. */
async function outsideAct(wait: () => Promise<unknown>): Promise<void> {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    await wait();
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = true;
  }
}

describe('Image fragments hydrate into the live components (issue 14)', () => {
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
    expect(errors).not.toHaveBeenCalled();
  });
});
