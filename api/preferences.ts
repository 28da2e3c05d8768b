/**
 * Commerce preferences (shopper spec, calls, rendering spec, calls): a per-namespace object of values (caching
 * them, and dropping the website id, is logic/visitor/preferences.ts's job). A failure is reported to the
 * error service and then rethrown, so the caller still sees it.
 */
import { isApiError } from './errors.ts';
import { callsOf, type Transport } from './http.ts';
import { ignoreAnswer, readJsonObject, type JsonObject } from './parse.ts';
import type { EndpointFields } from './endpoints.ts';

/** The preferences rows of the call table (api/endpoints.ts): what the transport needs to make each call. */
export const PREFERENCES_CALLS = {
  'preferences.get': { method: 'GET', path: '/api/v1/commerce-preferences/:namespace', domain: 'shopper' },
  'preferences.put': { method: 'PUT', path: '/api/v1/commerce-preferences/:namespace', domain: 'shopper' },
} as const satisfies Record<string, EndpointFields>;

/** The commerce-preference calls of one client. */
export function createPreferencesApi(transport: Transport) {
  const call = callsOf(transport, PREFERENCES_CALLS);
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
        call('preferences.get', { params: { namespace } }, (data) => readJsonObject(data, 'preferences')),
      );
    },
    /** PUT /api/v1/commerce-preferences/{namespace}: replaces the namespace's values. */
    put(namespace: string, preferences: JsonObject): Promise<void> {
      return reported('preferences.put', () =>
        call('preferences.put', { params: { namespace }, json: preferences }, ignoreAnswer),
      );
    },
  };
}
