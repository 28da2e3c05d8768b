Feature: Events
  An events page lists a site's events in the site's own time zone. An event that starts and ends on
  the same day shows that day once, with the time it starts and the time it ends; the time zone's name
  shows beside each time, so a change of the clocks during the event is plain to see. Every event has
  a link that adds it to the visitor's Google Calendar with its title, its start and end, and its
  address. The page lists either the upcoming events, soonest first, or the past ones, latest first,
  as the site owner chose; or it shows a month calendar that the visitor can move through with the
  keyboard alone.
  (Spec: rendering spec, entities content items, states "Comments and events", constants and limits default time zone.)

  Scenario: A same-day event shows its day and its time range, across the change to summer time
    Given the shopper sees the "Across Daylight Saving Change" story of "Content/EventItem"
    Then the event "Night Market Through the Clock Change" is on "Sunday, March 8, 2026, 1:00 AM EST – 5:00 AM EDT"
    And the event's calendar link adds "Night Market Through the Clock Change" from "20260308T060000Z" to "20260308T090000Z"
    And the event's calendar link gives the place as "Pier 17,89 South Street,United States"

  Scenario: An event over several days shows a range of dates
    Given the shopper sees the "Multi Day" story of "Content/EventItem"
    Then the event "Spring Ceramics Fair" is on "Fri, Mar 20, 2026, 6:00 PM EDT – Sun, Mar 22, 2026, 5:00 PM EDT"

  Scenario: The same event is one afternoon for a site in Auckland
    Given the shopper sees the "Far Time Zone" story of "Content/EventItem"
    Then the event "Harbour Throwing Workshop" is on "Tuesday, March 10, 2026, 2:00 PM GMT+13 – 5:00 PM GMT+13"

  Scenario: The upcoming events, soonest first, including the one happening now
    Given the shopper sees the "Upcoming" story of "Content/EventList"
    Then the events listed are, in order:
      | Saturday Clay Club                    |
      | Night Market Through the Clock Change |
      | Open Studio Evening                   |
      | Online Glaze Talk                     |
      | Spring Ceramics Fair                  |

  Scenario: The past events, latest first
    Given the shopper sees the "Past" story of "Content/EventList"
    Then the events listed are, in order:
      | Winter Kiln Opening   |
      | New Year Seconds Sale |

  Scenario: No upcoming event is said in plain words
    Given the shopper sees the "Empty Upcoming" story of "Content/EventList"
    Then the page shows "There are no upcoming events."

  Scenario: The month calendar moves by day, by week and by month from the keyboard
    Given the shopper sees the "Month With Events" story of "Content/EventCalendar"
    Then the events calendar shows "March 2026" with "Saturday, March 7, 2026" selected
    When the visitor presses the right arrow key in the events calendar
    Then the events calendar shows "March 2026" with "Sunday, March 8, 2026" selected
    And the page shows "Events on Sunday, March 8, 2026"
    When the visitor presses the down arrow key in the events calendar
    And the visitor presses End in the events calendar
    Then the events calendar shows "March 2026" with "Saturday, March 21, 2026" selected
    And the page shows "Events on Saturday, March 21, 2026"
    When the visitor presses Page Down in the events calendar
    Then the events calendar shows "April 2026" with "Tuesday, April 21, 2026" selected
    And the page shows "No events on this day."
    When the visitor presses Home in the events calendar
    Then the events calendar shows "April 2026" with "Sunday, April 19, 2026" selected
