import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PageUrlField } from './PageUrlField.tsx';

const meta = {
  title: 'Builder/Fields/PageUrlField',
  component: PageUrlField,
  args: { label: 'Page URL', required: true, onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof PageUrlField>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: /Page URL/ });

/** A site path: accepted. */
export const Valid: Story = {
  args: { defaultValue: '/shop/summer-sale' },
  play: async ({ canvasElement }) => {
    await userEvent.click(box(canvasElement));
    await userEvent.tab();
    await expect(box(canvasElement)).not.toHaveAttribute('aria-invalid');
  },
};

/** A path with a space: '{val} is not a valid page URL' (rendering spec, validation rules) with what was typed, kept in the box. */
export const Invalid: Story = {
  args: { defaultValue: '/about us' },
  play: async ({ canvasElement }) => {
    await userEvent.click(box(canvasElement));
    await userEvent.tab();
    await expect(box(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('/about us is not a valid page URL')).toBeVisible();
    await expect(box(canvasElement)).toHaveValue('/about us');
  },
};
