'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { CENSUS_COOKIE_ROLES, censusVisit, type VisitorRecord } from '../../logic/visitor/cookies.ts';
import { pageCookieJar, type CookieJar } from './cookieJar.ts';
import { useCensusCookiesCleared } from './useCookieConsent.ts';

/** Options of {@link useCensusVisitor}. */
export interface CensusVisitorOptions {
  /** Where the cookies are read and written. @default the page's document.cookie */
  jar?: CookieJar;
  /** The time of the page view, in ms. @default Date.now() when the page mounts */
  now?: () => number;
  /** Makes a new visitor id: a positive integer as text (shopper spec, validation rules). @default 16 random digits */
  newId?: () => string;
}

/** What {@link useCensusVisitor} knows after the page view was counted. */
export interface CensusVisitorState {
  /** The visitor record written, or null before the page view was counted or while census cookies are cleared. */
  record: VisitorRecord | null;
  /** Whether this page view started a new visit (first visit, or 30 minutes since the last page view). */
  newVisit: boolean;
}

/** 16 random digits, the first not 0, so the id matches the spec's positive-integer cookie pattern. */
function randomId(): string {
  const digits = new Uint8Array(16);
  try {
    crypto.getRandomValues(digits);
  } catch {
    for (let index = 0; index < digits.length; index += 1) digits[index] = Math.floor(Math.random() * 256);
  }
  return Array.from(digits, (byte, index) => (index === 0 ? 1 + (byte % 9) : byte % 10)).join('');
}

const NOT_COUNTED: CensusVisitorState = { record: null, newVisit: false };

/** The result of one hook's count, outside React state: the effect writes the cookies, then tells its subscribers. */
function createVisitStore() {
  let value: CensusVisitorState | null = null;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: (): CensusVisitorState | null => value,
    set(next: CensusVisitorState | null): void {
      value = next;
      listeners.forEach((listener) => listener());
    },
  };
}

/**
 * Counts the page view in the census cookies (shopper spec, entities, validation rules, constants and limits): writes or advances the visitor record
 * (ss_cvr, 2 years), the session timestamp (ss_cvt, 30 minutes) and the analytics id (ss_cid, 390 days). A new
 * visit starts when the session timestamp has lapsed; unreadable values are replaced, never thrown on. Nothing is
 * written while the census cookies must be cleared (a CookieConsentProvider's restrictive policy), and the page
 * view is counted once that stops being so (the visitor accepts).
 */
export function useCensusVisitor(options: CensusVisitorOptions = {}): CensusVisitorState {
  const cleared = useCensusCookiesCleared();
  const [store] = useState(createVisitStore);
  const counted = useSyncExternalStore(store.subscribe, store.get, store.get);
  const { jar, now, newId } = options;

  useEffect(() => {
    // Cleared cookies forget the count, so a later accept counts the page view again into fresh cookies.
    if (cleared) {
      if (store.get() !== null) store.set(null);
      return;
    }
    // Once per mount: a page view is counted once, whatever the options' identity does later.
    if (store.get() !== null) return;
    let result = NOT_COUNTED;
    try {
      const cookies = jar ?? pageCookieJar();
      const visit = censusVisit(
        {
          visitorRecord: cookies.get(CENSUS_COOKIE_ROLES.visitorRecord),
          sessionTimestamp: cookies.get(CENSUS_COOKIE_ROLES.sessionTimestamp),
          analytics: cookies.get(CENSUS_COOKIE_ROLES.analytics),
        },
        (now ?? Date.now)(),
        (newId ?? randomId)(),
      );
      for (const write of visit.writes) cookies.set(write.name, write.value, write.maxAgeMs);
      result = { record: visit.record, newVisit: visit.newVisit };
    } catch {
      // A site's own jar or clock that throws leaves the census uncounted, never the page broken.
    }
    store.set(result);
  }, [cleared, store, jar, now, newId]);

  return cleared || counted === null ? NOT_COUNTED : counted;
}
