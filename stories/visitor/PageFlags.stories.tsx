/**
 * The page's flags (rendering spec, entities "Cookies/flags"; roles and permissions), each with the effect
 * the library gives it (logic/visitor/pageFlags.ts): a home page read with the flags of its cookies and
 * address. Previewing shows the Preview notice and sends no analytics; the override flag lets the address
 * pick the hero's test variant, on a staging site only; frame-expanded (the page inside the builder's
 * frame) keeps the newsletter overlay and the cookie banner away.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { CookieBanner } from '../../components/consent/CookieBanner/CookieBanner.tsx';
import { PopupOverlay } from '../../components/visitor/PopupOverlay/PopupOverlay.tsx';
import { PreviewNotice } from '../../components/visitor/PreviewNotice/PreviewNotice.tsx';
import { TestVariant } from '../../components/visitor/TestVariant/TestVariant.tsx';
import { CookieConsentProvider } from '../../hooks/visitor/useCookieConsent.ts';
import { honouredTestVariants, readPageFlags } from '../../logic/visitor/pageFlags.ts';
import { db } from '../../mocks/db.ts';
import { contactPageFields, newsletterForm } from '../../mocks/fixtures/forms.ts';
import { website } from '../../mocks/fixtures/site.ts';
import { AnalyticsPageHarness } from './analytics.setup.tsx';

/** Props of {@link FlaggedHomePage}: what the page was opened with. */
interface FlaggedHomePageProps {
  /** The page's cookies, by name. */
  cookies: Readonly<Record<string, string>>;
  /** The page's query string. */
  search: string;
  /** The site's host: a live store or a staging copy. */
  host: string;
  /** The hero's heading in each variant of the "hero" test (a, the control, and b). */
  heroes: { a: string; b: string };
  /** The text under the hero. */
  intro: string;
}

/** The site's home page as the server would render it for these cookies, address and host. */
function FlaggedHomePage({ cookies, search, host, heroes, intro }: FlaggedHomePageProps) {
  const flags = readPageFlags(cookies, search);
  return (
    <AnalyticsPageHarness page={{ websiteId: website.id, pageType: 1, path: '/', preview: flags.preview }}>
      <CookieConsentProvider restrictive>
        <main style={{ display: 'grid', gap: 16, padding: 24, maxWidth: 720 }}>
          <PreviewNotice preview={flags.preview} />
          <TestVariant
            test="hero"
            assigned="a"
            overrides={honouredTestVariants(flags, search, host)}
            variants={{
              a: <h1 data-variant="a">{heroes.a}</h1>,
              b: <h1 data-variant="b">{heroes.b}</h1>,
            }}
          />
          <p>{intro}</p>
        </main>
        <PopupOverlay form={newsletterForm} pageFields={contactPageFields} version="1" position="bottom-right" frameExpanded={flags.frameExpanded} formProps={{ query: '' }} />
        <CookieBanner placement="inline" frameExpanded={flags.frameExpanded} />
      </CookieConsentProvider>
    </AnalyticsPageHarness>
  );
}

function clearBrowserMemory(): () => void {
  const clear = () => {
    for (const pair of document.cookie.split('; ').filter(Boolean)) document.cookie = `${pair.slice(0, pair.indexOf('='))}=; Max-Age=0; Path=/`;
    for (const key of ['date-closed', 'version', 'submitted']) localStorage.removeItem(key);
  };
  clear();
  return clear;
}

const meta = {
  title: 'Visitor/PageFlags',
  component: FlaggedHomePage,
  args: {
    cookies: {},
    search: '',
    host: 'www.devon-crafts.com',
    heroes: { a: 'Linen for every season', b: 'Summer linen, cut to last' },
    intro: 'Shirts, scarves and a few things for the garden, made in small batches.',
  },
  parameters: { layout: 'fullscreen' },
  beforeEach: clearBrowserMemory,
} satisfies Meta<typeof FlaggedHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const pageViews = () => db.telemetry.filter((record) => record.endpoint === 'census.recordHit' && (record.body as Record<string, string>).event === '1');
const hero = (canvasElement: HTMLElement) => within(canvasElement).getByRole('heading', { level: 1 });
const overlay = () => within(document.body).queryByRole('dialog', { name: 'Newsletter' });
const banner = (canvasElement: HTMLElement) => within(canvasElement).queryByRole('region', { name: 'Cookies on this site' });

/** No flag: the visitor's page, its page view counted, the assigned hero, the overlay and the cookie banner. */
export const NoFlags: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    await expect(within(canvasElement).queryByText('Preview')).toBeNull();
    await expect(hero(canvasElement)).toHaveAttribute('data-variant', 'a');
    await waitFor(() => expect(overlay()).toBeVisible());
    await expect(banner(canvasElement)).toBeVisible();
  },
};

/** Previewing (`?preview`): the Preview notice at the top, and no page view sent. */
export const Preview: Story = {
  args: { search: '?preview' },
  play: async ({ canvasElement }) => {
    const notice = canvasElement.querySelector('[data-vitrine="preview-notice"]');
    await expect(notice).toHaveAttribute('role', 'status');
    await expect(notice).toBeVisible();
    await expect(notice).toHaveTextContent('Preview');
    await expect(notice).toHaveTextContent('Your visits are not counted');
    await waitFor(() => expect(overlay()).toBeVisible());
    await expect(pageViews()).toHaveLength(0);
  },
};

/** The override flag on a staging site: the address picks the hero's variant b. */
export const OverrideOnStaging: Story = {
  args: { cookies: { override: 'true' }, search: '?test_variant_hero=b', host: 'shop.staging.devon-crafts.com' },
  play: async ({ canvasElement }) => {
    await expect(hero(canvasElement)).toHaveAttribute('data-variant', 'b');
    await expect(hero(canvasElement)).toHaveTextContent('Summer linen, cut to last');
  },
};

/** The same address on the live store: refused, the visit keeps its assigned variant a. */
export const OverrideOnLiveSite: Story = {
  args: { cookies: { override: 'true' }, search: '?test_variant_hero=b', host: 'www.devon-crafts.com' },
  play: async ({ canvasElement }) => {
    await expect(hero(canvasElement)).toHaveAttribute('data-variant', 'a');
  },
};

/** A staging site without the override flag: the address alone picks nothing. */
export const NoOverrideFlag: Story = {
  args: { search: '?test_variant_hero=b', host: 'shop.staging.devon-crafts.com' },
  play: async ({ canvasElement }) => {
    await expect(hero(canvasElement)).toHaveAttribute('data-variant', 'a');
  },
};

/** Expanded in the builder's frame: no newsletter overlay, no cookie banner, nothing stored or told to the census. */
export const FrameExpanded: Story = {
  args: { cookies: { 'frame-expanded': '1' } },
  play: async ({ canvasElement }) => {
    await expect(hero(canvasElement)).toBeVisible();
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    await expect(overlay()).toBeNull();
    await expect(banner(canvasElement)).toBeNull();
    await expect(db.telemetry.filter((record) => record.endpoint === 'census.overlay')).toHaveLength(0);
  },
};
