/**
 * Captcha rules (shopper spec, states, validation rules, error catalogue; rendering spec, states, constants and limits): the layout by container width, whether a
 * container gets rendered, the provider's script address, what a visitor reads in each state, and the
 * captcha messages. Loading the library and rendering live in hooks/forms/useCaptcha.ts.
 */
import type { LocalizedStrings } from '../shared/strings.ts';

/** Containers narrower than this many pixels get the compact captcha (shopper spec, constants and limits). */
export const CAPTCHA_COMPACT_BELOW_PX = 320;

/** Captcha messages (shopper spec, validation rules, error catalogue). */
export const CAPTCHA_MESSAGES = {
  /** The visitor submitted before completing the captcha. */
  incomplete: 'Complete CAPTCHA before submitting.',
  /** The rejection when the captcha library is absent. */
  notSetUp: 'ReCaptcha has not been set up!',
} as const;

/**
 * What a visitor reads about the captcha, as localized-string defaults. The spec words only the
 * incomplete captcha (shopper spec, validation rules); the other states are the library's own wording. The "not set up"
 * rejection is a developer's error, not shown, so it stays a constant.
 */
export const CAPTCHA_STRINGS = {
  captchaIncompleteMessage: CAPTCHA_MESSAGES.incomplete,
  /** Library string: while the captcha's script loads. */
  captchaLoadingText: 'Loading the CAPTCHA…',
  /** Library string: the captcha library could not be loaded (or is absent), so the form cannot be checked. */
  captchaUnavailableMessage: 'The CAPTCHA could not be loaded. Please reload the page and try again.',
  /** Library string: the provider reported an error (usually the network). */
  captchaFailedMessage: 'The CAPTCHA could not be checked. Please try again.',
  /** Library string: a solved captcha ran out of time before the form was sent. */
  captchaExpiredMessage: 'The CAPTCHA has expired. Please complete it again.',
} as const;

/** The reCAPTCHA script (its documented address); explicit rendering adds `onload` and `render=explicit`. */
export const CAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

/** The captcha size a container gets. */
export type CaptchaLayout = 'compact' | 'normal';

/** Compact when the container is narrower than 320 px, otherwise normal. */
export function captchaLayout(width: number): CaptchaLayout {
  return width < CAPTCHA_COMPACT_BELOW_PX ? 'compact' : 'normal';
}

/** What to do with a captcha container: render it, skip it (already rendered), or nothing without a site key. */
export type CaptchaRenderDecision = 'render' | 'already-rendered' | 'no-site-key';

/** True when the site context has a captcha key; without one nothing is loaded or rendered (shopper spec, error catalogue). */
export function hasCaptchaSiteKey(siteKey: unknown): siteKey is string {
  return typeof siteKey === 'string' && siteKey.trim() !== '';
}

/** Each container is rendered once, and only with a site key from the site context (rendering spec, states, validation rules). */
export function captchaRenderDecision(input: {
  siteKey: string | null | undefined;
  containerId: string;
  rendered: ReadonlySet<string>;
}): CaptchaRenderDecision {
  if (!hasCaptchaSiteKey(input.siteKey)) return 'no-site-key';
  return input.rendered.has(input.containerId) ? 'already-rendered' : 'render';
}

/**
 * The script address for reCAPTCHA's explicit rendering: the given address with `onload=<callback>` and
 * `render=explicit` set (any other query kept). A relative or malformed address is kept as it is, with
 * the two parameters appended.
 */
export function captchaScriptUrl(base: string, onloadCallback: string): string {
  const text = typeof base === 'string' ? base : '';
  const callback = typeof onloadCallback === 'string' ? onloadCallback : '';
  try {
    const url = new URL(text);
    url.searchParams.set('onload', callback);
    url.searchParams.set('render', 'explicit');
    return url.href;
  } catch {
    const query = new URLSearchParams({ onload: callback, render: 'explicit' }).toString();
    return `${text}${text.includes('?') ? '&' : '?'}${query}`;
  }
}

/** Where a captcha is: see hooks/forms/useCaptcha.ts. */
export type CaptchaStatus = 'idle' | 'loading' | 'ready' | 'solved' | 'expired' | 'failed' | 'unavailable';

/** Why a captcha is unavailable: the site has no key (nothing is shown), or the library is absent. */
export type CaptchaUnavailableReason = 'no-site-key' | 'not-set-up';

/** What a captcha area says to the visitor in a state, and whether it is a problem to act on. */
export interface CaptchaNotice {
  text: string;
  tone: 'info' | 'error';
}

/**
 * The notice a captcha area shows: loading, the library absent, the provider's error, an expired
 * answer; nothing while it can be solved or once solved, and nothing without a site key (error catalogue: a missing
 * site key prevents rendering).
 */
export function captchaNotice(
  status: CaptchaStatus,
  reason: CaptchaUnavailableReason | null,
  strings: Pick<LocalizedStrings, keyof typeof CAPTCHA_STRINGS> = CAPTCHA_STRINGS,
): CaptchaNotice | null {
  switch (status) {
    case 'loading':
      return { text: strings.captchaLoadingText, tone: 'info' };
    case 'unavailable':
      return reason === 'no-site-key' ? null : { text: strings.captchaUnavailableMessage, tone: 'error' };
    case 'failed':
      return { text: strings.captchaFailedMessage, tone: 'error' };
    case 'expired':
      return { text: strings.captchaExpiredMessage, tone: 'error' };
    default:
      return null;
  }
}
