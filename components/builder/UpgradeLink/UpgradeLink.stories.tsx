import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LocalizedStringsProvider } from '../../../hooks/shared/LocalizedStringsProvider.tsx';
import { UpgradeLink } from './UpgradeLink.tsx';

const meta = {
  title: 'Builder/UpgradeLink',
  component: UpgradeLink,
  args: { kind: 'trial' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof UpgradeLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A trial site: to the billing upgrade settings. */
export const Trial: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Upgrade your trial' });
    await expect(link).toHaveAttribute('href', '/config/settings/billing/upgrade');
    await expect(link).toHaveAttribute('data-destination', 'billing-upgrade-settings');
  },
};

/** A plain (paid) site: to the website subscriptions settings. */
export const Plain: Story = {
  args: { kind: 'plain' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Upgrade your plan' });
    await expect(link).toHaveAttribute('href', '/config/settings/website/subscriptions');
  },
};

/** Under the builder's own origin, opened in a new tab by the page's own props. */
export const WithBase: Story = {
  args: { kind: 'plain', base: 'https://builder.example.com/', target: '_blank', rel: 'noopener' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('href', 'https://builder.example.com/config/settings/website/subscriptions');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** The site words it its own way. */
export const Localized: Story = {
  decorators: [(Story) => <LocalizedStringsProvider strings={{ upgradeTrialLinkLabel: 'Passer à la version payante' }}>{Story()}</LocalizedStringsProvider>],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Passer à la version payante' })).toBeVisible();
  },
};
