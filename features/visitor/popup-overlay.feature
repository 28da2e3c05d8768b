Feature: Newsletter popup overlay
  A site can greet visitors with its newsletter form in a popup overlay, in one of nine places on the
  screen: the four corners, the middle of each edge, or the centre. The browser remembers whether the
  visitor closed it, when, and whether they signed up, so the overlay does not nag: once signed up it
  never shows again, once closed it stays away for a week (the site can choose another period), and a
  new version of the overlay is shown to everyone again. Each time it is shown, closed or signed up to,
  the census is told. (Spec: shopper spec, entities, calls; rendering spec, entities.)

  Scenario: A first-time visitor sees the overlay, and the census hears it was shown
    Given the shopper sees the "Bottom Right" story of "Visitor/PopupOverlay"
    Then the newsletter overlay is shown in the "bottom-right" position
    And the census was told the newsletter overlay was "shown" in the "bottom-right" position

  Scenario: The centre overlay sits over the page; a corner overlay leaves the page usable
    Given the shopper sees the "Center" story of "Visitor/PopupOverlay"
    Then the newsletter overlay is shown in the "center" position
    And the page behind the newsletter overlay is out of reach
    Given the shopper sees the "Top Left" story of "Visitor/PopupOverlay"
    Then the newsletter overlay is shown in the "top-left" position
    And the page behind the newsletter overlay is still usable

  @clock
  Scenario: A site can wait half a minute before showing the overlay
    Given the shopper sees the "Delayed" story of "Visitor/PopupOverlay"
    Then the newsletter overlay is not shown
    When 20 seconds pass
    Then the newsletter overlay is not shown
    When 10 seconds pass
    Then the newsletter overlay is shown in the "center" position

  Scenario: Escape closes the overlay and the visitor is back where they were
    Given the shopper sees the "Every Visit" story of "Visitor/PopupOverlay"
    When the visitor presses Escape on the newsletter overlay
    And the visitor comes back to the page with the newsletter overlay
    Then the newsletter overlay is shown in the "center" position
    And the keyboard is inside the newsletter overlay
    When the visitor presses Escape on the newsletter overlay
    Then the newsletter overlay is not shown
    And the keyboard is back on "Visit the page again"

  Scenario: Closed, the overlay does not come back on the next visit within the week
    Given the shopper sees the "Center" story of "Visitor/PopupOverlay"
    When the visitor closes the newsletter overlay
    Then the newsletter overlay is not shown
    And the census was told the newsletter overlay was "closed" in the "center" position
    When the visitor comes back to the page with the newsletter overlay
    Then the newsletter overlay is not shown

  Scenario: Closed two days ago, the overlay stays away
    Given the shopper sees the "Closed Recently" story of "Visitor/PopupOverlay"
    Then the newsletter overlay is not shown
    And nothing was sent to the census about the newsletter overlay

  Scenario: Closed a month ago, the overlay is shown again
    Given the shopper sees the "Closed Long Ago" story of "Visitor/PopupOverlay"
    Then the newsletter overlay is shown in the "center" position

  Scenario: A new version of the overlay is shown again to a visitor who signed up to the old one
    Given the shopper sees the "New Version Shows Again" story of "Visitor/PopupOverlay"
    Then the newsletter overlay is shown in the "center" position

  Scenario: After signing up, the overlay never shows again
    Given the shopper sees the "Center" story of "Visitor/PopupOverlay"
    When the visitor signs up in the newsletter overlay with "ada@example.com"
    Then the page shows "You are on the list."
    And the census was told the newsletter overlay was "submitted" in the "center" position
    When the visitor closes the newsletter overlay
    And the visitor comes back to the page with the newsletter overlay
    Then the newsletter overlay is not shown

  Scenario: Signed up before, the overlay is not shown at all
    Given the shopper sees the "Submitted Already" story of "Visitor/PopupOverlay"
    Then the newsletter overlay is not shown
    And nothing was sent to the census about the newsletter overlay

  Scenario: When the sign-up fails, the overlay says so and stays open with the email kept
    Given the store backend is "server-error"
    And the shopper sees the "Center" story of "Visitor/PopupOverlay"
    When the visitor signs up in the newsletter overlay with "ada@example.com"
    Then the newsletter overlay says "Unable to send form. Please try again later."
    And the newsletter overlay still holds the email "ada@example.com"
