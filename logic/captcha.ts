/**
 * Captcha rules (shopper.md §4, §5, §8; rendering.md §4, §9): the layout by container width, whether a
 * container gets rendered, and the captcha messages. Loading the library and rendering live in hooks/.
 */

/** Containers narrower than this many pixels get the compact captcha (shopper.md §9). */
export const CAPTCHA_COMPACT_BELOW_PX = 320;

/** Captcha messages (shopper.md §5, §8). */
export const CAPTCHA_MESSAGES = {
  /** The visitor submitted before completing the captcha. */
  incomplete: 'Complete CAPTCHA before submitting.',
  /** The rejection when the captcha library is absent. */
  notSetUp: 'ReCaptcha has not been set up!',
} as const;

/**
 * The captcha message a visitor reads, as a localized-string default (shopper.md §5). The "not set up"
 * rejection is a developer's error, not shown, so it stays a constant.
 */
export const CAPTCHA_STRINGS = {
  captchaIncompleteMessage: CAPTCHA_MESSAGES.incomplete,
} as const;

/** The captcha size a container gets. */
export type CaptchaLayout = 'compact' | 'normal';

/** Compact when the container is narrower than 320 px, otherwise normal. */
export function captchaLayout(width: number): CaptchaLayout {
  return width < CAPTCHA_COMPACT_BELOW_PX ? 'compact' : 'normal';
}

/** What to do with a captcha container: render it, skip it (already rendered), or nothing without a site key. */
export type CaptchaRenderDecision = 'render' | 'already-rendered' | 'no-site-key';

/** Each container is rendered once, and only with a site key from the site context (rendering.md §4, §5). */
export function captchaRenderDecision(input: {
  siteKey: string | null | undefined;
  containerId: string;
  rendered: ReadonlySet<string>;
}): CaptchaRenderDecision {
  if (typeof input.siteKey !== 'string' || input.siteKey.trim() === '') return 'no-site-key';
  return input.rendered.has(input.containerId) ? 'already-rendered' : 'render';
}
