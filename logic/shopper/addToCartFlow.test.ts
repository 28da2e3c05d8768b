import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_URL,
  INITIAL_ADD_TO_CART_STATE,
  SUBSCRIPTION_PAGE_URL,
  addToCartAlertTitle,
  addToCartButtonState,
  addToCartDelay,
  addToCartFlow,
  needsChoiceOnListing,
  subscriptionPageUrl,
  type AddToCartEvent,
  type AddToCartFlowState,
  type AddToCartPhase,
} from './addToCartFlow.ts';
import {
  INSUFFICIENT_STOCK_MESSAGE,
  UNABLE_TO_ADD_ITEM_TITLE,
  UNABLE_TO_PURCHASE_GIFT_CARD_TITLE,
  UNABLE_TO_PURCHASE_ITEM_TITLE,
  type AddToCartFailure,
} from './cart.ts';
import { ADD_TO_CART_TIMINGS } from '../shared/constants.ts';
import { PRODUCT_TYPE } from './product.ts';

const alert = { title: UNABLE_TO_ADD_ITEM_TITLE, message: INSUFFICIENT_STOCK_MESSAGE };

function run(events: AddToCartEvent[], from: AddToCartFlowState = INITIAL_ADD_TO_CART_STATE): AddToCartFlowState {
  return events.reduce(addToCartFlow, from);
}

/** Lets every timer of the flow fire in turn, as the hook does. */
function elapse(state: AddToCartFlowState): AddToCartFlowState {
  return addToCartFlow(state, { type: 'elapsed', phase: state.phase });
}

describe('shopper spec, states: idle, then adding, then added, then back to idle', () => {
  it('adds, waits 1 s, shows added for 2 s, then is idle again', () => {
    const adding = run([{ type: 'submitted' }]);
    expect(adding).toEqual({ phase: 'adding', alert: null });
    expect(addToCartDelay('adding')).toBeNull();
    const confirming = addToCartFlow(adding, { type: 'succeeded' });
    expect(confirming.phase).toBe('confirming');
    expect(addToCartDelay('confirming')).toBe(1000);
    const added = elapse(confirming);
    expect(added.phase).toBe('added');
    expect(addToCartDelay('added')).toBe(2000);
    expect(elapse(added)).toEqual(INITIAL_ADD_TO_CART_STATE);
  });

  it('on an error shows the alert, is idle again after 1 s and keeps the alert until the next attempt', () => {
    const error = run([{ type: 'submitted' }, { type: 'failed', alert }]);
    expect(error).toEqual({ phase: 'error', alert });
    expect(addToCartDelay('error')).toBe(1000);
    const idle = elapse(error);
    expect(idle).toEqual({ phase: 'idle', alert });
    expect(addToCartFlow(idle, { type: 'submitted' })).toEqual({ phase: 'adding', alert: null });
  });

  it('refuses an invalid add at once with its alert, then is idle after 1 s', () => {
    const refused = run([{ type: 'refused', alert }]);
    expect(refused).toEqual({ phase: 'error', alert });
    expect(elapse(refused).phase).toBe('idle');
  });

  it("reads 'Select Option' for 2 s on a listing, then is restored", () => {
    const selecting = run([{ type: 'options-needed' }]);
    expect(selecting.phase).toBe('select-option');
    expect(addToCartDelay('select-option')).toBe(2000);
    expect(elapse(selecting).phase).toBe('idle');
  });

  it('stays busy while it sends the shopper to checkout or the subscription page (shopper spec, states)', () => {
    const redirecting = run([{ type: 'submitted' }, { type: 'redirected' }]);
    expect(redirecting.phase).toBe('redirecting');
    expect(addToCartDelay('redirecting')).toBeNull();
    expect(addToCartFlow(redirecting, { type: 'submitted' })).toBe(redirecting);
  });

  it('is idle again when the page stayed after the redirect: a single-page app, or back from the back-forward cache (shopper spec, states)', () => {
    const redirecting = run([{ type: 'submitted' }, { type: 'redirected' }]);
    expect(addToCartFlow(redirecting, { type: 'stayed' })).toEqual({ phase: 'idle', alert: null });
  });

  it("takes 'stayed' only while redirecting", () => {
    for (const phase of phases.filter((candidate) => candidate !== 'redirecting')) {
      const state = { phase, alert: null };
      expect(addToCartFlow(state, { type: 'stayed' })).toBe(state);
    }
  });

  it('takes its timings from ADD_TO_CART_TIMINGS, or from the ones given', () => {
    expect(addToCartDelay('confirming')).toBe(ADD_TO_CART_TIMINGS.addedDelayMs);
    const fast = { addedDelayMs: 1, addedMs: 2, errorResetMs: 3, selectOptionMs: 4 };
    expect(['confirming', 'added', 'error', 'select-option'].map((phase) => addToCartDelay(phase as AddToCartPhase, fast))).toEqual([1, 2, 3, 4]);
  });

  it('drops an alert when the shopper dismisses it, whatever the phase', () => {
    expect(addToCartFlow({ phase: 'error', alert }, { type: 'alert-dismissed' })).toEqual({ phase: 'error', alert: null });
    expect(addToCartFlow(INITIAL_ADD_TO_CART_STATE, { type: 'alert-dismissed' })).toBe(INITIAL_ADD_TO_CART_STATE);
  });
});

