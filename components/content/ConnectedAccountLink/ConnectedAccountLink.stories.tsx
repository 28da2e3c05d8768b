import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LocalizedStringsProvider } from '../../../hooks/shared/LocalizedStringsProvider.tsx';
import { ConnectedAccountLink } from './ConnectedAccountLink.tsx';

const meta = {
  title: 'Content/ConnectedAccountLink',
  component: ConnectedAccountLink,
  args: { account: { url: 'https://order.example.com/vitrine-goods' } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ConnectedAccountLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A site connected to an ordering service: "Order Now", to the service. */
export const OrderNow: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Order Now' });
    await expect(link).toHaveAttribute('href', 'https://order.example.com/vitrine-goods');
  },
};

/** The account titles its link itself. */
export const OwnTitle: Story = {
  args: { account: { url: 'https://order.example.com/vitrine-goods', title: 'Book a table' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Book a table' })).toBeVisible();
  },
};

/** Opened in a new tab by the page's own props. */
export const NewTab: Story = {
  args: { target: '_blank', rel: 'noopener' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Order Now' })).toHaveAttribute('target', '_blank');
  },
};

/** The site words it its own way. */
export const Localized: Story = {
  decorators: [(Story) => <LocalizedStringsProvider strings={{ connectedAccountLinkTitle: 'Commander' }}>{Story()}</LocalizedStringsProvider>],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Commander' })).toBeVisible();
  },
};

/** A site without a connected account (or with an address that is not http(s)): nothing shows. */
export const NoAccount: Story = {
  args: { account: { url: 'javascript:alert(1)' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};
