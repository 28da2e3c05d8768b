// @vitest-environment jsdom
/**
 * The add-to-cart flow (shopper spec, screens, states, validation rules, error catalogue) against the mock backend, on fake timers: the
 * button's timings, the alerts, express checkout, subscriptions, gift cards, listings and double
 * clicks.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '../../api/errors.ts';
import { RATE_LIMITED_MESSAGE, SESSION_EXPIRED_MESSAGE } from '../../logic/shared/apiErrors.ts';
import {
  CART_CHECK_CONNECTION,
  CART_PLEASE_TRY_AGAIN,
  GIFT_CARD_DENOMINATION_MESSAGE,
  INSUFFICIENT_STOCK_MESSAGE,
  UNABLE_TO_ADD_ITEM_TITLE,
  UNABLE_TO_PURCHASE_GIFT_CARD_TITLE,
  UNABLE_TO_PURCHASE_ITEM_TITLE,
} from '../../logic/shopper/cart.ts';
import { resetDb } from '../../mocks/db.ts';
import { canvasTote, coffeeSubscription, fieldGuideEbook, giftCard, linenShirt, woolScarf } from '../../mocks/fixtures/catalogue.ts';
import { leatherTravelKit } from '../../mocks/fixtures/collection.ts';
import { createMockServer } from '../../mocks/node.ts';
import { scenario } from '../../mocks/scenarios.ts';
import { submissionLoader } from './addToCartLoader.ts';
import { useAddToCart, type UseAddToCartOptions } from './useAddToCart.ts';
import { ApiClientProvider } from '../shared/useApiClient.tsx';
import { CartProvider, useCart } from './useCart.tsx';
import { createApiClient } from '../../api/client.ts';
import { TEST_ORIGIN, testClient } from '../../api/testing.ts';

const server = await createMockServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  // Fake timers only after the cart has loaded: waitFor polls on real ones.
  vi.useRealTimers();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  server.resetHandlers();
  resetDb();
});
afterAll(() => server.close());

const client = testClient();

function withCart({ children }: { children: ReactNode }) {
  return (
    <ApiClientProvider client={client}>
      <CartProvider>{children}</CartProvider>
    </ApiClientProvider>
  );
}

function withoutCart({ children }: { children: ReactNode }) {
  return <ApiClientProvider client={client}>{children}</ApiClientProvider>;
}

/** The flow and the page's cart, once the cart has loaded. */
async function renderFlow(options: UseAddToCartOptions) {
  const rendered = renderHook(() => ({ flow: useAddToCart(options), cart: useCart() }), { wrapper: withCart });
  await waitFor(() => expect(rendered.result.current.cart.ready).toBe(true));
  // The provider started loading the add's checks and calls; once loaded, a press runs them at once.
  await submissionLoader.load();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  return rendered;
}

