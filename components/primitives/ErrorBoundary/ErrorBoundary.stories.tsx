import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ErrorReporterProvider } from '../../../hooks/useErrorReporter.tsx';
import { db } from '../../../mocks/db.ts';
import { Button } from '../Button/Button.tsx';
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

/** A part that renders until its button is pressed, then throws while rendering. */
function BreaksOnClick() {
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error('The product card could not be drawn.');
  return (
    <Button variant="secondary" onClick={() => setBroken(true)}>
      Break this part
    </Button>
  );
}

/** A button whose promise rejects with nobody to catch it: the window's unhandledrejection reaches the reporter. */
function RejectsOnClick() {
  return (
    <Button variant="secondary" onClick={() => void Promise.reject(new Error('The stock check was never answered.'))}>
      Reject a promise
    </Button>
  );
}

/** A page with the error reporter mounted: what the boundary catches and what nobody catches is sent. */
function ReportingHarness() {
  return (
    <ErrorReporterProvider websiteId="site-vitrine" templateId="tpl-vitrine">
      <ErrorBoundary>
        <BreaksOnClick />
      </ErrorBoundary>
      <RejectsOnClick />
    </ErrorReporterProvider>
  );
}

const meta = {
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

/**
 * With an ErrorReporterProvider on the page, a caught render error is reported to RecordJavascriptErrors
 * 1 s after it happened (shopper.md §8); "Reject a promise" is reported the same way (the features press it:
 * an unhandled rejection would fail this story's own test run).
 */
export const Reported: Story = {
  render: () => <ReportingHarness />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Break this part' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong');
    const reports = () => db.telemetry.filter((record) => record.endpoint === 'events.recordJavascriptErrors').flatMap((record) => record.body as unknown[]);
    await waitFor(() => expect(reports()).toHaveLength(1), { timeout: 3000 });
    await expect(reports()[0]).toMatchObject({
      event: 'error',
      data: { message: 'The product card could not be drawn.', websiteId: 'site-vitrine', templateId: 'tpl-vitrine' },
    });
  },
};
