/**
 * The access-denied page's call to action (shopper spec, calls gated-video events) with real clicks: each
 * press of a link or button of its way in is one access-denied call-to-action click; the page's text is
 * not. Whether it is sent (a gated collection, a census cookie) is the page's analytics' to decide.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { page, userEvent } from 'vitest/browser';
import { AnalyticsContext, SILENT_ANALYTICS } from '../../../hooks/visitor/analytics/context.ts';
import { MemberAreaDenied } from './MemberAreaDenied.tsx';

const stayOnPage = (event: MouseEvent) => event.preventDefault();

afterEach(() => {
  cleanup();
  window.removeEventListener('click', stayOnPage);
});

it('each press of a way in is one call-to-action click, a link with where it goes', async () => {
  window.addEventListener('click', stayOnPage);
  const gatedVideoEvent = vi.fn();
  render(
    <AnalyticsContext.Provider value={{ ...SILENT_ANALYTICS, gatedVideoEvent }}>
      <MemberAreaDenied>
        <p>Members watch every video.</p>
        <a href="/join">Join</a>
        <button type="button">
          <span>Sign in</span>
        </button>
      </MemberAreaDenied>
    </AnalyticsContext.Provider>,
  );
  await userEvent.click(page.getByText('Members watch every video.'));
  await userEvent.click(page.getByRole('heading'));
  expect(gatedVideoEvent).not.toHaveBeenCalled();
  await userEvent.click(page.getByRole('link', { name: 'Join' }));
  await userEvent.click(page.getByText('Sign in'));
  expect(gatedVideoEvent.mock.calls).toEqual([
    ['accessDeniedCtaClick', { destinationUrl: new URL('/join', window.location.href).href }],
    ['accessDeniedCtaClick', { destinationUrl: null }],
  ]);
});

it('the way in keeps its place in the page\'s layout', async () => {
  render(
    <MemberAreaDenied>
      <button type="button">Sign in</button>
    </MemberAreaDenied>,
  );
  const wayIn = document.querySelector('[data-part="way-in"]');
  expect(wayIn && getComputedStyle(wayIn).display).toBe('contents');
});
