import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { db } from '../../../mocks/db.ts';
import { siteCollections, siteMemberAreas } from '../../../mocks/fixtures/site.ts';
import { scenario } from '../../../mocks/scenarios.ts';
import { NavigationEditor } from './NavigationEditor.tsx';

const meta = {
  title: 'Builder/NavigationEditor',
  component: NavigationEditor,
  args: { onSaved: fn(), collections: siteCollections, memberAreas: siteMemberAreas },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof NavigationEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const parts = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const screen = within(canvasElement.ownerDocument.body);
  return {
    canvas,
    screen,
    list: () => canvas.findByRole('list', { name: /^Items of/ }),
    titles: () => [...canvasElement.querySelectorAll('[data-row-id]')].map((row) => `${'-'.repeat(Number(row.getAttribute('data-depth')))}${row.querySelector('span > span')?.textContent ?? ''}`),
    button: (name: string) => canvas.getByRole('button', { name }),
    editor: () => canvasElement.querySelector('[data-vitrine="navigation-editor"]'),
  };
};

const MAIN = ['Home', 'Shop', 'Journal', 'About', '-Our Story', '-Press', 'Members'];

/** The main navigation: collections, a folder with a nested collection and external link, a member area. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const { list, titles, canvas } = parts(canvasElement);
    await list();
    await expect(titles()).toEqual(MAIN);
    await expect(canvas.getByText('External link: https://press.example.com/vitrine')).toBeVisible();
    await expect(canvas.getByText('Collection: Our Story')).toBeVisible();
    await expect(canvas.getByText('Member area: Members’ corner')).toBeVisible();
    await expect(canvas.queryByText(/col-home|area-members/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Move up: Home' })).toHaveAttribute('aria-disabled', 'true');
    // The drag handle is a plain button: it draws its glyph in the row's (the theme's) font, not the browser's.
    const handle = canvas.getByRole('button', { name: 'Drag Home' });
    await expect(getComputedStyle(handle).font).toBe(getComputedStyle(handle.parentElement as HTMLElement).font);
  },
};

/** Reading the layout. */
export const Loading: Story = {
  parameters: { msw: { handlers: { scenario: scenario('slow', { delayMs: 60_000 }) } } },
  play: async ({ canvasElement }) => {
    await expect(parts(canvasElement).editor()).toHaveAttribute('aria-busy', 'true');
  },
};

/** Reorder with the buttons and nest with Indent / Outdent, then save: UpdateNavigation gets the new tree. */
export const ReorderAndNestWithButtons: Story = {
  play: async ({ canvasElement, args }) => {
    const { list, titles, button } = parts(canvasElement);
    await list();
    await userEvent.click(button('Move up: Shop'));
    await expect(titles()).toEqual(['Shop', 'Home', 'Journal', 'About', '-Our Story', '-Press', 'Members']);
    await userEvent.click(button('Indent: Members'));
    await userEvent.click(button('Outdent: Press'));
    await expect(titles()).toEqual(['Shop', 'Home', 'Journal', 'About', '-Our Story', '-Members', 'Press']);
    await expect(within(canvasElement).getByText('Unsaved changes')).toBeVisible();
    await userEvent.click(button('Save navigation'));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith('mainNav'));
    await expect(db.layout.navigations[0]?.links.map((link) => link.title)).toEqual(['Shop', 'Home', 'Journal', 'About', 'Press']);
    await expect(db.layout.navigations[0]?.links[3]?.children?.map((link) => link.title)).toEqual(['Our Story', 'Members']);
    await expect(within(canvasElement).queryByText('Unsaved changes')).toBeNull();
  },
};

/** Reorder by keyboard with the drag handle: Space picks up, the arrow moves, Space drops. */
export const ReorderByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const { list, titles, button } = parts(canvasElement);
    await list();
    const handle = button('Drag Home');
    const row = handle.closest('li');
    handle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(row).toHaveAttribute('data-dragging', 'true'));
    // dnd-kit hears the arrows from a moment after the pick-up (a timer): press until the item has moved.
    await waitFor(async () => {
      if (!/translate3d\(0px, [1-9]/.test(row?.getAttribute('style') ?? '')) await userEvent.keyboard('{ArrowDown}');
      await expect(row?.getAttribute('style')).toMatch(/translate3d\(0px, [1-9]/);
    });
    // Then the row below moves up: dnd-kit has taken it as the place to drop (a drop before that puts Home back).
    const below = button('Drag Shop').closest('li');
    await waitFor(() => expect(below?.getAttribute('style')).toMatch(/translate3d\(0px, -[1-9]/));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(titles()).toEqual(['Shop', 'Home', 'Journal', 'About', '-Our Story', '-Press', 'Members']));
  },
};

