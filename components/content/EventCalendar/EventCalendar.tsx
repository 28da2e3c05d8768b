'use client';

import { useEffect, useId, useMemo, useRef, type ComponentPropsWithoutRef, type KeyboardEvent, type Ref } from 'react';
import {
  addMonths,
  CALENDAR_MOVES,
  dayKeyOf,
  dayLabel,
  eventsByDay,
  eventSpan,
  monthGrid,
  monthLabel,
  moveSelection,
  parseDayKey,
  weekdayLabels,
  type DayKey,
  type EventItemData,
} from '../../../logic/content/calendar.ts';
import { DEFAULT_TIME_ZONE, resolveTimeZone } from '../../../logic/shared/dates.ts';
import { EVENT_CALENDAR_STRINGS } from '../../../logic/content/eventStrings.ts';
import { interpolate } from '../../../logic/shared/interpolate.ts';
import { useControllableState } from '../../../hooks/shared/useControllableState.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { cx } from '../../primitives/cx.ts';
import { visuallyHidden } from '../../theme/utilities.css.ts';
import { EventItem } from '../EventItem/EventItem.tsx';
import * as styles from './EventCalendar.css.ts';

/** Props of {@link EventCalendar}; other attributes go on its `<section>`. */
export interface EventCalendarProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children' | 'defaultValue' | 'onChange'> {
  /** The events to place on their days (each day it covers in the site's zone). */
  events: readonly EventItemData[];
  /** The selected day (`YYYY-MM-DD`), when controlled; its month is the one shown. */
  value?: DayKey;
  /** The first selected day when uncontrolled. @default the day of `now`, else of the first event */
  defaultValue?: DayKey;
  /** Called with every day the visitor selects (keys, buttons, a click). */
  onValueChange?: (day: DayKey) => void;
  /** The page's clock (epoch ms), to open on today's month and mark today. */
  now?: number;
  /** The site's time zone (the website's `timeZone` setting). @default 'America/New_York' */
  timeZone?: string | null;
  /** The locale Intl writes month, weekday and day names in. @default 'en-US' */
  locale?: string;
  /** The first day of the week, 0 Sunday to 6 Saturday. @default 0 */
  weekStartsOn?: number;
  /** The level of the month's heading (the selected day's is one below). @default 2 */
  headingLevel?: 2 | 3 | 4 | 5;
  ref?: Ref<HTMLElement>;
}

/** The first selected day: the one given, else today, else the first event's day, else 1 January 2000. */
function initialDay(defaultValue: DayKey | undefined, now: number | undefined, events: readonly EventItemData[], timeZone: string): DayKey {
  if (parseDayKey(defaultValue) !== null && defaultValue !== undefined) return defaultValue;
  const today = dayKeyOf(now, timeZone);
  if (today !== '') return today;
  const first = events.map((event) => eventSpan(event)?.start).find((start) => start !== undefined);
  return dayKeyOf(first, timeZone) || '2000-01-01';
}

/**
 * The month calendar view of an events page (rendering spec, entities `calendarView`): a grid of the month's
 * days (ARIA grid: arrow keys move by day and week, Home / End to the week's ends, PageUp / PageDown by
 * month, with Shift by year), each day listing its events' titles, the previous and next month buttons,
 * and the selected day's events in full below. Days are the site's time zone's days.
 */
