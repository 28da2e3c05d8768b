import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button.tsx';
import { useConfirm } from '../../../hooks/shared/useConfirm.ts';
import { ConfirmModal } from './ConfirmModal.tsx';
import { ConfirmProvider } from './ConfirmProvider.tsx';
import { row, rows } from '../../../stories/builder/storyFrame.css.ts';
import { dangerButton } from '../fields/controls.css.ts';

const meta = {
  title: 'Builder/ConfirmModal',
  component: ConfirmModal,
  args: {
    open: true,
    title: 'Publish these changes?',
    description: 'Visitors see the new version of the page as soon as it is published.',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A plain question: named and described, focus on Confirm, Confirm answers yes. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'Publish these changes?' });
    await expect(dialog).toHaveAccessibleDescription('Visitors see the new version of the page as soon as it is published.');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(confirm).toHaveFocus());
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** A destructive action: the confirm button in the danger colour, focus starts on the safe choice; Escape cancels. */
export const Destructive: Story = {
  args: { title: 'Remove this page?', description: 'The page and its blocks are deleted.', confirmLabel: 'Remove', destructive: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'Remove this page?' });
    await expect(dialog).toHaveAttribute('data-tone', 'destructive');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Confirmed and working (`autoClose: false`): the confirm button is busy, and neither Escape nor Cancel answers again. */
export const KeptOpenWhileWorking: Story = {
  args: { title: 'Disconnect the store?', confirmLabel: 'Disconnect', destructive: true, busy: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'Disconnect the store?' });
    await expect(dialog).toHaveAttribute('data-state', 'busy');
    const confirm = within(dialog).getByRole('button', { name: 'Disconnect' });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.click(confirm);
    await userEvent.keyboard('{Escape}');
    await expect(page(canvasElement).getByRole('alertdialog')).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** Long wording wraps inside the dialog; both buttons stay reachable. */
export const WithLongText: Story = {
  args: {
    title: 'Remove the collection “Autumn and winter knitwear, scarves, hats and gloves for the whole family” from every page?',
    description:
      'Every page that shows this collection loses its block, the navigation entries that point to it are removed, and visitors who bookmarked one of its products land on the not-found page. Orders already placed are kept. Collection-winter-knitwear-scarves-hats-and-gloves-for-the-whole-family-2026',
    confirmLabel: 'Remove from every page',
    destructive: true,
  },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await expect(within(dialog).getByRole('button', { name: 'Remove from every page' })).toBeVisible();
  },
};

const PAGES = ['Home', 'About', 'Contact'];

/** A page list whose Remove buttons ask first, through useConfirm. */
function PageList() {
  const { confirm } = useConfirm();
  const [pages, setPages] = useState(PAGES);
  return (
    <ul className={rows}>
      {pages.map((name) => (
        <li key={name} className={row}>
          <span>{name}</span>
          <Button
            variant="secondary"
            className={dangerButton}
            size="small"
            aria-label={`Remove ${name}`}
            onClick={async () => {
              const yes = await confirm({ title: `Remove ${name}?`, description: 'The page and its blocks are deleted.', confirmLabel: 'Remove', destructive: true });
              if (yes) setPages((current) => current.filter((other) => other !== name));
            }}
          >
            Remove
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** An owner removes a page: Cancel keeps it and returns focus to its Remove button; Remove deletes it. */
export const GuardedRemove: Story = {
  render: () => (
    <ConfirmProvider>
      <PageList />
    </ConfirmProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const remove = canvas.getByRole('button', { name: 'Remove About' });
    await userEvent.click(remove);
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'Remove About?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(remove).toHaveFocus();
    await expect(canvas.getByText('About')).toBeVisible();
    await userEvent.click(remove);
    const again = await page(canvasElement).findByRole('alertdialog', { name: 'Remove About?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(canvas.queryByText('About')).toBeNull());
    await expect(canvas.getByText('Contact')).toBeVisible();
  },
};

/** The page list alone, left for the owner to act on (the starting state of features/builder/confirm.feature). */
export const PageListToEdit: Story = {
  render: () => (
    <ConfirmProvider>
      <PageList />
    </ConfirmProvider>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: /^Remove / })).toHaveLength(3);
  },
};
