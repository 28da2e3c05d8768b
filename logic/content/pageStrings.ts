/**
 * The special pages' wording (shopper spec, screens page types 100 not found, 101 error, 103 lock screen, 106
 * member-area access denied; rendering spec, screens special page kinds), one small object per screen, spread
 * into `DEFAULT_LOCALIZED_STRINGS` (strings.ts). Strings marked "Library string" are the library's own:
 * the spec words only the member-area note.
 */

/**
 * The member-area note. The two specs word it differently: shopper spec, roles gives the label 'This page
 * available only site members', rendering spec, screens says "Member-area pages show the note "This page is
 * locked; available only to site members"". The default is the rendering spec: it is the sentence the
 * spec gives for exactly this screen (the member-area page), and it reads as a whole sentence where
 * the shopper spec label drops words. A site that wants the other wording overrides this key.
 */
export const MEMBER_AREA_NOTE = 'This page is locked; available only to site members';

/** The member-area access-denied screen (page type 106). */
export const MEMBER_AREA_DENIED_STRINGS = {
  memberAreaLockedNote: MEMBER_AREA_NOTE,
} as const;

/** The lock screen (page type 103): a page behind the site's password. */
export const LOCK_SCREEN_STRINGS = {
  /** Library string: the lock screen's heading. */
  lockScreenTitle: 'This page is password protected',
  /** Library string: the password field's label. */
  lockScreenPasswordLabel: 'Password',
  /** Library string: the button that sends the password. */
  lockScreenSubmitText: 'Enter',
  /** Library string: the button while the password is being checked. */
  lockScreenCheckingText: 'Checking…',
  /** Library string: the password was not the page's. */
  lockScreenWrongPasswordMessage: 'That password is not right. Please try again.',
  /** Library string: the password could not be checked (offline, a failed call). */
  lockScreenFailedMessage: 'The password could not be checked. Please try again.',
  /** Library string: the form was sent with an empty password. */
  lockScreenPasswordRequiredMessage: 'Enter the password.',
  /** Library string: the heading once the password was accepted. */
  lockScreenUnlockedTitle: 'Page unlocked',
  /** Library string: said once the password was accepted, while the site opens the page. */
  lockScreenUnlockedText: 'Password accepted. Opening the page…',
} as const;

/** A link back to the site's home page, shared by the not-found and error pages. */
export const PAGE_HOME_LINK_STRINGS = {
  /** Library string: the link from a special page to the site's home page. */
  pageHomeLinkText: 'Go to the home page',
} as const;

/** The not-found page (page type 100). */
export const NOT_FOUND_STRINGS = {
  /** Library string: the not-found page's heading. */
  notFoundTitle: 'Page not found',
  /** Library string: `{path}` is the path the visitor asked for, shown as text. */
  notFoundMessage: 'Nothing is at {path}. It may have moved, or the address may be mistyped.',
} as const;

/** The error page (page type 101): what a crash of the page shows (its heading is the API's "Something went wrong"). */
export const ERROR_PAGE_STRINGS = {
  /** Library string: under the heading. */
  errorPageMessage: 'This page could not be shown. Trying again often helps.',
} as const;
