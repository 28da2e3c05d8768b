/**
 * The image area's fragment formatters: each prints what its
 * component renders (renderToString of fragmentTree with the formatter's identifier prefix), and
 * `image` / `product-quick-view` keep the incumbent's hooks (its class and data attributes, its
 * quick-view group reading). Where the markup differs from the incumbent on purpose, a test says why.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Image } from '../../components/content/Image/Image.tsx';
import { QuickViewProvider } from '../../components/shopper/QuickView/QuickView.tsx';
import { QuickViewButton } from '../../components/shopper/QuickView/QuickViewButton.tsx';
import { createFragmentTemplateEngine, fragmentIdentifierPrefix, fragmentTree } from '../fragmentFormatters.tsx';

const engine = createFragmentTemplateEngine();
const render = (source: string, context: unknown) => engine.renderTemplate(source, context);
const markup = (name: string, key: string, element: ReactElement, strings = {}) =>
  renderToString(fragmentTree(element, strings), { identifierPrefix: fragmentIdentifierPrefix(name, key) });

const picture = { id: 'pic-1', assetUrl: 'https://img.example/a.jpg', originalSize: '800x600', altText: 'A tote', mediaFocalPoint: { x: 0.2, y: 0.3 } };
const incumbentAttributes = (id: string, dimensions: string, focal: string) => ({
  'data-image-id': id,
  'data-image-dimensions': dimensions,
  'data-image-focal-point': focal,
  'data-type': 'image',
});

describe('image fragment (docs/template-language.md "Fragment formatters", rendering spec, entities Image asset)', () => {
  it("prints <Image> of the asset with the name:value options, the incumbent's class thumb-image and its data attributes", () => {
    const result = render('{img|image priority:high sizes:50vw}', { img: picture });
    expect(result.errors).toEqual([]);
    expect(result.html).toBe(
      markup(
        'image',
        'pic-1',
        <Image image={picture} priority="high" sizes="50vw" className="thumb-image" passthrough={incumbentAttributes('pic-1', '800x600', '0.2,0.3')} />,
      ),
    );
    expect(result.html).toContain('class="');
    expect(result.html).toContain('thumb-image');
    expect(result.html).toContain('data-image-focal-point="0.2,0.3"');
  });

  it("a bare argument is the class (the incumbent's {image|image my-class}); an item's mainImage is its image", () => {
    const item = { id: 'post-1', mainImage: { assetUrl: 'https://img.example/b.jpg', originalSize: '300x200', title: 'Pier' } };
    const result = render('{item|image my-class fit:cover}', { item });
    expect(result.html).toBe(
      markup('image', 'post-1', <Image image={item.mainImage} fit="cover" className="my-class" passthrough={incumbentAttributes('post-1', '300x200', '0.5,0.5')} />),
    );
    expect(result.html).not.toContain('thumb-image');
  });

  it('a refused option is reported at the tag with the message of logic/content/images.ts, and the image shows an empty box', () => {
    const result = render('{img|image priority:urgent}', { img: picture });
    expect(result.errors.map((error) => error.message)).toEqual(['Image: priority must be high, low or null']);
    expect(result.html).toContain('data-state="invalid"');
    expect(result.html).not.toContain('<img');
    expect(render('{img|image}', { img: { assetUrl: 'https://img.example/c.jpg' } }).errors.map((error) => error.message)).toEqual([
      'Image: width is required; height is required',
    ]);
  });

  it('renders nothing for a value without an address; a value whose reads throw is reported at each tag, never thrown', () => {
    expect(render('[{x|image}][{y|image}]', { x: 'text', y: { title: 'no asset' } }).html).toBe('[][]');
    const hostile = new Proxy({}, { get: () => { throw new Error('boom'); }, has: () => { throw new Error('boom'); }, getOwnPropertyDescriptor: () => { throw new Error('boom'); } });
    const result = render('[{x|image}][{x|product-quick-view}]', { x: hostile });
    expect(result.html).toBe('[][]');
    expect(result.errors.map((error) => [error.kind, error.column])).toEqual([['runtime', 2], ['runtime', 13]]);
  });

  it("differs from the incumbent on purpose: a native <img> with src, srcset and lazy loading (no <noscript> copy, no loader-script attributes data-src and data-load), and the owner’s alt text read everywhere", () => {
    // What @squarespace/template-engine 2.10.10 prints for this tag (the image-meta differential test runs it in Node).
    const theirs =
      '<noscript><img src="https://img.example/a.jpg" alt="" /></noscript><img class="thumb-image" data-src="https://img.example/a.jpg" data-image="https://img.example/a.jpg" data-image-dimensions="800x600" data-image-focal-point="0.2,0.3" alt="" data-load="false" data-image-id="pic-1" data-type="image" />';
    expect(theirs).toContain('<noscript>');
    expect(theirs).toContain('data-load="false"');
    const ours = render('{img|image sizes:50vw}', { img: picture }).html;
    expect(ours).not.toContain('<noscript>');
    expect(ours).toContain('srcSet="');
    expect(ours).toContain('loading="lazy"');
    // The hooks a site's CSS and scripts select on are the same.
    for (const hook of ['thumb-image', 'data-image-id="pic-1"', 'data-image-dimensions="800x600"', 'data-image-focal-point="0.2,0.3"', 'data-type="image"']) {
      expect(theirs).toContain(hook);
      expect(ours).toContain(hook);
    }
  });
});

describe('product-quick-view fragment (docs/template-language.md "Fragment formatters")', () => {
  const item = { id: 'tote', title: 'Canvas Tote', listing: 'featured' };
  const strings = { productQuickViewText: 'Peek inside' };

  it("prints the quick-view button of the item with its own quick view, worded by the site's productQuickViewText", () => {
    const result = render('{item|product-quick-view}', { item, localizedStrings: strings });
    expect(result.errors).toEqual([]);
    expect(result.html).toBe(
      markup(
        'product-quick-view',
        'tote',
        <QuickViewProvider>
          <QuickViewButton productId="tote" group="default" />
        </QuickViewProvider>,
        strings,
      ),
    );
    expect(result.html).toContain('data-vitrine="quick-view-button"');
    expect(result.html).toContain('Peek inside');
    expect(result.html).toContain('data-product-id="tote"');
  });

  it("reads its group as the incumbent does: the item's field, else a variable, else the word", () => {
    const html = (code: string) => render(code, { item, shelf: 'summer' }).html;
    expect(html('{item|product-quick-view listing}')).toBe(
      markup('product-quick-view', 'tote', <QuickViewProvider><QuickViewButton productId="tote" group="featured" /></QuickViewProvider>),
    );
    expect(html('{item|product-quick-view shelf}')).toBe(
      markup('product-quick-view', 'tote', <QuickViewProvider><QuickViewButton productId="tote" group="summer" /></QuickViewProvider>),
    );
    expect(html('{item|product-quick-view winter}')).toBe(
      markup('product-quick-view', 'tote', <QuickViewProvider><QuickViewButton productId="tote" group="winter" /></QuickViewProvider>),
    );
  });

  it('prints nothing for an item without an id', () => {
    expect(render('[{x|product-quick-view}][{y|product-quick-view}]', { x: { title: 'no id' }, y: 'text' }).html).toBe('[][]');
  });
});
