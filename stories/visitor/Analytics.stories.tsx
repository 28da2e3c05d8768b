/**
 * Analytics wired to the page (shopper spec, entities, states, calls): the storefront, page forms, media and a gated
 * video collection inside an AnalyticsProvider whose sink lists the events the site's visitor and pixel
 * clients would get, and the census calls the mock backend recorded. One story per suppression rule
 * shows that nothing is sent.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SignInForm } from '../../components/account/SignInForm/SignInForm.tsx';
import { AudioPlayer } from '../../components/content/AudioPlayer/AudioPlayer.tsx';
import { VideoWrapper } from '../../components/content/VideoWrapper/VideoWrapper.tsx';
import { Form } from '../../components/forms/Form/Form.tsx';
import { MemberAreaDenied } from '../../components/pages/MemberAreaDenied/MemberAreaDenied.tsx';
import { SessionProvider } from '../../hooks/visitor/useSession.tsx';
import { CENSUS_COOKIES } from '../../logic/visitor/cookies.ts';
import { db } from '../../mocks/db.ts';
import { contactForm, contactPageFields, monogramForm, newsletterForm } from '../../mocks/fixtures/forms.ts';
import { podcastEpisode, youtubeVideo } from '../../mocks/fixtures/media.ts';
import { canvasTote, linenShirt } from '../../mocks/fixtures/catalogue.ts';
import { createApiClient } from '../../api/client.ts';
import { website } from '../../mocks/fixtures/site.ts';
import { scenario } from '../../mocks/scenarios.ts';
import { Storefront } from '../pages/Storefront.tsx';
import { storefrontArgs, slowly, withCart } from '../pages/storefront.setup.tsx';
import { withAnalytics } from './analytics.setup.tsx';

const meta = {
  title: 'Visitor/Analytics',
  component: Storefront,
  args: storefrontArgs('/shop/p/linen-shirt'),
  decorators: [withCart, withAnalytics],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Storefront>;

export default meta;
type Story = StoryObj<typeof meta>;

const productPage = { websiteId: website.id, pageType: 50, path: '/shop/p/linen-shirt', itemId: linenShirt.id, collectionId: 'col-shop' };
const collectionPage = { websiteId: website.id, pageType: 1, path: '/shop', collectionId: 'col-shop' };

/** What the census received, by call. */
const recorded = (endpoint: string) => db.telemetry.filter((record) => record.endpoint === endpoint).map((record) => record.body);
/** The event numbers RecordHit received, in order. */
const hitEvents = () => recorded('census.recordHit').map((body) => (body as Record<string, string>).event);
/** The events the sink listed, as "client:name". */
const logged = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-vitrine="analytics-event-log"] li')].map((item) => `${item.getAttribute('data-client')}:${item.getAttribute('data-event')}`);

/** A shopper on a product page: the page view, the button renders, and VisitPDP, ViewContent and the related products' display given to the site's clients. */
export const ProductPage: Story = {
  parameters: { analyticsPage: productPage },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(hitEvents()).toEqual(['1']), slowly);
    await waitFor(() => expect(recorded('census.buttonRender').length).toBeGreaterThan(0));
    await expect(recorded('census.buttonRender')).toContainEqual(expect.objectContaining({ itemId: linenShirt.id, websiteId: website.id, pagePath: '/shop/p/linen-shirt' }));
    await waitFor(() => expect(logged(canvasElement)).toEqual(expect.arrayContaining(['visitor:VisitPDP', 'pixel:ViewContent', 'visitor:RelatedProductDisplay'])));
  },
};

/** Adding to the cart: the census hears the button click, and the site's clients get AddToCart. */
export const AddToCart: Story = {
  // Pictured at rest (scripts/visual/story-images.ts): the play ends amid the add's timed feedback ("Adding…", "Added!", the added-to-cart popover), which a loaded machine may or may not have reached.
  tags: ['looks-at-rest'],
  parameters: { analyticsPage: productPage },
  play: async ({ canvasElement }) => {
    const purchase = canvasElement.querySelector<HTMLElement>('[data-vitrine="product-detail"] [data-part="purchase"]');
    if (!purchase) throw new Error('No purchase column.');
    await userEvent.selectOptions(within(purchase).getByRole('combobox', { name: 'Size' }), 'Large');
    await userEvent.selectOptions(within(purchase).getByRole('combobox', { name: 'Color' }), 'Navy');
    await userEvent.click(within(purchase).getByRole('button', { name: 'Add To Cart' }));
    await waitFor(() => expect(logged(canvasElement)).toEqual(expect.arrayContaining(['visitor:AddToCart', 'pixel:AddToCart'])), slowly);
    await expect(recorded('census.buttonClick')).toContainEqual(expect.objectContaining({ itemId: linenShirt.id }));
  },
};

