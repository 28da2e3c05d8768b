/**
 * Commerce preferences (shopper.md §7, rendering.md §7): a per-namespace object of values (caching
 * them, and dropping the website id, is logic/preferences.ts's job). A failure is reported to the
 * error service and then rethrown, so the caller still sees it.
 */
import { isApiError } from './errors.ts';
import type { Transport } from './http.ts';
import { ignoreAnswer, readJsonObject, type JsonObject } from './parse.ts';
import type { EndpointRow } from './endpoints.ts';

/** The preferences rows of the call table (api/endpoints.ts): what the transport needs to make each call. */
export const PREFERENCES_CALLS = {
  get: { id: 'preferences.get', method: 'GET', path: '/api/v1/commerce-preferences/:namespace', domain: 'shopper' },
  put: { id: 'preferences.put', method: 'PUT', path: '/api/v1/commerce-preferences/:namespace', domain: 'shopper' },
} as const satisfies Record<string, EndpointRow>;

/** The commerce-preference calls of one client. */
export function createPreferencesApi(transport: Transport) {
  async function reported<T>(id: 'preferences.get' | 'preferences.put', run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (isApiError(error)) transport.report(error, { endpoint: id });
      throw error;
    }
  }

  return {
    /** GET /api/v1/commerce-preferences/{namespace}: the namespace's values (the cache drops the website id). */
    get(namespace: string): Promise<JsonObject> {
      return reported('preferences.get', () =>
        transport.call(PREFERENCES_CALLS.get, { params: { namespace } }, (data) => readJsonObject(data, 'preferences')),
      );
    },
    /** PUT /api/v1/commerce-preferences/{namespace}: replaces the namespace's values. */
    put(namespace: string, preferences: JsonObject): Promise<void> {
      return reported('preferences.put', () =>
        transport.call(PREFERENCES_CALLS.put, { params: { namespace }, json: preferences }, ignoreAnswer),
      );
    },
  };
}
