import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Alert } from './Alert.tsx';

const meta = {
  title: 'Primitives/Alert',
  component: Alert,
  args: { title: 'Unable to Add Item', children: 'Sorry, we do not have enough of that item available.' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An error: announced at once (role="alert"). */
export const ErrorAlert: Story = {
  name: 'Error',
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Unable to Add Item');
    await expect(alert).toHaveTextContent('Sorry, we do not have enough of that item available.');
  },
};

/** Information, announced politely (role="status"). */
export const Info: Story = {
  args: { tone: 'info', title: undefined, children: 'Your cart is being updated.' },
  play: async ({ canvasElement }) => {
    // The catalogue's page announcer is a status region too: find the alert's own.
    const alert = within(canvasElement).getAllByRole('status').find((element) => element.dataset.vitrine === 'alert');
    await expect(alert).toHaveTextContent('Your cart is being updated.');
  },
};

/** Success. */
export const Success: Story = { args: { tone: 'success', title: 'Added to cart', children: undefined } };

/** With a close button, operable from the keyboard. */
export const Dismissible: Story = {
  args: { onDismiss: fn() },
  play: async ({ args, canvasElement }) => {
    const close = within(canvasElement).getByRole('button', { name: 'Close' });
    close.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};
