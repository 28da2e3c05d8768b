/**
 * The cart calls of a page with no ApiClientProvider load apart from the page's first load (
 * the card set's CartProvider carries no API code): a call waits for them, passes its arguments on and
 * answers what they answer; a failed load rejects that call, sends nothing, and the next call loads again.
 */
import { describe, expect, it, vi } from 'vitest';
import { createCartApi, type ShoppingCart } from '../../api/cart.ts';
import { createModuleLoader } from '../shared/moduleLoader.ts';
import { lazyCartCalls, pageCartLoader, type CartCalls } from './pageCartCalls.ts';
import { apiModuleOf } from '../shared/useApiClient.tsx';

const cart = { id: 'cart-1', entries: [] } as unknown as ShoppingCart;

function fakeCalls() {
  return {
    getCart: vi.fn(async () => cart),
    addEntry: vi.fn(async () => ({ shoppingCart: cart, entry: {} })),
    updateEntryQuantity: vi.fn(async () => ({ shoppingCart: cart, entry: {} })),
    removeEntry: vi.fn(async () => cart),
    updateAdditionalFields: vi.fn(async () => ({ shoppingCart: cart, entry: {} })),
  } as const;
}

describe('the page cart calls load when first made', () => {
  it('loads nothing until a call, then once for every call, passing each call on as made', async () => {
    const calls = fakeCalls();
    const load = vi.fn(async () => calls as unknown as CartCalls);
    const lazy = lazyCartCalls(createModuleLoader(load));
    expect(load).not.toHaveBeenCalled();
    const signal = new AbortController().signal;
    await expect(lazy.getCart({}, signal)).resolves.toBe(cart);
    expect(calls.getCart).toHaveBeenCalledWith({}, signal);
    const request = { itemId: 'item-1', sku: 'SKU-1', quantity: 2 };
    await lazy.addEntry(request);
    await lazy.updateEntryQuantity('entry-1', 3);
    await lazy.removeEntry('entry-2');
    const fields = { itemId: 'item-1', sku: 'SKU-1', additionalFields: { note: 'gift' } };
    await lazy.updateAdditionalFields('entry-3', fields);
    expect(calls.addEntry).toHaveBeenCalledWith(request);
    expect(calls.updateEntryQuantity).toHaveBeenCalledWith('entry-1', 3);
    expect(calls.removeEntry).toHaveBeenCalledWith('entry-2');
    expect(calls.updateAdditionalFields).toHaveBeenCalledWith('entry-3', fields);
    expect(load).toHaveBeenCalledOnce();
  });

  it('rejects a call whose calls cannot be loaded, sending nothing, and loads again at the next call', async () => {
    const calls = fakeCalls();
    const load = vi
      .fn<() => Promise<CartCalls>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(calls as unknown as CartCalls);
    const lazy = lazyCartCalls(createModuleLoader(load));
    await expect(lazy.updateEntryQuantity('entry-1', 2)).rejects.toThrow('Failed to fetch');
    expect(calls.updateEntryQuantity).not.toHaveBeenCalled();
    await expect(lazy.updateEntryQuantity('entry-1', 2)).resolves.toMatchObject({ shoppingCart: cart });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("the page's loader gives the page's own cart module, the one its other hooks share (one transport)", async () => {
    const loaded = await pageCartLoader.load();
    expect(loaded).toBe(apiModuleOf(null, 'cart', createCartApi));
    expect(pageCartLoader.loaded()).toBe(loaded);
  });
});
