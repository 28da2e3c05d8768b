/**
 * The analytics viewers' localized-string defaults: the list of events a page gave the site's
 * clients and the catalogue's calls panel. All are library strings (the spec shows no analytics UI); a
 * site overrides any of them through the localized-strings provider.
 */

/** The wording of a list of analytics events or calls, for designers and product owners. */
export const ANALYTICS_LOG_STRINGS = {
  /** Library string: the heading of the events the page gave the site's visitor and pixel clients. */
  analyticsEventLogTitle: 'Events given to the site\u2019s clients',
  /** Library string: no event yet. */
  analyticsEventLogEmpty: 'No events yet',
  /** Library string: a site-visitor event, by name. */
  analyticsVisitorEventText: 'Site visitor: {name}',
  /** Library string: an advertising-pixel event, by name. */
  analyticsPixelEventText: 'Ad pixel: {name}',
  /** Library string: the heading of the calls a story sent to the backend. */
  analyticsCallsTitle: 'Calls',
  /** Library string: no call yet. */
  analyticsCallsEmpty: 'No calls yet',
  /** Library string: the column of the call's name in the call table. */
  analyticsCallColumn: 'Call',
  /** Library string: the column of the HTTP method. */
  analyticsMethodColumn: 'Method',
  /** Library string: the column of the answer's status. */
  analyticsStatusColumn: 'Status',
  /** Library string: the column of what was sent. */
  analyticsBodyColumn: 'Sent',
  /** Library string: a request that matches no call of the call table. */
  analyticsUnknownCallText: 'other request',
} as const;
