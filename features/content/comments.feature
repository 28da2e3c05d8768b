Feature: The comment area of a blog post
  A post shows its comment area when it is open for comments, or when it already has comments, but
  never when the site has turned comments off. The area is headed by the number of comments: "No
  Comments", "1 Comment", "2 Comments". A site that uses Disqus gets an area Disqus fills in; other
  sites get the library's own list, where a visitor leaves their name and a comment. If posting fails,
  nothing the visitor typed is lost.
  (Spec: rendering spec, screens "comment-link anchor", "comments container"; entities "Website and settings"; states
  "Comments and events". Posting a comment is a library call: the spec shows none.)

  Scenario: A post open for comments shows its comments under their count
    Given the shopper sees the "With Comments" story of "Content/Comments"
    Then the comment area is headed "2 Comments"
    And the comment by "Ana" reads "Lovely colours! More at https://ana.example/glazes #glaze"

  Scenario: A post with one comment says so in the singular
    Given the shopper sees the "One Comment" story of "Content/Comments"
    Then the comment area is headed "1 Comment"

  Scenario: A post open for comments with none yet invites the first one
    Given the shopper sees the "Empty" story of "Content/Comments"
    Then the comment area is headed "No Comments"
    And the page shows "Be the first to comment."

  Scenario: A site that turned comments off shows no comment area, even for a post with comments
    Given the shopper sees the "Comments Off" story of "Content/Comments"
    Then the post has no comment area

  Scenario: A post closed for comments with none shows no comment area
    Given the shopper sees the "Closed Without Comments" story of "Content/Comments"
    Then the post has no comment area

  Scenario: A post closed for comments that has some still shows them
    Given the shopper sees the "Closed With Comments" story of "Content/Comments"
    Then the comment area is headed "3 Comments"

  Scenario: A site with Disqus gets an area for Disqus instead of the library's list
    Given the shopper sees the "Disqus" story of "Content/Comments"
    Then the comment area is left to Disqus for the site "vitrine-goods"

  Scenario: The comment link leads to the post's comment area
    Given the shopper sees the "Many" story of "Content/CommentLink"
    Then the comment link "2 Comments" leads to "/journal/mornings-at-the-harbour#comments-post-harbour"

  Scenario: A visitor posts a comment and it joins the list
    Given the shopper sees the "Empty" story of "Content/Comments"
    When the visitor writes the comment "Lovely, see www.example.com #kiln" as "Gus"
    And the shopper clicks "Post Comment"
    Then the comment by "Gus" reads "Lovely, see www.example.com #kiln"
    And the comment area is headed "1 Comment"

  Scenario: A comment needs a name and a text
    Given the shopper sees the "Empty" story of "Content/Comments"
    When the shopper clicks "Post Comment"
    Then the page shows "Please enter your name."
    And the page shows "Please write a comment."
    And no comment was posted

  Scenario: When posting fails, what the visitor typed stays
    Given the store backend is "comment-post-failure"
    And the shopper sees the "With Comments" story of "Content/Comments"
    When the visitor writes the comment "Please keep this" as "Gus"
    And the shopper clicks "Post Comment"
    Then the comment form says why it could not post
    And the comment form still holds "Please keep this" by "Gus"
    And the comment area is headed "2 Comments"
