import { describe, expect, it } from 'vitest';
import { absoluteItemUrl, commentCountText, disqusShortname, shareServices, shareUrl } from '../content/content.ts';
import { COMMENT_COUNT_STRINGS, likeCountText, SOCIAL_STRINGS } from './socialStrings.ts';
import { DEFAULT_LOCALIZED_STRINGS } from '../shared/strings.ts';

describe('the comment count label in a site\'s words (rendering spec, states "Comments and events")', () => {
  it('reads "No" for 0, else the number, then "Comment" with an "s" unless 1', () => {
    expect(commentCountText(0, COMMENT_COUNT_STRINGS)).toBe('No Comments');
    expect(commentCountText(1, COMMENT_COUNT_STRINGS)).toBe('1 Comment');
    expect(commentCountText(7, COMMENT_COUNT_STRINGS)).toBe('7 Comments');
  });

  it('uses a site\'s own wording, the count filled in once', () => {
    const french = { commentCountNoneText: 'Aucun', commentCountOneText: '{count} commentaire', commentCountManyText: '{count} commentaires' };
    expect(commentCountText(0, french)).toBe('Aucun commentaires');
    expect(commentCountText(1, french)).toBe('1 commentaire');
    expect(commentCountText(3, { ...french, commentCountNoneText: '{count}' })).toBe('3 commentaires');
  });

  it('is among the localized strings', () => {
    expect(DEFAULT_LOCALIZED_STRINGS.commentCountManyText).toBe('{count} Comments');
    expect(Object.keys(SOCIAL_STRINGS).every((key) => Object.hasOwn(DEFAULT_LOCALIZED_STRINGS, key))).toBe(true);
  });
});

describe('the like count (library wording)', () => {
  it('is singular for 1 only; a negative or non-number count reads 0', () => {
    expect(likeCountText(1)).toBe('1 Like');
    expect(likeCountText(0)).toBe('0 Likes');
    expect(likeCountText(12)).toBe('12 Likes');
    expect(likeCountText(-4)).toBe('0 Likes');
    expect(likeCountText(Number.NaN)).toBe('0 Likes');
  });
});

describe('the Disqus shortname (rendering spec, entities "Website and settings": disqusShortname)', () => {
  it("accepts the spec's spelling and the incumbent's disqusShortName, the spec's first", () => {
    expect(disqusShortname({ disqusShortname: 'shop' })).toBe('shop');
    expect(disqusShortname({ disqusShortName: 'old' })).toBe('old');
    expect(disqusShortname({ disqusShortname: 'spec', disqusShortName: 'old' })).toBe('spec');
  });

  it('is none for blank, non-text or missing settings', () => {
    expect(disqusShortname({ disqusShortname: '  ' })).toBe('');
    expect(disqusShortname({ disqusShortname: 5 })).toBe('');
    expect(disqusShortname(null)).toBe('');
    expect(disqusShortname('shop')).toBe('');
  });
});

describe('the share buttons (rendering spec, screens "social-share buttons", entities shareButtonOptions)', () => {
  it('turns on the services a list or an on/off object names, in the library order, without repeats', () => {
    expect(shareServices(['email', 'twitter', 'facebook', 'x', 'myspace'])).toEqual(['facebook', 'x', 'email']);
    expect(shareServices({ pinterest: true, facebook: false, LinkedIn: true })).toEqual(['linkedin', 'pinterest']);
    expect(shareServices(null)).toEqual([]);
    expect(shareServices('facebook')).toEqual([]);
  });

  it("builds each service's link with the item's address and title, encoded", () => {
    const url = 'https://shop.test/journal/a b';
    expect(shareUrl('facebook', url, 'T')).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fshop.test%2Fjournal%2Fa%20b');
    expect(shareUrl('x', url, 'Tea & cake')).toBe('https://x.com/intent/post?url=https%3A%2F%2Fshop.test%2Fjournal%2Fa%20b&text=Tea%20%26%20cake');
    expect(shareUrl('email', 'https://s.test/p', 'Hi?')).toBe('mailto:?subject=Hi%3F&body=https%3A%2F%2Fs.test%2Fp');
    expect(shareUrl('reddit', 'u', '\uD800')).toBe('https://www.reddit.com/submit?url=u&title=%EF%BF%BD');
  });

  it("makes a relative item address absolute against the site's origin", () => {
    expect(absoluteItemUrl({ fullUrl: '/journal/post' }, 'https://shop.test')).toBe('https://shop.test/journal/post');
    expect(absoluteItemUrl({ fullUrl: '/journal/post' })).toBe('/journal/post');
    expect(absoluteItemUrl({ fullUrl: 'https://other.test/p' }, 'https://shop.test')).toBe('https://other.test/p');
    expect(absoluteItemUrl({ fullUrl: '/p', passthrough: true, sourceUrl: 'https://src.test/' }, 'https://shop.test')).toBe('https://src.test/');
  });
});
