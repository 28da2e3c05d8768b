Feature: Going on to checkout from the cart
  The cart page's one main action takes the shopper to checkout, beside the order's totals. A store
  may ask for a minimum order: below it, checkout is held back and the shopper is told, in the spec's
  words, how much the order must come to; once the cart reaches it, checkout opens again. An empty
  cart has nothing to check out. (Spec: shopper spec, screens and routes, page type 201 checkout;
  validation rules, the minimum-subtotal message.)

  Scenario: A shopper with items in the cart can go on to checkout
    Given the shopper sees the "One Item" story of "Shopper/CartPage"
    Then the cart page offers "Check out" leading to "/checkout"

  Scenario: Below the store's minimum, checkout is held back and the shopper is told why
    Given the shopper sees the "Below Minimum Subtotal" story of "Shopper/CartPage"
    Then the cart page's "Check out" is unavailable because "To check out, your order subtotal must be $100.00 or more."

  Scenario: Reaching the minimum opens checkout
    Given the shopper sees the "Below Minimum Subtotal" story of "Shopper/CartPage"
    When the shopper changes the quantity of "Canvas Tote" to 4
    Then the cart page offers "Check out" leading to "/checkout"
    And the page does not show "To check out, your order subtotal must be $100.00 or more."

  Scenario: An empty cart offers no checkout
    Given the shopper sees the "Empty" story of "Shopper/CartPage"
    Then the page shows "Your cart is empty."
    And the cart page offers no "Check out"
