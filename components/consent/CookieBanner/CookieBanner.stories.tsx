import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useCensusVisitor } from '../../../hooks/visitor/useCensusVisitor.ts';
import { CookieConsentProvider, type CookieConsentPolicy } from '../../../hooks/visitor/useCookieConsent.ts';
import { CookieSettingsButton } from '../CookieSettingsButton/CookieSettingsButton.tsx';
import { CookieBanner } from './CookieBanner.tsx';
import { drawsNothing } from '../../../stories/shared/storyNote.tsx';

const CENSUS = ['ss_cvr', 'ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvt'];
const EARLIER = Date.UTC(2026, 10, 1, 9, 0, 0);
/** Census cookies a returning visitor's browser holds before the page loads. */
const RETURNING_VISITOR = { ss_cvr: `4711|${EARLIER}|${EARLIER}|${EARLIER}|1`, ss_cid: '4711', ss_cpvisit: '1', ss_cvisit: '1', ss_cvt: String(EARLIER) };

function pageCookies(): Record<string, string> {
  return Object.fromEntries(document.cookie.split('; ').filter(Boolean).map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
}

function clearCookies(): void {
  for (const name of Object.keys(pageCookies())) document.cookie = `${name}=; Max-Age=0; Path=/`;
}

const censusLeft = () => CENSUS.filter((name) => name in pageCookies());

/** Counts the page view in the census cookies, as a site's page does (nothing while they must stay cleared). */
function CensusCounter() {
  useCensusVisitor();
  return null;
}

/** The page: the site's policy (parameters.consent), the census counter and a footer "Cookie settings" button. */
const withConsent: Decorator = (Story, context) => (
  <CookieConsentProvider {...((context.parameters.consent as CookieConsentPolicy | undefined) ?? {})}>
    <CensusCounter />
    <CookieSettingsButton />
    <Story />
  </CookieConsentProvider>
);

const meta = {
  title: 'Consent/CookieBanner',
  component: CookieBanner,
  args: { placement: 'inline' },
  decorators: [withConsent],
  // Each story starts from the cookies its visitor's browser holds (parameters.cookies), nothing left from another,
  // and leaves none behind for the next story in the same browser.
  beforeEach: ({ parameters }) => {
    clearCookies();
    const cookies = (parameters.cookies as Record<string, string> | undefined) ?? {};
    for (const [name, value] of Object.entries(cookies)) document.cookie = `${name}=${value}; Path=/`;
    return clearCookies;
  },
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const banner = (canvasElement: HTMLElement) => within(canvasElement).queryByRole('region', { name: 'Cookies on this site' });

/** A first visit: the banner asks, and nothing is written until the visitor answers. */
export const FirstVisit: Story = {
  play: async ({ canvasElement }) => {
    await expect(banner(canvasElement)).toBeVisible();
    await expect(banner(canvasElement)).toHaveAttribute('data-consent', 'unanswered');
    await expect(pageCookies().ss_cookieAllowed).toBeUndefined();
  },
};

/** Accepting writes ss_cookieAllowed=true; the banner goes and the page announces it. */
export const AcceptOnFirstVisit: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Accept cookies' }));
    await expect(pageCookies().ss_cookieAllowed).toBe('true');
    await expect(banner(canvasElement)).toBeNull();
  },
};

/** The visitor accepted before: no banner, and "Cookie settings" to open it again. */
export const Accepted: Story = {
  parameters: { cookies: { ss_cookieAllowed: 'true', ...RETURNING_VISITOR } },
  play: async ({ canvasElement }) => {
    await expect(banner(canvasElement)).toBeNull();
    await expect(within(canvasElement).getByRole('button', { name: 'Cookie settings' })).toHaveAttribute('aria-expanded', 'false');
    // Not a restrictive site: the census cookies stay (shopper spec, states).
    await expect(censusLeft()).toEqual(CENSUS);
  },
};

/** "Cookie settings" by keyboard: focus moves into the banner, "Decline" writes false, focus comes back. */
export const ChangeAnswer: Story = {
  parameters: { cookies: { ss_cookieAllowed: 'true', ...RETURNING_VISITOR } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const settings = canvas.getByRole('button', { name: 'Cookie settings' });
    settings.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(banner(canvasElement)).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Decline' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(pageCookies().ss_cookieAllowed).toBe('false');
    await waitFor(() => expect(settings).toHaveFocus());
    // Not a restrictive site: declining does not clear the census cookies (shopper spec, states).
    await expect(censusLeft()).toEqual(CENSUS);
  },
};

/** A restrictive site, and the visitor declined: the census cookies are cleared as the page loads. */
export const Declined: Story = {
  parameters: { consent: { restrictive: true }, cookies: { ss_cookieAllowed: 'false', ...RETURNING_VISITOR } },
  play: async ({ canvasElement }) => {
    await expect(banner(canvasElement)).toBeNull();
    await waitFor(() => expect(censusLeft()).toEqual([]));
  },
};

/** A restrictive site on a first visit: the census cookies are cleared until the visitor accepts. */
export const RestrictiveFirstVisit: Story = {
  parameters: { consent: { restrictive: true }, cookies: RETURNING_VISITOR },
  play: async ({ canvasElement }) => {
    await expect(banner(canvasElement)).toBeVisible();
    await waitFor(() => expect(censusLeft()).toEqual([]));
  },
};

/** On a restrictive site, accepting lets the page count the visit: a fresh visitor record is written. */
export const AcceptOnRestrictiveSite: Story = {
  parameters: { consent: { restrictive: true }, cookies: RETURNING_VISITOR },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(censusLeft()).toEqual([]));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Accept cookies' }));
    await waitFor(() => expect(pageCookies().ss_cvr).toMatch(/^[1-9]\d*\|\d+\|\d+\|\d+\|1$/));
  },
};

/** A restrictive and absolute policy: census cookies are cleared even though the visitor accepted. */
export const RestrictiveAbsolute: Story = {
  parameters: { consent: { restrictive: true, absolute: true }, cookies: { ss_cookieAllowed: 'true', ...RETURNING_VISITOR } },
  play: async ({ canvasElement }) => {
    await expect(banner(canvasElement)).toBeNull();
    await waitFor(() => expect(censusLeft()).toEqual([]));
  },
};

/** The site's banner is off: nothing to answer, no "Cookie settings", and a restrictive policy clears the census cookies. */
export const BannerOff: Story = {
  decorators: [drawsNothing('the site turns its cookie banner off, so there is no banner and no “Cookie settings” button.')],
  parameters: { consent: { restrictive: true, bannerEnabled: false }, cookies: RETURNING_VISITOR },
  play: async ({ canvasElement }) => {
    await expect(banner(canvasElement)).toBeNull();
    await expect(within(canvasElement).queryByRole('button', { name: 'Cookie settings' })).toBeNull();
    await waitFor(() => expect(censusLeft()).toEqual([]));
  },
};

/** A cloneable (template) site: census cookies are always cleared, whatever the visitor answered. */
export const CloneableSite: Story = {
  parameters: { consent: { cloneable: true }, cookies: { ss_cookieAllowed: 'true', ...RETURNING_VISITOR } },
  play: async ({ canvasElement }) => {
    await expect(banner(canvasElement)).toBeNull();
    await waitFor(() => expect(censusLeft()).toEqual([]));
  },
};

/** Fixed to the bottom of the window, as a site's page shows it. */
export const FixedToWindow: Story = {
  args: { placement: 'fixed' },
  play: async ({ canvasElement }) => {
    await expect(banner(canvasElement)).toHaveAttribute('data-placement', 'fixed');
  },
};
