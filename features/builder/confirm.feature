Feature: Confirm and cancel
  Before the builder does something that cannot be undone (removing a page, disconnecting a
  service), it asks the site owner first. The question names what will happen; the owner confirms
  or cancels. Cancel, the Escape key or a click beside the question all mean "no": nothing changes
  and the owner is back where they were, on the button they pressed. Only a confirmed question goes
  ahead. A destructive question starts on the safe choice, Cancel.
  (Library behaviour of the builder's editors; the spec's generic-context rule, rendering spec, error catalogue, guards it.)

  Background:
    Given the shopper sees the "Page List To Edit" story of "Builder/ConfirmModal"

  Scenario: Cancelling keeps the page and returns to the button pressed
    When the site owner asks to remove the page "About"
    Then the builder asks "Remove About?" before going ahead
    And the safe choice "Cancel" is ready to press
    When the shopper clicks "Cancel"
    Then the builder's question is closed
    And the page "About" is still in the page list
    And the owner is back on the remove button of "About"

  Scenario: Escape means no
    When the site owner asks to remove the page "Contact"
    Then the builder asks "Remove Contact?" before going ahead
    When the site owner presses Escape on the question
    Then the builder's question is closed
    And the page "Contact" is still in the page list

  Scenario: Confirming removes the page
    When the site owner asks to remove the page "About"
    And the shopper clicks "Remove"
    Then the builder's question is closed
    And the page "About" is no longer in the page list
    And the page "Home" is still in the page list
