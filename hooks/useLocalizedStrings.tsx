import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_LOCALIZED_STRINGS, type LocalizedStrings } from '../logic/strings.ts';

const LocalizedStringsContext = createContext<LocalizedStrings>(DEFAULT_LOCALIZED_STRINGS);

/** Props of {@link LocalizedStringsProvider}. */
export interface LocalizedStringsProviderProps {
  /** The site's strings; any key left out keeps the library default. */
  strings?: Partial<LocalizedStrings>;
  children: ReactNode;
}

/** Supplies a site's localized strings to every component below it. */
export function LocalizedStringsProvider({ strings, children }: LocalizedStringsProviderProps) {
  const parent = useContext(LocalizedStringsContext);
  const value = useMemo(() => ({ ...parent, ...strings }), [parent, strings]);
  return <LocalizedStringsContext.Provider value={value}>{children}</LocalizedStringsContext.Provider>;
}

/** The localized strings in effect: the site's, falling back to the library defaults. */
export function useLocalizedStrings(): LocalizedStrings {
  return useContext(LocalizedStringsContext);
}
