Feature: Asking visitors about cookies
  A site can ask its visitors whether they accept cookies; the answer is kept in the visitor's browser
  (the ss_cookieAllowed cookie) and "Cookie settings" lets them change it. The cookies that count visits
  (the census cookies) are removed when a restrictive cookie policy applies: always on a cloneable template
  site; otherwise when the site's policy is restrictive and either absolute, or the banner is switched off,
  or the visitor has not accepted. The banner's wording is the library's own: the spec gives none.
  (Spec: shopper spec, entities "Cookies", states "Census cookies", validation rules "Cookie values", constants and limits "Cookie lifetimes".)

  Scenario: A first-time visitor accepts cookies
    Given the shopper sees the "First Visit" story of "Consent/CookieBanner"
    Then the cookie banner asks the visitor about cookies
    When the shopper clicks "Accept cookies"
    Then the visitor's browser remembers that cookies were "accepted"
    And the cookie banner is gone

  Scenario: A first-time visitor declines cookies
    Given the shopper sees the "First Visit" story of "Consent/CookieBanner"
    When the shopper clicks "Decline"
    Then the visitor's browser remembers that cookies were "declined"
    And the cookie banner is gone

  Scenario: A visitor changes their answer from the cookie settings
    Given the shopper sees the "Accepted" story of "Consent/CookieBanner"
    Then the cookie banner is gone
    When the shopper clicks "Cookie settings"
    Then the cookie banner asks the visitor about cookies
    When the shopper clicks "Decline"
    Then the visitor's browser remembers that cookies were "declined"

  Scenario: Without a restrictive policy the census cookies stay
    Given the shopper sees the "Accepted" story of "Consent/CookieBanner"
    Then the visitor's browser holds every census cookie

  Scenario: On a restrictive site, visits are counted only once the visitor accepts
    Given the shopper sees the "Restrictive First Visit" story of "Consent/CookieBanner"
    Then the visitor's browser holds no census cookies
    When the shopper clicks "Accept cookies"
    Then the visitor's browser holds a visitor record of a first visit

  Scenario Outline: Census cookies are removed when a restrictive policy applies
    Given the shopper sees the "<story>" story of "Consent/CookieBanner"
    Then the visitor's browser holds no census cookies

    Examples:
      | story                | why                                            |
      | Declined             | restrictive, and the visitor declined          |
      | Restrictive Absolute | restrictive and absolute, even though accepted |
      | Banner Off           | restrictive with the banner switched off       |
      | Cloneable Site       | a cloneable site, even though accepted         |
