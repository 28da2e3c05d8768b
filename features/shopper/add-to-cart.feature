Feature: Adding to the cart
  A shopper adds a product to the cart from its page or from a listing. The button tells them what
  is happening: "Adding…", then "Added!" for 2 seconds after a 1 second delay, then it is ready
  again. When the item cannot be added an alert explains why in the store's own words, nothing is
  sent to the cart, and the button is ready again after 1 second. Gift cards need a value,
  subscriptions go to the subscription page and express checkout goes straight to checkout.
  (Spec: shopper spec, screens "Product listing", states "Add-to-cart button", validation rules "Add to cart", error catalogue, constants and limits.)

  @clock
  Scenario: Adding an item shows its progress and the button is ready again afterwards
    Given the shopper sees the "Idle" story of "Shopper/AddToCartButton"
    When the shopper clicks "Add To Cart"
    Then the add-to-cart button reads "Adding…"
    And the shopper's cart holds 1 item
    When 1 second passes
    Then the add-to-cart button reads "Added!"
    When 2 seconds pass
    Then the add-to-cart button reads "Add To Cart"

  @clock
  Scenario: A double click adds the item only once
    Given the shopper sees the "Idle" story of "Shopper/AddToCartButton"
    When the shopper double-clicks "Add To Cart"
    And 1 second passes
    Then the add-to-cart button reads "Added!"
    And the shopper's cart holds 1 item

  Scenario: The chosen options and quantity go into the cart
    Given the shopper sees the "Product Page With Dropdowns" story of "Shopper/AddToCartButton"
    When the shopper picks "Large" for "Size"
    And the shopper picks "Navy" for "Color"
    And the shopper types "3" as the quantity
    And the shopper clicks "Add To Cart"
    Then the shopper's cart holds 3 items
    And no alert is shown

  Scenario: Every option must be chosen
    Given the shopper sees the "Product Page With Dropdowns" story of "Shopper/AddToCartButton"
    When the shopper clicks "Add To Cart"
    Then the shopper is told "Unable to Add Item": "Please select the Size and Color options."
    And the shopper's cart holds 0 items

  Scenario: The option still missing is named
    Given the shopper sees the "Product Page With Radio Buttons" story of "Shopper/AddToCartButton"
    When the shopper picks "Large" for "Size"
    And the shopper clicks "Add To Cart"
    Then the shopper is told "Unable to Add Item": "Please select the Color option."

  Scenario: A combination the store does not make cannot be added
    Given the shopper sees the "Unavailable Combination Chosen" story of "Shopper/AddToCartButton"
    When the shopper clicks "Add To Cart"
    Then the shopper is told "Unable to Add Item": "Sorry, that item variant is unavailable. Please select another variant."
    And the shopper's cart holds 0 items

  Scenario: A colour only sold out in the chosen size cannot be picked
    Given the shopper sees the "Product Page With Dropdowns" story of "Shopper/AddToCartButton"
    When the shopper picks "Medium" for "Size"
    Then the "Color" list offers "Navy (sold out)" but it cannot be picked

  Scenario: The shopper cannot add more than the store has
    Given the shopper sees the "Product Page With Dropdowns" story of "Shopper/AddToCartButton"
    When the shopper picks "Large" for "Size"
    And the shopper picks "Sand" for "Color"
    And the shopper types "3" as the quantity
    And the shopper clicks "Add To Cart"
    Then the shopper is told "Unable to Add Item": "Sorry, we do not have enough of that item available."
    And the shopper's cart holds 0 items

  Scenario Outline: A quantity that is not a whole number from 1 to 9999 is never sent
    Given the shopper sees the "Product Page With Dropdowns" story of "Shopper/AddToCartButton"
    When the shopper picks "Large" for "Size"
    And the shopper picks "Navy" for "Color"
    And the shopper types "<typed>" as the quantity
    Then the page shows "<message>"
    When the shopper clicks "Add To Cart"
    Then the shopper is told "Unable to Add Item": "<message>"
    And the shopper's cart holds 0 items

    Examples:
      | typed | message                                         |
      | two   | Quantity must be a number.                      |
      | 1.5   | Quantity must be a whole number from 1 to 9999. |
      | 0     | Quantity must be a whole number from 1 to 9999. |
      | 10000 | Quantity must be a whole number from 1 to 9999. |

  Scenario: A gift card needs a value
    Given the shopper sees the "Gift Card Page" story of "Shopper/AddToCartButton"
    When the shopper clicks "Add To Cart"
    Then the shopper is told "Unable to purchase Gift Card": "Select a denomination for the Gift Card"
    And the shopper's cart holds 0 items

  Scenario: A gift card with its value chosen is added
    Given the shopper sees the "Gift Card Page" story of "Shopper/AddToCartButton"
    When the shopper picks "$50.00" for "Value"
    And the shopper clicks "Add To Cart"
    Then the shopper's cart holds 1 item
    And no alert is shown

  Scenario: A subscription goes to the subscription page with its cart token
    Given the shopper sees the "Subscription Ready" story of "Shopper/AddToCartButton"
    When the shopper clicks "Subscribe"
    Then the shopper is taken to the subscription page with the token of their new subscription cart
    And the shopper's cart holds 0 items

  Scenario: Express checkout puts the item in the cart and goes straight to checkout; a page that stays has its button ready again
    Given the shopper sees the "Express Checkout Ready" story of "Shopper/AddToCartButton"
    When the shopper clicks "Add To Cart"
    Then the shopper is taken to "/checkout"
    And the shopper's cart holds 1 item
    # The story's page stays where it is, as in a single-page app, so the button is ready again.
    And the add-to-cart button reads "Add To Cart"

  Scenario: Express checkout that cannot go ahead says the item cannot be purchased
    Given the store backend is "out-of-stock"
    And the shopper sees the "Express Checkout Ready" story of "Shopper/AddToCartButton"
    When the shopper clicks "Add To Cart"
    Then the shopper is told "Unable to Purchase Item": "Sorry, we do not have enough of that item available."
    And the shopper stays on the page

  @clock
  Scenario Outline: When the store cannot take the item, the shopper is told why and can try again a second later
    Given the store backend is "<backend>"
    And the shopper sees the "Idle" story of "Shopper/AddToCartButton"
    When the shopper clicks "Add To Cart"
    Then the shopper is told "Unable to Add Item": "<message>"
    When 1 second passes
    Then the add-to-cart button reads "Add To Cart"

    Examples:
      | backend         | message                                                         |
      | rate-limited    | Please try again in a few seconds.                              |
      | session-expired | Your session has expired. Please reload the page and try again. |
      | offline         | Please check your internet connection.                          |
      | server-error    | Please try again.                                               |
      | out-of-stock    | Sorry, we do not have enough of that item available.            |

  @clock
  Scenario: On a listing, a product with options asks the shopper to select an option first
    Given the shopper sees the "Listing With Options" story of "Shopper/AddToCartButton"
    When the shopper clicks "Add To Cart"
    Then the add-to-cart button reads "Select Option"
    And no alert is shown
    When 2 seconds pass
    Then the add-to-cart button reads "Add To Cart"
    And the shopper's cart holds 0 items

  Scenario: A sold-out product cannot be added
    Given the shopper sees the "Listing Sold Out" story of "Shopper/AddToCartButton"
    Then the add-to-cart button reads "Sold Out"
    And the add-to-cart button cannot be pressed
