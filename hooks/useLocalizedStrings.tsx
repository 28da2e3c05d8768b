import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_LOCALIZED_STRINGS, type LocalizedStringKey, type LocalizedStrings } from '../logic/strings.ts';

/** A site's overrides: the keys it words its own way. */
export type LocalizedStringOverrides = Readonly<Partial<LocalizedStrings>>;

const NO_OVERRIDES: LocalizedStringOverrides = Object.freeze({});

// The context holds the site's overrides only, never the defaults: a component reading its strings
// brings in the defaults it shows (the object it passes to useStrings), not every module's.
const LocalizedStringsContext = createContext<LocalizedStringOverrides>(NO_OVERRIDES);

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

/** Props of {@link LocalizedStringsProvider}. */
export interface LocalizedStringsProviderProps {
  /** The site's strings; any key left out keeps the library default. */
  strings?: Partial<LocalizedStrings>;
  children: ReactNode;
}

/** Supplies a site's localized strings to every component below it, over those of any provider above. */
export function LocalizedStringsProvider({ strings, children }: LocalizedStringsProviderProps) {
  const parent = useContext(LocalizedStringsContext);
  // A site that words nothing its own way (`{}`) keeps the parent's object: with none above, every
  // useStrings below answers its defaults at once, without the merged-strings lookups (200 cards × 5 reads).
  const value = useMemo(() => (strings && Object.keys(strings).length > 0 ? { ...parent, ...strings } : parent), [parent, strings]);
  return <LocalizedStringsContext.Provider value={value}>{children}</LocalizedStringsContext.Provider>;
}

/**
 * The strings of `defaults` in effect: the site's where it gives them, else the defaults. Pass a
 * module-level object (never an inline literal): it is the cache key, and the only defaults the
 * component's bundle carries.
 */
export function useStrings<K extends LocalizedStringKey>(defaults: Readonly<Record<K, string>>): Readonly<Record<K, string>> {
  return applyLocalizedStrings(defaults, useContext(LocalizedStringsContext));
}

/**
 * The site's overrides in effect, for code that applies them later, outside rendering
 * ({@link applyLocalizedStrings}), to defaults it loads only then.
 */
export function useStringOverrides(): LocalizedStringOverrides {
  return useContext(LocalizedStringsContext);
}

/**
 * Every localized string in effect: the site's, falling back to the library defaults. It brings
 * every module's defaults into the bundle; a component reads its own through {@link useStrings}.
 */
export function useLocalizedStrings(): LocalizedStrings {
  return useStrings(DEFAULT_LOCALIZED_STRINGS);
}
