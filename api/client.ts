/**
 * The API client: one object with a module per domain, all sharing one transport (so the xsrfToken
 * a login answers is sent by every later call of the same client).
 */
import { createBuilderSettingsApi } from './builderSettings.ts';
import { createCartApi } from './cart.ts';
import { createCensusApi } from './census.ts';
import { createContentApi } from './content.ts';
import { createEventsApi } from './events.ts';
import { createFilesApi } from './files.ts';
import { createFormsApi } from './forms.ts';
import { createTransport, type ApiClientOptions } from './http.ts';
import { createInventoryApi } from './inventory.ts';
import { createMailingListsApi } from './mailingLists.ts';
import { createOrdersApi } from './orders.ts';
import { createPerformanceApi } from './performance.ts';
import { createPlacesApi } from './places.ts';
import { createPreferencesApi } from './preferences.ts';
import { createRenderingApi } from './rendering.ts';
import { createSessionApi } from './session.ts';
import { createSiteApi } from './site.ts';
import { createStoreApi } from './store.ts';

/**
 * Creates the client: `createApiClient({ fetch: window.fetch, baseUrl: '', getCookie })`, then e.g.
 * `client.cart.addEntry({ itemId, sku, quantity: 1 })`.
 */
export function createApiClient(options: ApiClientOptions) {
  const transport = createTransport(options);
  return {
    cart: createCartApi(transport),
    inventory: createInventoryApi(transport),
    rendering: createRenderingApi(transport),
    forms: createFormsApi(transport),
    census: createCensusApi(transport),
    events: createEventsApi(transport),
    session: createSessionApi(transport),
    preferences: createPreferencesApi(transport),
    places: createPlacesApi(transport),
    site: createSiteApi(transport),
    store: createStoreApi(transport),
    performance: createPerformanceApi(transport),
    content: createContentApi(transport),
    files: createFilesApi(transport),
    mailingLists: createMailingListsApi(transport),
    builderSettings: createBuilderSettingsApi(transport),
    orders: createOrdersApi(transport),
  };
}

/** The client {@link createApiClient} makes. */
export type ApiClient = ReturnType<typeof createApiClient>;
