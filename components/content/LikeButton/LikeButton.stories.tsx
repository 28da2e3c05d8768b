import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { db } from '../../../mocks/db.ts';
import { harbourPost, singlePost } from '../../../mocks/fixtures/blog.ts';
import { scenario } from '../../../mocks/scenarios.ts';
import { LikeButton } from './LikeButton.tsx';
import { drawsNothing } from '../../../stories/shared/storyNote.tsx';

const meta = {
  title: 'Content/LikeButton',
  component: LikeButton,
  args: { itemId: harbourPost.id, likeCount: harbourPost.likeCount ?? 0, enabled: true },
} satisfies Meta<typeof LikeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const likeButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Like' });
/** The count shown beside the button. */
const shownCount = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-vitrine="like-button"] [data-part="count"]');
/** The page's announcer region (the preview's LiveAnnouncer). */
const announced = () => document.querySelector('[data-vitrine="live-announcer"]')?.textContent ?? document.body.textContent ?? '';

/** Simple liking on: the button, not pressed, and the count. */
export const LikesOn: Story = {
  play: async ({ canvasElement }) => {
    await expect(likeButton(canvasElement)).toHaveAttribute('aria-pressed', 'false');
    await expect(shownCount(canvasElement)).toHaveTextContent('12 Likes');
  },
};

/** One like: singular. */
export const OneLike: Story = {
  args: { itemId: singlePost.id, likeCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(shownCount(canvasElement)).toHaveTextContent(/^1 Like$/);
  },
};

/** Simple liking off: nothing. */
export const LikesOff: Story = {
  decorators: [drawsNothing('the site turns simple liking off.')],
  args: { enabled: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** A press: counted at once, saved, and the new count announced. */
export const Liking: Story = {
  args: { onLikeSettled: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(likeButton(canvasElement));
    await expect(likeButton(canvasElement)).toHaveAttribute('aria-pressed', 'true');
    await expect(shownCount(canvasElement)).toHaveTextContent('13 Likes');
    await waitFor(() => expect(db.likes.get(harbourPost.id)).toEqual({ likeCount: 13, liked: true }));
    await waitFor(() => expect(announced()).toContain('13 Likes'));
    await expect(args.onLikeSettled).toHaveBeenCalledWith(true, 13);
  },
};

/** The like could not be saved: the count goes back to 12 and an alert says so. */
export const LikeFails: Story = {
  parameters: { msw: { handlers: { scenario: scenario('like-failure') } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(likeButton(canvasElement));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Your like could not be saved.');
    await expect(likeButton(canvasElement)).toHaveAttribute('aria-pressed', 'false');
    await expect(shownCount(canvasElement)).toHaveTextContent('12 Likes');
  },
};
