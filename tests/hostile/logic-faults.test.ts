/**
 * Issue 18, the faults found in logic/: each test failed before its fix. The property suite
 * (logic.test.ts) then holds every exported function to "no throw, linear time".
 */
import { describe, expect, it } from 'vitest';
import { quantityMessage, validateAddToCart } from '../../logic/cart.ts';
import { fieldGuideEbook } from '../../mocks/fixtures/catalogue.ts';

const OUT_OF_RANGE = 'Quantity must be a whole number from 1 to 9999.';

describe('a quantity is whole only when its text is (shopper.md §5)', () => {
  it.each(['1.0000000000000001', '2.50000000000000001', '9999.00000000000000001', '0.99999999999999999'])(
    '%s is not a whole number, though Number() rounds it to one',
    (text) => {
      expect(quantityMessage(text)).toBe(OUT_OF_RANGE);
      expect(validateAddToCart({ product: fieldGuideEbook, quantity: text })).toMatchObject({ ok: false, reason: 'quantity-out-of-range' });
    },
  );

  it.each([
    ['1', 1],
    [' 3 ', 3],
    ['2.0', 2],
    ['+4.000', 4],
  ])('%j is the whole number %i', (text, whole) => {
    expect(quantityMessage(text)).toBeNull();
    expect(validateAddToCart({ product: fieldGuideEbook, quantity: text })).toMatchObject({ ok: true, quantity: whole });
  });
});
