import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SpecialPage } from './SpecialPage.tsx';

/** The frame the special pages share (NotFound, ErrorPage, LockScreen, MemberAreaDenied: see Pages/). */
const meta = {
  title: 'Pages/Special page frame',
  component: SpecialPage,
  args: { title: 'Seasonal closure', pageType: 100, children: <p>The shop reopens on Monday.</p> },
} satisfies Meta<typeof SpecialPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A titled region: the heading names it, and the page type is on the frame. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Seasonal closure' });
    await expect(region).toHaveAttribute('data-page-type', '100');
    await expect(within(region).getByRole('heading', { level: 1 })).toHaveTextContent('Seasonal closure');
  },
};

/** Inside a site's own layout: the heading one level down. */
export const InsideALayout: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Seasonal closure' })).toBeVisible();
  },
};
