Feature: Upload a file in the builder
  The site owner adds a file to the site (a menu, a price list) by dropping it on the upload area or
  picking it. A progress bar shows how much of the file has reached the site; the site then
  processes it, and the builder shows its name and size. A file too large or of a kind the site does
  not take is refused at once, in words that name it. When a step fails the builder says so and
  offers to retry that step: a failed upload goes on where it stopped with the same file, and a failed
  rename keeps the name the owner typed.
  (rendering spec, validation rules and error catalogue, builder file messages; the upload calls are the library's own.)

  Background:
    Given the shopper sees the "Idle" story of "Builder/FileUpload"

  Scenario: The progress bar shows how much has reached the site
    Given the store backend is "upload-stalls"
    And the shopper sees the "Idle" story of "Builder/FileUpload"
    When the site owner picks the file "dinner-menu.pdf" of 40 bytes
    Then the upload progress bar of "dinner-menu.pdf" stands at 50 percent

  Scenario: An uploaded file shows its name and size
    When the site owner picks the file "dinner-menu.pdf" of 40 bytes
    Then the page shows "dinner-menu.pdf (40 Bytes)"
    And the file reached the site in 4 pieces

  Scenario: A failed upload is retried from where it stopped
    Given the store backend is "upload-failure"
    And the shopper sees the "Idle" story of "Builder/FileUpload"
    When the site owner picks the file "dinner-menu.pdf" of 40 bytes
    Then the file upload says "Unable to Upload File"
    And the file upload says "There was a problem while uploading your file."
    And the file upload says "Error uploading"
    When the shopper clicks "Retry"
    Then the page shows "dinner-menu.pdf (40 Bytes)"
    And the retried upload went on from byte 10, not from the start

  Scenario Outline: A failed step after the upload says so and is resumed
    Given the store backend is "<backend>"
    And the shopper sees the "Idle" story of "Builder/FileUpload"
    When the site owner picks the file "dinner-menu.pdf" of 40 bytes
    Then the file upload says "<message>"
    When the shopper clicks "<action>"
    Then the page shows "dinner-menu.pdf (40 Bytes)"

    Examples:
      | backend                 | message                            | action    |
      | upload-incomplete       | File upload failed to complete     | Retry     |
      | processing-failure      | File processing failed             | Try again |
      | processing-cancelled    | File processing cancelled          | Try again |
      | processing-poll-failure | File processing failed to complete | Retry     |
      | job-no-data             | No response data from job request  | Retry     |

  Scenario: A file over the limit is refused before it is sent
    When the site owner picks the file "hero-video.mov" of 2500000 bytes
    Then the file upload says "The file hero-video.mov is too large. The maximum allowed file size is 2 MB."
    And the file reached the site in 0 pieces

  Scenario: A file of another kind is refused
    Given the shopper sees the "Unsupported" story of "Builder/FileUpload"
    When the site owner picks the file "dinner-menu.pdf" of 40 bytes
    Then the file upload says "The file dinner-menu.pdf does not appear to be a supported file."

  Scenario: Renaming the file
    When the site owner picks the file "dinner-menu.pdf" of 40 bytes
    And the site owner renames the uploaded file to "Dinner menu.pdf"
    Then the page shows "Dinner menu.pdf (40 Bytes)"

  Scenario: A blank name is not saved
    When the site owner picks the file "dinner-menu.pdf" of 40 bytes
    And the site owner renames the uploaded file to " "
    Then the page shows "Please enter a file name"
    And the page shows "dinner-menu.pdf (40 Bytes)"

  Scenario: A failed rename keeps the typed name for the retry
    Given the store backend is "rename-failure"
    And the shopper sees the "Idle" story of "Builder/FileUpload"
    When the site owner picks the file "dinner-menu.pdf" of 40 bytes
    And the site owner renames the uploaded file to "Lunch menu.pdf"
    Then the file upload says "Unable to Rename File"
    And the file upload says "There was a problem while renaming your file."
    And the file name field still holds "Lunch menu.pdf"
    When the shopper clicks "Retry"
    Then the page shows "Lunch menu.pdf (40 Bytes)"
