/**
 * The events' localized-string defaults (rendering spec, entities "Localized strings", states "Comments and
 * events"): one object per component, so a component's bundle carries only the defaults it shows.
 * Every key is a library string (the spec words none of them). Dates inside them are written by Intl
 * in the page's locale and the site's time zone (logic/content/calendar.ts).
 */

/** The event item's wording. */
export const EVENT_ITEM_STRINGS = {
  /** Library string: a same-day event; `{date}` its day, `{startTime}` and `{endTime}` with the zone name. */
  eventSameDayText: '{date}, {startTime} – {endTime}',
  /** Library string: an event over several days; `{start}` and `{end}` are dates with times. */
  eventMultiDayText: '{start} – {end}',
  /** Library string: the link adding the event to Google Calendar. */
  eventAddToCalendarText: 'Add to Google Calendar',
  /** Library string: spoken before the event's address. */
  eventLocationLabel: 'Location',
} as const;

/** The event list's wording. */
export const EVENT_LIST_STRINGS = {
  /** Library string: the name of a list of upcoming events. */
  eventListUpcomingLabel: 'Upcoming events',
  /** Library string: the name of a list of past events. */
  eventListPastLabel: 'Past events',
  /** Library string: no upcoming event. */
  eventListUpcomingEmptyText: 'There are no upcoming events.',
  /** Library string: no past event. */
  eventListPastEmptyText: 'There are no past events.',
} as const;

/** The month calendar's wording. */
export const EVENT_CALENDAR_STRINGS = {
  /** Library string: the calendar's heading; `{month}` is the month and year. */
  eventCalendarMonthText: '{month}',
  /** Library string: a weekday column's heading; `{weekday}` is the short name (the long one is spoken). */
  eventCalendarWeekdayText: '{weekday}',
  /** Library string: a day of the grid as spoken; `{date}` is the day in full, `{count}` its events. */
  eventCalendarDayLabel: '{date}, {count} events',
  /** Library string: a day of the grid with one event. */
  eventCalendarDayOneEventLabel: '{date}, 1 event',
  /** Library string: a day of the grid with no event. */
  eventCalendarDayNoEventsLabel: '{date}, no events',
  /** Library string: the previous month button. */
  eventCalendarPreviousMonthLabel: 'Previous month',
  /** Library string: the next month button. */
  eventCalendarNextMonthLabel: 'Next month',
  /** Library string: the heading of the selected day's events; `{date}` is the day in full. */
  eventCalendarSelectedDayHeading: 'Events on {date}',
  /** Library string: the selected day has no event. */
  eventCalendarNoEventsText: 'No events on this day.',
  /** Library string: how to move in the grid, spoken with it. */
  eventCalendarKeyboardHint: 'Arrow keys move by day and week, Home and End to the week’s ends, Page Up and Page Down by month.',
} as const;
