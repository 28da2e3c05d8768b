'use client';

import type { MouseEvent, ReactNode } from 'react';
import { usePageAnalytics } from '../../../hooks/visitor/analytics/context.ts';
import { wayIn } from './MemberAreaDenied.css.ts';

/**
 * The access-denied page's way in (its sign-in form, a link to join), listened to for the gated-video
 * access-denied call-to-action click (shopper spec, calls): a click on any of its links or buttons is one.
 * The page's analytics send it only on a gated video collection's page with a census cookie (states); the
 * page itself stays a Server Component, this part alone runs in the browser.
 */
export function AccessDeniedActions({ children }: { children: ReactNode }) {
  const analytics = usePageAnalytics();
  const clicked = (event: MouseEvent<HTMLDivElement>) => {
    const action = event.target instanceof Element ? event.target.closest('a[href], button') : null;
    if (action === null || !event.currentTarget.contains(action)) return;
    analytics.gatedVideoEvent('accessDeniedCtaClick', { destinationUrl: action instanceof HTMLAnchorElement ? action.href : null });
  };
  return (
    <div className={wayIn} data-part="way-in" onClickCapture={clicked}>
      {children}
    </div>
  );
}
