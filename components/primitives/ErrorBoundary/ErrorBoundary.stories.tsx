import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorBoundary } from './ErrorBoundary.tsx';

/** A part that fails to render until it is told to mend. */
function Fragile({ broken }: { broken: boolean }) {
  if (broken) throw new Error('The price could not be read.');
  return <p>Linen Shirt — $68.00</p>;
}

/** A page part behind a boundary, with a switch that mends what broke it. */
function Harness({ onError }: { onError: () => void }) {
  const [broken, setBroken] = useState(true);
  return (
    <ErrorBoundary onError={onError} onReset={() => setBroken(false)}>
      <Fragile broken={broken} />
    </ErrorBoundary>
  );
}

const meta = {
  // React reports the render error each story throws on purpose to the console, as it does for every caught error.
  tags: ['logs-to-console'],
  title: 'Primitives/ErrorBoundary',
  component: Harness,
  args: { onError: fn() },
  // The thrown error is the story's subject; React logs it, which is expected here.
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After a render error: the spec's message, "Something went wrong", and the recovery action "Try again". */
export const Fallback: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong');
    await expect(args.onError).toHaveBeenCalled();
    await expect(canvas.queryByText(/Linen Shirt/)).toBeNull();
  },
};

/** "Try again" (by keyboard) renders the part again once the cause is gone. */
export const TryAgain: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Try again' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Linen Shirt — $68.00')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A site's own wording: the spec's other recovery action, "Retry". */
export const Localized: Story = {
  parameters: { localizedStrings: { errorRetryText: 'Retry', somethingWentWrongMessage: 'Quelque chose a mal tourné' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Quelque chose a mal tourné');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

