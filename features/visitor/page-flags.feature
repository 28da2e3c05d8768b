Feature: Preview, test-variant override and the builder's frame
  A page can be opened with flags, set by a cookie or by the address: preview, override and
  frame-expanded. The spec names them without saying what they do; the product gives them these meanings.
  A site owner previewing their page sees a "Preview" notice, and their looks are not counted as visits.
  A test's variant can be forced from the address only with the override flag and only on an internal or
  staging copy of a site: on the live store the visitor always sees the variant the test gave them.
  Inside the builder's frame the page shows no newsletter overlay and no cookie banner, so nothing
  covers the page being edited. (Spec: rendering spec, entities "Cookies/flags"; rendering and
  shopper spec, roles and permissions.)

  Scenario: A visitor's page, with no flag, counts the visit and shows the overlays
    Given the shopper sees the "No Flags" story of "Visitor/PageFlags"
    Then a page view was recorded for "/"
    And the page does not say it is a preview
    And the page shows "Linen for every season"
    And the newsletter overlay is shown in the "bottom-right" position
    And the cookie banner asks the visitor about cookies

  Scenario: The site owner previewing sees a notice, and the preview is not counted
    Given the shopper sees the "Preview" story of "Visitor/PageFlags"
    Then the page tells the owner it is a preview
    And no page view was recorded

  Scenario: On a staging site with the override flag, the address picks the test's variant
    Given the shopper sees the "Override On Staging" story of "Visitor/PageFlags"
    Then the page shows "Summer linen, cut to last"
    And the page does not show "Linen for every season"

  Scenario: On the live store the same address changes nothing
    Given the shopper sees the "Override On Live Site" story of "Visitor/PageFlags"
    Then the page shows "Linen for every season"
    And the page does not show "Summer linen, cut to last"

  Scenario: Without the override flag, even a staging site keeps the visitor's variant
    Given the shopper sees the "No Override Flag" story of "Visitor/PageFlags"
    Then the page shows "Linen for every season"

  Scenario: Inside the builder's frame nothing covers the page
    Given the shopper sees the "Frame Expanded" story of "Visitor/PageFlags"
    Then the page shows "Linen for every season"
    And the newsletter overlay is not shown
    And the cookie banner is not shown
    And nothing was sent to the census about the newsletter overlay
