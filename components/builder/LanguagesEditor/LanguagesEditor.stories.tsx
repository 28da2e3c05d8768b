import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { db } from '../../../mocks/db.ts';
import { scenario } from '../../../mocks/scenarios.ts';
import { media } from '../../theme/utilities.css.ts';
import { LanguagesEditor } from './LanguagesEditor.tsx';

const meta = {
  title: 'Builder/LanguagesEditor',
  component: LanguagesEditor,
  args: { onSaved: fn(), onDisconnected: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LanguagesEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const names = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('[data-code] [data-part="name"]')].map((name) => name.textContent);
const list = (canvasElement: HTMLElement) => within(canvasElement).findByRole('list', { name: 'Site languages' });
const dialog = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).findByRole('alertdialog');

/** The site's languages, English the default, multilingual connected. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    await expect(names(canvasElement)).toEqual(['English', 'Français', 'Deutsch']);
    await expect(within(canvasElement).getByText('Multilingual status: Connected')).toBeVisible();
    // The drag handle is a plain button: it draws its glyph in the row's (the theme's) font, not the browser's.
    const handle = within(canvasElement).getByRole('button', { name: 'Drag English' });
    await expect(getComputedStyle(handle).font).toBe(getComputedStyle(handle.parentElement as HTMLElement).font);
    // Wider than a phone, the add form's fields sit side by side: both labels on one line and both
    // inputs, with the button, on the next, though only the code has a hint.
    if (window.matchMedia(media.desktop).matches) {
      const top = (element: Element) => Math.round(element.getBoundingClientRect().top);
      const code = within(canvasElement).getByRole('textbox', { name: 'Language code' });
      const name = within(canvasElement).getByRole('textbox', { name: 'Language name' });
      const labels = canvasElement.querySelectorAll(`label[for="${code.id}"], label[for="${name.id}"]`);
      await expect(labels).toHaveLength(2);
      await expect(top(labels[0] as Element)).toBe(top(labels[1] as Element));
      await expect(top(code)).toBe(top(name));
      const add = within(canvasElement).getByRole('button', { name: 'Add language' });
      await expect(top(add)).toBe(top(code));
      // In reading order: code, name, then the button.
      await expect(code.getBoundingClientRect().right).toBeLessThanOrEqual(name.getBoundingClientRect().left);
      await expect(name.getBoundingClientRect().right).toBeLessThanOrEqual(add.getBoundingClientRect().left);
    }
  },
};

/** Reading the settings, status and languages. */
export const Loading: Story = {
  parameters: { msw: { handlers: { scenario: scenario('slow', { delayMs: 60_000 }) } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-vitrine="languages-editor"]')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Remove a language after confirming; cancelling first keeps it. */
export const RemoveAfterConfirming: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Français' }));
    await userEvent.click(within(await dialog(canvasElement)).getByRole('button', { name: 'Cancel' }));
    await expect(names(canvasElement)).toEqual(['English', 'Français', 'Deutsch']);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Français' }));
    await userEvent.click(within(await dialog(canvasElement)).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(names(canvasElement)).toEqual(['English', 'Deutsch']));
  },
};

/**
 * A language the form refuses: a code the site already has (in other letter case) and no name. Each
 * field says why under its input, the keyboard is on the first of them, the typed code stays, and
 * the list is unchanged.
 */
export const AddRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvasElement);
    const code = canvas.getByRole('textbox', { name: 'Language code' });
    await userEvent.type(code, 'FR-fr');
    await userEvent.click(canvas.getByRole('button', { name: 'Add language' }));
    await expect(await canvas.findByText('FR-fr is already a language of the site')).toBeVisible();
    await expect(canvas.getByText('Enter a language name')).toBeVisible();
    await expect(code).toHaveValue('FR-fr');
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Language name' })).toHaveAttribute('aria-invalid', 'true');
    await expect(names(canvasElement)).toEqual(['English', 'Français', 'Deutsch']);
  },
};

/** Add a language, order it by the keyboard (the handle: Space, arrow up, Space), save. */
export const AddOrderAndSave: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await list(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add language' }));
    await expect(canvas.getByText('Enter a language code')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Language code' }), 'es-ES');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Language name' }), 'Español');
    await userEvent.click(canvas.getByRole('button', { name: 'Add language' }));
    await expect(names(canvasElement)).toEqual(['English', 'Français', 'Deutsch', 'Español']);
    const handle = canvas.getByRole('button', { name: 'Drag Español' });
    handle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(handle.closest('li')).toHaveAttribute('data-dragging', 'true'));
    await waitFor(async () => {
      await userEvent.keyboard('{ArrowUp}');
      await expect(handle.closest('li')?.style.cssText).toContain('translate');
    });
    await userEvent.keyboard(' ');
    await waitFor(() => expect(names(canvasElement)).toEqual(['English', 'Français', 'Español', 'Deutsch']));
    await userEvent.click(canvas.getByRole('button', { name: 'Save languages' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
    await expect(db.languages.map((language) => language.code)).toEqual(['en-US', 'fr-FR', 'es-ES', 'de-DE']);
  },
};

/** Move with the buttons and make another language the default. */
export const MoveAndDefaultWithButtons: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Move up: Deutsch' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Make Deutsch the default' }));
    await expect(names(canvasElement)).toEqual(['English', 'Deutsch', 'Français']);
    await expect(canvasElement.querySelector('[data-default]')).toHaveAttribute('data-code', 'de-DE');
    await expect(canvas.getByText('Unsaved changes')).toBeVisible();
  },
};

/** Disconnect multilingual after a destructive confirm. */
export const Disconnect: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await list(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Disconnect multilingual' }));
    await userEvent.click(within(await dialog(canvasElement)).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(args.onDisconnected).toHaveBeenCalled());
    await expect(await canvas.findByText('Multilingual status: Not connected')).toBeVisible();
  },
};

/** The read fails: 'Unable to load. Try again.' with Try again. */
export const LoadFailure: Story = {
  parameters: { msw: { handlers: { scenario: scenario('languages-down') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Unable to load. Try again.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The save fails: 'Unable to save your changes', the edits stay, Retry is offered. */
export const SaveFailureKeepsEdits: Story = {
  parameters: { msw: { handlers: { scenario: scenario('languages-save-failure') } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await list(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Move up: Deutsch' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save languages' }));
    await expect(await canvas.findByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(canvas.getByText('Unable to save your changes')).toBeVisible();
    await expect(names(canvasElement)).toEqual(['English', 'Deutsch', 'Français']);
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** Disconnecting fails: 'Unable to disconnect' with Retry, the site stays connected. */
export const DisconnectFailure: Story = {
  parameters: { msw: { handlers: { scenario: scenario('multilingual-disconnect-failure') } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await list(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Disconnect multilingual' }));
    await userEvent.click(within(await dialog(canvasElement)).getByRole('button', { name: 'Disconnect' }));
    await expect(await canvas.findByText('Unable to disconnect')).toBeVisible();
    await expect(canvas.getByText('Multilingual status: Connected')).toBeVisible();
    await expect(args.onDisconnected).not.toHaveBeenCalled();
  },
};
