import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { EventList } from '../../components/content/EventList/EventList.tsx';
import { eventsCollection, EVENTS_NOW } from '../../mocks/fixtures/events.ts';

interface EventsPageProps {
  /** The collection's calendarView setting. */
  calendarView: boolean;
  /** The website's timeZone setting. */
  timeZone: string;
}

/** A site's events page: the collection's upcoming events (or its month calendar) and, aside, the past ones. */
function EventsPage({ calendarView, timeZone }: EventsPageProps) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 32, alignItems: 'flex-start', padding: 16 }}>
      <main style={{ flex: '1 1 480px', maxWidth: 760 }}>
        <h1>Studio events</h1>
        <EventList events={eventsCollection} now={EVENTS_NOW} timeZone={timeZone} calendarView={calendarView} showPastOrUpcomingEvents="upcoming" headingLevel={2} />
      </main>
      <aside style={{ flex: '0 1 300px' }} aria-labelledby="events-page-past">
        <h2 id="events-page-past">Earlier this season</h2>
        <EventList events={eventsCollection} now={EVENTS_NOW} timeZone={timeZone} showPastOrUpcomingEvents="past" />
      </aside>
    </div>
  );
}

const meta = {
  title: 'Pages/Events',
  component: EventsPage,
  args: { calendarView: false, timeZone: 'America/New_York' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof EventsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list: upcoming events in the main column, past ones aside, each with its day, time range and calendar link. */
export const EventsPageList: Story = {
  name: 'Events page',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('region', { name: 'Upcoming events' })).toBeVisible();
    const market = main.getByRole('article', { name: 'Night Market Through the Clock Change' });
    await expect(within(market).getByText('Sunday, March 8, 2026, 1:00 AM EST – 5:00 AM EDT')).toBeVisible();
    await expect(within(market).getByRole('link', { name: 'Add to Google Calendar' })).toHaveAttribute(
      'href',
      expect.stringContaining('&dates=20260308T060000Z/20260308T090000Z') as string,
    );
    const aside = within(canvas.getByRole('complementary', { name: 'Earlier this season' }));
    await expect(aside.getAllByRole('article').map((article) => article.getAttribute('aria-labelledby') !== null)).toEqual([true, true]);
  },
};

/** The collection shows the month calendar: March 2026 with its events; moving a week down picks the 14th. */
export const EventsPageCalendar: Story = {
  name: 'Events page, calendar view',
  args: { calendarView: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'March 2026' });
    within(grid).getByRole('gridcell', { selected: true }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvasElement.querySelector('[data-day="2026-03-14"]')).toHaveFocus());
    await expect(canvas.getByRole('heading', { name: 'Events on Saturday, March 14, 2026' })).toBeVisible();
  },
};
