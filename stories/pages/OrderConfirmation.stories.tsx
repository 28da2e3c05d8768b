/**
 * After the purchase (shopper spec, screens page types 202, 204, 206, 207, 208, 211; entities Order; calls the
 * advertising pixel's Purchase): the page a shopper lands on, in the site's frame, on the mock backend,
 * inside an AnalyticsProvider whose sink lists what the site's clients are given, so designers and the
 * product owners' features see the Purchase event leave once, and not at all where it must not.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ContributionConfirmed as ContributionConfirmedPage } from '../../components/pages/ContributionConfirmed/ContributionConfirmed.tsx';
import { MembershipConfirmed as MembershipConfirmedPage } from '../../components/pages/MembershipConfirmed/MembershipConfirmed.tsx';
import { OrderConfirmed as OrderConfirmedPage } from '../../components/pages/OrderConfirmed/OrderConfirmed.tsx';
import { OrderReceived as OrderReceivedPage } from '../../components/pages/OrderReceived/OrderReceived.tsx';
import { OrderStatus as OrderStatusPage } from '../../components/pages/OrderStatus/OrderStatus.tsx';
import { SubscriptionConfirmed as SubscriptionConfirmedPage } from '../../components/pages/SubscriptionConfirmed/SubscriptionConfirmed.tsx';
import { PAGE_TYPE, ROLE } from '../../logic/shared/enums.ts';
import { db } from '../../mocks/db.ts';
import { orderIds } from '../../mocks/fixtures/orders.ts';
import { website } from '../../mocks/fixtures/site.ts';
import { scenario } from '../../mocks/scenarios.ts';
import { withAnalytics } from '../visitor/analytics.setup.tsx';
import { brand, header, main, page as pageClass } from './Storefront.css.ts';
import { slowly } from './storefront.setup.tsx';

/** The order pages, by the name a site routes them by. */
const PAGES = {
  orderConfirmed: OrderConfirmedPage,
  orderReceived: OrderReceivedPage,
  orderStatus: OrderStatusPage,
  subscriptionConfirmed: SubscriptionConfirmedPage,
  membershipConfirmed: MembershipConfirmedPage,
  contributionConfirmed: ContributionConfirmedPage,
} as const;

/** Props of {@link OrderSite}. */
interface OrderSiteProps {
  /** Which order page the shopper is on. */
  page: keyof typeof PAGES;
  /** The order the page's address names. */
  orderId: string;
}

/** The site's frame around one order page: the shop's name, linking back to the shop, over the page. */
function OrderSite({ page, orderId }: OrderSiteProps) {
  const Page = PAGES[page];
  return (
    <div className={pageClass}>
      <header className={header}>
        <a href="/shop" className={brand}>
          {website.title}
        </a>
      </header>
      <main className={main}>
        <Page orderId={orderId} continueHref="/shop" />
      </main>
    </div>
  );
}

const meta = {
  title: 'Pages/Order confirmation',
  component: OrderSite,
  args: { page: 'orderConfirmed', orderId: orderIds.order.value },
  decorators: [withAnalytics],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OrderSite>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The analytics page context of an order page of `pageType` (shopper spec, screens). */
const analyticsPage = (pageType: number) => ({ websiteId: website.id, pageType, path: '/commerce/order' });

/** The pixel events the sink was given, by name. */
const pixelEvents = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-vitrine="analytics-event-log"] li[data-client="pixel"]')].map((item) => ({
    name: item.getAttribute('data-event'),
    payload: JSON.parse(item.getAttribute('data-payload') ?? 'null') as Record<string, unknown>,
  }));

/** Waits for the order summary, then for the Purchase event, and checks it left exactly once with the order's total. */
function purchasedOnce(total: number) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await within(canvasElement).findByRole('region', { name: 'Order summary' }, slowly);
    await waitFor(() => expect(pixelEvents(canvasElement).map((event) => event.name)).toContain('Purchase'), slowly);
    const purchases = pixelEvents(canvasElement).filter((event) => event.name === 'Purchase');
    await expect(purchases).toHaveLength(1);
    await expect(purchases[0]?.payload).toMatchObject({ value_minor_units: total, currency: 'USD' });
  };
}

