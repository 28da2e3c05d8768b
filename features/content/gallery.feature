Feature: Gallery block
  A site's gallery shows its photographs and videos as a grid, a slideshow, a slider or a stack.
  In a slideshow the visitor moves with the previous and next buttons, the thumbnails or the
  keyboard (arrow keys wrap around at the ends, Home goes to the first slide and End to the last;
  the keyboard stays on the slide shown, so the next key moves on from there).
  Any item can open large in a viewer (the lightbox) that Escape closes, leaving the visitor where
  they were. A slideshow set to play by itself moves on after its delay (5 seconds unless the
  builder set 1 to 10), and waits while the visitor's pointer rests on it or their keyboard is in
  it, so nothing moves away under them; the visitor can also stop it.
  (Spec: rendering spec, constants and limits "Gallery designs".)

  Scenario: The next and previous buttons move through the slides and wrap around
    Given the shopper sees the "Slideshow At Rest" story of "Content/GalleryBlock"
    Then the photo gallery shows slide 1 of 6
    When the visitor presses the photo gallery's "Next slide" button
    Then the photo gallery shows slide 2 of 6
    When the visitor presses the photo gallery's "Previous slide" button
    And the visitor presses the photo gallery's "Previous slide" button
    Then the photo gallery shows slide 6 of 6

  Scenario: A thumbnail shows its slide
    Given the shopper sees the "Slideshow At Rest" story of "Content/GalleryBlock"
    When the visitor presses the photo gallery's "Show slide 4 of 6" button
    Then the photo gallery shows slide 4 of 6

  Scenario: The keyboard moves through the slides: arrows wrap, Home and End go to the ends
    Given the shopper sees the "Slideshow At Rest" story of "Content/GalleryBlock"
    When the visitor presses the right arrow key in the photo gallery
    Then the photo gallery shows slide 2 of 6
    And the visitor's keyboard is on slide 2 of the photo gallery
    When the visitor presses End in the photo gallery
    Then the photo gallery shows slide 6 of 6
    And the visitor's keyboard is on slide 6 of the photo gallery
    When the visitor presses the right arrow key in the photo gallery
    Then the photo gallery shows slide 1 of 6
    When the visitor presses the left arrow key in the photo gallery
    Then the photo gallery shows slide 6 of 6
    When the visitor presses Home in the photo gallery
    Then the photo gallery shows slide 1 of 6

  Scenario: An item opens large in the viewer, which the keyboard drives and Escape closes
    Given the shopper sees the "Slideshow At Rest" story of "Content/GalleryBlock"
    When the visitor opens item 1 of 6 of the photo gallery in the viewer
    Then the photo viewer shows item 1 of 6
    When the visitor presses the right arrow key in the photo viewer
    Then the photo viewer shows item 2 of 6
    When the visitor closes the photo viewer with the Escape key
    Then the photo viewer is closed
    And the photo gallery shows slide 2 of 6

  @clock
  Scenario: A slideshow set to play by itself moves on every 5 seconds
    Given the shopper sees the "Autoplay" story of "Content/GalleryBlock"
    And the visitor's device allows motion
    Then the photo gallery shows slide 1 of 6
    When 4 seconds pass
    Then the photo gallery shows slide 1 of 6
    When 1 second passes
    Then the photo gallery shows slide 2 of 6
    When 5 seconds pass
    Then the photo gallery shows slide 3 of 6

  @clock
  Scenario: The slideshow waits while the pointer rests on it
    Given the shopper sees the "Autoplay" story of "Content/GalleryBlock"
    And the visitor's device allows motion
    When the visitor rests the pointer on the photo gallery
    And 12 seconds pass
    Then the photo gallery shows slide 1 of 6
    When the visitor moves the pointer away from the photo gallery
    And 5 seconds pass
    Then the photo gallery shows slide 2 of 6

  @clock
  Scenario: The slideshow waits while the keyboard is in it
    Given the shopper sees the "Autoplay" story of "Content/GalleryBlock"
    And the visitor's device allows motion
    When the visitor moves the keyboard into the photo gallery
    And 12 seconds pass
    Then the photo gallery shows slide 1 of 6
    When the visitor moves the keyboard out of the photo gallery
    And 5 seconds pass
    Then the photo gallery shows slide 2 of 6

  @clock
  Scenario: The visitor stops the slideshow
    Given the shopper sees the "Autoplay" story of "Content/GalleryBlock"
    And the visitor's device allows motion
    When the visitor presses the photo gallery's "Stop slide rotation" button
    Then the photo gallery offers "Start slide rotation"
    And the visitor moves the keyboard out of the photo gallery
    And the visitor moves the pointer away from the photo gallery
    And 12 seconds pass
    Then the photo gallery shows slide 1 of 6

  @clock
  Scenario: A visitor who asks for reduced motion sees no slideshow move by itself
    Given the shopper sees the "Autoplay" story of "Content/GalleryBlock"
    And the visitor's device asks for reduced motion
    Then the photo gallery does not offer "Stop slide rotation"
    When 12 seconds pass
    Then the photo gallery shows slide 1 of 6