/** Moves the fake clock and lets React apply what the timers did. */
function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('shopper spec, states: idle, adding, added for 2 s after a 1 s delay, idle', () => {
  it('adds the item, then shows added for 2 s after a 1 s delay, then is idle', async () => {
    const { result } = await renderFlow({ product: canvasTote });
    expect(result.current.flow.state).toBe('idle');
    let adding: Promise<unknown> = Promise.resolve();
    act(() => {
      adding = result.current.flow.addToCart();
    });
    expect(result.current.flow.state).toBe('adding');
    await act(() => adding);
    expect(result.current.cart.cart?.totalQuantity).toBe(1);
    expect(result.current.flow.state).toBe('adding');
    advance(999);
    expect(result.current.flow.state).toBe('adding');
    advance(1);
    expect(result.current.flow.state).toBe('added');
    advance(1999);
    expect(result.current.flow.state).toBe('added');
    advance(1);
    expect(result.current.flow.state).toBe('idle');
    expect(result.current.flow.alert).toBeNull();
  });

  it('sends the chosen variant and quantity, and the additional fields', async () => {
    const sent: Array<{ method: string | undefined; url: string; body: unknown }> = [];
    const recording = createApiClient({
      fetch: (input, init) => {
        sent.push({ method: init?.method, url: String(input), body: typeof init?.body === 'string' ? JSON.parse(init.body) : null });
        return fetch(input, init);
      },
      baseUrl: TEST_ORIGIN,
      getCookie: () => undefined,
    });
    const onAdded = vi.fn();
    const additionalFields = { 'gift-note': 'For Ana', 'gift-wrap': true };
    const { result } = renderHook(
      () => ({
        flow: useAddToCart({ product: linenShirt, choice: { attributes: { Size: 'Large', Color: 'Navy' }, quantity: ' 3 ' }, additionalFields, onAdded }),
        cart: useCart(),
      }),
      {
        wrapper: ({ children }) => (
          <ApiClientProvider client={recording}>
            <CartProvider>{children}</CartProvider>
          </ApiClientProvider>
        ),
      },
    );
    await waitFor(() => expect(result.current.cart.ready).toBe(true));
    await act(() => result.current.flow.addToCart());
    expect(sent.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: `${TEST_ORIGIN}/api/commerce/shopping-cart/entries`,
        body: { itemId: linenShirt.id, sku: 'LS-L-NAVY', quantity: 3, additionalFields: { 'gift-note': 'For Ana', 'gift-wrap': true } },
      },
    ]);
    const entry = result.current.cart.cart?.entries[0];
    expect(entry?.chosenVariant.sku).toBe('LS-L-NAVY');
    expect(entry?.quantity).toBe(3);
    expect(entry?.additionalFields).toEqual({ 'gift-note': 'For Ana', 'gift-wrap': true });
    expect(onAdded).toHaveBeenCalledWith(expect.objectContaining({ entry: expect.objectContaining({ quantity: 3 }) }));
  });

  it('never adds twice on a double click, nor during the added state', async () => {
    const { result } = await renderFlow({ product: canvasTote });
    await act(async () => {
      await Promise.all([result.current.flow.addToCart(), result.current.flow.addToCart()]);
    });
    expect(result.current.cart.cart?.totalQuantity).toBe(1);
    advance(1000);
    expect(result.current.flow.state).toBe('added');
    await act(() => result.current.flow.addToCart());
    expect(result.current.cart.cart?.totalQuantity).toBe(1);
    advance(2000);
    await act(() => result.current.flow.addToCart());
    expect(result.current.cart.cart?.totalQuantity).toBe(2);
  });

  it('adds through the API client when the page has no cart', async () => {
    const onAdded = vi.fn();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { result } = renderHook(() => useAddToCart({ product: canvasTote, onAdded }), { wrapper: withoutCart });
    await act(() => result.current.addToCart());
    expect(onAdded).toHaveBeenCalledOnce();
    expect((await client.cart.getCart()).totalQuantity).toBe(1);
  });

  it("refuses a press whose checks and calls cannot be loaded (offline) with 'Please try again.', sending nothing", async () => {
    vi.spyOn(submissionLoader, 'press').mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    const { result } = await renderFlow({ product: canvasTote });
    await act(() => result.current.flow.addToCart());
    expect(result.current.flow.state).toBe('error');
    expect(result.current.flow.alert).toEqual({ title: UNABLE_TO_ADD_ITEM_TITLE, message: CART_PLEASE_TRY_AGAIN });
    expect(result.current.cart.cart?.totalQuantity).toBe(0);
    advance(1000);
    await act(() => result.current.flow.addToCart());
    expect(result.current.cart.cart?.totalQuantity).toBe(1);
  });
});