/** Related products on a product page: following one gives RelatedProductClick, adding one RelatedProductAdd. */
export const RelatedProducts: Story = {
  parameters: { analyticsPage: productPage },
  play: async ({ canvasElement }) => {
    const related = within(await within(canvasElement).findByRole('region', { name: 'You might also like' }));
    const tote = related.getByRole('article', { name: canvasTote.title });
    await userEvent.click(within(tote).getByRole('button', { name: 'Add To Cart' }));
    await waitFor(() => expect(logged(canvasElement)).toContain('visitor:RelatedProductAdd'), slowly);
    await userEvent.click(within(tote).getByRole('link', { name: canvasTote.title }));
    await waitFor(() => expect(logged(canvasElement)).toContain('visitor:RelatedProductClick'));
  },
};

const client = createApiClient({ fetch: (input, init) => fetch(input, init), baseUrl: '', getCookie: () => undefined });

/** A cart of two totes, filled through the API before the page opens. */
const cartOfTotes = async () => {
  await client.cart.addEntry({ itemId: canvasTote.id, sku: 'CT-1', quantity: 2 });
  return {};
};

/** The cart page: ViewCart once the cart has loaded. */
export const CartPage: Story = {
  args: storefrontArgs('/cart'),
  parameters: { analyticsPage: { websiteId: website.id, pageType: 200, path: '/cart' } },
  loaders: [cartOfTotes],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(logged(canvasElement)).toContain('visitor:ViewCart'), slowly);
  },
};

/** Removing an entry gives RemoveFromCart; the cart page is still viewed once. */
export const RemovedFromCart: Story = {
  args: storefrontArgs('/cart'),
  parameters: { analyticsPage: { websiteId: website.id, pageType: 200, path: '/cart' } },
  loaders: [cartOfTotes],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: `Remove ${canvasTote.title}` }, slowly));
    await waitFor(() => expect(logged(canvasElement)).toContain('visitor:RemoveFromCart'), slowly);
    await expect(logged(canvasElement).filter((event) => event === 'visitor:ViewCart')).toHaveLength(1);
  },
};

/** A listing: the page view and VisitPLP. */
export const CollectionPage: Story = {
  args: storefrontArgs('/shop'),
  parameters: { analyticsPage: collectionPage },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(hitEvents()).toEqual(['1']), slowly);
    await waitFor(() => expect(logged(canvasElement)).toContain('visitor:VisitPLP'), slowly);
  },
};

/** Opening a quick view on a listing records it with the census (RecordQuickView). */
export const QuickViewRecorded: Story = {
  args: storefrontArgs('/shop'),
  parameters: { analyticsPage: collectionPage },
  play: async ({ canvasElement }) => {
    const [quickView] = within(canvasElement).getAllByRole('button', { name: 'Quick View' });
    if (!quickView) throw new Error('No quick view button.');
    await userEvent.click(quickView);
    await waitFor(() => expect(recorded('census.recordQuickView')).toHaveLength(1), slowly);
  },
};

/** A page with a form: the census hears the form was shown. */
export const PageForm: Story = {
  parameters: { analyticsPage: { websiteId: website.id, pageType: 2, path: '/monogram' } },
  render: () => <Form form={monogramForm} pageFields={contactPageFields} query="" />,
  play: async () => {
    await waitFor(() => expect(recorded('census.formRender')).toEqual([expect.objectContaining({ formId: monogramForm.id })]), slowly);
  },
};

/** The site search results: no page view (shopper spec, states), the site search (event 2) and the pixel's Search instead. */
export const SearchPage: Story = {
  args: storefrontArgs('/shop'),
  parameters: { analyticsPage: { ...collectionPage, path: '/search', searchQuery: 'linen' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(hitEvents()).toEqual(['2']), slowly);
    await expect(logged(canvasElement)).toContain('pixel:Search');
  },
};