/** Waits for the order summary and checks that no pixel event left. */
async function noPurchase({ canvasElement }: { canvasElement: HTMLElement }) {
  await within(canvasElement).findByRole('region', { name: 'Order summary' }, slowly);
  await expect(pixelEvents(canvasElement)).toEqual([]);
}

/** After checkout: the order confirmed, and the site's ad pixel told of the purchase once, with its total. */
export const OrderConfirmed: Story = {
  parameters: { analyticsPage: analyticsPage(PAGE_TYPE.orderConfirmed) },
  play: async (context) => {
    await purchasedOnce(14534)(context);
    await expect(within(context.canvasElement).getByRole('heading', { level: 1, name: 'Order confirmed' })).toBeVisible();
    await expect(within(context.canvasElement).getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/shop');
  },
};

/** A subscription started: confirmed, and reported as a purchase once. */
export const SubscriptionConfirmed: Story = {
  args: { page: 'subscriptionConfirmed', orderId: orderIds.subscription.value },
  parameters: { analyticsPage: analyticsPage(PAGE_TYPE.subscriptionConfirmed) },
  play: purchasedOnce(3924),
};

/** A membership bought: confirmed, and reported as a purchase once. */
export const MembershipConfirmed: Story = {
  args: { page: 'membershipConfirmed', orderId: orderIds.membership.value },
  parameters: { analyticsPage: analyticsPage(PAGE_TYPE.membershipConfirmed) },
  play: purchasedOnce(12000),
};

/** A contribution given: confirmed, and reported as a purchase once. */
export const ContributionConfirmed: Story = {
  args: { page: 'contributionConfirmed', orderId: orderIds.contribution.value },
  parameters: { analyticsPage: analyticsPage(PAGE_TYPE.contributionConfirmed) },
  play: purchasedOnce(2500),
};

/** The order received: reported as a purchase once. */
export const OrderReceived: Story = {
  args: { page: 'orderReceived' },
  parameters: { analyticsPage: analyticsPage(PAGE_TYPE.orderReceived) },
  play: purchasedOnce(14534),
};

/** The shopper comes back to an order's status: the order shown, no purchase reported again. */
export const OrderStatus: Story = {
  args: { page: 'orderStatus' },
  parameters: { analyticsPage: analyticsPage(PAGE_TYPE.orderStatus) },
  play: noPurchase,
};

/** An order placed in test mode: the notice, and no purchase reported (no money changed hands). */
export const TestOrder: Story = {
  args: { orderId: orderIds.order.test },
  parameters: { analyticsPage: analyticsPage(PAGE_TYPE.orderConfirmed) },
  play: async (context) => {
    await noPurchase(context);
    await expect(within(context.canvasElement).getByRole('note')).toHaveTextContent('Test order');
  },
};

/** A logged-in site editor looking at the page: nothing is sent at all (shopper spec, states). */
export const SiteEditor: Story = {
  parameters: { analyticsPage: { ...analyticsPage(PAGE_TYPE.orderConfirmed), user: { roles: [ROLE.editor] } } },
  play: async (context) => {
    await noPurchase(context);
    await expect(db.telemetry).toEqual([]);
  },
};

/** The order's first read fails: the spec's message and Try again; the retry shows the order, reported once. */
export const LoadFailedThenRetried: Story = {
  parameters: { analyticsPage: analyticsPage(PAGE_TYPE.orderConfirmed), msw: { handlers: { scenario: scenario('order-fail-once') } } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('alert', {}, slowly)).toHaveTextContent('Something went wrong');
    await expect(pixelEvents(context.canvasElement)).toEqual([]);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await purchasedOnce(14534)(context);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
