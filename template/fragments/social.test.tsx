/**
 * The social fragment formatters (rendering spec, screens "Rendered fragments", states "Comments and events") give
 * the same markup as their components rendered in the same tree with the same identifier prefix, and
 * print nothing where the rules say so.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AutolinkedText } from '../../components/content/AutolinkedText/AutolinkedText.tsx';
import { CommentLink } from '../../components/content/CommentLink/CommentLink.tsx';
import { Comments } from '../../components/content/Comments/Comments.tsx';
import { FollowButton } from '../../components/content/FollowButton/FollowButton.tsx';
import { LikeButton } from '../../components/content/LikeButton/LikeButton.tsx';
import { ShareButtons } from '../../components/content/ShareButtons/ShareButtons.tsx';
import { createFragmentTemplateEngine, fragmentIdentifierPrefix, fragmentTree } from '../fragmentFormatters.tsx';

const post = { id: 'post-1', title: 'Tea & cake', fullUrl: '/journal/tea', commentState: 1, publicCommentCount: 2, likeCount: 5, userName: '', profileUrl: 'https://x.com/vitrine' };
const websiteSettings = { commentsEnabled: true, simpleLikingEnabled: true, shareButtonOptions: ['facebook', 'email'] };
const website = { baseUrl: 'https://shop.test' };
const context = { item: post, websiteSettings, website };

const engine = createFragmentTemplateEngine();
const render = (source: string, given: unknown = context) => engine.renderTemplate(source, given);
const markup = (name: string, element: ReactElement, key = 'post-1', strings = {}) =>
  renderToString(fragmentTree(element, strings), { identifierPrefix: fragmentIdentifierPrefix(name, key) });

describe('the social fragment formatters render the library\'s components', () => {
  it('comment-link: the full URL plus the comments anchor, worded as the count label', () => {
    const result = render('{item|comment-link}');
    expect(result.errors).toEqual([]);
    expect(result.html).toBe(markup('comment-link', <CommentLink item={post} settings={{ commentsEnabled: true }} />));
    expect(result.html).toContain('href="/journal/tea#comments-post-1"');
    expect(result.html).toContain('2 Comments');
  });

  it('comment-link: nothing where there are no comments to reach (the site turns them off, or the item is closed with none)', () => {
    expect(render('{item|comment-link}', { ...context, websiteSettings: { commentsEnabled: false } }).html).toBe('');
    expect(render('{item|comment-link}', { ...context, item: { ...post, commentState: 2, publicCommentCount: 0 } }).html).toBe('');
  });

  it("comment-link in the site's words", () => {
    const result = render('{item|comment-link}', { ...context, item: { ...post, publicCommentCount: 0 }, localizedStrings: { commentCountNoneText: 'Zero' } });
    expect(result.html).toContain('Zero Comments');
  });

  it('comments: the native container, id comments-<id>, with the count heading', () => {
    const result = render('{item|comments}');
    expect(result.errors).toEqual([]);
    expect(result.html).toBe(markup('comments', <Comments item={post} settings={{ commentsEnabled: true }} siteUrl="https://shop.test" />));
    expect(result.html).toContain('id="comments-post-1"');
    expect(result.html).toContain('data-kind="native"');
  });

  it("comments: the Disqus-style container under the spec's and the incumbent's spelling", () => {
    for (const key of ['disqusShortname', 'disqusShortName']) {
      const result = render('{item|comments}', { ...context, websiteSettings: { ...websiteSettings, [key]: 'shop' } });
      expect(result.html).toContain('data-disqus-shortname="shop"');
      expect(result.html).toContain('data-disqus-url="https://shop.test/journal/tea"');
    }
  });

  it('comments: nothing when the site turns comments off, or the item is closed with none', () => {
    expect(render('{item|comments}', { ...context, websiteSettings: { commentsEnabled: false } }).html).toBe('');
    expect(render('{item|comments}', { ...context, item: { ...post, commentState: 2, publicCommentCount: 0 } }).html).toBe('');
    expect(render('{item|comments}', { ...context, item: { ...post, commentState: 2, publicCommentCount: 1 } }).html).toContain('1 Comment');
  });

  it('like-button: shown only when simpleLikingEnabled is on', () => {
    const result = render('{item|like-button}');
    expect(result.html).toBe(markup('like-button', <LikeButton itemId="post-1" likeCount={5} enabled />));
    expect(result.html).toContain('5 Likes');
    expect(render('{item|like-button}', { ...context, websiteSettings: { simpleLikingEnabled: false } }).html).toBe('');
    expect(render('{item|like-button}', { item: post }).html).toBe('');
  });

  it('social-button and social-button-inline: a safe link per service turned on', () => {
    const block = render('{item|social-button}');
    expect(block.html).toBe(markup('social-button', <ShareButtons item={post} options={websiteSettings.shareButtonOptions} siteUrl="https://shop.test" />));
    expect(block.html).toContain('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fshop.test%2Fjournal%2Ftea');
    expect(block.html).toContain('rel="noopener noreferrer"');
    expect(block.html).toContain('mailto:?subject=Tea%20%26%20cake');
    const inline = render('{item|social-button-inline}');
    expect(inline.html).toBe(markup('social-button-inline', <ShareButtons item={post} options={websiteSettings.shareButtonOptions} siteUrl="https://shop.test" variant="inline" />));
    expect(render('{item|social-button}', { item: post }).html).toBe('');
  });

  it("twitter-follow-button: the profile's last segment when userName is empty", () => {
    const result = render('{item|twitter-follow-button}');
    expect(result.html).toBe(markup('twitter-follow-button', <FollowButton userName="" profileUrl="https://x.com/vitrine" />));
    expect(result.html).toContain('Follow @vitrine');
    expect(render('{item|twitter-follow-button}', { item: { ...post, userName: 'shop' } }).html).toContain('Follow @shop');
    expect(render('{item|twitter-follow-button}', { item: { id: 'x' } }).html).toBe('');
  });

  it('activate-twitter-links: links as elements, hostile text as text', () => {
    const text = 'Hi @ana see https://a.test/x #tea <script>alert(1)</script>';
    const result = render('{text|activate-twitter-links}', { text });
    expect(result.html).toBe(markup('activate-twitter-links', <AutolinkedText text={text} />, ''));
    const container = document.createElement('div');
    container.innerHTML = result.html;
    expect([...container.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(['https://x.com/ana', 'https://a.test/x', 'https://x.com/hashtag/tea']);
    expect(container.querySelector('script')).toBeNull();
    expect(container.textContent).toBe(text);
  });

  it('prints nothing for a value that is not an item, and survives reads that throw', () => {
    expect(render('{n|comment-link}', { n: 5 }).html).toBe('');
    const hostile = new Proxy({}, { get: () => { throw new Error('no'); } });
    const result = render('{item|comments} {item|like-button} {item|social-button}', { item: hostile, websiteSettings: hostile });
    expect(result.errors).toEqual([]);
  });
});
