'use client';

import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { AddCartEntryRequest, CartEntry, CartEntryAnswer, ShoppingCart } from '../../api/cart.ts';
import type { JsonObject } from '../../api/parse.ts';
import { quantityOfVariant } from '../../logic/shopper/cart.ts';
import { submissionLoader } from './addToCartLoader.ts';
import { pageCartCalls, pageCartLoader, type CartCalls } from './pageCartCalls.ts';
import { useProvidedApiClient } from '../shared/useApiClient.tsx';

/** An entry the shopper just added, numbered so the same entry added twice is still news. */
export interface AddedEntry {
  entry: CartEntry;
  /** Increases with every add on the page. */
  sequence: number;
}

/** The page's cart as it is at one moment: what {@link useCart}'s selector reads. Never changed in place. */
export interface CartSnapshot {
  /** The cart, or null until it has loaded. */
  cart: ShoppingCart | null;
  /** True once the cart has loaded (shopper spec, states Quick view). */
  ready: boolean;
  /** True between the start and the end of any change (shopper spec, states Cart). */
  recalculating: boolean;
  /** Why the cart could not be loaded, if it could not. */
  loadError: unknown;
  /** The entry added last on this page, for the added-to-cart popover. */
  lastAdded: AddedEntry | null;
}

/** The changes a shopper can make to the page's cart. The object and its functions never change. */
export interface CartActions {
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
  /** The cart as it is now, read without subscribing: for event handlers, which must not re-render on a change. */
  current(): CartSnapshot;
}

/** The page's cart: a snapshot, its listeners and the actions that change it. */
interface CartStore {
  getSnapshot(): CartSnapshot;
  subscribe(listener: () => void): () => void;
  actions: CartActions;
  /** The cart calls the next change uses (the provider's latest client's). */
  setClient(client: CartCalls): void;
  /** Starts the first load unless it has started; the returned release aborts it unless retained again at once. */
  retain(): () => void;
}

