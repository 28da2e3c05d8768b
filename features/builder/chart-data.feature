Feature: Chart data
  The site owner types the numbers of a chart block into a grid: the first column names the rows,
  every other column is a series. A row or column holding values is removed only once the owner agrees. While the data is incomplete the builder says what is missing and
  keeps everything typed; while a row is part-filled the preview keeps showing the last complete data,
  as bars, lines or a pie; with nothing to chart it shows no chart.
  (rendering spec, validation rules, the dataset messages; entities, the chart block variants bar, line and pie.)

  Background:
    Given the shopper sees the "One Month" story of "Builder/ChartDataEditor"

  Scenario: A row with an empty cell is missing data, and the typed cells stay
    When the site owner adds a row to the chart data
    And the site owner types "February" in the chart cell "Month, row 2"
    Then the chart data says "One or more rows was missing data"
    And the chart cell "Month, row 2" still holds "February"
    And the "Bar chart preview" preview draws 1 bar
    When the site owner types "30" in the chart cell "Visits, row 2"
    Then the chart data shows no message
    And the "Bar chart preview" preview draws 2 bars

  Scenario: Rows with nothing typed
    When the site owner types "" in the chart cell "Month, row 1"
    And the site owner types "" in the chart cell "Visits, row 1"
    Then the chart data says "Enter some data!"
    And the chart preview shows no chart

  Scenario: No row at all
    When the site owner removes chart row 1
    Then the chart data says "Your dataset must have at least one row"

  Scenario: Removing a row that holds values asks first, and Cancel keeps it
    When the site owner asks to remove chart row 1
    Then the builder asks "Remove row 1?" before going ahead
    And the safe choice "Cancel" is ready to press
    When the shopper clicks "Cancel"
    Then the builder's question is closed
    And the chart cell "Month, row 1" still holds "January"

  Scenario: An empty row goes at once
    When the site owner adds a row to the chart data
    And the site owner asks to remove chart row 2
    Then the chart data has 1 row
    And the chart data shows no message

  Scenario: No column at all
    When the site owner removes the chart column "Month"
    And the site owner removes the chart column "Visits"
    Then the chart data says "Your dataset must have at least one column"

  Scenario Outline: The preview as each chart type
    When the site owner previews the chart as "<type>"
    Then the "<type> chart preview" preview draws 1 <part>

    Examples:
      | type | part  |
      | Bar  | bar   |
      | Line | line  |
      | Pie  | slice |
