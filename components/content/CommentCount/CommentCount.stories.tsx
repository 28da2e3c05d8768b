import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CommentCount } from './CommentCount.tsx';

const meta = {
  title: 'Content/CommentCount',
  component: CommentCount,
  args: { count: 0 },
} satisfies Meta<typeof CommentCount>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No comment yet: 'No Comments'. */
export const None: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No Comments')).toBeVisible();
  },
};

/** One comment: singular. */
export const One: Story = {
  args: { count: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 Comment')).toBeVisible();
  },
};

/** Many comments: the number and the plural. */
export const Many: Story = {
  args: { count: 42 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('42 Comments')).toBeVisible();
  },
};
