/**
 * Story-only helpers for page-form stories (components/forms/Form): filling the contact form as a
 * visitor would, and checking afterwards that every typed value is still there.
 */
import { expect, userEvent, within } from 'storybook/test';
import { CONTACT_BOXES } from './contactEntry.ts';

export { CONTACT_ENTRY } from './contactEntry.ts';

/** Types the contact entry into the contact form inside `root`. */
export async function fillContactForm(root: HTMLElement): Promise<void> {
  const canvas = within(root);
  for (const [name, text] of CONTACT_BOXES) await userEvent.type(canvas.getByRole('textbox', { name }), text);
}

/** Checks that every value of the contact entry is still in the contact form inside `root`. */
export async function expectContactFormKept(root: HTMLElement): Promise<void> {
  const canvas = within(root);
  for (const [name, text] of CONTACT_BOXES) await expect(canvas.getByRole('textbox', { name })).toHaveValue(text);
}
