Feature: Cart page
  On the cart page a shopper checks what they are about to buy: each item with its options, how many
  and what it costs, and the order's totals. They can change a quantity, take an item out, and fix
  the details they gave for a personalised item. When the store refuses a quantity, the item keeps
  the quantity it had and the shopper is told why under it; when the store cannot be reached, the
  shopper is told next to that item and what they typed stays to try again. Going on to checkout is
  in checkout.feature. (Spec: shopper spec, screens, entities, validation rules, calls, error catalogue.)

  Scenario: Each item shows its options, quantity and line total, and the order is summed up
    Given the shopper sees the "Many Items" story of "Shopper/CartPage"
    Then the cart lists 5 entries
    And the cart entry "Linen Shirt" shows "Medium"
    And the cart entry "Linen Shirt" shows "Sand"
    And the quantity of "Linen Shirt" reads "2"
    And the line total of "Linen Shirt" reads "$136.00"
    And the cart entry "Leather Travel Kit" shows "ADA"
    And every cart entry shows its picture
    And the order summary has no discount line
    And the order summary reads:
      | Subtotal | $371.00 |
      | Tax      | $32.93  |
      | Shipping | $8.00   |
      | Total    | $411.93 |

  Scenario: A coupon comes off the subtotal before tax, named by its code
    Given the shopper sees the "With Discount" story of "Shopper/CartPage"
    Then the order summary reads:
      | Subtotal            | $68.00 |
      | Discount (SPRING10) | −$6.80 |
      | Tax      | $5.43  |
      | Shipping | $8.00  |
      | Total    | $74.63 |

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

  Scenario: Asking for more than the store has puts the quantity back and says why under it
    Given the shopper sees the "One Item" story of "Shopper/CartPage"
    When the shopper changes the quantity of "Canvas Tote" to 31
    Then under the quantity of "Canvas Tote" the shopper is told "Sorry, we do not have enough of that item available."
    And the quantity of "Canvas Tote" reads "1"
    And the line total of "Canvas Tote" reads "$29.00"
    And the cart entry "Canvas Tote" offers no way to send its quantity
    When the shopper types "2" as the quantity of "Canvas Tote"
    Then the cart entry "Canvas Tote" no longer says "Sorry, we do not have enough of that item available."

  Scenario: A store that has sold out refuses any new quantity the same way
    Given the store backend is "out-of-stock"
    And the shopper sees the "One Item" story of "Shopper/CartPage"
    When the shopper changes the quantity of "Canvas Tote" to 3
    Then under the quantity of "Canvas Tote" the shopper is told "Sorry, we do not have enough of that item available."
    And the quantity of "Canvas Tote" reads "1"

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
