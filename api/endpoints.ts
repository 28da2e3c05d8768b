/**
 * The call table of the spec (shopper.md §7, rendering.md §7) as data: every documented method and
 * path, the client function that makes it (`id` is its path in the client, e.g. `cart.addEntry` is
 * `client.cart.addEntry`), and the family that words its failures: what the transport needs to make a
 * call, nothing more (where each call comes from and what it does is in `endpointDocs.ts`, which no
 * call bundles). Paths use `:name` for path parameters and are relative to the site's API root.
 */
import type { ApiDomain } from '../logic/apiErrors.ts';

/** An HTTP method the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One row of the call table. */
export interface Endpoint {
  /** The client function, as `<module>.<function>`. */
  id: string;
  method: HttpMethod;
  /** Path under the API root with `:param` placeholders. */
  path: string;
  domain: ApiDomain;
}

/** Every call of the API, keyed by client function id. */
export const ENDPOINTS = {
  'cart.addEntry': { method: 'POST', path: '/api/commerce/shopping-cart/entries', domain: 'cart' },
  'cart.updateAdditionalFields': { method: 'PUT', path: '/api/commerce/shopping-cart/entries/:entryId/additionalFields', domain: 'cart' },
  'cart.getCart': { method: 'GET', path: '/api/commerce/shopping-cart', domain: 'cart' },
  'cart.createSubscriptionCart': { method: 'POST', path: '/api/3/commerce/cart/subscription', domain: 'cart' },
  'cart.updateEntryQuantity': { method: 'PUT', path: '/api/commerce/shopping-cart/entries/:entryId/quantity', domain: 'cart' },
  'cart.removeEntry': { method: 'DELETE', path: '/api/commerce/shopping-cart/entries/:entryId', domain: 'cart' },
  'inventory.getStock': { method: 'GET', path: '/api/commerce/inventory/stock/', domain: 'cart' },
  'inventory.signUpForRestock': { method: 'POST', path: '/api/commerce/inventory/restock-notifications', domain: 'shopper' },
  'rendering.getTemplateSchema': { method: 'GET', path: '/api/template/GetTemplateSchema', domain: 'builder' },
  'rendering.getQuickView': { method: 'GET', path: '/api/rendering/product-quick-view/:productId', domain: 'shopper' },
  'forms.validate': { method: 'POST', path: '/api/rest/forms/validate/:formId', domain: 'form' },
  'forms.getSubmissionKey': { method: 'POST', path: '/api/form/FormSubmissionKey', domain: 'form' },
  'forms.saveSubmission': { method: 'POST', path: '/api/form/SaveFormSubmission', domain: 'form' },
  'census.recordHit': { method: 'POST', path: '/api/census/RecordHit', domain: 'analytics' },
  'census.buttonClick': { method: 'POST', path: '/api/census/button-click', domain: 'analytics' },
  'census.buttonRender': { method: 'POST', path: '/api/census/button-render', domain: 'analytics' },
  'census.formRender': { method: 'POST', path: '/api/census/form-render', domain: 'analytics' },
  'census.overlay': { method: 'POST', path: '/api/census/overlay', domain: 'analytics' },
  'census.recordQuickView': { method: 'POST', path: '/api/census/RecordQuickView/:id', domain: 'analytics' },
  'events.recordEvent': { method: 'POST', path: '/api/events/RecordEvent', domain: 'analytics' },
  'events.recordJavascriptErrors': { method: 'POST', path: '/api/events/RecordJavascriptErrors', domain: 'analytics' },
  'events.sendPipelineEvent': { method: 'POST', path: '/api/events/pipeline', domain: 'analytics' },
  'session.login': { method: 'POST', path: '/api/site-users/account/session', domain: 'shopper' },
  'session.logout': { method: 'DELETE', path: '/api/site-users/account/session', domain: 'shopper' },
  'session.setLocale': { method: 'POST', path: '/api/site-users/account/locale', domain: 'shopper' },
  'session.getFullstoryId': { method: 'GET', path: '/api/commerce/fullstory/getId', domain: 'analytics' },
  'preferences.get': { method: 'GET', path: '/api/v1/commerce-preferences/:namespace', domain: 'shopper' },
  'preferences.put': { method: 'PUT', path: '/api/v1/commerce-preferences/:namespace', domain: 'shopper' },
  'places.autocomplete': { method: 'GET', path: '/api/google-maps/places/autocomplete', domain: 'shopper' },
  'places.details': { method: 'GET', path: '/api/google-maps/places/details', domain: 'shopper' },
  'site.getHeaderFooter': { method: 'GET', path: '/api/site-header-footer', domain: 'builder' },
  'site.putHeaderFooter': { method: 'PUT', path: '/api/site-header-footer', domain: 'builder' },
  'site.getMultilingualSettings': { method: 'GET', path: '/api/multilingual/settings', domain: 'builder' },
  'site.getMultilingualStatus': { method: 'GET', path: '/api/multilingual/status', domain: 'builder' },
  'site.getLanguages': { method: 'GET', path: '/api/multilingual/languages', domain: 'builder' },
  'site.putLanguages': { method: 'PUT', path: '/api/multilingual/languages', domain: 'builder' },
  'site.deleteMultilingualConnection': { method: 'DELETE', path: '/api/multilingual/connection', domain: 'builder' },
  'site.getSiteLayout': { method: 'GET', path: '/api/commondata/GetSiteLayout', domain: 'builder' },
  'site.updateNavigation': { method: 'POST', path: '/api/widget/UpdateNavigation', domain: 'builder' },
  'store.createCollection': { method: 'POST', path: '/api/content-service/product/1.1/websites/:websiteId/products', domain: 'builder' },
  'store.createRootCategory': { method: 'POST', path: '/api/content-service/product/1.1/websites/:websiteId/products/:collectionId/categories', domain: 'builder' },
  /** Not from the spec: the site's store collections, whose url ids a new store's must not take (library call, see api/store.ts). */
  'store.listCollections': { method: 'GET', path: '/api/content-service/product/1.1/websites/:websiteId/products', domain: 'builder' },
  'performance.sendRecords': { method: 'POST', path: '/api/1/performance/records', domain: 'analytics' },
  /** Not from the spec: an item's comments (library call, see api/content.ts). */
  'content.listComments': { method: 'GET', path: '/api/content/items/:itemId/comments', domain: 'shopper' },
  /** Not from the spec: posts a visitor's comment (library call). */
  'content.postComment': { method: 'POST', path: '/api/content/items/:itemId/comments', domain: 'shopper' },
  /** Not from the spec: likes or un-likes an item (library call). */
  'content.setLiked': { method: 'PUT', path: '/api/content/items/:itemId/like', domain: 'shopper' },
  /** Not from the spec: the owner's mailing lists, for the form builder's storage (library call, see api/mailingLists.ts). */
  'mailingLists.list': { method: 'GET', path: '/api/mailing-lists', domain: 'builder' },
  /** Not from the spec: starts a builder file upload (library call, see api/files.ts). */
  'files.startUpload': { method: 'POST', path: '/api/files/uploads', domain: 'builder' },
  /** Not from the spec: sends one chunk of an upload (library call). */
  'files.sendChunk': { method: 'PUT', path: '/api/files/uploads/:uploadId', domain: 'builder' },
  /** Not from the spec: completes an upload into a processing job (library call). */
  'files.completeUpload': { method: 'POST', path: '/api/files/uploads/:uploadId/complete', domain: 'builder' },
  /** Not from the spec: polls a file processing job (library call). */
  'files.getJob': { method: 'GET', path: '/api/files/jobs/:jobId', domain: 'builder' },
  /** Not from the spec: renames a stored file (library call). */
  'files.renameFile': { method: 'PUT', path: '/api/files/:fileId/name', domain: 'builder' },
  /** Not from the spec: the fonts the builder's font picker offers (library call, see api/builderSettings.ts). */
  'builderSettings.listFonts': { method: 'GET', path: '/api/builder/fonts', domain: 'builder' },
  /** Not from the spec: the site's time zone, for the builder's time-zone picker (library call). */
  'builderSettings.getSiteTimeZone': { method: 'GET', path: '/api/builder/site-settings/time-zone', domain: 'builder' },
} as const satisfies Record<string, Omit<Endpoint, 'id'>>;

/** The id of a call: its client function, e.g. `'cart.addEntry'`. */
export type EndpointId = keyof typeof ENDPOINTS;

/** The row of a call. */
export function endpoint(id: EndpointId): Endpoint {
  return { id, ...ENDPOINTS[id] };
}
