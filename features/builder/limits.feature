Feature: The builder's limits
  Each thing a site owner fills has a limit: 60 blocks in a layout, 60 tracks in an album, 250 items
  in a collection ordered by hand, 200 products in a collection, 10,000 nested categories, 20
  photo-sharing galleries of 50 photos. An editor says how much of its limit is used, takes additions
  up to the limit, and once full stops taking them and says why. (Spec: rendering spec, constants and
  limits.)

  Scenario: A layout takes blocks up to its 60th, then says why no more fit
    Given the shopper sees the "Two Blocks Left" story of "Builder/LimitNotice"
    Then the page shows "58 of 60"
    When the shopper clicks "Add block"
    Then the page shows "59 of 60"
    And the page does not show "A layout can hold up to 60 blocks. Remove a block to add another."
    When the shopper clicks "Add block"
    Then the page shows "60 of 60"
    And the page shows "A layout can hold up to 60 blocks. Remove a block to add another."

  Scenario: A full store of nested categories says so
    Given the shopper sees the "Categories Full" story of "Builder/LimitNotice"
    Then the page shows "10,000 of 10,000"
    And the page shows "A store can hold up to 10,000 nested categories. Remove a category to add another."

  Scenario: A full photo-sharing integration says so
    Given the shopper sees the "Photo Galleries Full" story of "Builder/LimitNotice"
    Then the page shows "You can connect up to 20 photo-sharing galleries. Remove one to add another."
