import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { aucklandWorkshop, eventsCollection, EVENTS_NOW } from '../../../mocks/fixtures/events.ts';
import { EventCalendar } from './EventCalendar.tsx';

const meta = {
  title: 'Content/EventCalendar',
  component: EventCalendar,
  args: { events: eventsCollection, now: EVENTS_NOW, timeZone: 'America/New_York', onValueChange: fn() },
} satisfies Meta<typeof EventCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

const cell = (canvasElement: HTMLElement, day: string) => canvasElement.querySelector<HTMLElement>(`[data-day="${day}"]`);

/** March 2026 opens on today (the 7th, selected and marked), each day listing its events; today's events below. */
export const MonthWithEvents: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'March 2026' })).toBeVisible();
    const grid = canvas.getByRole('grid', { name: 'March 2026' });
    await expect(within(grid).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    await expect(cell(canvasElement, '2026-03-07')).toHaveAttribute('aria-selected', 'true');
    await expect(cell(canvasElement, '2026-03-07')).toHaveAttribute('aria-current', 'date');
    await expect(cell(canvasElement, '2026-03-07')).toHaveAttribute('tabindex', '0');
    // The fair covers Friday to Sunday.
    for (const day of ['2026-03-20', '2026-03-21', '2026-03-22']) await expect(cell(canvasElement, day)).toHaveTextContent('Spring Ceramics Fair');
    await expect(cell(canvasElement, '2026-03-08')).toHaveAccessibleName('Sunday, March 8, 2026, 1 event Night Market Through the Clock Change');
    await expect(canvas.getByRole('heading', { name: 'Events on Saturday, March 7, 2026' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Saturday Clay Club' })).toBeVisible();
  },
};

/** Keyboard: arrows by day and week, Home/End to the week's ends, PageUp/PageDown by month; focus follows the selected day. */
export const KeyboardFocus: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const today = cell(canvasElement, '2026-03-07');
    today?.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(cell(canvasElement, '2026-03-08')).toHaveFocus());
    await expect(cell(canvasElement, '2026-03-08')).toHaveAttribute('aria-selected', 'true');
    await expect(today).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('heading', { name: 'Night Market Through the Clock Change' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{End}');
    await waitFor(() => expect(cell(canvasElement, '2026-03-21')).toHaveFocus());
    await userEvent.keyboard('{Home}{ArrowUp}{ArrowLeft}');
    await waitFor(() => expect(cell(canvasElement, '2026-03-07')).toHaveFocus());
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(cell(canvasElement, '2026-04-07')).toHaveFocus());
    await expect(canvas.getByRole('heading', { name: 'April 2026' })).toBeVisible();
    await expect(canvas.getByText('No events on this day.')).toBeVisible();
    await userEvent.keyboard('{PageUp}{PageUp}');
    await waitFor(() => expect(cell(canvasElement, '2026-02-07')).toHaveFocus());
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2026-02-07');
  },
};

/** The previous and next month buttons turn the page; a click selects a day. */
export const MonthButtons: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    await expect(canvas.getByRole('heading', { name: 'February 2026' })).toBeVisible();
    await userEvent.click(cell(canvasElement, '2026-02-14') ?? canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Winter Kiln Opening' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(canvas.getByRole('heading', { name: 'April 2026' })).toBeVisible();
  },
};

/** A site in Pacific/Auckland, weeks from Monday: the workshop sits on Tuesday the 10th there. */
export const FarTimeZoneFromMonday: Story = {
  args: { events: [aucklandWorkshop], timeZone: 'Pacific/Auckland', weekStartsOn: 1, defaultValue: '2026-03-10' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('columnheader')[0]).toHaveTextContent('Mon');
    await expect(cell(canvasElement, '2026-03-10')).toHaveTextContent('Harbour Throwing Workshop');
    await expect(cell(canvasElement, '2026-03-09')).not.toHaveTextContent('Harbour Throwing Workshop');
  },
};

/** Controlled: the page owns the selected day; a key asks for the next day and the grid waits for the page to give it. */
export const Controlled: Story = {
  args: { value: '2026-03-20' },
  play: async ({ args, canvasElement }) => {
    await expect(cell(canvasElement, '2026-03-20')).toHaveAttribute('aria-selected', 'true');
    await expect(within(canvasElement).getByRole('heading', { name: 'Spring Ceramics Fair' })).toBeVisible();
    cell(canvasElement, '2026-03-20')?.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onValueChange).toHaveBeenCalledWith('2026-03-21');
    await expect(cell(canvasElement, '2026-03-20')).toHaveAttribute('aria-selected', 'true');
  },
};
