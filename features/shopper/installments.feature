Feature: Interest-free installments under a price
  A store can offer an interest-free payment plan: so many payments, on orders from a minimum to a
  maximum amount. Under a product's price the shopper reads what each payment would be when the price
  is within the plan's range, and the range itself when it is not. A subscription bills on its own
  schedule and shows no plan. On a website that uses the locale's money format, the payments read in
  it too. (Spec: shopper spec, constants and limits "Installment text"; rendering spec, entities
  Website "useCLDRMoneyFormat".)

  Scenario: A price inside the plan's range shows each payment
    Given the shopper sees the "Inside The Range" story of "Shopper/ProductDetail/Installments"
    Then the page shows "$68.00"
    And the page shows "or 4 interest-free payments of $17.00"

  Scenario: A price below the plan's minimum names the range instead
    Given the shopper sees the "Below The Range" story of "Shopper/ProductDetail/Installments"
    Then the page shows "Interest-free payments available for orders from $100.00 to $1,000.00"
    And the page does not show "or 4 interest-free payments of $17.00"

  Scenario: A price above the plan's maximum names the range instead
    Given the shopper sees the "Above The Range" story of "Shopper/ProductDetail/Installments"
    Then the page shows "Interest-free payments available for orders from $10.00 to $50.00"

  Scenario: Both ends of the range are inside it
    Given the shopper sees the "At The Minimum" story of "Shopper/InstallmentText"
    Then the page shows "or 4 interest-free payments of $8.75"
