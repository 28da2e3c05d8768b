'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from '../../api/client.ts';
import { createTransport, type ApiClientOptions, type Transport } from '../../api/http.ts';
import { parseCookieHeader } from '../../logic/visitor/cookies.ts';

const ApiClientContext = createContext<ApiClient | null>(null);

/** The page's own origin, the browser's fetch and cookies. */
const browserOptions: ApiClientOptions = {
  // Called late so a mock backend installed after this module loaded still answers.
  fetch: (input, init) => fetch(input, init),
  baseUrl: '',
  getCookie: (name) => (typeof document === 'undefined' ? undefined : parseCookieHeader(document.cookie)[name]),
};

let browserTransport: Transport | undefined;
let browserClient: ApiClient | undefined;
/** The modules of a page with no provider, each made the first time a hook asks for it. */
const browserModules = new Map<keyof ApiClient, ApiClient[keyof ApiClient]>();

/** The client of a page with no provider (all of it: only {@link useApiClient} needs that). */
function defaultClient(): ApiClient {
  browserClient ??= createApiClient(browserOptions);
  return browserClient;
}

/**
 * One module of the client of a page with no provider. Every module shares the one transport (so the
 * xsrfToken a login answers is sent by the other modules' calls too), and only the modules the page's
 * hooks use are built, or bundled: `createApiClient` would bring every namespace of the API.
 */
function defaultModule<K extends keyof ApiClient>(name: K, create: (transport: Transport) => ApiClient[K]): ApiClient[K] {
  if (browserClient) return browserClient[name];
  let made = browserModules.get(name) as ApiClient[K] | undefined;
  if (!made) {
    browserTransport ??= createTransport(browserOptions);
    made = create(browserTransport);
    browserModules.set(name, made);
  }
  return made;
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

/**
 * One module of the API client in effect, e.g. `useApiModule('cart', createCartApi)`: the provider's
 * client's, else the page's own origin's, made with `create` on first use. A hook that asks for the
 * one module it calls bundles only that module, where {@link useApiClient} bundles the whole API.
 */
export function useApiModule<K extends keyof ApiClient>(name: K, create: (transport: Transport) => ApiClient[K]): ApiClient[K] {
  return apiModuleOf(useContext(ApiClientContext), name, create);
}

/**
 * What {@link useApiModule} gives, outside a component: one module of `client` (a provider's, read
 * while rendering with {@link useProvidedApiClient}), else of the page's own origin's client.
 */
export function apiModuleOf<K extends keyof ApiClient>(client: ApiClient | null, name: K, create: (transport: Transport) => ApiClient[K]): ApiClient[K] {
  return client ? client[name] : defaultModule(name, create);
}

/**
 * The provider's API client, or null on a page with none. For a component that calls the API only
 * sometimes and loads its calls when it does, so that neither the client nor a default one is bundled with it.
 */
export function useProvidedApiClient(): ApiClient | null {
  return useContext(ApiClientContext);
}