/** A logged-in viewer-only member counts as a visitor (shopper spec, roles): the page view is sent. */
export const ViewerLoggedIn: Story = {
  parameters: { analyticsPage: { ...productPage, user: { roles: [10] } } },
  play: async () => {
    await waitFor(() => expect(hitEvents()).toEqual(['1']), slowly);
  },
};

/** Nothing is sent for a logged-in editor: no page view, no census call, no event. */
export const EditorLoggedIn: Story = {
  parameters: { analyticsPage: { ...productPage, user: { roles: [4] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Linen Shirt' })).toBeVisible();
    await expect(db.telemetry).toEqual([]);
    await expect(logged(canvasElement)).toEqual([]);
  },
};

/** The site's census is off: nothing is sent. */
export const CensusDisabled: Story = {
  parameters: { analyticsPage: { ...productPage, censusDisabled: true } },
  play: EditorLoggedIn.play,
};

/** A not-found page (type 100): nothing is sent. */
export const NotFoundPage: Story = {
  parameters: { analyticsPage: { ...productPage, pageType: 100 } },
  play: EditorLoggedIn.play,
};

/** A lock screen (type 103): nothing is sent. */
export const LockScreenPage: Story = {
  parameters: { analyticsPage: { ...productPage, pageType: 103 } },
  play: EditorLoggedIn.play,
};

/** A member-area access-denied page (type 106): nothing is sent. */
export const MemberAreaDeniedPage: Story = {
  parameters: { analyticsPage: { ...productPage, pageType: 106 } },
  play: EditorLoggedIn.play,
};

/** Every analytics call fails (500): the shopper notices nothing and can still add to the cart. */
export const AnalyticsDown: Story = {
  // Pictured at rest (scripts/visual/story-images.ts): the play ends amid the add's timed feedback ("Adding…", "Added!", the added-to-cart popover), which a loaded machine may or may not have reached.
  tags: ['looks-at-rest'],
  parameters: { analyticsPage: productPage, msw: { handlers: { scenario: scenario('analytics-down') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Linen Shirt' })).toBeVisible();
    const purchase = canvasElement.querySelector<HTMLElement>('[data-vitrine="product-detail"] [data-part="purchase"]');
    if (!purchase) throw new Error('No purchase column.');
    await userEvent.selectOptions(within(purchase).getByRole('combobox', { name: 'Size' }), 'Large');
    await userEvent.selectOptions(within(purchase).getByRole('combobox', { name: 'Color' }), 'Navy');
    await userEvent.click(within(purchase).getByRole('button', { name: 'Add To Cart' }));
    await waitFor(() => expect(db.cart.entries).toHaveLength(1), slowly);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A contact form on a page: sending it is the ad pixel's Lead (the feature sends it). */
export const ContactForm: Story = {
  parameters: { analyticsPage: { websiteId: website.id, pageType: 2, path: '/contact' } },
  render: () => <Form form={contactForm} pageFields={contactPageFields} query="" />,
  play: async () => {
    await waitFor(() => expect(recorded('census.formRender')).toEqual([expect.objectContaining({ formId: contactForm.id })]), slowly);
  },
};

/** The newsletter, sent to a mailing list: joining it is the ad pixel's CompleteRegistration (the feature joins). */
export const NewsletterSignUp: Story = {
  parameters: { analyticsPage: { websiteId: website.id, pageType: 2, path: '/newsletter' } },
  render: () => <Form form={{ ...newsletterForm, storage: { kind: 'mailingList', listId: 'list-newsletter' } }} pageFields={contactPageFields} query="" />,
  play: async () => {
    await waitFor(() => expect(recorded('census.formRender')).toEqual([expect.objectContaining({ formId: newsletterForm.id })]), slowly);
  },
};

/** A journal entry with a podcast episode and a video: each start is an audio (20) or video (21) event (the feature plays them). */
const mediaPage = { websiteId: website.id, pageType: 2, path: '/journal/indigo' };

const MediaContent = () => (
  <div style={{ display: 'grid', gap: 24, maxWidth: 560, padding: 16 }}>
    <AudioPlayer tracks={[podcastEpisode]} />
    <VideoWrapper
      html={youtubeVideo.html}
      providerName={youtubeVideo.providerName}
      videoTitle={youtubeVideo.title}
      overlay
      {...(youtubeVideo.image ? { image: youtubeVideo.image } : {})}
    />
  </div>
);

/** The media shown: the page view, and no media event before the visitor starts anything. */
export const MediaPage: Story = {
  parameters: { analyticsPage: mediaPage },
  render: () => <MediaContent />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: `Play ${podcastEpisode.title}` })).toBeVisible();
    await waitFor(() => expect(hitEvents()).toEqual(['1']), slowly);
  },
};

/** The same page for a logged-in editor: nothing the editor plays is sent. */
export const MediaPageForAnEditor: Story = {
  parameters: { analyticsPage: { ...mediaPage, user: { roles: [4] } } },
  render: () => <MediaContent />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: `Play ${podcastEpisode.title}` })).toBeVisible();
    await expect(db.telemetry).toEqual([]);
  },
};

