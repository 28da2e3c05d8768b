/**
 * The social fragments' markup hydrates into the live components: in Chromium, each
 * formatter's markup from the template engine is hydrated with the same tree (fragmentTree, the same
 * identifier prefix) with no mismatch, every server node kept, and the component then live (a like
 * counts, the comments are read, the share links stay put). The library's content calls answer from a
 * stubbed fetch.
 */
import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { AutolinkedText } from '../components/content/AutolinkedText/AutolinkedText.tsx';
import { CommentLink } from '../components/content/CommentLink/CommentLink.tsx';
import { Comments } from '../components/content/Comments/Comments.tsx';
import { FollowButton } from '../components/content/FollowButton/FollowButton.tsx';
import { LikeButton } from '../components/content/LikeButton/LikeButton.tsx';
import { ShareButtons } from '../components/content/ShareButtons/ShareButtons.tsx';
import { fragmentIdentifierPrefix, fragmentTree } from './fragmentFormatters.tsx';
import { hydrationHarness } from './testing.tsx';


const post = { id: 'post-9', title: 'Glaze notes', fullUrl: '/journal/glaze', commentState: 1, publicCommentCount: 1, likeCount: 3, userName: '', profileUrl: 'https://x.com/potter' };
const websiteSettings = { commentsEnabled: true, simpleLikingEnabled: true, shareButtonOptions: { facebook: true, x: true } };
const templateContext = { item: post, websiteSettings, website: { baseUrl: 'https://shop.test' }, note: 'Ask @potter about #glaze at https://shop.test/faq' };
const { serverRender, hydrate, outsideAct, consoleErrors } = hydrationHarness({ context: templateContext, strings: {} });

let fetches: MockInstance<typeof fetch>;

const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  fetches = vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.endsWith('/comments')) return answer({ comments: [{ id: 'c1', author: 'Ana', text: 'Lovely', addedOn: 0 }] });
    if (url.endsWith('/like')) return answer({ likeCount: 4, liked: JSON.parse(String(init?.body)).liked });
    return new Response('{}', { status: 404 });
  });
});

afterEach(() => {
  fetches.mockRestore();
});

describe('social fragments hydrate with no mismatch and are then live', () => {
  it('like-button: a press counts and is saved', async () => {
    const container = serverRender('{item|like-button}');
    await hydrate(container, 'like-button', 'post-9', <LikeButton itemId="post-9" likeCount={3} enabled />);
    const button = container.querySelector('button');
    if (!button) throw new Error('No button.');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await act(async () => userEvent.click(button));
    await vi.waitFor(() => expect(container.textContent).toContain('4 Likes'));
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(fetches).toHaveBeenCalledTimes(1);
  });

  it('comments: the list is read after hydration and the form checks its fields', async () => {
    const container = serverRender('{item|comments}');
    expect(container.textContent).toContain('Loading comments');
    await hydrate(container, 'comments', 'post-9', <Comments item={post} settings={{ commentsEnabled: true }} siteUrl="https://shop.test" />);
    // The list is read by an effect and answered later, outside any act() scope, as on a page.
    await outsideAct(() => vi.waitFor(() => expect(container.textContent).toContain('Ana wrote:')));
    const submit = container.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (!submit) throw new Error('No submit.');
    await act(async () => userEvent.click(submit));
    expect(container.textContent).toContain('Please enter your name.');
  });

  it('comment-link, social-button, social-button-inline, twitter-follow-button and activate-twitter-links keep their markup', async () => {
    const cases: Array<[string, string, string, ReactElement]> = [
      ['{item|comment-link}', 'comment-link', 'post-9', <CommentLink item={post} />],
      ['{item|social-button}', 'social-button', 'post-9', <ShareButtons item={post} options={websiteSettings.shareButtonOptions} siteUrl="https://shop.test" />],
      ['{item|social-button-inline}', 'social-button-inline', 'post-9', <ShareButtons item={post} options={websiteSettings.shareButtonOptions} siteUrl="https://shop.test" variant="inline" />],
      ['{item|twitter-follow-button}', 'twitter-follow-button', 'post-9', <FollowButton userName="" profileUrl="https://x.com/potter" />],
      ['{note|activate-twitter-links}', 'activate-twitter-links', '', <AutolinkedText text={templateContext.note} />],
    ];
    for (const [template, name, key, element] of cases) {
      const container = serverRender(template);
      const before = container.innerHTML;
      await hydrate(container, name, key, element);
      expect(container.innerHTML).toBe(before);
    }
  });

  it('hydrating with another item is a mismatch React reports: the checks above can fail', async () => {
    const container = serverRender('{item|comment-link}');
    const errors = consoleErrors().mockImplementation(() => undefined);
    const onRecoverableError = vi.fn();
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, fragmentTree(<CommentLink item={{ ...post, publicCommentCount: 7 }} />, {}), { identifierPrefix: fragmentIdentifierPrefix('comment-link', 'post-9'), onRecoverableError });
    });
    expect(onRecoverableError.mock.calls.length + errors.mock.calls.length).toBeGreaterThan(0);
    act(() => root?.unmount());
  });
});
