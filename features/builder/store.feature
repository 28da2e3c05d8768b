Feature: Creating a store
  The site owner names a new store and sees its address at once: made from the title (or from the
  fallback title when the title gives fewer than 3 characters), with -1, -2 … when the site already
  uses it. Creating it makes the store collection, then its root category, then, when asked, puts
  it at the front of the main navigation. Each step shows how it is going. When a step fails, the
  owner is told which one, keeps what was typed, and a retry picks up at that step: nothing is made
  twice. (Spec: rendering spec, states "Store creation order", validation rules "Store url id", calls, error catalogue.)

  Scenario: A new store is created end to end and comes first in the main navigation
    Given the shopper sees the "Store And Navigation" story of "Builder/StoreCreationWizard"
    When the site owner renames the new store "Summer Prints"
    Then the new store's address reads "/summer-prints"
    When the site owner creates the store
    Then the page shows "Your store Summer Prints is ready"
    And every store creation step is done
    And "Summer Prints" is the first item of the main navigation in the navigation editor
    And exactly 1 store collection was asked for
    And the navigation sent put the new store first

  Scenario: An address the site already uses gets a number
    Given the shopper sees the "Empty" story of "Builder/StoreCreationWizard"
    When the site owner renames the new store "Shop"
    Then the new store's address reads "/shop-1"

  Scenario: A failure mid-way, then a retry that creates nothing twice
    Given the store backend is "store-root-category-failure-once"
    And the shopper sees the "Empty" story of "Builder/StoreCreationWizard"
    When the site owner renames the new store "Prints"
    And the site owner creates the store
    Then the page shows "This step failed: Create its root category"
    And the new store's title still reads "Prints"
    When the shopper clicks "Retry"
    Then the page shows "Your store Prints is ready"
    And exactly 1 store collection was asked for
    And the root category was asked for 2 times, both under the one new collection

  Scenario: A site without a main navigation
    Given the store backend is "layout-without-navigation"
    And the shopper sees the "Empty" story of "Builder/StoreCreationWizard"
    When the site owner renames the new store "Prints"
    And the site owner creates the store
    Then the page shows "Unable to find site main navigation"
