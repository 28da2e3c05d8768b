'use client';

import { useContext, useMemo, type ReactNode } from 'react';
import type { LocalizedStrings } from '../../logic/shared/strings.ts';
import { LocalizedStringsContext } from './useLocalizedStrings.tsx';

/** Props of {@link LocalizedStringsProvider}. */
export interface LocalizedStringsProviderProps {
  /** The site's strings; any key left out keeps the library default. */
  strings?: Partial<LocalizedStrings>;
  children: ReactNode;
}

/** Supplies a site's localized strings to every component below it, over those of any provider above. */
export function LocalizedStringsProvider({ strings, children }: LocalizedStringsProviderProps) {
  // Only ever rendered where React has context: this module is a client boundary.
  const context = LocalizedStringsContext as NonNullable<typeof LocalizedStringsContext>;
  const parent = useContext(context);
  // A site that words nothing its own way (`{}`) keeps the parent's object: with none above, every
  // useStrings below answers its defaults at once, without the merged-strings lookups (200 cards × 5 reads).
  const value = useMemo(() => (strings && Object.keys(strings).length > 0 ? { ...parent, ...strings } : parent), [parent, strings]);
  return <context.Provider value={value}>{children}</context.Provider>;
}
