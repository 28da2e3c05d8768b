Feature: Audio, video and form-answer summaries on a page
  A video block with an overlay shows its main picture and a play button; the provider's player is
  loaded only when the visitor presses play, so nothing of the provider's is fetched before. A Vimeo
  Basic account's video cannot be embedded, and the page says so. A form-answer summary shows each
  answer under its question, and "N/A" for a question left unanswered. An album plays at most 60
  tracks.
  (Spec: rendering spec, screens "audio player placeholder, video wrapper"; entities "Video", "Summary form field
  types", "Localized strings"; validation rules and error catalogue the Vimeo Basic message and "N/A"; constants and limits "Max tracks in an album 60".)

  Scenario: A video with an overlay loads the player only when the visitor presses play
    Given the shopper sees the "Overlay" story of "Content/VideoWrapper"
    Then the video shows its picture and a play button, with no player loaded
    When the shopper clicks "Play video: Weaving a linen shirt"
    Then the video player from "https://www.youtube.com/embed/vitrine-demo?feature=oembed" is loaded in place of the picture

  Scenario: A Vimeo Basic account's video explains why it cannot be shown
    Given the shopper sees the "Vimeo Basic" story of "Content/VideoWrapper"
    Then the page shows "Vimeo Basic accounts are unsupported. Please share a video from a different account."
    And the video shows no player

  Scenario: A question left unanswered reads N/A in the form-answer summary
    Given the shopper sees the "No Answer" story of "Content/FormAnswerSummary"
    Then the form-answer summary answers "Gift message" with "N/A"

  Scenario: Every kind of answer reads as the visitor gave it
    Given the shopper sees the "Every Field Type" story of "Content/FormAnswerSummary"
    Then the form-answer summary answers "Name" with "Ada Lovelace"
    And the form-answer summary answers "Extras" with "Gift box, Card"
    And the form-answer summary answers "The site was easy to use" with "Strongly Agree"
    And the form-answer summary answers "Delivery was quick" with "N/A"

  Scenario: An album over the limit plays its first 60 tracks
    Given the shopper sees the "Over Track Limit" story of "Content/AudioPlayer"
    Then the album lists 60 tracks, the last "60. Bobbin Lace"
    And the page shows "12 more tracks are over the album limit and are not played."
