import * as React from 'react';
import { DEFAULT_LOCALIZED_STRINGS, type LocalizedStringKey, type LocalizedStrings } from '../../logic/shared/strings.ts';

/** A site's overrides: the keys it words its own way. */
export type LocalizedStringOverrides = Readonly<Partial<LocalizedStrings>>;

const NO_OVERRIDES: LocalizedStringOverrides = Object.freeze({});

// The context holds the site's overrides only, never the defaults: a component reading its strings
// brings in the defaults it shows (the object it passes to useStrings), not every module's.
// React's build for Server Components has no context at all (no createContext, no useContext): there
// this module still loads, and a component reads its defaults and the `strings` it is given.
/** The site's overrides (null where React has no context: a Server Component). Provided by LocalizedStringsProvider. */
export const LocalizedStringsContext = typeof React.createContext === 'function' ? React.createContext(NO_OVERRIDES) : null;

// Merged strings by overrides, then by defaults object: every card of a 200-card grid gets the same
// object for the same overrides, with no per-component memo, and a site's old overrides are released.
const merged = new WeakMap<object, WeakMap<object, object>>();

/**
 * `defaults` with the keys `overrides` words its own way replaced; `defaults` itself when none is, and
 * the same object for the same two objects every time.
 */
export function applyLocalizedStrings<K extends LocalizedStringKey>(
  defaults: Readonly<Record<K, string>>,
  overrides: LocalizedStringOverrides,
): Readonly<Record<K, string>> {
  if (overrides === NO_OVERRIDES) return defaults;
  let byDefaults = merged.get(overrides);
  if (byDefaults === undefined) {
    byDefaults = new WeakMap();
    merged.set(overrides, byDefaults);
  }
  const known = byDefaults.get(defaults) as Readonly<Record<K, string>> | undefined;
  if (known !== undefined) return known;
  let strings: Record<K, string> | null = null;
  for (const key of Object.keys(defaults) as K[]) {
    const text = overrides[key];
    if (typeof text !== 'string' || text === defaults[key]) continue;
    strings ??= { ...defaults };
    strings[key] = text;
  }
  const result = strings ?? defaults;
  byDefaults.set(defaults, result);
  return result;
}

/**
 * The site's overrides in effect (the nearest LocalizedStringsProvider's; none in a Server Component),
 * for code that applies them later, outside rendering ({@link applyLocalizedStrings}), to defaults it
 * loads only then. Chosen once, where React has context or not, so it is always the same hook.
 */
export const useStringOverrides: () => LocalizedStringOverrides = LocalizedStringsContext
  ? () => React.useContext(LocalizedStringsContext)
  : () => NO_OVERRIDES;

/**
 * The strings of `defaults` in effect: `given` (a component's own `strings` prop) over the site's
 * (the nearest LocalizedStringsProvider's), over the defaults. Pass a module-level object
 * (never an inline literal) as `defaults`: it is the cache key, and the only defaults the component's
 * bundle carries. In a Server Component, where there is no provider, only `given` applies.
 */
export function useStrings<K extends LocalizedStringKey>(
  defaults: Readonly<Record<K, string>>,
  given: LocalizedStringOverrides = NO_OVERRIDES,
): Readonly<Record<K, string>> {
  return applyLocalizedStrings(applyLocalizedStrings(defaults, useStringOverrides()), given);
}


/**
 * Every localized string in effect: the site's, falling back to the library defaults. It brings
 * every module's defaults into the bundle; a component reads its own through {@link useStrings}.
 */
export function useLocalizedStrings(): LocalizedStrings {
  return useStrings(DEFAULT_LOCALIZED_STRINGS);
}
