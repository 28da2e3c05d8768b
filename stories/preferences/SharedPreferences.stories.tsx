import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '../../mocks/db.ts';
import { scenario } from '../../mocks/scenarios.ts';
import { DISPLAY_NAMESPACE, FreshApiClient, TwoPreferencePanels } from './preferencePanels.setup.tsx';

const meta = {
  title: 'Account/Commerce preferences',
  component: TwoPreferencePanels,
  decorators: [(Story) => <FreshApiClient>{Story()}</FreshApiClient>],
} satisfies Meta<typeof TwoPreferencePanels>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = (canvasElement: HTMLElement, name: 'Currency display' | 'Units') => within(canvasElement).getByRole('region', { name });

/** Both panels read the one namespace (one GET): currency USD, units metric. */
export const SharedBetweenTwoPanels: Story = {
  play: async ({ canvasElement }) => {
    const currency = panel(canvasElement, 'Currency display');
    const units = panel(canvasElement, 'Units');
    await expect(await within(currency).findByRole('combobox', { name: 'Show prices in' })).toHaveValue('USD');
    await expect(await within(units).findByRole('combobox', { name: 'Measure in' })).toHaveValue('metric');
    await expect(units).toHaveTextContent('Currency: USD');
  },
};

/** A save in one panel (currency to EUR) is seen by the other after the change event's refetch. */
export const OneUpdatesTheOther: Story = {
  play: async ({ canvasElement }) => {
    const currency = panel(canvasElement, 'Currency display');
    const units = panel(canvasElement, 'Units');
    await userEvent.selectOptions(await within(currency).findByRole('combobox', { name: 'Show prices in' }), 'EUR');
    await userEvent.click(within(currency).getByRole('button', { name: 'Save' }));
    await expect(await within(currency).findByRole('status')).toHaveTextContent('Saved.');
    await waitFor(() => expect(units).toHaveTextContent('Currency: EUR'));
    await expect(db.preferences.get(DISPLAY_NAMESPACE)).toEqual({ displayCurrency: 'EUR', measurementUnits: 'metric' });
  },
};

/** Saving what is already stored sends nothing. */
export const UnchangedNotSent: Story = {
  play: async ({ canvasElement }) => {
    const units = panel(canvasElement, 'Units');
    await within(units).findByRole('combobox', { name: 'Measure in' });
    await userEvent.click(within(units).getByRole('button', { name: 'Save' }));
    await expect(await within(units).findByRole('status')).toHaveTextContent('Nothing changed, so nothing was sent.');
    // The website id is still in the backend's copy: nothing was written over it.
    await expect(db.preferences.get(DISPLAY_NAMESPACE)).toHaveProperty('websiteId');
  },
};

/** While the namespace is read. */
export const Loading: Story = {
  parameters: { msw: { handlers: { scenario: scenario('slow', { delayMs: 60_000 }) } } },
  play: async ({ canvasElement }) => {
    await expect(within(panel(canvasElement, 'Units')).getByText('Loading preferences…')).toBeVisible();
    await expect(panel(canvasElement, 'Units')).toHaveAttribute('data-status', 'pending');
  },
};

/** The read fails: both panels say so (the failure is reported to the error service once). */
export const ReadFailed: Story = {
  parameters: { msw: { handlers: { scenario: scenario('server-error') } } },
  play: async ({ canvasElement }) => {
    for (const name of ['Currency display', 'Units'] as const) {
      await expect(await within(panel(canvasElement, name)).findByRole('alert')).toHaveTextContent('Preferences could not be read');
    }
  },
};

/** The save fails: the panel that saved shows why; the other keeps the stored values. */
export const SaveFailed: Story = {
  parameters: { msw: { handlers: { scenario: scenario('preferences-save-failure') } } },
  play: async ({ canvasElement }) => {
    const currency = panel(canvasElement, 'Currency display');
    const units = panel(canvasElement, 'Units');
    await userEvent.selectOptions(await within(currency).findByRole('combobox', { name: 'Show prices in' }), 'GBP');
    await userEvent.click(within(currency).getByRole('button', { name: 'Save' }));
    await expect(await within(currency).findByRole('alert')).toHaveTextContent('Preferences could not be saved');
    await expect(within(units).queryByRole('alert')).toBeNull();
    await expect(units).toHaveTextContent('Currency: USD');
  },
};