/** Add an external link: a link that is not http(s) is refused with the builder's message, then added at the end. */
export const AddExternalLink: Story = {
  play: async ({ canvasElement }) => {
    const { list, titles, button, canvas } = parts(canvasElement);
    await list();
    await userEvent.click(button('Add item'));
    const form = canvas.getByRole('form', { name: 'Add item' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Title/ }), 'Sale');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Links to' }), 'external');
    await userEvent.type(within(form).getByRole('textbox', { name: /Link/ }), 'sale.example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Save item' }));
    await expect(await within(form).findByText('Links must be formatted as http://sale.example.com or https://sale.example.com')).toBeVisible();
    await userEvent.clear(within(form).getByRole('textbox', { name: /Link/ }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Link/ }), 'https://sale.example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Save item' }));
    await expect(titles().at(-1)).toBe('Sale');
    await expect(canvas.getByText('External link: https://sale.example.com')).toBeVisible();
  },
};

/** Edit an item's title and remove another with its children. */
export const EditAndRemove: Story = {
  play: async ({ canvasElement }) => {
    const { list, titles, button, canvas, screen } = parts(canvasElement);
    await list();
    await userEvent.click(button('Edit: Journal'));
    const form = canvas.getByRole('form', { name: 'Edit: Journal' });
    const title = within(form).getByRole('textbox', { name: /Title/ });
    await userEvent.clear(title);
    await userEvent.click(within(form).getByRole('button', { name: 'Save item' }));
    await expect(within(form).getByText('Enter a title')).toBeVisible();
    await userEvent.type(title, 'Stories');
    await userEvent.click(within(form).getByRole('button', { name: 'Save item' }));
    // Escape answers the question no: nothing is removed, and the focus is back on the Remove button.
    await userEvent.click(button('Remove: About'));
    await screen.findByRole('alertdialog', { name: 'Remove About?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(titles()).toEqual(['Home', 'Shop', 'Stories', 'About', '-Our Story', '-Press', 'Members']);
    await waitFor(() => expect(button('Remove: About')).toHaveFocus());
    await userEvent.click(button('Remove: About'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove About?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(titles()).toEqual(['Home', 'Shop', 'Stories', 'Members']));
    // The focus goes to the item that took the removed one's place.
    await waitFor(() => expect(button('Drag Members')).toHaveFocus());
  },
};

/** Remove asks first, naming what is nested under the item; the focus starts on Cancel, the safe answer. */
export const RemoveAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const { list, titles, button, screen } = parts(canvasElement);
    await list();
    await userEvent.click(button('Remove: About'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove About?' });
    await expect(dialog).toHaveAccessibleDescription('The item and the items nested under it (Our Story, Press) are removed from the navigation when you save.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await expect(within(dialog).getByRole('button', { name: 'Remove' })).toBeVisible();
    await expect(titles()).toEqual(MAIN);
  },
};

/** Editing an item that leads to a collection: the collection is picked by its title, never typed as an id. */
export const EditCollectionItem: Story = {
  play: async ({ canvasElement }) => {
    const { list, button, canvas } = parts(canvasElement);
    await list();
    await userEvent.click(button('Edit: Our Story'));
    const form = canvas.getByRole('form', { name: 'Edit: Our Story' });
    const picker = within(form).getByRole('combobox', { name: /Collection/ });
    await expect(picker).toHaveValue('col-story');
    await expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a collection',
      ...siteCollections.map((collection) => collection.title),
    ]);
    await expect(within(form).queryByRole('textbox', { name: /id/i })).toBeNull();
  },
};

/** Add an item leading to a collection picked by title: it is saved with that collection's id. */
export const AddCollectionItem: Story = {
  play: async ({ canvasElement, args }) => {
    const { list, titles, button, canvas } = parts(canvasElement);
    await list();
    await userEvent.click(button('Add item'));
    const form = canvas.getByRole('form', { name: 'Add item' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Title/ }), 'Lookbook');
    await userEvent.click(within(form).getByRole('button', { name: 'Save item' }));
    await expect(within(form).getByRole('combobox', { name: /Collection/ })).toHaveAccessibleDescription('Choose where the item leads');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /Collection/ }), 'Lookbook');
    await userEvent.click(within(form).getByRole('button', { name: 'Save item' }));
    await expect(titles().at(-1)).toBe('Lookbook');
    await expect(canvas.getByText('Collection: Lookbook')).toBeVisible();
    await userEvent.click(button('Save navigation'));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith('mainNav'));
    await expect(db.layout.navigations[0]?.links.at(-1)).toEqual({ title: 'Lookbook', collectionId: 'col-lookbook' });
  },
};

