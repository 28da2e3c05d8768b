import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OptionField } from './OptionField.tsx';

const meta = {
  title: 'Builder/Fields/OptionField',
  component: OptionField,
  args: { label: 'Layout', description: 'grid, list or masonry', options: ['grid', 'list', 'masonry'], onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof OptionField>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: 'Layout' });

/** One of the options, typed exactly: accepted, and reported. */
export const Valid: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(box(canvasElement), 'list');
    await userEvent.tab();
    await expect(box(canvasElement)).not.toHaveAttribute('aria-invalid');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('list');
  },
};

/** Not one of them (options are exact): '{val} is not one of the expected options' (rendering spec, validation rules). */
export const Invalid: Story = {
  args: { defaultValue: 'Grid' },
  play: async ({ canvasElement }) => {
    await userEvent.click(box(canvasElement));
    await userEvent.tab();
    await expect(box(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('Grid is not one of the expected options')).toBeVisible();
  },
};
