Feature: Designing with colours, tags and galleries
  The site owner types a colour as a hex code (3 to 6 digits, with or without #) or as an HSL
  colour. A colour out of bounds is never saved: the field keeps what the owner typed and says what
  is wrong, in the product's words (hue 0 to 360; saturation, lightness and alpha 0 to 1), and says
  whether a good colour is light or dark. Tags (up to 50 characters) and categories (up to 25) are
  added, renamed one at a time and removed; a name that is already there is refused. The gallery
  designer sets every gallery option within its range, and the page's gallery follows each change.
  (Spec: rendering spec, validation rules "Colours" and builder messages, constants and limits colour weight, tag limits and gallery options.)

  Scenario Outline: An HSL colour out of bounds keeps its text, says why and is not saved
    Given the shopper sees the "Saved Colour" story of "Builder/ColourInput"
    When the site owner types the colour "<colour>"
    Then the colour field says "<message>"
    And the colour field still shows "<colour>"
    And the saved colour is still "#027AFF"

    Examples:
      | colour                    | message                  |
      | hsl(361, 50%, 50%)        | Hue out of bounds        |
      | hsl(200, 101%, 50%)       | Saturation out of bounds |
      | hsl(200, 50%, 101%)       | Lightness out of bounds  |
      | hsla(200, 50%, 50%, 1.5)  | Alpha out of bounds      |
      | hsl(200, 50%)             | Missing an H/S/L value   |

  Scenario: A colour within bounds is saved and read as light or dark
    Given the shopper sees the "Saved Colour" story of "Builder/ColourInput"
    When the site owner types the colour "hsl(45 100% 50%)"
    Then the saved colour is still "hsl(45 100% 50%)"
    And the page shows "Light colour: use dark text on it"

  Scenario: A tag that is already there is refused
    Given the shopper sees the "Tags" story of "Builder/TagEditor"
    When the site owner adds the tag "summer"
    Then the page shows "This tag already exists"
    And the tags are still "Summer, Sale, New in"

  Scenario: A category longer than 25 characters is refused
    Given the shopper sees the "No Categories" story of "Builder/TagEditor"
    When the site owner adds the category "Handmade ceramics and homeware"
    Then the page shows "A category may have at most 25 characters"

  Scenario: Only one tag is renamed at a time
    Given the shopper sees the "Tags" story of "Builder/TagEditor"
    When the site owner starts renaming the tag "Summer"
    And the site owner starts renaming the tag "Sale"
    Then the page shows "You may only edit one tag at a time"

  Scenario: Changing a gallery option changes the gallery on the page
    Given the shopper sees the "Gallery designer at rest" story of "Pages/Builder/Gallery designer"
    Then the gallery on the page is a "grid"
    When the site owner chooses the "Slideshow" gallery design
    Then the gallery on the page is a "slideshow"
    When the site owner turns on the gallery option "Show thumbnails"
    Then the gallery on the page shows its thumbnails

  Scenario: A gallery number out of range is clamped with a message and never reaches the page
    Given the shopper sees the "Gallery designer at rest" story of "Pages/Builder/Gallery designer"
    When the site owner sets the gallery option "Padding (px)" to "80"
    Then the page shows "Set to 50: Padding (px) must be between 0 and 50"
    And the gallery option "Padding (px)" reads 50
    And the gallery on the page has padding 50
