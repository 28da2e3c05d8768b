import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TagEditor } from './TagEditor.tsx';

const meta = {
  title: 'Builder/TagEditor',
  component: TagEditor,
  args: { defaultValue: ['Summer', 'Sale', 'New in'], onValueChange: fn() },
} satisfies Meta<typeof TagEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's one announcer, which the editor announces adds, renames and removes through. */
const announcer = (canvasElement: HTMLElement): HTMLElement => {
  const region = canvasElement.querySelector<HTMLElement>('[data-vitrine="live-announcer"]');
  if (!region) throw new Error('No live announcer on the page.');
  return region;
};

/** Types a new name and presses Enter. */
async function typeNew(canvasElement: HTMLElement, label: string, text: string) {
  const input = within(canvasElement).getByRole('textbox', { name: label });
  await userEvent.clear(input);
  if (text !== '') await userEvent.type(input, text);
  await userEvent.keyboard('{Enter}');
  return input;
}

/** Tags listed, each with rename and remove. */
export const Tags: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Tags' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Rename Summer' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Remove New in' })).toBeInTheDocument();
  },
};

/** No tags yet. */
export const NoTags: Story = {
  args: { defaultValue: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No tags yet')).toBeInTheDocument();
  },
};

/** No categories yet. */
export const NoCategories: Story = {
  args: { tagType: 'category', defaultValue: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Categories' })).toBeInTheDocument();
    await expect(within(canvasElement).getByText('No categories yet')).toBeInTheDocument();
  },
};

/** Enter adds a name, announced; the input empties for the next one. */
export const AddWithEnter: Story = {
  play: async ({ args, canvasElement }) => {
    const input = await typeNew(canvasElement, 'New tag', '  Linen ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['Summer', 'Sale', 'New in', 'Linen']);
    await expect(input).toHaveValue('');
    await expect(within(canvasElement).getByRole('button', { name: 'Rename Linen' })).toBeInTheDocument();
    await waitFor(() => expect(announcer(canvasElement)).toHaveTextContent('Linen added'));
  },
};

/** A tag that exists (ignoring case) is refused with the spec's message; the text stays. */
export const TagExists: Story = {
  play: async ({ args, canvasElement }) => {
    const input = await typeNew(canvasElement, 'New tag', 'summer');
    await expect(within(canvasElement).getByText('This tag already exists')).toBeInTheDocument();
    await expect(input).toHaveValue('summer');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** A category that exists. */
export const CategoryExists: Story = {
  args: { tagType: 'category', defaultValue: ['Hats', 'Shoes'] },
  play: async ({ args, canvasElement }) => {
    await typeNew(canvasElement, 'New category', 'Shoes');
    await expect(within(canvasElement).getByText('This category already exists')).toBeInTheDocument();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** A tag of 51 characters is refused (rendering spec, constants and limits: max tag length 50); 50 is added. */
export const TagTooLong: Story = {
  play: async ({ args, canvasElement }) => {
    await typeNew(canvasElement, 'New tag', 't'.repeat(51));
    await expect(within(canvasElement).getByText('A tag may have at most 50 characters')).toBeInTheDocument();
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await typeNew(canvasElement, 'New tag', 't'.repeat(50));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['Summer', 'Sale', 'New in', 't'.repeat(50)]);
  },
};

/** A category of 26 characters is refused (max category length 25). */
export const CategoryTooLong: Story = {
  args: { tagType: 'category', defaultValue: ['Hats'] },
  play: async ({ args, canvasElement }) => {
    await typeNew(canvasElement, 'New category', 'c'.repeat(26));
    await expect(within(canvasElement).getByText('A category may have at most 25 characters')).toBeInTheDocument();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** A blank name is refused. */
export const EmptyName: Story = {
  play: async ({ args, canvasElement }) => {
    await typeNew(canvasElement, 'New tag', '');
    await expect(within(canvasElement).getByText('Enter a tag')).toBeInTheDocument();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** Renaming a second tag while one is being renamed says the spec's message and keeps the first edit. */
export const OneAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Rename Summer' }));
    const renaming = canvas.getByRole('textbox', { name: 'New name for Summer' });
    await expect(renaming).toHaveFocus();
    await userEvent.type(renaming, ' sale');
    await userEvent.click(canvas.getByRole('button', { name: 'Rename Sale' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('You may only edit one tag at a time');
    await expect(canvas.getByRole('textbox', { name: 'New name for Summer' })).toHaveValue('Summer sale');
    await expect(canvas.queryByRole('textbox', { name: 'New name for Sale' })).toBeNull();
  },
};

/** Rename: Enter saves (announced); a rename to a name that exists is refused; Escape cancels and returns focus. */
export const RenameFromKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Rename Sale' }).focus();
    await userEvent.keyboard('{Enter}');
    const input = canvas.getByRole('textbox', { name: 'New name for Sale' });
    await userEvent.clear(input);
    await userEvent.type(input, 'NEW IN{Enter}');
    await expect(canvas.getByText('This tag already exists')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'Clearance{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['Summer', 'Clearance', 'New in']);
    await waitFor(() => expect(announcer(canvasElement)).toHaveTextContent('Sale renamed to Clearance'));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Rename Clearance' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await userEvent.type(canvas.getByRole('textbox', { name: 'New name for Clearance' }), 'xyz{Escape}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Rename Clearance' })).toHaveFocus());
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
  },
};

/** Remove, announced. */
export const Remove: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove Sale' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['Summer', 'New in']);
    await waitFor(() => expect(announcer(canvasElement)).toHaveTextContent('Sale removed'));
  },
};

/** Disabled: nothing can change. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add' })).toBeDisabled();
    await expect(within(canvasElement).getByRole('button', { name: 'Remove Sale' })).toBeDisabled();
  },
};
