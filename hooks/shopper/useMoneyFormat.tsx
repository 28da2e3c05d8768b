import * as React from 'react';
import { formatMinorUnits, type Money } from '../../logic/shopper/money.ts';
import { LocalizedStringsContext } from '../shared/useLocalizedStrings.tsx';

/** Formats the library's own Money in the page's money format. */
export type MoneyFormatter = (money: Money) => string;

// Made where the localized strings' context is: React's build for Server Components has no context
// (that one is null there), and there the native style applies. Its default is formatMinorUnits, so a
// price's bundle carries no CLDR code unless the page brings a MoneyFormatProvider.
/** The page's money formatter. Provided by MoneyFormatProvider. */
export const MoneyFormatContext = LocalizedStringsContext && React.createContext<MoneyFormatter>(formatMinorUnits);

/**
 * The money formatter in effect: the nearest MoneyFormatProvider's (the website's `useCLDRMoneyFormat`
 * picks the locale's format), else the native style (formatMinorUnits).
 */
export const useMoneyFormat: () => MoneyFormatter = MoneyFormatContext ? () => React.useContext(MoneyFormatContext) : () => formatMinorUnits;
