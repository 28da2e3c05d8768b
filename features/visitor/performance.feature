Feature: Measuring how fast pages load
  The page keeps what the browser measured of its loading (navigation timing, paints and the like) and
  sends it once, by beacon so it survives the page closing: when the visitor switches away from the page,
  or 30 seconds after it loaded, whichever comes first.
  (Spec: rendering spec, calls "Performance records", constants and limits "Performance batch flush delay".)

  Scenario: Measurements are sent when the visitor switches to another tab
    Given the shopper sees the "Quiet" story of "Visitor/Telemetry"
    Then no performance records have been sent
    When the visitor switches to another tab
    Then the page's performance records were sent once, with how the page loaded
    When the visitor comes back and switches away again
    Then the page's performance records were sent once, with how the page loaded

  @clock
  Scenario: Measurements are sent 30 seconds after the page loaded
    Given the shopper sees the "Quiet" story of "Visitor/Telemetry"
    When 25 seconds pass
    Then no performance records have been sent
    When 5 seconds pass
    Then the page's performance records were sent once, with how the page loaded
    When the visitor switches to another tab
    Then the page's performance records were sent once, with how the page loaded
