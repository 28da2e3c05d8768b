import { useId } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { STORE_CURRENCIES, currencyDigits, formatMoney, moneyProblem, type FormatMoneyOptions } from '../../logic/shopper/money.ts';

/** A typical locale of each store currency, for the "home locale" column. */
const HOME_LOCALES: Readonly<Record<string, string>> = {
  EUR: 'de-DE', USD: 'en-US', AUD: 'en-AU', NOK: 'nb-NO', CAD: 'en-CA', NZD: 'en-NZ', DKK: 'da-DK',
  GBP: 'en-GB', HKD: 'zh-HK', CHF: 'de-CH', MXN: 'es-MX', SGD: 'en-SG', SEK: 'sv-SE', CZK: 'cs-CZ',
  ILS: 'he-IL', PHP: 'en-PH', RUB: 'ru-RU', PLN: 'pl-PL', THB: 'th-TH', MYR: 'ms-MY', ARS: 'es-AR',
  BRL: 'pt-BR', COP: 'es-CO', IDR: 'id-ID', INR: 'en-IN', ZAR: 'en-ZA', JPY: 'ja-JP',
};

/** Props of {@link MoneyTable}. */
interface MoneyTableProps {
  /** The amount in major units, as a decimal string. @default '1234.56' */
  amount: string;
  /** Locale of the CLDR column. @default 'en-US' */
  locale: string;
  /** Format the CLDR column in each currency's home locale instead of `locale`. @default false */
  homeLocales: boolean;
}

/** The formatted amount, or why it was refused (e.g. 16 integer places: formatMoney then shows nothing). */
function formatted(amount: string, currency: string, options: FormatMoneyOptions): { text: string; refused: boolean } {
  const money = { decimalValue: amount, currencyCode: currency };
  const problem = moneyProblem(money, options);
  return problem === null ? { text: formatMoney(money, options), refused: false } : { text: problem, refused: true };
}

/** One formatted cell; a refused amount shows the error instead. */
function Amount({ amount, currency, options, style }: { amount: string; currency: string; options: FormatMoneyOptions; style: string }) {
  const { text, refused } = formatted(amount, currency, options);
  return (
    <td data-style={style} data-error={refused || undefined}>
      {text}
    </td>
  );
}

/** Every store currency formatted in the native style and the CLDR style, for checking symbol placement. */
function MoneyTable({ amount, locale, homeLocales }: MoneyTableProps) {
  const cldrHeading = homeLocales ? 'CLDR style (home locale)' : `CLDR style (${locale})`;
  const captionId = useId();
  return (
    // Wider than a phone: the table scrolls in a region of its own (focusable, so a keyboard scrolls it too).
    <div role="region" aria-labelledby={captionId} tabIndex={0} style={{ overflowX: 'auto' }}>
      <table style={{ borderCollapse: 'collapse', textAlign: 'start' }} cellPadding={6}>
        <caption id={captionId} style={{ textAlign: 'start', fontWeight: 'bold', paddingBlockEnd: 8 }}>
          {amount} in each of the {STORE_CURRENCIES.length} store currencies
        </caption>
        <thead>
          <tr>
            <th scope="col">Currency</th>
            <th scope="col">Decimals</th>
            <th scope="col">Native style</th>
            {homeLocales ? <th scope="col">Locale</th> : null}
            <th scope="col">{cldrHeading}</th>
          </tr>
        </thead>
        <tbody>
          {STORE_CURRENCIES.map((currency) => {
            const cldrLocale = homeLocales ? (HOME_LOCALES[currency] ?? locale) : locale;
            return (
              <tr key={currency} data-currency={currency}>
                <th scope="row">{currency}</th>
                <td>{currencyDigits(currency)}</td>
                <Amount amount={amount} currency={currency} options={{}} style="native" />
                {homeLocales ? <td>{cldrLocale}</td> : null}
                <Amount amount={amount} currency={currency} options={{ cldr: true, locale: cldrLocale }} style="cldr" />
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

const meta = {
  title: 'Logic/Money',
  component: MoneyTable,
  args: { amount: '1234.56', locale: 'en-US', homeLocales: false },
} satisfies Meta<typeof MoneyTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The text of one cell, with no-break spaces written as plain spaces. */
function cell(canvasElement: HTMLElement, currency: string, style: 'native' | 'cldr'): string {
  const text = canvasElement.querySelector(`tr[data-currency="${currency}"] [data-style="${style}"]`)?.textContent ?? '';
  return text.replace(/\u00A0/g, ' ');
}

/** Every currency in both styles, the CLDR column in en-US. */
export const EveryCurrency: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: /27 store currencies/ })).toBeVisible();
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(4);
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(27);
    await expect(cell(canvasElement, 'USD', 'native')).toBe('$1,234.56');
    await expect(cell(canvasElement, 'JPY', 'native')).toBe('¥1,235');
    await expect(cell(canvasElement, 'CHF', 'native')).toBe('CHF 1,234.56');
    await expect(cell(canvasElement, 'SEK', 'native')).toBe('1,234.56 kr');
    await expect(cell(canvasElement, 'EUR', 'cldr')).toBe('€1,234.56');
  },
};

/** The CLDR column in each currency's home locale: separators and symbol placement change. */
export const HomeLocales: Story = {
  args: { homeLocales: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('columnheader')).toHaveLength(5);
    await expect(cell(canvasElement, 'EUR', 'cldr')).toBe('1.234,56 €');
    await expect(cell(canvasElement, 'INR', 'cldr')).toBe('₹1,234.56');
    await expect(cell(canvasElement, 'EUR', 'native')).toBe('€1,234.56');
  },
};

/** Negative amounts: the sign goes in front of the symbol. */
export const Negative: Story = {
  args: { amount: '-1234.56' },
  play: async ({ canvasElement }) => {
    await expect(cell(canvasElement, 'USD', 'native')).toBe('-$1,234.56');
    await expect(cell(canvasElement, 'SEK', 'native')).toBe('-1,234.56 kr');
    await expect(cell(canvasElement, 'GBP', 'cldr')).toBe('-£1,234.56');
  },
};

/** Fifteen integer places, the most money allows, format without loss. */
export const FifteenIntegerPlaces: Story = {
  args: { amount: '123456789012345.67' },
  play: async ({ canvasElement }) => {
    await expect(cell(canvasElement, 'USD', 'native')).toBe('$123,456,789,012,345.67');
    await expect(cell(canvasElement, 'JPY', 'native')).toBe('¥123,456,789,012,346');
    await expect(cell(canvasElement, 'USD', 'cldr')).toBe('$123,456,789,012,345.67');
  },
};

/** Sixteen integer places are refused, and the cell names the limit. */
export const SixteenIntegerPlaces: Story = {
  args: { amount: '1234567890123456' },
  play: async ({ canvasElement }) => {
    await expect(cell(canvasElement, 'USD', 'native')).toMatch(/at most 15 integer places/);
    await expect(cell(canvasElement, 'USD', 'cldr')).toMatch(/at most 15 integer places/);
  },
};
