/**
 * What the order pages' stories share (story-only): every visible state of one order page on the mock
 * backend (shopper spec, screens page types 202, 204, 206, 207, 208, 211) — loading, the order in each money
 * shape of entities, an order placed in test mode, and a failed read with the spec's error catalogue message and Try again.
 */
import type { StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { OrderPageProps } from '../../components/pages/OrderPage/OrderPage.tsx';
import { orderIds } from '../../mocks/fixtures/orders.ts';
import { hold } from '../../mocks/hold.ts';
import { scenario } from '../../mocks/scenarios.ts';
import { slowly } from './storefront.setup.tsx';

/** The orders of one kind the stories show (ids of mocks/fixtures/orders.ts orderIds), and what each page then reads. */
export interface OrderPageStoryCase {
  /** The orders: paid in minor units, the same in decimal amounts, and placed in test mode. */
  ids: { value: string; decimal: string; test: string };
  /** The grand total the paid order shows. */
  total: string;
  /** The first item's name. */
  firstItem: string;
}

/** The cases of mocks/fixtures/orders.ts by the kind of order. */
export const ORDER_CASES = {
  order: { ids: orderIds.order, total: '$145.34', firstItem: 'Linen Shirt' },
  subscription: { ids: orderIds.subscription, total: '$39.24', firstItem: 'Single-Origin Coffee' },
  membership: { ids: orderIds.membership, total: '$120.00', firstItem: 'Annual Studio Membership' },
  contribution: { ids: orderIds.contribution, total: '$25.00', firstItem: 'Kiln Fund Contribution' },
} as const satisfies Record<string, OrderPageStoryCase>;

type Story = StoryObj<OrderPageProps>;

const ORDER_CALL = '*/api/commerce/orders/:orderId';

/** The page's root (the special page frame). */
const pageOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: (_name, element) => element.hasAttribute('data-page-type') });

/** The grand total's row of a summary. */
const totalOf = (summary: HTMLElement) => summary.querySelector('[data-part="total"]');

/** The order summary, once the order has been read. */
const summaryOf = async (canvasElement: HTMLElement) => within(canvasElement).findByRole('region', { name: 'Order summary' }, slowly);

/** Every visible state of the order page headed `heading`, showing orders of one kind: give each its own export in the page's stories file. */
export function orderPageStories(heading: string, { ids, total, firstItem }: OrderPageStoryCase): Record<'Loading' | 'Loaded' | 'DecimalAmounts' | 'TestOrder' | 'LoadFailed', Story> {
  return {
    /** While the order is read: the heading and first line at once, the summary's place saying it is loading. */
    Loading: {
      args: { orderId: ids.value },
      parameters: { msw: { handlers: { order: [http.get(ORDER_CALL, () => hold('infinite'))] } } },
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await expect(canvas.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(canvas.getByText('Loading your order…')).toHaveAttribute('role', 'status');
        await expect(pageOf(canvasElement)).toHaveAttribute('aria-busy', 'true');
        await expect(canvas.queryByRole('region', { name: 'Order summary' })).toBeNull();
        await expect(canvas.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
      },
    },
    /** The order read, its money in minor units (`value`): items, quantities, unit prices, shipping, tax and total. */
    Loaded: {
      args: { orderId: ids.value },
      play: async ({ canvasElement }) => {
        const summary = await summaryOf(canvasElement);
        await expect(within(summary).getByRole('rowheader', { name: firstItem })).toBeVisible();
        await expect(totalOf(summary)).toHaveTextContent(total);
        await expect(within(summary).queryByRole('note')).toBeNull();
        await expect(pageOf(canvasElement)).toHaveAttribute('data-state', 'ready');
        await expect(pageOf(canvasElement)).not.toHaveAttribute('aria-busy');
      },
    },
    /** The same order sent in decimal amounts (`decimalValue`): shown exactly alike. */
    DecimalAmounts: {
      args: { orderId: ids.decimal },
      play: async ({ canvasElement }) => {
        const summary = await summaryOf(canvasElement);
        await expect(within(summary).getByRole('rowheader', { name: firstItem })).toBeVisible();
        await expect(totalOf(summary)).toHaveTextContent(total);
      },
    },
    /** An order placed while the store was in test mode: the summary says so. */
    TestOrder: {
      args: { orderId: ids.test },
      play: async ({ canvasElement }) => {
        const summary = within(await summaryOf(canvasElement));
        await expect(summary.getByRole('note')).toHaveTextContent('Test order');
      },
    },
    /** The order cannot be read: the spec's message under the alert's heading, and Try again (here it fails again, the page keeping focus). */
    LoadFailed: {
      args: { orderId: ids.value },
      parameters: { msw: { handlers: { scenario: scenario('orders-down') } } },
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        const alert = await canvas.findByRole('alert', {}, slowly);
        await expect(alert).toHaveTextContent('Your order could not be loaded');
        await expect(alert).toHaveTextContent('Something went wrong');
        await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
        await waitFor(() => expect(pageOf(canvasElement)).toHaveFocus());
        await expect(await canvas.findByRole('button', { name: 'Try again' }, slowly)).toBeVisible();
        await expect(canvas.queryByRole('region', { name: 'Order summary' })).toBeNull();
      },
    },
  };
}