const phases: AddToCartPhase[] = ['idle', 'adding', 'confirming', 'added', 'error', 'select-option', 'redirecting'];
const eventArbitrary: fc.Arbitrary<AddToCartEvent> = fc.oneof(
  fc.constant<AddToCartEvent>({ type: 'submitted' }),
  fc.constant<AddToCartEvent>({ type: 'refused', alert }),
  fc.constant<AddToCartEvent>({ type: 'options-needed' }),
  fc.constant<AddToCartEvent>({ type: 'succeeded' }),
  fc.constant<AddToCartEvent>({ type: 'failed', alert }),
  fc.constant<AddToCartEvent>({ type: 'redirected' }),
  fc.constant<AddToCartEvent>({ type: 'stayed' }),
  fc.constantFrom(...phases).map((phase): AddToCartEvent => ({ type: 'elapsed', phase })),
  fc.constant<AddToCartEvent>({ type: 'alert-dismissed' }),
);

describe('a double click never adds twice', () => {
  it('takes a click only while idle: a second click during an add changes nothing', () => {
    const adding = run([{ type: 'submitted' }]);
    expect(addToCartFlow(adding, { type: 'submitted' })).toBe(adding);
  });

  it('starts an add only from idle, for any sequence of events', () => {
    fc.assert(
      fc.property(fc.array(eventArbitrary, { maxLength: 30 }), (events) => {
        let state = INITIAL_ADD_TO_CART_STATE;
        for (const event of events) {
          const next = addToCartFlow(state, event);
          if (next.phase === 'adding' && state.phase !== 'adding') expect(state.phase).toBe('idle');
          state = next;
        }
      }),
    );
  });

  it('ignores a timer started for another phase', () => {
    fc.assert(
      fc.property(fc.constantFrom(...phases), fc.constantFrom(...phases), (current, fired) => {
        fc.pre(current !== fired);
        const state = { phase: current, alert: null };
        expect(addToCartFlow(state, { type: 'elapsed', phase: fired })).toBe(state);
      }),
    );
  });
});

describe('the button state shown in data-state', () => {
  it('reads confirming and redirecting as adding, and sold out over everything', () => {
    expect(addToCartButtonState('confirming', false)).toBe('adding');
    expect(addToCartButtonState('redirecting', false)).toBe('adding');
    expect(addToCartButtonState('added', false)).toBe('added');
    expect(addToCartButtonState('select-option', false)).toBe('select-option');
    for (const phase of phases) expect(addToCartButtonState(phase, true)).toBe('sold-out');
  });
});

describe('shopper spec, error catalogue alert titles', () => {
  it('uses the gift card title for a gift card, the purchase title with express checkout, else the add title', () => {
    expect(addToCartAlertTitle({ productType: PRODUCT_TYPE.giftCard }, false)).toBe(UNABLE_TO_PURCHASE_GIFT_CARD_TITLE);
    expect(addToCartAlertTitle({ productType: PRODUCT_TYPE.giftCard }, true)).toBe(UNABLE_TO_PURCHASE_GIFT_CARD_TITLE);
    expect(addToCartAlertTitle({ productType: PRODUCT_TYPE.physical }, true)).toBe(UNABLE_TO_PURCHASE_ITEM_TITLE);
    expect(addToCartAlertTitle({ productType: PRODUCT_TYPE.service }, false)).toBe(UNABLE_TO_ADD_ITEM_TITLE);
  });
});

describe("shopper spec, screens: 'Select Option' on a listing", () => {
  it('is for a missing choice on a listing only; anything else is an alert', () => {
    const reasons: AddToCartFailure[] = [
      'missing-denomination',
      'missing-options',
      'variant-unavailable',
      'quantity-not-a-number',
      'quantity-out-of-range',
      'insufficient-stock',
    ];
    expect(reasons.filter((reason) => needsChoiceOnListing('listing', reason))).toEqual(['missing-denomination', 'missing-options']);
    expect(reasons.filter((reason) => needsChoiceOnListing('detail', reason))).toEqual([]);
  });
});

describe('where the shopper is sent', () => {
  it('goes to /checkout for express checkout and to the subscription page with the cart token', () => {
    expect(CHECKOUT_URL).toBe('/checkout');
    expect(SUBSCRIPTION_PAGE_URL).toContain('{cartToken}');
    expect(subscriptionPageUrl('abc-123')).toBe('/commerce/subscription?cartToken=abc-123');
    expect(subscriptionPageUrl('a b&c', '/subscribe/{cartToken}')).toBe('/subscribe/a%20b%26c');
  });
});
