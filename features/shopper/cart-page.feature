Feature: Cart page
  On the cart page a shopper checks what they are about to buy: each item with its options, how many
  and what it costs, and the order's totals. They can change a quantity, take an item out, and fix
  the details they gave for a personalised item. When the store cannot make a change, the shopper is
  told next to that item and what they typed stays. (Spec: shopper spec, screens, entities, validation rules, calls, error catalogue.)

  Scenario: Each item shows its options, quantity and line total, and the order is summed up
    Given the shopper sees the "Many Items" story of "Shopper/CartPage"
    Then the cart lists 5 entries
    And the cart entry "Linen Shirt" shows "Medium"
    And the cart entry "Linen Shirt" shows "Sand"
    And the quantity of "Linen Shirt" reads "2"
    And the line total of "Linen Shirt" reads "$136.00"
    And the cart entry "Leather Travel Kit" shows "ADA"
    And the order summary reads:
      | Subtotal | $371.00 |
      | Discount | $0.00   |
      | Tax      | $32.93  |
      | Shipping | $8.00   |
      | Total    | $411.93 |

  Scenario: A coupon comes off the subtotal before tax
    Given the shopper sees the "With Discount" story of "Shopper/CartPage"
    Then the order summary reads:
      | Subtotal | $68.00 |
      | Discount | $6.80  |
      | Tax      | $5.43  |
      | Shipping | $8.00  |
      | Total    | $74.63 |

  Scenario: Below the store's minimum the shopper is told how much they need to check out
    Given the shopper sees the "Below Minimum Subtotal" story of "Shopper/CartPage"
    Then the page shows "To check out, your order subtotal must be $100.00 or more."

  Scenario: An empty cart says so
    Given the shopper sees the "Empty" story of "Shopper/CartPage"
    Then the page shows "Your cart is empty."

  Scenario: Changing a quantity updates the item and the totals
    Given the shopper sees the "One Item" story of "Shopper/CartPage"
    When the shopper changes the quantity of "Canvas Tote" to 3
    Then the line total of "Canvas Tote" reads "$87.00"
    And the quantity of "Canvas Tote" reads "3"
    And the order summary reads:
      | Subtotal | $87.00 |
      | Total    | $102.72 |

  @clock
  Scenario: While a change is being made the page says it is updating
    Given the store backend is "slow"
    And the shopper sees the "One Item" story of "Shopper/CartPage"
    When the shopper changes the quantity of "Canvas Tote" to 2
    Then the page shows "Updating your cart…"
    When 2 seconds pass
    Then the line total of "Canvas Tote" reads "$58.00"
    And the page does not show "Updating your cart…"

  Scenario: A quantity that is not a number is caught before it is sent
    Given the shopper sees the "One Item" story of "Shopper/CartPage"
    When the shopper types "two" as the quantity of "Canvas Tote"
    Then the cart entry "Canvas Tote" shows "Quantity must be a number."
    And the cart entry "Canvas Tote" offers no way to send its quantity
    And the line total of "Canvas Tote" reads "$29.00"

  Scenario: Asking for more than the store has keeps the cart as it was
    Given the shopper sees the "One Item" story of "Shopper/CartPage"
    When the shopper changes the quantity of "Canvas Tote" to 31
    Then next to "Canvas Tote" the shopper is told "Unable to update quantity": "Sorry, we do not have enough of that item available."
    And the quantity of "Canvas Tote" reads "31"
    And the line total of "Canvas Tote" reads "$29.00"

  Scenario Outline: When the store cannot change a quantity (<backend>), the shopper is told why and keeps what they typed
    Given the store backend is "<backend>"
    And the shopper sees the "One Item" story of "Shopper/CartPage"
    When the shopper changes the quantity of "Canvas Tote" to 3
    Then next to "Canvas Tote" the shopper is told "Unable to update quantity": "<message>"
    And the quantity of "Canvas Tote" reads "3"
    And the line total of "Canvas Tote" reads "$29.00"

    Examples:
      | backend         | message                                                          |
      | server-error    | Please try again.                                                |
      | offline         | Please check your internet connection.                           |
      | rate-limited    | Please try again in a few seconds.                               |
      | session-expired | Your session has expired. Please reload the page and try again. |
      | out-of-stock    | Sorry, we do not have enough of that item available.             |

  Scenario: Removing an item takes it out of the cart and the totals
    Given the shopper sees the "Many Items" story of "Shopper/CartPage"
    When the shopper removes "Canvas Tote" from the cart
    Then the cart no longer lists "Canvas Tote"
    And the cart lists 4 entries
    And the order summary reads:
      | Subtotal | $342.00 |

  Scenario: Removing the last item leaves an empty cart
    Given the shopper sees the "One Item" story of "Shopper/CartPage"
    When the shopper removes "Canvas Tote" from the cart
    Then the page shows "Your cart is empty."

  Scenario Outline: When the store cannot remove an item (<backend>), the item stays and the shopper is told why
    Given the store backend is "<backend>"
    And the shopper sees the "One Item" story of "Shopper/CartPage"
    When the shopper removes "Canvas Tote" from the cart
    Then next to "Canvas Tote" the shopper is told "Unable to remove item": "<message>"
    And the cart lists 1 entry

    Examples:
      | backend      | message                                |
      | server-error | Please try again.                      |
      | offline      | Please check your internet connection. |

  Scenario: The shopper corrects the details of a personalised item
    Given the shopper sees the "Many Items" story of "Shopper/CartPage"
    When the shopper opens the details of "Leather Travel Kit"
    Then the details still hold "ADA" in "Initials"
    When the shopper sets "Initials" to "JBL" in the details
    And the shopper saves the details
    Then the details are closed
    And the cart entry "Leather Travel Kit" shows "JBL"

  Scenario: A required detail left empty is caught before saving
    Given the shopper sees the "Many Items" story of "Shopper/CartPage"
    When the shopper opens the details of "Leather Travel Kit"
    And the shopper sets "Initials" to "" in the details
    And the shopper saves the details
    Then the details show "Required"
    And the details show "One or more fields is invalid, please check your entries."

  Scenario Outline: When the store cannot save the details (<backend>), they stay open with what the shopper typed
    Given the store backend is "<backend>"
    And the shopper sees the "Many Items" story of "Shopper/CartPage"
    When the shopper opens the details of "Leather Travel Kit"
    And the shopper sets "Initials" to "JBL" in the details
    And the shopper saves the details
    Then in the details the shopper is told "Unable to update form": "<message>"
    And the details still hold "JBL" in "Initials"

    Examples:
      | backend      | message                                |
      | server-error | Please try again.                      |
      | offline      | Please check your internet connection. |

  Scenario: When the cart cannot be loaded the shopper is told why and can try again
    Given the store backend is "offline"
    And the shopper sees the "Empty" story of "Shopper/CartPage"
    Then the page shows "Unable to load cart"
    And the page shows "Please check your internet connection."
    And the page shows "Try Again"
