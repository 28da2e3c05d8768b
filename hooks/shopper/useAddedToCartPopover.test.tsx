// @vitest-environment jsdom
/**
 * The added-to-cart popover's state (shopper spec, states, constants and limits) on a fake clock: it opens on an add, closes
 * after 3000 ms or on close, and follows the cart link on scroll at most once per 100 ms.
 */
import { act, render, renderHook, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShoppingCart } from '../../api/cart.ts';
import { createApiClient } from '../../api/client.ts';
import { ADDED_POPOVER } from '../../logic/shared/constants.ts';
import { ApiClientProvider } from '../shared/useApiClient.tsx';
import { useAddedToCartPopover } from './useAddedToCartPopover.ts';
import { CartProvider, useCartActions } from './useCart.tsx';

const emptyCart: ShoppingCart = {
  id: 'cart',
  websiteId: 'site',
  orderId: null,
  created: 0,
  isPurchased: false,
  entries: [],
  shippingOptions: [],
  selectedShippingOption: null,
  shippingLocation: null,
  applicableTaxRules: [],
  coupons: [],
  validCoupons: [],
  invalidCoupons: [],
  subtotalCents: 0,
  taxCents: 0,
  shippingCostCents: 0,
  discountCents: 0,
  grandTotalCents: 0,
  totalQuantity: 0,
  hasDigital: false,
  purelyDigital: false,
  requiresShipping: false,
};

/** Answers every add with a cart holding one more Canvas Tote, at once and without a network. */
function fakeBackend() {
  let added = 0;
  return async (): Promise<Response> => {
    added += 1;
    const entry = {
      id: `entry-${added}`,
      itemId: 'prod-canvas-tote',
      quantity: 1,
      chosenVariant: { sku: 'CT-1', attributes: {} },
      title: 'Canvas Tote',
      purchasePriceCents: 2900,
      subTotal: 2900,
      productType: 1,
      additionalFields: null,
    };
    const shoppingCart = { ...emptyCart, entries: [entry], totalQuantity: added, subtotalCents: 2900 * added };
    return new Response(JSON.stringify({ shoppingCart, newlyAdded: entry }), { headers: { 'content-type': 'application/json' } });
  };
}

const tote = { itemId: 'prod-canvas-tote', sku: 'CT-1', quantity: 1 };

let linkRect = DOMRect.fromRect({ x: 900, y: 20, width: 80, height: 40 });
const link = { getBoundingClientRect: () => linkRect } as Element;
const getAnchor = () => link;

function Providers({ children }: { children: ReactNode }) {
  const client = createApiClient({ fetch: fakeBackend(), baseUrl: 'http://shop.test', getCookie: () => undefined });
  return (
    <ApiClientProvider client={client}>
      <CartProvider initialCart={emptyCart}>{children}</CartProvider>
    </ApiClientProvider>
  );
}

function usePopoverAndCart() {
  return { popover: useAddedToCartPopover({ getAnchor }), cart: useCartActions() };
}

async function setup() {
  const hook = renderHook(usePopoverAndCart, { wrapper: Providers });
  const add = () => act(async () => void (await hook.result.current.cart.addEntry(tote)));
  return { ...hook, add };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const scroll = () => act(() => void window.dispatchEvent(new Event('scroll')));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  linkRect = DOMRect.fromRect({ x: 900, y: 20, width: 80, height: 40 });
});
afterEach(() => vi.useRealTimers());

