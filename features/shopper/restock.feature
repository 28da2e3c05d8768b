Feature: Asking to be told when a sold-out product is back in stock
  On a sold-out product the shopper leaves their email to be told when it is back. The email must
  be an email address. When the site protects its forms with a CAPTCHA, the shopper completes it
  before the request is sent; if the request fails, the CAPTCHA starts over and what they typed
  stays, so they can simply try again.
  (Spec: rendering spec, calls "restock form"; shopper spec, states "Form submission" steps 3 and 6, "Captcha";
  validation rules "Captcha", "Other interface messages"; error catalogue "Captcha".)

  Scenario: The email is required
    Given the shopper sees the "With Captcha" story of "Shopper/RestockForm"
    When the shopper solves the restock form's captcha
    And the shopper clicks "Notify Me"
    Then the restock form's email field says "Please enter a valid email"
    And the restock form is still waiting for an email

  Scenario: An address that is not an email is refused
    Given the shopper sees the "With Captcha" story of "Shopper/RestockForm"
    When the shopper enters "ada@example" as the email for the restock alert
    And the shopper solves the restock form's captcha
    And the shopper clicks "Notify Me"
    Then the restock form's email field says "Please enter a valid email"
    And the restock form is still waiting for an email

  Scenario: The CAPTCHA must be completed before the request is sent
    Given the shopper sees the "With Captcha" story of "Shopper/RestockForm"
    When the shopper enters "ada@example.com" as the email for the restock alert
    And the shopper clicks "Notify Me"
    Then the restock form's captcha says "Complete CAPTCHA before submitting."
    And the restock form is still waiting for an email

  Scenario: With the CAPTCHA solved the shopper is signed up
    Given the shopper sees the "With Captcha" story of "Shopper/RestockForm"
    When the shopper enters "ada@example.com" as the email for the restock alert
    And the shopper solves the restock form's captcha
    And the shopper clicks "Notify Me"
    Then the restock form thanks the shopper with "Thanks! We'll email you when it's back in stock."

  Scenario: After a failed request the CAPTCHA starts over and the email is kept
    Given the store backend is "session-expired"
    And the shopper sees the "With Captcha" story of "Shopper/RestockForm"
    When the shopper enters "ada@example.com" as the email for the restock alert
    And the shopper solves the restock form's captcha
    And the shopper clicks "Notify Me"
    Then the shopper is told "Unable to sign up": "Your session has expired. Please reload the page and try again."
    And the restock form's captcha is no longer solved
    And the restock form still holds the email "ada@example.com"

  Scenario: A sold-out product page asks for the CAPTCHA with the restock form
    Given the shopper sees the "Sold Out With Mailing List And Captcha" story of "Shopper/ProductDetail"
    Then the restock form's captcha is ready to be solved
