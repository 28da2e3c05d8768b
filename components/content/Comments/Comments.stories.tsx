import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '../../../mocks/db.ts';
import { archivedPost, blogComments, blogSettings, blogSiteUrl, closedPost, disqusSettings, harbourPost, hostileCommentText, quietPost, singlePost } from '../../../mocks/fixtures/blog.ts';
import { scenario } from '../../../mocks/scenarios.ts';
import { Comments } from './Comments.tsx';
import { drawsNothing } from '../../../stories/shared/storyNote.tsx';

const meta = {
  title: 'Content/Comments',
  component: Comments,
  args: { item: harbourPost, settings: blogSettings, siteUrl: blogSiteUrl },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof Comments>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement, name: string | RegExp) => within(canvasElement).findByRole('region', { name });
const nameBox = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: /Name/ });
const commentBox = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: /Comment/ });
const post = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Post Comment' });

/** The native list: two comments read from the backend, autolinked, under '2 Comments', and the form. */
export const WithComments: Story = {
  play: async ({ canvasElement }) => {
    const section = await region(canvasElement, '2 Comments');
    await expect(section).toHaveAttribute('id', 'comments-post-harbour');
    const canvas = within(section);
    await expect(await canvas.findByText('Ana wrote:')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'https://ana.example/glazes' })).toHaveAttribute('href', 'https://ana.example/glazes');
    await expect(canvas.getByRole('link', { name: '#glaze' })).toHaveAttribute('href', 'https://x.com/hashtag/glaze');
    await expect(canvas.getByRole('link', { name: '@vitrine_goods' })).toHaveAttribute('href', 'https://x.com/vitrine_goods');
  },
};

/** Exactly one comment: '1 Comment'. */
export const OneComment: Story = {
  args: { item: singlePost },
  play: async ({ canvasElement }) => {
    await expect(await region(canvasElement, '1 Comment')).toBeVisible();
    await expect(await within(canvasElement).findByText('One is enough.')).toBeVisible();
  },
};

/** Open for comments with none yet: 'No Comments' and an invitation. */
export const Empty: Story = {
  args: { item: quietPost },
  play: async ({ canvasElement }) => {
    await expect(await region(canvasElement, 'No Comments')).toBeVisible();
    await expect(await within(canvasElement).findByText('Be the first to comment.')).toBeVisible();
  },
};

/** The site turned comments off: nothing, even for an item with comments. */
export const CommentsOff: Story = {
  decorators: [drawsNothing('the site turns comments off, so even a post with comments shows none.')],
  args: { settings: { ...blogSettings, commentsEnabled: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-vitrine="comments"]')).toBeNull();
  },
};

/** Closed for comments (commentState 2) with none: nothing. */
export const ClosedWithoutComments: Story = {
  decorators: [drawsNothing('the post is closed for comments and has none to show.')],
  args: { item: closedPost },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-vitrine="comments"]')).toBeNull();
  },
};

/** Closed for comments but with three: the area shows them. */
export const ClosedWithComments: Story = {
  args: { item: archivedPost },
  play: async ({ canvasElement }) => {
    await expect(await region(canvasElement, '3 Comments')).toBeVisible();
    await expect(await within(canvasElement).findByText('Will it come back?')).toBeVisible();
  },
};

/** The site has a Disqus shortname (the spec's `disqusShortname`): the Disqus-style container, no native list. */
export const Disqus: Story = {
  args: { settings: disqusSettings },
  play: async ({ canvasElement }) => {
    const thread = canvasElement.querySelector('#disqus_thread');
    await expect(thread).toHaveAttribute('data-disqus-shortname', 'vitrine-goods');
    await expect(thread).toHaveAttribute('data-disqus-url', 'https://vitrine-goods.test/journal/mornings-at-the-harbour');
    await expect(within(canvasElement).queryByRole('textbox')).toBeNull();
  },
};

/** The incumbent's spelling, `disqusShortName`, is accepted too. */
export const DisqusIncumbentSpelling: Story = {
  args: { settings: { ...blogSettings, disqusShortName: 'old-shop' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#disqus_thread')).toHaveAttribute('data-disqus-shortname', 'old-shop');
  },
};

/** Posting with empty fields: both say what they need; nothing is sent. */
export const Required: Story = {
  args: { item: quietPost },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Be the first to comment.');
    await userEvent.click(post(canvasElement));
    await expect(within(canvasElement).getByText('Please enter your name.')).toBeVisible();
    await expect(within(canvasElement).getByText('Please write a comment.')).toBeVisible();
    await expect(db.comments.get(quietPost.id)).toEqual([]);
  },
};

/** A comment posted: it joins the list, the count follows, the text field empties and the name stays. */
export const Posted: Story = {
  args: { item: quietPost },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Be the first to comment.');
    await userEvent.type(nameBox(canvasElement), 'Gus');
    await userEvent.type(commentBox(canvasElement), 'See www.example.com #kiln');
    await userEvent.click(post(canvasElement));
    await expect(await within(canvasElement).findByText('Gus wrote:')).toBeVisible();
    await expect(await region(canvasElement, '1 Comment')).toBeVisible();
    await expect(commentBox(canvasElement)).toHaveValue('');
    await expect(nameBox(canvasElement)).toHaveValue('Gus');
    await expect(within(canvasElement).getByRole('link', { name: 'www.example.com' })).toHaveAttribute('href', 'https://www.example.com');
  },
};

/** While a comment is on its way: the button reads 'Posting…'. */
export const Posting: Story = {
  args: { item: quietPost, initialComments: [] },
  parameters: { msw: { handlers: { scenario: scenario('slow', { delayMs: 60_000 }) } } },
  play: async ({ canvasElement }) => {
    await userEvent.type(nameBox(canvasElement), 'Gus');
    await userEvent.type(commentBox(canvasElement), 'Hello');
    await userEvent.click(post(canvasElement));
    await expect(await within(canvasElement).findByRole('button', { name: 'Posting…' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The post failed: the reason shows and everything typed stays. */
export const PostFailed: Story = {
  args: { item: harbourPost },
  parameters: { msw: { handlers: { scenario: scenario('comment-post-failure') } } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Ana wrote:');
    await userEvent.type(nameBox(canvasElement), 'Gus');
    await userEvent.type(commentBox(canvasElement), 'Keep this text');
    await userEvent.click(post(canvasElement));
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
    await expect(commentBox(canvasElement)).toHaveValue('Keep this text');
    await expect(nameBox(canvasElement)).toHaveValue('Gus');
    await expect(within(canvasElement).queryByText('Gus wrote:')).toBeNull();
  },
};

/** The comments could not be read: an alert with 'Try again'. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { scenario: scenario('comments-down') } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The comments could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** While the comments are read. */
export const Loading: Story = {
  parameters: { msw: { handlers: { scenario: scenario('slow', { delayMs: 60_000 }) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading comments…')).toBeVisible();
  },
};

/** A visitor's hostile comment (markup, a script address, a very long word): shown as text, no element made from it. */
export const HostileComment: Story = {
  args: { item: harbourPost, initialComments: [...(blogComments[harbourPost.id] ?? []), { id: 'comment-hostile', author: '<b>Mallory</b>', text: hostileCommentText, addedOn: 0 }] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('<b>Mallory</b> wrote:')).toBeVisible();
    await expect(canvasElement.querySelector('img, b, script')).toBeNull();
    await waitFor(() => expect(canvasElement.querySelector('[data-comment-id="comment-hostile"]')?.textContent).toContain('javascript:alert(1)'));
    await expect(within(canvasElement).queryByRole('link', { name: /javascript/ })).toBeNull();
  },
};
