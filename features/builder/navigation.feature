Feature: Editing the site navigation
  The site owner arranges the site's navigations: collections, external links and member areas,
  nested under one another. Items are reordered by dragging or with the keyboard alone, nested and
  un-nested with Indent and Outdent, and saved in one go. A failed save keeps every change. Moving
  away from unsaved changes asks first, and so does removing an item. An item leads to a collection or
  member area the owner picks by its title. (Spec: rendering spec, entities "Navigation", calls GetSiteLayout and
  UpdateNavigation, error catalogue.)

  Scenario: Reorder the navigation by keyboard and save
    Given the shopper sees the "Loaded" story of "Builder/NavigationEditor"
    When the site owner moves the navigation item "Shop" up with the keyboard
    And the site owner nests the navigation item "Members" with the keyboard
    And the shopper clicks "Save navigation"
    Then the navigation saved for "mainNav" lists "Shop, Home, Journal, About"
    And the navigation saved for "mainNav" nests "Our Story, Press, Members" under "About"

  Scenario: A failed save keeps every change, and Retry saves it
    Given the store backend is "navigation-update-failure-once"
    And the shopper sees the "Loaded" story of "Builder/NavigationEditor"
    When the site owner moves the navigation item "Shop" up with the keyboard
    And the shopper clicks "Save navigation"
    Then the page shows "The navigation was not saved"
    And the navigation editor lists "Shop, Home, Journal, About, Our Story, Press, Members"
    When the shopper clicks "Retry"
    Then the navigation saved for "mainNav" lists "Shop, Home, Journal, About, Members"

  Scenario: Reloading with unsaved changes asks first
    Given the shopper sees the "Loaded" story of "Builder/NavigationEditor"
    When the site owner moves the navigation item "Shop" up with the keyboard
    And the shopper clicks "Reload"
    Then the page shows "Discard your changes?"
    When the shopper clicks "Keep editing"
    Then the navigation editor lists "Shop, Home, Journal, About, Our Story, Press, Members"

  Scenario: Removing an item asks first, naming what is nested under it
    Given the shopper sees the "Loaded" story of "Builder/NavigationEditor"
    When the shopper clicks "Remove: About"
    Then the builder asks "Remove About?" before going ahead
    And the page shows "The item and the items nested under it (Our Story, Press) are removed from the navigation when you save."
    And the safe choice "Cancel" is ready to press
    When the site owner presses Escape on the question
    Then the navigation editor lists "Home, Shop, Journal, About, Our Story, Press, Members"
    When the shopper clicks "Remove: About"
    And the shopper clicks "Remove"
    Then the navigation editor lists "Home, Shop, Journal, Members"

  Scenario: An item leads to a collection picked by its title
    Given the shopper sees the "Loaded" story of "Builder/NavigationEditor"
    When the shopper clicks "Add item"
    And the site owner titles the new navigation item "Lookbook" leading to the collection "Lookbook"
    And the shopper clicks "Save navigation"
    Then the navigation saved for "mainNav" leads "Lookbook" to the collection "col-lookbook"

  Scenario: The layout cannot be read
    Given the store backend is "server-error"
    And the shopper sees the "Loaded" story of "Builder/NavigationEditor"
    Then the page shows "Unable to load. Try again."

  Scenario: A site whose layout has no navigation is told so, and offered nothing it cannot save
    Given the store backend is "layout-without-navigation"
    And the shopper sees the "Loaded" story of "Builder/NavigationEditor"
    Then the page shows "Unable to find site main navigation"
    And the navigation editor offers neither "Add item" nor "Save navigation"
    And the page does not show "This navigation has no items yet."