describe('shopper spec, states: after an add the popover appears and vanishes after 3000 ms or on close', () => {
  it('is closed until an add, then shows the added entry', async () => {
    const { result, add } = await setup();
    expect(result.current.popover.open).toBe(false);
    expect(result.current.popover.entry).toBeNull();
    await add();
    expect(result.current.popover.open).toBe(true);
    expect(result.current.popover.entry?.title).toBe('Canvas Tote');
    expect(result.current.popover.added?.sequence).toBe(1);
  });

  it('closes 3000 ms after the add, not before', async () => {
    expect(ADDED_POPOVER.timeoutMs).toBe(3000);
    const { result, add } = await setup();
    await add();
    await advance(2999);
    expect(result.current.popover.open).toBe(true);
    await advance(1);
    expect(result.current.popover.open).toBe(false);
  });

  it('closes at once on close()', async () => {
    const { result, add } = await setup();
    await add();
    act(() => result.current.popover.close());
    expect(result.current.popover.open).toBe(false);
  });

  it('starts the 3000 ms again on another add while open', async () => {
    const { result, add } = await setup();
    await add();
    await advance(2000);
    await add();
    expect(result.current.popover.added?.sequence).toBe(2);
    await advance(2999);
    expect(result.current.popover.open).toBe(true);
    await advance(1);
    expect(result.current.popover.open).toBe(false);
  });

  it('stays open while held, and closes 3000 ms after being let go', async () => {
    const { result, add } = await setup();
    await add();
    act(() => result.current.popover.hold(true));
    await advance(10_000);
    expect(result.current.popover.open).toBe(true);
    act(() => result.current.popover.hold(false));
    await advance(2999);
    expect(result.current.popover.open).toBe(true);
    await advance(1);
    expect(result.current.popover.open).toBe(false);
  });

  it('forgets a hold when closed, so the next add closes on time', async () => {
    const { result, add } = await setup();
    await add();
    act(() => result.current.popover.hold(true));
    act(() => result.current.popover.close());
    await add();
    await advance(3000);
    expect(result.current.popover.open).toBe(false);
  });

  it('does not show an add made before it was on the page', async () => {
    function Page() {
      const { addEntry } = useCartActions();
      const [shown, setShown] = useState(false);
      return (
        <>
          <button onClick={() => void addEntry(tote)}>add</button>
          <button onClick={() => setShown(true)}>show</button>
          {shown ? <Probe /> : null}
        </>
      );
    }
    function Probe() {
      const { open } = useAddedToCartPopover({ getAnchor });
      return <p>{open ? 'open' : 'closed'}</p>;
    }
    render(<Page />, { wrapper: Providers });
    await act(async () => screen.getByText('add').click());
    act(() => screen.getByText('show').click());
    expect(screen.getByText('closed')).toBeTruthy();
    await act(async () => screen.getByText('add').click());
    expect(screen.getByText('open')).toBeTruthy();
  });
});

describe('shopper spec, states, constants and limits: it follows the cart link on scroll, throttled to 100 ms', () => {
  const placed = (result: { current: ReturnType<typeof usePopoverAndCart> }) => result.current.popover.anchorRef.current.getBoundingClientRect().y;

  it('reads the link live until the page scrolls', async () => {
    const { result, add } = await setup();
    await add();
    linkRect = DOMRect.fromRect({ x: 900, y: -30, width: 80, height: 40 });
    expect(placed(result)).toBe(-30);
  });

  it('moves at the first scroll, then at most once per 100 ms, settling where the link ends up', async () => {
    expect(ADDED_POPOVER.scrollThrottleMs).toBe(100);
    const { result, add } = await setup();
    await add();
    linkRect = DOMRect.fromRect({ x: 900, y: 10, width: 80, height: 40 });
    await scroll();
    expect(placed(result)).toBe(10);

    linkRect = DOMRect.fromRect({ x: 900, y: 0, width: 80, height: 40 });
    await advance(30);
    await scroll();
    await advance(30);
    linkRect = DOMRect.fromRect({ x: 900, y: -10, width: 80, height: 40 });
    await scroll();
    expect(placed(result)).toBe(10);
    await advance(39);
    expect(placed(result)).toBe(10);
    await advance(1);
    expect(placed(result)).toBe(-10);

    linkRect = DOMRect.fromRect({ x: 900, y: -50, width: 80, height: 40 });
    await advance(500);
    expect(placed(result)).toBe(-10);
    await scroll();
    expect(placed(result)).toBe(-50);
  });

  it('stops following once closed and reads the link live again', async () => {
    const { result, add } = await setup();
    await add();
    await scroll();
    act(() => result.current.popover.close());
    linkRect = DOMRect.fromRect({ x: 900, y: 300, width: 80, height: 40 });
    await scroll();
    await advance(200);
    expect(placed(result)).toBe(300);
  });

  it('points at the top right corner when the page has no cart link', async () => {
    const { result } = renderHook(() => useAddedToCartPopover({ getAnchor: () => null }), { wrapper: Providers });
    const rect = result.current.anchorRef.current.getBoundingClientRect();
    expect([rect.x, rect.y, rect.width]).toEqual([window.innerWidth, 0, 0]);
  });
});
