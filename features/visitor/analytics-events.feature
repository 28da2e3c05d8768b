@analytics
Feature: What visitors do, told to the site's analytics
  Beyond page views, the site's analytics hear what a visitor does. The site's advertising pixel hears
  of a lead when a visitor sends a contact form, and of a completed registration when they join a
  mailing list. The census hears each audio track and each video a visitor starts: once per start, not
  again for each pause and play. On a collection of members-only videos, the census hears which list
  and which video pages are opened (and whether the viewer may watch), when a visitor is turned away
  and presses a way in, and when they start a video from another site; those are sent only for a
  visitor the census already knows, one whose browser holds a census cookie. The events pipeline hears
  each page view, and each related product followed. Nothing is sent for the site's own staff.
  (Spec: shopper spec, entities "Analytics event fields (newer)", states "Analytics suppression", calls "Other analytics".)

  Scenario: Sending the contact form makes the visitor a lead for the ad pixel
    Given the shopper sees the "Contact Form" story of "Visitor/Analytics"
    When the visitor fills in the contact form
    And the shopper clicks "Submit"
    Then the page form is replaced by "Thank you! We will be in touch within two working days."
    And the site's ad pixel heard "Lead" once
    And the site's ad pixel did not hear "CompleteRegistration"

  Scenario: Joining the newsletter completes a registration for the ad pixel
    Given the shopper sees the "Newsletter Sign Up" story of "Visitor/Analytics"
    When the visitor types "ada@example.com" into the page form's "Email Address" box
    And the shopper clicks "Submit"
    Then the page form is replaced by "You are on the list."
    And the site's ad pixel heard "CompleteRegistration" once
    And the site's ad pixel did not hear "Lead"

  Scenario: Playing an episode is one audio event, however often it is paused and played again
    Given the shopper sees the "Media Page" story of "Visitor/Analytics"
    When the shopper clicks "Play Episode 12: Dyeing with Indigo"
    And the shopper clicks "Pause Episode 12: Dyeing with Indigo"
    And the shopper clicks "Play Episode 12: Dyeing with Indigo"
    Then the census heard 1 audio event, for "Episode 12: Dyeing with Indigo"

  Scenario: Starting a video is one video event
    Given the shopper sees the "Media Page" story of "Visitor/Analytics"
    When the shopper clicks "Play video: Weaving a linen shirt"
    Then the census heard 1 video event, for "Weaving a linen shirt"
    And no gated-video event was sent

  Scenario: Nothing is heard of what a site editor plays
    Given the shopper sees the "Media Page For An Editor" story of "Visitor/Analytics"
    When the shopper clicks "Play Episode 12: Dyeing with Indigo"
    And the shopper clicks "Play video: Weaving a linen shirt"
    Then nothing was sent to the analytics

  Scenario: A members-only video list is heard as opened, and a video started there as a third-party video click
    Given the shopper sees the "Gated Video List" story of "Visitor/Analytics"
    Then the census heard one gated-video "video list page view"
    When the shopper clicks "Play video: Weaving a linen shirt"
    Then the census heard one gated-video "third-party video click" for the "YouTube" video
    And the census heard 1 video event, for "Weaving a linen shirt"

  Scenario: A members-only video's page is heard with whether the viewer may watch it
    Given the shopper sees the "Gated Video Page" story of "Visitor/Analytics"
    Then the census heard one gated-video "video detail page view", the viewer's access "granted"

  Scenario: A visitor turned away is heard, and so is their press of the way in
    Given the shopper sees the "Gated Video Access Denied" story of "Visitor/Analytics"
    Then the census heard one gated-video "access-denied page view"
    And no page view was recorded
    When the shopper clicks "Sign in"
    Then the census heard one gated-video "access-denied call-to-action click"

  Scenario: A visitor the census does not know yet is not heard on the video collection
    Given the shopper sees the "Gated Video List Without Census Cookie" story of "Visitor/Analytics"
    When the shopper clicks "Play video: Weaving a linen shirt"
    Then the census heard 1 video event, for "Weaving a linen shirt"
    But no gated-video event was sent

  Scenario: The events pipeline hears the page view, once
    Given the shopper sees the "Product Page" story of "Visitor/Analytics"
    Then the events pipeline heard one page view of "/shop/p/linen-shirt"
    And the site's visitor client heard "RelatedProductDisplay" once

  Scenario: A related product followed is heard by the events pipeline, with where it goes
    Given the shopper sees the "Product Page" story of "Visitor/Analytics"
    When the visitor follows the related product "Canvas Tote" to its page
    Then the site's visitor client heard "RelatedProductClick" once
    And the events pipeline heard the visitor follow "Canvas Tote" to its page
    And a beacon went to the events pipeline
