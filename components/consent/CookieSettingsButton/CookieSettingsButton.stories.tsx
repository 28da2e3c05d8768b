import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CookieConsentProvider } from '../../../hooks/visitor/useCookieConsent.ts';
import { CookieBanner } from '../CookieBanner/CookieBanner.tsx';
import { CookieSettingsButton } from './CookieSettingsButton.tsx';
import { drawsNothing } from '../../../stories/shared/storyNote.tsx';

function clearCookies(): void {
  for (const pair of document.cookie.split('; ').filter(Boolean)) document.cookie = `${pair.slice(0, pair.indexOf('='))}=; Max-Age=0; Path=/`;
}

/** The button in a site's footer, beside the banner it opens again (the banner's own stories show every answer). */
const meta = {
  title: 'Consent/CookieSettingsButton',
  component: CookieSettingsButton,
  decorators: [
    (Story, context) => (
      <CookieConsentProvider bannerEnabled={context.parameters.bannerEnabled !== false}>
        <Story />
        <CookieBanner placement="inline" />
      </CookieConsentProvider>
    ),
  ],
  // A visitor who has answered already: the banner stays closed until the button opens it.
  beforeEach: () => {
    clearCookies();
    document.cookie = 'ss_cookieAllowed=true; Path=/';
    return clearCookies;
  },
} satisfies Meta<typeof CookieSettingsButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the visitor answered; the button says the banner is not shown. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Cookie settings' })).toHaveAttribute('aria-expanded', 'false');
    await expect(within(canvasElement).queryByRole('region', { name: 'Cookies on this site' })).toBeNull();
  },
};

/** Open: pressed, it shows the banner again, with focus inside it. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cookie settings' }));
    await expect(canvas.getByRole('button', { name: 'Cookie settings' })).toHaveAttribute('aria-expanded', 'true');
    await expect(await canvas.findByRole('region', { name: 'Cookies on this site' })).toBeVisible();
  },
};

/** The site's banner is off: there is nothing to open, so no button. */
export const BannerOff: Story = {
  decorators: [drawsNothing('the site turns its cookie banner off, so there is no choice to reopen.')],
  parameters: { bannerEnabled: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Cookie settings' })).toBeNull();
  },
};
