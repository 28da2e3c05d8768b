import { test } from 'vitest';
import { formatMoney as exportedFormatMoney } from './money.ts';

// Bound once: reading a module export through Vitest's runner costs a getter call per use.
const formatMoney = exportedFormatMoney;

// 256 amounts spread over small and large values, as a cart or a price table meets them.
const amounts = Array.from({ length: 256 }, (_, index) => (index * 7919 * 104729) % 100_000_000);
const decimals = amounts.map((value) => value / 100);
const decimalTexts = amounts.map((value) => (value / 100).toFixed(2));
const cachedIntl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
let sink = '';

test('formatMoney against Intl: 256 USD amounts per iteration', async ({ bench }) => {
  await bench.compare(
    bench('formatMoney native style, { value, currency }', () => {
      for (const value of amounts) sink = formatMoney({ value, currency: 'USD' });
    }),
    bench('formatMoney native style, { decimalValue, currencyCode }', () => {
      for (const decimalValue of decimalTexts) sink = formatMoney({ decimalValue, currencyCode: 'USD' });
    }),
    bench('formatMoney CLDR style, en-US (cached formatter)', () => {
      for (const value of amounts) sink = formatMoney({ value, currency: 'USD' }, { cldr: true, locale: 'en-US' });
    }),
    bench('Intl.NumberFormat, one cached instance', () => {
      for (const value of decimals) sink = cachedIntl.format(value);
    }),
    bench('Number#toLocaleString, uncached', () => {
      for (const value of decimals) sink = value.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
    }),
  );
  if (sink === '') throw new Error('The benchmarks formatted nothing.');
});
