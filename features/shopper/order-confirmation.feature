@analytics
Feature: After the purchase
  Once a shopper has paid, the site shows them what they bought: a page that confirms the order (or
  the subscription, membership or contribution they paid for), each item with its quantity and price,
  then shipping, tax and the total. An order placed while the store is in test mode says so. The
  site's advertising pixel hears of the purchase exactly once, and not at all for a test order, for
  the site's own staff, or when the shopper comes back later to look at the order. If the order
  cannot be loaded, the shopper is told why and can try again. (Spec: shopper spec, screens page types 202,
  204, 206, 207, 208 and 211; entities Order; states; calls; error catalogue.)

  Scenario: The shopper sees their order confirmed, with what they bought and what they paid
    Given the shopper sees the "Order Confirmed" story of "Pages/Order confirmation"
    Then the order page is headed "Order confirmed"
    And the order summary lists "Linen Shirt", quantity 1, at "$68.00" each
    And the order summary lists "Canvas Tote", quantity 2, at "$29.00" each
    And the order's shipping reads "$8.00"
    And the order's tax reads "$11.34"
    And the order's total reads "$145.34"
    And the site's ad pixel heard of the purchase exactly once, for "$145.34"

  Scenario: An order the store sends in decimal amounts reads exactly the same
    Given the shopper sees the "Decimal Amounts" story of "Pages/Order confirmed"
    Then the order summary lists "Canvas Tote", quantity 2, at "$29.00" each
    And the order's total reads "$145.34"

  Scenario Outline: A <purchase> is confirmed, and the ad pixel hears of it once
    Given the shopper sees the "<story>" story of "Pages/Order confirmation"
    Then the order page is headed "<heading>"
    And the order summary lists "<item>", quantity <quantity>, at "<price>" each
    And the site's ad pixel heard of the purchase exactly once, for "<total>"

    Examples:
      | purchase       | story                  | heading                | item                       | quantity | price   | total   |
      | subscription   | Subscription Confirmed | Subscription confirmed | Single-Origin Coffee       | 2        | $18.00  | $39.24  |
      | membership     | Membership Confirmed   | Membership confirmed   | Annual Studio Membership   | 1        | $120.00 | $120.00 |
      | contribution   | Contribution Confirmed | Contribution confirmed | Kiln Fund Contribution     | 1        | $25.00  | $25.00  |
      | received order | Order Received         | Order received         | Linen Shirt                | 1        | $68.00  | $145.34 |

  Scenario: Coming back to look at an order does not count the purchase again
    Given the shopper sees the "Order Status" story of "Pages/Order confirmation"
    Then the order page is headed "Order status"
    And the order's total reads "$145.34"
    And the site's ad pixel heard of no purchase

  Scenario: An order placed in test mode says so, and is not counted as a purchase
    Given the shopper sees the "Test Order" story of "Pages/Order confirmation"
    Then the order summary says it is a test order
    And the site's ad pixel heard of no purchase

  Scenario: A site editor looking at the page sends nothing at all
    Given the shopper sees the "Site Editor" story of "Pages/Order confirmation"
    Then the order's total reads "$145.34"
    And nothing was sent to the analytics
    And the site's clients heard nothing

  Scenario: When the order cannot be loaded the shopper is told, and trying again shows it, counted once
    Given the store backend is "order-fail-once"
    And the shopper sees the "Order Confirmed" story of "Pages/Order confirmation"
    Then the order page says the order could not be loaded: "Something went wrong"
    And the site's ad pixel heard of no purchase
    When the shopper clicks "Try again"
    Then the order's total reads "$145.34"
    And the site's ad pixel heard of the purchase exactly once, for "$145.34"

  Scenario: Without a connection the shopper is asked to check it
    Given the store backend is "offline"
    And the shopper sees the "Order Confirmed" story of "Pages/Order confirmation"
    Then the order page says the order could not be loaded: "Please check your internet connection."
    And the page shows "Try again"
