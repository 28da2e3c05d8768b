Feature: Site settings - languages, site styles and address lookup
  The site owner keeps the site's languages: removing one asks first, and only a confirmed removal
  takes it off the list. The site styles editor shows the palette applied in a preview as the owner
  changes a colour, and Reset brings back the saved colours. An address field suggests places as the
  owner types; the owner picks one with the keyboard and the address is filled in, its details asked
  for with the page's tracking context.
  (Spec: rendering spec, entities "Multilingual", "Site aesthetics dirty paths", states "Tweak events", calls;
  shopper spec, calls address lookup.)

  Scenario: Remove a language after confirming
    Given the shopper sees the "Loaded" story of "Builder/LanguagesEditor"
    When the site owner removes the language "Français"
    And the site owner answers "Remove" to the language question
    Then the site languages are "English, Deutsch"

  Scenario: Cancelling the removal keeps the language
    Given the shopper sees the "Loaded" story of "Builder/LanguagesEditor"
    When the site owner removes the language "Français"
    And the site owner answers "Cancel" to the language question
    Then the site languages are "English, Français, Deutsch"

  Scenario: Change a colour, see it in the preview, then reset
    Given the shopper sees the "Loaded" story of "Builder/SiteStylesEditor"
    When the site owner sets the palette colour "Accent colour" to "#FF0000"
    Then the site styles preview button is "rgb(255, 0, 0)"
    And the page shows "Unsaved changes"
    When the shopper clicks "Reset"
    Then the site styles preview button is "rgb(0, 87, 184)"
    And the page does not show "Unsaved changes"

  Scenario: The address lookup suggests places and fills the address by keyboard
    Given the shopper sees the "Empty" story of "Forms/AddressLookup"
    When the site owner types "Broadway" in the address lookup
    Then the address lookup suggests "1633 Broadway, New York, NY 10019, USA"
    When the site owner picks the first address suggestion with the keyboard
    Then the address lookup shows "1633 Broadway, New York, NY 10019, USA"
    And the place details were asked for with a tracking context