export function EventCalendar({
  events,
  value,
  defaultValue,
  onValueChange,
  now,
  timeZone = DEFAULT_TIME_ZONE,
  locale = 'en-US',
  weekStartsOn = 0,
  headingLevel = 2,
  className,
  ...rest
}: EventCalendarProps) {
  const strings = useStrings(EVENT_CALENDAR_STRINGS);
  const zone = resolveTimeZone(timeZone);
  const [selected, setSelected] = useControllableState<DayKey>({
    value: value !== undefined && parseDayKey(value) !== null ? value : undefined,
    defaultValue: initialDay(defaultValue, now, events, zone),
    onChange: onValueChange,
  });
  const headingId = useId();
  const hintId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  const focusPending = useRef(false);
  const byDay = useMemo(() => eventsByDay(events, zone), [events, zone]);
  const grid = monthGrid(selected, weekStartsOn);
  const weekdays = weekdayLabels(weekStartsOn, locale);
  const today = dayKeyOf(now, zone);
  const selectedEvents = byDay.get(selected) ?? [];
  const Heading = `h${headingLevel}` as const;
  const DayHeading = `h${headingLevel + 1}` as 'h3';

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-day="${selected}"]`)?.focus();
  }, [selected]);

  const select = (day: DayKey, focus: boolean) => {
    focusPending.current = focus;
    setSelected(day);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (!(CALENDAR_MOVES as readonly string[]).includes(event.key)) return;
    const next = moveSelection(selected, event.key, { weekStartsOn, shiftKey: event.shiftKey });
    if (next === null) return;
    event.preventDefault();
    select(next, true);
  };

  const dayName = (day: DayKey, count: number) => {
    const date = dayLabel(day, locale);
    if (count === 0) return interpolate(strings.eventCalendarDayNoEventsLabel, { date });
    if (count === 1) return interpolate(strings.eventCalendarDayOneEventLabel, { date });
    return interpolate(strings.eventCalendarDayLabel, { date, count });
  };

  return (
    <section
      data-vitrine="event-calendar"
      data-month={grid.first.slice(0, 7)}
      aria-labelledby={headingId}
      {...rest}
      className={cx(styles.root, className)}
    >
      <div className={styles.header}>
        <Heading id={headingId} className={styles.heading} aria-live="polite">
          {interpolate(strings.eventCalendarMonthText, { month: monthLabel(selected, locale) })}
        </Heading>
        <Button variant="secondary" data-part="previous-month" onClick={() => select(addMonths(selected, -1) || selected, false)}>
          {strings.eventCalendarPreviousMonthLabel}
        </Button>
        <Button variant="secondary" data-part="next-month" onClick={() => select(addMonths(selected, 1) || selected, false)}>
          {strings.eventCalendarNextMonthLabel}
        </Button>
      </div>
      <p id={hintId} className={visuallyHidden}>
        {strings.eventCalendarKeyboardHint}
      </p>
      <table ref={gridRef} role="grid" className={styles.grid} aria-labelledby={headingId} aria-describedby={hintId} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th key={weekday.long} scope="col" abbr={weekday.long} className={styles.weekday}>
                {interpolate(strings.eventCalendarWeekdayText, { weekday: weekday.short })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.weeks.map((week) => (
            <tr key={week[0]?.key}>
              {week.map((cell) => {
                const dayEvents = byDay.get(cell.key) ?? [];
                const isSelected = cell.key === selected;
                return (
                  <td
                    key={cell.key}
                    role="gridcell"
                    data-day={cell.key}
                    {...(cell.inMonth ? {} : { 'data-outside-month': '' })}
                    {...(cell.key === today ? { 'aria-current': 'date' as const } : {})}
                    aria-selected={isSelected}
                    tabIndex={isSelected ? 0 : -1}
                    className={styles.cell}
                    onClick={() => select(cell.key, true)}
                  >
                    {/* The number is what the eye reads; the full day (and its count of events) is what is spoken. */}
                    <span className={styles.dayNumber} aria-hidden="true">
                      {cell.day}
                    </span>
                    <span className={visuallyHidden}>{dayName(cell.key, dayEvents.length)}</span>
                    {dayEvents.length > 0 && (
                      <>
                        <span className={styles.marker} />
                        <ul className={styles.dayEvents}>
                          {dayEvents.map((event, index) => (
                            <li key={event.id ?? index} className={styles.dayEvent}>
                              {event.title}
                            </li>
                          ))}
                        </ul>
                      </>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.selectedDay} data-part="selected-day">
        <DayHeading className={styles.selectedHeading}>
          {interpolate(strings.eventCalendarSelectedDayHeading, { date: dayLabel(selected, locale) })}
        </DayHeading>
        {selectedEvents.length === 0 ? (
          <p className={styles.empty}>{strings.eventCalendarNoEventsText}</p>
        ) : (
          <ul className={styles.list}>
            {selectedEvents.map((event, index) => (
              <li key={event.id ?? index}>
                <EventItem event={event} timeZone={zone} locale={locale} headingLevel={(headingLevel + 2) as 4} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
