import { createContext, useContext, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from '../api/client.ts';
import { parseCookieHeader } from '../logic/cookies.ts';

const ApiClientContext = createContext<ApiClient | null>(null);

let browserClient: ApiClient | undefined;

/** The client of a page with no provider: the page's own origin, the browser's fetch and cookies. */
function defaultClient(): ApiClient {
  browserClient ??= createApiClient({
    // Called late so a mock backend installed after this module loaded still answers.
    fetch: (input, init) => fetch(input, init),
    baseUrl: '',
    getCookie: (name) => (typeof document === 'undefined' ? undefined : parseCookieHeader(document.cookie)[name]),
  });
  return browserClient;
}

/** Props of {@link ApiClientProvider}. */
export interface ApiClientProviderProps {
  client: ApiClient;
  children: ReactNode;
}

/** Gives every hook below it this API client (another origin, a test's fetch, an error reporter). */
export function ApiClientProvider({ client, children }: ApiClientProviderProps) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

/** The API client in effect: the provider's, else one for the page's own origin. */
export function useApiClient(): ApiClient {
  return useContext(ApiClientContext) ?? defaultClient();
}
