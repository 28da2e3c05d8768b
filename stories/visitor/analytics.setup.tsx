/**
 * What the Visitor/Analytics stories share (story-only): the storefront or a contact form inside an
 * AnalyticsProvider whose sink lists the events it is given, so a designer sees what the site's visitor
 * and pixel clients would receive, and the product owners' features can read them.
 */
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { AnalyticsProvider, type AnalyticsPage, type AnalyticsSink } from '../../hooks/visitor/useAnalytics.tsx';
import { useStrings } from '../../hooks/shared/useLocalizedStrings.tsx';
import { interpolate } from '../../logic/shared/interpolate.ts';
import { ANALYTICS_LOG_STRINGS } from '../../logic/visitor/analyticsStrings.ts';
import { log, logList, logTitle, muted } from './analytics.css.ts';

/** One event the sink was given. */
export interface LoggedEvent {
  client: 'visitor' | 'pixel';
  name: string;
  payload: unknown;
}

/** The events the page gave the site's clients, newest last. */
export function EventLog({ events }: { events: readonly LoggedEvent[] }) {
  const strings = useStrings(ANALYTICS_LOG_STRINGS);
  return (
    <section className={log} aria-label={strings.analyticsEventLogTitle} data-vitrine="analytics-event-log" data-count={events.length}>
      <h2 className={logTitle}>{strings.analyticsEventLogTitle}</h2>
      {events.length === 0 ? (
        <p className={muted}>{strings.analyticsEventLogEmpty}</p>
      ) : (
        <ol className={logList}>
          {events.map((event, index) => (
            <li key={index} data-client={event.client} data-event={event.name} data-payload={JSON.stringify(event.payload)}>
              {interpolate(event.client === 'visitor' ? strings.analyticsVisitorEventText : strings.analyticsPixelEventText, { name: event.name })}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Props of {@link AnalyticsPageHarness}. */
export interface AnalyticsPageHarnessProps {
  /** The page context the provider is given. */
  page: AnalyticsPage;
  children: ReactNode;
}

/** The page inside an AnalyticsProvider, with the list of events its sink was given below it. */
export function AnalyticsPageHarness({ page, children }: AnalyticsPageHarnessProps) {
  const [events, setEvents] = useState<LoggedEvent[]>([]);
  const add = useCallback((event: LoggedEvent) => setEvents((list) => [...list, event]), []);
  const sink = useMemo<AnalyticsSink>(
    () => ({
      visitorEvent: (name, payload) => add({ client: 'visitor', name, payload }),
      pixelEvent: (name, payload) => add({ client: 'pixel', name, payload }),
    }),
    [add],
  );
  return (
    <AnalyticsProvider page={page} sink={sink}>
      {children}
      <EventLog events={events} />
    </AnalyticsProvider>
  );
}

/** Wraps a story in the analytics harness with the story's `parameters.analyticsPage`. */
export const withAnalytics: Decorator = (Story, context) => (
  <AnalyticsPageHarness page={(context.parameters.analyticsPage as AnalyticsPage | undefined) ?? {}}>
    <Story />
  </AnalyticsPageHarness>
);
