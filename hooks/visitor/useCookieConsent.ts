'use client';

import { createContext, createElement, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  CENSUS_COOKIES,
  COOKIE_ALLOWED_LIFETIME_MS,
  COOKIE_ALLOWED_VALUES,
  COOKIE_NAMES,
  readCookieAllowed,
  shouldClearCensusCookies,
} from '../../logic/visitor/cookies.ts';
import { pageCookieJar, type CookieJar } from './cookieJar.ts';
import { onForgetPageState } from '../shared/pageState.ts';

/** The site's cookie policy (shopper spec, states), as the site's settings give it. */
export interface CookieConsentPolicy {
  /** The site's cookie policy is restrictive. @default false */
  restrictive?: boolean;
  /** The restrictive policy is absolute: census cookies are cleared whatever the visitor answers. @default false */
  absolute?: boolean;
  /** The cookie banner is on. @default true */
  bannerEnabled?: boolean;
  /** A cloneable (template) site: census cookies are always cleared. @default false */
  cloneable?: boolean;
}

/** What the page knows of the visitor's consent, and what they can do about it. */
export interface CookieConsent {
  /** The visitor's answer in ss_cookieAllowed: true, false, or null before they answered. */
  allowed: boolean | null;
  /** Whether the banner shows: the banner is on and the visitor has not answered, or asked to change the answer. */
  bannerOpen: boolean;
  /** Whether census cookies must be cleared (and so never written) now, per logic/visitor/cookies.ts shouldClearCensusCookies. */
  censusCookiesCleared: boolean;
  /** The policy in effect (every field filled). */
  policy: Required<CookieConsentPolicy>;
  /** Writes ss_cookieAllowed=true and closes the banner. */
  accept(): void;
  /** Writes ss_cookieAllowed=false, closes the banner and clears the census cookies when the policy says so. */
  decline(): void;
  /** Opens the banner again; focus goes back to `returnFocusTo` once the visitor answers. */
  openBanner(returnFocusTo?: HTMLElement | null): void;
  /** The element to focus once the banner closes after being opened again (null when it opened by itself). */
  returnFocusTo: HTMLElement | null;
}

interface ConsentState {
  allowed: boolean | null;
  reopened: boolean;
  returnFocusTo: HTMLElement | null;
}

const DEFAULT_POLICY: Required<CookieConsentPolicy> = { restrictive: false, absolute: false, bannerEnabled: true, cloneable: false };

function fullPolicy(policy: CookieConsentPolicy): Required<CookieConsentPolicy> {
  return {
    restrictive: policy.restrictive ?? DEFAULT_POLICY.restrictive,
    absolute: policy.absolute ?? DEFAULT_POLICY.absolute,
    bannerEnabled: policy.bannerEnabled ?? DEFAULT_POLICY.bannerEnabled,
    cloneable: policy.cloneable ?? DEFAULT_POLICY.cloneable,
  };
}

/** One page's consent: the answer, the banner, the census cookies' clearing, shared by every subscriber. */
function createConsentStore(initialPolicy: CookieConsentPolicy, jar: CookieJar) {
  let policy = fullPolicy(initialPolicy);
  let state: ConsentState = { allowed: readCookieAllowed(jar.get(COOKIE_NAMES.cookieAllowed)), reopened: false, returnFocusTo: null };
  const listeners = new Set<() => void>();

  const mustClear = (): boolean =>
    shouldClearCensusCookies({
      cloneable: policy.cloneable,
      policy: { restrictive: policy.restrictive, absolute: policy.absolute, bannerEnabled: policy.bannerEnabled, cookieAllowed: state.allowed },
    });

  const build = (): CookieConsent => ({
    allowed: state.allowed,
    bannerOpen: policy.bannerEnabled && (state.allowed === null || state.reopened),
    censusCookiesCleared: mustClear(),
    policy,
    returnFocusTo: state.returnFocusTo,
    accept: () => answer(true),
    decline: () => answer(false),
    openBanner: (returnFocusTo = null) => update({ ...state, reopened: true, returnFocusTo }),
  });
  let snapshot = build();

  function update(next: ConsentState): void {
    state = next;
    snapshot = build();
    listeners.forEach((listener) => listener());
  }

  /** Clears the census cookies when the policy and the answer say so (shopper spec, states). */
  function enforce(): void {
    if (!mustClear()) return;
    for (const name of CENSUS_COOKIES) jar.remove(name);
  }

  function answer(allowed: boolean): void {
    jar.set(COOKIE_NAMES.cookieAllowed, allowed ? COOKIE_ALLOWED_VALUES.accepted : COOKIE_ALLOWED_VALUES.declined, COOKIE_ALLOWED_LIFETIME_MS);
    // The answer holds for this page even when the browser refused the cookie.
    update({ allowed, reopened: false, returnFocusTo: state.returnFocusTo });
    enforce();
  }

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): CookieConsent => snapshot,
    setPolicy(next: CookieConsentPolicy): void {
      const filled = fullPolicy(next);
      const same = (Object.keys(filled) as Array<keyof typeof filled>).every((key) => filled[key] === policy[key]);
      if (same) return;
      policy = filled;
      update(state);
    },
    enforce,
  };
}

type ConsentStore = ReturnType<typeof createConsentStore>;

const ConsentContext = createContext<ConsentStore | null>(null);

/** The store of a page with no provider: the default policy (not restrictive, banner on), made on first use. */
let pageStore: ConsentStore | undefined;
onForgetPageState(() => {
  pageStore = undefined;
});

function useConsentStore(): ConsentStore {
  const provided = useContext(ConsentContext);
  return provided ?? (pageStore ??= createConsentStore({}, pageCookieJar()));
}

/** Props of {@link CookieConsentProvider}. */
export interface CookieConsentProviderProps extends CookieConsentPolicy {
  /** Where the cookies are read and written. @default the page's document.cookie */
  jar?: CookieJar;
  children: ReactNode;
}

/**
 * The site's cookie policy for everything below it (the banner, the settings button, useCensusVisitor).
 * On mount and whenever the policy or the answer changes, the census cookies are cleared when
 * shopper spec, states says so: always on cloneable sites; else when restrictive and absolute, or the banner is
 * off, or ss_cookieAllowed is absent or false.
 */
export function CookieConsentProvider({ restrictive, absolute, bannerEnabled, cloneable, jar, children }: CookieConsentProviderProps) {
  const [store] = useState(() => createConsentStore({ restrictive, absolute, bannerEnabled, cloneable }, jar ?? pageCookieJar()));
  useEffect(() => {
    store.setPolicy({ restrictive, absolute, bannerEnabled, cloneable });
    store.enforce();
  }, [store, restrictive, absolute, bannerEnabled, cloneable]);
  return createElement(ConsentContext.Provider, { value: store }, children);
}

/**
 * The visitor's cookie consent: the provider's, else the page's own with the default policy (not restrictive,
 * banner on), shared by every caller. Never throws, whatever the cookies hold.
 */
export function useCookieConsent(): CookieConsent {
  const store = useConsentStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/** Whether the census cookies must stay cleared (and so not be written) now; false unless a restrictive policy says so. */
export function useCensusCookiesCleared(): boolean {
  const store = useConsentStore();
  const cleared = () => store.getSnapshot().censusCookiesCleared;
  return useSyncExternalStore(store.subscribe, cleared, cleared);
}
