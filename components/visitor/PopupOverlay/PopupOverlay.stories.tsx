import { Fragment, useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { PopupOverlayPosition } from '../../../logic/visitor/popupOverlay.ts';
import { db } from '../../../mocks/db.ts';
import { contactPageFields, newsletterForm } from '../../../mocks/fixtures/forms.ts';
import { scenario } from '../../../mocks/scenarios.ts';
import { Button } from '../../primitives/Button/Button.tsx';
import { PopupOverlay } from './PopupOverlay.tsx';

const DAY = 86_400_000;
const KEYS = ['date-closed', 'version', 'submitted'] as const;

/** What the browser remembers of the overlay: set before a story, so each starts from a known visit. */
function remember(values: Partial<Record<(typeof KEYS)[number], string>>): () => void {
  return () => {
    for (const key of KEYS) localStorage.removeItem(key);
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    return () => {
      for (const key of KEYS) localStorage.removeItem(key);
    };
  };
}

/** A page behind the overlay, with a way to come back to it (the overlay mounts again, the storage stays). */
function PageVisits({ render }: { render: () => ReactNode }) {
  const [visit, setVisit] = useState(0);
  return (
    <div>
      <h1>Spring collection</h1>
      <p>Linen shirts, wool scarves and a few things for the garden.</p>
      <Button variant="secondary" onClick={() => setVisit((count) => count + 1)}>
        Visit the page again
      </Button>
      <Fragment key={visit}>{render()}</Fragment>
    </div>
  );
}

const meta = {
  title: 'Visitor/PopupOverlay',
  component: PopupOverlay,
  args: { form: newsletterForm, pageFields: contactPageFields, version: '1', formProps: { query: '' } },
  beforeEach: remember({}),
  decorators: [(Story) => <PageVisits render={() => <Story />} />],
} satisfies Meta<typeof PopupOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

const overlayCalls = () => db.telemetry.filter((record) => record.endpoint === 'census.overlay').map((record) => record.body);
const dialog = () => within(document.body).findByRole('dialog', { name: 'Newsletter' });

/** One story per position: shown on a first visit, focus inside it, the census told it was shown. */
function at(position: PopupOverlayPosition): Story {
  return {
    args: { position },
    play: async ({ canvasElement }) => {
      const overlay = await dialog();
      await expect(overlay).toHaveAttribute('data-position', position);
      // Only the centre is modal: it hides the page from assistive technology; a corner or edge leaves it there.
      const pageHeading = () => within(canvasElement).queryByRole('heading', { name: 'Spring collection' });
      await waitFor(() => (position === 'center' ? expect(pageHeading()).toBeNull() : expect(pageHeading()).not.toBeNull()));
      await expect(overlay).toHaveAttribute('data-state', 'open');
      // The form loads when the overlay opens.
      await expect(await within(overlay).findByRole('textbox', { name: /^Email Address/ })).toBeVisible();
      await waitFor(() => expect(overlay.contains(document.activeElement)).toBe(true));
      await waitFor(() => expect(overlayCalls()).toEqual([{ event: 'shown', version: '1', position }]));
    },
  };
}

export const TopLeft = at('top-left');
export const TopCenter = at('top-center');
export const TopRight = at('top-right');
export const CenterLeft = at('center-left');
/** The centre is a modal: the page behind it is dimmed and out of reach. */
export const Center = at('center');
export const CenterRight = at('center-right');
export const BottomLeft = at('bottom-left');
export const BottomCenter = at('bottom-center');
export const BottomRight = at('bottom-right');

/** The visitor submitted this version's form before: nothing shows, nothing is sent. */
export const SubmittedAlready: Story = {
  beforeEach: remember({ version: '1', submitted: 'true' }),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Spring collection' });
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(overlayCalls()).toEqual([]);
  },
};

/** Closed two days ago, within the week it stays away: nothing shows. */
export const ClosedRecently: Story = {
  beforeEach: () => remember({ version: '1', 'date-closed': String(Date.now() - 2 * DAY) })(),
  play: async () => {
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(overlayCalls()).toEqual([]);
  },
};

