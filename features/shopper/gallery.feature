Feature: Product gallery
  On a product page the shopper looks through the product's pictures: one at a time with a row of
  thumbnails, or all of them one under another. Thumbnails and the left and right arrow keys change
  the picture, going round from the last picture to the first and back. A picture zooms in 1.5 times
  when the pointer rests on it, or on a click when the site chose click zoom. A lightbox shows the
  picture large, with the same navigation.
  (Spec: shopper spec, screens "Product detail page" and constants and limits "Zoom default"; rendering spec, constants and limits "Product gallery".)

  Scenario: Clicking a thumbnail shows that picture
    Given the shopper sees the "Slideshow" story of "Shopper/ProductGallery"
    Then the gallery shows image 1 of 4
    When the shopper clicks "Show image 3 of 4"
    Then the gallery shows image 3 of 4

  Scenario: The right arrow key goes round from the last picture to the first
    Given the shopper sees the "Starting On Third Image" story of "Shopper/ProductGallery"
    When the shopper presses the right arrow key in the gallery
    Then the gallery shows image 4 of 4
    When the shopper presses the right arrow key in the gallery
    Then the gallery shows image 1 of 4

  Scenario: The left arrow key goes round from the first picture to the last
    Given the shopper sees the "Slideshow" story of "Shopper/ProductGallery"
    When the shopper presses the left arrow key in the gallery
    Then the gallery shows image 4 of 4
    When the shopper presses the left arrow key in the gallery
    Then the gallery shows image 3 of 4

  Scenario: The previous and next buttons go round as well
    Given the shopper sees the "Slideshow" story of "Shopper/ProductGallery"
    When the shopper clicks "Previous image"
    Then the gallery shows image 4 of 4
    When the shopper clicks "Next image"
    Then the gallery shows image 1 of 4

  Scenario: Resting the pointer on the picture zooms it in 1.5 times, moving away zooms it out
    Given the shopper sees the "Hover Zoom" story of "Shopper/ProductGallery"
    When the shopper rests the pointer on the gallery picture
    Then the gallery picture is zoomed in 1.5 times
    When the shopper moves the pointer away from the gallery picture
    Then the gallery picture is not zoomed in

  Scenario: With click zoom, a click zooms the picture out and the next click zooms it in
    Given the shopper sees the "Click Zoom" story of "Shopper/ProductGallery"
    Then the gallery picture is zoomed in 1.5 times
    When the shopper clicks the gallery picture
    Then the gallery picture is not zoomed in
    When the shopper clicks the gallery picture
    Then the gallery picture is zoomed in 1.5 times

  Scenario: Going to another picture ends the zoom
    Given the shopper sees the "Click Zoom" story of "Shopper/ProductGallery"
    When the shopper clicks the gallery picture
    And the shopper presses the right arrow key in the gallery
    Then the gallery shows image 2 of 4
    And the gallery picture is not zoomed in

  Scenario: The lightbox opens on the current picture and the arrow keys move it, going round at both ends
    Given the shopper sees the "Slideshow" story of "Shopper/ProductGallery"
    When the shopper clicks "Show image 4 of 4"
    And the shopper clicks "View larger image"
    Then the lightbox shows image 4 of 4
    When the shopper presses the right arrow key in the lightbox
    Then the lightbox shows image 1 of 4
    When the shopper presses the left arrow key in the lightbox
    Then the lightbox shows image 4 of 4

  Scenario: The lightbox's buttons move through the pictures, and closing it keeps the picture reached
    Given the shopper sees the "Slideshow" story of "Shopper/ProductGallery"
    When the shopper clicks "View larger image"
    And the shopper clicks "Previous image"
    Then the lightbox shows image 4 of 4
    When the shopper clicks "Next image"
    And the shopper clicks "Next image"
    Then the lightbox shows image 2 of 4
    When the shopper closes the lightbox with the Escape key
    Then the gallery shows image 2 of 4

  Scenario: A stacked gallery shows every picture and opens the lightbox on the one chosen
    Given the shopper sees the "Stacked" story of "Shopper/ProductGallery"
    Then the gallery shows 3 pictures one under another
    When the shopper opens the lightbox on image 3 of 3
    Then the lightbox shows image 3 of 3
    When the shopper presses the right arrow key in the lightbox
    Then the lightbox shows image 1 of 3
