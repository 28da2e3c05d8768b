import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { blogSettings, harbourPost, quietPost, singlePost } from '../../../mocks/fixtures/blog.ts';
import { CommentLink } from './CommentLink.tsx';

const meta = {
  title: 'Content/CommentLink',
  component: CommentLink,
  args: { item: harbourPost },
} satisfies Meta<typeof CommentLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two comments: the link reads '2 Comments' and points at the item's comments container. */
export const Many: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '2 Comments' })).toHaveAttribute('href', '/journal/mornings-at-the-harbour#comments-post-harbour');
  },
};

/** One comment: '1 Comment'. */
export const One: Story = {
  args: { item: singlePost },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '1 Comment' })).toHaveAttribute('href', '/journal/a-single-bowl#comments-post-single');
  },
};

/** None yet: 'No Comments'. */
export const None: Story = {
  args: { item: quietPost },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'No Comments' })).toBeVisible();
  },
};

/** Given the site's settings, the link is drawn where the comments are: here, comments are on and the post takes them. */
export const WithSiteSettings: Story = {
  args: { settings: blogSettings },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '2 Comments' })).toBeVisible();
  },
};
