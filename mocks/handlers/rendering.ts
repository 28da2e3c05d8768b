/**
 * Rendering and lookup calls: template schemas, a product's quick view html (shopper.md §7; on
 * failure a title and an error text), and the address lookup (autocomplete and details, which needs
 * its tracking context).
 */
import { http, HttpResponse } from 'msw';
import { formatMoney } from '../../logic/money.ts';
import { priceRange, productStatus, type Product } from '../../logic/product.ts';
import { db } from '../db.ts';
import { places } from '../fixtures/shop.ts';
import { templateSchemas } from '../fixtures/site.ts';
import { errorAnswer } from '../respond.ts';

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** The quick view markup of a product: its title, price, status and a link to its page. */
export function quickViewHtml(product: Product): string {
  const { min, max } = priceRange(product);
  const price = min.value === max.value ? formatMoney(min) : `${formatMoney(min)} – ${formatMoney(max)}`;
  const status = productStatus(product);
  return [
    `<article class="product-quick-view" data-product-id="${escapeHtml(product.id)}"${status ? ` data-status="${status}"` : ''}>`,
    `<h2 class="product-title">${escapeHtml(product.title)}</h2>`,
    `<p class="product-price">${escapeHtml(price)}</p>`,
    product.fullUrl ? `<a class="product-link" href="${escapeHtml(product.fullUrl)}">View full product details</a>` : '',
    '</article>',
  ].join('');
}

/** Handlers of the template, quick view and address-lookup calls. */
export const renderingHandlers = [
  http.get('*/api/template/GetTemplateSchema', ({ request }) => {
    const type = new URL(request.url).searchParams.get('type') ?? '';
    const schema = Object.hasOwn(templateSchemas, type) ? templateSchemas[type] : undefined;
    return schema ? HttpResponse.json(schema) : errorAnswer(404, `There is no template type "${type}".`);
  }),

  http.get('*/api/rendering/product-quick-view/:productId', ({ params }) => {
    const product = db.products.get(String(params.productId));
    if (!product) return HttpResponse.json({ title: 'Product not found', error: 'This product is no longer available.' }, { status: 404 });
    return HttpResponse.json({ html: quickViewHtml(product) });
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
