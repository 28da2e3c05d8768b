/**
 * shopper spec, error catalogue: a failed call's `message` is the spec's English, and the facts it is
 * worded from stay on the error, so a component shows it in the site's words with `errorMessage`.
 */
import { describe, expect, it } from 'vitest';
import { CART_PLEASE_TRY_AGAIN } from '../logic/shopper/cart.ts';
import { DEFAULT_LOCALIZED_STRINGS } from '../logic/shared/strings.ts';
import { scenario } from '../mocks/scenarios.ts';
import { startMockBackend } from '../mocks/testing.ts';
import { ApiError, errorMessage } from './errors.ts';
import { failureOf, testClient } from './testing.ts';

const server = await startMockBackend();
const client = testClient();

const site = {
  ...DEFAULT_LOCALIZED_STRINGS,
  rateLimitedMessage: 'Réessayez dans quelques secondes.',
  cartCheckConnectionText: 'Vérifiez votre connexion.',
  cartPleaseTryAgainText: 'Réessayez.',
  sessionExpiredMessage: 'Session expirée.',
  somethingWentWrongMessage: 'Une erreur est survenue',
};

const cartError = (init: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) =>
  new ApiError({ endpoint: 'cart.getCart', kind: 'status', status: 500, data: null, domain: 'cart', method: 'GET', cookiesEnabled: true, ...init });

describe('shopper spec, error catalogue ApiError keeps what its message is worded from', () => {
  it('carries the failure facts beside the English message', () => {
    const error = cartError({ status: 429 });
    expect(error.message).toBe('Please try again in a few seconds.');
    expect(error.failure).toEqual({ kind: 'status', status: 429, data: null, domain: 'cart', method: 'GET', cookiesEnabled: true });
    expect(Object.isFrozen(error.failure)).toBe(true);
  });

  it('a real refused call carries them too (the rate-limited backend)', async () => {
    server.use(...scenario('rate-limited'));
    const error = await failureOf(client.cart.getCart());
    expect(error.failure).toMatchObject({ kind: 'status', status: 429, domain: 'cart' });
    expect(errorMessage(error, site)).toBe('Réessayez dans quelques secondes.');
  });
});

describe('shopper spec, error catalogue errorMessage: any caught error in the site\'s words', () => {
  it('words a failed call with the site\'s strings', () => {
    expect(errorMessage(cartError({ status: 429 }), site)).toBe('Réessayez dans quelques secondes.');
    expect(errorMessage(cartError({ kind: 'network', status: 0 }), site)).toBe('Vérifiez votre connexion.');
    expect(errorMessage(cartError({ data: { crumbFail: true } }), site)).toBe('Session expirée.');
    expect(errorMessage(cartError(), site)).toBe('Réessayez.');
  });

  it('keeps the server\'s own text as sent: it is data', () => {
    expect(errorMessage(cartError({ status: 400, data: { error: 'Only 2 left.' } }), site)).toBe('Only 2 left.');
  });

  it('gives anything else the text the caller says, else the generic message', () => {
    expect(errorMessage(new TypeError('x is undefined'), site, site.cartPleaseTryAgainText)).toBe('Réessayez.');
    expect(errorMessage('thrown text', site)).toBe('Une erreur est survenue');
    expect(errorMessage(undefined, site)).toBe('Une erreur est survenue');
  });

  it('speaks the spec\'s English without strings, as the message does', () => {
    const error = cartError({ status: 429 });
    expect(errorMessage(error)).toBe(error.message);
    expect(errorMessage(new Error('boom'), undefined, CART_PLEASE_TRY_AGAIN)).toBe('Please try again.');
    expect(errorMessage(new Error('boom'))).toBe('Something went wrong');
  });
});
