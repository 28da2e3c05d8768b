import type { ComponentPropsWithoutRef, Ref } from 'react';
import { eventListMode, eventsToShow, type DayKey, type EventItemData } from '../../../logic/content/calendar.ts';
import { DEFAULT_TIME_ZONE } from '../../../logic/shared/dates.ts';
import { EVENT_LIST_STRINGS } from '../../../logic/content/eventStrings.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { cx } from '../../primitives/cx.ts';
import { EventCalendar } from '../EventCalendar/EventCalendar.tsx';
import { EventItem } from '../EventItem/EventItem.tsx';
import * as styles from './EventList.css.ts';

/** Props of {@link EventList}; other attributes go on its `<section>`. */
export interface EventListProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children' | 'defaultValue' | 'onChange'> {
  /** The events collection's items (rendering spec, entities). */
  events: readonly EventItemData[];
  /** The page's clock (epoch ms): what is past and what is upcoming. Pass it in; the list never reads a clock. */
  now: number;
  /** The collection's `showPastOrUpcomingEvents`: 'past' lists past events, anything else upcoming ones. @default 'upcoming' */
  showPastOrUpcomingEvents?: string | null;
  /** The collection's `calendarView`: show the month calendar instead of the list. @default false */
  calendarView?: boolean;
  /** The site's time zone (the website's `timeZone` setting). @default 'America/New_York' */
  timeZone?: string | null;
  /** The locale Intl writes dates in. @default 'en-US' */
  locale?: string;
  /** The level of each event's title (the calendar's month heading is one above, at least 2). @default 3 */
  headingLevel?: 2 | 3 | 4 | 5;
  /** The calendar's selected day, when controlled (calendar view only). */
  selectedDay?: DayKey;
  /** Called with every day the visitor selects in the calendar view. */
  onSelectedDayChange?: (day: DayKey) => void;
  ref?: Ref<HTMLElement>;
}

/**
 * An events collection (rendering spec, entities, states): the upcoming events (not yet ended, soonest first) or
 * the past ones (latest first) per `showPastOrUpcomingEvents`, each an {@link EventItem} in the site's
 * time zone, with a plain sentence when there is none; or, when `calendarView` is set, the month
 * calendar of every event ({@link EventCalendar}), opening on the month of `now`.
 */
export function EventList({
  events,
  now,
  showPastOrUpcomingEvents,
  calendarView = false,
  timeZone = DEFAULT_TIME_ZONE,
  locale = 'en-US',
  headingLevel = 3,
  selectedDay,
  onSelectedDayChange,
  className,
  ...rest
}: EventListProps) {
  const strings = useStrings(EVENT_LIST_STRINGS);
  const mode = eventListMode(showPastOrUpcomingEvents);
  if (calendarView) {
    return (
      <EventCalendar
        events={events}
        now={now}
        timeZone={timeZone}
        locale={locale}
        headingLevel={Math.max(2, headingLevel - 1) as 2}
        {...(selectedDay === undefined ? {} : { value: selectedDay })}
        {...(onSelectedDayChange === undefined ? {} : { onValueChange: onSelectedDayChange })}
        data-state="calendar"
        {...rest}
        className={className}
      />
    );
  }
  const shown = eventsToShow(events, mode, now);
  return (
    <section
      data-vitrine="event-list"
      data-state={mode}
      aria-label={mode === 'past' ? strings.eventListPastLabel : strings.eventListUpcomingLabel}
      {...rest}
      className={cx(styles.root, className)}
    >
      {shown.length === 0 ? (
        <p className={styles.empty}>{mode === 'past' ? strings.eventListPastEmptyText : strings.eventListUpcomingEmptyText}</p>
      ) : (
        <ul className={styles.list}>
          {shown.map((event, index) => (
            <li key={event.id ?? index}>
              <EventItem event={event} timeZone={timeZone} locale={locale} headingLevel={headingLevel} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
