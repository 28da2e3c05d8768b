import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Modal } from './Modal.tsx';
import { wide } from './Modal.css.ts';

const meta = {
  title: 'Primitives/Modal',
  component: Modal,
  args: {
    title: 'Gift wrapping',
    description: 'Add a note for the recipient.',
    trigger: <Button variant="secondary">Add gift note</Button>,
    children: <p>Your note is printed on a card inside the box.</p>,
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The close button keeps to the end of the dialog's header, whether its title shows or not. */
async function expectCloseAtTheEnd(dialog: HTMLElement) {
  const close = within(dialog).getByRole('button', { name: 'Close' }).getBoundingClientRect();
  const box = dialog.getBoundingClientRect();
  const endPadding = Number.parseFloat(getComputedStyle(dialog).paddingRight);
  await expect(Math.abs(box.right - endPadding - close.right)).toBeLessThanOrEqual(1);
}

/**
 * Closed: only the trigger shows. Enter opens it, focus moves inside, Escape closes it and focus
 * returns; opened again, its close button closes it too.
 */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Add gift note' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Gift wrapping' });
    await expect(dialog).toHaveAccessibleDescription('Add a note for the recipient.');
    await waitFor(() => expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await userEvent.click(within(await body.findByRole('dialog', { name: 'Gift wrapping' })).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Open: the title, its description, the content and the close button over the dimmed page, focus inside. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Gift wrapping' });
    await expect(dialog).toHaveAccessibleDescription('Add a note for the recipient.');
    await expect(within(dialog).getByText('Your note is printed on a card inside the box.')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    await expectCloseAtTheEnd(dialog);
    await waitFor(() => expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
  },
};

/** Wide, for lightboxes and quick views; the title can be hidden visually and still name the dialog. */
export const WideWithHiddenTitle: Story = {
  args: { defaultOpen: true, size: 'wide', showTitle: false, title: 'Product images', description: undefined },
  play: async ({ canvasElement }) => {
    // The hidden title still names the dialog.
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Product images' });
    const title = within(dialog).getByText('Product images');
    await expect(dialog).toHaveAttribute('aria-labelledby', title.id);
    // Hidden visually: it takes no room on screen (at most the 1 px of a visually hidden element).
    const box = title.getBoundingClientRect();
    await expect(box.width <= 1 && box.height <= 1).toBe(true);
    await expectCloseAtTheEnd(dialog);
    // Wide: wider than the same dialog without the wide size, in this viewport.
    const wideWidth = dialog.getBoundingClientRect().width;
    dialog.classList.remove(wide);
    const regularWidth = dialog.getBoundingClientRect().width;
    dialog.classList.add(wide);
    await expect(wideWidth).toBeGreaterThan(regularWidth);
  },
};
