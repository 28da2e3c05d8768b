Feature: Liking a blog post
  When the site has simple liking on, a post shows a like button with its number of likes. A press
  counts at once; if the like cannot be saved, the count goes back and the visitor is told.
  (Spec: rendering spec, screens "a like widget"; entities simpleLikingEnabled, likeCount. Saving a like is a
  library call: the spec shows none.)

  Scenario: A site with simple liking shows the button and the count
    Given the shopper sees the "Likes On" story of "Content/LikeButton"
    Then the post's like count reads "12 Likes"
    And the post is not liked yet

  Scenario: A site without simple liking shows no like button
    Given the shopper sees the "Likes Off" story of "Content/LikeButton"
    Then the post has no like button

  Scenario: A like counts at once and is saved
    Given the shopper sees the "Likes On" story of "Content/LikeButton"
    When the visitor likes the post
    Then the post's like count reads "13 Likes"
    And the post is liked
    And the like was sent to be saved

  Scenario: A like that cannot be saved is taken back
    Given the store backend is "like-failure"
    And the shopper sees the "Likes On" story of "Content/LikeButton"
    When the visitor likes the post
    Then the page shows "Your like could not be saved. Please try again."
    And the post's like count reads "12 Likes"
    And the post is not liked yet
