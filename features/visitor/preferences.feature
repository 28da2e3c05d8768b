Feature: Commerce preferences shared by the parts of a page
  A page may show several panels that read and change the same group of the visitor's store
  preferences — here the currency prices are shown in, and the units sizes are measured in. The
  page reads the group once, however many panels show it; a change saved in one panel shows in the
  others; and saving values that did not change sends nothing.
  (Spec: shopper spec, entities "Commerce preferences", states "Data fetches", calls; rendering spec, states.)

  Scenario: Two panels read the preferences once
    Given the shopper sees the "Shared Between Two Panels" story of "Account/Commerce preferences"
    Then the "Units" preference panel shows "Currency: USD"
    And the "Currency display" preference panel shows "Units: metric"
    And the "storefront-display" preferences were read once

  Scenario: A change saved in one panel shows in the other
    Given the shopper sees the "Shared Between Two Panels" story of "Account/Commerce preferences"
    When the shopper chooses "EUR" for "Show prices in" in the "Currency display" preference panel
    And the shopper saves the "Currency display" preference panel
    Then the "Units" preference panel shows "Currency: EUR"
    And the "storefront-display" preferences were saved as:
      """
      {"displayCurrency":"EUR","measurementUnits":"metric"}
      """

  Scenario: Saving what did not change sends nothing
    Given the shopper sees the "Shared Between Two Panels" story of "Account/Commerce preferences"
    When the shopper saves the "Units" preference panel
    Then the "Units" preference panel shows "Nothing changed, so nothing was sent."
    And no preferences were saved

  Scenario: A failed save is shown where it was made
    Given the store backend is "preferences-save-failure"
    And the shopper sees the "Shared Between Two Panels" story of "Account/Commerce preferences"
    When the shopper chooses "imperial" for "Measure in" in the "Units" preference panel
    And the shopper saves the "Units" preference panel
    Then the "Units" preference panel shows "Preferences could not be saved"
    And the "Currency display" preference panel shows "Units: metric"
