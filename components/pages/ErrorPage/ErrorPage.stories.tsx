import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button.tsx';
import { ErrorBoundary } from '../../primitives/ErrorBoundary/ErrorBoundary.tsx';
import { ErrorPage } from './ErrorPage.tsx';

/** The page's content: it crashes while rendering when its button is pressed, until it is mended. */
function Shop({ broken, onBreak }: { broken: boolean; onBreak: () => void }) {
  if (broken) throw new Error('The collection could not be drawn.');
  return (
    <div>
      <h1>Spring collection</h1>
      <Button variant="secondary" onClick={onBreak}>
        Break the page
      </Button>
    </div>
  );
}

/** A whole page behind a page-level boundary whose fallback is the error page; "Try again" mends it. */
function CrashingPage({ startBroken }: { startBroken: boolean }) {
  const [broken, setBroken] = useState(startBroken);
  return (
    <ErrorBoundary fallback={(props) => <ErrorPage {...props} />} onReset={() => setBroken(false)}>
      <Shop broken={broken} onBreak={() => setBroken(true)} />
    </ErrorBoundary>
  );
}

const meta = {
  // React reports the render error each story throws on purpose to the console, as it does for every caught error.
  tags: ['logs-to-console'],
  title: 'Pages/Error page',
  component: CrashingPage,
  args: { startBroken: true },
} satisfies Meta<typeof CrashingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page crashed: "Something went wrong" and what to do next; the error page takes focus; the error itself is not shown. */
export const Crashed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = await canvas.findByRole('region', { name: 'Something went wrong' });
    await expect(canvas.getByText('This page could not be shown. Trying again often helps.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(page).toHaveFocus());
    await expect(canvas.queryByText('The collection could not be drawn.')).toBeNull();
  },
};

/** "Try again" renders the page again, once what broke it is mended. */
export const TryAgainMendsIt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { name: 'Spring collection' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Something went wrong' })).toBeNull();
  },
};

/** The page before anything breaks. */
export const Working: Story = {
  args: { startBroken: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Spring collection' })).toBeVisible();
  },
};

/** The page works until something breaks it while the visitor is on it. */
export const CrashWhileBrowsing: Story = {
  args: { startBroken: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Break the page' }));
    await expect(await canvas.findByRole('region', { name: 'Something went wrong' })).toBeVisible();
  },
};

/** The error page on its own (no retry given: only the home link). */
export const WithoutRetry: Story = {
  render: () => <ErrorPage />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Try again' })).toBeNull();
    await expect(within(canvasElement).getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  },
};
