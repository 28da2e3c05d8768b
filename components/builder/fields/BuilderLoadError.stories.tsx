import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BUILDER_MESSAGE_STRINGS } from '../../../logic/builder/builderMessages.ts';
import { BuilderLoadError } from './BuilderLoadError.tsx';

const meta = {
  title: 'Builder/Fields/BuilderLoadError',
  component: BuilderLoadError,
  args: { message: BUILDER_MESSAGE_STRINGS.builderUnableToLoadMessage, onRetry: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof BuilderLoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A failed read (rendering spec, error catalogue): the message, announced, and Try again. */
export const TryAgain: Story = {
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Unable to load. Try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Offline, with the Retry wording. */
export const Retry: Story = {
  args: { message: BUILDER_MESSAGE_STRINGS.builderUnableToConnectMessage, action: 'retry' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
