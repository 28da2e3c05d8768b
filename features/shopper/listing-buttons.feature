Feature: Add-to-cart buttons on a product listing
  On a collection page every product has an add-to-cart button. A product that needs a choice first
  (a size, a colour, a gift card's value) cannot be added from the listing: its button says
  'Select Option' for 2 seconds and then reads as before, and nothing goes into the cart. A sold-out
  product's button says 'Sold Out' and cannot be pressed. A product without a choice to make goes
  straight into the cart, and the cart indicator at the top of the page counts it.
  (Spec: shopper spec, screens "Product listing", states "Cart", constants and limits "Add-button timings".)

  @clock
  Scenario: A product with options asks for a choice for 2 seconds, then its button is restored
    Given the shopper sees the "With Options" story of "Shopper/ProductItem"
    When the shopper clicks "Add To Cart"
    Then the page shows "Select Option"
    When 1 second passes
    Then the page shows "Select Option"
    When 1 second passes
    Then the page shows "Add To Cart"
    And the page does not show "Select Option"
    And the shopper's cart holds 0 items

  @clock
  Scenario: A gift card on the listing asks for its value the same way
    Given the shopper sees the "Gift Card" story of "Shopper/ProductItem"
    When the shopper clicks "Add To Cart"
    Then the page shows "Select Option"
    When 2 seconds pass
    Then the page shows "Add To Cart"

  @clock
  Scenario: On the collection page only the pressed card asks for a choice
    Given the shopper sees the "Collection page" story of "Pages/Collection page"
    When the shopper clicks "Add To Cart" on the "Linen Shirt" card
    Then the "Linen Shirt" card's button reads "Select Option"
    And the "Cotton Throw" card's button reads "Add To Cart"
    When 2 seconds pass
    Then the "Linen Shirt" card's button reads "Add To Cart"
    And the cart indicator badge reads "0"

  Scenario: A sold-out product reads Sold Out and cannot be pressed
    Given the shopper sees the "Collection page" story of "Pages/Collection page"
    Then the "Wool Scarf" card's button reads "Sold Out"
    And the "Wool Scarf" card's button cannot be pressed
    When the shopper tries to press the "Wool Scarf" card's button anyway
    Then the "Wool Scarf" card's button reads "Sold Out"
    And the shopper's cart holds 0 items

  Scenario: A sold-out product on its own card reads Sold Out and cannot be pressed
    Given the shopper sees the "Sold Out" story of "Shopper/ProductItem"
    Then the "Wool Scarf" card's button reads "Sold Out"
    And the "Wool Scarf" card's button cannot be pressed

  Scenario: Adding from the grid updates the cart indicator
    Given the shopper sees the "Collection page" story of "Pages/Collection page"
    Then the cart indicator badge reads "0"
    When the shopper clicks "Add To Cart" on the "Canvas Tote" card
    Then the added-to-cart popover shows "Canvas Tote"
    And the cart indicator badge reads "1"
    And the cart indicator shows the subtotal "$29.00"
    When the shopper clicks "Add To Cart" on the "Oak Serving Board" card
    Then the cart indicator badge reads "2"
    And the cart indicator shows the subtotal "$83.00"

  Scenario: From the grid to the cart page
    Given the shopper sees the "Collection page" story of "Pages/Collection page"
    When the shopper clicks "Add To Cart" on the "Beeswax Candle" card
    Then the cart indicator badge reads "1"
    When the shopper opens the cart from the cart indicator
    Then the cart page lists "Beeswax Candle"
