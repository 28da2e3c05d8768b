Feature: Cart indicator and the added-to-cart popover
  On every page the cart indicator tells a shopper how many items their cart holds and what they
  come to, and takes them to the cart page. Past 100 items the badge stops counting. After each add
  a small popover next to the cart link confirms what went in, and goes away by itself after three
  seconds. (Spec: shopper spec, screens, states, constants and limits; rendering spec, states.)

  Scenario: An empty cart is marked empty and still leads to the cart page
    Given the shopper sees the "Empty" story of "Shopper/CartIndicator"
    Then the cart indicator badge reads "0"
    And the cart indicator shows the subtotal "$0.00"
    And the cart indicator is marked empty
    And the cart indicator links to "/cart" reading "View Cart"

  Scenario: One item is counted, priced and spoken in the singular
    Given the shopper sees the "One Item" story of "Shopper/CartIndicator"
    Then the cart indicator badge reads "1"
    And the cart indicator shows the subtotal "$29.00"
    And screen readers hear the cart indicator say "1 item in cart"
    And the cart indicator is not marked empty

  Scenario: Several entries are counted by their quantities
    Given the shopper sees the "Many Items" story of "Shopper/CartIndicator"
    Then the cart indicator badge reads "6"
    And the cart indicator shows the subtotal "$261.00"
    And screen readers hear the cart indicator say "6 items in cart"

  Scenario: A cart of exactly 100 items is still counted
    Given the shopper sees the "100 Items" story of "Shopper/CartIndicator"
    Then the cart indicator badge reads "100"
    And screen readers hear the cart indicator say "100 items in cart"

  Scenario: Past 100 items the badge caps at 100+ and says so
    Given the shopper sees the "101 Items" story of "Shopper/CartIndicator"
    Then the cart indicator badge reads "100+"
    And screen readers hear the cart indicator say "More than 100 items in cart"
    And the cart indicator shows the subtotal "$2,525.00"

  Scenario Outline: The badge for a cart of <count> items
    Given a cart holding <count> items
    Then its badge reads "<badge>" and screen readers hear "<spoken>"

    Examples:
      | count | badge | spoken                      |
      | 0     | 0     | 0 items in cart             |
      | 1     | 1     | 1 item in cart              |
      | 2     | 2     | 2 items in cart             |
      | 100   | 100   | 100 items in cart           |
      | 101   | 100+  | More than 100 items in cart |
      | 5000  | 100+  | More than 100 items in cart |

  Scenario: The indicator follows an add and says the new count
    Given the shopper sees the "Before An Add" story of "Shopper/AddedToCartPopover"
    Then the cart indicator is marked empty
    When the shopper clicks "Add a Canvas Tote"
    Then the cart indicator badge reads "1"
    And the cart indicator shows the subtotal "$29.00"
    And screen readers hear the cart indicator say "1 item in cart"
    And the cart indicator is not marked empty

  @clock
  Scenario: After an add the popover shows what went in and vanishes after 3 seconds
    Given the shopper sees the "Before An Add" story of "Shopper/AddedToCartPopover"
    When the shopper clicks "Add a Linen Shirt (Medium, Sand)"
    Then the added-to-cart popover shows "Linen Shirt"
    And the added-to-cart popover shows "Medium"
    And the added-to-cart popover shows "Qty 2"
    And the added-to-cart popover shows "$136.00"
    And the add is announced to screen readers as "Linen Shirt added to cart."
    When 2 seconds pass
    Then the added-to-cart popover is open
    When 1 second passes
    Then the added-to-cart popover is closed

  @clock
  Scenario: Another add while the popover is open shows the new item for another 3 seconds
    Given the shopper sees the "Before An Add" story of "Shopper/AddedToCartPopover"
    When the shopper clicks "Add a Canvas Tote"
    And 2 seconds pass
    And the shopper clicks "Add a Linen Shirt (Medium, Sand)"
    Then the added-to-cart popover shows "Linen Shirt"
    When 2 seconds pass
    Then the added-to-cart popover is open
    When 1 second passes
    Then the added-to-cart popover is closed

  # The page's clock stands still in these two (@clock): the popover cannot have gone by itself.
  @clock
  Scenario: The shopper closes the popover with its close button, before it would go by itself
    Given the shopper sees the "Before An Add" story of "Shopper/AddedToCartPopover"
    When the shopper clicks "Add a Canvas Tote"
    Then the added-to-cart popover is open
    When the shopper closes the added-to-cart popover
    Then the added-to-cart popover is closed
    And the cart indicator badge reads "1"

  @clock
  Scenario: The shopper closes the popover with the Escape key, before it would go by itself
    Given the shopper sees the "Before An Add" story of "Shopper/AddedToCartPopover"
    When the shopper clicks "Add a Canvas Tote"
    Then the added-to-cart popover is open
    When the shopper dismisses the added-to-cart popover with the Escape key
    Then the added-to-cart popover is closed

  Scenario: The popover stays next to the cart link while the page scrolls
    Given the shopper sees the "Before An Add" story of "Shopper/AddedToCartPopover"
    When the shopper clicks "Add a Canvas Tote"
    Then the added-to-cart popover sits just below the cart link
    When the shopper scrolls the page down by 40 pixels
    Then the added-to-cart popover sits just below the cart link
