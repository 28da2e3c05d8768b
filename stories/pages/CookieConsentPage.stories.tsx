import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CookieBanner } from '../../components/consent/CookieBanner/CookieBanner.tsx';
import { CookieSettingsButton } from '../../components/consent/CookieSettingsButton/CookieSettingsButton.tsx';
import { CookieConsentProvider } from '../../hooks/visitor/useCookieConsent.ts';
import { VisitorTelemetry } from '../../hooks/visitor/useVisitorTelemetry.tsx';
import { Storefront } from './Storefront.tsx';
import { storefrontArgs, withCart } from './storefront.setup.tsx';

function clearCookies(): void {
  for (const pair of document.cookie.split('; ').filter(Boolean)) document.cookie = `${pair.slice(0, pair.indexOf('='))}=; Max-Age=0; Path=/`;
}

/**
 * A restrictive site's page as it mounts consent once: the policy around everything, the page's telemetry
 * (error reports, performance records, the census cookies held back until the visitor accepts), the banner
 * fixed to the window and "Cookie settings" at the foot of the page.
 */
const withConsent: Decorator = (Story) => (
  <CookieConsentProvider restrictive>
    <VisitorTelemetry websiteId="site-vitrine" templateId="tpl-vitrine">
      <Story />
      <CookieSettingsButton />
      <CookieBanner />
    </VisitorTelemetry>
  </CookieConsentProvider>
);

/** The storefront's collection page on a restrictive site, on the visitor's first visit. */
const meta = {
  title: 'Pages/Cookie consent',
  component: Storefront,
  args: storefrontArgs('/shop'),
  decorators: [withCart, withConsent],
  parameters: { layout: 'fullscreen' },
  // A first visit: no cookie from another story, and none left for the next.
  beforeEach: () => {
    clearCookies();
    return clearCookies;
  },
} satisfies Meta<typeof Storefront>;

export default meta;
type Story = StoryObj<typeof meta>;

const banner = (canvasElement: HTMLElement) => within(canvasElement).queryByRole('region', { name: 'Cookies on this site' });

/** The first visit: the banner at the foot of the window over the shop, no census cookie yet. */
export const FirstVisit: Story = {
  play: async ({ canvasElement }) => {
    await expect(banner(canvasElement)).toBeVisible();
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    await expect(document.cookie).not.toContain('ss_cvr=');
  },
};

/** Accepted: the banner goes and the visit is counted in the census cookies. */
export const Accepted: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Accept cookies' }));
    await expect(banner(canvasElement)).toBeNull();
    await waitFor(() => expect(document.cookie).toContain('ss_cvr='));
  },
};
