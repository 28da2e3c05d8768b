@analytics
Feature: Page analytics
  Every page a visitor sees tells the site's census about it: a page view when the page opens, a
  heartbeat every 30 seconds while it stays open, and what the visitor is shown and does — the
  add-to-cart buttons shown and pressed, the forms shown, the products opened in a quick view. On the
  search page the search itself is recorded instead of a page view. The site's own visitor and
  advertising clients hear about product pages, listings and adds to the cart.
  Nothing at all is sent for the site's own staff (anyone logged in with a role other than viewer),
  on a not-found, lock-screen or members-only page, or when the site has turned its census off. And
  when the census cannot be reached, the visitor notices nothing. (Spec: shopper spec, entities, states, roles, calls, constants and limits.)

  Scenario: Opening a product page records a page view and the add-to-cart buttons shown
    Given the shopper sees the "Product Page" story of "Visitor/Analytics"
    Then a page view was recorded for "/shop/p/linen-shirt"
    And the census heard the add-to-cart button of "Linen Shirt" was shown
    And the site's visitor client heard "VisitPDP"
    And the site's ad pixel heard "ViewContent"

  Scenario: Pressing Add To Cart is recorded and the site's clients hear of the add
    Given the shopper sees the "Product Page" story of "Visitor/Analytics"
    When the shopper picks "Large" for "Size"
    And the shopper picks "Navy" for "Color"
    And the shopper adds the product to the cart from its own page
    Then the census heard the add-to-cart button of "Linen Shirt" was pressed
    And the site's visitor client heard "AddToCart"
    And the site's ad pixel heard "AddToCart"

  Scenario: Related products shown, followed and added are heard by the visitor client
    Given the shopper sees the "Product Page" story of "Visitor/Analytics"
    Then the site's visitor client heard "RelatedProductDisplay"
    When the shopper adds the related product "Canvas Tote" to the cart
    Then the site's visitor client heard "RelatedProductAdd"
    When the shopper follows the related product "Canvas Tote"
    Then the site's visitor client heard "RelatedProductClick"

  Scenario: The cart page is heard as viewed, and a removed item as removed
    Given the shopper sees the "Cart Page" story of "Visitor/Analytics"
    Then the site's visitor client heard "ViewCart"
    When the shopper removes "Canvas Tote" from the cart
    Then the site's visitor client heard "RemoveFromCart"

  Scenario: A listing records a page view and the visitor client hears of it
    Given the shopper sees the "Collection Page" story of "Visitor/Analytics"
    Then a page view was recorded for "/shop"
    And the site's visitor client heard "VisitPLP"

  Scenario: Opening a quick view is recorded
    Given the shopper sees the "Collection Page" story of "Visitor/Analytics"
    When the shopper opens the quick view of "Linen Shirt"
    Then the census heard the quick view of "Linen Shirt" was opened

  Scenario: A form on the page is recorded as shown
    Given the shopper sees the "Page Form" story of "Visitor/Analytics"
    Then the census heard the form "Monogram" was shown

  Scenario: The search page records the search, not a page view
    Given the shopper sees the "Search Page" story of "Visitor/Analytics"
    Then a site search for "linen" was recorded
    And no page view was recorded
    And the site's ad pixel heard "Search"

  Scenario: A member who can only view the site counts as a visitor
    Given the shopper sees the "Viewer Logged In" story of "Visitor/Analytics"
    Then a page view was recorded for "/shop/p/linen-shirt"

  Scenario Outline: Nothing is sent <when>
    Given the shopper sees the "<story>" story of "Visitor/Analytics"
    Then the page shows "Linen Shirt"
    And nothing was sent to the analytics
    And the site's clients heard nothing

    Examples:
      | when                                     | story                   |
      | for a logged-in site editor              | Editor Logged In        |
      | when the site has turned its census off  | Census Disabled         |
      | on a not-found page                      | Not Found Page          |
      | on a lock screen                         | Lock Screen Page        |
      | on a members-only page the visitor cannot see | Member Area Denied Page |

  Scenario: When the census cannot be reached the visitor notices nothing
    Given the store backend is "analytics-down"
    And the shopper sees the "Product Page" story of "Visitor/Analytics"
    When the shopper picks "Large" for "Size"
    And the shopper picks "Navy" for "Color"
    And the shopper adds the product to the cart from its own page
    Then the shopper's cart holds 1 item
    And no alert is shown

  @clock
  Scenario: A heartbeat is recorded every 30 seconds while the page stays open
    Given the shopper sees the "Product Page" story of "Visitor/Analytics"
    Then a page view was recorded for "/shop/p/linen-shirt"
    And no heartbeat was recorded
    When 30 seconds pass
    Then 1 heartbeat was recorded
    When 30 seconds pass
    Then 2 heartbeats were recorded

  @clock
  Scenario: No heartbeat for a logged-in site editor
    Given the shopper sees the "Editor Logged In" story of "Visitor/Analytics"
    When 60 seconds pass
    Then nothing was sent to the analytics
