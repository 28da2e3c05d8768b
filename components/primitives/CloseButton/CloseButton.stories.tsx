import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CloseButton } from './CloseButton.tsx';

const meta = {
  title: 'Primitives/CloseButton',
  component: CloseButton,
  args: { onClick: fn() },
} satisfies Meta<typeof CloseButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The close button of dialogs, popovers and alerts: named "Close", pressed with a click, Enter or Space. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Close' });
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

/** On a picture (the gallery's lightbox): the secondary look, with its own surface. */
export const OnAPicture: Story = {
  args: { variant: 'secondary' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Close' })).toHaveAttribute('data-part', 'close');
  },
};

/** A site's own wording for its name. */
export const Localized: Story = {
  parameters: { localizedStrings: { closeLabel: 'Fermer' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Fermer' })).toBeVisible();
  },
};
