Feature: Pictures on a page
  A picture is described for people who cannot see it, and loads only when the visitor scrolls near it
  unless it is the page's main picture. A picture whose settings are wrong (a negative width, no
  address) never shows the visitor a broken image: its space stays as an empty frame, and the site's
  developer is told what is wrong.
  (Spec: rendering spec, entities "Image component props"; states "Image loading"; validation rules "Image template".)

  Scenario: A picture is described and waits until the visitor scrolls near it
    Given the shopper sees the "Valid" story of "Content/Image (props form)"
    Then the picture described as "The workshop bench" is shown, loading when the visitor scrolls near it

  Scenario: The page's main picture loads at once
    Given the shopper sees the "Priority Class And Passthrough" story of "Content/Image (props form)"
    Then the picture described as "The workshop bench" is shown, loading at once

  Scenario: A picture with a wrong size shows an empty frame, never a broken image
    Given the shopper sees the "Not Positive Integers" story of "Content/Image (props form)"
    Then the picture's place is an empty frame, with no broken image