/** True when two values read from JSON are the same data. */
function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  if (aKeys.length !== bKeys.length) return false;
  return aKeys.every((key) => Object.hasOwn(b, key) && sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/**
 * The new cart, keeping the previous objects of the entries (and of the whole cart) that did not change,
 * so a selector reading one entry sees the same object and its component does not render again.
 */
function keepUnchanged(previous: ShoppingCart | null, next: ShoppingCart): ShoppingCart {
  if (!previous) return next;
  const before = new Map(previous.entries.map((entry) => [entry.id, entry]));
  const entries = next.entries.map((entry) => {
    const old = before.get(entry.id);
    return old && sameData(old, entry) ? old : entry;
  });
  const sameEntries = entries.length === previous.entries.length && entries.every((entry, index) => entry === previous.entries[index]);
  const merged = { ...next, entries: sameEntries ? previous.entries : entries };
  return sameData(previous, merged) ? previous : merged;
}

function createCartStore(initialClient: CartCalls, initialCart: ShoppingCart | undefined): CartStore {
  let client = initialClient;
  let snapshot: CartSnapshot = { cart: initialCart ?? null, ready: initialCart !== undefined, recalculating: false, loadError: null, lastAdded: null };
  let pending = 0;
  let sequence = 0;
  let queue: Promise<unknown> = Promise.resolve();
  const listeners = new Set<() => void>();
  /** The first load while it is on its way. */
  let firstLoad: AbortController | null = null;
  /** The first load has answered (the cart or an error): it is not made again. */
  let firstLoadDone = false;
  let retained = 0;

  function update(change: Partial<CartSnapshot>) {
    const next = { ...snapshot, ...change };
    if (change.cart) next.cart = keepUnchanged(snapshot.cart, change.cart);
    next.ready = next.cart !== null;
    if ((Object.keys(next) as Array<keyof CartSnapshot>).every((key) => Object.is(next[key], snapshot[key]))) return;
    snapshot = next;
    for (const listener of listeners) listener();
  }

  /** Runs a change after every change asked for before it, marking the cart recalculating meanwhile. */
  function enqueue<T>(task: () => Promise<T>): Promise<T> {
    pending += 1;
    update({ recalculating: true });
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run.finally(() => {
      pending -= 1;
      update({ recalculating: pending > 0 });
    });
  }

  async function load(signal?: AbortSignal): Promise<ShoppingCart> {
    try {
      const loaded = await client.getCart({}, signal);
      update({ cart: loaded, loadError: null });
      return loaded;
    } catch (error) {
      // An aborted first load belongs to a provider that is gone: nothing to report.
      if (!signal?.aborted) update({ loadError: error });
      throw error;
    }
  }

  function applyEntryAnswer(answer: CartEntryAnswer): CartEntryAnswer {
    update({ cart: answer.shoppingCart });
    return answer;
  }

  const actions: CartActions = {
    addEntry: (request) =>
      enqueue(async () => {
        const answer = await client.addEntry(request);
        sequence += 1;
        update({ cart: answer.shoppingCart, lastAdded: { entry: answer.entry, sequence } });
        return answer;
      }),
    updateQuantity: (entryId, quantity) => enqueue(async () => applyEntryAnswer(await client.updateEntryQuantity(entryId, quantity))),
    removeEntry: (entryId) =>
      enqueue(async () => {
        const updated = await client.removeEntry(entryId);
        update({ cart: updated });
        return updated;
      }),
    updateAdditionalFields: (entry, additionalFields) =>
      enqueue(async () =>
        applyEntryAnswer(await client.updateAdditionalFields(entry.id, { itemId: entry.itemId, sku: entry.chosenVariant.sku, additionalFields })),
      ),
    refresh: () => enqueue(() => load()),
    current: () => snapshot,
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    actions,
    setClient(next) {
      client = next;
    },
    retain() {
      retained += 1;
      if (!firstLoad && !firstLoadDone && !snapshot.cart) {
        const controller = new AbortController();
        firstLoad = controller;
        // The first load joins the queue too, so a change asked for meanwhile is applied after it.
        // A failure is kept in loadError.
        const first = queue.then(() => load(controller.signal)).finally(() => {
          if (firstLoad === controller) firstLoad = null;
          if (!controller.signal.aborted) firstLoadDone = true;
        });
        queue = first.catch(() => undefined);
      }
      return () => {
        retained -= 1;
        // StrictMode unmounts and mounts again in one go: only a provider still gone a moment later
        // aborts. One that comes back later (a hidden <Activity> shown again) loads afresh.
        queueMicrotask(() => {
          if (retained > 0 || !firstLoad) return;
          firstLoad.abort();
          firstLoad = null;
        });
      };
    },
  };
}

const CartContext = createContext<CartStore | null>(null);

/** Props of {@link CartProvider}. */
export interface CartProviderProps {
  /** Start from this cart instead of loading it (server-rendered pages, stories). Read once, when the provider mounts. */
  initialCart?: ShoppingCart;
  children: ReactNode;
}

/**
 * Holds the page's one cart in a store: components read it through {@link useCart} with a selector
 * and render again only when what they selected changes; {@link useCartActions} gives the changes,
 * which never change identity. Changes run one after another in the order they were asked for, so
 * an older answer never overwrites a newer one and totals never go backwards; a failed change leaves
 * the cart as it was. The cart is loaded once when the provider mounts (once under StrictMode too,
 * aborted when the provider goes away), whatever client the page passes later. It calls through the
 * ApiClientProvider's client; on a page with none, through the page's own cart calls, which load apart
 * (hooks/shopper/pageCartCalls.ts): the provider starts loading them when it mounts.
 */
export function CartProvider({ initialCart, children }: CartProviderProps) {
  const provided = useProvidedApiClient();
  const client = provided ? provided.cart : pageCartCalls;
  const [store] = useState(() => createCartStore(client, initialCart));
  // Before any child's effect can ask for a change, the store calls through the page's latest client.
  useLayoutEffect(() => store.setClient(client), [store, client]);
  useEffect(() => store.retain(), [store]);
  // The page has a cart, so its add-to-cart buttons will be pressed: their checks and calls load now,
  // not at the first press; and so do the page's own cart calls when no provider gives a client.
  useEffect(() => {
    submissionLoader.prepare();
    if (!provided) pageCartLoader.prepare();
  }, [provided]);
  return <CartContext.Provider value={store}>{children}</CartContext.Provider>;
}

/** The store, or a thrown error naming the hook used outside a provider. */
function useStore(hook: string): CartStore {
  const store = useContext(CartContext);
  if (!store) throw new Error(`${hook} must be used within a CartProvider.`);
  return store;
}

const NO_SUBSCRIPTION = () => () => undefined;

/**
 * A getSnapshot for useSyncExternalStore: what `selector` reads from the store's snapshot, remembered
 * for that snapshot, and the previous result kept when an equal one (`isEqual`) comes out of a new one.
 */
function selectionReader<T>(store: CartStore | null, selector: (snapshot: CartSnapshot) => T, isEqual: (a: T, b: T) => boolean): () => T | undefined {
  let memo: { snapshot: CartSnapshot; selected: T } | null = null;
  return () => {
    if (!store) return undefined;
    const snapshot = store.getSnapshot();
    if (memo && memo.snapshot === snapshot) return memo.selected;
    const selected = selector(snapshot);
    memo = { snapshot, selected: memo && isEqual(memo.selected, selected) ? memo.selected : selected };
    return memo.selected;
  };
}

/** What `selector` reads from the store; the component renders again only when it changes. */
function useSelected<T>(store: CartStore | null, selector: (snapshot: CartSnapshot) => T, isEqual: (a: T, b: T) => boolean): T | undefined {
  const read = useMemo(() => selectionReader(store, selector, isEqual), [store, selector, isEqual]);
  return useSyncExternalStore(store ? store.subscribe : NO_SUBSCRIPTION, read, read);
}

const whole = (snapshot: CartSnapshot) => snapshot;

/**
 * Reads the page's cart through a selector: the component renders again only when the selected value
 * changes (compared with `isEqual`, Object.is by default). Without a selector, the whole snapshot
 * (rendering again on every change). Must be used inside a {@link CartProvider}.
 */
export function useCart(): CartSnapshot;
export function useCart<T>(selector: (snapshot: CartSnapshot) => T, isEqual?: (a: T, b: T) => boolean): T;
export function useCart<T>(selector?: (snapshot: CartSnapshot) => T, isEqual: (a: T, b: T) => boolean = Object.is): T | CartSnapshot {
  const store = useStore('useCart');
  return useSelected(store, selector ?? whole, isEqual as (a: T | CartSnapshot, b: T | CartSnapshot) => boolean) as T | CartSnapshot;
}

/**
 * Like {@link useCart}, for components that also work on a page without a cart (a site without a
 * store): undefined there.
 */
export function useOptionalCart<T>(selector: (snapshot: CartSnapshot) => T, isEqual: (a: T, b: T) => boolean = Object.is): T | undefined {
  return useSelected(useContext(CartContext), selector, isEqual);
}

/** The changes a shopper can make to the page's cart: one object for the provider's life, so reading it never re-renders. */
export function useCartActions(): CartActions {
  return useStore('useCartActions').actions;
}

/** The cart's actions, or null when the page has no cart. */
export function useOptionalCartActions(): CartActions | null {
  return useContext(CartContext)?.actions ?? null;
}

const totalQuantity = (snapshot: CartSnapshot) => snapshot.cart?.totalQuantity ?? 0;

/** How many items the cart holds (0 until it has loaded). */
export function useCartCount(): number {
  return useCart(totalQuantity);
}

/** Units of a variant in the cart, over all its entries (0 until the cart has loaded). */
export function cartQuantityOf(cart: ShoppingCart | null, sku: string): number {
  return quantityOfVariant(cart?.entries ?? [], sku);
}

/** Units of a variant in the page's cart; renders again only when that number changes. 0 on a page without a cart. */
export function useCartEntryQuantity(sku: string | undefined): number {
  const select = useMemo(() => (snapshot: CartSnapshot) => (sku === undefined ? 0 : cartQuantityOf(snapshot.cart, sku)), [sku]);
  return useOptionalCart(select) ?? 0;
}
