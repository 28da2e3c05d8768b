Feature: A product's own questions, asked when it is added from a listing or a quick view
  Some products carry a form of the merchant's own: the Leather Travel Kit asks for the initials and
  the thread of its monogram. Added from a collection page or from a quick view, such a product first
  shows its form in a window over the page, and goes into the cart with the shopper's answers only once
  the form is sent. Closing the form adds nothing, and the shopper is back on the button they pressed.
  When the form cannot be had, or the store refuses the item, the shopper is told so and keeps what
  they typed. (Spec: shopper spec, screens "Additional-fields form", calls the cart's entries, error catalogue "Cart strings".)

  Scenario: Added from its card, a product with a form asks it first, then goes in with the answers
    Given the shopper sees the "Collection page" story of "Pages/Collection page"
    When the shopper clicks "Add To Cart" on the "Leather Travel Kit" card
    Then the "Monogram" form is shown for "Leather Travel Kit"
    And the shopper's cart holds 0 items
    When the shopper answers "Initials" with "ADA" in the form
    And the shopper answers "Thread" with "Gold" in the form
    And the shopper sends the form
    Then the form is closed
    And the cart indicator badge reads "1"
    And "Leather Travel Kit" is in the cart with the answers "ADA, Gold"
    And the keyboard focus is back on the "Leather Travel Kit" card's button

  Scenario: Closing the form adds nothing
    Given the shopper sees the "Collection page" story of "Pages/Collection page"
    When the shopper clicks "Add To Cart" on the "Leather Travel Kit" card
    And the shopper answers "Initials" with "AL" in the form
    And the shopper closes the form with the Escape key
    Then the form is closed
    And the shopper's cart holds 0 items
    And the keyboard focus is back on the "Leather Travel Kit" card's button

  Scenario: The form's required questions must be answered before anything goes in
    Given the shopper sees the "Collection page" story of "Pages/Collection page"
    When the shopper clicks "Add To Cart" on the "Leather Travel Kit" card
    And the shopper sends the form
    Then the form's "Initials" says "Required"
    And the shopper's cart holds 0 items

  Scenario: From the quick view the form opens over it, and the quick view stays open
    Given the shopper sees the "Collection page" story of "Pages/Collection page"
    When the shopper opens the quick view of "Leather Travel Kit"
    And the shopper adds the product to the cart from the quick view
    Then the "Monogram" form is shown for "Leather Travel Kit"
    When the shopper answers "Initials" with "ADA" in the form
    And the shopper answers "Thread" with "Silver" in the form
    And the shopper sends the form
    Then the form is closed
    And the quick view shows "Leather Travel Kit"
    And "Leather Travel Kit" is in the cart with the answers "ADA, Silver"
    And the added-to-cart popover is shown inside the quick view

  Scenario: When the store refuses the item, the shopper is told why and keeps the answers
    Given the store backend is "out-of-stock"
    And the shopper sees the "Collection page" story of "Pages/Collection page"
    When the shopper clicks "Add To Cart" on the "Leather Travel Kit" card
    And the shopper answers "Initials" with "ADA" in the form
    And the shopper answers "Thread" with "Gold" in the form
    And the shopper sends the form
    Then in the form the shopper is told "Unable to add item": "Sorry, we do not have enough of that item available."
    And the form still holds "ADA" in "Initials"
    And the shopper's cart holds 0 items

  Scenario: A form that cannot be had says so, and Retry brings it
    Given the shopper sees the "Forms Unavailable At First" story of "Shopper/AdditionalFieldsFormsProvider"
    When the shopper clicks "Add To Cart" on the "Leather Travel Kit" card
    Then in the form the shopper is told "Unable to open form": "Please try again."
    And the shopper's cart holds 0 items
    When the shopper clicks "Retry"
    Then the "Monogram" form is shown for "Leather Travel Kit"
