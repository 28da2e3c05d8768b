import { useId } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LocalizedStringsProvider } from '../../hooks/shared/LocalizedStringsProvider.tsx';
import { useStrings } from '../../hooks/shared/useLocalizedStrings.tsx';
import { CURRENCY_NAME_STRINGS, currencyName } from '../../logic/shopper/currencyNames.ts';
import { STORE_CURRENCIES } from '../../logic/shopper/money.ts';

/** Every store currency with its name in the site's strings (shopper spec, constants and limits). */
function CurrencyNameTable() {
  const strings = useStrings(CURRENCY_NAME_STRINGS);
  const captionId = useId();
  return (
    <table aria-labelledby={captionId} style={{ borderCollapse: 'collapse', textAlign: 'start' }} cellPadding={4}>
      <caption id={captionId} style={{ textAlign: 'start', fontWeight: 'bold', paddingBlockEnd: 8 }}>
        The names of the {STORE_CURRENCIES.length} store currencies
      </caption>
      <thead>
        <tr>
          <th scope="col">Code</th>
          <th scope="col">Name</th>
        </tr>
      </thead>
      <tbody>
        {STORE_CURRENCIES.map((code) => (
          <tr key={code} data-currency={code}>
            <th scope="row">{code}</th>
            <td>{currencyName(code, strings)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'Logic/Currency names',
  component: CurrencyNameTable,
} satisfies Meta<typeof CurrencyNameTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const nameOf = (canvasElement: HTMLElement, code: string) => canvasElement.querySelector(`tr[data-currency="${code}"] td`)?.textContent;

/** Every store currency named in the library's words. */
export const EveryCurrency: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('rowheader')).toHaveLength(27);
    await expect(nameOf(canvasElement, 'USD')).toBe('US Dollar');
    await expect(nameOf(canvasElement, 'JPY')).toBe('Japanese Yen');
  },
};

/** The site names them in its own language. */
export const Localized: Story = {
  decorators: [
    (Story) => (
      <LocalizedStringsProvider strings={{ currencyNameEUR: 'Euro', currencyNameUSD: 'Dollar américain', currencyNameGBP: 'Livre sterling' }}>
        {Story()}
      </LocalizedStringsProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(nameOf(canvasElement, 'USD')).toBe('Dollar américain');
    await expect(nameOf(canvasElement, 'GBP')).toBe('Livre sterling');
    await expect(nameOf(canvasElement, 'CHF')).toBe('Swiss Franc');
  },
};
