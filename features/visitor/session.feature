Feature: A site member signs in and out
  A member of the site signs in with their email and password, and may ask to be remembered. Once
  signed in, the site sends the security token it was given with every later request. When signing
  in fails, the member is told why in plain words — a wrong password, too many tries, no connection,
  an expired session, cookies switched off — and what they typed stays, except a refused password.
  Signing out is tried a second time when the site says the session's security check failed.
  (Spec: shopper spec, entities "Site user session", roles, calls the session calls, error catalogue "Session and network".)

  Scenario: The member signs in from the account menu and can then sign out
    Given the shopper sees the "Signed Out" story of "Account/AccountMenu"
    When the member opens the sign-in dialog
    And the member asks to be remembered
    And the member signs in as "ada@example.com" with the password "correct horse battery"
    Then the member is signed in
    And the sign-in sent "ada@example.com" and asked to be remembered
    When the member signs out
    Then the visitor is signed out
    And the sign-out was sent once, with the security token the sign-in answered, keeping no cart

  Scenario: Both fields are needed before anything is sent
    Given the shopper sees the "Idle" story of "Account/SignInForm"
    When the shopper clicks "Sign in"
    Then the sign-in form says "One or more fields is invalid, please check your entries."
    And no sign-in was sent

  Scenario: A wrong password is refused and emptied, the email stays
    Given the shopper sees the "Idle" story of "Account/SignInForm"
    When the member signs in as "ada@example.com" with the password "not my password"
    Then the sign-in form says "Unable to sign in. The email or password is incorrect."
    And the sign-in form still holds the email "ada@example.com"
    And the sign-in form's password is empty

  Scenario Outline: A failed sign-in says why and keeps what was typed
    Given the store backend is "<backend>"
    And the shopper sees the "Idle" story of "Account/SignInForm"
    When the member signs in as "ada@example.com" with the password "correct horse battery"
    Then the sign-in form says "<message>"
    And the sign-in form still holds the email "ada@example.com"
    And the sign-in form still holds the password "correct horse battery"

    Examples:
      | backend         | message                                                          |
      | rate-limited    | Please try again in a few seconds.                               |
      | offline         | Please check your internet connection.                           |
      | session-expired | Your session has expired. Please reload the page and try again. |

  Scenario: A browser with cookies switched off is asked to enable them
    Given the store backend is "session-expired"
    And the shopper sees the "Cookieless Browser" story of "Account/SignInForm"
    When the member signs in as "ada@example.com" with the password "correct horse battery"
    Then the sign-in form says "Please enable cookies in your browser, reload the page, and try again."

  Scenario: A sign-out refused by the session check is tried once more
    Given the store backend is "sign-out-crumb-fail-once"
    And the shopper sees the "Signed Out" story of "Account/AccountMenu"
    When the member opens the sign-in dialog
    And the member signs in as "ada@example.com" with the password "correct horse battery"
    And the member signs out
    Then the visitor is signed out
    And the sign-out was sent 2 times

  Scenario: A sign-out that keeps failing leaves the member signed in and says why
    Given the store backend is "session-expired"
    And the shopper sees the "Signed In" story of "Account/AccountMenu"
    When the member signs out
    Then the account menu says "Your session has expired. Please reload the page and try again."
    And the member is signed in
    And the sign-out was sent 2 times

  Scenario: After signing in, the member's language follows the site's
    Given the shopper sees the "Member sign-in" story of "Pages/Member sign-in"
    When the member signs in as "ada@example.com" with the password "correct horse battery"
    Then the member is signed in
    And the member's language was set to "fr-FR"

  Scenario: A site language with a made-up code is not sent as the member's language
    Given the shopper sees the "Custom Coded Language" story of "Pages/Member sign-in"
    When the member signs in as "ada@example.com" with the password "correct horse battery"
    Then the member is signed in
    And no member language was sent
