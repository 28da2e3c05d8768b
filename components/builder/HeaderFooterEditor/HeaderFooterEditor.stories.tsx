import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { db } from '../../../mocks/db.ts';
import { scenario } from '../../../mocks/scenarios.ts';
import { HeaderFooterEditor } from './HeaderFooterEditor.tsx';

const meta = {
  title: 'Builder/HeaderFooterEditor',
  component: HeaderFooterEditor,
  args: { onSaved: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof HeaderFooterEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const editor = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-vitrine="header-footer-editor"]');

/** The site's header and footer, read: text values, switches and the preview. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Site title' })).toHaveValue('Vitrine Goods');
    await expect(canvas.getByRole('checkbox', { name: 'Show the cart' })).toBeChecked();
    const preview = canvas.getByRole('figure', { name: 'Preview of the header and footer' });
    await expect(within(preview).getByText('Free shipping on orders over $100')).toBeVisible();
    await expect(within(preview).getByText('Cart')).toBeVisible();
  },
};

/** Reading the header and footer. */
export const Loading: Story = {
  parameters: { msw: { handlers: { scenario: scenario('slow', { delayMs: 60_000 }) } } },
  play: async ({ canvasElement }) => {
    await expect(editor(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

/** Edit the title and turn the cart off: the preview follows at once; saving sends both. */
export const EditAndSave: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByRole('textbox', { name: 'Site title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Atelier');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show the cart' }));
    const preview = canvas.getByRole('figure', { name: 'Preview of the header and footer' });
    await expect(within(preview).getByText('Atelier')).toBeVisible();
    await expect(within(preview).queryByText('Cart')).toBeNull();
    await expect(canvas.getByText('Unsaved changes')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save header and footer' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
    await expect(db.headerFooter.header.siteTitle).toBe('Atelier');
    await expect(db.headerFooter.header.showCart).toBe(false);
    await expect(canvas.queryByText('Unsaved changes')).toBeNull();
  },
};

/** The read fails: 'Unable to load. Try again.' with Try again. */
export const LoadFailure: Story = {
  parameters: { msw: { handlers: { scenario: scenario('header-footer-down') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Unable to load. Try again.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Offline: 'Unable to connect. Please try again'. */
export const Offline: Story = {
  parameters: { msw: { handlers: { scenario: scenario('offline') } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Unable to connect. Please try again')).toBeVisible();
  },
};

/** The save fails: 'Unable to save your changes' above the actions, the edit stays, Retry is offered, nothing was stored. */
export const SaveFailureKeepsEdits: Story = {
  parameters: { msw: { handlers: { scenario: scenario('header-footer-save-failure') } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByRole('textbox', { name: 'Site title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Atelier');
    await userEvent.click(canvas.getByRole('button', { name: 'Save header and footer' }));
    await expect(await canvas.findByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unable to save your changes');
    await expect(title).toHaveValue('Atelier');
    await expect(args.onSaved).not.toHaveBeenCalled();
    await expect(db.headerFooter.header.siteTitle).toBe('Vitrine Goods');
  },
};
