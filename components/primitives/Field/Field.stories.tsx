import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Field } from './Field.tsx';
import { control } from './Field.css.ts';

const meta = {
  title: 'Primitives/Field',
  component: Field,
  args: {
    label: 'Email',
    children: (props) => <input type="email" className={control} {...props} />,
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled input: clicking the label focuses it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Email'));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  },
};

/** Required: marked for sighted users and for assistive technology. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Email/ })).toHaveAttribute('aria-required', 'true');
  },
};

/** With a hint under the label, read with the input. */
export const WithDescription: Story = {
  args: { description: 'We send the receipt here.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('We send the receipt here.');
  },
};

/** Invalid: the error is shown under the input and read with it. */
export const WithError: Story = {
  args: { required: true, error: 'Required' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Email/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Required');
  },
};
