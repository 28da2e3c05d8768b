'use client';

import { useMemo, type ReactNode } from 'react';
import { moneyFormatter, websiteMoneyFormat, type MoneyFormatSettings } from '../../logic/shopper/money.ts';
import { MoneyFormatContext } from './useMoneyFormat.tsx';

/** Props of {@link MoneyFormatProvider}. */
export interface MoneyFormatProviderProps {
  /** The website (or its settings): its `useCLDRMoneyFormat` flag picks the locale's money format (rendering spec, entities Website). */
  website?: MoneyFormatSettings | null;
  /** BCP 47 locale of the locale format. @default 'en-US' */
  locale?: string;
  children: ReactNode;
}

/**
 * Gives every price below it the website's money format: the locale's own (CLDR) format when the
 * website's `useCLDRMoneyFormat` is true, else the native style (what a page without one shows).
 */
export function MoneyFormatProvider({ website, locale, children }: MoneyFormatProviderProps) {
  // Only ever rendered where React has context: this module is a client boundary.
  const context = MoneyFormatContext as NonNullable<typeof MoneyFormatContext>;
  const flag = website?.useCLDRMoneyFormat;
  const value = useMemo(() => moneyFormatter(websiteMoneyFormat({ useCLDRMoneyFormat: flag }, locale)), [flag, locale]);
  return <context.Provider value={value}>{children}</context.Provider>;
}
