import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TestVariant } from './TestVariant.tsx';

/** A merchant's two versions of a banner under test: the variants are the merchant's content. */
const VARIANTS = {
  control: <p>Free delivery on orders over $50</p>,
  bold: (
    <p>
      <strong>Free delivery</strong> on every order this week
    </p>
  ),
};

const meta = {
  title: 'Visitor/TestVariant',
  component: TestVariant,
  args: { test: 'banner', variants: VARIANTS },
} satisfies Meta<typeof TestVariant>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No assignment and no override: the first variant, the control. */
export const Control: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Free delivery on orders over $50')).toBeVisible();
  },
};

/** The visit was assigned the second variant by the site's test. */
export const Assigned: Story = {
  args: { assigned: 'bold' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('on every order this week')).toBeVisible();
    await expect(within(canvasElement).queryByText('Free delivery on orders over $50')).toBeNull();
  },
};

/** An honoured override (the override flag on a staging site) wins over the assignment. */
export const OverrideHonoured: Story = {
  args: { assigned: 'bold', overrides: { banner: 'control' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Free delivery on orders over $50')).toBeVisible();
    await expect(within(canvasElement).queryByText('on every order this week')).toBeNull();
  },
};
