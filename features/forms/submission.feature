Feature: Sending a page form
  A visitor sends a contact or newsletter form on a page. The form is locked while it is on its way
  and the button reads "Submitting…"; fields the form itself can check are checked first, then the
  captcha, and only then is the form sent. Once the store has it, the form's thank-you text takes its
  place. When something is wrong, the visitor is told where, and nothing they typed is lost.
  (Spec: shopper spec, states "Form submission", validation rules "Forms", error catalogue.)

  @clock
  Scenario: The form is locked and reads "Submitting…" until the store has it, then thanks the visitor
    Given the store backend is "slow"
    And the shopper sees the "Contact Form" story of "Forms/Form"
    When the visitor fills in the contact form
    And the shopper clicks "Submit"
    Then the page form's button reads "Submitting…"
    And the page form's fields are locked
    When 2 seconds pass
    And 2 seconds pass
    And 2 seconds pass
    Then the page form is replaced by "Thank you! We will be in touch within two working days."

  Scenario: Missing and invalid fields stop the form before anything is sent
    Given the shopper sees the "Contact Form" story of "Forms/Form"
    When the shopper clicks "Submit"
    Then the page form says "One or more fields is invalid, please check your entries."
    And the page form field "Name" says "Required" below it
    And the page form field "Email" says "Required" below it
    And the page form field "Message" says "Required" below it
    And the page form says "Your form has encountered a problem. Please scroll down to review." above it and "Your form has encountered a problem. Please scroll up to review." below it
    And the page form is not sent

  Scenario: The store's own checks flag fields, each message below its field
    Given the store backend is "field-errors"
    And the shopper sees the "Contact Form" story of "Forms/Form"
    When the visitor fills in the contact form
    And the shopper clicks "Submit"
    Then the page form says "One or more fields is invalid, please check your entries."
    And the page form field "Message" says "Required" below it
    And everything typed into the contact form is still there

  Scenario: A form with a captcha is not sent until the captcha is complete
    Given the shopper sees the "With Captcha" story of "Forms/Form"
    When the visitor fills in the contact form
    And the shopper clicks "Submit"
    Then the page form's captcha says "Complete CAPTCHA before submitting."
    And the page form is not sent
    And everything typed into the contact form is still there

  Scenario: With the captcha solved the form is sent
    Given the shopper sees the "With Captcha" story of "Forms/Form"
    When the visitor fills in the contact form
    And the visitor solves the page form's captcha
    And the shopper clicks "Submit"
    Then the page form is replaced by "Thank you! We will be in touch within two working days."

  Scenario: After a failure the captcha starts over and the button waits for it to be solved again
    Given the store backend is "form-unknown-error"
    And the shopper sees the "With Captcha" story of "Forms/Form"
    When the visitor fills in the contact form
    And the visitor solves the page form's captcha
    And the shopper clicks "Submit"
    Then the page form says "Unknown error, please try again later."
    And the page form's captcha is no longer solved
    And the page form's button cannot be pressed
    When the visitor solves the page form's captcha
    Then the page form's button can be pressed
    And everything typed into the contact form is still there
