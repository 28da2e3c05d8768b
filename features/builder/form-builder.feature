Feature: Building a form
  The site owner builds a page's form from fields: adds them, names them, puts them in order (with
  the mouse, or with the keyboard alone) and sets what each kind of field offers. The page shows the
  form as it is built, and a visitor can send it at once. The builder says what is wrong with where
  the submissions go, in the product's words, and keeps everything the owner typed, also when the
  owner's mailing lists cannot be read.
  (Spec: rendering spec, entities form builder, validation rules builder messages, error catalogue builder messages.)

  Scenario: The site owner builds a contact form and a visitor sends it from the page
    Given the shopper sees the "Form builder" story of "Pages/Builder/Form builder"
    When the site owner adds an "Email" field to the form
    And the site owner adds a "Name" field to the form
    And the site owner adds a "Text area" field to the form
    And the site owner renames the form field "Text area" to "Message"
    And the site owner moves the form field "Name" up 1 place with the keyboard
    Then the form builder lists the fields "Name, Email, Message"
    When the visitor fills in the built form as "Ada" "Lovelace", "ada@example.com", "A leather notebook, please."
    And the visitor sends the built form
    Then the page shows "Thank you! The studio will write back within a day."
    And the built form's submission carried "Ada Lovelace", "ada@example.com" and "A leather notebook, please."

  Scenario: A mailing list must be chosen
    Given the shopper sees the "Mailing Lists" story of "Builder/FormBuilder/Validation"
    When the site owner chooses the mailing list "Wholesale enquiries"
    And the site owner chooses the mailing list "Choose a list"
    Then the page shows "A List must be selected"

  Scenario Outline: Email addresses for the submissions are checked, and kept as typed
    Given the shopper sees the "Mailing Lists" story of "Builder/FormBuilder/Validation"
    When the site owner sends the form's submissions to the email addresses "<addresses>"
    Then the page shows "<message>"
    And the form builder still holds the email addresses "<addresses>"

    Examples:
      | addresses                     | message                                      |
      |                               | Please enter a valid email                   |
      | owner@shop.com, sales at shop | Emails must be formatted as name@example.com |

  Scenario: The mailing lists cannot be read: the message, and what the owner typed elsewhere is kept
    Given the store backend is "mailing-lists-down"
    And the shopper sees the "Mailing Lists" story of "Builder/FormBuilder/Validation"
    Then the page shows "Unable to load. Try again."
    When the site owner sets the form's submit button label to "Send"
    And the shopper clicks "Try again"
    Then the page shows "Unable to load. Try again."
    And the form's submit button label is still "Send"

  Scenario: The site owner has no mailing list yet
    Given the store backend is "no-mailing-lists"
    And the shopper sees the "Mailing Lists" story of "Builder/FormBuilder/Validation"
    Then the page shows "You don't have any mailing lists. Please create one before continuing."

  Scenario: The mailing lists cannot be read; Try again reads them once the backend answers
    Given the store backend is "mailing-lists-fail-once"
    And the shopper sees the "Mailing Lists" story of "Builder/FormBuilder/Validation"
    Then the page shows "Unable to load. Try again."
    When the shopper clicks "Try again"
    Then the form builder offers the mailing list "Newsletter subscribers"

  Scenario: A maximum length that is not a number keeps its text and says why
    Given the shopper sees the "Vanilla Handler On" story of "Builder/FormBuilder"
    When the site owner sets the maximum length of the form field "Message" to "lots"
    Then the page shows "Enter a whole number of characters, at least 1."
    And the form field "Message" still holds the maximum length "lots"
