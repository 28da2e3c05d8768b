import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AddCartEntryRequest, CartEntry, CartEntryAnswer, ShoppingCart } from '../api/cart.ts';
import type { JsonObject } from '../api/parse.ts';
import { useApiClient } from './useApiClient.tsx';

/** An entry the shopper just added, numbered so the same entry added twice is still news. */
export interface AddedEntry {
  entry: CartEntry;
  /** Increases with every add on the page. */
  sequence: number;
}

/** What {@link useCart} gives: the page's one cart and the changes a shopper can make to it. */
export interface CartState {
  /** The cart, or null until it has loaded. */
  cart: ShoppingCart | null;
  /** True once the cart has loaded (add-to-cart buttons wait for it, shopper.md §4 Quick view). */
  ready: boolean;
  /** True between the start and the end of any change (shopper.md §4 Cart). */
  recalculating: boolean;
  /** Why the cart could not be loaded, if it could not. */
  loadError: unknown;
  /** The entry added last on this page, for the added-to-cart popover. */
  lastAdded: AddedEntry | null;
  /** Adds a variant; rejects with the ApiError of a refused add and leaves the cart as it was. */
  addEntry(request: AddCartEntryRequest): Promise<CartEntryAnswer>;
  /** Sets an entry's quantity. */
  updateQuantity(entryId: string, quantity: number): Promise<CartEntryAnswer>;
  /** Removes an entry. */
  removeEntry(entryId: string): Promise<ShoppingCart>;
  /** Saves an entry's additional-fields answers. */
  updateAdditionalFields(entry: CartEntry, additionalFields: JsonObject): Promise<CartEntryAnswer>;
  /** Loads the cart again. */
  refresh(): Promise<ShoppingCart>;
}

const CartContext = createContext<CartState | null>(null);

/** Props of {@link CartProvider}. */
export interface CartProviderProps {
  /** Start from this cart instead of loading it (server-rendered pages, stories). */
  initialCart?: ShoppingCart;
  children: ReactNode;
}

/**
 * Holds the page's one cart. Changes run one after another in the order they were asked for, so an
 * older answer never overwrites a newer one and totals never go backwards; a failed change leaves
 * the cart as it was.
 */
export function CartProvider({ initialCart, children }: CartProviderProps) {
  const client = useApiClient();
  const [cart, setCart] = useState<ShoppingCart | null>(initialCart ?? null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [pending, setPending] = useState(0);
  const [lastAdded, setLastAdded] = useState<AddedEntry | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const sequence = useRef(0);

  const enqueue = useCallback(<T,>(task: () => Promise<T>): Promise<T> => {
    setPending((count) => count + 1);
    const run = queue.current.then(task, task);
    queue.current = run.catch(() => undefined);
    return run.finally(() => setPending((count) => count - 1));
  }, []);

  const load = useCallback(async () => {
    try {
      const loaded = await client.cart.getCart();
      setCart(loaded);
      setLoadError(null);
      return loaded;
    } catch (error) {
      setLoadError(error);
      throw error;
    }
  }, [client]);

  const refresh = useCallback(() => enqueue(load), [enqueue, load]);

  useEffect(() => {
    if (initialCart) return;
    // The first load joins the queue too, so a change asked for meanwhile is applied after it.
    // A failure is kept in loadError.
    const first = queue.current.then(load);
    queue.current = first.catch(() => undefined);
  }, [initialCart, load]);

  const applyEntryAnswer = useCallback((answer: CartEntryAnswer) => {
    setCart(answer.shoppingCart);
    return answer;
  }, []);

  const value = useMemo<CartState>(
    () => ({
      cart,
      ready: cart !== null,
      recalculating: pending > 0,
      loadError,
      lastAdded,
      addEntry: (request) =>
        enqueue(async () => {
          const answer = applyEntryAnswer(await client.cart.addEntry(request));
          sequence.current += 1;
          setLastAdded({ entry: answer.entry, sequence: sequence.current });
          return answer;
        }),
      updateQuantity: (entryId, quantity) =>
        enqueue(async () => applyEntryAnswer(await client.cart.updateEntryQuantity(entryId, quantity))),
      removeEntry: (entryId) =>
        enqueue(async () => {
          const updated = await client.cart.removeEntry(entryId);
          setCart(updated);
          return updated;
        }),
      updateAdditionalFields: (entry, additionalFields) =>
        enqueue(async () =>
          applyEntryAnswer(
            await client.cart.updateAdditionalFields(entry.id, {
              itemId: entry.itemId,
              sku: entry.chosenVariant.sku,
              additionalFields,
            }),
          ),
        ),
      refresh,
    }),
    [cart, pending, loadError, lastAdded, enqueue, applyEntryAnswer, client, refresh],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

/** The page's cart; must be used inside a {@link CartProvider}. */
export function useCart(): CartState {
  const state = useContext(CartContext);
  if (!state) throw new Error('useCart must be used within a CartProvider.');
  return state;
}

/** The page's cart, or null when the page has no cart (a site without a store). */
export function useOptionalCart(): CartState | null {
  return useContext(CartContext);
}
