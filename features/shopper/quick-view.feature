@quick-view
Feature: Product quick view
  On a collection page every product has a Quick View button. It shows the product in a window over
  the page, with its price, its options and its own add-to-cart button, without leaving the page.
  The shopper can step to the previous or next product of the listing, with the buttons or the arrow
  keys, and close it again. (Spec: shopper spec, screens, entities, states, calls, error catalogue, constants and limits.)

  Scenario: The quick view opens once the product has loaded, and the visit is recorded
    Given the shopper sees the "Closed" story of "Shopper/QuickView"
    When the shopper opens the quick view of "Canvas Tote"
    Then the quick view shows "Canvas Tote"
    And a quick view of "prod-canvas-tote" has been recorded

  Scenario: Nothing opens while the product is still loading
    Given the shopper sees the "Loading" story of "Shopper/QuickView"
    Then the quick-view button of "Canvas Tote" shows it is loading
    And no quick view is open

  @clock
  Scenario: On a slow connection the quick view opens when the product arrives
    Given the store backend is "slow"
    And the shopper sees the "Closed" story of "Shopper/QuickView"
    When the shopper opens the quick view of "Canvas Tote"
    Then the quick-view button of "Canvas Tote" shows it is loading
    And no quick view is open
    When 2 seconds pass
    Then the quick view shows "Canvas Tote"

  Scenario: The first product of the listing has no previous product
    Given the shopper sees the "First Of Group" story of "Shopper/QuickView"
    Then the quick view does not offer a previous product
    And the quick view offers a next product

  Scenario: The last product of the listing has no next product
    Given the shopper sees the "Last Of Group" story of "Shopper/QuickView"
    Then the quick view offers a previous product
    And the quick view does not offer a next product

  Scenario: Next and previous step through the listing, and each product shown is recorded
    Given the shopper sees the "Open" story of "Shopper/QuickView"
    Then the quick view shows "Canvas Tote"
    When the shopper clicks "Next product"
    Then the quick view shows "Wool Scarf"
    When the shopper clicks "Previous product"
    Then the quick view shows "Canvas Tote"
    When the shopper clicks "Previous product"
    Then the quick view shows "Linen Shirt"
    And the quick views recorded are "prod-canvas-tote, prod-wool-scarf, prod-canvas-tote, prod-linen-shirt"

  Scenario: The arrow keys step through the listing and stop at its ends
    Given the shopper sees the "Last Of Group" story of "Shopper/QuickView"
    When the shopper presses the right arrow key in the quick view
    Then the quick view still shows "Field Guide (eBook)"
    When the shopper presses the left arrow key in the quick view
    Then the quick view shows "Wool Scarf"
    When the shopper presses the right arrow key in the quick view
    Then the quick view shows "Field Guide (eBook)"

  Scenario: Escape closes the quick view and the shopper is back on the button they pressed
    Given the shopper sees the "Closed" story of "Shopper/QuickView"
    When the shopper opens the quick view of "Wool Scarf"
    Then the quick view shows "Wool Scarf"
    When the shopper closes the quick view with the Escape key
    Then no quick view is open
    And the keyboard focus is back on the quick-view button of "Wool Scarf"

  Scenario: A click on the page behind closes the quick view
    Given the shopper sees the "Open" story of "Shopper/QuickView"
    When the shopper clicks on the page behind the quick view
    Then no quick view is open

  Scenario: A click inside a product form does not close the quick view
    Given the shopper sees the "Open" story of "Shopper/QuickView"
    When the shopper clicks inside a product form shown over the quick view
    Then the quick view still shows "Canvas Tote"

  Scenario: A product taller than the window sits 50 pixels from its top
    Given the shopper sees the "Tall Product" story of "Shopper/QuickView"
    Then the quick view sits 50 pixels from the top of the window

  Scenario: A product that fits the window is centred
    Given the shopper sees the "Open" story of "Shopper/QuickView"
    Then the quick view is centred in the window

  Scenario: When the product cannot be loaded, the store's explanation is shown
    Given the shopper sees the "Load Failed With Message" story of "Shopper/QuickView"
    Then an alert titled "Error: Product not found" says "This product is no longer available."
    And no quick view is open

  Scenario: When the store gives no explanation, the shopper is sent to the product's page
    Given the shopper sees the "Load Failed Without Message" story of "Shopper/QuickView"
    Then an alert titled "Error: Something went wrong" says "There was an issue loading the quick view of this product. Please see the product's page for full product details."

  Scenario: Without a connection the alert says so
    Given the store backend is "offline"
    And the shopper sees the "Closed" story of "Shopper/QuickView"
    When the shopper opens the quick view of "Canvas Tote"
    Then an alert titled "Error: Please check your internet connection." says "There was an issue loading the quick view of this product. Please see the product's page for full product details."

  Scenario: The add-to-cart button waits until the page's cart has loaded
    Given the shopper sees the "Cart Not Loaded Yet" story of "Shopper/QuickView"
    Then the quick view shows "Canvas Tote"
    And the quick view has no add-to-cart button

  Scenario: For a logged-in editor the quick view is taken down before the page unloads
    Given the shopper sees the "Open For An Editor" story of "Shopper/QuickView"
    When the quick view's page is about to unload
    Then no quick view is open

  Scenario: For a shopper the quick view stays while the page unloads
    Given the shopper sees the "Open" story of "Shopper/QuickView"
    When the quick view's page is about to unload
    Then the quick view still shows "Canvas Tote"

  Scenario: Only the product comes alive; nothing else in the store's answer runs
    Given the shopper sees the "Hostile Answer" story of "Shopper/QuickView"
    Then nothing but the product in the quick view has run

  Scenario Outline: Every card of the collection page opens its own quick view
    Given the shopper sees the "Collection page" story of "Pages/Collection page"
    When the shopper opens the quick view of "<product>"
    Then the quick view shows "<product>"

    Examples:
      | product         |
      | Linen Shirt     |
      | Wool Scarf      |
      | Leather Journal |
      | Hand-Thrown Vase |

  Scenario: The add button in a quick view adds to the page's cart
    Given the shopper sees the "Collection page" story of "Pages/Collection page"
    When the shopper opens the quick view of "Canvas Tote"
    And the shopper adds the product to the cart from the quick view
    Then the cart indicator badge reads "1"
    And the cart indicator shows the subtotal "$29.00"

  Scenario: Options chosen in a quick view are what goes in the cart
    Given the shopper sees the "Collection page" story of "Pages/Collection page"
    When the shopper opens the quick view of "Linen Shirt"
    And the shopper chooses "Large" for "Size" in the quick view
    And the shopper chooses "Sand" for "Color" in the quick view
    And the shopper adds the product to the cart from the quick view
    Then the cart indicator badge reads "1"
    And the cart indicator shows the subtotal "$68.00"

  # The page's clock stands still (@clock): the popover cannot have gone by itself between the steps.
  @clock
  Scenario: An add in the quick view is shown and read inside it, and View Cart is next on the keyboard
    Given the shopper sees the "Collection page" story of "Pages/Collection page"
    When the shopper opens the quick view of "Canvas Tote"
    And the shopper adds the product to the cart from the quick view
    Then the added-to-cart popover shows "Canvas Tote"
    And the added-to-cart popover is shown inside the quick view
    And the add is announced to screen readers as "Canvas Tote added to cart."
    When the shopper presses Tab from the add-to-cart button in the quick view
    Then the keyboard focus is on "Close" in the added-to-cart popover
    When the shopper presses Tab again in the quick view
    Then the keyboard focus is on "View Cart" in the added-to-cart popover
    And the quick view shows "Canvas Tote"
