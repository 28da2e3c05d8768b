/**
 * Commerce preferences (shopper spec, entities, states; rendering spec, entities, validation rules): a per-namespace cache of preference
 * values as pure functions. The website id is never kept, and an update is skipped when no value differs.
 */

/** One namespace's preference values. */
export type Preferences = Readonly<Record<string, unknown>>;

/** The cache: namespace → preference values. */
export type PreferencesCache = Readonly<Record<string, Preferences>>;

/** The key that is dropped from what is kept. */
export const DROPPED_PREFERENCE_KEY = 'websiteId';

function withoutWebsiteId(value: unknown): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter(([key]) => key !== DROPPED_PREFERENCE_KEY));
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  if (aKeys.length !== bKeys.length) return false;
  return aKeys.every((key) => Object.hasOwn(b, key) && sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** The cached values of a namespace, or null when it has none. */
export function cachedPreferences(cache: PreferencesCache, namespace: string): Preferences | null {
  return Object.hasOwn(cache, namespace) ? (cache[namespace] ?? null) : null;
}

/** The cache with a namespace's values replaced by `value`, without the website id. */
export function applyPreferences(cache: PreferencesCache, namespace: string, value: unknown): PreferencesCache {
  return Object.fromEntries([...Object.entries(cache).filter(([key]) => key !== namespace), [namespace, withoutWebsiteId(value)]]);
}

/** Whether a patch changes anything: false when every value it carries equals the cached one (the website id aside). */
export function needsUpdate(cache: PreferencesCache, namespace: string, patch: unknown): boolean {
  const cached = cachedPreferences(cache, namespace) ?? {};
  return Object.entries(withoutWebsiteId(patch)).some(([key, value]) => !Object.hasOwn(cached, key) || !sameValue(cached[key], value));
}

/** The object a PUT carries: the cached values with the patch applied, without the website id. */
export function preferencesToSave(cache: PreferencesCache, namespace: string, patch: unknown): Preferences {
  return { ...(cachedPreferences(cache, namespace) ?? {}), ...withoutWebsiteId(patch) };
}
