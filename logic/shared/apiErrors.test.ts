import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apiErrorMessage,
  COOKIES_DISABLED_MESSAGE,
  isCrumbFailure,
  MAIN_NAVIGATION_NOT_FOUND_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  RATE_LIMITED_MESSAGE,
  serverErrorText,
  SESSION_EXPIRED_MESSAGE,
  SOMETHING_WENT_WRONG_MESSAGE,
  UNABLE_TO_LOAD_RESULTS_MESSAGE,
  type ApiDomain,
  type ApiFailure,
} from './apiErrors.ts';
import { CART_CHECK_CONNECTION, CART_PLEASE_TRY_AGAIN, INSUFFICIENT_STOCK_MESSAGE } from '../shopper/cart.ts';
import { FORM_INVALID_MESSAGE, FORM_STATUS_MESSAGES, FORM_UNKNOWN_ERROR_MESSAGE } from '../forms/forms.ts';

const DOMAINS: ApiDomain[] = ['cart', 'form', 'shopper', 'builder', 'analytics'];

function failure(overrides: Partial<ApiFailure>): ApiFailure {
  return { kind: 'status', status: 500, data: null, domain: 'shopper', method: 'POST', cookiesEnabled: true, ...overrides };
}

describe('shopper spec, error catalogue "Session and network": the messages, verbatim', () => {
  it('quotes the spec', () => {
    expect(SESSION_EXPIRED_MESSAGE).toBe('Your session has expired. Please reload the page and try again.');
    expect(COOKIES_DISABLED_MESSAGE).toBe('Please enable cookies in your browser, reload the page, and try again.');
    expect(RATE_LIMITED_MESSAGE).toBe('Please try again in a few seconds.');
  });

  it('quotes the generic strings of shopper spec, error catalogue and rendering spec, error catalogue', () => {
    expect(NETWORK_ERROR_MESSAGE).toBe('Network error');
    expect(UNABLE_TO_LOAD_RESULTS_MESSAGE).toBe('Unable to load results');
    expect(SOMETHING_WENT_WRONG_MESSAGE).toBe('Something went wrong');
  });

  it('quotes the store-creation failure of rendering spec, error catalogue', () => {
    expect(MAIN_NAVIGATION_NOT_FOUND_MESSAGE).toBe('Unable to find site main navigation');
  });
});

describe('isCrumbFailure', () => {
  it('is true for an answer carrying crumbFail', () => {
    expect(isCrumbFailure({ crumbFail: true })).toBe(true);
    expect(isCrumbFailure({ crumbFail: 'true', error: 'x' })).toBe(true);
  });

  it('is false otherwise', () => {
    for (const data of [null, undefined, 'crumbFail', [], {}, { crumbFail: false }, { crumbFail: 1 }]) {
      expect(isCrumbFailure(data)).toBe(false);
    }
  });
});

describe('serverErrorText', () => {
  it('reads data.error, else data.message', () => {
    expect(serverErrorText({ error: 'Boom', message: 'Other' })).toBe('Boom');
    expect(serverErrorText({ message: 'Other' })).toBe('Other');
  });

  it('is null for blank, missing or non-text errors', () => {
    for (const data of [null, 'text', {}, { error: '  ' }, { error: 42 }, [{ error: 'x' }]]) expect(serverErrorText(data)).toBeNull();
  });
});

