/**
 * The cookie banner's wording. The spec names the banner and the ss_cookieAllowed cookie (shopper spec, entities, states)
 * but gives it no words, so these are the library's own plain defaults; a site overrides them through the
 * localized strings.
 */
export const COOKIE_BANNER_STRINGS = {
  /** Library string: the cookie banner's heading (the spec gives the banner no wording). */
  cookieBannerTitle: 'Cookies on this site',
  /** Library string: what the cookie banner asks. */
  cookieBannerMessage: 'We use cookies to count visits and understand how the site is used. You can accept or decline them.',
  /** Library string: the cookie banner's button that allows cookies. */
  cookieBannerAcceptText: 'Accept cookies',
  /** Library string: the cookie banner's button that refuses cookies. */
  cookieBannerDeclineText: 'Decline',
} as const;

/** The wording of the button that opens the cookie banner again. */
export const COOKIE_SETTINGS_BUTTON_STRINGS = {
  /** Library string: the button that opens the cookie banner again to change the answer. */
  cookieSettingsText: 'Cookie settings',
} as const;

/** What the page announces once the visitor answered the banner. */
export const COOKIE_CONSENT_ANNOUNCEMENT_STRINGS = {
  /** Library string: announced after the visitor accepts cookies. */
  cookieConsentAcceptedAnnouncement: 'Cookies accepted.',
  /** Library string: announced after the visitor declines cookies. */
  cookieConsentDeclinedAnnouncement: 'Cookies declined.',
} as const;
