/**
 * The page's telemetry at work (shopper spec, error catalogue error reporting, rendering spec, calls performance records): a page
 * with VisitorTelemetry mounted and three ways to break it. Story-only: the features press the buttons whose
 * errors nobody catches (an uncaught error or rejection would fail a story's own test run).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ErrorBoundary } from '../../components/primitives/ErrorBoundary/ErrorBoundary.tsx';
import { Button } from '../../components/primitives/Button/Button.tsx';
import { VisitorTelemetry } from '../../hooks/visitor/useVisitorTelemetry.tsx';
import { db } from '../../mocks/db.ts';

/** A part that throws while rendering once its button is pressed: the ErrorBoundary catches and reports it. */
function BreaksOnClick() {
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error('The product card could not be drawn.');
  return (
    <Button variant="secondary" onClick={() => setBroken(true)}>
      Break a product card
    </Button>
  );
}

/** The page as a site mounts it, its telemetry around everything. */
function TelemetryPage({ websiteId, templateId }: { websiteId: string; templateId: string }) {
  return (
    // No census cookies here: they would outlive the story in the catalogue's browser (Consent/CookieBanner shows them).
    <VisitorTelemetry websiteId={websiteId} templateId={templateId} census={false}>
      <ErrorBoundary>
        <BreaksOnClick />
      </ErrorBoundary>
      <Button
        variant="secondary"
        onClick={() => {
          throw new Error('The size guide script failed.');
        }}
      >
        Throw an error
      </Button>
      <Button variant="secondary" onClick={() => void Promise.reject(new Error('The stock check was never answered.'))}>
        Reject a promise
      </Button>
    </VisitorTelemetry>
  );
}

const meta = {
  title: 'Visitor/Telemetry',
  component: TelemetryPage,
  args: { websiteId: 'site-vitrine', templateId: 'tpl-vitrine' },
} satisfies Meta<typeof TelemetryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const errorReports = () => db.telemetry.filter((record) => record.endpoint === 'events.recordJavascriptErrors').flatMap((record) => record.body as unknown[]);

/** A page with telemetry: nothing is reported until something breaks. */
export const Quiet: Story = {
  play: async () => {
    await expect(errorReports()).toEqual([]);
  },
};

/** A render error caught by the ErrorBoundary is reported with the site's ids, 1 s later. */
export const CaughtErrorReported: Story = {
  // React reports the render error the story throws on purpose to the console, as it does for every caught error.
  tags: ['logs-to-console'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Break a product card' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await waitFor(() => expect(errorReports()).toHaveLength(1), { timeout: 20_000 });
    await expect(errorReports()[0]).toMatchObject({ data: { message: 'The product card could not be drawn.', websiteId: 'site-vitrine' } });
  },
};
