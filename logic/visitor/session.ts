/**
 * The site member's session (shopper spec, entities "Site user session", roles, calls, error catalogue): the user-info cookie's
 * name, when the member's language is sent (POST /api/site-users/account/locale), and what a failed
 * sign-in or sign-out says. Pure: the hooks read the cookie and make the calls.
 */
import { API_ERROR_STRINGS, isCrumbFailure, type ApiFailure } from '../shared/apiErrors.ts';
import { CART_STRINGS } from '../shopper/cart.ts';
import type { LocalizedStrings } from '../shared/strings.ts';

/**
 * The user-info cookie (authenticated, siteUserId; shopper spec, entities, roles). The spec does not name it; this
 * is the library's name, and SessionProvider takes the cookie's text instead when a site names it otherwise.
 */
export const USER_INFO_COOKIE = 'SiteUserInfo';

// A standard language tag: a 2–3 letter language, optionally a 4-letter script, optionally a 2-letter
// or 3-digit region (BCP 47's common shape: en, en-US, zh-Hant-TW, es-419).
const STANDARD_LANGUAGE_TAG = /^[a-z]{2,3}(?:-[a-z]{4})?(?:-(?:[a-z]{2}|\d{3}))?$/i;

/**
 * Whether a site language is custom-coded (shopper spec, calls, the locale call). The spec does not define
 * the term; our reading: a language whose code the site owner made up rather than a standard language
 * tag — a private-use tag (`x-klingon`, `en-x-pirate`), extensions or variants, free text, or no code
 * at all. The member's account cannot take such a language, so no locale call is made for it.
 */
export function isCustomCodedLanguage(code: unknown): boolean {
  return typeof code !== 'string' || !STANDARD_LANGUAGE_TAG.test(code.trim());
}

/** Whether the member's language is sent for the site language `code`: only when it is not custom-coded (shopper spec, calls). */
export function shouldSendMemberLocale(code: unknown): boolean {
  return !isCustomCodedLanguage(code);
}

/** The sign-in form's and account menu's wording (library strings unless marked). */
export const ACCOUNT_STRINGS = {
  /** Library string: the sign-in form's heading and the account menu's trigger when signed out. */
  accountSignInTitle: 'Sign in',
  /** Library string: the email field's label. */
  accountEmailLabel: 'Email',
  /** Library string: the password field's label. */
  accountPasswordLabel: 'Password',
  /** Library string: the remember-me checkbox's label. */
  accountRememberMeLabel: 'Remember me',
  /** Library string: the submit button. */
  accountSignInButton: 'Sign in',
  /** Library string: the submit button while signing in. */
  accountSigningInButton: 'Signing in…',
  /** Library string: shown once signed in. */
  accountSignedInMessage: 'You are signed in.',
  /** Library string, in the spec's style: the email or password was refused (401). */
  accountWrongPasswordMessage: 'Unable to sign in. The email or password is incorrect.',
  /** Library string: the sign-out action. */
  accountSignOutButton: 'Sign out',
  /** Library string: the sign-out action while signing out. */
  accountSigningOutButton: 'Signing out…',
  /** Library string, in the spec's style: the sign-out failed. */
  accountSignOutFailedMessage: 'Unable to sign out. Please try again.',
  /** Library string: the account menu's trigger when signed in. */
  accountMenuLabel: 'Account',
  /** Library string: who is signed in; {name} is the member's email or id. */
  accountSignedInAs: 'Signed in as {name}',
  /** Library string: the title of the sign-in dialog's failure message. */
  accountSignInFailedTitle: 'Unable to sign in',
} as const;

/** The strings {@link signInErrorMessage} words a failure with. */
export type SignInErrorStrings = Pick<
  LocalizedStrings,
  | 'accountWrongPasswordMessage'
  | 'sessionExpiredMessage'
  | 'cookiesDisabledMessage'
  | 'rateLimitedMessage'
  | 'cartCheckConnectionText'
  | 'cartPleaseTryAgainText'
>;

