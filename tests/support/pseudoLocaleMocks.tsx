/**
 * The two module mocks every pseudo-locale test file installs (`vi.mock` must be written in the test
 * file itself; these are its factories). This module imports neither mocked module, so a factory can
 * load it while the mocked module is being built.
 */
import type * as LocalizedStringsModule from '../../hooks/shared/LocalizedStringsProvider.tsx';
import type * as HoldModule from '../../mocks/hold.ts';

/** The story has settled once every call is answered but those the mock backend holds on purpose (a loading state). */
export async function countingHoldModule(original: typeof HoldModule): Promise<typeof HoldModule> {
  const { countingHold } = await import('./settle.ts');
  return countingHold(original);
}

/**
 * Every provider wraps the strings it is given — the preview's, a story's own site wording, a
 * decorator's — so no localized string reaches the page unwrapped, whoever supplies it.
 */
export function pseudoLocalizedStringsModule(original: typeof LocalizedStringsModule): typeof LocalizedStringsModule {
  const wrap = (value: string) => (value.startsWith('⟦') && value.endsWith('⟧') ? value : `⟦${value}⟧`);
  function PseudoLocalizedStringsProvider({ strings, children }: Parameters<typeof original.LocalizedStringsProvider>[0]) {
    const wrapped = strings && Object.fromEntries(Object.entries(strings).map(([key, value]) => [key, typeof value === 'string' ? wrap(value) : value]));
    return <original.LocalizedStringsProvider {...(wrapped ? { strings: wrapped } : {})}>{children}</original.LocalizedStringsProvider>;
  }
  return { ...original, LocalizedStringsProvider: PseudoLocalizedStringsProvider };
}