/** Closed a month ago: the week has passed, it shows again. */
export const ClosedLongAgo: Story = {
  beforeEach: () => remember({ version: '1', 'date-closed': String(Date.now() - 30 * DAY) })(),
  play: async () => {
    await expect(await dialog()).toBeVisible();
  },
};

/** The site changed the overlay (version 2): a visitor who submitted version 1 sees it again. */
export const NewVersionShowsAgain: Story = {
  args: { version: '2' },
  beforeEach: remember({ version: '1', submitted: 'true' }),
  play: async () => {
    await expect(await dialog()).toBeVisible();
    await waitFor(() => expect(overlayCalls()).toEqual([{ event: 'shown', version: '2', position: 'center' }]));
  },
};

/** Closed with Escape: focus goes back where it was, the close is remembered, and a second visit shows nothing. */
export const ClosedWithEscape: Story = {
  args: { position: 'bottom-right' },
  play: async ({ canvasElement }) => {
    const again = within(canvasElement).getByRole('button', { name: 'Visit the page again' });
    await dialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(localStorage.getItem('version')).toBe('1');
    await expect(Number(localStorage.getItem('date-closed'))).toBeGreaterThan(Date.now() - DAY);
    await userEvent.click(again);
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(overlayCalls().map((call) => (call as { event: string }).event)).toEqual(['shown', 'closed']));
  },
};

/** The site waits 30 seconds before showing it: at first the visitor sees only the page (the wait itself is a feature on a fake clock). */
export const Delayed: Story = {
  args: { delayMs: 30_000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Spring collection' })).toBeVisible();
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

/** The site shows it on every visit (period 0): a close does not keep it away. */
export const EveryVisit: Story = {
  args: { showAgainAfterDays: 0 },
  play: async () => {
    await expect(await dialog()).toBeVisible();
  },
};

/** Shown on every visit (period 0): opened while the visitor was on a button, closed with Escape, focus is back on that button. */
export const FocusReturns: Story = {
  args: { showAgainAfterDays: 0 },
  play: async ({ canvasElement }) => {
    await dialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    const again = within(canvasElement).getByRole('button', { name: 'Visit the page again' });
    await userEvent.click(again);
    const overlay = await dialog();
    await waitFor(() => expect(overlay.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(again).toHaveFocus());
  },
};

/** Signed up: the thanks shows in the overlay, "submitted" is remembered, and it never shows again for this version. */
export const SignedUp: Story = {
  play: async ({ canvasElement }) => {
    const overlay = await dialog();
    await userEvent.type(await within(overlay).findByRole('textbox', { name: /^Email Address/ }), 'ada@example.com{Enter}');
    await within(overlay).findByText('You are on the list.');
    await expect(localStorage.getItem('submitted')).toBe('true');
    await waitFor(() => expect(overlayCalls().map((call) => (call as { event: string }).event)).toEqual(['shown', 'submitted']));
    await userEvent.click(within(overlay).getByRole('button', { name: 'Close' }));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Visit the page again' }));
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

/** The newsletter sign-up fails (500): the form's message shows in the overlay, every value kept, nothing remembered. */
export const NewsletterFailure: Story = {
  parameters: { msw: { handlers: { scenario: scenario('server-error') } } },
  play: async () => {
    const overlay = await dialog();
    await userEvent.type(await within(overlay).findByRole('textbox', { name: /^Email Address/ }), 'ada@example.com{Enter}');
    await expect(await within(overlay).findByRole('alert')).toHaveTextContent('Unable to send form. Please try again later.');
    await expect(within(overlay).getByRole('textbox', { name: /^Email Address/ })).toHaveValue('ada@example.com');
    await expect(localStorage.getItem('submitted')).toBeNull();
  },
};

/** A browser that refuses local storage (every read and write throws): the overlay still shows and closes. */
export const StorageRefused: Story = {
  args: {
    storage: {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    },
  },
  play: async () => {
    const overlay = await dialog();
    await userEvent.click(within(overlay).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};
