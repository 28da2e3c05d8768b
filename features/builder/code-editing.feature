Feature: Editing a template in code
  The site owner writes a template in the playground's code editor. Every error the template engine
  finds is listed with its line and column and marked in the template at that place; once the owner
  fixes it, the error goes and the markup shows the output. From the keyboard, Tab indents inside the
  editor and Escape then Tab moves on. On Android the owner edits in a plain text box and is told
  "Code editing is not available on Android".
  (Spec: rendering spec, error catalogue "Code editing is not available on Android" and the template errors with line
  and column; docs/template-language.md.)

  Scenario: The owner sees the error at its line, fixes it and sees the output
    Given the shopper sees the "Greeting" story of "Builder/TemplatePlayground"
    When the site owner replaces the template with "Hello\n{name|shout}!"
    Then the playground lists the error "Line 2, column 1 (syntax): Formatter 'shout' is unknown."
    And the template editor marks "{name|shout}" as an error
    When the site owner replaces the template with "Hello\n{name|html}!"
    Then the playground says "No errors"
    And the template editor marks nothing as an error
    And the playground renders "Hello\nAda!"

  Scenario: A section left open is reported where it opens
    Given the shopper sees the "Greeting" story of "Builder/TemplatePlayground"
    When the site owner replaces the template with "{.section name}\n{@}"
    Then the playground lists the error "Line 1, column 1 (syntax): Reached EOF in the middle of SECTION"
    And the template editor marks "{.section name}" as an error

  Scenario: Escape then Tab leaves the template editor for the context
    Given the shopper sees the "Greeting" story of "Builder/TemplatePlayground"
    When the site owner presses Escape then Tab in the template editor
    Then the context editor has the keyboard focus

  Scenario: On Android the owner edits in a plain text box
    Given the shopper sees the "Android" story of "Builder/TemplatePlayground"
    Then the page shows "Code editing is not available on Android"
    When the site owner replaces the template with "Bonjour {name}!"
    Then the playground renders "Bonjour Ada!"
