import type { Meta, StoryObj } from '@storybook/react-vite';
import { ORDER_CASES, orderPageStories } from '../../../stories/pages/orderPages.setup.tsx';
import { OrderConfirmed } from './OrderConfirmed.tsx';

const meta = {
  title: 'Pages/Order confirmed',
  component: OrderConfirmed,
  args: { orderId: ORDER_CASES.order.ids.value },
} satisfies Meta<typeof OrderConfirmed>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = orderPageStories('Order confirmed', ORDER_CASES.order);

/** While the order is read. */
export const Loading: Story = stories.Loading;

/** The order read, its money in minor units. */
export const Loaded: Story = stories.Loaded;

/** The same order sent in decimal amounts, shown alike. */
export const DecimalAmounts: Story = stories.DecimalAmounts;

/** An order placed in test mode. */
export const TestOrder: Story = stories.TestOrder;

/** The order cannot be read: the spec's message and Try again. */
export const LoadFailed: Story = stories.LoadFailed;
