/**
 * Rendering and lookup calls: template schemas, a product's quick view html (shopper spec, calls; on
 * failure a title and an error text), and the address lookup (autocomplete and details, which needs
 * its tracking context).
 */
import { http, HttpResponse } from 'msw';
import { productStatus, type Product, type ProductImage } from '../../logic/shopper/product.ts';
import type { TemplateEngine } from '../../logic/template/index.ts';
import { db } from '../db.ts';
import { productImages } from '../fixtures/images.ts';
import { merchandisingContexts } from '../fixtures/merchandising.ts';
import { QUICK_VIEW_DESCRIPTIONS, QUICK_VIEW_TEMPLATE } from '../fixtures/quickView.ts';
import { places } from '../fixtures/shop.ts';
import { templateSchemas, website } from '../fixtures/site.ts';
import { errorAnswer } from '../respond.ts';

/**
 * The quick-view engine, loaded and made on first use: template/ brings the components and their
 * stylesheets, which a process that only imports the handlers (cucumber's steps in Node, reading the
 * scenario names) must not have to load.
 */
let quickViewEngine: Promise<TemplateEngine> | undefined;

/** What a quick view's template may be given besides the product: a picture other than its first. */
export interface QuickViewHtmlOptions {
  image?: ProductImage | null;
}

/**
 * The quick view markup of a product, rendered as a site would render it: the quick-view template
 * (mocks/fixtures/quickView.ts) with the library's own template engine and fragment formatters, the
 * shop's merchandising contexts, captcha key and the product's description in the template context.
 */
export async function quickViewHtml(product: Product, options: QuickViewHtmlOptions = {}): Promise<string> {
  quickViewEngine ??= import('../../template/quickView.ts').then(({ createQuickViewTemplateEngine }) => createQuickViewTemplateEngine());
  const engine = await quickViewEngine;
  const image = options.image === undefined ? (productImages[product.id]?.[0] ?? null) : options.image;
  const { html } = engine.renderTemplate(QUICK_VIEW_TEMPLATE, {
    item: product,
    image,
    status: productStatus(product),
    description: Object.hasOwn(QUICK_VIEW_DESCRIPTIONS, product.id) ? QUICK_VIEW_DESCRIPTIONS[product.id] : null,
    productMerchandisingContext: merchandisingContexts,
    website: { captchaSettings: website.captchaSettings },
  });
  return html;
}

/** Handlers of the template, quick view and address-lookup calls. */
export const renderingHandlers = [
  http.get('*/api/template/GetTemplateSchema', ({ request }) => {
    const type = new URL(request.url).searchParams.get('type') ?? '';
    const schema = Object.hasOwn(templateSchemas, type) ? templateSchemas[type] : undefined;
    return schema ? HttpResponse.json(schema) : errorAnswer(404, `There is no template type "${type}".`);
  }),

  http.get('*/api/rendering/product-quick-view/:productId', async ({ params }) => {
    const product = db.products.get(String(params.productId));
    if (!product) return HttpResponse.json({ title: 'Product not found', error: 'This product is no longer available.' }, { status: 404 });
    return HttpResponse.json({ html: await quickViewHtml(product) });
  }),

  http.get('*/api/google-maps/places/autocomplete', ({ request }) => {
    const input = (new URL(request.url).searchParams.get('input') ?? '').trim().toLowerCase();
    if (input === '') return errorAnswer(400, 'Type part of an address.');
    const predictions = places
      .filter((place) => place.formattedAddress.toLowerCase().includes(input))
      .map((place) => ({ placeId: place.placeId, description: place.formattedAddress }));
    return HttpResponse.json({ predictions });
  }),

  http.get('*/api/google-maps/places/details', ({ request }) => {
    const query = new URL(request.url).searchParams;
    if (!query.get('productPage') || !query.get('productSection')) {
      return errorAnswer(400, 'The tracking context (productPage, productSection) is missing.');
    }
    const place = places.find((candidate) => candidate.placeId === query.get('placeId'));
    return place ? HttpResponse.json({ ...place }) : errorAnswer(404, 'There is no such place.');
  }),
];
