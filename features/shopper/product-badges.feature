Feature: Sold-out and sale badges
  Next to its price, a product shows at most one badge, so a shopper sees at a glance whether
  it can still be bought and whether it is discounted. Sold out comes first, then sale, then
  nothing. (Spec: rendering spec, states, "Product availability and display".)

  Scenario: A product in stock at its normal price has no badge
    Given the shopper sees the "Regular" story of "Shopper/ProductPrice"
    Then the price reads "$68.00"
    And no badge is shown

  Scenario: A product on sale shows the sale badge and its original price struck through
    Given the shopper sees the "On Sale" story of "Shopper/ProductPrice"
    Then the badge reads "sale"
    And the price reads "$29.00"
    And the original price "$42.00" is struck through

  Scenario: A product with no stock left in any variant is sold out
    Given the shopper sees the "Sold Out" story of "Shopper/ProductPrice"
    Then the badge reads "sold out"

  Scenario: Sold out wins over sale
    Given the shopper sees the "Sold Out And On Sale" story of "Shopper/ProductPrice"
    Then the badge reads "sold out"
    And the page does not show "sale"

  Scenario: The merchant's own sold-out wording replaces the standard one
    Given the shopper sees the "Custom Sold Out Text" story of "Shopper/ProductPrice"
    Then the badge reads "Back in autumn"

  Scenario: A digital product never shows a badge
    Given the shopper sees the "Digital" story of "Shopper/ProductPrice"
    Then the price reads "$15.00"
    And no badge is shown

  Scenario: A gift card never shows a badge and is priced from its smallest value
    Given the shopper sees the "Gift Card" story of "Shopper/ProductPrice"
    Then the price reads "from $25.00"
    And no badge is shown

  Scenario Outline: The badge a <kind> product gets
    Given a <kind> product whose variants have <stock>
    And <sale>
    Then it shows "<badge>"

    Examples:
      | kind      | stock           | sale                             | badge    |
      | physical  | no stock left   | no variant is on sale            | sold out |
      | physical  | no stock left   | a variant is on sale             | sold out |
      | physical  | some stock      | a variant is on sale             | sale     |
      | physical  | some stock      | no variant is on sale            | no badge |
      | physical  | unlimited stock | no variant is on sale            | no badge |
      | service   | no stock left   | no variant is on sale            | sold out |
      | service   | some stock      | a variant is on sale             | sale     |
      | digital   | no stock left   | the product itself is marked on sale | sale     |
      | digital   | no stock left   | a variant is on sale             | no badge |
      | gift card | no stock left   | a variant is on sale             | no badge |
