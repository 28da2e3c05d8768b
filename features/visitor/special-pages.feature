Feature: Special pages
  Some pages are not the site's own content but a screen the site shows instead: a page only site
  members may see, a page behind a password, a path with nothing at it, and the page a crash leaves
  behind. Each says plainly what happened and what the visitor can do next. (Spec: shopper spec, screens page
  types 100, 101, 103 and 106, roles; rendering spec, screens.)

  Scenario: A members-only page says it is for site members, and offers the sign-in form
    Given the shopper sees the "With Sign In" story of "Pages/Member area access denied"
    Then the special page is headed "This page is locked; available only to site members"
    And the members-only page offers the member sign-in form

  Scenario: The not-found page names the path the visitor asked for
    Given the shopper sees the "Missing Page" story of "Pages/Not found"
    Then the special page is headed "Page not found"
    And the not-found page names the path "/shop/linen-shirt-old"

  Scenario: A path with markup in it is shown as plain text, and nothing in it runs
    Given the shopper sees the "Path With Markup" story of "Pages/Not found"
    Then the not-found page shows the requested path as plain text

  Scenario: After a crash the error page shows, and Try again brings the page back
    Given the shopper sees the "Crashed" story of "Pages/Error page"
    Then the special page is headed "Something went wrong"
    When the shopper clicks "Try again"
    Then the page shows "Spring collection"

  Scenario: A page that crashes while the visitor is on it shows the error page
    Given the shopper sees the "Working" story of "Pages/Error page"
    When the shopper clicks "Break the page"
    Then the special page is headed "Something went wrong"

  Scenario: A wrong password on the lock screen is refused
    Given the shopper sees the "Locked" story of "Pages/Lock screen"
    When the visitor enters the page password "autumn"
    Then the page shows "That password is not right. Please try again."
    And the lock screen is still locked

  Scenario: The right password opens the locked page
    Given the shopper sees the "Locked" story of "Pages/Lock screen"
    When the visitor enters the page password "spring-preview"
    Then the lock screen lets the visitor in