/** A census visitor record, as VisitorTelemetry writes it on a visitor's earlier page. */
const CENSUS_VISITOR = '4821903|1772870400000|1772870400000|1772870400000|1';
const expired = 'expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
const clearCensusCookies = () => {
  for (const name of CENSUS_COOKIES) document.cookie = `${name}=; ${expired}`;
};
/** The visitor holds a census cookie for the story, and not after it. */
const withCensusCookie = () => {
  clearCensusCookies();
  document.cookie = `ss_cvr=${CENSUS_VISITOR}; path=/`;
  return clearCensusCookies;
};
/** The visitor holds no census cookie (a first visit, or one who declined them). */
const withoutCensusCookie = () => {
  clearCensusCookies();
  return clearCensusCookies;
};

/** What RecordEvent received, as event names. */
const recordedEvents = () => recorded('events.recordEvent').map((body) => (body as Record<string, string>).event);

const gatedVideoList = { websiteId: website.id, pageType: 1, path: '/videos', collectionId: 'col-videos', gatedVideo: {} };

const GatedVideo = () => (
  <div style={{ maxWidth: 560, padding: 16 }}>
    <VideoWrapper
      html={youtubeVideo.html}
      providerName={youtubeVideo.providerName}
      videoTitle={youtubeVideo.title}
      overlay
      {...(youtubeVideo.image ? { image: youtubeVideo.image } : {})}
    />
  </div>
);

/** A members-only video collection's list, for a visitor the census knows: the video list page view (RecordEvent). */
export const GatedVideoList: Story = {
  parameters: { analyticsPage: gatedVideoList },
  beforeEach: withCensusCookie,
  render: () => <GatedVideo />,
  play: async () => {
    await waitFor(() => expect(recordedEvents()).toEqual(['video_list_page_view']), slowly);
  },
};

/** A video's own page in that collection, for a member who may watch: the detail page view, access granted. */
export const GatedVideoPage: Story = {
  parameters: { analyticsPage: { ...gatedVideoList, pageType: 50, path: '/videos/weaving', itemId: 'video-weaving', gatedVideo: { viewerHasAccess: true } } },
  beforeEach: withCensusCookie,
  render: () => <GatedVideo />,
  play: async () => {
    await waitFor(() => expect(recordedEvents()).toEqual(['video_detail_page_view']), slowly);
    const data = JSON.parse((recorded('events.recordEvent')[0] as Record<string, string>).data ?? '{}') as Record<string, unknown>;
    await expect(data).toMatchObject({ itemId: 'video-weaving', viewerAccessStatus: 'granted' });
  },
};

/** A visitor turned away from the collection: the access-denied page view (no other analytics on this page). */
export const GatedVideoAccessDenied: Story = {
  parameters: { analyticsPage: { ...gatedVideoList, pageType: 106, path: '/videos/weaving' } },
  beforeEach: withCensusCookie,
  render: () => (
    <SessionProvider>
      <MemberAreaDenied>
        <SignInForm headingLevel={2} />
      </MemberAreaDenied>
    </SessionProvider>
  ),
  play: async () => {
    await waitFor(() => expect(recordedEvents()).toEqual(['access_denied_page_view']), slowly);
    await expect(hitEvents()).toEqual([]);
  },
};

/** The video list for a visitor with no census cookie: the page view, and no gated-video event (shopper spec, states). */
export const GatedVideoListWithoutCensusCookie: Story = {
  parameters: { analyticsPage: gatedVideoList },
  beforeEach: withoutCensusCookie,
  render: () => <GatedVideo />,
  play: async () => {
    await waitFor(() => expect(hitEvents()).toEqual(['1']), slowly);
    await expect(recordedEvents()).toEqual([]);
  },
};
