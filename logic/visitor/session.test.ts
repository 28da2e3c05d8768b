import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clearsPasswordAfter, isCustomCodedLanguage, signOutErrorMessage, shouldSendMemberLocale, signInErrorMessage, SIGN_IN_ERROR_STRINGS } from './session.ts';

describe('shopper spec, calls POST /api/site-users/account/locale: only for a language that is not custom-coded', () => {
  it('sends the member language for standard language tags', () => {
    for (const code of ['en', 'en-US', 'fr-FR', 'de-DE', 'zh-Hant-TW', 'es-419', 'haw', ' en-GB ']) {
      expect(shouldSendMemberLocale(code)).toBe(true);
      expect(isCustomCodedLanguage(code)).toBe(false);
    }
  });

  it('does not send it for a custom-coded language (private use, variants, free text, no code)', () => {
    for (const code of ['x-klingon', 'en-x-pirate', 'en-US-posix', 'elvish', 'Sindarin (Tolkien)', '', '  ', 'e', 'en_US']) {
      expect(shouldSendMemberLocale(code)).toBe(false);
    }
    for (const code of [null, undefined, 42, {}, ['en']]) expect(shouldSendMemberLocale(code)).toBe(false);
  });

  it('never throws, whatever the code', () => {
    fc.assert(fc.property(fc.anything(), (code) => typeof shouldSendMemberLocale(code) === 'boolean'));
  });
});

describe('shopper spec, error catalogue Session and network: what a failed sign-in says', () => {
  it('a crumb failure says the session expired, or asks for cookies when they are off', () => {
    expect(signInErrorMessage({ kind: 'status', status: 401, data: { crumbFail: true }, cookiesEnabled: true })).toBe(
      'Your session has expired. Please reload the page and try again.',
    );
    expect(signInErrorMessage({ kind: 'status', status: 401, data: { crumbFail: 'true' }, cookiesEnabled: false })).toBe(
      'Please enable cookies in your browser, reload the page, and try again.',
    );
  });

  it('no answer asks to check the connection', () => {
    expect(signInErrorMessage({ kind: 'network', status: 0, data: null })).toBe('Please check your internet connection.');
    expect(signInErrorMessage({ kind: 'timeout', status: 0, data: null })).toBe('Please check your internet connection.');
  });

  it('429 is the rate-limit message, 401 the wrong password, anything else "Please try again."', () => {
    expect(signInErrorMessage({ kind: 'status', status: 429, data: {} })).toBe('Please try again in a few seconds.');
    expect(signInErrorMessage({ kind: 'status', status: 401, data: { error: 'The email or password is incorrect.' } })).toBe(
      'Unable to sign in. The email or password is incorrect.',
    );
    expect(signInErrorMessage({ kind: 'status', status: 500, data: { error: 'boom <b>' } })).toBe('Please try again.');
    expect(signInErrorMessage(null)).toBe('Please try again.');
    expect(signInErrorMessage(undefined)).toBe('Please try again.');
  });

  it('words the message with the site strings', () => {
    const strings = { ...SIGN_IN_ERROR_STRINGS, accountWrongPasswordMessage: 'Mauvais mot de passe.' };
    expect(signInErrorMessage({ kind: 'status', status: 401, data: {} }, strings)).toBe('Mauvais mot de passe.');
  });
});

describe('shopper spec, entities Site user session: what the sign-in form keeps after a failure', () => {
  it('empties the password only when the email or password was refused', () => {
    expect(clearsPasswordAfter({ kind: 'status', status: 401, data: {} })).toBe(true);
    expect(clearsPasswordAfter({ kind: 'status', status: 403, data: null })).toBe(true);
  });

  it('keeps it after a crumb failure, a rate limit, no answer or anything else', () => {
    expect(clearsPasswordAfter({ kind: 'status', status: 401, data: { crumbFail: true } })).toBe(false);
    expect(clearsPasswordAfter({ kind: 'status', status: 429, data: {} })).toBe(false);
    expect(clearsPasswordAfter({ kind: 'network', status: 0, data: null })).toBe(false);
    expect(clearsPasswordAfter({ kind: 'status', status: 500, data: {} })).toBe(false);
    expect(clearsPasswordAfter(null)).toBe(false);
  });
});

describe('shopper spec, calls DELETE /api/site-users/account/session, error catalogue: what a failed sign-out says', () => {
  it('a crumb failure the repeat did not cure says the session expired, or asks for cookies', () => {
    expect(signOutErrorMessage({ kind: 'status', status: 401, data: { crumbFail: true } })).toBe('Your session has expired. Please reload the page and try again.');
    expect(signOutErrorMessage({ kind: 'status', status: 401, data: { crumbFail: true }, cookiesEnabled: false })).toBe(
      'Please enable cookies in your browser, reload the page, and try again.',
    );
  });

  it('no answer asks to check the connection; anything else asks to try again', () => {
    expect(signOutErrorMessage({ kind: 'network', status: 0, data: null })).toBe('Please check your internet connection.');
    expect(signOutErrorMessage({ kind: 'status', status: 500, data: {} })).toBe('Unable to sign out. Please try again.');
    expect(signOutErrorMessage(undefined)).toBe('Unable to sign out. Please try again.');
  });
});
