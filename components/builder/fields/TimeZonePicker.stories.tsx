import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { hold } from '../../../mocks/hold.ts';
import { scenario } from '../../../mocks/scenarios.ts';
import { timeZoneOptions } from '../../../logic/builder/builderFields.ts';
import { TimeZonePicker } from './TimeZonePicker.tsx';

const meta = {
  title: 'Builder/Fields/TimeZonePicker',
  component: TimeZonePicker,
  // The zones are the browser's IANA identifiers (data, not wording): given as an arg so the
  // catalogue's pseudo-locale check reads them as data, as it does a fixture's values.
  args: { onValueChange: fn(), timeZones: timeZoneOptions('America/New_York') },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof TimeZonePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const select = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: 'Time zone' });
const picker = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-vitrine="time-zone-picker"]');

/** Starts from the site's zone (the mock site is in Europe/Lisbon); every zone the browser knows is offered. */
export const SiteZone: Story = {
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(select(canvasElement)).toHaveValue('Europe/Lisbon'));
    await expect(within(select(canvasElement)).getAllByRole('option').length).toBeGreaterThan(300);
    await userEvent.selectOptions(select(canvasElement), 'Asia/Tokyo');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Asia/Tokyo');
    await expect(select(canvasElement)).toHaveValue('Asia/Tokyo');
  },
};

/** While the site's zone is read: America/New_York (rendering spec, constants and limits). */
export const Loading: Story = {
  parameters: { msw: { handlers: { hold: [http.get('*/api/builder/site-settings/time-zone', () => hold('infinite'))] } } },
  play: async ({ canvasElement }) => {
    await expect(picker(canvasElement)).toHaveAttribute('data-state', 'loading');
    await expect(select(canvasElement)).toHaveValue('America/New_York');
  },
};

/** A zone the owner already chose wins over the site's. */
export const WithValue: Story = {
  args: { defaultValue: 'Pacific/Auckland' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(picker(canvasElement)).toHaveAttribute('data-state', 'ready'));
    await expect(select(canvasElement)).toHaveValue('Pacific/Auckland');
  },
};

/** The site's zone cannot be read: 'Failed to load timezone' with Try again (rendering spec, error catalogue), America/New_York meanwhile; trying again reads it. */
export const LoadFailure: Story = {
  parameters: { msw: { handlers: { scenario: scenario('time-zone-fail-once') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load timezone');
    await expect(select(canvasElement)).toHaveValue('America/New_York');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(select(canvasElement)).toHaveValue('Europe/Lisbon'));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The owner picks a zone while the read has failed: the choice is kept when the read comes back. */
export const ChoiceKeptThroughFailure: Story = {
  parameters: { msw: { handlers: { scenario: scenario('time-zone-fail-once') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('alert');
    await userEvent.selectOptions(select(canvasElement), 'Asia/Tokyo');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(picker(canvasElement)).toHaveAttribute('data-state', 'ready'));
    await expect(select(canvasElement)).toHaveValue('Asia/Tokyo');
  },
};
