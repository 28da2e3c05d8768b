import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { eventsCollection, EVENTS_NOW, newYearSale, studioEvening } from '../../../mocks/fixtures/events.ts';
import { EventList } from './EventList.tsx';

const meta = {
  title: 'Content/EventList',
  component: EventList,
  args: { events: eventsCollection, now: EVENTS_NOW, timeZone: 'America/New_York' },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof EventList>;

export default meta;
type Story = StoryObj<typeof meta>;

const titles = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

/** Upcoming (the default): events not yet ended, soonest first; the one under way now included. */
export const Upcoming: Story = {
  args: { showPastOrUpcomingEvents: 'upcoming' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Upcoming events' })).toBeVisible();
    await expect(titles(canvasElement)).toEqual([
      'Saturday Clay Club',
      'Night Market Through the Clock Change',
      'Open Studio Evening',
      'Online Glaze Talk',
      'Spring Ceramics Fair',
    ]);
  },
};

/** Past: events that have ended, latest first. */
export const Past: Story = {
  args: { showPastOrUpcomingEvents: 'past' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Past events' })).toBeVisible();
    await expect(titles(canvasElement)).toEqual(['Winter Kiln Opening', 'New Year Seconds Sale']);
  },
};

/** No upcoming event: a plain sentence. */
export const EmptyUpcoming: Story = {
  args: { events: [newYearSale] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('There are no upcoming events.')).toBeVisible();
  },
};

/** No past event: a plain sentence. */
export const EmptyPast: Story = {
  args: { events: [studioEvening], showPastOrUpcomingEvents: 'past' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('There are no past events.')).toBeVisible();
  },
};

/** calendarView set: the month calendar of every event instead of the list, opening on today's month. */
export const CalendarView: Story = {
  args: { calendarView: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: 'March 2026' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-vitrine="event-calendar"]')).toHaveAttribute('data-state', 'calendar');
  },
};
