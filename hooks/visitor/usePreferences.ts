'use client';

/**
 * Commerce preferences (shopper spec, entities, states "Data fetches", calls; rendering spec, states): one cache per
 * namespace shared by every subscriber. The cache lives at module level, one per API client (the
 * page's own, or each ApiClientProvider's), so two components on the same namespace read one GET
 * however many they are, and stay in step without a provider of their own.
 */
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { onForgetPageState } from '../shared/pageState.ts';
import { createPreferencesApi } from '../../api/preferences.ts';
import type { JsonObject } from '../../api/parse.ts';
import { fetchStateReducer, initialFetchState, type FetchEvent, type FetchState } from '../../logic/shared/fetchState.ts';
import { applyPreferences, needsUpdate, preferencesToSave, type Preferences, type PreferencesCache } from '../../logic/visitor/preferences.ts';
import { useApiModule } from '../shared/useApiClient.tsx';
import { useReportError, type ReportError } from './useReportError.ts';

type PreferencesApi = ReturnType<typeof createPreferencesApi>;

/** One namespace's shared state: its fetch, and who listens to it. */
interface NamespaceEntry {
  state: FetchState<Preferences>;
  listeners: Set<() => void>;
}

/** The caches of one API client. */
interface PreferencesStore {
  /** The values every namespace was last read or saved with (website id dropped), for needsUpdate. */
  cache: PreferencesCache;
  entries: Map<string, NamespaceEntry>;
  /** The change event: a saved namespace's subscribers refetch. */
  changes: EventTarget;
  /** Where a refetch set off by the change event reports its failure (the latest subscriber's reporter). */
  report: ReportError;
}

let stores = new WeakMap<PreferencesApi, PreferencesStore>();
onForgetPageState(() => {
  stores = new WeakMap();
});

/** The name of the change event a save fires (its `detail` is the namespace). */
export const PREFERENCES_CHANGE_EVENT = 'vitrine:preferences-change';

function storeOf(api: PreferencesApi): PreferencesStore {
  let store = stores.get(api);
  if (!store) {
    const made: PreferencesStore = { cache: {}, entries: new Map(), changes: new EventTarget(), report: () => {} };
    // The change event makes the namespace's subscribers refetch: one GET, whose answer they all see. A
    // namespace nobody shows is only marked unread, and its next subscriber reads it.
    made.changes.addEventListener(PREFERENCES_CHANGE_EVENT, (event) => {
      const namespace = event instanceof CustomEvent && typeof event.detail === 'string' ? event.detail : null;
      const entry = namespace === null ? undefined : made.entries.get(namespace);
      if (namespace === null || !entry) return;
      if (entry.listeners.size > 0) fetchNamespace(api, made, namespace);
      else entry.state = { ...entry.state, request: 0 };
    });
    stores.set(api, made);
    store = made;
  }
  return store;
}

function entryOf(store: PreferencesStore, namespace: string): NamespaceEntry {
  let entry = store.entries.get(namespace);
  if (!entry) {
    // Not started yet: request 0, so the first start makes request 1.
    entry = { state: { ...initialFetchState<Preferences>(), request: 0 }, listeners: new Set() };
    store.entries.set(namespace, entry);
  }
  return entry;
}

function move(entry: NamespaceEntry, event: FetchEvent<Preferences>): void {
  const next = fetchStateReducer(entry.state, event);
  if (next === entry.state) return;
  entry.state = next;
  for (const listener of [...entry.listeners]) listener();
}

/** GET the namespace (pending → success / failed); an older answer never overwrites a newer request's. */
function fetchNamespace(api: PreferencesApi, store: PreferencesStore, namespace: string): void {
  const entry = entryOf(store, namespace);
  move(entry, { type: 'start' });
  const request = entry.state.request;
  api.get(namespace).then(
    (data) => {
      store.cache = applyPreferences(store.cache, namespace, data);
      move(entry, { type: 'succeeded', request, data: store.cache[namespace] ?? {} });
    },
    (error: unknown) => {
      store.report(error);
      move(entry, { type: 'failed', request, error });
    },
  );
}

function setReporter(store: PreferencesStore, report: ReportError): void {
  store.report = report;
}

/** PUT a patch when a value differs from the cache; then the change event. Rejects (after reporting) when the PUT fails. */
async function saveNamespace(api: PreferencesApi, store: PreferencesStore, namespace: string, patch: unknown, report: ReportError): Promise<boolean> {
  if (!needsUpdate(store.cache, namespace, patch)) return false;
  const saved = preferencesToSave(store.cache, namespace, patch);
  try {
    await api.put(namespace, saved as JsonObject);
  } catch (error) {
    report(error);
    throw error;
  }
  store.cache = applyPreferences(store.cache, namespace, saved);
  store.changes.dispatchEvent(new CustomEvent(PREFERENCES_CHANGE_EVENT, { detail: namespace }));
  return true;
}

/** What {@link usePreferences} gives. */
export interface PreferencesHandle {
  /** Where the namespace's fetch is: pending, success or failed. */
  status: FetchState<Preferences>['status'];
  /** The namespace's values (website id dropped); the last good ones while a refetch is pending or after it failed. */
  values: Preferences | null;
  /** Why the last read failed, when it did. */
  error: unknown;
  /** Why this subscriber's last update failed (also rethrown by `update`), or null. */
  updateError: unknown;
  /** True while this subscriber's update is on its way. */
  saving: boolean;
  /**
   * Saves a patch: PUT the cached values with the patch applied (website id dropped) only when a value
   * differs from the cache; resolves true when it was sent, false when nothing differed. A save fires the
   * change event, and every subscriber of the namespace refetches. A failure is reported and rethrown.
   */
  update(patch: Readonly<Record<string, unknown>>): Promise<boolean>;
  /** Reads the namespace again (every subscriber sees the answer). */
  refetch(): void;
}

/**
 * The commerce preferences of one namespace, shared with every other subscriber of it under the same
 * API client: one GET for them all, a PUT only when a value changes, a refetch for all after a save.
 * Failures go to the error service (useReportError).
 */
export function usePreferences(namespace: string): PreferencesHandle {
  const api = useApiModule('preferences', createPreferencesApi);
  const report = useReportError();
  const store = storeOf(api);
  const [updateError, setUpdateError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);

  const subscribe = useCallback(
    (listener: () => void) => {
      const entry = entryOf(store, namespace);
      entry.listeners.add(listener);
      setReporter(store, report);
      // The first subscriber of a namespace not yet read starts its one GET.
      if (entry.state.request === 0) fetchNamespace(api, store, namespace);
      return () => {
        entry.listeners.delete(listener);
      };
    },
    [api, store, namespace, report],
  );
  const state = useSyncExternalStore(
    subscribe,
    () => entryOf(store, namespace).state,
    () => entryOf(store, namespace).state,
  );

  const refetch = useCallback(() => fetchNamespace(api, store, namespace), [api, store, namespace]);

  const update = useCallback(
    async (patch: Readonly<Record<string, unknown>>) => {
      setSaving(true);
      setUpdateError(null);
      try {
        return await saveNamespace(api, store, namespace, patch, report);
      } catch (error) {
        setUpdateError(error);
        throw error;
      } finally {
        setSaving(false);
      }
    },
    [api, store, namespace, report],
  );

  return useMemo(
    () => ({
      status: state.status,
      values: state.data,
      error: state.status === 'failed' ? state.error : null,
      updateError,
      saving,
      update,
      refetch,
    }),
    [state, updateError, saving, update, refetch],
  );
}
