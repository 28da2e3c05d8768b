import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { blogAccount } from '../../../mocks/fixtures/blog.ts';
import { FollowButton } from './FollowButton.tsx';
import { drawsNothing } from '../../../stories/shared/storyNote.tsx';

const meta = {
  title: 'Content/FollowButton',
  component: FollowButton,
  args: blogAccount,
} satisfies Meta<typeof FollowButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The account's user name: 'Follow @vitrine_goods', opening the account in a new tab, safely. */
export const WithUserName: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Follow @vitrine_goods' });
    await expect(link).toHaveAttribute('href', 'https://x.com/vitrine_goods');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** No user name: the last path segment of the profile address. */
export const ProfileFallback: Story = {
  args: { userName: '', profileUrl: 'https://x.com/studio_pottery/' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Follow @studio_pottery' })).toHaveAttribute('href', 'https://x.com/studio_pottery');
  },
};

/** Neither a user name nor a profile: nothing. */
export const NoAccount: Story = {
  decorators: [drawsNothing('the post names neither a user name nor a profile to follow.')],
  args: { userName: '', profileUrl: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};