describe('shopper spec, validation rules, error catalogue: a refused add shows the alert, back to idle after 1 s', () => {
  it('shows the validation message without calling the server', async () => {
    const { result } = await renderFlow({ product: linenShirt, choice: { attributes: { Size: 'Small' } } });
    await act(() => result.current.flow.addToCart());
    expect(result.current.flow.state).toBe('error');
    expect(result.current.flow.alert).toEqual({ title: UNABLE_TO_ADD_ITEM_TITLE, message: 'Please select the Color option.' });
    expect(result.current.cart.cart?.totalQuantity).toBe(0);
    advance(1000);
    expect(result.current.flow.state).toBe('idle');
    expect(result.current.flow.alert?.message).toBe('Please select the Color option.');
    act(() => result.current.flow.dismissAlert());
    expect(result.current.flow.alert).toBeNull();
  });

  it('counts what the cart already holds against the stock', async () => {
    const { result } = await renderFlow({ product: linenShirt, choice: { attributes: { Size: 'Large', Color: 'Sand' }, quantity: '2' } });
    await act(() => result.current.flow.addToCart());
    advance(1000);
    advance(2000);
    expect(result.current.flow.state).toBe('idle');
    await act(() => result.current.flow.addToCart());
    expect(result.current.flow.alert?.message).toBe(INSUFFICIENT_STOCK_MESSAGE);
    expect(result.current.cart.cart?.totalQuantity).toBe(2);
  });

  it('refuses, without calling, an add that would take the entry it joins past 9999 (the limit is per entry)', async () => {
    const posts: string[] = [];
    const listener = ({ request }: { request: Request }) => void (request.method === 'POST' && posts.push(request.url));
    server.events.on('request:start', listener);
    const { result } = await renderFlow({ product: fieldGuideEbook, choice: { quantity: '9999' } });
    await act(() => result.current.flow.addToCart());
    advance(1000);
    advance(2000);
    await act(() => result.current.flow.addToCart());
    server.events.removeListener('request:start', listener);
    expect(result.current.flow.alert?.message).toBe('Quantity must be a whole number from 1 to 9999.');
    expect(posts).toHaveLength(1);
    expect(result.current.cart.cart?.entries.map((entry) => entry.quantity)).toEqual([9999]);
  });

  it("titles a gift card's alert 'Unable to purchase Gift Card' and asks for a denomination", async () => {
    const { result } = await renderFlow({ product: giftCard });
    await act(() => result.current.flow.addToCart());
    expect(result.current.flow.alert).toEqual({ title: UNABLE_TO_PURCHASE_GIFT_CARD_TITLE, message: GIFT_CARD_DENOMINATION_MESSAGE });
  });

  it('adds a gift card with its denomination', async () => {
    const { result } = await renderFlow({ product: giftCard, choice: { denomination: 'GC-50' } });
    await act(() => result.current.flow.addToCart());
    expect(result.current.cart.cart?.entries[0]?.chosenVariant.sku).toBe('GC-50');
  });

  it.each([
    ['rate-limited', RATE_LIMITED_MESSAGE],
    ['session-expired', SESSION_EXPIRED_MESSAGE],
    ['offline', CART_CHECK_CONNECTION],
    ['out-of-stock', INSUFFICIENT_STOCK_MESSAGE],
  ] as const)('carries the server message when the backend is %s, then is idle after 1 s', async (name, message) => {
    const { result } = await renderFlow({ product: canvasTote });
    server.use(...scenario(name));
    await act(() => result.current.flow.addToCart());
    expect(result.current.flow.state).toBe('error');
    expect(result.current.flow.alert).toEqual({ title: UNABLE_TO_ADD_ITEM_TITLE, message });
    advance(999);
    expect(result.current.flow.state).toBe('error');
    advance(1);
    expect(result.current.flow.state).toBe('idle');
  });
});

