Feature: Sending a contact form with the keyboard alone
  A visitor who does not use a mouse moves through the contact form with Tab, types into each box,
  and sends it with Enter. (Spec: shopper spec, screens "Forms", states "Form submission".)

  Scenario: Tab through the contact form, type, and send it with Enter
    Given the shopper sees the "Contact Form" story of "Forms/Form"
    When the visitor fills in and sends the contact form using only the keyboard
    Then the page form is replaced by "Thank you! We will be in touch within two working days."
