Feature: Following the site's account
  The follow button names the account to follow. When the account has no user name, the name is
  the last part of its profile address.
  (Spec: rendering spec, screens "a follow button"; states "Comments and events": the follow-button username
  falls back to the last path segment of profileUrl when userName is empty.)

  Scenario: The account's user name
    Given the shopper sees the "With User Name" story of "Content/FollowButton"
    Then the follow button reads "Follow @vitrine_goods" and leads to "https://x.com/vitrine_goods"

  Scenario: No user name: the last part of the profile address
    Given the shopper sees the "Profile Fallback" story of "Content/FollowButton"
    Then the follow button reads "Follow @studio_pottery" and leads to "https://x.com/studio_pottery"

  Scenario: Neither a user name nor a profile: no follow button
    Given the shopper sees the "No Account" story of "Content/FollowButton"
    Then there is no follow button
