import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button.tsx';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Add To Cart', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The main action of a view. Activated by click, Enter and Space. */
export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add To Cart' });
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

/** A secondary action beside a primary one. */
export const Secondary: Story = { args: { variant: 'secondary', children: 'Continue Shopping' } };

/** A quiet action (close, remove). */
export const Ghost: Story = { args: { variant: 'ghost', children: 'Remove' } };

/** Small, for dense rows. */
export const Small: Story = { args: { size: 'small', children: 'Edit' } };

/** Takes the whole width of its container (mobile product pages). */
export const FullWidth: Story = { args: { fullWidth: true } };

/** Disabled: not focusable by click, not activated. */
export const Disabled: Story = {
  args: { disabled: true, children: 'Sold Out' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sold Out' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** A link with the look of a button (`asChild`). */
export const AsLink: Story = {
  args: { asChild: true, variant: 'secondary', children: <a href="/cart">View Cart</a> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
  },
};