/** Switching navigation with unsaved edits asks first; keeping editing keeps the edits. */
export const UnsavedChangesGuard: Story = {
  play: async ({ canvasElement }) => {
    const { list, titles, button, canvas, screen } = parts(canvasElement);
    await list();
    await userEvent.click(button('Move down: Home'));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Navigation' }), 'secondaryNav');
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await expect(titles()).toEqual(['Shop', 'Home', 'Journal', 'About', '-Our Story', '-Press', 'Members']);
    await userEvent.click(button('Reload'));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(titles()).toEqual(MAIN));
  },
};

/** Another navigation, picked with nothing unsaved: no question. */
export const SecondaryNavigation: Story = {
  args: { defaultNavigation: 'secondaryNav' },
  play: async ({ canvasElement }) => {
    const { list, titles } = parts(canvasElement);
    await list();
    await expect(titles()).toEqual(['Contact', 'Instagram']);
  },
};

/** The save fails once: the edits stay, Retry saves them. */
export const SaveFailedThenRetried: Story = {
  parameters: { msw: { handlers: { scenario: scenario('navigation-update-failure-once') } } },
  play: async ({ canvasElement }) => {
    const { list, titles, button, canvas } = parts(canvasElement);
    await list();
    await userEvent.click(button('Move down: Home'));
    await userEvent.click(button('Save navigation'));
    const failure = await canvas.findByRole('alert');
    await expect(failure).toHaveTextContent('The navigation was not saved');
    await expect(failure).toHaveTextContent('Something went wrong');
    await expect(titles()).toEqual(['Shop', 'Home', 'Journal', 'About', '-Our Story', '-Press', 'Members']);
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(db.layout.navigations[0]?.links[0]?.title).toBe('Shop'));
  },
};

/** Every save fails: the message and Retry, the edits kept. */
export const SaveFailed: Story = {
  parameters: { msw: { handlers: { scenario: scenario('navigation-update-failure') } } },
  play: async ({ canvasElement }) => {
    const { list, button, canvas, screen } = parts(canvasElement);
    await list();
    await userEvent.click(button('Remove: Members'));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Remove Members?' })).getByRole('button', { name: 'Remove' }));
    await userEvent.click(button('Save navigation'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong');
    await expect(canvas.getByText('Unsaved changes')).toBeVisible();
  },
};

/** The session expired when saving. */
export const SaveSessionExpired: Story = {
  parameters: { msw: { handlers: { scenario: scenario('session-expired') } } },
  play: async ({ canvasElement }) => {
    const { list, button, canvas } = parts(canvasElement);
    await list();
    await userEvent.click(button('Move down: Home'));
    await userEvent.click(button('Save navigation'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your session has expired. Please reload the page and try again.');
  },
};

/** The layout cannot be read: 'Unable to load. Try again.' with Try again. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { scenario: scenario('server-error') } } },
  play: async ({ canvasElement }) => {
    const alert = await parts(canvasElement).canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Unable to load. Try again.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** 429 on reading the layout: the same generic message. */
export const LoadRateLimited: Story = {
  parameters: { msw: { handlers: { scenario: scenario('rate-limited') } } },
  play: async ({ canvasElement }) => {
    await expect(await parts(canvasElement).canvas.findByRole('alert')).toHaveTextContent('Unable to load. Try again.');
  },
};

/** No answer: 'Unable to connect. Please try again'. */
export const Offline: Story = {
  parameters: { msw: { handlers: { scenario: scenario('offline') } } },
  play: async ({ canvasElement }) => {
    await expect(await parts(canvasElement).canvas.findByRole('alert')).toHaveTextContent('Unable to connect. Please try again');
  },
};

/**
 * A layout with no navigation at all: 'Unable to find site main navigation' (rendering spec, error catalogue) with Try
 * again, and nothing offered that could not be saved (no list, no Add item, no Save).
 */
export const NoNavigation: Story = {
  parameters: { msw: { handlers: { scenario: scenario('layout-without-navigation') } } },
  play: async ({ canvasElement }) => {
    const { canvas, editor } = parts(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Unable to find site main navigation');
    await expect(editor()).toHaveAttribute('data-state', 'ready');
    for (const name of ['Add item', 'Save navigation', 'Reload']) await expect(canvas.queryByRole('button', { name })).toBeNull();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByText('This navigation has no items yet.')).toBeNull();
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A default navigation the layout does not have: the main one opens instead, and its save goes to the main one. */
export const UnknownDefaultNavigation: Story = {
  args: { defaultNavigation: 'footerNav' },
  play: async ({ canvasElement, args }) => {
    const { list, titles, button } = parts(canvasElement);
    await list();
    await expect(titles()).toEqual(MAIN);
    await userEvent.click(button('Move down: Home'));
    await userEvent.click(button('Save navigation'));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith('mainNav'));
  },
};
