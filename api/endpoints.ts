/**
 * The call table of the spec (shopper spec, calls, rendering spec, calls) as data: every documented method and
 * path, the client function that makes it (`id` is its path in the client, e.g. `cart.addEntry` is
 * `client.cart.addEntry`), and the family that words its failures: what the transport needs to make a
 * call, nothing more (where each call comes from and what it does is in `endpointDocs.ts`, which no
 * call bundles). Paths use `:name` for path parameters and are relative to the site's API root.
 *
 * Each module keeps its own rows (`CART_CALLS` in cart.ts, …) and makes its calls through them (`callsOf` in http.ts), so
 * a component bundles the rows of the modules it calls, not this whole table: only
 * the docs, the mocks' coverage checks and tests read {@link ENDPOINTS}.
 */
import type { ApiDomain } from '../logic/shared/apiErrors.ts';
import { BUILDER_SETTINGS_CALLS } from './builderSettings.ts';
import { CART_CALLS } from './cart.ts';
import { CENSUS_CALLS } from './census.ts';
import { CONTENT_CALLS } from './content.ts';
import { EVENTS_CALLS } from './events.ts';
import { FILES_CALLS } from './files.ts';
import { FORMS_CALLS } from './forms.ts';
import { INVENTORY_CALLS } from './inventory.ts';
import { MAILING_LISTS_CALLS } from './mailingLists.ts';
import { ORDERS_CALLS } from './orders.ts';
import { PERFORMANCE_CALLS } from './performance.ts';
import { PLACES_CALLS } from './places.ts';
import { PREFERENCES_CALLS } from './preferences.ts';
import { RENDERING_CALLS } from './rendering.ts';
import { SESSION_CALLS } from './session.ts';
import { SITE_CALLS } from './site.ts';
import { STORE_CALLS } from './store.ts';

/** An HTTP method the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A row as a module's table keeps it, keyed by its id. */
export interface EndpointFields {
  method: HttpMethod;
  /** Path under the API root with `:param` placeholders. */
  path: string;
  domain: ApiDomain;
}

/** One row of the call table. */
export interface Endpoint extends EndpointFields {
  /** The client function, as `<module>.<function>`. */
  id: EndpointId;
}

/** Every call of the API, keyed by client function id, in the order of the client's modules. */
export const ENDPOINTS = {
  ...CART_CALLS,
  ...INVENTORY_CALLS,
  ...RENDERING_CALLS,
  ...FORMS_CALLS,
  ...CENSUS_CALLS,
  ...EVENTS_CALLS,
  ...SESSION_CALLS,
  ...PREFERENCES_CALLS,
  ...PLACES_CALLS,
  ...SITE_CALLS,
  ...STORE_CALLS,
  ...PERFORMANCE_CALLS,
  ...CONTENT_CALLS,
  ...MAILING_LISTS_CALLS,
  ...FILES_CALLS,
  ...BUILDER_SETTINGS_CALLS,
  ...ORDERS_CALLS,
};

/** The id of a call: its client function, e.g. `'cart.addEntry'`. */
export type EndpointId = keyof typeof ENDPOINTS;

/** The row of a call. */
export function endpoint(id: EndpointId): Endpoint {
  return { id, ...ENDPOINTS[id] };
}
