Feature: A page form the store could not take
  When the store cannot take a form, the visitor reads why in the store's words, above the button;
  a note above the form says to scroll down to it and one below says to scroll up, and everything
  they typed is still there for another try. (Spec: shopper spec, states step 6, error catalogue "Form submission".)

  Scenario Outline: <what>
    Given the store backend is "<backend>"
    And the shopper sees the "Contact Form" story of "Forms/Form"
    When the visitor fills in the contact form
    And the shopper clicks "Submit"
    Then the page form says "<message>"
    And the page form says "Your form has encountered a problem. Please scroll down to review." above it and "Your form has encountered a problem. Please scroll up to review." below it
    And the page form's button can be pressed
    And everything typed into the contact form is still there

    Examples:
      | what                                           | backend               | message                                                                         |
      | Not allowed to send (401)                      | form-unauthorized     | Unable to submit form. Please try again later.                                  |
      | The form is not set up (404)                   | form-not-configured   | This form has not been configured yet.                                          |
      | Too many forms sent (429)                      | rate-limited          | Unable to submit form. Submission rate limit exceeded. Please try again later.  |
      | The store failed (500)                         | server-error          | Unable to send form. Please try again later.                                    |
      | The store says why (400 with its own text)     | form-error-text       | This form is no longer accepting submissions.                                   |
      | The store does not say why (400)               | form-unknown-error    | Unknown error, please try again later.                                          |
      | No form key could be had                       | form-key-failure      | Could not get a form submission key, please try again later.                    |
      | The store could not read the fields            | form-parse-failure    | Could not parse the form fields, please check your entries.                     |
      | No answer to the form                          | form-processing-error | Error processing form submission. Please reload and try again.                  |
