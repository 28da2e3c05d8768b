import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  aucklandWorkshop,
  ceramicsFair,
  hostileTitleEvent,
  nightMarket,
  onlineGlazeTalk,
  studioEvening,
} from '../../../mocks/fixtures/events.ts';
import { EventItem } from './EventItem.tsx';

const meta = {
  title: 'Content/EventItem',
  component: EventItem,
  args: { event: studioEvening, timeZone: 'America/New_York' },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof EventItem>;

export default meta;
type Story = StoryObj<typeof meta>;

const item = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-vitrine="event-item"]');
const when = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-part="when"]')?.textContent ?? '';
const calendarHref = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('link', { name: 'Add to Google Calendar' }).getAttribute('href') ?? '';

/** A same-day event: one day and a time range in the site's zone, the address, the excerpt and the calendar link. */
export const SameDay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(item(canvasElement)).toHaveAttribute('data-state', 'same-day');
    await expect(canvas.getByRole('heading', { name: 'Open Studio Evening' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open Studio Evening' })).toHaveAttribute('href', '/events/open-studio-evening');
    await expect(when(canvasElement)).toBe('Thursday, March 12, 2026, 6:00 PM EDT – 9:00 PM EDT');
    await expect(canvas.getByText('214 Mercer Street')).toBeVisible();
    await expect(canvas.getByText('Meet the potters, see the kilns & take home a seconds bowl.')).toBeVisible();
    await expect(calendarHref(canvasElement)).toBe(
      'https://www.google.com/calendar/render?action=TEMPLATE&text=Open%20Studio%20Evening&dates=20260312T220000Z/20260313T010000Z' +
        '&location=214%20Mercer%20Street,New%20York%2C%20NY%2010012,United%20States',
    );
  },
};

/** A three-day fair: a range of dates with times. */
export const MultiDay: Story = {
  args: { event: ceramicsFair },
  play: async ({ canvasElement }) => {
    await expect(item(canvasElement)).toHaveAttribute('data-state', 'multi-day');
    await expect(when(canvasElement)).toBe('Fri, Mar 20, 2026, 6:00 PM EDT – Sun, Mar 22, 2026, 5:00 PM EDT');
  },
};

/** Across New York's spring-forward (2 AM, 8 March 2026): 1 AM EST to 5 AM EDT is three hours, on one day. */
export const AcrossDaylightSavingChange: Story = {
  args: { event: nightMarket },
  play: async ({ canvasElement }) => {
    await expect(item(canvasElement)).toHaveAttribute('data-state', 'same-day');
    await expect(when(canvasElement)).toBe('Sunday, March 8, 2026, 1:00 AM EST – 5:00 AM EDT');
    await expect(calendarHref(canvasElement)).toContain('&dates=20260308T060000Z/20260308T090000Z');
  },
};

/** A site in Pacific/Auckland: the workshop is one afternoon there (it would span two days in New York). */
export const FarTimeZone: Story = {
  args: { event: aucklandWorkshop, timeZone: 'Pacific/Auckland' },
  play: async ({ canvasElement }) => {
    await expect(item(canvasElement)).toHaveAttribute('data-state', 'same-day');
    await expect(when(canvasElement)).toBe('Tuesday, March 10, 2026, 2:00 PM GMT+13 – 5:00 PM GMT+13');
  },
};

/** The same workshop on a New York site: 9 PM on the 9th to midnight — a range over two days. */
export const FarTimeZoneSeenFromNewYork: Story = {
  args: { event: aucklandWorkshop },
  play: async ({ canvasElement }) => {
    await expect(item(canvasElement)).toHaveAttribute('data-state', 'multi-day');
  },
};

/** No location: no address, and the calendar link carries none. */
export const NoLocation: Story = {
  args: { event: onlineGlazeTalk },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('address')).toBeNull();
    await expect(calendarHref(canvasElement)).not.toContain('location=');
  },
};

/** A long hostile title, address and excerpt: shown as text, wrapped, and no element is made from them. */
export const HostileTitle: Story = {
  args: { event: hostileTitleEvent },
  play: async ({ canvasElement }) => {
    const article = item(canvasElement);
    await expect(article?.querySelector('img, script')).toBeNull();
    await expect(article?.querySelector('h3')?.textContent).toBe(hostileTitleEvent.title);
    await expect(within(canvasElement).getByText('<script>alert(1)</script>')).toBeVisible();
    await expect((article as HTMLElement | null)?.scrollWidth).toBeLessThanOrEqual(480);
  },
};

/** The site's own wording (localized strings), dates still from Intl. */
export const SiteWording: Story = {
  parameters: { localizedStrings: { eventAddToCalendarText: 'Ajouter à Google Agenda', eventSameDayText: '{date} de {startTime} à {endTime}' } },
  args: { event: nightMarket, locale: 'fr-FR', timeZone: 'Europe/Paris' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Ajouter à Google Agenda' })).toBeVisible();
    await expect(when(canvasElement)).toBe('dimanche 8 mars 2026 de 07:00 UTC+1 à 10:00 UTC+1');
  },
};
