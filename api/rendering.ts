/**
 * Rendering calls: a template type's schema (shopper spec, calls, rendering spec, calls; its shape is not shown,
 * so it is handed over as JSON) and a product's quick view html (shopper spec, calls).
 */
import { callsOf, type Transport } from './http.ts';
import { readJsonObject, readObject, readString, type JsonObject } from './parse.ts';
import type { EndpointFields } from './endpoints.ts';

/** The rendering rows of the call table (api/endpoints.ts): what the transport needs to make each call. */
export const RENDERING_CALLS = {
  'rendering.getTemplateSchema': { method: 'GET', path: '/api/template/GetTemplateSchema', domain: 'builder' },
  'rendering.getQuickView': { method: 'GET', path: '/api/rendering/product-quick-view/:productId', domain: 'shopper' },
} as const satisfies Record<string, EndpointFields>;

/** A quick view that loaded: the html to put in the modal (its scripts are run by the view). */
export interface QuickView {
  html: string;
}

/**
 * The title and error text a failed quick view answered, for the alert (shopper spec, error catalogue); each null
 * when the answer had none.
 */
export function quickViewFailure(data: unknown): { title: string | null; error: string | null } {
  const object = data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);
  return { title: text(object.title), error: text(object.error) };
}

/** The rendering calls of one client. */
export function createRenderingApi(transport: Transport) {
  const call = callsOf(transport, RENDERING_CALLS);
  return {
    /** GET /api/template/GetTemplateSchema?type=: the schema of a template type, as JSON. */
    getTemplateSchema(type: string): Promise<JsonObject> {
      return call('rendering.getTemplateSchema', { query: { type } }, (data) => readJsonObject(data, 'schema'));
    },
    /** GET /api/rendering/product-quick-view/{productId}: the quick view html; read a failure with {@link quickViewFailure}. */
    getQuickView(productId: string): Promise<QuickView> {
      return call('rendering.getQuickView', { params: { productId } }, (data) => ({
        html: readString(readObject(data, 'answer').html, 'html'),
      }));
    },
  };
}
