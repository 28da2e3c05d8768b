Feature: Reporting the page's errors
  When something on a page breaks, the page tells the error service (RecordJavascriptErrors) what broke,
  where, and on which site and template. Errors are sent together one second after the last one, at most
  20 per page, with the visitor's crumb as the CSRF header. The visitor never sees any of this.
  (Spec: shopper spec, calls "RecordJavascriptErrors", error catalogue "Error reporting", constants and limits "Error reports".)

  @clock
  Scenario: An error is reported one second after it happened, with the CSRF header
    Given the shopper sees the "Quiet" story of "Visitor/Telemetry"
    And the visitor's browser holds the crumb "crumb-feature-7"
    When a script on the page throws "The size guide script failed."
    Then no error report has been sent
    When 1 second passes
    Then 1 error report was sent in 1 request
    And the error reports say "The size guide script failed." on website "site-vitrine"
    And every error report request carried the crumb "crumb-feature-7" as its CSRF header

  @clock
  Scenario: A burst of errors is sent together
    Given the shopper sees the "Quiet" story of "Visitor/Telemetry"
    When a promise on the page is rejected and nobody catches it
    And a promise on the page is rejected and nobody catches it
    And a script on the page throws "The size guide script failed."
    Then no error report has been sent
    When 1 second passes
    Then 3 error reports were sent in 1 request

  @clock
  Scenario: At most 20 errors are reported per page
    Given the shopper sees the "Quiet" story of "Visitor/Telemetry"
    When a promise on the page is rejected 12 times and nobody catches it
    And 1 second passes
    And a promise on the page is rejected 12 times and nobody catches it
    And 1 second passes
    And a promise on the page is rejected 12 times and nobody catches it
    And 1 second passes
    Then 20 error reports were sent in 2 requests

  Scenario: A part of the page that fails to draw is reported
    Given the shopper sees the "Quiet" story of "Visitor/Telemetry"
    When the shopper clicks "Break a product card"
    Then the page shows "Something went wrong"
    And the error reports say "The product card could not be drawn." on website "site-vitrine"
