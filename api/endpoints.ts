/**
 * The call table of the spec (shopper.md §7, rendering.md §7) as data: every documented method and
 * path, the client function that makes it (`id` is its path in the client, e.g. `cart.addEntry` is
 * `client.cart.addEntry`), and the family that words its failures. Calls the components need that the
 * spec does not list are marked `fromSpec: false`. Paths use `:name` for path parameters and are
 * relative to the site's API root.
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
  /** Where the spec lists it, or why the library added it. */
  source: string;
  /** False for a call the library added because the spec lists none for the action. */
  fromSpec: boolean;
  /** What the call does, in a line. */
  summary: string;
}

const SHOPPER = 'shopper.md §7';
const RENDERING = 'rendering.md §7';
const BOTH = 'shopper.md §7, rendering.md §7';

/** Every call of the API, keyed by client function id. */
export const ENDPOINTS = {
  'cart.addEntry': { method: 'POST', path: '/api/commerce/shopping-cart/entries', domain: 'cart', source: SHOPPER, fromSpec: true, summary: 'Add a variant to the cart; answers shoppingCart and newlyAdded.' },
  'cart.updateAdditionalFields': { method: 'PUT', path: '/api/commerce/shopping-cart/entries/:entryId/additionalFields', domain: 'cart', source: SHOPPER, fromSpec: true, summary: "Save an entry's additional-fields form; answers shoppingCart and updatedEntry." },
  'cart.getCart': { method: 'GET', path: '/api/commerce/shopping-cart', domain: 'cart', source: SHOPPER, fromSpec: true, summary: 'Read the cart (query mock, timecode, calculateSubtotal).' },
  'cart.createSubscriptionCart': { method: 'POST', path: '/api/3/commerce/cart/subscription', domain: 'cart', source: SHOPPER, fromSpec: true, summary: 'Start a subscription; answers the cartToken for the subscription page.' },
  'cart.updateEntryQuantity': { method: 'PUT', path: '/api/commerce/shopping-cart/entries/:entryId/quantity', domain: 'cart', source: 'library: the cart page changes a quantity; the spec lists no call', fromSpec: false, summary: "Change an entry's quantity; answers shoppingCart and updatedEntry." },
  'cart.removeEntry': { method: 'DELETE', path: '/api/commerce/shopping-cart/entries/:entryId', domain: 'cart', source: 'library: the cart page removes an entry; the spec lists no call', fromSpec: false, summary: 'Remove an entry; answers shoppingCart.' },
  'inventory.getStock': { method: 'GET', path: '/api/commerce/inventory/stock/', domain: 'cart', source: SHOPPER, fromSpec: true, summary: 'Stock of each variant of an item (query itemId).' },
  'inventory.signUpForRestock': { method: 'POST', path: '/api/commerce/inventory/restock-notifications', domain: 'shopper', source: 'library: the restock form submits email and isJoinMailingList; its target is not shown', fromSpec: false, summary: 'Ask to be told when a sold-out variant is back.' },
  'rendering.getTemplateSchema': { method: 'GET', path: '/api/template/GetTemplateSchema', domain: 'builder', source: BOTH, fromSpec: true, summary: 'The schema of a template type (query type).' },
  'rendering.getQuickView': { method: 'GET', path: '/api/rendering/product-quick-view/:productId', domain: 'shopper', source: SHOPPER, fromSpec: true, summary: 'The quick view html of a product; title and error on failure.' },
  'forms.validate': { method: 'POST', path: '/api/rest/forms/validate/:formId', domain: 'form', source: SHOPPER, fromSpec: true, summary: 'Server-side validation; errors keyed by field id.' },
  'forms.getSubmissionKey': { method: 'POST', path: '/api/form/FormSubmissionKey', domain: 'form', source: SHOPPER, fromSpec: true, summary: 'A single-use form key (with credentials).' },
  'forms.saveSubmission': { method: 'POST', path: '/api/form/SaveFormSubmission', domain: 'form', source: SHOPPER, fromSpec: true, summary: 'Submit a form with its key and page fields (with credentials).' },
  'census.recordHit': { method: 'POST', path: '/api/census/RecordHit', domain: 'analytics', source: SHOPPER, fromSpec: true, summary: 'A form-encoded census event with ss_cvr; failures ignored.' },
  'census.buttonClick': { method: 'POST', path: '/api/census/button-click', domain: 'analytics', source: SHOPPER, fromSpec: true, summary: 'A button click (2500 ms timeout).' },
  'census.buttonRender': { method: 'POST', path: '/api/census/button-render', domain: 'analytics', source: SHOPPER, fromSpec: true, summary: 'A button render (2500 ms timeout).' },
  'census.formRender': { method: 'POST', path: '/api/census/form-render', domain: 'analytics', source: SHOPPER, fromSpec: true, summary: 'A form render (formId, visitorCookie).' },
  'census.overlay': { method: 'POST', path: '/api/census/overlay', domain: 'analytics', source: SHOPPER, fromSpec: true, summary: 'A popup overlay event.' },
  'census.recordQuickView': { method: 'POST', path: '/api/census/RecordQuickView/:id', domain: 'analytics', source: SHOPPER, fromSpec: true, summary: 'A product shown in the quick view.' },
  'events.recordEvent': { method: 'POST', path: '/api/events/RecordEvent', domain: 'analytics', source: SHOPPER, fromSpec: true, summary: 'A form-encoded analytics event with the crumb.' },
  'events.recordJavascriptErrors': { method: 'POST', path: '/api/events/RecordJavascriptErrors', domain: 'analytics', source: SHOPPER, fromSpec: true, summary: 'A batch of uncaught errors, CSRF header from the crumb.' },
  'events.sendPipelineEvent': { method: 'POST', path: '/api/events/pipeline', domain: 'analytics', source: 'library: the spec describes the events-pipeline post (200 or 202, beacon) but not its address', fromSpec: false, summary: 'An event for the events pipeline, by fetch or beacon.' },
  'session.login': { method: 'POST', path: '/api/site-users/account/session', domain: 'shopper', source: SHOPPER, fromSpec: true, summary: 'Sign a member in; answers the xsrfToken sent on later calls.' },
  'session.logout': { method: 'DELETE', path: '/api/site-users/account/session', domain: 'shopper', source: SHOPPER, fromSpec: true, summary: 'Sign out (query cloneCart); repeated once on crumbFail.' },
  'session.setLocale': { method: 'POST', path: '/api/site-users/account/locale', domain: 'shopper', source: SHOPPER, fromSpec: true, summary: "Store the member's language." },
  'session.getFullstoryId': { method: 'GET', path: '/api/commerce/fullstory/getId', domain: 'analytics', source: SHOPPER, fromSpec: true, summary: 'The session-recording id; errors are logged only.' },
  'preferences.get': { method: 'GET', path: '/api/v1/commerce-preferences/:namespace', domain: 'shopper', source: BOTH, fromSpec: true, summary: 'The preferences of a namespace; failures reported and rethrown.' },
  'preferences.put': { method: 'PUT', path: '/api/v1/commerce-preferences/:namespace', domain: 'shopper', source: BOTH, fromSpec: true, summary: 'Replace the preferences of a namespace; failures reported and rethrown.' },
  'places.autocomplete': { method: 'GET', path: '/api/google-maps/places/autocomplete', domain: 'shopper', source: BOTH, fromSpec: true, summary: 'Address suggestions for what was typed.' },
  'places.details': { method: 'GET', path: '/api/google-maps/places/details', domain: 'shopper', source: BOTH, fromSpec: true, summary: 'One address, with the productPage and productSection tracking context.' },
  'site.getHeaderFooter': { method: 'GET', path: '/api/site-header-footer', domain: 'builder', source: RENDERING, fromSpec: true, summary: 'The header and footer.' },
  'site.putHeaderFooter': { method: 'PUT', path: '/api/site-header-footer', domain: 'builder', source: RENDERING, fromSpec: true, summary: 'Save the header and footer.' },
  'site.getMultilingualSettings': { method: 'GET', path: '/api/multilingual/settings', domain: 'builder', source: RENDERING, fromSpec: true, summary: 'Multilingual settings.' },
  'site.getMultilingualStatus': { method: 'GET', path: '/api/multilingual/status', domain: 'builder', source: RENDERING, fromSpec: true, summary: 'Multilingual status.' },
  'site.getLanguages': { method: 'GET', path: '/api/multilingual/languages', domain: 'builder', source: RENDERING, fromSpec: true, summary: 'The languages list.' },
  'site.putLanguages': { method: 'PUT', path: '/api/multilingual/languages', domain: 'builder', source: RENDERING, fromSpec: true, summary: 'Replace the languages list.' },
  'site.deleteMultilingualConnection': { method: 'DELETE', path: '/api/multilingual/connection', domain: 'builder', source: RENDERING, fromSpec: true, summary: 'Disconnect multilingual.' },
  'site.getSiteLayout': { method: 'GET', path: '/api/commondata/GetSiteLayout', domain: 'builder', source: RENDERING, fromSpec: true, summary: 'The site layout; the first navigation has identifier and links.' },
  'site.updateNavigation': { method: 'POST', path: '/api/widget/UpdateNavigation', domain: 'builder', source: RENDERING, fromSpec: true, summary: 'Replace the items of a navigation.' },
  'store.createCollection': { method: 'POST', path: '/api/content-service/product/1.1/websites/:websiteId/products', domain: 'builder', source: RENDERING, fromSpec: true, summary: 'Create a store (product collection); its id is used next.' },
  'store.createRootCategory': { method: 'POST', path: '/api/content-service/product/1.1/websites/:websiteId/products/:collectionId/categories', domain: 'builder', source: RENDERING, fromSpec: true, summary: "Create a store's root category." },
  'performance.sendRecords': { method: 'POST', path: '/api/1/performance/records', domain: 'analytics', source: RENDERING, fromSpec: true, summary: 'A batch of performance records, by beacon or plain-text post.' },
} as const satisfies Record<string, Omit<Endpoint, 'id'>>;

/** The id of a call: its client function, e.g. `'cart.addEntry'`. */
export type EndpointId = keyof typeof ENDPOINTS;

/** The call table as a list, in table order. */
export const ENDPOINT_LIST: readonly Endpoint[] = Object.entries(ENDPOINTS).map(([id, endpoint]) => ({ id, ...endpoint }));

/** The row of a call. */
export function endpoint(id: EndpointId): Endpoint {
  return { id, ...ENDPOINTS[id] };
}