describe('apiErrorMessage (shopper spec, error catalogue)', () => {
  it('crumb failure with cookies enabled: the session has expired, whatever the call', () => {
    for (const domain of DOMAINS) {
      expect(apiErrorMessage(failure({ domain, status: 401, data: { crumbFail: true } }))).toBe(SESSION_EXPIRED_MESSAGE);
    }
  });

  it('crumb failure with cookies disabled: enable cookies', () => {
    expect(apiErrorMessage(failure({ domain: 'cart', status: 401, data: { crumbFail: true }, cookiesEnabled: false }))).toBe(
      COOKIES_DISABLED_MESSAGE,
    );
  });

  it('cookies enabled is the default', () => {
    const { cookiesEnabled: _dropped, ...withoutCookies } = failure({ data: { crumbFail: true } });
    expect(apiErrorMessage(withoutCookies)).toBe(SESSION_EXPIRED_MESSAGE);
  });

  it('status 429 on a cart call: try again in a few seconds', () => {
    expect(apiErrorMessage(failure({ domain: 'cart', status: 429 }))).toBe(RATE_LIMITED_MESSAGE);
  });

  it('no network on a shopper call: check your internet connection (the cart string)', () => {
    for (const domain of ['cart', 'form', 'shopper'] as const) {
      expect(apiErrorMessage(failure({ domain, kind: 'network', status: 0 }))).toBe(CART_CHECK_CONNECTION);
      expect(apiErrorMessage(failure({ domain, kind: 'timeout', status: 0 }))).toBe(CART_CHECK_CONNECTION);
    }
  });

  it('no network on a builder call: "Network error"', () => {
    expect(apiErrorMessage(failure({ domain: 'builder', kind: 'network', status: 0 }))).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('a form call answers with the form status table of error catalogue', () => {
    expect(apiErrorMessage(failure({ domain: 'form', status: 401 }))).toBe(FORM_STATUS_MESSAGES[401]);
    expect(apiErrorMessage(failure({ domain: 'form', status: 404 }))).toBe(FORM_STATUS_MESSAGES[404]);
    expect(apiErrorMessage(failure({ domain: 'form', status: 429 }))).toBe(FORM_STATUS_MESSAGES[429]);
    expect(apiErrorMessage(failure({ domain: 'form', status: 500 }))).toBe(FORM_STATUS_MESSAGES[500]);
    expect(apiErrorMessage(failure({ domain: 'form', status: 400, data: { errors: { f1: 'Required' } } }))).toBe(FORM_INVALID_MESSAGE);
    expect(apiErrorMessage(failure({ domain: 'form', status: 400, data: { error: 'Bad key' } }))).toBe('Bad key');
    expect(apiErrorMessage(failure({ domain: 'form', status: 400, data: {} }))).toBe(FORM_UNKNOWN_ERROR_MESSAGE);
  });

  it("a refused cart call shows the server's message (the documented add-to-cart messages), else please try again", () => {
    expect(apiErrorMessage(failure({ domain: 'cart', status: 400, data: { error: INSUFFICIENT_STOCK_MESSAGE } }))).toBe(
      INSUFFICIENT_STOCK_MESSAGE,
    );
    expect(apiErrorMessage(failure({ domain: 'cart', status: 500, data: {} }))).toBe(CART_PLEASE_TRY_AGAIN);
    expect(apiErrorMessage(failure({ domain: 'cart', kind: 'invalid-response', status: 200, data: { error: 'x' } }))).toBe(
      CART_PLEASE_TRY_AGAIN,
    );
  });

  it('a failed builder read is "Unable to load results", a failed builder change "Something went wrong"', () => {
    expect(apiErrorMessage(failure({ domain: 'builder', method: 'GET' }))).toBe(UNABLE_TO_LOAD_RESULTS_MESSAGE);
    expect(apiErrorMessage(failure({ domain: 'builder', method: 'put' }))).toBe(SOMETHING_WENT_WRONG_MESSAGE);
  });

  it("other calls show the server's text, else something went wrong", () => {
    expect(apiErrorMessage(failure({ domain: 'shopper', status: 401, data: { error: 'Wrong password.' } }))).toBe('Wrong password.');
    expect(apiErrorMessage(failure({ domain: 'shopper', status: 500, data: 'Internal' }))).toBe(SOMETHING_WENT_WRONG_MESSAGE);
    expect(apiErrorMessage(failure({ domain: 'analytics', status: 502 }))).toBe(SOMETHING_WENT_WRONG_MESSAGE);
  });

  it('always gives a non-empty message, whatever the failure', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('network', 'timeout', 'status', 'invalid-response'),
        fc.integer({ min: 0, max: 599 }),
        fc.anything(),
        fc.constantFrom(...DOMAINS),
        fc.option(fc.string(), { nil: undefined }),
        fc.option(fc.boolean(), { nil: undefined }),
        (kind, status, data, domain, method, cookiesEnabled) => {
          const message = apiErrorMessage({ kind, status, data, domain, method, cookiesEnabled });
          expect(typeof message).toBe('string');
          expect(message.trim()).not.toBe('');
        },
      ),
    );
  });
});
