Feature: The character counter of a message box
  A message box with a limit shows how many characters it holds against the limit, "n / max", and
  is flagged once the visitor goes over; a message over the limit is not sent.
  (Spec: shopper spec, screens "Forms", validation rules "Forms".)

  Scenario: The counter follows the typing and is flagged over the limit
    Given the shopper sees the "Contact Form" story of "Forms/Form"
    Then the page form's counter reads "0 / 500"
    When the visitor types 500 characters into the page form's "Message" box
    Then the page form's counter reads "500 / 500"
    And the page form's counter is not flagged
    When the visitor types 501 characters into the page form's "Message" box
    Then the page form's counter reads "501 / 500"
    And the page form's counter is flagged over the limit

  Scenario: A message over the limit is not sent
    Given the shopper sees the "Contact Form" story of "Forms/Form"
    When the visitor fills in the contact form
    And the visitor types 501 characters into the page form's "Message" box
    And the shopper clicks "Submit"
    Then the page form field "Message" says "You have exceeded the character limit." below it
    And the page form is not sent
