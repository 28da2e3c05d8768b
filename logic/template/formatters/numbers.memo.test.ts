import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../index.ts';

// The money memo files a result by the tag's arguments, the locale, the currency and the
// amount: a remembered result must never answer for another of these. Expected texts are Intl's own.
describe('the money formatter remembers results without mixing them up', () => {
  const price = { value: '1234.50', currency: 'EUR' };
  const intl = (locale: string, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options).format(1234.5);

  it('gives each locale, currency and argument list its own text, before and after it is remembered', () => {
    for (let round = 0; round < 2; round += 1) {
      expect(renderTemplate('{p|money}', { p: price }, { locale: 'en-US' }).html).toBe(intl('en-US', { style: 'currency', currency: 'EUR' }));
      expect(renderTemplate('{p|money}', { p: price }, { locale: 'de-DE' }).html).toBe(intl('de-DE', { style: 'currency', currency: 'EUR' }));
      expect(renderTemplate('{p|money}', { p: { ...price, currency: 'USD' } }, { locale: 'en-US' }).html).toBe(
        intl('en-US', { style: 'currency', currency: 'USD' }),
      );
      expect(renderTemplate('{p|money style:code}', { p: price }, { locale: 'en-US' }).html).toBe(
        intl('en-US', { style: 'currency', currency: 'EUR', currencyDisplay: 'code' }),
      );
    }
  });

  it('keeps a number amount (minor units) apart from the same digits as text (major units)', () => {
    const usd = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
    for (let round = 0; round < 2; round += 1) {
      expect(renderTemplate('{p|money}', { p: { value: 1000, currency: 'USD' } }).html).toBe(usd(10));
      expect(renderTemplate('{p|money}', { p: { value: '1000', currency: 'USD' } }).html).toBe(usd(1000));
    }
  });
});