describe('shopper spec, states: express checkout and subscriptions leave the page', () => {
  it('goes straight to checkout once the item is in the cart, busy until the navigation returns, then ready again (a single-page app)', async () => {
    // The router's navigation, settled by the test: until then the page is on its way to checkout.
    let arrive = () => {};
    let called = () => {};
    const navigating = new Promise<void>((resolve) => (called = resolve));
    const navigate = vi.fn(() => {
      called();
      return new Promise<void>((resolve) => (arrive = resolve));
    });
    const { result } = await renderFlow({ product: canvasTote, expressCheckout: true, navigate });
    let adding: Promise<unknown> = Promise.resolve();
    act(() => {
      adding = result.current.flow.addToCart();
    });
    await act(() => navigating);
    expect(result.current.cart.cart?.totalQuantity).toBe(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/checkout');
    advance(5000);
    expect(result.current.flow.state).toBe('adding');
    await act(() => result.current.flow.addToCart());
    expect(navigate).toHaveBeenCalledOnce();
    await act(async () => {
      arrive();
      await adding;
    });
    expect(result.current.flow.state).toBe('idle');
    expect(result.current.flow.busy).toBe(false);
  });

  it('is ready again as soon as a navigation that returns nothing has returned with the page still there', async () => {
    const navigate = vi.fn();
    const { result } = await renderFlow({ product: canvasTote, expressCheckout: true, navigate });
    await act(() => result.current.flow.addToCart());
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/checkout');
    expect(result.current.flow.state).toBe('idle');
    await act(() => result.current.flow.addToCart());
    expect(navigate).toHaveBeenCalledTimes(2);
    expect(result.current.cart.cart?.totalQuantity).toBe(2);
  });

  it('is ready again when the browser brings the page back from its back-forward cache', async () => {
    // A navigation that never returns: the page is being replaced.
    let called = () => {};
    const navigating = new Promise<void>((resolve) => (called = resolve));
    const navigate = vi.fn(() => {
      called();
      return new Promise<void>(() => undefined);
    });
    const { result } = await renderFlow({ product: canvasTote, expressCheckout: true, navigate });
    act(() => void result.current.flow.addToCart());
    await act(() => navigating);
    act(() => void window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false })));
    expect(result.current.flow.state).toBe('adding');
    act(() => void window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    expect(result.current.flow.state).toBe('idle');
  });

  it("titles an express checkout failure 'Unable to Purchase Item' and stays on the page", async () => {
    const navigate = vi.fn();
    const { result } = await renderFlow({ product: linenShirt, expressCheckout: true, navigate, checkoutUrl: '/buy' });
    await act(() => result.current.flow.addToCart());
    expect(result.current.flow.alert).toEqual({ title: UNABLE_TO_PURCHASE_ITEM_TITLE, message: 'Please select the Size and Color options.' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('posts a subscription and goes to the subscription page with the returned cart token', async () => {
    const navigate = vi.fn();
    const { result } = await renderFlow({ product: coffeeSubscription, choice: { attributes: { Grind: 'Ground' } }, navigate });
    await act(() => result.current.flow.addToCart());
    expect(navigate).toHaveBeenCalledOnce();
    expect(navigate.mock.calls[0]?.[0]).toMatch(/^\/commerce\/subscription\?cartToken=subscription-cart-\d+$/);
    expect(result.current.cart.cart?.totalQuantity).toBe(0);
  });

  it('uses the subscription page address it is given', async () => {
    const navigate = vi.fn();
    const { result } = await renderFlow({
      product: coffeeSubscription,
      choice: { attributes: { Grind: 'Ground' } },
      navigate,
      subscriptionPageUrl: '/subscribe/{cartToken}',
    });
    await act(() => result.current.flow.addToCart());
    expect(navigate.mock.calls[0]?.[0]).toMatch(/^\/subscribe\/subscription-cart-\d+$/);
  });
});

describe('shopper spec, screens: listing buttons', () => {
  it("reads 'Select Option' for 2 s when a variant choice is still needed, then is restored", async () => {
    const { result } = await renderFlow({ product: linenShirt, context: 'listing' });
    await act(() => result.current.flow.addToCart());
    expect(result.current.flow.state).toBe('select-option');
    expect(result.current.flow.alert).toBeNull();
    advance(1999);
    expect(result.current.flow.state).toBe('select-option');
    advance(1);
    expect(result.current.flow.state).toBe('idle');
    expect(result.current.cart.cart?.totalQuantity).toBe(0);
  });

  it('adds a product without options straight away', async () => {
    const { result } = await renderFlow({ product: canvasTote, context: 'listing' });
    await act(() => result.current.flow.addToCart());
    expect(result.current.cart.cart?.totalQuantity).toBe(1);
  });

  it('is sold out and does nothing for a sold-out product', async () => {
    const { result } = await renderFlow({ product: woolScarf, context: 'listing' });
    expect(result.current.flow.state).toBe('sold-out');
    expect(result.current.flow.soldOut).toBe(true);
    await act(() => result.current.flow.addToCart());
    expect(result.current.flow.phase).toBe('idle');
    expect(result.current.cart.cart?.totalQuantity).toBe(0);
  });
});

describe('shopper spec, screens: a product with an additional-fields form asks it before the add', () => {
  const monogram = { 'monogram-initials': 'ADA', 'monogram-thread': 'Gold' };

  it('on a listing, asks for the form and sends nothing; the button stays ready for the next press', async () => {
    const { result } = await renderFlow({ product: leatherTravelKit, context: 'listing' });
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.flow.addToCart();
    });
    expect(outcome).toEqual({ type: 'form-needed' });
    expect(result.current.flow.state).toBe('idle');
    expect(result.current.flow.alert).toBeNull();
    expect(result.current.cart.cart?.totalQuantity).toBe(0);
    // Not left busy: a second press asks again.
    await act(async () => {
      outcome = await result.current.flow.addToCart();
    });
    expect(outcome).toEqual({ type: 'form-needed' });
  });

  it('adds the item with the answers it is given, through the same flow', async () => {
    const onAdded = vi.fn();
    const { result } = await renderFlow({ product: leatherTravelKit, context: 'listing', onAdded });
    let adding: Promise<unknown> = Promise.resolve();
    act(() => {
      adding = result.current.flow.addToCart(monogram);
    });
    expect(result.current.flow.state).toBe('adding');
    await expect(act(() => adding)).resolves.toMatchObject({ type: 'added' });
    expect(result.current.cart.cart?.entries.map((entry) => entry.additionalFields)).toEqual([monogram]);
    expect(onAdded).toHaveBeenCalledOnce();
  });

  it('a page that asks the answers itself (additionalFields given, even null) adds at once', async () => {
    const { result } = await renderFlow({ product: leatherTravelKit, additionalFields: null });
    await act(() => result.current.flow.addToCart());
    expect(result.current.cart.cart?.totalQuantity).toBe(1);
  });

  it('says Select Option before asking the form when a variant must be chosen first', async () => {
    const { result } = await renderFlow({ product: { ...linenShirt, additionalFieldsFormId: 'form-monogram' }, context: 'listing' });
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.flow.addToCart();
    });
    expect(outcome).toEqual({ type: 'options-needed' });
    expect(result.current.flow.state).toBe('select-option');
  });

  it('a refused add with answers resolves the failure with its error, whose data names the refused fields, and no alert', async () => {
    server.use(http.post(`${TEST_ORIGIN}/api/commerce/shopping-cart/entries`, () => HttpResponse.json({ errors: { 'monogram-thread': 'No gold left.' } }, { status: 400 })));
    const { result } = await renderFlow({ product: leatherTravelKit, context: 'listing' });
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.flow.addToCart(monogram);
    });
    expect(outcome).toMatchObject({ type: 'failed' });
    const error = (outcome as { error?: unknown }).error;
    expect(isApiError(error) && error.data).toEqual({ errors: { 'monogram-thread': 'No gold left.' } });
    // The form the answers were typed in tells it; the button shows no alert of its own.
    expect(result.current.flow.state).toBe('error');
    expect(result.current.flow.alert).toBeNull();
    expect(result.current.cart.cart?.totalQuantity).toBe(0);
  });
});
