import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  QUANTITY,
  QUANTITY_NOT_A_NUMBER_MESSAGE,
  SELECT_OPTION_BUTTON_TEXT,
  SOLD_OUT_BUTTON_TEXT,
  quantityMessage,
  stepQuantity,
} from './cart.ts';

const OUT_OF_RANGE = 'Quantity must be a whole number from 1 to 9999.';

describe('shopper spec, screens: the listing button texts', () => {
  it('quotes the spec', () => {
    expect(SELECT_OPTION_BUTTON_TEXT).toBe('Select Option');
    expect(SOLD_OUT_BUTTON_TEXT).toBe('Sold Out');
  });
});

describe('shopper spec, validation rules: what the quantity input says about its text', () => {
  it('accepts a whole number from 1 to 9999, written with spaces or a plus sign', () => {
    for (const text of ['1', '42', ' 7 ', '+3', '9999', '05']) expect(quantityMessage(text)).toBeNull();
  });

  it("says 'Quantity must be a number.' for text that is not a number", () => {
    for (const text of ['', 'abc', '1e3', '2 3', '--1', '1,5', 'NaN', 'Infinity']) {
      expect(quantityMessage(text)).toBe(QUANTITY_NOT_A_NUMBER_MESSAGE);
    }
  });

  it('asks for a whole number from 1 to 9999 for a fraction or a number out of range', () => {
    for (const text of ['1.5', '0', '-2', '10000', '.5']) expect(quantityMessage(text)).toBe(OUT_OF_RANGE);
  });

  it('agrees with the bounds for every whole number', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20000, max: 20000 }), (quantity) => {
        const fits = quantity >= QUANTITY.min && quantity <= QUANTITY.max;
        expect(quantityMessage(String(quantity))).toBe(fits ? null : OUT_OF_RANGE);
      }),
    );
  });
});

describe('the increment and decrement buttons', () => {
  it('step by one within 1..9999', () => {
    expect(stepQuantity('1', 1)).toBe(2);
    expect(stepQuantity('2', -1)).toBe(1);
    expect(stepQuantity('1', -1)).toBe(1);
    expect(stepQuantity('9999', 1)).toBe(9999);
  });

  it('step from the whole part of a fraction and from the default when the text is not a number', () => {
    expect(stepQuantity('2.7', 1)).toBe(3);
    expect(stepQuantity('abc', 1)).toBe(QUANTITY.default + 1);
    expect(stepQuantity('', -1)).toBe(QUANTITY.min);
  });

  it('always give a whole number in range', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double().map(String)), fc.integer({ min: -3, max: 3 }), (text, steps) => {
        const next = stepQuantity(text, steps);
        expect(Number.isInteger(next) && next >= QUANTITY.min && next <= QUANTITY.max).toBe(true);
      }),
    );
  });
});