/** Every default {@link signInErrorMessage} may need. */
export const SIGN_IN_ERROR_STRINGS = {
  accountWrongPasswordMessage: ACCOUNT_STRINGS.accountWrongPasswordMessage,
  sessionExpiredMessage: API_ERROR_STRINGS.sessionExpiredMessage,
  cookiesDisabledMessage: API_ERROR_STRINGS.cookiesDisabledMessage,
  rateLimitedMessage: API_ERROR_STRINGS.rateLimitedMessage,
  cartCheckConnectionText: CART_STRINGS.cartCheckConnectionText,
  cartPleaseTryAgainText: CART_STRINGS.cartPleaseTryAgainText,
} satisfies SignInErrorStrings;

/**
 * What a failed sign-in shows (shopper spec, error catalogue): a crumb failure says the session expired, or asks for
 * cookies when the browser refuses them; no answer asks to check the connection; 429 asks to try again
 * in a few seconds (the spec's rate-limit message); 401 says the email or password is incorrect;
 * anything else (or no failure facts at all) "Please try again.". The server's own text is not shown:
 * a login answer may echo what was typed.
 */
export function signInErrorMessage(failure: Partial<ApiFailure> | null | undefined, strings: SignInErrorStrings = SIGN_IN_ERROR_STRINGS): string {
  if (failure === null || typeof failure !== 'object') return strings.cartPleaseTryAgainText;
  if (isCrumbFailure(failure.data)) {
    return failure.cookiesEnabled === false ? strings.cookiesDisabledMessage : strings.sessionExpiredMessage;
  }
  if (failure.kind === 'network' || failure.kind === 'timeout') return strings.cartCheckConnectionText;
  if (failure.status === 429) return strings.rateLimitedMessage;
  if (failure.status === 401 || failure.status === 403) return strings.accountWrongPasswordMessage;
  return strings.cartPleaseTryAgainText;
}

/**
 * Whether the sign-in form empties its password after a failure: only when the email or password was
 * refused (401/403 without a crumb failure), since that password is known to be wrong; after a rate
 * limit, no connection or an expired session the password was likely right and is kept, like the email
 * and remember-me, so nothing the visitor typed is lost.
 */
export function clearsPasswordAfter(failure: Partial<ApiFailure> | null | undefined): boolean {
  if (failure === null || typeof failure !== 'object' || isCrumbFailure(failure.data)) return false;
  return failure.kind === 'status' && (failure.status === 401 || failure.status === 403);
}

/** The strings {@link signOutErrorMessage} words a failure with. */
export type SignOutErrorStrings = Pick<
  LocalizedStrings,
  'accountSignOutFailedMessage' | 'sessionExpiredMessage' | 'cookiesDisabledMessage' | 'cartCheckConnectionText'
>;

/** Every default {@link signOutErrorMessage} may need. */
export const SIGN_OUT_ERROR_STRINGS = {
  accountSignOutFailedMessage: ACCOUNT_STRINGS.accountSignOutFailedMessage,
  sessionExpiredMessage: API_ERROR_STRINGS.sessionExpiredMessage,
  cookiesDisabledMessage: API_ERROR_STRINGS.cookiesDisabledMessage,
  cartCheckConnectionText: CART_STRINGS.cartCheckConnectionText,
} satisfies SignOutErrorStrings;

/**
 * What a failed sign-out shows (shopper spec, calls, error catalogue): a crumb failure that the one repeat did not cure
 * says the session expired (or asks for cookies); no answer asks to check the connection; anything
 * else 'Unable to sign out. Please try again.'.
 */
export function signOutErrorMessage(failure: Partial<ApiFailure> | null | undefined, strings: SignOutErrorStrings = SIGN_OUT_ERROR_STRINGS): string {
  if (failure === null || typeof failure !== 'object') return strings.accountSignOutFailedMessage;
  if (isCrumbFailure(failure.data)) {
    return failure.cookiesEnabled === false ? strings.cookiesDisabledMessage : strings.sessionExpiredMessage;
  }
  if (failure.kind === 'network' || failure.kind === 'timeout') return strings.cartCheckConnectionText;
  return strings.accountSignOutFailedMessage;
}
