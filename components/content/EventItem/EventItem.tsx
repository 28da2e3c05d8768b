import { useId, type ComponentPropsWithoutRef, type Ref } from 'react';
import { eventWhen, excerptText, type EventItemData } from '../../../logic/content/calendar.ts';
import { itemUrl } from '../../../logic/content/content.ts';
import { calendarLink as calendarLinkUrl, DEFAULT_TIME_ZONE, locationLines } from '../../../logic/shared/dates.ts';
import { EVENT_ITEM_STRINGS } from '../../../logic/content/eventStrings.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { cx } from '../../primitives/cx.ts';
import { visuallyHidden } from '../../theme/utilities.css.ts';
import * as styles from './EventItem.css.ts';

/** Props of {@link EventItem}; other attributes (`id`, `data-*`…) go on the `<article>`. */
export interface EventItemProps extends Omit<ComponentPropsWithoutRef<'article'>, 'children' | 'title'> {
  /** The event item (rendering spec, entities: title, fullUrl, startDate / endDate in epoch ms, location, excerpt). */
  event: EventItemData;
  /** The site's time zone (the website's `timeZone` setting); unknown zones read as the default. @default 'America/New_York' */
  timeZone?: string | null;
  /** The locale Intl writes the dates in. @default 'en-US' */
  locale?: string;
  /** The level of the title's heading, to fit the page's outline. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Show the excerpt (as text). @default true */
  showExcerpt?: boolean;
  ref?: Ref<HTMLElement>;
}

/**
 * One event (rendering spec, states "Comments and events"): its title (linked to the item), its dates in the
 * site's time zone — a same-day event as one day with a time range, a multi-day event as a range — its
 * address (line 1, line 2, country, the ones present), its excerpt as text, and a link adding it to
 * Google Calendar (the `google-calendar-url` link). Content is always rendered as text, never markup.
 */
export function EventItem({
  event,
  timeZone = DEFAULT_TIME_ZONE,
  locale = 'en-US',
  headingLevel = 3,
  showExcerpt = true,
  className,
  ...rest
}: EventItemProps) {
  const strings = useStrings(EVENT_ITEM_STRINGS);
  const titleId = useId();
  const title = typeof event.title === 'string' ? event.title : '';
  const when = eventWhen(event, { timeZone, locale }, strings);
  const url = itemUrl(event);
  const lines = locationLines(event.location);
  const excerpt = showExcerpt ? excerptText(event.excerpt) : '';
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      data-vitrine="event-item"
      data-state={when === null ? 'undated' : when.sameDay ? 'same-day' : 'multi-day'}
      aria-labelledby={titleId}
      {...rest}
      className={cx(styles.item, className)}
    >
      <Heading id={titleId} className={styles.title}>
        {url === '' ? title : (
          <a className={styles.titleLink} href={url}>
            {title}
          </a>
        )}
      </Heading>
      {when !== null && (
        <p className={styles.when} data-part="when">
          <time dateTime={when.startIso}>{when.text}</time>
        </p>
      )}
      {lines.length > 0 && (
        <address className={styles.address} data-part="location">
          <span className={visuallyHidden}>{strings.eventLocationLabel}</span>
          {lines.map((line, index) => (
            <span key={index}>{line}</span>
          ))}
        </address>
      )}
      {excerpt !== '' && <p className={styles.excerpt}>{excerpt}</p>}
      {when !== null && (
        <a
          className={styles.calendarLink}
          data-part="calendar-link"
          aria-describedby={titleId}
          href={calendarLinkUrl({ title, startDate: event.startDate ?? Number.NaN, endDate: event.endDate ?? null, location: event.location ?? null })}
        >
          {strings.eventAddToCalendarText}
        </a>
      )}
    </article>
  );
}
