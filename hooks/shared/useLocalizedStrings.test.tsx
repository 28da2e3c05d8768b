// @vitest-environment jsdom
/**
 * The localized strings (rendering spec, entities): the provider holds the site's overrides only,
 * and a component reads the keys of its own defaults object through useStrings. A site's wording
 * reaches those keys, a key it leaves out keeps the default, the same overrides give the same object
 * (200 cards share it), and a provider inside a provider words over the outer one.
 */
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { PRODUCT_BADGE_STRINGS, PRODUCT_PRICE_STRINGS } from '../../logic/shopper/productStrings.ts';
import { DEFAULT_LOCALIZED_STRINGS, type LocalizedStrings } from '../../logic/shared/strings.ts';
import { applyLocalizedStrings, useLocalizedStrings, useStrings } from './useLocalizedStrings.tsx';
import { LocalizedStringsProvider } from './LocalizedStringsProvider.tsx';

function site(strings: Partial<LocalizedStrings>) {
  return ({ children }: { children: ReactNode }) => <LocalizedStringsProvider strings={strings}>{children}</LocalizedStringsProvider>;
}

describe('useStrings', () => {
  it('gives the defaults object itself without a provider', () => {
    const { result } = renderHook(() => useStrings(PRODUCT_BADGE_STRINGS));
    expect(result.current).toBe(PRODUCT_BADGE_STRINGS);
  });

  it("words the component's keys the site's way and keeps the default of a key the site leaves out", () => {
    const { result } = renderHook(() => useStrings(PRODUCT_BADGE_STRINGS), { wrapper: site({ productSaleText: 'solde' }) });
    expect(result.current).toEqual({ productSoldOutText: 'sold out', productSaleText: 'solde' });
  });

  it('reads only the keys of its defaults, whatever else the site words', () => {
    const { result } = renderHook(() => useStrings(PRODUCT_BADGE_STRINGS), { wrapper: site({ cartPageTitle: 'Panier', productSaleText: 'solde' }) });
    expect(Object.keys(result.current).sort()).toEqual(['productSaleText', 'productSoldOutText']);
  });

  it("gives the defaults themselves under a site's empty strings object", () => {
    const { result } = renderHook(() => [useStrings(PRODUCT_BADGE_STRINGS), useLocalizedStrings()] as const, { wrapper: site({}) });
    expect(result.current[0]).toBe(PRODUCT_BADGE_STRINGS);
    expect(result.current[1]).toBe(DEFAULT_LOCALIZED_STRINGS);
  });

  it('gives the defaults themselves when the site words none of their keys', () => {
    const { result } = renderHook(() => useStrings(PRODUCT_PRICE_STRINGS), { wrapper: site({ productSaleText: 'solde' }) });
    expect(result.current).toBe(PRODUCT_PRICE_STRINGS);
  });

  it('gives the same object for the same overrides, across renders and components', () => {
    const wrapper = site({ productSaleText: 'solde' });
    const { result } = renderHook(() => [useStrings(PRODUCT_BADGE_STRINGS), useStrings(PRODUCT_BADGE_STRINGS)] as const, { wrapper });
    const [first, second] = result.current;
    expect(first).toBe(second);
    const overrides = { productSaleText: 'solde' };
    expect(applyLocalizedStrings(PRODUCT_BADGE_STRINGS, overrides)).toBe(applyLocalizedStrings(PRODUCT_BADGE_STRINGS, overrides));
  });

  it('keeps the default when a site gives a key as undefined', () => {
    const overrides = { productSaleText: undefined } as unknown as Partial<LocalizedStrings>;
    expect(applyLocalizedStrings(PRODUCT_BADGE_STRINGS, overrides)).toEqual(PRODUCT_BADGE_STRINGS);
  });

  it('merges a provider inside a provider: the inner one words over the outer one', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <LocalizedStringsProvider strings={{ productSaleText: 'solde', productSoldOutText: 'épuisé' }}>
        <LocalizedStringsProvider strings={{ productSaleText: 'promo' }}>{children}</LocalizedStringsProvider>
      </LocalizedStringsProvider>
    );
    const { result } = renderHook(() => useStrings(PRODUCT_BADGE_STRINGS), { wrapper });
    expect(result.current).toEqual({ productSoldOutText: 'épuisé', productSaleText: 'promo' });
  });
});

describe('useLocalizedStrings', () => {
  it('gives every default, with the keys the site words its way', () => {
    const { result } = renderHook(() => useLocalizedStrings(), { wrapper: site({ productSaleText: 'solde' }) });
    expect(result.current).toEqual({ ...DEFAULT_LOCALIZED_STRINGS, productSaleText: 'solde' });
  });

  it('gives the defaults without a provider', () => {
    const { result } = renderHook(() => useLocalizedStrings());
    expect(result.current).toBe(DEFAULT_LOCALIZED_STRINGS);
  });
});
