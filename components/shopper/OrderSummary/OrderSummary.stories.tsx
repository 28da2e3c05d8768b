import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { readOrder, type Order } from '../../../logic/shopper/order.ts';
import { decimalOrderAnswer, malformedOrderAnswer, orderAnswer, testModeOrderAnswer } from '../../../mocks/fixtures/orders.ts';
import { OrderSummary } from './OrderSummary.tsx';

/** An answer of the mock backend as the order pages read it. */
const read = (answer: unknown) => readOrder(answer) as Order;

const meta = {
  title: 'Shopper/OrderSummary',
  component: OrderSummary,
  args: { order: read(orderAnswer) },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rows of the items table, each as its cells' text. */
const rows = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

/** A paid order (money in minor units): its number, each item with its quantity and unit price, then shipping, tax and total. */
export const Paid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Order summary' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Order summary' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Items in this order' })).toBeVisible();
    await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Item', 'Quantity', 'Unit price']);
    await expect(rows(canvasElement)).toEqual([
      ['Linen Shirt', '1', '$68.00'],
      ['Canvas Tote', '2', '$29.00'],
    ]);
    const totals = canvasElement.querySelector<HTMLElement>('[data-part="totals"]');
    await expect(totals).toHaveTextContent('Shipping$8.00Tax$11.34Total$145.34');
    await expect(canvasElement.querySelector('[data-part="order-number"]')).toHaveTextContent('Order number1001');
    await expect(canvas.queryByRole('note')).toBeNull();
  },
};

/** The same order sent with `decimalValue` amounts: read and shown exactly alike. */
export const DecimalAmounts: Story = {
  args: { order: read(decimalOrderAnswer) },
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)).toEqual([
      ['Linen Shirt', '1', '$68.00'],
      ['Canvas Tote', '2', '$29.00'],
    ]);
    await expect(canvasElement.querySelector('[data-part="total"]')).toHaveTextContent('$145.34');
  },
};

/** Placed while the store was in test mode: the notice says so before anything else of the order. */
export const TestMode: Story = {
  args: { order: read(testModeOrderAnswer) },
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('note');
    await expect(note).toHaveTextContent('Test order');
    await expect(note).toHaveTextContent('This order was placed while the store was in test mode. No real payment was taken.');
    await expect(canvasElement.querySelector('[data-vitrine="order-summary"]')).toHaveAttribute('data-test-mode', 'true');
  },
};

/**
 * A careless answer: quantities as text or words, a price that is no number, an item with no price, no
 * tax, euro amounts that do not all say so. What it has is shown; what it lacks is left blank, never zero.
 */
export const PartialAnswer: Story = {
  args: { order: read(malformedOrderAnswer) },
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)).toEqual([
      ['Leather Journal', '3', '€32.00'],
      ['Wool Scarf', '', ''],
      ['Gift Card', '1', ''],
    ]);
    await expect(canvasElement.querySelector('[data-part="tax"]')).toBeNull();
    await expect(canvasElement.querySelector('[data-part="shipping"]')).toHaveTextContent('€4.50');
    await expect(canvasElement.querySelector('[data-part="total"]')).toHaveTextContent('€100.50');
  },
};

/** A long product name wraps in its column on a phone; quantity and price keep to their line. */
export const LongName: Story = {
  args: {
    order: read({
      ...orderAnswer,
      items: [{ sku: 'LTK-1', productName: 'Leather Travel Kit with Monogrammed Passport Holder and Matching Luggage Tag', quantity: 1, unitPrice: { value: 9500, currency: 'USD' } }],
    }),
  },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const summary = canvasElement.querySelector<HTMLElement>('[data-vitrine="order-summary"]');
    await expect(summary?.scrollWidth).toBeLessThanOrEqual(320);
    await expect(canvasElement.querySelector('[data-part="unit-price"]')).toHaveTextContent('$95.00');
  },
};

/** Worded by its `strings` prop, as a Server Component is (no provider reaches it there). */
export const OwnWording: Story = {
  args: { strings: { orderSummaryTitle: 'Your receipt', orderGrandTotalText: 'Paid' }, headingLevel: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Your receipt' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="total"]')).toHaveTextContent('Paid$145.34');
  },
};
