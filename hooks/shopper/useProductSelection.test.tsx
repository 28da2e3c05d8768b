// @vitest-environment jsdom
/**
 * The shopper's choice on a product page (shopper spec, validation rules, rendering spec, states): options, quantity text and
 * gift card value, the variant they pick, the validation message and what the picker offers.
 */
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GIFT_CARD_DENOMINATION_MESSAGE, QUANTITY_NOT_A_NUMBER_MESSAGE, VARIANT_UNAVAILABLE_MESSAGE } from '../../logic/shopper/cart.ts';
import type { Product } from '../../logic/shopper/product.ts';
import { canvasTote, coffeeSubscription, fieldGuideEbook, giftCard, linenShirt } from '../../mocks/fixtures/catalogue.ts';
import { useProductSelection } from './useProductSelection.ts';

describe('useProductSelection', () => {
  it('starts with nothing chosen and quantity 1, and asks for every option', () => {
    const { result } = renderHook(() => useProductSelection(linenShirt));
    expect(result.current.attributes).toEqual({});
    expect(result.current.quantity).toBe('1');
    expect(result.current.variant).toBeUndefined();
    expect(result.current.message).toBe('Please select the Size and Color options.');
    expect(result.current.showsVariantSelect).toBe(true);
    expect(result.current.showsQuantityInput).toBe(true);
  });

  it('derives the variant from the chosen options and clears the message once it can be added', () => {
    const { result } = renderHook(() => useProductSelection(linenShirt));
    act(() => result.current.setAttribute('Size', 'Large'));
    expect(result.current.message).toBe('Please select the Color option.');
    act(() => result.current.setAttribute('Color', 'Navy'));
    expect(result.current.variant?.sku).toBe('LS-L-NAVY');
    expect(result.current.validation).toEqual(expect.objectContaining({ ok: true, quantity: 1 }));
    expect(result.current.message).toBeNull();
  });

  it('says a combination that is no variant is unavailable, and marks it in the options', () => {
    const { result } = renderHook(() => useProductSelection(linenShirt, { attributes: { Size: 'Small', Color: 'Navy' } }));
    expect(result.current.message).toBe(VARIANT_UNAVAILABLE_MESSAGE);
    act(() => result.current.setAttributes({ Size: 'Small' }));
    const colors = result.current.options.find((group) => group.name === 'Color')?.choices;
    expect(colors).toContainEqual({ value: 'Navy', availability: 'no-variant' });
  });

  it('keeps quantity text that is not a number as typed and gives the spec message', () => {
    const { result } = renderHook(() => useProductSelection(canvasTote));
    act(() => result.current.setQuantity('2x'));
    expect(result.current.quantity).toBe('2x');
    expect(result.current.message).toBe(QUANTITY_NOT_A_NUMBER_MESSAGE);
    act(() => result.current.setQuantity('2'));
    expect(result.current.validation).toEqual(expect.objectContaining({ ok: true, quantity: 2 }));
  });

  it('needs a gift card denomination, chosen by sku', () => {
    const { result } = renderHook(() => useProductSelection(giftCard));
    expect(result.current.message).toBe(GIFT_CARD_DENOMINATION_MESSAGE);
    expect(result.current.showsQuantityInput).toBe(false);
    act(() => result.current.setDenomination('GC-100'));
    expect(result.current.variant?.sku).toBe('GC-100');
    expect(result.current.message).toBeNull();
  });

  it('sells a digital product as its one variant, with no picker and no quantity input', () => {
    const { result } = renderHook(() => useProductSelection(fieldGuideEbook));
    expect(result.current.variant?.sku).toBe('FG-PDF');
    expect(result.current.showsVariantSelect).toBe(false);
    expect(result.current.showsQuantityInput).toBe(false);
  });

  it('hides the quantity input of a subscribable product and of a service the store sells one at a time', () => {
    expect(renderHook(() => useProductSelection(coffeeSubscription)).result.current.showsQuantityInput).toBe(false);
    const session: Product = { ...canvasTote, id: 'service', productType: 3 };
    const settings = { storeSettings: { multipleQuantityAllowedForServices: false } };
    expect(renderHook(() => useProductSelection(session, {}, settings)).result.current.showsQuantityInput).toBe(false);
  });

  it('starts over for another product, and reset goes back to the initial choice', () => {
    const { result, rerender } = renderHook(({ product }) => useProductSelection(product, { quantity: '2' }), {
      initialProps: { product: linenShirt },
    });
    act(() => result.current.setAttribute('Size', 'Large'));
    act(() => result.current.setQuantity('5'));
    act(() => result.current.reset());
    expect(result.current.attributes).toEqual({});
    expect(result.current.quantity).toBe('2');
    act(() => result.current.setAttribute('Size', 'Large'));
    rerender({ product: coffeeSubscription });
    expect(result.current.attributes).toEqual({});
    expect(result.current.message).toBe('Please select the Grind option.');
  });
});
